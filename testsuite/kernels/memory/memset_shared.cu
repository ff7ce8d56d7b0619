//pass
//--blockDim=64 --gridDim=1

/* thread 0 clears a shared buffer with memset before a barrier; the others
   read it after */
#include <cuda.h>

__global__ void memset_shared(int *out) {
  __shared__ int buf[64];
  if (threadIdx.x == 0)
    memset(buf, 0, sizeof(buf));
  __syncthreads();
  out[threadIdx.x] = buf[threadIdx.x];
}
