//pass
//--blockDim=64 --gridDim=1 --no-infer

/* user invariants say no access of A is pending in a barrier loop; the access after it is safe */
#include <cuda.h>

__global__ void invariant_barrier_logs(int *A, int n) {
  for (int i = 0;
       __invariant(__uniform_int(i)), __invariant(__no_read(A)), __invariant(__no_write(A)),
       i < n; i++) {
    __syncthreads();
  }
  A[threadIdx.x] = A[threadIdx.x] + 1;
}
