//pass
//--blockDim=128 --gridDim=32
//half_axpy\.cu: haxpy: Verified$

/* Half-precision arithmetic through <cuda_fp16.h>, with a grid-stride loop. */
#include <cstdio>
#include <cstdlib>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

__global__ void haxpy(int n, __half a, const __half *x, __half *y) {
  int start = threadIdx.x + blockDim.x * blockIdx.x;
  int stride = blockDim.x * gridDim.x;
  for (int i = start; i < n; i += stride)
    y[i] = a * x[i] + y[i];
}

int main() {
  const int n = 1 << 16;
  __half *x, *y;
  cudaMallocManaged(&x, n * sizeof(__half));
  cudaMallocManaged(&y, n * sizeof(__half));
  for (int i = 0; i < n; i++) {
    x[i] = __float2half(1.0f);
    y[i] = __float2half((float)i);
  }
  haxpy<<<32, 128>>>(n, __float2half(2.0f), x, y);
  cudaDeviceSynchronize();
  printf("%f\n", __half2float(y[1]));
  cudaFree(x);
  cudaFree(y);
  return 0;
}
