//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//error: possible read-write race on s\[\d+\]:$
//^Confirmed by execution: .* race on s\[\d+\] \(\S*unrolled_barrier_rounds_race\.cu:17 read, \S*unrolled_barrier_rounds_race\.cu:18 write\)
//unrolled_barrier_rounds_race\.cu: unrolled_barrier_rounds_race: 1 error$

/* As unrolled_barrier_rounds.cu without the barrier between the read and
 * the write of a round: a thread writes the element its neighbour reads
 * in the same round. */
__global__ void unrolled_barrier_rounds_race(int *out) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  s[t] = t;
  __syncthreads();
#pragma unroll
  for (int i = 1; i <= 4; i++) {
    int v = s[(t + i) % 64];
    s[t] = v + i;
    __syncthreads();
  }
  out[t + blockIdx.x * 64] = s[t];
}
