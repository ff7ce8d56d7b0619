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

bool tr_call_barrier(Tr *t, const Call *c, Expr **out) {
  if (!strcmp(c->raw, "llvm.nvvm.barrier0") ||
      !strcmp(c->raw, "llvm.nvvm.barrier.sync")) {
    emit_barrier(t)->fence = 3;
    return true;
  }
  if (!strcmp(c->name, "barrier") || !strcmp(c->name, "work_group_barrier")) {
    opencl_barrier(t, c->call);
    return true;
  }
  return is_fence(c);
}
