//pass
//--blockDim=64 --gridDim=8
//\.cu: own_element_slices: Verified$

/* Each block owns 512 elements, in eight slices of 64, one element of
 * each per thread: unrolled, the eight loads and stores index the same
 * form of the ids 64 apart, and no two threads meet. */
__global__ void own_element_slices(float *work) {
  float data[8];
  float *mine = work + blockIdx.x * 512 + threadIdx.x;
#pragma unroll
  for (int k = 0; k < 8; k++)
    data[k] = mine[k * 64];
#pragma unroll
  for (int k = 0; k < 8; k++)
    mine[k * 64] = data[7 - k] * 2.0f;
}
