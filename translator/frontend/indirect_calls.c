/* Calls through function pointers made direct before inlining (GPUVerify's
 * model): a case split on the pointer over the functions of the call's type
 * whose address the module takes, and a defect when it is none of them. */
#include "frontend.h"

#include <llvm-c/DebugInfo.h>
#include <stdlib.h>

bool frontend_is_indirect_call(LLVMValueRef i) {
  if (LLVMGetInstructionOpcode(i) != LLVMCall)
    return false;
  LLVMValueRef callee = LLVMGetCalledValue(i);
  return !LLVMIsAFunction(callee) &&
         LLVMGetValueKind(callee) != LLVMInlineAsmValueKind;
}

/* Whether some use of f is other than being called: its address is a
 * value, which a function pointer may hold. */
static bool address_taken(LLVMValueRef f) {
  for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!LLVMIsACallInst(user) || LLVMGetCalledValue(user) != f)
      return true;
  }
  return false;
}

/* Moves every instruction after `call` to a new block, which the old
 * block's successors' phis now come from. */
static LLVMBasicBlockRef split_after(LLVMBuilderRef b, LLVMValueRef call) {
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(call);
  LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(call));
  LLVMBasicBlockRef after = LLVMInsertBasicBlockInContext(ctx, bb, "");
  LLVMMoveBasicBlockAfter(after, bb);
  LLVMPositionBuilderAtEnd(b, after);
  for (LLVMValueRef i = LLVMGetNextInstruction(call), next; i; i = next) {
    next = LLVMGetNextInstruction(i);
    LLVMInstructionRemoveFromParent(i);
    LLVMInsertIntoBuilder(b, i);
  }
  LLVMValueRef term = LLVMGetBasicBlockTerminator(after);
  for (unsigned s = 0; term && s < LLVMGetNumSuccessors(term); s++) {
    LLVMBasicBlockRef succ = LLVMGetSuccessor(term, s);
    for (LLVMValueRef phi = LLVMGetFirstInstruction(succ), next;
         phi && LLVMIsAPHINode(phi); phi = next) {
      next = LLVMGetNextInstruction(phi);
      unsigned n = LLVMCountIncoming(phi);
      bool from_bb = false;
      for (unsigned k = 0; k < n; k++)
        from_bb |= LLVMGetIncomingBlock(phi, k) == bb;
      if (!from_bb)
        continue;
      LLVMPositionBuilderBefore(b, phi);
      LLVMValueRef fresh = LLVMBuildPhi(b, LLVMTypeOf(phi), "");
      for (unsigned k = 0; k < n; k++) {
        LLVMValueRef v = LLVMGetIncomingValue(phi, k);
        LLVMBasicBlockRef from = LLVMGetIncomingBlock(phi, k);
        if (from == bb)
          from = after;
        LLVMAddIncoming(fresh, &v, &from, 1);
      }
      LLVMReplaceAllUsesWith(phi, fresh);
      LLVMInstructionEraseFromParent(phi);
    }
  }
  return after;
}

/* A direct call of f with the arguments and call-site attributes (byval
 * among them) of the indirect call. */
static LLVMValueRef call_directly(LLVMBuilderRef b, LLVMValueRef call, LLVMValueRef f) {
  unsigned nargs = LLVMGetNumArgOperands(call);
  LLVMValueRef *args = mem_calloc(nargs, sizeof *args);
  for (unsigned a = 0; a < nargs; a++)
    args[a] = LLVMGetOperand(call, a);
  LLVMValueRef direct =
      LLVMBuildCall2(b, LLVMGetCalledFunctionType(call), f, args, nargs, "");
  free(args);
  for (LLVMAttributeIndex idx = LLVMAttributeFunctionIndex;; idx++) {
    unsigned n = LLVMGetCallSiteAttributeCount(call, idx);
    if (n) {
      LLVMAttributeRef *attrs = mem_calloc(n, sizeof *attrs);
      LLVMGetCallSiteAttributes(call, idx, attrs);
      for (unsigned k = 0; k < n; k++)
        LLVMAddCallSiteAttribute(direct, idx, attrs[k]);
      free(attrs);
    }
    if (idx == nargs)
      break;
  }
  LLVMInstructionSetDebugLoc(direct, LLVMInstructionGetDebugLoc(call));
  return direct;
}

static void dispatch(LLVMModuleRef m, LLVMBuilderRef b, LLVMValueRef call, Vec *targets) {
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(call));
  LLVMValueRef fp = LLVMGetCalledValue(call);
  LLVMTypeRef fty = LLVMGetCalledFunctionType(call);
  LLVMTypeRef ret = LLVMGetReturnType(fty);
  bool has_value = LLVMGetTypeKind(ret) != LLVMVoidTypeKind;
  LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(call);
  LLVMBasicBlockRef after = split_after(b, call);
  LLVMPositionBuilderAtEnd(b, after);
  LLVMValueRef result = NULL;
  if (has_value) {
    LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(after));
    result = LLVMBuildPhi(b, ret, "");
  }
  LLVMPositionBuilderBefore(b, call);
  for (int k = 0; k < targets->len; k++) {
    LLVMValueRef f = targets->items[k];
    if (LLVMGlobalGetValueType(f) != fty)
      continue;
    LLVMBasicBlockRef yes = LLVMAppendBasicBlockInContext(ctx, fn, "");
    LLVMBasicBlockRef no = LLVMAppendBasicBlockInContext(ctx, fn, "");
    LLVMValueRef is_f = LLVMBuildICmp(b, LLVMIntEQ, fp, f, "");
    LLVMInstructionSetDebugLoc(LLVMBuildCondBr(b, is_f, yes, no), loc);
    LLVMPositionBuilderAtEnd(b, yes);
    LLVMValueRef direct = call_directly(b, call, f);
    LLVMInstructionSetDebugLoc(LLVMBuildBr(b, after), loc);
    if (has_value)
      LLVMAddIncoming(result, &direct, &yes, 1);
    LLVMPositionBuilderAtEnd(b, no);
  }
  /* None of them: a defect of the thread (translate/calls.c), after which
   * nothing of the call continues. */
  LLVMTypeRef bad_ty = LLVMFunctionType(LLVMVoidTypeInContext(ctx), NULL, 0, 0);
  LLVMValueRef bad = LLVMGetNamedFunction(m, BAD_FUNCTION_POINTER);
  if (!bad)
    bad = LLVMAddFunction(m, BAD_FUNCTION_POINTER, bad_ty);
  LLVMInstructionSetDebugLoc(LLVMBuildCall2(b, bad_ty, bad, NULL, 0, ""), loc);
  LLVMBuildUnreachable(b);
  if (has_value)
    LLVMReplaceAllUsesWith(call, result);
  LLVMInstructionEraseFromParent(call);
}

void frontend_dispatch_indirect_calls(LLVMModuleRef m) {
  Vec calls = {0}, targets = {0};
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
         bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
        if (frontend_is_indirect_call(i))
          vec_push(&calls, i);
  if (calls.len) {
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
      if (address_taken(f))
        vec_push(&targets, f);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    for (int k = 0; k < calls.len; k++)
      dispatch(m, b, calls.items[k], &targets);
    LLVMDisposeBuilder(b);
  }
  vec_free(&calls);
  vec_free(&targets);
}
