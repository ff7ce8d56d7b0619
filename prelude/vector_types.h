/* Tandem's <vector_types.h>: its contents are part of Tandem's CUDA header,
 * <cuda.h>, which every CUDA file is compiled with. */
#ifndef TANDEM_VECTOR_TYPES_H
#define TANDEM_VECTOR_TYPES_H
#include <cuda.h>
#endif
