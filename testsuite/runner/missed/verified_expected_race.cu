//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1

/* Race-free, but expected to race: in corpus mode, a missed defect. */
__global__ void k(int *A) { A[threadIdx.x] = 1; }
