//xfail:NOT_ALL_VERIFIED
//--blockDim=1024 --gridDim=128 --verbose
//error: possible write-write race on A\[0\]:$
//^.*launch_too_large\.cu: launch_too_large: replay: the launch has 131072 threads, more than the 65536 an execution runs$
//^Write by .*, \S*launch_too_large\.cu:12:8:\n.*\n\nWrite by .*, \S*launch_too_large\.cu:12:8:$

/* A launch of more than 2^16 threads is not replayed, and --verbose says
 * so. */
#include <cuda.h>

__global__ void launch_too_large(int *A) {
  A[0] = threadIdx.x;
}
