//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=2
//global_assert_fail\.cl:7:\d+: error: .*assertion might not hold

/* __global_assert(n < 10) fails with no precondition on n */
__kernel void global_assert_fail(__global int *A, int n) {
  __global_assert(n < 10);
  A[get_global_id(0)] = n;
}
