/* Tandem's <sm_32_intrinsics.h>: its contents are part of Tandem's CUDA header,
 * <cuda.h>, which every CUDA file is compiled with. */
#ifndef TANDEM_SM_32_INTRINSICS_H
#define TANDEM_SM_32_INTRINSICS_H
#include <cuda.h>
#endif
