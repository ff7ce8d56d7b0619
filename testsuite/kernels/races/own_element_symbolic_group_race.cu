//xfail:NOT_ALL_VERIFIED
//--blockDim=* --gridDim=*
//error: possible write-write race on A\[

/* Over every launch size: with two blocks or more, thread t of each
 * block writes its block number to A[t] in global memory. */
__global__ void own_element_symbolic_group_race(int *A) {
  A[threadIdx.x] = blockIdx.x;
}
