//pass
//--blockDim=32 --gridDim=2 --run --kernel-args=loop_sum,*,*,10
//loop_sum\.cu: loop_sum: running with A: a buffer of 65536 bytes, out: a buffer of 65536 bytes, n = 10$
//loop_sum\.cu: loop_sum: no defect found in this execution$

/* nested loops over a row of A with a float accumulator; the assertion
 * checks the loop ran n * n times */
#include <cuda.h>

__global__ void loop_sum(const float *A, float *out, int n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = 0.0f;
  int count = 0;
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++) {
      acc += A[i + r * n + c];
      count++;
    }
  __assert(count == n * n);
  out[i] = acc;
}
