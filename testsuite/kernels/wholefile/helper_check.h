/* A local error-checking header as SDK-style samples ship one: the macros
 * wrap runtime API calls in host code and are never verified. */
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define checkCudaErrors(call)                                                \
  do {                                                                       \
    cudaError_t err_ = (call);                                               \
    if (err_ != cudaSuccess) {                                               \
      fprintf(stderr, "CUDA error %d (%s) at %s:%d\n", (int)err_,            \
              cudaGetErrorString(err_), __FILE__, __LINE__);                 \
      exit(EXIT_FAILURE);                                                    \
    }                                                                        \
  } while (0)

#define CUDA_CHECK(call) checkCudaErrors(call)

#define getLastCudaError(msg) checkCudaErrors(cudaGetLastError())

static inline int divUp(int a, int b) { return (a + b - 1) / b; }
