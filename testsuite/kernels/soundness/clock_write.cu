//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on A\[0\]
//^Write by .*, \S*clock_write\.cu:8:8:\n.*\n\nWrite by .*, \S*clock_write\.cu:8:8:$

/* Two threads read different clocks: their writes are not of one value. */
__global__ void k(long long *A) {
  A[0] = clock64();
}
