/* The targets of a pointer: a walk over the values it is computed from. */
#include "pointers.h"

bool ptr_is_root(LLVMValueRef v) {
  return LLVMIsAArgument(v) || LLVMIsAGlobalVariable(v) || LLVMIsAAllocaInst(v);
}

static unsigned opcode(LLVMValueRef v) {
  if (LLVMIsAInstruction(v))
    return LLVMGetInstructionOpcode(v);
  if (LLVMIsAConstantExpr(v))
    return LLVMGetConstOpcode(v);
  return 0;
}

static void add_root(PtrTargets *pt, LLVMValueRef r) {
  for (int i = 0; i < pt->roots.len; i++)
    if (pt->roots.items[i] == r)
      return;
  vec_push(&pt->roots, r);
}

/* seen breaks cycles through phis (a loop's pointer increments). */
static void walk(LLVMValueRef v, PtrTargets *pt, PtrMap *seen) {
  if (ptrmap_get(seen, v))
    return;
  ptrmap_put(seen, v, v);
  if (ptr_is_root(v)) {
    add_root(pt, v);
    return;
  }
  if (LLVMIsAConstantPointerNull(v)) {
    pt->null = true;
    return;
  }
  switch (opcode(v)) {
  case LLVMGetElementPtr:
  case LLVMBitCast:
  case LLVMAddrSpaceCast:
  case LLVMFreeze: walk(LLVMGetOperand(v, 0), pt, seen); return;
  case LLVMSelect:
    walk(LLVMGetOperand(v, 1), pt, seen);
    walk(LLVMGetOperand(v, 2), pt, seen);
    return;
  case LLVMPHI:
    for (unsigned i = 0; i < LLVMCountIncoming(v); i++)
      walk(LLVMGetIncomingValue(v, i), pt, seen);
    return;
  case LLVMLoad: pt->memory = true; return;
  default: pt->unknown = true;
  }
}

void ptr_targets(LLVMValueRef v, PtrTargets *out) {
  PtrMap seen = {0};
  walk(v, out, &seen);
  ptrmap_free(&seen);
}

void ptr_targets_free(PtrTargets *pt) { vec_free(&pt->roots); }

LLVMValueRef ptr_root(LLVMValueRef v) {
  PtrTargets pt = {0};
  ptr_targets(v, &pt);
  LLVMValueRef r = pt.roots.len == 1 && !pt.null && !pt.memory && !pt.unknown
                       ? pt.roots.items[0]
                       : NULL;
  ptr_targets_free(&pt);
  return r;
}

/* seen holds the phis on the way: a cycle adds no new leaf. */
static bool at_start(LLVMValueRef v, PtrMap *seen) {
  if (ptr_is_root(v) || LLVMIsAConstantPointerNull(v))
    return true;
  if (ptrmap_get(seen, v))
    return true;
  ptrmap_put(seen, v, v);
  switch (opcode(v)) {
  case LLVMBitCast:
  case LLVMAddrSpaceCast:
  case LLVMFreeze: return at_start(LLVMGetOperand(v, 0), seen);
  case LLVMSelect:
    return at_start(LLVMGetOperand(v, 1), seen) && at_start(LLVMGetOperand(v, 2), seen);
  case LLVMPHI:
    for (unsigned i = 0; i < LLVMCountIncoming(v); i++)
      if (!at_start(LLVMGetIncomingValue(v, i), seen))
        return false;
    return true;
  default: return false;
  }
}

bool ptr_at_start(LLVMValueRef v) {
  PtrMap seen = {0};
  bool r = at_start(v, &seen);
  ptrmap_free(&seen);
  return r;
}
