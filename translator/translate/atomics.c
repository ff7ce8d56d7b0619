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

/* OpenCL's memory scopes (clang's opencl-c-base.h). */
enum {
  SCOPE_CL_WORK_ITEM = 0,
  SCOPE_CL_WORK_GROUP = 1,
  SCOPE_CL_DEVICE = 2,
  SCOPE_CL_ALL_DEVICES = 3,
  SCOPE_CL_SUB_GROUP = 4,
};

/* OpenCL's atomic_OP/atom_OP, CUDA's atomicOP (through the prelude's
 * __tandem_atomic_OP_TYPE) and LLVM's atomicrmw. CUDA's atomicInc/atomicDec
 * wrap at a limit, so only OpenCL's inc/dec count as adding a constant. */
static AtomicOp atomic_op(Tr *t, LLVMValueRef inst, const char *name) {
  AtomicOp op = {.scope_arg = -1};
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
  /* The prelude's block-scope primitives (atomicOP_block). */
  op.group_scope = cuda && starts(o, "block_");
  if (op.group_scope)
    o += 6;
  /* OpenCL 2.0: atomic_fetch_OP, atomic_load, atomic_store,
   * atomic_exchange, atomic_compare_exchange_strong/_weak, atomic_init
   * (and their _explicit forms). */
  if (!cuda && starts(o, "fetch_"))
    o += 6;
  static const char *const ops[] = {"add", "sub", "xchg", "exch", "inc", "dec", "cmpxchg",
                                    "cas", "min", "max", "and", "or", "xor", "load",
                                    "store", "exchange", "compare_exchange_strong",
                                    "compare_exchange_weak", "init", NULL};
  int i = 0;
  while (ops[i] && !(starts(o, ops[i]) &&
                     (o[strlen(ops[i])] == '_' || (!cuda && !o[strlen(ops[i])]))))
    i++;
  if (!ops[i])
    return op;
  op.form = starts(ops[i], "compare_exchange") ? ATOMIC_CMPXCHG
            : !strcmp(ops[i], "init")          ? ATOMIC_INIT
                                               : ATOMIC_UPDATE;
  /* The values between the pointer and the memory orders. */
  int value_args = !strcmp(ops[i], "load") ? 0 : op.form == ATOMIC_CMPXCHG ? 2 : 1;
  unsigned nargs = (unsigned)LLVMGetNumArgOperands(inst);
  LLVMTypeRef rt = LLVMTypeOf(inst);
  if ((!strcmp(ops[i], "store") || op.form != ATOMIC_UPDATE) && nargs > (unsigned)value_args)
    rt = LLVMTypeOf(LLVMGetOperand(inst, value_args)); /* the value stored */
  if (LLVMGetTypeKind(rt) == LLVMVoidTypeKind)
    return op;
  op.bytes = tr_store_size(t, rt);
  /* _explicit: orders (two for compare-exchange: success, failure), then
   * the scope when given. */
  int orders = op.form == ATOMIC_CMPXCHG ? 2 : 1;
  if (!cuda && strstr(o, "_explicit") && nargs == (unsigned)(1 + value_args + orders + 1))
    op.scope_arg = (int)nargs - 1;
  int64_t scope;
  op.group_scope |= op.scope_arg >= 0 && const_operand(inst, (unsigned)op.scope_arg, &scope) &&
                    scope == SCOPE_CL_WORK_GROUP;
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
  MemOp m = {.kind = K_ATOMIC, .bytes = op.bytes, .step = op.step,
             .group_scope = op.group_scope};
  return tr_mem_op(t, ptr, p, &m).value;
}

/* atomicrmw: the old value. */
Val *tr_inst_atomicrmw(Tr *t, LLVMValueRef i) {
  Expr *old = translate_atomic(t, i, tr_atomic_of(t, i));
  return old ? tr_val_new(t, old) : NULL;
}

/* An _explicit atomic's memory scope: device scope (the default) and
 * wider are atomic for every thread, work-group scope within the group
 * (AtomicOp.group_scope). Any other is refused. */
static bool scope_modelled(Tr *t, LLVMValueRef call, AtomicOp op) {
  int64_t scope;
  if (op.scope_arg < 0)
    return true;
  const char *why = "known only at run time";
  if (const_operand(call, (unsigned)op.scope_arg, &scope)) {
    switch (scope) {
    case SCOPE_CL_WORK_GROUP:
    case SCOPE_CL_DEVICE:
    case SCOPE_CL_ALL_DEVICES: return true;
    case SCOPE_CL_SUB_GROUP:
      why = "memory_scope_sub_group (which work items form a sub-group is up to the "
            "implementation)";
      break;
    case SCOPE_CL_WORK_ITEM:
      why = "memory_scope_work_item (OpenCL allows it only for fences)";
      break;
    default: why = "of an unknown value"; break;
    }
  }
  tr_fail(t, "unsupported construct: atomic with a memory scope %s in '%s': not modelled",
          why, tr_demangle(t->a, tr_callee_name(call)));
  return false;
}

/* atomic_compare_exchange_*(obj, expected, desired, ...): reads *expected,
 * updates obj atomically and, when the old value differs from the
 * expected one, writes it to *expected (OpenCL 2.0). Returns whether the
 * exchange happened; the old value is arbitrary as for any atomic. */
static Expr *translate_compare_exchange(Tr *t, LLVMValueRef call, AtomicOp op) {
  LLVMValueRef at = LLVMGetOperand(call, 1);
  Val *p = tr_get_val(t, at);
  if (t->failed)
    return NULL;
  MemOp r = {.kind = K_READ, .bytes = op.bytes};
  Expr *expected = tr_mem_op(t, at, p, &r).value;
  Expr *old = expected ? translate_atomic(t, call, op) : NULL;
  if (!old)
    return NULL;
  Expr *same = e_eq(t->a, old, expected);
  MemOp w = {.kind = K_WRITE, .bytes = op.bytes, .value = old, .guard = e_not(t->a, same)};
  tr_mem_op(t, at, p, &w);
  BType *rt = tr_type_of(t, LLVMTypeOf(call));
  return rt && rt->kind == TY_BV ? tr_to_bv(t, same, rt->width) : same;
}

/* atomic_init(obj, value): a plain write of obj. */
static void translate_init(Tr *t, LLVMValueRef call, AtomicOp op) {
  Val *v = tr_get_val(t, LLVMGetOperand(call, 1));
  if (t->failed)
    return;
  if (tr_is_pointer_val(v))
    tr_fail(t, "unsupported construct: atomic_init of a pointer");
  else
    tr_store(t, LLVMGetOperand(call, 0), v->e, op.bytes, NULL);
}

bool tr_call_atomic(Tr *t, const Call *c, Expr **out) {
  AtomicOp atomic = atomic_op(t, c->call, c->name);
  if (!atomic.bytes)
    return false;
  if (!scope_modelled(t, c->call, atomic))
    return true;
  switch (atomic.form) {
  case ATOMIC_UPDATE: *out = translate_atomic(t, c->call, atomic); break;
  case ATOMIC_CMPXCHG: *out = translate_compare_exchange(t, c->call, atomic); break;
  case ATOMIC_INIT: translate_init(t, c->call, atomic); break;
  }
  return true;
}
