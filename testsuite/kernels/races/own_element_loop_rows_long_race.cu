//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//error: possible write-write race on A\[
//^Confirmed by execution

/* Rows of four written five elements long. */
__global__ void own_element_loop_rows_long_race(int *A) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
#pragma unroll 1
  for (int k = 0; k < 5; k++)
    A[g * 4 + k] = g;
}
