//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//error: possible write-read race on p\[0\]
//Read by work item \d+ with local id \d+ in work group \d+, .*:15:27:
//Write by work item 5 with local id 5 in work group \d+, .*:13:10:
//^Confirmed by execution: .* race on p\S* \(\S*flags_at_run_time_writer_unfenced\.cl:13 write, \S*flags_at_run_time_writer_unfenced\.cl:15 read\)

/* Every work-item but the writer fences local memory: the write is not
 * ordered with the reads after the barrier. */
__kernel void flags_at_run_time_writer_unfenced(__local int *p, __global int *out) {
  unsigned flags = get_local_id(0) == 5 ? 0 : CLK_LOCAL_MEM_FENCE;
  if (get_local_id(0) == 5)
    p[0] = 42;
  barrier(flags);
  out[get_global_id(0)] = p[0];
}
