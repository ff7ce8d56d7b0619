/* Tandem's <sm_60_atomic_functions.h>: its contents are part of Tandem's CUDA header,
 * <cuda.h>, which every CUDA file is compiled with. */
#ifndef TANDEM_SM_60_ATOMIC_FUNCTIONS_H
#define TANDEM_SM_60_ATOMIC_FUNCTIONS_H
#include <cuda.h>
#endif
