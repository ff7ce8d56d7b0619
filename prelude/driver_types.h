/* Tandem's <driver_types.h>: its contents are part of Tandem's CUDA header,
 * <cuda.h>, which every CUDA file is compiled with. */
#ifndef TANDEM_DRIVER_TYPES_H
#define TANDEM_DRIVER_TYPES_H
#include <cuda.h>
#endif
