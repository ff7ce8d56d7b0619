//pass
//--blockDim=[4,4] --gridDim=[2,2] --warp-sync=16

/* A block of 16 threads is one warp: the transpose in place reads every
 * element before any is written. */
__global__ void lockstep_2d(float *A) {
  __shared__ float tile[4][4];
  tile[threadIdx.x][threadIdx.y] = tile[threadIdx.y][threadIdx.x];
  __syncthreads();
  A[(blockIdx.y * 2 + blockIdx.x) * 16 + threadIdx.y * 4 + threadIdx.x] =
      tile[threadIdx.x][threadIdx.y];
}
