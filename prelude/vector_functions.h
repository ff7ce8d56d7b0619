/* Tandem's <vector_functions.h>: its contents are part of Tandem's CUDA header,
 * <cuda.h>, which every CUDA file is compiled with. */
#ifndef TANDEM_VECTOR_FUNCTIONS_H
#define TANDEM_VECTOR_FUNCTIONS_H
#include <cuda.h>
#endif
