//pass
//--blockDim=256 --gridDim=2 --warp-sync=32

/* A scan within each warp: with the threads of a warp in lockstep every
 * read of a step comes before the writes of that step. */
__global__ void lockstep_scan(int *A) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x % 32;
  if (lane >= 1) A[tid] = A[tid - 1] + A[tid];
  if (lane >= 2) A[tid] = A[tid - 2] + A[tid];
  if (lane >= 4) A[tid] = A[tid - 4] + A[tid];
  if (lane >= 8) A[tid] = A[tid - 8] + A[tid];
  if (lane >= 16) A[tid] = A[tid - 16] + A[tid];
}
