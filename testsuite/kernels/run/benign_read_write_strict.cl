//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=1 --run --no-benign-tolerance
//benign_read_write_strict\.cl: error: write-read race on flag\[0\] in an execution:$

/* the same accesses are races without the benign rule */
__kernel void benign_read_write_strict(__global int *flag) {
  int v = flag[0];
  flag[0] = v;
}
