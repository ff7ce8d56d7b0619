//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//error: possible (read-write|write-write|write-read) race on states\[
//shared_state_race\.cu:\d+:\d+:
//^Confirmed by execution: .* race on states\S* \(\S*shared_state_race\.cu:14 write, \S*shared_state_race\.cu:14 read\)
//^Confirmed by execution: .* race on states\S* \(\S*shared_state_race\.cu:14 write, \S*shared_state_race\.cu:14 write\)

/* One state per block drawn from by all its threads: the generator's
 * update of the state races. */
#include <curand_kernel.h>

__global__ void draw(curandState *states, float *out) {
  unsigned id = blockIdx.x * blockDim.x + threadIdx.x;
  out[id] = curand_uniform(&states[blockIdx.x]);
}
