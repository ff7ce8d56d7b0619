/* Tandem's <builtin_types.h>: its contents are part of Tandem's CUDA header,
 * <cuda.h>, which every CUDA file is compiled with. */
#ifndef TANDEM_BUILTIN_TYPES_H
#define TANDEM_BUILTIN_TYPES_H
#include <cuda.h>
#endif
