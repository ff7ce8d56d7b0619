//pass
//--blockDim=4 --gridDim=1
__global__ void k(int *A) { A[threadIdx.x] = 0; }
