#include "exec_specs.h"

#include <string.h>

#include "exec_warps.h"
#include "frontend.h"
#include "translate.h"

/* Annotations an execution gives a value: __implies, __ite_*, __enabled
 * (a running thread is enabled). */
static const char *const valued[] = {"__tandem_implies", "__tandem_ite_i32", "__tandem_ite_i64",
                                     "__tandem_enabled", "__tandem_dominator_enabled", NULL};

/* Specifications: their arguments are computed for nothing. */
static const char *const sinks[] = {
    "__tandem_invariant", "__tandem_global_invariant", "__tandem_candidate_invariant",
    "__tandem_candidate_global_invariant", "__tandem_function_wide_invariant",
    "__tandem_function_wide_candidate_invariant", "__tandem_ensures",
    "__tandem_global_ensures", ENSURES_AT_RETURN, GLOBAL_ENSURES_AT_RETURN, "__tandem_reads_from", "__tandem_writes_to",
    "__tandem_requires_fresh_array", "__tandem_read_permission", NULL};

static bool among(const char *s, const char *const *list) {
  for (; *list; list++)
    if (!strcmp(s, *list))
      return true;
  return false;
}

static bool is_requires(const char *plain) {
  return !strcmp(plain, "__tandem_requires") || !strcmp(plain, "__tandem_global_requires");
}

bool exec_specs_opaque(const char *plain) {
  if (strncmp(plain, "__tandem_", 9) || among(plain, valued) || among(plain, sinks) ||
      is_requires(plain))
    return false;
  /* Statements and effects of the prelude's own are not values. */
  static const char *const effects[] = {"__tandem_assert", "__tandem_global_assert",
                                        "__tandem_assume", BAD_FUNCTION_POINTER, NULL};
  int warp_op;
  return !among(plain, effects) && strncmp(plain, "__tandem_atomic_", 16) &&
         strncmp(plain, "__tandem_barrier_invariant", 26) &&
         !exec_warps_classify(plain, &warp_op) && strcmp(plain, "__tandem_grid_sync") &&
         strncmp(plain, "__tandem_memcpy_async", 21) && strncmp(plain, "__tandem_wait", 13) &&
         strncmp(plain, "__tandem_curand", 15);
}

static const char *callee(Arena *a, LLVMValueRef i) {
  if (LLVMGetInstructionOpcode(i) != LLVMCall)
    return NULL;
  LLVMValueRef f = LLVMGetCalledValue(i);
  if (!LLVMIsAFunction(f))
    return NULL;
  size_t len = 0;
  return tr_demangle(a, LLVMGetValueName2(f, &len));
}

/* Whether an instruction's only effect is its value (so it can be
 * skipped when nothing but specifications use it). */
static bool pure(Arena *a, LLVMValueRef i) {
  switch (LLVMGetInstructionOpcode(i)) {
  case LLVMStore: case LLVMAtomicRMW: case LLVMAtomicCmpXchg: case LLVMFence:
  case LLVMRet: case LLVMBr: case LLVMSwitch: case LLVMUnreachable: case LLVMAlloca:
  case LLVMPHI:
    return false;
  case LLVMCall: {
    const char *c = callee(a, i);
    return c && (exec_specs_opaque(c) || among(c, valued));
  }
  default:
    return true;
  }
}

/* Whether v depends on an opaque annotation (through its operands). */
static bool tainted(Arena *a, LLVMValueRef v, PtrMap *memo, int depth) {
  if (!LLVMIsAInstruction(v) || depth > 64)
    return false;
  void *known = ptrmap_get(memo, v);
  if (known)
    return known == (void *)2;
  ptrmap_put(memo, v, (void *)1); /* a cycle through a phi: not tainted */
  const char *c = callee(a, v);
  bool t = c && exec_specs_opaque(c);
  for (int k = 0; !t && k < LLVMGetNumOperands(v); k++)
    t = tainted(a, LLVMGetOperand(v, (unsigned)k), memo, depth + 1);
  ptrmap_put(memo, v, (void *)(intptr_t)(t ? 2 : 1));
  return t;
}

/* Whether every use of i is a sink or a skipped instruction. */
static bool only_specs(Arena *a, LLVMValueRef i, ExecSpecs *s) {
  LLVMUseRef u = LLVMGetFirstUse(i);
  if (!u)
    return false;
  for (; u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (ptrmap_get(&s->skipped, user))
      continue;
    const char *c = callee(a, user);
    /* A barrier invariant's expression reads memory as the proof's view
     * at the barrier, not as accesses of the thread (tr_spec_part). */
    if (!c || !(among(c, sinks) || !strncmp(c, "__tandem_barrier_invariant", 26) ||
                ptrmap_get(&s->unchecked, user)))
      return false;
  }
  return true;
}

void exec_specs_find(LLVMValueRef fn, Arena *a, ExecSpecs *out) {
  *out = (ExecSpecs){0};
  PtrMap memo = {0};
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      const char *c = callee(a, i);
      if (c && is_requires(c) && LLVMGetNumArgOperands(i) > 0 &&
          tainted(a, LLVMGetOperand(i, 0), &memo, 0))
        ptrmap_put(&out->unchecked, i, i);
    }
  ptrmap_free(&memo);
  for (bool changed = true; changed;) {
    changed = false;
    for (LLVMBasicBlockRef bb = LLVMGetLastBasicBlock(fn); bb; bb = LLVMGetPreviousBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetLastInstruction(bb); i; i = LLVMGetPreviousInstruction(i))
        if (!ptrmap_get(&out->skipped, i) && pure(a, i) && only_specs(a, i, out)) {
          ptrmap_put(&out->skipped, i, i);
          changed = true;
        }
  }
}

void exec_specs_free(ExecSpecs *s) {
  ptrmap_free(&s->skipped);
  ptrmap_free(&s->unchecked);
}
