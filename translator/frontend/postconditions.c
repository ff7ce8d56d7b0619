/* Postconditions moved to where they hold: an __ensures is written at a
 * function's start but states what holds when it returns, so before
 * inlining its expression is computed again before each return, with
 * __return_val_*() standing for the value returned and __old_*(x) for x
 * as it was where the __ensures is written. */
#include "frontend.h"

#include <llvm-c/DebugInfo.h>
#include <stdlib.h>
#include <string.h>

/* The most instructions one postcondition's expression may take. */
#define MAX_SLICE 256

static const char *callee_name(LLVMValueRef i) {
  if (LLVMGetInstructionOpcode(i) != LLVMCall)
    return NULL;
  LLVMValueRef f = LLVMGetCalledValue(i);
  return LLVMIsAFunction(f) ? LLVMGetValueName(f) : NULL;
}

static bool starts(const char *s, const char *prefix) {
  return s && !strncmp(s, prefix, strlen(prefix));
}

bool frontend_is_postcondition(LLVMValueRef i) {
  const char *n = callee_name(i);
  return n && (!strcmp(n, "__tandem_ensures") || !strcmp(n, "__tandem_global_ensures"));
}

typedef struct {
  LLVMValueRef insts[MAX_SLICE]; /* in block order once sorted */
  int n;
} Slice;

static bool in_slice(const Slice *s, LLVMValueRef v) {
  for (int k = 0; k < s->n; k++)
    if (s->insts[k] == v)
      return true;
  return false;
}

/* Collects the instructions of the ensures' block that its expression
 * is computed from, stopping at __old_* (whose operand keeps its value
 * from here). False when the expression cannot be computed again at a
 * return: an instruction of another block, a phi, or a call of a
 * function with a body. */
static bool collect(LLVMValueRef v, LLVMBasicBlockRef bb, Slice *s) {
  if (!LLVMIsAInstruction(v) || LLVMIsAAllocaInst(v) || in_slice(s, v))
    return true;
  if (LLVMGetInstructionParent(v) != bb || LLVMIsAPHINode(v) || s->n == MAX_SLICE)
    return false;
  const char *callee = callee_name(v);
  if (LLVMGetInstructionOpcode(v) == LLVMCall &&
      (!callee || !LLVMIsDeclaration(LLVMGetCalledValue(v))))
    return false;
  s->insts[s->n++] = v;
  if (starts(callee, "__tandem_old_"))
    return true;
  unsigned nops = (unsigned)LLVMGetNumOperands(v);
  for (unsigned k = 0; k < nops; k++)
    if (!collect(LLVMGetOperand(v, k), bb, s))
      return false;
  return true;
}

/* The slice in the order of the block. */
static void sort_by_block(Slice *s, LLVMBasicBlockRef bb) {
  int n = 0;
  for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i && n < s->n;
       i = LLVMGetNextInstruction(i))
    for (int k = n; k < s->n; k++)
      if (s->insts[k] == i) {
        s->insts[k] = s->insts[n];
        s->insts[n++] = i;
        break;
      }
}

/* Whether __return_val_* of type want can stand for what ret returns: a
 * value of that very type (a __return_val_int of a function returning
 * char is the user's mistake, which GPUVerify rejects too). */
static bool returns_as(LLVMValueRef ret, LLVMTypeRef want) {
  return LLVMGetNumOperands(ret) > 0 && LLVMTypeOf(LLVMGetOperand(ret, 0)) == want;
}

static bool fits_every_return(const Slice *s, const Vec *rets) {
  for (int k = 0; k < s->n; k++)
    if (starts(callee_name(s->insts[k]), "__tandem_return_val_"))
      for (int r = 0; r < rets->len; r++)
        if (!returns_as(rets->items[r], LLVMTypeOf(s->insts[k])))
          return false;
  return true;
}

/* The function the moved ensures call calls instead, which says that it
 * stands where its function returns. */
static LLVMValueRef at_return(LLVMValueRef call) {
  LLVMModuleRef m = LLVMGetGlobalParent(LLVMGetCalledValue(call));
  const char *name = strcmp(callee_name(call), "__tandem_ensures") ? GLOBAL_ENSURES_AT_RETURN
                                                                    : ENSURES_AT_RETURN;
  LLVMValueRef f = LLVMGetNamedFunction(m, name);
  return f ? f : LLVMAddFunction(m, name, LLVMGetCalledFunctionType(call));
}

/* Computes the slice again before ret; the clone of the ensures call is
 * the last. */
static void clone_before(LLVMBuilderRef b, const Slice *s, LLVMValueRef ret) {
  LLVMValueRef copies[MAX_SLICE];
  LLVMPositionBuilderBefore(b, ret);
  for (int k = 0; k < s->n; k++) {
    LLVMValueRef i = s->insts[k];
    const char *callee = callee_name(i);
    if (starts(callee, "__tandem_old_")) {
      copies[k] = LLVMGetOperand(i, 0);
      continue;
    }
    if (starts(callee, "__tandem_return_val_")) {
      copies[k] = LLVMGetOperand(ret, 0);
      continue;
    }
    LLVMValueRef c = LLVMInstructionClone(i);
    LLVMInsertIntoBuilder(b, c);
    /* The builder gave it the return's position; reports name its own. */
    LLVMInstructionSetDebugLoc(c, LLVMInstructionGetDebugLoc(i));
    if (frontend_is_postcondition(i))
      LLVMSetOperand(c, (unsigned)LLVMGetNumOperands(c) - 1, at_return(i));
    unsigned nops = (unsigned)LLVMGetNumOperands(c);
    for (unsigned o = 0; o < nops; o++)
      for (int j = 0; j < k; j++)
        if (LLVMGetOperand(c, o) == s->insts[j])
          LLVMSetOperand(c, o, copies[j]);
    copies[k] = c;
  }
}

static void collect_rets(LLVMValueRef f, Vec *rets) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb)) {
    LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
    if (term && LLVMGetInstructionOpcode(term) == LLVMRet)
      vec_push(rets, term);
  }
}

/* Removes what only the moved postcondition used, from the last on. */
static void erase_unused(const Slice *s) {
  for (int k = s->n - 1; k >= 0; k--)
    if (!LLVMGetFirstUse(s->insts[k]))
      LLVMInstructionEraseFromParent(s->insts[k]);
}

/* Moves one __ensures of f's entry block to f's returns; one that cannot
 * be moved stays where it is written (and a device function's is refused
 * by the translator). */
static void move_one(LLVMBuilderRef b, LLVMValueRef f, LLVMValueRef call, Vec *rets) {
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(f);
  Slice *s = mem_calloc(1, sizeof *s);
  s->insts[s->n++] = call;
  if (collect(LLVMGetOperand(call, 0), entry, s) && fits_every_return(s, rets)) {
    sort_by_block(s, entry);
    for (int r = 0; r < rets->len; r++)
      clone_before(b, s, rets->items[r]);
    erase_unused(s);
  }
  free(s);
}

void frontend_move_postconditions(LLVMModuleRef m) {
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    /* A __spec_ function is GPUVerify's contract of another, not code:
     * left as written, it is refused. */
    if (LLVMIsDeclaration(f) || starts(LLVMGetValueName(f), "__spec_"))
      continue;
    Vec calls = {0}, rets = {0};
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(f);
    for (LLVMValueRef i = LLVMGetFirstInstruction(entry); i; i = LLVMGetNextInstruction(i))
      if (frontend_is_postcondition(i))
        vec_push(&calls, i);
    if (calls.len)
      collect_rets(f, &rets);
    for (int k = 0; k < calls.len && rets.len; k++)
      move_one(b, f, calls.items[k], &rets);
    vec_free(&calls);
    vec_free(&rets);
  }
  LLVMDisposeBuilder(b);
}
