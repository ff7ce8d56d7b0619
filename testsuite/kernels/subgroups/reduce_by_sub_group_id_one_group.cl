//pass
//--local_size=64 --num_groups=1
//reduce_by_sub_group_id_one_group\.cl: reduce_by_sub_group_id_one_group: Verified$

/* In a single work-group, different sub-groups have different ids and
 * one sub-group has one work-item with local id 0. */
__kernel void reduce_by_sub_group_id_one_group(__global const int *in, __global int *out) {
  int sum = sub_group_reduce_max(in[get_global_id(0)]);
  if (get_sub_group_local_id() == 0)
    out[get_sub_group_id()] = sum;
}
