/*
 * Tandem's OpenCL kernel header, included after clang's default OpenCL
 * header (-Xclang -finclude-default-header), which supplies the OpenCL C
 * built-in functions (get_local_id, barrier, atomic_add, ...).
 *
 * This header owns what OpenCL kernels need beyond clang's header: the
 * annotation language (annotations.h) and its OpenCL-only parts.
 * It needs the generic address space (-cl-std=CL2.0 or later) so that the
 * pointer annotations accept __global, __local and private pointers alike.
 */
#ifndef TANDEM_OPENCL_H
#define TANDEM_OPENCL_H

#ifndef __OPENCL_C_VERSION__
#error "opencl.h is Tandem's OpenCL header: compile with clang -x cl"
#endif

#include "annotations.h"

/* Return value of a function returning int4, for postconditions. */
__TANDEM_ANNOT int4 __tandem_return_val_int4(void);
#define __return_val_int4() __tandem_return_val_int4()

#endif /* TANDEM_OPENCL_H */
