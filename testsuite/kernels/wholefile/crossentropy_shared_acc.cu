//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=8
//error: possible (read-write|write-write|write-read) race on block_loss\b
//crossentropy_shared_acc\.cu:27:\d+:
//^Write by .*, \S*crossentropy_shared_acc\.cu:27:16:\n.*\n\nRead by .*, \S*crossentropy_shared_acc\.cu:27:16:$
//^Write by .*, \S*crossentropy_shared_acc\.cu:27:16:\n.*\n\nWrite by .*, \S*crossentropy_shared_acc\.cu:27:16:$

/* DEFECT: cross-entropy loss where every thread adds its row's loss to a
 * shared accumulator with a plain += instead of atomicAdd. */
#include <cmath>
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

__global__ void crossentropy_forward(float *losses, float *total,
                                     const float *__restrict__ probs,
                                     const int *__restrict__ targets, int B, int V) {
  __shared__ float block_loss;
  if (threadIdx.x == 0)
    block_loss = 0.0f;
  __syncthreads();
  int b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b < B) {
    float l = -logf(probs[b * V + targets[b]]);
    losses[b] = l;
    block_loss += l;
  }
  __syncthreads();
  if (threadIdx.x == 0)
    atomicAdd(total, block_loss);
}

int main() {
  const int B = 1024, V = 50;
  std::vector<float> probs(B * V, 1.0f / V);
  std::vector<int> targets(B, 3);
  float *d_probs, *d_losses, *d_total;
  int *d_targets;
  CUDA_CHECK(cudaMalloc(&d_probs, B * V * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_losses, B * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_total, sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_targets, B * sizeof(int)));
  CUDA_CHECK(cudaMemcpy(d_probs, probs.data(), B * V * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_targets, targets.data(), B * sizeof(int), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(d_total, 0, sizeof(float)));
  crossentropy_forward<<<divUp(B, 128), 128>>>(d_losses, d_total, d_probs, d_targets, B, V);
  CUDA_CHECK(cudaGetLastError());
  float total;
  CUDA_CHECK(cudaMemcpy(&total, d_total, sizeof(float), cudaMemcpyDeviceToHost));
  printf("mean loss %f\n", total / B);
  CUDA_CHECK(cudaFree(d_probs));
  CUDA_CHECK(cudaFree(d_losses));
  CUDA_CHECK(cudaFree(d_total));
  CUDA_CHECK(cudaFree(d_targets));
  return 0;
}
