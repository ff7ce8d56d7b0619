/* Tandem's <cuda_device_runtime_api.h>: its contents are part of Tandem's CUDA header,
 * <cuda.h>, which every CUDA file is compiled with. */
#ifndef TANDEM_CUDA_DEVICE_RUNTIME_API_H
#define TANDEM_CUDA_DEVICE_RUNTIME_API_H
#include <cuda.h>
#endif
