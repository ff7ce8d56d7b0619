//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=1 --only-divergence
//only_divergence_divergent\.cl:9:\d+: error: barrier may be reached by non-uniform control flow

/* --only-divergence still reports a divergent barrier */
__kernel void only_divergence_divergent(__global int *A) {
  A[0] = (int)get_local_id(0);
  if (get_local_id(0) > 3) {
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}
