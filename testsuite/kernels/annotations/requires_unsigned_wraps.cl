//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//requires_unsigned_wraps\.cl:10:\d+: error: this assertion might not hold

/* Unsigned arithmetic wraps in C: c = ULONG_MAX makes c + 1 zero, which
 * meets the precondition, and c < n fails. */
__kernel void requires_unsigned_wraps(__global int *A, ulong c, ulong n) {
  __requires(n >= c + 1);
  __requires(n <= 1000);
  __assert(c < n);
  A[get_global_id(0)] = (int)c;
}
