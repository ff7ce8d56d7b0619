/* Atomic read-modify-write operations: OpenCL's, CUDA's and LLVM's. */
#include "translate_int.h"

static bool starts(const char *s, const char *prefix) {
  return !strncmp(s, prefix, strlen(prefix));
}

/* The constant operand i of a call, sign-extended; false if not constant. */
static bool const_operand(LLVMValueRef call, unsigned i, int64_t *out) {
  if ((unsigned)LLVMGetNumArgOperands(call) <= i)
    return false;
  LLVMValueRef v = LLVMGetOperand(call, i);
  if (!LLVMIsAConstantInt(v))
    return false;
  *out = LLVMConstIntGetSExtValue(v);
  return true;
}

/* OpenCL's atomic_OP/atom_OP, CUDA's atomicOP (through the prelude's
 * __tandem_atomic_OP_TYPE) and LLVM's atomicrmw. CUDA's atomicInc/atomicDec
 * wrap at a limit, so only OpenCL's inc/dec count as adding a constant. */
static AtomicOp atomic_op(Tr *t, LLVMValueRef inst, const char *name) {
  AtomicOp op = {0};
  const char *o;
  if (LLVMGetInstructionOpcode(inst) == LLVMAtomicRMW) {
    op.bytes = tr_store_size(t, LLVMTypeOf(inst));
    LLVMAtomicRMWBinOp b = LLVMGetAtomicRMWBinOp(inst);
    LLVMValueRef v = LLVMGetOperand(inst, 1);
    if ((b == LLVMAtomicRMWBinOpAdd || b == LLVMAtomicRMWBinOpSub) &&
        LLVMIsAConstantInt(v)) {
      int64_t c = LLVMConstIntGetSExtValue(v);
      op.step = b == LLVMAtomicRMWBinOpAdd ? c : -c;
    }
    return op;
  }
  if (!name)
    return op;
  bool cuda = starts(name, "__tandem_atomic_");
  if (cuda)
    o = name + 16;
  else if (starts(name, "atomic_"))
    o = name + 7;
  else if (starts(name, "atom_"))
    o = name + 5;
  else
    return op;
  /* OpenCL 2.0: atomic_fetch_OP, atomic_load, atomic_store,
   * atomic_exchange (and their _explicit forms). */
  if (!cuda && starts(o, "fetch_"))
    o += 6;
  static const char *const ops[] = {"add", "sub", "xchg", "exch", "inc", "dec",  "cmpxchg",
                                    "cas", "min", "max",  "and",  "or",  "xor",  "load",
                                    "store", "exchange", NULL};
  int i = 0;
  while (ops[i] && !(starts(o, ops[i]) &&
                     (o[strlen(ops[i])] == '_' || (!cuda && !o[strlen(ops[i])]))))
    i++;
  if (!ops[i])
    return op;
  LLVMTypeRef rt = LLVMTypeOf(inst);
  if (!strcmp(ops[i], "store") && LLVMGetNumArgOperands(inst) >= 2)
    rt = LLVMTypeOf(LLVMGetOperand(inst, 1)); /* the value stored */
  if (LLVMGetTypeKind(rt) == LLVMVoidTypeKind)
    return op;
  op.bytes = tr_store_size(t, rt);
  op.explicit_scope = !cuda && strstr(o, "_explicit") != NULL;
  op.value_args = !strcmp(ops[i], "load") ? 0 : 1;
  int64_t c;
  if (!strcmp(ops[i], "add") && const_operand(inst, 1, &c))
    op.step = c;
  else if (!strcmp(ops[i], "sub") && const_operand(inst, 1, &c))
    op.step = -c;
  else if (!cuda && !strcmp(ops[i], "inc"))
    op.step = 1;
  else if (!cuda && !strcmp(ops[i], "dec"))
    op.step = -1;
  return op;
}

AtomicOp tr_atomic_of(Tr *t, LLVMValueRef inst) {
  const char *raw =
      LLVMGetInstructionOpcode(inst) == LLVMCall ? tr_callee_name(inst) : NULL;
  return atomic_op(t, inst, raw ? tr_demangle(t->a, raw) : NULL);
}

/* An atomic update; its old value is left arbitrary (another thread may
 * have updated the location first). */
static Expr *translate_atomic(Tr *t, LLVMValueRef inst, AtomicOp op) {
  LLVMValueRef ptr = LLVMGetOperand(inst, 0);
  Val *p = tr_get_val(t, ptr);
  if (t->failed)
    return NULL;
  MemOp m = {.kind = K_ATOMIC, .bytes = op.bytes, .step = op.step};
  return tr_mem_op(t, ptr, p, &m).value;
}

/* atomicrmw: the old value. */
Val *tr_inst_atomicrmw(Tr *t, LLVMValueRef i) {
  Expr *old = translate_atomic(t, i, tr_atomic_of(t, i));
  return old ? tr_val_new(t, old) : NULL;
}

/* OpenCL's memory scopes (clang's opencl-c-base.h). */
enum { SCOPE_CL_WORK_GROUP = 1, SCOPE_CL_DEVICE = 2, SCOPE_CL_ALL_DEVICES = 3 };

/* An _explicit atomic's memory scope, its last argument when it has one
 * (pointer, values, order, scope): device scope (the default) and wider
 * are atomic for every thread; work-group scope on local memory too,
 * since only its group reaches it. Any other is refused. */
static bool scope_modelled(Tr *t, LLVMValueRef call, AtomicOp op) {
  unsigned n = (unsigned)LLVMGetNumArgOperands(call);
  if (!op.explicit_scope || n < (unsigned)op.value_args + 3)
    return true;
  int64_t scope;
  Val *p = tr_get_val(t, LLVMGetOperand(call, 0));
  bool local = p && p->base && p->base->space == SPACE_SHARED;
  if (const_operand(call, n - 1, &scope) &&
      (scope == SCOPE_CL_DEVICE || scope == SCOPE_CL_ALL_DEVICES ||
       (scope == SCOPE_CL_WORK_GROUP && local)))
    return true;
  tr_fail(t, "unsupported construct: atomic of memory scope %s in '%s' (not atomic for "
             "every thread that reaches its memory; not modelled)",
          LLVMIsAConstantInt(LLVMGetOperand(call, n - 1)) ? "narrower than the device"
                                                          : "known only at run time",
          tr_demangle(t->a, tr_callee_name(call)));
  return false;
}

bool tr_call_atomic(Tr *t, const Call *c, Expr **out) {
  AtomicOp atomic = atomic_op(t, c->call, c->name);
  if (!atomic.bytes)
    return false;
  if (!scope_modelled(t, c->call, atomic))
    return true;
  *out = translate_atomic(t, c->call, atomic);
  return true;
}
