//xfail:NOT_ALL_VERIFIED
//--blockDim=* --gridDim=*
//error: possible write-write race on A\[
//Witness: blockDim\.x = (51[3-9]|5[2-9][0-9]|[6-9][0-9][0-9]|10[01][0-9]|102[0-4]), gridDim\.x = \d+$

/* Blocks of more than 512 threads overlap their neighbours: the witness is
 * a block size CUDA runs. */
__global__ void k(int *A) {
  A[blockIdx.x * 512 + threadIdx.x] = threadIdx.x;
}
