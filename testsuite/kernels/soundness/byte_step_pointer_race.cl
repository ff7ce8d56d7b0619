//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=1
//byte_step_pointer_race\.cl: error: possible (write-read|read-write) race on p\[\d+\]:
//^Confirmed by execution: .* race on p\S* \(\S*byte_step_pointer_race\.cl:10 write, \S*byte_step_pointer_race\.cl:11 read\)
/* q is p + lid moved on by 4 bytes: work item t writes p[t + 1], which work
 * item t + 1 reads. The 4-byte step is one int, not zero. */
__kernel void k(__global int *p, __global int *out) {
  size_t lid = get_local_id(0);
  __global int *q = (__global int *)((__global char *)(p + lid) + 4);
  *q = 1;
  out[lid] = p[lid];
}
