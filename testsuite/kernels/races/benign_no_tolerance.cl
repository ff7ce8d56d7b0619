//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=1 --no-benign-tolerance
//error: possible write-write race on flag\[1\]
//^Confirmed by execution: .* race on flag\S* \(\S*benign_no_tolerance\.cl:8 write, \S*benign_no_tolerance\.cl:8 write\)

/* --no-benign-tolerance in OpenCL: equal writes of a uniform value race */
__kernel void benign_no_tolerance(__global int *flag, int n) {
  flag[1] = n;
}
