//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//any_group_barrier\.cl:\d+:\d+: error: barrier may be reached by non-uniform control flow

/* sub_group_any is the same within a sub-group, not within the group:
 * the work-group barrier under it may be reached by some sub-groups
 * only. */
__kernel void any_group_barrier(__global int *out, __local int *tmp) {
  size_t l = get_local_id(0);
  tmp[l] = out[l];
  if (sub_group_any(out[l] > 0)) {
    barrier(CLK_LOCAL_MEM_FENCE);
    out[l] = tmp[63 - l];
  }
}
