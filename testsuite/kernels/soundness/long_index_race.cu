//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=4
//error: possible write-write race on A\[
//^Confirmed by execution: .* race on A\S* \(\S*long_index_race\.cu:10 write, \S*long_index_race\.cu:10 write\)

/* A long is 64 bits: g << 32 keeps g in the high half, so the index cast
   to int is 0 for every thread and all of them write A[0]. */
__global__ void long_index(int *A) {
  long g = blockIdx.x * (long)blockDim.x + threadIdx.x;
  A[(int)(g << 32)] = (int)g;
}
