//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//barrier_divergence\.cl:\d+:\d+: error: barrier may be reached by non-uniform control flow

/* Only the even work-items reach the sub-group barrier: two work-items of
 * one sub-group may disagree. */
__kernel void barrier_divergence(__global int *out) {
  __local int tmp[64];
  size_t l = get_local_id(0);
  tmp[l] = 1;
  if (l % 2 == 0)
    sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  out[l] = tmp[l];
}
