//pass
//--blockDim=64 --gridDim=2 --no-inline
//no kernel calls 'fill'
//\.c[lu]: fill: Verified$
//Tandem finished with 2 verified, 0 errors

__shared__ int tile[64];

/* A per-thread argument is fine when the accesses do not depend on it. */
__device__ void fill(int v) {
  tile[threadIdx.x] = v;
}

__global__ void launch(int *A) {
  A[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}
