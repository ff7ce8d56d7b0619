//pass
//--blockDim=64 --gridDim=8
//vector_grid_stride\.cu: copy_float4: Verified$
//vector_grid_stride\.cu: copy_int2: Verified$
//vector_grid_stride\.cu: copy_double2: Verified$
//vector_grid_stride\.cu: scale_char4: Verified$
//vector_grid_stride\.cu: copy_float4_down: Verified$
//vector_grid_stride\.cu: fields_by_hand: Verified$
//vector_grid_stride\.cu: accumulate_float4: Verified$

/* Vector loads and stores in strided loops: each step of a thread covers
 * a window of several elements (one access of 2 or 4 elements, or one
 * access per field), and the windows of the threads' steps interleave
 * without overlapping. */
#include <cuda.h>

__global__ void copy_float4(const float *src, float *dst, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n / 4; i += blockDim.x * gridDim.x)
    reinterpret_cast<float4 *>(dst)[i] = reinterpret_cast<const float4 *>(src)[i];
}

__global__ void copy_int2(const int *src, int *dst, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n / 2; i += blockDim.x * gridDim.x)
    reinterpret_cast<int2 *>(dst)[i] = reinterpret_cast<const int2 *>(src)[i];
}

__global__ void copy_double2(const double2 *src, double2 *dst, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    dst[i] = src[i];
}

__global__ void scale_char4(char4 *data, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    char4 c = data[i];
    data[i] = make_char4(c.x * 2, c.y * 2, c.z * 2, c.w * 2);
  }
}

/* Going down: thread t's windows end at n - 1 - 4t, n - 1 - 4t - 2048, ... */
__global__ void copy_float4_down(const float4 *src, float4 *dst, int n) {
  for (int i = n - 1 - (int)(blockIdx.x * blockDim.x + threadIdx.x); i >= 0;
       i -= blockDim.x * gridDim.x)
    dst[i] = src[i];
}

/* Fields written one by one, not in order: the window 4i .. 4i + 3. */
__global__ void fields_by_hand(float *xyzw, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    xyzw[4 * i + 2] = 2.0f;
    xyzw[4 * i] = 0.0f;
    xyzw[4 * i + 3] = xyzw[4 * i + 1];
  }
}

/* The same float4 read and written in every step. */
__global__ void accumulate_float4(const float *in, float4 *acc, int rounds) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  for (int r = 0; r < rounds; r++) {
    float4 a = acc[t];
    float x = in[r * 512 + t];
    acc[t] = make_float4(a.x + x, a.y + x, a.z + x, a.w + x);
  }
}
