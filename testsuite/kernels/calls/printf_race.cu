//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on out\[0\]
//^Confirmed by execution: .* race on out\S* \(\S*printf_race\.cu:9 write, \S*printf_race\.cu:9 write\)

/* A printf between the accesses does not hide the race. */
__global__ void traced_race(int *out) {
  printf("before %d\n", threadIdx.x);
  out[0] = threadIdx.x;
  printf("after\n");
}
