/* Unit tests for frontend/indirect_calls.c: calls through function
 * pointers become case splits over the address-taken functions of the
 * call's type, on small modules parsed from text. */
#include <llvm-c/Analysis.h>

#include "check.h"
#include "frontend.h"
#include "irfix.h"

static const char *const ir =
    "define i32 @twice(i32 %x) {\n"
    "  %r = mul i32 %x, 2\n"
    "  ret i32 %r\n"
    "}\n"
    "define i32 @negate(i32 %x) {\n"
    "  %r = sub i32 0, %x\n"
    "  ret i32 %r\n"
    "}\n"
    "define i32 @called_only(i32 %x) {\n"
    "  ret i32 %x\n"
    "}\n"
    "define void @other_type(ptr %p) {\n"
    "  ret void\n"
    "}\n"
    "define i32 @k(ptr %f, i1 %c, i32 %x) {\n"
    "entry:\n"
    "  %d = call i32 @called_only(i32 %x)\n"
    "  %g = select i1 %c, ptr @twice, ptr @negate\n"
    "  %h = select i1 %c, ptr %g, ptr @other_type\n"
    "  %v = call i32 %f(i32 %d)\n"
    "  br i1 %c, label %join, label %more\n"
    "more:\n"
    "  br label %join\n"
    "join:\n"
    "  %w = phi i32 [ %v, %entry ], [ 0, %more ]\n"
    "  ret i32 %w\n"
    "}\n";

/* The direct calls of callee in f; its calls through a pointer go to
 * *indirect. */
static int count_calls(LLVMValueRef f, const char *callee, int *indirect) {
  int n = 0;
  *indirect = 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
    n += irfix_calls(bb, callee, indirect);
  return n;
}

/* Each function of the call's type whose address is taken is called
 * directly; one only ever called, or of another type, is not; a pointer
 * that is none of them calls BAD_FUNCTION_POINTER; the module stays
 * valid (the phi after the call now comes from the split-off block). */
static void test_dispatch(void) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = irfix_parse(ctx, ir);
  if (!CHECK(m != NULL)) {
    LLVMContextDispose(ctx);
    return;
  }
  frontend_dispatch_indirect_calls(m);
  char *msg = NULL;
  CHECK(!LLVMVerifyModule(m, LLVMReturnStatusAction, &msg));
  LLVMDisposeMessage(msg);
  LLVMValueRef k = LLVMGetNamedFunction(m, "k");
  int indirect = 0;
  CHECK_INT_EQ(count_calls(k, "twice", &indirect), 1);
  CHECK_INT_EQ(count_calls(k, "negate", &indirect), 1);
  CHECK_INT_EQ(count_calls(k, "called_only", &indirect), 1);
  CHECK_INT_EQ(count_calls(k, "other_type", &indirect), 0);
  CHECK_INT_EQ(count_calls(k, BAD_FUNCTION_POINTER, &indirect), 1);
  CHECK_INT_EQ(indirect, 0);
  LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
}

/* A module without calls through pointers is left as it is. */
static void test_no_indirect_call(void) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = irfix_parse(ctx, "define i32 @f(i32 %x) {\n  ret i32 %x\n}\n");
  if (CHECK(m != NULL)) {
    frontend_dispatch_indirect_calls(m);
    CHECK(LLVMGetNamedFunction(m, BAD_FUNCTION_POINTER) == NULL);
    LLVMDisposeModule(m);
  }
  LLVMContextDispose(ctx);
}

void test_indirect_calls(void) {
  RUN_TEST(test_dispatch);
  RUN_TEST(test_no_indirect_call);
}
