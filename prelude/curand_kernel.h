/* Tandem's <curand_kernel.h>: the device side of cuRAND that kernels use
 * (generator states, curand_init, curand, curand_uniform) is part of
 * Tandem's CUDA header, <cuda.h>; the host API is <curand.h>. */
#ifndef TANDEM_CURAND_KERNEL_H
#define TANDEM_CURAND_KERNEL_H
#include <cuda.h>
#include <curand.h>
#endif
