//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//error: possible write-write race on slots\[\d+\]:$
//^Confirmed by execution: 

/* One lane is the work item's own id: the writes differ. */
__kernel void benign_vector_splat_race(__global uint4 *slots, uint n) {
  slots[get_global_id(0) % 8] = (uint4)(n, n, (uint)get_global_id(0), n);
}
