//pass
//--blockDim=64 --gridDim=4
//\.cu: own_element_loop_rows: Verified$

/* Each thread doubles its own row of four, and shifts its row of eight
 * by one, two elements per trip. The loops are kept (unroll 1) and their
 * counters' values are known, so no thread's elements meet another's at
 * any iteration. */
__global__ void own_element_loop_rows(float *A, float *B) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
#pragma unroll 1
  for (int k = 0; k < 4; k++)
    A[g * 4 + k] = A[g * 4 + k] * 2.0f;
#pragma unroll 1
  for (int i = 0; i < 8; i += 2)
    B[g * 8 + i] = B[g * 8 + i + 1];
}
