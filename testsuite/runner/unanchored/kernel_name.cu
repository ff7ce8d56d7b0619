//pass
//--blockDim=4 --gridDim=1
//k: Verified
__global__ void k(int *A) { A[threadIdx.x] = 0; }
