//pass
//--blockDim=256 --gridDim=32
//vector_add_sdk\.cu: vectorAdd: Verified$

/* SDK-style vector addition with a local checkCudaErrors header. */
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

__global__ void vectorAdd(const float *__restrict__ A, const float *__restrict__ B,
                          float *__restrict__ C, int numElements) {
  int i = blockDim.x * blockIdx.x + threadIdx.x;
  if (i < numElements)
    C[i] = A[i] + B[i] + 0.0f;
}

int main() {
  int numElements = 50000;
  size_t size = numElements * sizeof(float);
  std::vector<float> hA(numElements, 1.0f), hB(numElements, 2.0f), hC(numElements);
  float *dA = nullptr, *dB = nullptr, *dC = nullptr;
  checkCudaErrors(cudaMalloc((void **)&dA, size));
  checkCudaErrors(cudaMalloc((void **)&dB, size));
  checkCudaErrors(cudaMalloc((void **)&dC, size));
  checkCudaErrors(cudaMemcpy(dA, hA.data(), size, cudaMemcpyHostToDevice));
  checkCudaErrors(cudaMemcpy(dB, hB.data(), size, cudaMemcpyHostToDevice));
  int threadsPerBlock = 256;
  int blocksPerGrid = divUp(numElements, threadsPerBlock);
  printf("CUDA kernel launch with %d blocks of %d threads\n", blocksPerGrid,
         threadsPerBlock);
  vectorAdd<<<blocksPerGrid, threadsPerBlock>>>(dA, dB, dC, numElements);
  getLastCudaError("vectorAdd kernel failed");
  checkCudaErrors(cudaMemcpy(hC.data(), dC, size, cudaMemcpyDeviceToHost));
  for (int i = 0; i < numElements; ++i)
    if (hC[i] != 3.0f) {
      fprintf(stderr, "Result verification failed at element %d!\n", i);
      return EXIT_FAILURE;
    }
  checkCudaErrors(cudaFree(dA));
  checkCudaErrors(cudaFree(dB));
  checkCudaErrors(cudaFree(dC));
  printf("Test PASSED\n");
  return 0;
}
