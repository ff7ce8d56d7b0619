/* Unit tests for frontend/postconditions.c: an __ensures at a function's
 * start is computed again before each return, with __return_val_* as the
 * returned value and __old_* as the value where it is written. */
#include <llvm-c/Analysis.h>

#include "check.h"
#include "frontend.h"
#include "irfix.h"

static const char *const ir =
    "declare i32 @__tandem_return_val_int()\n"
    "declare i32 @__tandem_old_i32(i32)\n"
    "declare void @__tandem_ensures(i1)\n"
    "define i32 @f(i32 %x, ptr %p) {\n"
    "entry:\n"
    "  %r = call i32 @__tandem_return_val_int()\n"
    "  %pos = icmp sgt i32 %r, 0\n"
    "  call void @__tandem_ensures(i1 %pos)\n"
    "  %v = load i32, ptr %p\n"
    "  %o = call i32 @__tandem_old_i32(i32 %v)\n"
    "  %w = load i32, ptr %p\n"
    "  %grew = icmp sge i32 %w, %o\n"
    "  call void @__tandem_ensures(i1 %grew)\n"
    "  %c = icmp sgt i32 %x, 0\n"
    "  br i1 %c, label %yes, label %no\n"
    "yes:\n"
    "  ret i32 %x\n"
    "no:\n"
    "  br label %late\n"
    "late:\n"
    "  %q = icmp eq i32 %x, 0\n"
    "  call void @__tandem_ensures(i1 %q)\n"
    "  ret i32 1\n"
    "}\n";

static LLVMBasicBlockRef block(LLVMValueRef f, int nth) {
  LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f);
  while (nth-- > 0)
    bb = LLVMGetNextBasicBlock(bb);
  return bb;
}

/* The two postconditions of the entry block move to both returns; the one
 * written after a branch stays where it is, for the translator to refuse;
 * the return value replaces __return_val_int, the load under __old stays
 * at the entry, the other load is made again at each return. */
static void test_moved_to_returns(void) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = irfix_parse(ctx, ir);
  if (!CHECK(m != NULL)) {
    LLVMContextDispose(ctx);
    return;
  }
  frontend_move_postconditions(m);
  char *msg = NULL;
  CHECK(!LLVMVerifyModule(m, LLVMReturnStatusAction, &msg));
  LLVMDisposeMessage(msg);
  LLVMValueRef f = LLVMGetNamedFunction(m, "f");
  LLVMBasicBlockRef entry = block(f, 0), yes = block(f, 1), late = block(f, 3);
  CHECK_INT_EQ(irfix_calls(entry, "__tandem_ensures", NULL), 0);
  CHECK_INT_EQ(irfix_calls(entry, "__tandem_return_val_int", NULL), 0);
  CHECK_INT_EQ(irfix_calls(entry, "__tandem_old_i32", NULL), 0);
  CHECK_INT_EQ(irfix_calls(yes, ENSURES_AT_RETURN, NULL), 2);
  CHECK_INT_EQ(irfix_calls(late, ENSURES_AT_RETURN, NULL), 2);
  CHECK_INT_EQ(irfix_calls(late, "__tandem_ensures", NULL), 1);
  /* In %yes the first moved postcondition compares the returned %x. */
  LLVMValueRef cmp = LLVMGetFirstInstruction(yes);
  CHECK(LLVMGetInstructionOpcode(cmp) == LLVMICmp &&
        LLVMGetOperand(cmp, 0) == LLVMGetFirstParam(f));
  LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
}

void test_postconditions(void) { RUN_TEST(test_moved_to_returns); }
