//xfail:NOT_ALL_VERIFIED
//--blockDim=8 --gridDim=1
//error: possible write-write race on A\[

/* t * 2^30 wraps at 2^32: threads 0 and 4 index element 0 (an execution
 * stops at thread 1's write, far outside any buffer). */
__global__ void own_element_wrapping_race(int *A) {
  A[threadIdx.x * 0x40000000u] = threadIdx.x;
}
