/* Calls: which function a call is, by a table of handlers tried in turn. */
#include "translate_int.h"

/* Intrinsics that carry no meaning for the kernel's threads: debug
 * information, lifetimes, alias scopes, source annotations. */
static bool no_effect(Tr *t, const Call *c, Expr **out) {
  const char *raw = c->raw;
  return !strncmp(raw, "llvm.dbg.", 9) || !strncmp(raw, "llvm.lifetime.", 14) ||
         !strcmp(raw, "llvm.experimental.noalias.scope.decl") ||
         !strncmp(raw, "llvm.var.annotation", 19);
}

/* A call through a function pointer that points to no function of its
 * type (frontend/indirect_calls.c): a defect of the thread, as an access
 * through such a pointer is. */
static bool bad_function_pointer(Tr *t, const Call *c, Expr **out) {
  if (strcmp(c->raw, BAD_FUNCTION_POINTER))
    return false;
  tr_emit_null_check(t);
  tr_emit(t, K_ASSUME)->e = e_bool(t->a, false);
  return true;
}

/* llvm.assume: LLVM assumes what code with undefined behaviour would
 * contradict (a branch to 'unreachable' becomes an assumption): checked,
 * then assumed. */
static bool llvm_assume(Tr *t, const Call *c, Expr **out) {
  if (strncmp(c->raw, "llvm.assume", 11))
    return false;
  Expr *e = tr_arg_expr(t, c->call, 0);
  if (!e)
    return true;
  KStmt *s = tr_emit(t, K_ASSERT);
  s->e = e;
  s->akind = A_UNREACHABLE;
  tr_emit(t, K_ASSUME)->e = e;
  return true;
}

/* In order: the first handler that takes the call translates it. The
 * last one takes every call, or refuses it. */
static const CallFn handlers[] = {
    no_effect,             /* debug information, lifetimes */
    bad_function_pointer,  /* a call through a pointer to no function */
    tr_call_work_item,     /* thread and group ids and sizes (builtins.c) */
    tr_call_barrier,       /* barriers and fences (barriers.c) */
    tr_call_warp,          /* warp-level operations, grid sync (warps.c) */
    tr_call_sub_group,     /* OpenCL's sub-groups (subgroups.c) */
    tr_call_atomic,        /* atomics.c */
    tr_call_async,         /* async.c */
    tr_call_annotation,    /* annotations.c */
    tr_call_mem_intrinsic, /* memcpy, memmove, memset (memory.c) */
    tr_call_vector_memory, /* OpenCL's vloadN, vstoreN (memory.c) */
    tr_call_image,         /* OpenCL's images and samplers (images.c) */
    tr_call_int_op,        /* int_builtins.c */
    tr_call_shuffle,       /* OpenCL's shuffle (operations.c) */
    llvm_assume,
    tr_call_fabs,     /* operations.c */
    tr_call_printf,   /* device printf (builtins.c) */
    tr_call_function, /* any other function (builtins.c) */
};

/* Translates a call; returns its value (NULL for void). */
static Expr *translate_call(Tr *t, LLVMValueRef call) {
  Call c = {call, tr_callee_name(call), NULL};
  if (!c.raw) {
    if (LLVMGetValueKind(LLVMGetCalledValue(call)) == LLVMInlineAsmValueKind)
      return tr_inline_asm(t, call);
    tr_fail(t, "unsupported construct: call through a function pointer");
    return NULL;
  }
  c.name = tr_demangle(t->a, c.raw);
  Expr *out = NULL;
  for (size_t i = 0; i < sizeof handlers / sizeof *handlers; i++)
    if (handlers[i](t, &c, &out))
      return out;
  return NULL;
}

/* call: its value, if any. */
Val *tr_inst_call(Tr *t, LLVMValueRef i) {
  Expr *e = translate_call(t, i);
  return e ? tr_val_new(t, e) : NULL;
}
