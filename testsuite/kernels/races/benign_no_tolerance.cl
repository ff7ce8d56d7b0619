//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=1 --no-benign-tolerance
//error: possible write-write race on flag\[1\]

/* --no-benign-tolerance in OpenCL: equal writes of a uniform value race */
__kernel void benign_no_tolerance(__global int *flag, int n) {
  flag[1] = n;
}
