//pass
//--blockDim=32 --gridDim=4

/* the global index is distinct for distinct threads */
#include <cuda.h>

__global__ void distinct_int(int *A) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  __assert(__distinct_int(i));
  __assert(__implies(__same_group, __distinct_int(threadIdx.x)));
  A[i] = 0;
}
