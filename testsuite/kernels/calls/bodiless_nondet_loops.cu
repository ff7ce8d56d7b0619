//pass
//--blockDim=2 --gridDim=1

/* nested loops and an early exit steered by a bodiless function, without
   shared memory: nothing can race */
#include <cuda.h>

__device__ char coin();

__global__ void bodiless_nondet_loops(int *A) {
  int n = 0;
  while (coin()) {
    while (coin()) {
      if (coin())
        goto done;
      n++;
    }
  }
done:
  A[threadIdx.x] = n;
}
