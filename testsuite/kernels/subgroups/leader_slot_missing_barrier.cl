//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//leader_slot_missing_barrier\.cl: error: possible (write-read|read-write) race on tmp\[
//^Read by .*, \S*leader_slot_missing_barrier\.cl:13:27:\n.*\n\nWrite by .*, \S*leader_slot_missing_barrier\.cl:12:12:$

/* Without the sub-group barrier, the mates of the leader read the slot
 * while the leader may be writing it. */
__kernel void leader_slot_missing_barrier(__global int *out) {
  __local int tmp[64];
  uint s = get_sub_group_id();
  if (get_sub_group_local_id() == 0)
    tmp[s] = out[get_global_id(0)];
  out[get_global_id(0)] = tmp[s];
}
