//xfail:NOT_ALL_VERIFIED
//--blockDim=[16,16] --gridDim=[4,4]
//error: possible (write-read|read-write) race on (As|Bs)\b
//matmul_missing_sync\.cu:26:\d+:
//matmul_missing_sync\.cu:30:\d+:
//^Confirmed by execution: .* race on As\S* \(\S*matmul_missing_sync\.cu:26 write, \S*matmul_missing_sync\.cu:30 read\)
//^Confirmed by execution: .* race on Bs\S* \(\S*matmul_missing_sync\.cu:27 write, \S*matmul_missing_sync\.cu:30 read\)

/* DEFECT: the second __syncthreads is missing, so a fast thread loads the
 * next tiles while slower threads still read the current ones. */
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

template <int BLOCK_SIZE>
__global__ void matrixMulCUDA(float *C, const float *A, const float *B, int wA) {
  const int wB = gridDim.x * BLOCK_SIZE;
  __shared__ float As[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float Bs[BLOCK_SIZE][BLOCK_SIZE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * BLOCK_SIZE + ty;
  int col = blockIdx.x * BLOCK_SIZE + tx;
  float Csub = 0;
  for (int t = 0; t < wA / BLOCK_SIZE; ++t) {
    As[ty][tx] = A[row * wA + t * BLOCK_SIZE + tx];
    Bs[ty][tx] = B[(t * BLOCK_SIZE + ty) * wB + col];
    __syncthreads();
    for (int k = 0; k < BLOCK_SIZE; ++k)
      Csub += As[ty][k] * Bs[k][tx];
  }
  C[row * wB + col] = Csub;
}

int main() {
  const int block = 16, n = 64;
  size_t bytes = n * n * sizeof(float);
  std::vector<float> hA(n * n, 1.0f), hB(n * n, 0.01f), hC(n * n);
  float *dA, *dB, *dC;
  checkCudaErrors(cudaMalloc(&dA, bytes));
  checkCudaErrors(cudaMalloc(&dB, bytes));
  checkCudaErrors(cudaMalloc(&dC, bytes));
  checkCudaErrors(cudaMemcpy(dA, hA.data(), bytes, cudaMemcpyHostToDevice));
  checkCudaErrors(cudaMemcpy(dB, hB.data(), bytes, cudaMemcpyHostToDevice));
  dim3 threads(block, block);
  dim3 grid(n / threads.x, n / threads.y);
  matrixMulCUDA<block><<<grid, threads>>>(dC, dA, dB, n);
  getLastCudaError("matrixMul");
  checkCudaErrors(cudaDeviceSynchronize());
  checkCudaErrors(cudaMemcpy(hC.data(), dC, bytes, cudaMemcpyDeviceToHost));
  printf("C[0] = %f\n", hC[0]);
  checkCudaErrors(cudaFree(dA));
  checkCudaErrors(cudaFree(dB));
  checkCudaErrors(cudaFree(dC));
  return 0;
}
