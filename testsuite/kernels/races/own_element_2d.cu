//pass
//--blockDim=[16,16] --gridDim=[4,4]
//\.cu: own_element_2d: Verified$

/* Each thread of a 64x64 grid updates its own element, twice, with no
 * barrier: the row stride 64 spreads the threads' elements apart, so no
 * two threads ever meet, in global memory or in the group's tile. */
__global__ void own_element_2d(float *A) {
  __shared__ float tile[16][16];
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = A[y * 64 + x];
  tile[threadIdx.y][threadIdx.x] *= 2.0f;
  A[y * 64 + x] = tile[threadIdx.y][threadIdx.x] + 1.0f;
}
