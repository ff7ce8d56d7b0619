//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --no-benign-tolerance --equality-abstraction
//error: possible read-write race on A\[0\]
//^Confirmed by execution: .* race on A\S* \(\S*benign_read_no_tolerance\.cl:10 write, \S*benign_read_no_tolerance\.cl:9 read\)
//^Confirmed by execution: .* race on A\S* \(\S*benign_read_no_tolerance\.cl:10 write, \S*benign_read_no_tolerance\.cl:10 write\)

/* --no-benign-tolerance reports even a write of the value read. */
__kernel void benign_read_no_tolerance(__local int *A) {
  int v = A[0];
  A[0] = v;
}
