//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on A\[
//^Confirmed by execution

/* Four-byte words two bytes apart: thread t's word ends where thread
 * t + 1's begins. */
__global__ void own_element_half_step_race(int *A) {
  *(int *)((char *)A + 2 * threadIdx.x) = threadIdx.x;
}
