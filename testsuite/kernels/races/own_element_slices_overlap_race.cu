//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=8
//error: possible (read-write|write-read|write-write) race on work\[
//^Confirmed by execution

/* Slices 32 apart for 64 threads: thread t + 32's first element is
 * thread t's second. */
__global__ void own_element_slices_overlap_race(float *work) {
  float data[8];
  float *mine = work + blockIdx.x * 512 + threadIdx.x;
#pragma unroll
  for (int k = 0; k < 8; k++)
    data[k] = mine[k * 32];
#pragma unroll
  for (int k = 0; k < 8; k++)
    mine[k * 32] = data[7 - k] * 2.0f;
}
