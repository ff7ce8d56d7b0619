//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//error: possible null pointer access

/* Shared and global memory keep no array ids: a pointer loaded from them
   may point anywhere, so the access is reported (a false alarm Tandem
   accepts for now; the store itself is race checked). */
#include <cuda.h>

__global__ void shared_pointer_unknown(int *A) {
  __shared__ int *sp;
  if (threadIdx.x == 0)
    sp = A;
  __syncthreads();
  sp[threadIdx.x] = 1;
}
