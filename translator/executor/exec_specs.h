/* exec_specs: which instructions of a kernel only compute the arguments of
 * Tandem's specifications (__invariant, __ensures, ...), which mean
 * nothing in one execution. Those instructions are skipped: a load inside
 * an invariant is no access of the kernel, and an annotation that has no
 * value in one execution (__read(p), __other_int(x)) may appear there. A
 * __requires is checked as a precondition of the run unless its argument
 * needs such an annotation. */
#ifndef TANDEM_EXEC_SPECS_H
#define TANDEM_EXEC_SPECS_H

#include <llvm-c/Core.h>

#include "util.h"

typedef struct {
  PtrMap skipped;        /* instruction -> itself: not executed */
  PtrMap unchecked;      /* __requires calls left unchecked */
} ExecSpecs;

/* Whether a function name (demangled) is an annotation whose value one
 * execution cannot give. */
bool exec_specs_opaque(const char *plain);

void exec_specs_find(LLVMValueRef fn, Arena *a, ExecSpecs *out);
void exec_specs_free(ExecSpecs *s);

#endif
