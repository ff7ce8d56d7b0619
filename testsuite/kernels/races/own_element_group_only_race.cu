//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//error: possible write-write race on A\[
//^Confirmed by execution

/* The index names the thread within its block only: thread t of each
 * block writes A[t] in global memory. */
__global__ void own_element_group_only_race(int *A) {
  A[threadIdx.x] = blockIdx.x;
}
