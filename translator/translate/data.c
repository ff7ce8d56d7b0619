/* data: the integer values of the kernel that are data, computed from
 * memory contents the model does not know (and float bits) alone, and
 * never used as an address, by a call or by an atomic; their arithmetic
 * is translated as uninterpreted functions. Not in a kernel with
 * properties to prove, which may read them back from memory.
 *
 * Why: two threads' copies of one computation are equal when their
 * inputs are, which the uniformity and benign-write checks rest on. The
 * prover sees that at once through uninterpreted functions (congruence),
 * but not through chains of bit-vector operations: Z3 then reasons bit by
 * bit, and a loop that updates a random number generator's state (AMD's
 * URNG) made one Houdini query run past 60 s, against 0.05 s with the
 * chain uninterpreted. Any function is a sound stand-in for arithmetic
 * whose only observers are comparisons and memory contents: the proof
 * then holds for every interpretation, the real one among them. Values
 * that reach an address, a call or an atomic keep their arithmetic, since
 * the bounds and the disjointness of accesses depend on it. */
#include "translate_int.h"

/* A value of integer type (or vector of integers) wider than a bit. */
static bool is_int(LLVMValueRef v) {
  LLVMTypeRef ty = LLVMTypeOf(v);
  if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind)
    ty = LLVMGetElementType(ty);
  return LLVMGetTypeKind(ty) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(ty) > 1;
}

static bool is_float(LLVMValueRef v) {
  LLVMTypeRef ty = LLVMTypeOf(v);
  if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind)
    ty = LLVMGetElementType(ty);
  switch (LLVMGetTypeKind(ty)) {
  case LLVMHalfTypeKind:
  case LLVMBFloatTypeKind:
  case LLVMFloatTypeKind:
  case LLVMDoubleTypeKind: return true;
  default: return false;
  }
}

/* The integer operations data flows through: arithmetic, casts between
 * integers, choices and phis. */
static bool is_data_op(LLVMOpcode op) {
  switch (op) {
  case LLVMAdd:
  case LLVMSub:
  case LLVMMul:
  case LLVMUDiv:
  case LLVMSDiv:
  case LLVMURem:
  case LLVMSRem:
  case LLVMShl:
  case LLVMLShr:
  case LLVMAShr:
  case LLVMAnd:
  case LLVMOr:
  case LLVMXor:
  case LLVMZExt:
  case LLVMSExt:
  case LLVMTrunc:
  case LLVMSelect:
  case LLVMPHI: return true;
  default: return false;
  }
}

/* Memory whose contents the model does not know: a pointer parameter's,
 * a variable's that is not constant (shared memory, a device global).
 * Private memory and constant tables hold what the kernel put there, ids
 * and sizes among it. */
static bool unknown_contents(LLVMValueRef ptr) {
  LLVMValueRef root = ptr_root(ptr);
  return root && (LLVMIsAArgument(root) ||
                  (LLVMIsAGlobalVariable(root) && !LLVMIsGlobalConstant(root)));
}

/* Where data starts: an integer loaded from memory of unknown contents,
 * or the bits or the integer conversion of a floating-point value (itself
 * uninterpreted). */
static bool is_source(LLVMValueRef i) {
  switch (LLVMGetInstructionOpcode(i)) {
  case LLVMLoad: return unknown_contents(LLVMGetOperand(i, 0));
  case LLVMFPToSI:
  case LLVMFPToUI: return true;
  case LLVMBitCast: return is_float(LLVMGetOperand(i, 0));
  default: return false;
  }
}

/* The operands that carry a value into i (a select's condition does not). */
static unsigned first_value_operand(LLVMValueRef i) {
  return LLVMGetInstructionOpcode(i) == LLVMSelect ? 1 : 0;
}

/* Whether operation i, still taken for data, has an operand that is
 * neither data nor a literal, or none that is data. */
static bool breaks_data(const PtrMap *data, LLVMValueRef i) {
  bool some = false;
  unsigned n = (unsigned)LLVMGetNumOperands(i);
  for (unsigned k = first_value_operand(i); k < n; k++) {
    LLVMValueRef o = LLVMGetOperand(i, k);
    if (ptrmap_get(data, o))
      some = true;
    else if (!LLVMIsAConstantInt(o))
      return true;
  }
  return !some;
}

/* Operations whose result carries their operands' bits on: if the result
 * is observed, so are they. */
static bool passes_bits(LLVMOpcode op) { return is_data_op(op) || op == LLVMICmp; }

/* Whether i observes the bits of its operand v: uses it as an address, an
 * argument of a call, an operand of an atomic, a returned value. Passing
 * them on, storing them, branching on them does not. */
static bool observes_bits(LLVMValueRef i, LLVMValueRef v) {
  LLVMOpcode op = LLVMGetInstructionOpcode(i);
  if (passes_bits(op) || op == LLVMBr || op == LLVMSwitch)
    return false;
  if (op == LLVMStore)
    return LLVMGetOperand(i, 1) == v; /* the address */
  return true;
}

/* Whether the kernel states properties to prove (assertions,
 * postconditions, invariants) that may read memory, where data is stored:
 * its arithmetic must then keep its meaning. What is assumed
 * (preconditions, __assume) is sound of any function. */
static bool has_specifications(const Vec *insts) {
  for (int k = 0; k < insts->len; k++) {
    LLVMValueRef i = insts->items[k];
    if (LLVMGetInstructionOpcode(i) == LLVMCall &&
        tr_annotation_is_property(tr_callee_name(i)))
      return true;
  }
  return false;
}

/* Removes from data the operations one of whose operands is neither data
 * nor a literal, until none is left. */
static void keep_closed(PtrMap *data, const Vec *ops) {
  for (bool changed = true; changed;) {
    changed = false;
    for (int k = 0; k < ops->len; k++)
      if (ptrmap_get(data, ops->items[k]) && breaks_data(data, ops->items[k])) {
        ptrmap_put(data, ops->items[k], NULL);
        changed = true;
      }
  }
}

/* Removes from data the operations that only feed each other from
 * literals (a counter `w *= 2`): data comes from a source. */
static void keep_grounded(PtrMap *data, const Vec *ops) {
  PtrMap grounded = {0};
  for (bool changed = true; changed;) {
    changed = false;
    for (int k = 0; k < ops->len; k++) {
      LLVMValueRef i = ops->items[k];
      if (!ptrmap_get(data, i) || ptrmap_get(&grounded, i))
        continue;
      unsigned n = (unsigned)LLVMGetNumOperands(i);
      for (unsigned j = first_value_operand(i); j < n; j++) {
        LLVMValueRef o = LLVMGetOperand(i, j);
        if (ptrmap_get(&grounded, o) || (ptrmap_get(data, o) && is_source(o))) {
          ptrmap_put(&grounded, i, i);
          changed = true;
          break;
        }
      }
    }
  }
  for (int k = 0; k < ops->len; k++)
    if (!ptrmap_get(&grounded, ops->items[k]))
      ptrmap_put(data, ops->items[k], NULL);
  ptrmap_free(&grounded);
}

/* Removes from data the operations whose bits reach an observer: through
 * every operation that passes bits on, data or not. */
static void drop_observed(PtrMap *data, const Vec *insts, const Vec *ops) {
  Vec work = {0};
  PtrMap observed = {0};
  for (int k = 0; k < insts->len; k++) {
    LLVMValueRef i = insts->items[k];
    for (LLVMUseRef u = LLVMGetFirstUse(i); u; u = LLVMGetNextUse(u))
      if (observes_bits(LLVMGetUser(u), i)) {
        vec_push(&work, i);
        break;
      }
  }
  while (work.len) {
    LLVMValueRef v = work.items[--work.len];
    if (ptrmap_get(&observed, v))
      continue;
    ptrmap_put(&observed, v, v);
    if (!passes_bits(LLVMGetInstructionOpcode(v)))
      continue;
    unsigned n = (unsigned)LLVMGetNumOperands(v);
    for (unsigned k = 0; k < n; k++)
      if (LLVMIsAInstruction(LLVMGetOperand(v, k)))
        vec_push(&work, LLVMGetOperand(v, k));
  }
  for (int k = 0; k < ops->len; k++)
    if (ptrmap_get(&observed, ops->items[k]))
      ptrmap_put(data, ops->items[k], NULL);
  ptrmap_free(&observed);
  vec_free(&work);
}

/* Takes every operation on integers for data, and removes those one of
 * whose operands is not data or literal, those not grounded in a source,
 * and those whose bits reach an observer. */
void tr_find_data(Tr *t) {
  Vec insts = {0}, ops = {0};
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(t->fn); bb;
       bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      vec_push(&insts, i);
  if (!has_specifications(&insts)) {
    /* Every operation on integers starts as data, and sources are data. */
    for (int k = 0; k < insts.len; k++) {
      LLVMValueRef i = insts.items[k];
      bool op = is_int(i) && is_data_op(LLVMGetInstructionOpcode(i));
      if (is_int(i) && (op || is_source(i)))
        ptrmap_put(&t->data, i, i);
      if (op)
        vec_push(&ops, i);
    }
    keep_closed(&t->data, &ops);
    keep_grounded(&t->data, &ops);
    drop_observed(&t->data, &insts, &ops);
    /* Only operations are asked about from here on. */
    for (int k = 0; k < insts.len; k++)
      if (!is_data_op(LLVMGetInstructionOpcode(insts.items[k])))
        ptrmap_put(&t->data, insts.items[k], NULL);
  }
  vec_free(&ops);
  vec_free(&insts);
}

bool tr_is_data_op(Tr *t, LLVMValueRef i) { return i && ptrmap_get(&t->data, i) != NULL; }
