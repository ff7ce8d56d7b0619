//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2 --no-inline
//error: possible write-write race on tile\[
//uncalled_argument_race\.cu:14:\d+:
//^Write by .*, \S*uncalled_argument_race\.cu:14:11:\n.*\n\nWrite by .*, \S*uncalled_argument_race\.cu:14:11:$

__shared__ int tile[64];

/* Arguments differ between the threads: two threads may write one
 * element when the index comes from an argument. */
__device__ void put(int i, int v) {
  if (i < 0 || i >= 64)
    return;
  tile[i] = v;
}

__global__ void launch(int *A) {
  A[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}
