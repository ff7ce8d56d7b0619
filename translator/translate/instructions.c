/* Instructions: one translation per LLVM opcode. */
#include "translate_int.h"

/* freeze: the value itself (an undefined value is already arbitrary). */
static Val *same_value(Tr *t, LLVMValueRef i) {
  return tr_get_val(t, LLVMGetOperand(i, 0));
}

/* alloca: the start of its private array. */
static Val *alloca_value(Tr *t, LLVMValueRef i) { return tr_get_val(t, i); }

/* fence: orders nothing between two threads by itself. */
static Val *no_value(Tr *t, LLVMValueRef i) { return NULL; }

typedef Val *(*InstFn)(Tr *t, LLVMValueRef i);

static const InstFn handlers[] = {
    [LLVMAdd] = tr_inst_binary,
    [LLVMSub] = tr_inst_binary,
    [LLVMMul] = tr_inst_binary,
    [LLVMUDiv] = tr_inst_binary,
    [LLVMSDiv] = tr_inst_binary,
    [LLVMURem] = tr_inst_binary,
    [LLVMSRem] = tr_inst_binary,
    [LLVMShl] = tr_inst_binary,
    [LLVMLShr] = tr_inst_binary,
    [LLVMAShr] = tr_inst_binary,
    [LLVMAnd] = tr_inst_binary,
    [LLVMOr] = tr_inst_binary,
    [LLVMXor] = tr_inst_binary,
    [LLVMFAdd] = tr_inst_binary,
    [LLVMFSub] = tr_inst_binary,
    [LLVMFMul] = tr_inst_binary,
    [LLVMFDiv] = tr_inst_binary,
    [LLVMFRem] = tr_inst_binary,
    [LLVMFNeg] = tr_inst_fneg,
    [LLVMICmp] = tr_inst_icmp,
    [LLVMFCmp] = tr_inst_fcmp,
    [LLVMSelect] = tr_inst_select,
    [LLVMZExt] = tr_inst_cast,
    [LLVMSExt] = tr_inst_cast,
    [LLVMTrunc] = tr_inst_cast,
    [LLVMFPToUI] = tr_inst_cast,
    [LLVMFPToSI] = tr_inst_cast,
    [LLVMUIToFP] = tr_inst_cast,
    [LLVMSIToFP] = tr_inst_cast,
    [LLVMFPTrunc] = tr_inst_cast,
    [LLVMFPExt] = tr_inst_cast,
    [LLVMBitCast] = tr_inst_bitcast,
    [LLVMAddrSpaceCast] = tr_inst_bitcast,
    [LLVMPtrToInt] = tr_inst_ptrtoint,
    [LLVMIntToPtr] = tr_inst_inttoptr,
    [LLVMFreeze] = same_value,
    [LLVMGetElementPtr] = tr_gep,
    [LLVMAlloca] = alloca_value,
    [LLVMLoad] = tr_inst_load,
    [LLVMStore] = tr_inst_store,
    [LLVMAtomicRMW] = tr_inst_atomicrmw,
    [LLVMExtractElement] = tr_inst_lane,
    [LLVMInsertElement] = tr_inst_lane,
    [LLVMShuffleVector] = tr_inst_shufflevector,
    [LLVMCall] = tr_inst_call,
    [LLVMFence] = no_value,
};

/* The instruction's name as LLVM prints it ("cmpxchg", "landingpad"). */
static const char *opcode_name(Tr *t, LLVMValueRef i) {
  char *s = LLVMPrintValueToString(i);
  const char *p = strstr(s, " = ");
  p = p ? p + 3 : s;
  while (*p == ' ')
    p++;
  size_t n = strcspn(p, " ");
  const char *name = arena_strndup(t->a, p, n);
  LLVMDisposeMessage(s);
  return name;
}

/* An instruction, or a constant expression of the same form. */
Val *tr_inst(Tr *t, LLVMValueRef i) {
  unsigned op = tr_opcode(i);
  if (op < sizeof handlers / sizeof *handlers && handlers[op])
    return handlers[op](t, i);
  tr_fail(t, "unsupported construct: LLVM instruction '%s'",
          LLVMIsAInstruction(i) ? opcode_name(t, i) : "constant expression");
  return NULL;
}
