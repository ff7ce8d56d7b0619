/* Calls: which function a call is, and its translation. */
#include "translate_int.h"

/* Translates a call; returns its value (NULL for void). */
/* A barrier, which takes the barrier invariants written before it. */
static KStmt *emit_barrier(Tr *t) {
  KStmt *s = tr_emit(t, K_BARRIER);
  s->nbinvs = t->binvs.len;
  s->binvs = arena_alloc(t->a, sizeof(BarrierInv *) * ((size_t)s->nbinvs + 1));
  for (int i = 0; i < s->nbinvs; i++)
    s->binvs[i] = t->binvs.items[i];
  t->k->nbinvs += s->nbinvs;
  t->binvs.len = 0;
  return s;
}

Expr *tr_call(Tr *t, LLVMValueRef call) {
  const char *raw = tr_callee_name(call);
  if (!raw) {
    tr_fail(t, "unsupported construct: call through a function pointer");
    return NULL;
  }
  if (!strncmp(raw, "llvm.dbg.", 9) || !strncmp(raw, "llvm.lifetime.", 14) ||
      !strcmp(raw, "llvm.experimental.noalias.scope.decl") ||
      !strncmp(raw, "llvm.var.annotation", 19))
    return NULL;
  Expr *b = tr_cuda_builtin(t, raw);
  if (b || t->failed)
    return b;
  if (!strcmp(raw, "llvm.nvvm.barrier0") || !strcmp(raw, "llvm.nvvm.barrier.sync")) {
    emit_barrier(t)->fence = 3;
    return NULL;
  }
  if (!strncmp(raw, "llvm.nvvm.membar", 16))
    return NULL; /* a fence orders nothing between threads by itself */
  const char *name = tr_demangle(t->a, raw);
  AtomicOp atomic = tr_atomic_op(t, call, name);
  if (atomic.bytes)
    return tr_atomic(t, call, atomic);
  if (!strncmp(name, "__tandem_", 9)) {
    bool handled;
    Expr *e = tr_annotation(t, name + 9, call, &handled);
    if (handled || t->failed)
      return e;
    tr_fail(t, "unsupported construct: annotation '__%s'", name + 9);
    return NULL;
  }
  b = tr_opencl_builtin(t, name, call);
  if (b || t->failed)
    return b;
  switch (tr_async_kind(t, call)) {
  case 1:
  case 2: return tr_async_copy(t, call, tr_async_kind(t, call) == 2);
  case 3: tr_wait(t, call); return NULL;
  }
  if (!strcmp(name, "barrier") || !strcmp(name, "work_group_barrier")) {
    /* CLK_LOCAL_MEM_FENCE = 1, CLK_GLOBAL_MEM_FENCE = 2; flags computed at
     * run time may differ between threads. */
    LLVMValueRef flags = LLVMGetOperand(call, 0);
    Expr *e = LLVMIsAConstantInt(flags) ? NULL : tr_arg_expr(t, call, 0);
    if (t->failed)
      return NULL;
    KStmt *s = emit_barrier(t);
    s->fence = e ? 3 : (int)(LLVMConstIntGetZExtValue(flags) & 3);
    s->e = e;
    return NULL;
  }
  if (!strcmp(name, "mem_fence") || !strcmp(name, "read_mem_fence") ||
      !strcmp(name, "write_mem_fence") || !strncmp(raw, "__threadfence", 13))
    return NULL;
  if (!strncmp(raw, "llvm.memcpy", 11) || !strncmp(raw, "llvm.memmove", 12) ||
      !strncmp(raw, "llvm.memset", 11)) {
    tr_mem_intrinsic(t, call);
    return NULL;
  }
  int iop = tr_int_op_of(t, raw, name);
  if (iop >= 0)
    return tr_int_op(t, call, iop);
  if (!t->k->is_cuda && !tr_declared_by_user(t, raw) &&
      (!strcmp(name, "shuffle") || !strcmp(name, "shuffle2")))
    return tr_shuffle(t, call);
  if (!strncmp(raw, "llvm.assume", 11)) {
    /* LLVM assumes what code with undefined behaviour would contradict (a
     * branch to 'unreachable' becomes an assumption): checked, then
     * assumed. */
    Expr *c = tr_arg_expr(t, call, 0);
    if (!c)
      return NULL;
    KStmt *s = tr_emit(t, K_ASSERT);
    s->e = c;
    s->akind = A_UNREACHABLE;
    tr_emit(t, K_ASSUME)->e = c;
    return NULL;
  }
  BType *rt = tr_type_of(t, LLVMTypeOf(call));
  if (!strncmp(raw, "llvm.fabs.", 10) && rt && rt->kind == TY_BV &&
      LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMVectorTypeKind) {
    Expr *x = tr_arg_expr(t, call, 0);
    if (!x)
      return NULL;
    int w = x->type->width;
    return bv_op(t->p, BV_AND, x, e_bv(t->a, (UINT64_C(1) << (w - 1)) - 1, w));
  }
  const char *fname = tr_sanitize(t->a, "$fn_", raw, 0);
  int out_bytes = tr_out_value_bytes(t, call);
  if (out_bytes)
    return tr_uninterpreted_call(t, call, fname, out_bytes);
  bool readnone = LLVMGetEnumAttributeAtIndex(
                      LLVMGetCalledValue(call), (unsigned)LLVMAttributeFunctionIndex,
                      LLVMGetEnumAttributeKindForName("readnone", 8)) != NULL;
  /* GPUVerify's convention: __uninterpreted_function_NAME is a pure
   * function the user leaves unspecified. It keeps its own name, so that
   * axioms about it given with --boogie-file apply. */
  if (rt && !strncmp(name, "__uninterpreted_function_", 25))
    return tr_uninterpreted_call(t, call, arena_strdup(t->a, name + 25), 0);
  if (rt && readnone)
    return tr_uninterpreted_call(t, call, fname, 0);
  if (LLVMIsDeclaration(LLVMGetCalledValue(call)) && tr_declared_by_user(t, raw))
    return tr_bodiless_call(t, call, name);
  if (rt && (tr_is_pure_function(name) || !strncmp(raw, "llvm.", 5)))
    return tr_uninterpreted_call(t, call, fname, 0);
  tr_fail(t, "unsupported construct: call to function '%s'", name);
  return NULL;
}
