//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=8
//error: possible write-write race on out\[
//^Confirmed by execution: .* race on out\S* \(\S*local_ticket_per_group\.cl:10 write, \S*local_ticket_per_group\.cl:10 write\)

/* A __local counter is per work-group: two groups draw the same values and
 * their writes to global memory collide. */
__kernel void local_ticket_per_group(__local unsigned *count, __global int *out) {
  unsigned slot = atomic_inc(count);
  out[slot] = get_group_id(0);
}
