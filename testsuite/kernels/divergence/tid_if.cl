//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//tid_if\.cl:8:\d+: error: barrier may be reached by non-uniform control flow

/* barrier reached only by even work items */
__kernel void tid_if(__global int *A) {
  if (get_local_id(0) % 2 == 0) {
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  A[get_global_id(0)] = 0;
}
