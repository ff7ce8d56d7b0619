//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//neighbour_slot\.cl: error: possible (write-read|read-write) race on tmp\[
//^Read by .*, \S*neighbour_slot\.cl:13:12:\n.*\n\nWrite by .*, \S*neighbour_slot\.cl:11:10:$

/* The neighbour's slot may belong to a work-item of another sub-group,
 * which the sub-group barrier does not order. */
__kernel void neighbour_slot(__global int *out) {
  __local int tmp[64];
  size_t l = get_local_id(0);
  tmp[l] = (int)l;
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  out[l] = tmp[(l + 1) % 64];
}
