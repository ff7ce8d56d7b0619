//pass
//--blockDim=[16,16] --gridDim=[8,8]
//blur_uchar4\.cu: boxBlur: Verified$

/* 3x3 box blur of an RGBA image (uchar4 pixels), clamped at the borders. */
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

__global__ void boxBlur(const uchar4 *__restrict__ in, uchar4 *__restrict__ out,
                        int width, int height) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int pitch = gridDim.x * blockDim.x; // the image is allocated padded to the grid
  if (x >= width || y >= height)
    return;
  int r = 0, g = 0, b = 0, a = 0;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++) {
      int xx = min(max(x + dx, 0), width - 1);
      int yy = min(max(y + dy, 0), height - 1);
      uchar4 p = in[yy * pitch + xx];
      r += p.x;
      g += p.y;
      b += p.z;
      a += p.w;
    }
  out[y * pitch + x] = make_uchar4(r / 9, g / 9, b / 9, a / 9);
}

int main() {
  const int w = 128, h = 128;
  std::vector<uchar4> img(w * h, make_uchar4(10, 20, 30, 255));
  uchar4 *d_in, *d_out;
  checkCudaErrors(cudaMalloc(&d_in, w * h * sizeof(uchar4)));
  checkCudaErrors(cudaMalloc(&d_out, w * h * sizeof(uchar4)));
  checkCudaErrors(cudaMemcpy(d_in, img.data(), w * h * sizeof(uchar4), cudaMemcpyHostToDevice));
  dim3 block(16, 16);
  dim3 grid(divUp(w, block.x), divUp(h, block.y));
  boxBlur<<<grid, block>>>(d_in, d_out, w, h);
  getLastCudaError("boxBlur");
  checkCudaErrors(cudaMemcpy(img.data(), d_out, w * h * sizeof(uchar4), cudaMemcpyDeviceToHost));
  printf("%d\n", img[0].x);
  checkCudaErrors(cudaFree(d_in));
  checkCudaErrors(cudaFree(d_out));
  return 0;
}
