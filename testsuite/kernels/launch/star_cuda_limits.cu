//pass
//--blockDim=* --gridDim=*
//\.cu: k: note: assuming a launch within CUDA's limits: at most 1024 threads per block, blockDim\.z at most 64, gridDim\.y and gridDim\.z at most 65535 \(a launch size is \*\)$
//\.cu: k: Verified$

/* Each block owns 1024 elements: race-free for every block CUDA runs,
 * since no block has more threads. */
__global__ void k(int *A) {
  A[blockIdx.x * 1024 + threadIdx.x] = threadIdx.x;
}
