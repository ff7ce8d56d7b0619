//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//reduce_divergence\.cl:\d+:\d+: error: barrier may be reached by non-uniform control flow

/* Every work-item of a sub-group must reach a sub-group function: the
 * work-items with local id 0 to 9 may share a sub-group with others. */
__kernel void reduce_divergence(__global int *out) {
  size_t l = get_local_id(0);
  int s = 0;
  if (l < 10)
    s = sub_group_reduce_add((int)l);
  out[l] = s;
}
