//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//error: possible (read-atomic|atomic-read) race on counter\[
//scoped_system_race\.cu:10:\d+:
//scoped_system_race\.cu:11:\d+:
//^Confirmed by execution: .* race on counter\S* \(\S*scoped_system_race\.cu:11 read, \S*scoped_system_race\.cu:10 atomic\)

/* A plain read of what another thread updates atomically races. */
__global__ void count(int *counter, int *out) {
  atomicAdd_system(counter, 1);
  out[blockIdx.x * 64 + threadIdx.x] = *counter;
}
