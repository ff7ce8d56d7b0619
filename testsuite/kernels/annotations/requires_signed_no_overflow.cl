//pass
//--local_size=64 --num_groups=4

/* A precondition means what C says: c + 1 of a signed c does not overflow
 * (that is undefined), so c is not LONG_MAX, whose c + 1 would wrap below
 * n, and c < n follows. */
__kernel void requires_signed_no_overflow(__global int *A, long c, long n) {
  __requires(n >= c + 1);
  __requires(c >= 0);
  __assert(c < n);
  A[get_global_id(0)] = (int)c;
}
