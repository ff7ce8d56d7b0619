/* Barriers and memory fences. */
#include "translate_int.h"

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

/* OpenCL's barrier(flags): CLK_LOCAL_MEM_FENCE = 1, CLK_GLOBAL_MEM_FENCE
 * = 2; flags computed at run time may differ between threads. */
static void opencl_barrier(Tr *t, LLVMValueRef call) {
  LLVMValueRef flags = LLVMGetOperand(call, 0);
  Expr *e = LLVMIsAConstantInt(flags) ? NULL : tr_arg_expr(t, call, 0);
  if (t->failed)
    return;
  KStmt *s = emit_barrier(t);
  s->fence = e ? 3 : (int)(LLVMConstIntGetZExtValue(flags) & 3);
  s->e = e;
}

/* A fence orders nothing between two threads by itself. */
static bool is_fence(const Call *c) {
  return !strncmp(c->raw, "llvm.nvvm.membar", 16) || !strcmp(c->name, "mem_fence") ||
         !strcmp(c->name, "read_mem_fence") || !strcmp(c->name, "write_mem_fence") ||
         !strncmp(c->raw, "__threadfence", 13);
}

/* __syncthreads_count, _and and _or (llvm.nvvm.barrier0.popc, .and,
 * .or): a barrier whose result every thread of the block shares. Of the
 * result Tandem knows only what the calling thread's own predicate says
 * about it: with it true, the count is not 0 and "or" holds; with it
 * false, "and" does not. */
static Expr *counting_barrier(Tr *t, LLVMValueRef call, const char *kind) {
  Expr *p = tr_arg_expr(t, call, 0);
  if (!p)
    return NULL;
  emit_barrier(t)->fence = 3;
  Expr *r = tr_havoc_value(t, tr_type_of(t, LLVMTypeOf(call)));
  int w = r->type->width;
  Expr *zero = e_bv(t->a, 0, w);
  Expr *set = e_bin(t->a, E_NE, p, e_bv(t->a, 0, p->type->width));
  Expr *nonzero = e_bin(t->a, E_NE, r, zero);
  Expr *fact = !strcmp(kind, "and") ? e_implies(t->a, nonzero, set)
                                    : e_implies(t->a, set, nonzero);
  tr_emit(t, K_ASSUME)->e = e_and(
      t->a, fact, e_implies(t->a, tr_both_in_group(t), e_eq(t->a, r, tr_other(t, r))));
  return r;
}

/* Barriers Tandem does not model: a barrier for a number of threads, or a
 * warp-synchronising one by another name, would order other threads than
 * a block barrier does. */
static bool is_unmodelled_barrier(const char *raw) {
  return !strncmp(raw, "llvm.nvvm.barrier", 17) || !strncmp(raw, "llvm.nvvm.bar.", 14);
}

/* A barrier of another scope than a group: barrier invariants speak of
 * a group's threads, so none may come before it. */
KStmt *tr_emit_barrier(Tr *t) {
  if (t->binvs.len) {
    tr_fail(t, "unsupported construct: barrier invariant before a warp, sub-group or grid "
               "barrier (barrier invariants are checked at a thread block's barriers)");
    return NULL;
  }
  return tr_emit(t, K_BARRIER);
}

bool tr_call_barrier(Tr *t, const Call *c, Expr **out) {
  static const char *const counting = "llvm.nvvm.barrier0.";
  if (!strncmp(c->raw, counting, strlen(counting))) {
    const char *kind = c->raw + strlen(counting);
    if (!strcmp(kind, "popc") || !strcmp(kind, "and") || !strcmp(kind, "or")) {
      *out = counting_barrier(t, c->call, kind);
      return true;
    }
  }
  if (!strcmp(c->raw, "llvm.nvvm.barrier0") ||
      !strcmp(c->raw, "llvm.nvvm.barrier.sync")) {
    emit_barrier(t)->fence = 3;
    return true;
  }
  if (!strcmp(c->name, "barrier") || !strcmp(c->name, "work_group_barrier")) {
    opencl_barrier(t, c->call);
    return true;
  }
  if (is_unmodelled_barrier(c->raw)) {
    tr_fail(t, "unsupported construct: barrier '%s'", c->raw);
    return true;
  }
  return is_fence(c);
}
