//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//reduce_by_sub_group_id\.cl: error: possible write-write race on out\[
//Write by work item \d+ with local id \d+ in work group 1, .*reduce_by_sub_group_id\.cl:12:
//^Write by .*, \S*reduce_by_sub_group_id\.cl:12:29:\n.*\n\nWrite by .*, \S*reduce_by_sub_group_id\.cl:12:29:$

/* Sub-group ids restart in every work-group: the leaders of sub-group 0
 * of two groups write the same element. */
__kernel void reduce_by_sub_group_id(__global const int *in, __global int *out) {
  int sum = sub_group_reduce_add(in[get_global_id(0)]);
  if (get_sub_group_local_id() == 0)
    out[get_sub_group_id()] = sum;
}
