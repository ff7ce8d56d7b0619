/* pointers: what an LLVM pointer value may point to. Following address
 * arithmetic, casts, selects and phis back from a pointer gives its roots
 * (kernel parameters, global variables, allocas) and whether it may also
 * be null, loaded from memory, or made some other way (returned by a
 * call, converted from an integer). Translation gives a pointer with one
 * root a static array; any other pointer carries its array at run time
 * and is accessed by a case split over its candidate roots. */
#ifndef TANDEM_POINTERS_H
#define TANDEM_POINTERS_H

#include <llvm-c/Core.h>

#include "util.h"

typedef struct {
  Vec roots;    /* LLVMValueRef: distinct root objects */
  bool null;    /* may be the null pointer */
  bool memory;  /* may have been loaded from memory */
  bool unknown; /* may come from a call, an integer or an undefined value */
} PtrTargets;

/* Fills out (zero-initialized by the caller) with the targets of v. */
void ptr_targets(LLVMValueRef v, PtrTargets *out);
void ptr_targets_free(PtrTargets *pt);

/* The one root of v when it has exactly one and may be nothing else;
 * NULL otherwise. */
LLVMValueRef ptr_root(LLVMValueRef v);

/* Whether v always points to the start of an object (or is null): no
 * address arithmetic on the way from its roots. */
bool ptr_at_start(LLVMValueRef v);

/* Whether v is an object Tandem models as an array of its own. */
bool ptr_is_root(LLVMValueRef v);

#endif
