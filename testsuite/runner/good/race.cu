//xfail:NOT_ALL_VERIFIED
//--blockDim=4 --gridDim=1
//\.cu: k: 1 error$
__global__ void k(int *A) { A[0] = threadIdx.x; }
