//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible (read-write|write-read) race on s\[

/* The barrier sits in a branch every thread takes alike, but when n <= 0
 * no thread takes it: the reversed read then meets the write. */
__global__ void interval_skipped_barrier_race(float *out, int n) {
  __shared__ float s[64];
  s[threadIdx.x] = 1.0f;
  if (n > 0)
    __syncthreads();
  out[threadIdx.x] = s[63 - threadIdx.x];
}
