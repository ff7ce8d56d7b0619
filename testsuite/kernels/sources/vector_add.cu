//pass
//--blockDim=256 --gridDim=64
//vector_add\.cu: vector_add: Verified$

/* A whole program as projects ship it: host code with the C and C++
 * standard library, an error-checking macro, the runtime API and a launch
 * with a stream; only the kernel is verified. */
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <random>
#include <vector>

#include <cuda_runtime.h>
#include <device_launch_parameters.h>

#define CUDA_CHECK(call)                                                     \
  do {                                                                       \
    cudaError_t err_ = (call);                                               \
    if (err_ != cudaSuccess) {                                               \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_),  \
              __FILE__, __LINE__);                                           \
      exit(EXIT_FAILURE);                                                    \
    }                                                                        \
  } while (0)

__global__ void vector_add(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
  size_t bytes = n * sizeof(float);
  std::vector<float> a(n), b(n), c(n);
  std::mt19937 gen(42);
  std::uniform_real_distribution<float> dist(0.0f, 1.0f);
  std::generate(a.begin(), a.end(), [&] { return dist(gen); });
  std::generate(b.begin(), b.end(), [&] { return dist(gen); });

  cudaDeviceProp prop;
  CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
  std::cout << "Device: " << prop.name << " (" << prop.multiProcessorCount
            << " SMs)" << std::endl;

  float *da, *db, *dc;
  CUDA_CHECK(cudaMalloc(&da, bytes));
  CUDA_CHECK(cudaMalloc((void **)&db, bytes));
  CUDA_CHECK(cudaMalloc(&dc, bytes));
  CUDA_CHECK(cudaMemcpy(da, a.data(), bytes, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(db, b.data(), bytes, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(dc, 0, bytes));

  cudaStream_t stream;
  cudaEvent_t start, stop;
  CUDA_CHECK(cudaStreamCreate(&stream));
  CUDA_CHECK(cudaEventCreate(&start));
  CUDA_CHECK(cudaEventCreate(&stop));
  dim3 block(256);
  dim3 grid((n + block.x - 1) / block.x);
  auto t0 = std::chrono::high_resolution_clock::now();
  CUDA_CHECK(cudaEventRecord(start, stream));
  vector_add<<<grid, block, 0, stream>>>(da, db, dc, n);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaEventRecord(stop, stream));
  CUDA_CHECK(cudaEventSynchronize(stop));
  auto t1 = std::chrono::high_resolution_clock::now();
  float ms = 0;
  CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
  CUDA_CHECK(cudaMemcpy(c.data(), dc, bytes, cudaMemcpyDeviceToHost));

  for (int i = 0; i < n; i++)
    if (std::fabs(c[i] - (a[i] + b[i])) > 1e-5f) {
      printf("mismatch at %d\n", i);
      return 1;
    }
  printf("ok: %.3f ms (%lld us host)\n", ms,
         (long long)std::chrono::duration_cast<std::chrono::microseconds>(t1 - t0)
             .count());
  CUDA_CHECK(cudaEventDestroy(start));
  CUDA_CHECK(cudaEventDestroy(stop));
  CUDA_CHECK(cudaStreamDestroy(stream));
  CUDA_CHECK(cudaFree(da));
  CUDA_CHECK(cudaFree(db));
  CUDA_CHECK(cudaFree(dc));
  CUDA_CHECK(cudaDeviceSynchronize());
  return 0;
}
