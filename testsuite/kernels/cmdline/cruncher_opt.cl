//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=2 --cruncher-opt=/displayLoopAbstractions
//error: possible write-write race on A\[0\]
//^Confirmed by execution: .* race on A\S* \(\S*cruncher_opt\.cl:9 write, \S*cruncher_opt\.cl:9 write\)

/* --cruncher-opt steers GPUVerify's inference; Tandem accepts it and still
 * checks everything. */
__kernel void cruncher_opt(__global int *A) {
  A[0] = get_local_id(0);
}
