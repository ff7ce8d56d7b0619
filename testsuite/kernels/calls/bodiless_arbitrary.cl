//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=2
//bodiless_arbitrary\.cl:12:\d+: error: this assertion might not hold
//note: 'larger' has no body

/* nothing is known about the result of a bodiless function */
unsigned larger(unsigned a, unsigned b);

__kernel void bodiless_arbitrary(__global unsigned *A, unsigned x) {
  unsigned y = A[get_global_id(0)];
  unsigned z = larger(x, y);
  __assert(z >= x);
}
