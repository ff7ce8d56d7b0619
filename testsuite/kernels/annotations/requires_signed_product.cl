//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//requires_signed_product\.cl:12:\d+: error: this assertion might not hold
//requires_signed_product\.cl: requires_signed_product: 1 error$

/* c * -3 of a signed long does not overflow in C, so c < 2^63 / 3 follows
 * (line 11); nothing more does, so c < 1000 may fail (line 12). */
__kernel void requires_signed_product(__global int *A, long c, long n) {
  __requires(n >= c * -3);
  __requires(c >= 0);
  __assert(c < 0x2aaaaaaaaaaaaaabL);
  __assert(c < 1000);
  A[get_global_id(0)] = (int)c;
}
