/* Tandem's <cuda_runtime.h>: its contents are part of Tandem's CUDA header,
 * <cuda.h>, which every CUDA file is compiled with. */
#ifndef TANDEM_CUDA_RUNTIME_H
#define TANDEM_CUDA_RUNTIME_H
#include <cuda.h>
#endif
