//xfail:NOT_ALL_VERIFIED
//--blockDim=8 --gridDim=1 --run --kernel-args=kernel_args_race,*,0
//kernel_args_race\.cu: kernel_args_race: running with A: a buffer of 65536 bytes, stride = 0$
//kernel_args_race\.cu: error: write-write race on A\[0\] in an execution:$
//^Write by thread 0 in block 0, .*kernel_args_race\.cu:13:27:$
//^Write by thread 1 in block 0, .*kernel_args_race\.cu:13:27:$

/* with stride 1 every thread writes its own element; --kernel-args gives
 * stride 0, and all threads write A[0] */
#include <cuda.h>

__global__ void kernel_args_race(int *A, int stride) {
  A[threadIdx.x * stride] = threadIdx.x;
}
