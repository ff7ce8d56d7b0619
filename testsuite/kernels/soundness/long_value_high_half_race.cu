//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on A\[

/* t << 31 passes the largest int for every thread but the first, and
 * those threads all write A[0]: the value must keep its 64 bits. */
__global__ void long_value_high_half_race(int *A) {
  long big = (long)threadIdx.x << 31;
  A[big > 2147483647L ? 0 : threadIdx.x] = threadIdx.x;
}
