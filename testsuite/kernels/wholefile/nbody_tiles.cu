//pass
//--blockDim=128 --gridDim=8
//nbody_tiles\.cu: integrateBodies: Verified$

/* All-pairs n-body: each block stages a tile of body positions (float4,
 * w = mass) in shared memory and every thread accumulates the
 * acceleration of its own body against the tile. */
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

#define BLOCK 128
#define SOFTENING 1e-9f

__device__ float3 bodyBodyInteraction(float4 bi, float4 bj, float3 ai) {
  float3 r = make_float3(bj.x - bi.x, bj.y - bi.y, bj.z - bi.z);
  float distSqr = r.x * r.x + r.y * r.y + r.z * r.z + SOFTENING;
  float invDist = rsqrtf(distSqr);
  float s = bj.w * invDist * invDist * invDist;
  ai.x += r.x * s;
  ai.y += r.y * s;
  ai.z += r.z * s;
  return ai;
}

__global__ void integrateBodies(float4 *__restrict__ newPos, const float4 *__restrict__ oldPos,
                                float4 *__restrict__ vel, float dt, int n) {
  __shared__ float4 shPos[BLOCK];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 myPos = oldPos[i];
  float3 acc = make_float3(0.0f, 0.0f, 0.0f);
  for (int tile = 0; tile < gridDim.x; tile++) {
    shPos[threadIdx.x] = oldPos[tile * blockDim.x + threadIdx.x];
    __syncthreads();
    for (int j = 0; j < BLOCK; j++)
      acc = bodyBodyInteraction(myPos, shPos[j], acc);
    __syncthreads();
  }
  float4 v = vel[i];
  v.x += acc.x * dt;
  v.y += acc.y * dt;
  v.z += acc.z * dt;
  vel[i] = v;
  newPos[i] = make_float4(myPos.x + v.x * dt, myPos.y + v.y * dt,
                          myPos.z + v.z * dt, myPos.w);
}

int main() {
  const int n = 8 * BLOCK;
  std::vector<float4> pos(n, make_float4(1.0f, 2.0f, 3.0f, 1.0f));
  float4 *d_pos[2], *d_vel;
  for (int k = 0; k < 2; k++)
    checkCudaErrors(cudaMalloc(&d_pos[k], n * sizeof(float4)));
  checkCudaErrors(cudaMalloc(&d_vel, n * sizeof(float4)));
  checkCudaErrors(cudaMemcpy(d_pos[0], pos.data(), n * sizeof(float4), cudaMemcpyHostToDevice));
  checkCudaErrors(cudaMemset(d_vel, 0, n * sizeof(float4)));
  for (int step = 0; step < 10; step++) {
    integrateBodies<<<n / BLOCK, BLOCK>>>(d_pos[(step + 1) & 1], d_pos[step & 1], d_vel, 0.01f, n);
    getLastCudaError("integrateBodies");
  }
  checkCudaErrors(cudaMemcpy(pos.data(), d_pos[0], n * sizeof(float4), cudaMemcpyDeviceToHost));
  printf("%f\n", pos[0].x);
  for (int k = 0; k < 2; k++)
    checkCudaErrors(cudaFree(d_pos[k]));
  checkCudaErrors(cudaFree(d_vel));
  return 0;
}
