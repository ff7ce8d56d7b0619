//pass
//--blockDim=8 --gridDim=1 --run --kernel-args=kernel_args_ok,*,1
//kernel_args_ok\.cu: kernel_args_ok: running with A: a buffer of 65536 bytes, stride = 1$
//kernel_args_ok\.cu: kernel_args_ok: no defect found in this execution$

/* the same kernel with stride 1: every thread writes its own element */
#include <cuda.h>

__global__ void kernel_args_ok(int *A, int stride) {
  A[threadIdx.x * stride] = threadIdx.x;
}
