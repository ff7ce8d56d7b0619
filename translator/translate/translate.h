/* translate: LLVM IR of one kernel function (after preparation) to the
 * single-thread Kernel (kernel.h): the memory model (arrays and element
 * sizes; pointers as array + offset, or as a run-time array id + byte
 * offset with accesses split by case), values as bit-vectors, built-ins and
 * annotations. A construct it cannot model stops it with a message naming
 * the construct and its source line. */
#ifndef TANDEM_TRANSLATE_H
#define TANDEM_TRANSLATE_H

#include <llvm-c/Core.h>

#include "config.h"
#include "kernel.h"

/* The functions of the user's source that --no-inline checks on their
 * own (MODULAR_ATTR) and that are not among the kernels (LLVMValueRef). */
void find_modular(LLVMModuleRef m, const Vec *kernels, Vec *out);

/* The kernel's name as written in the source (demangled). */
const char *kernel_source_name(Arena *a, LLVMValueRef fn);
/* A kernel's name as an identifier (scale_float__64_ for scale<float, 64>):
 * its Boogie procedure and files. */
const char *kernel_file_name(Arena *a, const char *name);

/* A callee's or global's plain name from its mangled one (_Z3fooi: foo;
 * _ZZ1kPiE4tile: tile); anything else as is (demangle.c). */
const char *tr_demangle(Arena *a, const char *name);

/* Bytes of the element type a mangled OpenCL built-in's first (pointer)
 * parameter points to (PU3AS3Dv4_f: a local float4; a 3-vector takes the
 * room of 4), or 0 (async.c): its copies and vector loads and stores. */
int tr_mangled_pointee_bytes(const char *raw);

/* On failure returns false with the construct's location and a message. */
bool translate_kernel(LLVMModuleRef m, LLVMValueRef fn, const TranslateConfig *cfg,
                      Kernel *k, Loc *errloc, char *err, int errlen);

#endif
