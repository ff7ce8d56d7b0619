//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2 --run --no-benign-tolerance
//benign_write_strict\.cu: error: write-write race on flag\[0\] in an execution:$
//^Write by thread 0 in block 0, .*benign_write_strict\.cu:11:11:$
//^Write by thread 1 in block 0, .*benign_write_strict\.cu:11:11:$

/* the same equal-value writes are a race without the benign rule */
#include <cuda.h>

__global__ void benign_write_strict(int *flag) {
  flag[0] = 1;
}
