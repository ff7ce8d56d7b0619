//pass
//--blockDim=64 --gridDim=1 --no-infer

/* a user invariant on the write offset proves a loop that writes A[threadIdx.x] race-free */
#include <cuda.h>

__global__ void invariant_write_offset(int *A) {
  for (int i = 0;
       __invariant(__implies(__write(A), __write_offset_bytes(A) == threadIdx.x * sizeof(int))),
       i < 4; i++) {
    A[threadIdx.x] = i;
  }
}
