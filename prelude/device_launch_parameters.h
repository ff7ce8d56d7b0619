/* Tandem's <device_launch_parameters.h>: its contents are part of Tandem's CUDA header,
 * <cuda.h>, which every CUDA file is compiled with. */
#ifndef TANDEM_DEVICE_LAUNCH_PARAMETERS_H
#define TANDEM_DEVICE_LAUNCH_PARAMETERS_H
#include <cuda.h>
#endif
