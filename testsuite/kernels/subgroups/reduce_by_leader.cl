//pass
//--local_size=64 --num_groups=4
//reduce_by_leader\.cl: reduce_by_leader: Verified$
//\A(?![\s\S]*note:)

/* Each sub-group adds its values; the work-item with sub-group local id
 * 0 writes the sum to its own element: no two work-items share one. */
__kernel void reduce_by_leader(__global const int *restrict in, __global int *restrict out) {
  size_t gid = get_global_id(0);
  int sum = sub_group_reduce_add(in[gid]);
  if (get_sub_group_local_id() == 0)
    out[gid] = sum;
}
