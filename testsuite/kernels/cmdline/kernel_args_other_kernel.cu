//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1 --kernel-args=given,1 --kernel-args=absent,7
//\.c[lu]: given: Verified$
//error: possible write-write race on A\[0\]
//\.c[lu]: not_given: 1 error$
//^Confirmed by execution: .* race on A\S* \(\S*kernel_args_other_kernel\.cu:17 write, \S*kernel_args_other_kernel\.cu:17 write\)

/* --kernel-args binds only the kernel it names: not_given keeps any n, and
 * a kernel name the file does not have is no error */
#include <cuda.h>

__global__ void given(int *A, int n) {
  A[threadIdx.x * n] = threadIdx.x;
}

__global__ void not_given(int *A, int n) {
  A[threadIdx.x * n] = threadIdx.x;
}
