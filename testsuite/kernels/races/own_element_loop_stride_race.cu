//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=8
//error: possible (read-write|write-read|write-write) race on A\[
//^Confirmed by execution

/* Bumped by 32 for 64 threads: thread t + 32's first element is thread
 * t's second. */
__global__ void own_element_loop_stride_race(float *A) {
  unsigned s = blockIdx.x * 256 + threadIdx.x;
#pragma unroll 1
  for (int i = 0; i < 4; i++) {
    A[s] = A[s] + 1.0f;
    s += 32;
  }
}
