//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//error: possible read-atomic race on hist\[3\]
//Atomic by work item \d+ with local id \d+ in work group 0
//Read by work item 3 with local id 3 in work group 0
//^Confirmed by execution: .* race on hist\S* \(\S*read_then_atomic\.cl:11 atomic, \S*read_then_atomic\.cl:10 read\)

/* A plain read of a bin that other work-items update atomically. */
__kernel void read_then_atomic(__local int *hist, __global int *out) {
  out[get_local_id(0)] = hist[get_local_id(0)];
  atomic_add(&hist[3], 1);
}
