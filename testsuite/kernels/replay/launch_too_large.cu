//xfail:NOT_ALL_VERIFIED
//--blockDim=1024 --gridDim=2048 --verbose
//error: possible write-write race on A\[0\]:$
//^.*launch_too_large\.cu: launch_too_large: replay: the launch has 2097152 threads in groups of 1024, more than an execution runs$
//^Write by .*, \S*launch_too_large\.cu:12:8:\n.*\n\nWrite by .*, \S*launch_too_large\.cu:12:8:$

/* A launch of more threads than the executor runs at all (2^20) is not
 * replayed, not even by its first groups, and --verbose says so. */
#include <cuda.h>

__global__ void launch_too_large(int *A) {
  A[0] = threadIdx.x;
}
