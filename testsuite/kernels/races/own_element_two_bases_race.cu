//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on A\[

/* Two offsets from two arguments: when m is n + 1, thread t's second
 * write meets thread t + 1's first. */
__global__ void own_element_two_bases_race(int *A, unsigned n, unsigned m) {
  A[n + threadIdx.x] = 1;
  A[m + threadIdx.x] = 2;
}
