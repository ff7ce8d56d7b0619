//xfail:NOT_ALL_VERIFIED
//--blockDim=* --gridDim=1
//error: possible write-write race on A\[
//Witness:.*blockDim
//^Write by .*, \S*star_mod32\.cu:11:23:\n.*\n\nWrite by .*, \S*star_mod32\.cu:11:23:$

/* A[threadIdx.x % 32] races as soon as a block has more than 32 threads */
#include <cuda.h>

__global__ void mod32(int *A) {
  A[threadIdx.x % 32] = threadIdx.x;
}
