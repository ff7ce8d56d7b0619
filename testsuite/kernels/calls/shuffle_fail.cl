//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//shuffle_fail\.cl:9:\d+: error: this assertion might not hold

/* a mask from the caller may pick any lane */
__kernel void shuffle_fail(__global int4 *A, uint4 mask) {
  volatile int4 x = (int4)(10, 20, 30, 40);
  int4 r = shuffle(x, mask);
  __assert(r.x == 10);
  A[get_global_id(0)] = r;
}
