//pass
//--blockDim=64 --gridDim=8
//\.cu: own_element_loop_stride: Verified$

/* Each block owns 256 elements, four strides of 64 apart, and each thread
 * walks its own column with an index it bumps by 64: the bumped index
 * starts from the thread's id and steps by a literal, so no two threads
 * meet at any iteration. */
__global__ void own_element_loop_stride(float *A) {
  unsigned s = blockIdx.x * 256 + threadIdx.x;
#pragma unroll 1
  for (int i = 0; i < 4; i++) {
    A[s] = A[s] + 1.0f;
    s += 64;
  }
}
