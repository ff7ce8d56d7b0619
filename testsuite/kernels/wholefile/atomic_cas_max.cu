//pass
//--blockDim=256 --gridDim=16
//atomic_cas_max\.cu: reduce_max_float: Verified$

/* A float atomic max built from atomicCAS on the bit pattern, after a
 * warp-level max with __shfl_down_sync; the system-scope counter counts
 * finished blocks with atomicAdd_system for a host polling mapped memory. */
#include <cfloat>
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

__device__ float atomicMaxFloat(float *addr, float value) {
  int *addr_as_int = (int *)addr;
  int old = atomicAdd(addr_as_int, 0), assumed; // an atomic read
  do {
    assumed = old;
    if (__int_as_float(assumed) >= value)
      break;
    old = atomicCAS(addr_as_int, assumed, __float_as_int(value));
  } while (assumed != old);
  return __int_as_float(old);
}

__global__ void reduce_max_float(const float *__restrict__ in, float *result,
                                 unsigned *done, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : -FLT_MAX;
  for (int off = 16; off > 0; off /= 2)
    v = fmaxf(v, __shfl_down_sync(0xffffffffu, v, off));
  if ((threadIdx.x & 31) == 0)
    atomicMaxFloat(result, v);
  if (threadIdx.x == 0)
    atomicAdd_system(done, 1u);
}

int main() {
  const int n = 16 * 256;
  std::vector<float> h(n);
  for (int i = 0; i < n; i++)
    h[i] = (float)((i * 37) % 1000);
  float *d_in, *d_result;
  unsigned *h_done, *d_done;
  checkCudaErrors(cudaMalloc(&d_in, n * sizeof(float)));
  checkCudaErrors(cudaMalloc(&d_result, sizeof(float)));
  checkCudaErrors(cudaHostAlloc(&h_done, sizeof(unsigned), cudaHostAllocMapped));
  checkCudaErrors(cudaHostGetDevicePointer((void **)&d_done, h_done, 0));
  *h_done = 0;
  float init = -FLT_MAX;
  checkCudaErrors(cudaMemcpy(d_in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  checkCudaErrors(cudaMemcpy(d_result, &init, sizeof(float), cudaMemcpyHostToDevice));
  reduce_max_float<<<n / 256, 256>>>(d_in, d_result, d_done, n);
  getLastCudaError("reduce_max_float");
  checkCudaErrors(cudaDeviceSynchronize());
  float r;
  checkCudaErrors(cudaMemcpy(&r, d_result, sizeof(float), cudaMemcpyDeviceToHost));
  printf("max %f, %u blocks\n", r, *h_done);
  checkCudaErrors(cudaFree(d_in));
  checkCudaErrors(cudaFree(d_result));
  checkCudaErrors(cudaFreeHost(h_done));
  return 0;
}
