/* irfix: LLVM modules parsed from IR text for the unit tests of the
 * frontend's rewrites, and the calls they leave in a block. */
#ifndef TANDEM_TEST_IRFIX_H
#define TANDEM_TEST_IRFIX_H

#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>
#include <string.h>

/* The module of IR text in ctx, or NULL when it does not parse. */
static inline LLVMModuleRef irfix_parse(LLVMContextRef ctx, const char *text) {
  LLVMMemoryBufferRef buf =
      LLVMCreateMemoryBufferWithMemoryRangeCopy(text, strlen(text), "test");
  LLVMModuleRef m = NULL;
  char *msg = NULL;
  if (LLVMParseIRInContext(ctx, buf, &m, &msg)) {
    LLVMDisposeMessage(msg);
    return NULL;
  }
  return m;
}

/* The direct calls in bb of the function named callee; calls through a
 * pointer are added to *indirect when it is not NULL. */
static inline int irfix_calls(LLVMBasicBlockRef bb, const char *callee, int *indirect) {
  int n = 0;
  for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
    if (LLVMGetInstructionOpcode(i) != LLVMCall)
      continue;
    LLVMValueRef c = LLVMGetCalledValue(i);
    if (!LLVMIsAFunction(c)) {
      if (indirect)
        ++*indirect;
    } else if (!strcmp(LLVMGetValueName(c), callee)) {
      n++;
    }
  }
  return n;
}

#endif
