//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//error: possible (read-write|write-read) race on B\[
//^Confirmed by execution

/* Rows of seven, but the shift reads up to the row's eighth element:
 * thread g reads B[7g + 7], which thread g + 1 writes at i = 0. */
__global__ void own_element_loop_rows_overlap_race(float *B) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
#pragma unroll 1
  for (int i = 0; i < 7; i += 2)
    B[g * 7 + i] = B[g * 7 + i + 1];
}
