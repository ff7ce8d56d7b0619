//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//tid_loop\.cl:8:\d+: error: barrier may be reached by non-uniform control flow

/* barrier in a loop that starts at the local id */
__kernel void tid_loop(__global int *A) {
  for (size_t i = get_local_id(0); i < 64; i++) {
    barrier(CLK_GLOBAL_MEM_FENCE);
  }
}
