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

/* Why the memory scope in argument `arg` of call is not modelled, or NULL:
 * device scope and wider are atomic for every thread, work-group scope
 * within the group (*group). */
static const char *scope_of(LLVMValueRef call, int arg, bool *group) {
  LLVMValueRef v = LLVMGetOperand(call, (unsigned)arg);
  if (!LLVMIsAConstantInt(v))
    return "known only at run time";
  switch (LLVMConstIntGetSExtValue(v)) {
  case SCOPE_CL_WORK_GROUP: *group = true; return NULL;
  case SCOPE_CL_DEVICE:
  case SCOPE_CL_ALL_DEVICES: return NULL;
  case SCOPE_CL_SUB_GROUP:
    return "memory_scope_sub_group (which work items form a sub-group is up to the "
           "implementation)";
  case SCOPE_CL_WORK_ITEM: return "memory_scope_work_item (OpenCL allows it only for fences)";
  default: return "of an unknown value";
  }
}

/* OpenCL's atomic_OP/atom_OP, OpenCL 2.0's atomic_fetch_OP, atomic_load,
 * atomic_store, atomic_exchange, atomic_compare_exchange_strong/_weak,
 * atomic_init (and their _explicit forms), and CUDA's atomicOP through the
 * prelude's __tandem_atomic_OP_TYPE (__tandem_atomic_block_OP_TYPE for
 * atomicOP_block). */
bool tr_atomic_call(LLVMValueRef call, const char *name, TrAtomicCall *out) {
  *out = (TrAtomicCall){.value_arg = -1};
  const char *o;
  out->cuda = starts(name, "__tandem_atomic_");
  if (out->cuda)
    o = name + 16;
  else if (starts(name, "atomic_"))
    o = name + 7;
  else if (starts(name, "atom_"))
    o = name + 5;
  else
    return false;
  out->group_scope = out->cuda && starts(o, "block_");
  if (out->group_scope)
    o += 6;
  if (!out->cuda && starts(o, "fetch_"))
    o += 6;
  /* By TrAtomicKind. */
  static const char *const ops[] = {"add", "sub", "xchg", "exch", "inc", "dec", "cmpxchg",
                                    "cas", "min", "max", "and", "or", "xor", "load",
                                    "store", "exchange", "compare_exchange_strong",
                                    "compare_exchange_weak", "init", NULL};
  int i = 0;
  while (ops[i] && !(starts(o, ops[i]) &&
                     (o[strlen(ops[i])] == '_' || (!out->cuda && !o[strlen(ops[i])]))))
    i++;
  if (!ops[i])
    return false;
  TrAtomicKind k = out->kind = (TrAtomicKind)i;
  bool cmpxchg = tr_atomic_compare_exchange(k);
  /* The values between the pointer and the memory orders. */
  int values = k == TR_ATOMIC_LOAD ? 0 : cmpxchg ? 2 : 1;
  if (k == TR_ATOMIC_STORE || k == TR_ATOMIC_INIT || cmpxchg)
    out->value_arg = values;
  /* _explicit: the orders (two for compare-exchange: success, failure),
   * then the scope when given. */
  unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
  unsigned with_scope = (unsigned)(1 + values + (cmpxchg ? 2 : 1) + 1);
  if (!out->cuda && strstr(o, "_explicit") && nargs == with_scope)
    out->unmodelled = scope_of(call, (int)nargs - 1, &out->group_scope);
  return true;
}

/* An atomic call or atomicrmw. CUDA's atomicInc/atomicDec wrap at a
 * limit, so only OpenCL's inc/dec count as adding a constant. */
static AtomicOp atomic_op(Tr *t, LLVMValueRef inst, const char *name) {
  AtomicOp op = {0};
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
  TrAtomicCall ac;
  if (!name || !tr_atomic_call(inst, name, &ac))
    return op;
  LLVMTypeRef rt = LLVMTypeOf(inst);
  if (ac.value_arg >= 0 && (unsigned)LLVMGetNumArgOperands(inst) > (unsigned)ac.value_arg)
    rt = LLVMTypeOf(LLVMGetOperand(inst, (unsigned)ac.value_arg)); /* the value written */
  if (LLVMGetTypeKind(rt) == LLVMVoidTypeKind)
    return op;
  op.bytes = tr_store_size(t, rt);
  op.form = ac.kind == TR_ATOMIC_INIT                 ? ATOMIC_INIT
            : tr_atomic_compare_exchange(ac.kind) ? ATOMIC_CMPXCHG
                                                  : ATOMIC_UPDATE;
  op.group_scope = ac.group_scope;
  op.unmodelled = ac.unmodelled;
  int64_t c;
  if (ac.kind == TR_ATOMIC_ADD && const_operand(inst, 1, &c))
    op.step = c;
  else if (ac.kind == TR_ATOMIC_SUB && const_operand(inst, 1, &c))
    op.step = -c;
  else if (!ac.cuda && ac.kind == TR_ATOMIC_INC)
    op.step = 1;
  else if (!ac.cuda && ac.kind == TR_ATOMIC_DEC)
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

/* An _explicit atomic whose memory scope is not modelled is refused. */
static bool scope_modelled(Tr *t, LLVMValueRef call, AtomicOp op) {
  if (!op.unmodelled)
    return true;
  tr_fail(t, "unsupported construct: " TR_SCOPE_REFUSAL, op.unmodelled,
          tr_demangle(t->a, tr_callee_name(call)));
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
