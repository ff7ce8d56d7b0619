//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//assert_fails\.cl:7:\d+: error: this assertion might not hold for work item 5 with local id 5 in work group 0

/* the assertion fails only for work item 5 */
__kernel void assert_fails(__global int *A) {
  __assert(get_local_id(0) != 5);
  A[get_local_id(0)] = 0;
}
