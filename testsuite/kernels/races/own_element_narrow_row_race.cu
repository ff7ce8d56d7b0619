//xfail:NOT_ALL_VERIFIED
//--blockDim=[16,16] --gridDim=[4,4]
//error: possible (read-write|write-read|write-write) race on A\[
//^Confirmed by execution

/* A row stride of 32 for rows 64 wide: thread (x 32, y 0) and thread
 * (x 0, y 1) index one element. */
__global__ void own_element_narrow_row_race(float *A) {
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
  A[y * 32 + x] = A[y * 32 + x] + 1.0f;
}
