//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible (read-write|write-read) race on s\[

/* One barrier per trip where two are needed: thread t reads its
 * neighbour's element after the barrier, and the neighbour overwrites it
 * at the top of the next trip before any barrier: the read and the write
 * share the stretch from this trip's barrier to the next. */
__global__ void interval_loop_one_barrier_race(float *out) {
  __shared__ float s[65];
  float acc = 0.0f;
  for (int i = 0; i < 4; i++) {
    s[threadIdx.x] = acc + i;
    __syncthreads();
    acc += s[threadIdx.x + 1];
  }
  out[threadIdx.x] = acc;
}
