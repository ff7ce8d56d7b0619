//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//broadcast_group_barrier\.cl:\d+:\d+: error: barrier may be reached by non-uniform control flow

/* A loop bound broadcast within each sub-group differs between
 * sub-groups: the work-group barrier in the loop diverges. */
__kernel void broadcast_group_barrier(__global int *out, __local int *tmp) {
  size_t l = get_local_id(0);
  int n = sub_group_broadcast(out[l], 0);
  for (int i = 0; i < n; i++) {
    tmp[l] = i;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}
