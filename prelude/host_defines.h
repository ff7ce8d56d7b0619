/* Tandem's <host_defines.h>: its contents are part of Tandem's CUDA header,
 * <cuda.h>, which every CUDA file is compiled with. */
#ifndef TANDEM_HOST_DEFINES_H
#define TANDEM_HOST_DEFINES_H
#include <cuda.h>
#endif
