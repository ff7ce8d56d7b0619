/* Tandem's <sm_35_intrinsics.h>: its contents are part of Tandem's CUDA header,
 * <cuda.h>, which every CUDA file is compiled with. */
#ifndef TANDEM_SM_35_INTRINSICS_H
#define TANDEM_SM_35_INTRINSICS_H
#include <cuda.h>
#endif
