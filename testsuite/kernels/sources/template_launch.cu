//pass
//--blockDim=128 --gridDim=8
//template_launch\.cu: kernels::scale<float>: Verified$
//template_launch\.cu: kernels::scale<int>: Verified$
//Tandem finished with 2 verified, 0 errors

/* A template kernel in a namespace, instantiated only by the host's
 * launches: device-only compilation emits the instantiations the host
 * code names, and each is verified and reported under its own name. */
#include <cstdio>
#include <cuda_runtime.h>
#include <memory>
#include <string>

namespace kernels {
template <typename T>
__global__ void scale(T *data, T factor, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] *= factor;
}
} // namespace kernels

template <typename T> void run(int n, T factor) {
  T *d;
  cudaMalloc(&d, n * sizeof(T));
  kernels::scale<T><<<(n + 127) / 128, 128>>>(d, factor, n);
  cudaDeviceSynchronize();
  cudaFree(d);
}

int main() {
  run<float>(1000, 2.0f);
  run<int>(1000, 3);
  std::string done = "done";
  printf("%s\n", done.c_str());
  return 0;
}
