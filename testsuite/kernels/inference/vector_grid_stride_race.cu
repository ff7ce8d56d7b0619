//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=8
//vector_grid_stride_race\.cu: stride_half_grid: \d+ errors?$
//vector_grid_stride_race\.cu: windows_overlap: \d+ errors?$
//vector_grid_stride_race\.cu: field_past_window: \d+ errors?$
//vector_grid_stride_race\.cu: down_half_grid: \d+ errors?$
//^Confirmed by execution: .* race on dst\S* \(\S*vector_grid_stride_race\.cu:26 write, \S*vector_grid_stride_race\.cu:25 write\)
//^Confirmed by execution: .* race on xyzw\S* \(\S*vector_grid_stride_race\.cu:35 write, \S*vector_grid_stride_race\.cu:33 write\)

/* Strided loops of vector accesses whose windows meet: each must still
 * report a race. */
#include <cuda.h>

/* A stride of half the grid: thread t's second int4 is thread t + 256's
 * first. */
__global__ void stride_half_grid(const int4 *src, int4 *dst, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x / 2)
    dst[i] = src[i];
}

/* Two float4 per step at i and i + 1: thread t's second is thread t + 1's
 * first. */
__global__ void windows_overlap(const float *src, float *dst, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i + 1 < n / 4; i += blockDim.x * gridDim.x) {
    reinterpret_cast<float4 *>(dst)[i] = reinterpret_cast<const float4 *>(src)[i];
    reinterpret_cast<float4 *>(dst)[i + 1] = reinterpret_cast<const float4 *>(src)[i];
  }
}

/* Fields 4i .. 4i + 4: the last one is the next thread's first. */
__global__ void field_past_window(float *xyzw, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    xyzw[4 * i] = 0.0f;
    xyzw[4 * i + 1] = 1.0f;
    xyzw[4 * i + 4] = 4.0f;
  }
}

/* Going down by half the grid. */
__global__ void down_half_grid(const float4 *src, float4 *dst, int n) {
  for (int i = n - 1 - (int)(blockIdx.x * blockDim.x + threadIdx.x); i >= 0;
       i -= blockDim.x * gridDim.x / 2)
    dst[i] = src[i];
}
