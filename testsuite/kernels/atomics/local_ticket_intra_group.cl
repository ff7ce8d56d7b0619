//pass
//--local_size=32 --num_groups=8 --only-intra-group

/* Within one work-group the tickets of a __local counter are distinct. */
__kernel void local_ticket_intra_group(__local unsigned *count, __global int *out) {
  unsigned slot = atomic_inc(count);
  out[slot] = get_local_id(0);
}
