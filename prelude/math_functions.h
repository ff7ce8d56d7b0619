/* Tandem's <math_functions.h>: its contents are part of Tandem's CUDA header,
 * <cuda.h>, which every CUDA file is compiled with. */
#ifndef TANDEM_MATH_FUNCTIONS_H
#define TANDEM_MATH_FUNCTIONS_H
#include <cuda.h>
#endif
