/* Fixed argument values (--kernel-args) and the pointers inside structs passed by value.
 */
#include "translate_int.h"

/* The parameters --kernel-args gives values to: those passed by value (a
 * scalar, a vector, or a struct as a byval pointer). */
static bool passed_by_value(Tr *t, LLVMValueRef p) {
  return LLVMGetTypeKind(LLVMTypeOf(p)) != LLVMPointerTypeKind || tr_byval_type(t, p);
}

/* Assumes at the kernel's entry that parameter p holds `bits`. A struct is
 * read whole, its first byte in the lowest bits, as the value's bytes lie
 * in memory. */
static void assume_arg(Tr *t, LLVMValueRef p, uint64_t bits) {
  LLVMTypeRef st = tr_byval_type(t, p);
  Array *arr = st ? ptrmap_get(&t->arrays, p) : NULL;
  Expr *x = arr ? NULL : ((Val *)ptrmap_get(&t->vals, p))->e;
  int bytes = arr ? (int)LLVMABISizeOfType(t->td, st) : 0;
  int width = arr ? bytes * 8 : x->type->kind == TY_BOOL ? 1 : x->type->width;
  if (width == 0 || width > 64 || (arr && bytes % arr->elem_bytes)) {
    tr_fail(t,
            "--kernel-args: a value for parameter '%s' of kernel '%s' (%d bits) is not "
            "supported: only parameters of 1 to 64 bits can be given one",
            tr_value_name(p), t->k->name, width);
    return;
  }
  if (width < 64 && bits >> width) {
    tr_fail(t,
            "--kernel-args: value 0x%llx does not fit parameter '%s' of kernel '%s' (%d "
            "bit%s)",
            (unsigned long long)bits, tr_value_name(p), t->k->name, width,
            width == 1 ? "" : "s");
    return;
  }
  if (arr) {
    arr->read = true;
    MemOp op = {.kind = K_READ, .bytes = bytes};
    x = tr_on_array(t, &op, arr, e_bv(t->a, 0, 32)).value;
  }
  Expr *lit = x->type->kind == TY_BOOL ? e_bool(t->a, bits) : e_bv(t->a, bits, width);
  tr_emit(t, K_ASSUME)->e = e_eq(t->a, x, lit);
}

/* At the kernel's entry, each pointer field of a struct passed by value
 * holds the host's pointer: the start of its own array. */
void tr_init_pointer_fields(Tr *t) {
  for (int i = 0; i < t->ptr_fields.len && !t->failed; i++) {
    PtrField *f = t->ptr_fields.items[i];
    Val target = {.base = f->target, .offset = e_bv(t->a, 0, 32)};
    MemOp op = {.kind = K_WRITE,
                .bytes = t->ptr_bytes,
                .value = tr_pointer_bits(t, &target),
                .ptr_id = tr_as_dynamic(t, &target)->id};
    tr_on_array(t, &op, f->holder,
                e_bv(t->a, (uint64_t)(f->offset / f->holder->elem_bytes), 32));
  }
}

/* --kernel-args: preconditions on the parameters, assumed at the kernel's
 * entry as a __requires there would be. The values go to the parameters
 * passed by value, in order (pointers are skipped, as in GPUVerify), or,
 * when there is one value per parameter, to every parameter, a pointer
 * taking '*'. Parameters after the last value stay unconstrained. */
void tr_assume_kernel_args(Tr *t) {
  int nvalues = t->cfg->nargs;
  if (!t->cfg->args)
    return;
  int nparams = (int)LLVMCountParams(t->fn), nvalue = 0;
  for (LLVMValueRef p = LLVMGetFirstParam(t->fn); p; p = LLVMGetNextParam(p))
    nvalue += passed_by_value(t, p);
  bool every = nvalues == nparams;
  if (!every && nvalues > nvalue) {
    tr_fail(t,
            "--kernel-args gives %d values for kernel '%s', which has %d parameter%s "
            "passed by value",
            nvalues, t->k->name, nvalue, nvalue == 1 ? "" : "s");
    return;
  }
  int i = 0;
  for (LLVMValueRef p = LLVMGetFirstParam(t->fn); p && i < nvalues && !t->failed;
       p = LLVMGetNextParam(p)) {
    bool by_value = passed_by_value(t, p);
    if (!by_value && !every)
      continue;
    const ArgValue *v = &t->cfg->args[i++];
    if (v->any)
      continue;
    if (by_value)
      assume_arg(t, p, v->bits);
    else
      tr_fail(t,
              "--kernel-args: parameter '%s' of kernel '%s' is a pointer; give * for it",
              tr_value_name(p), t->k->name);
  }
}
