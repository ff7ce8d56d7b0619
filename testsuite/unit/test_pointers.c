/* Unit tests for pointers: the targets found by walking back from a
 * pointer value, on small LLVM functions parsed from text. */
#include <llvm-c/IRReader.h>
#include <string.h>

#include "check.h"
#include "pointers.h"

static const char *const ir =
    "define void @f(ptr %a, ptr %b, i1 %c, i32 %n, ptr %q) {\n"
    "entry:\n"
    "  %local = alloca [4 x i32]\n"
    "  %sel = select i1 %c, ptr %a, ptr %b\n"
    "  %gep = getelementptr i32, ptr %sel, i32 %n\n"
    "  %orn = select i1 %c, ptr %a, ptr null\n"
    "  %ld = load ptr, ptr %q\n"
    "  %fromint = inttoptr i32 %n to ptr\n"
    "  %same = select i1 %c, ptr %a, ptr %a\n"
    "  br label %loop\n"
    "loop:\n"
    "  %p = phi ptr [ %a, %entry ], [ %next, %loop ]\n"
    "  %next = getelementptr i32, ptr %p, i32 1\n"
    "  %m = phi ptr [ %local, %entry ], [ %b, %loop ]\n"
    "  br i1 %c, label %loop, label %exit\n"
    "exit:\n"
    "  ret void\n"
    "}\n";

static LLVMContextRef ctx;
static LLVMModuleRef mod;

/* The instruction or parameter of @f named name. */
static LLVMValueRef value(const char *name) {
  LLVMValueRef f = LLVMGetNamedFunction(mod, "f");
  for (LLVMValueRef p = LLVMGetFirstParam(f); p; p = LLVMGetNextParam(p))
    if (!strcmp(LLVMGetValueName(p), name))
      return p;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      if (!strcmp(LLVMGetValueName(i), name))
        return i;
  return NULL;
}

static bool parse(void) {
  ctx = LLVMContextCreate();
  LLVMMemoryBufferRef buf =
      LLVMCreateMemoryBufferWithMemoryRangeCopy(ir, strlen(ir), "test");
  char *msg = NULL;
  if (LLVMParseIRInContext(ctx, buf, &mod, &msg)) {
    LLVMDisposeMessage(msg);
    return false;
  }
  return true;
}

static bool has_root(const PtrTargets *pt, const char *name) {
  for (int i = 0; i < pt->roots.len; i++)
    if (pt->roots.items[i] == value(name))
      return true;
  return false;
}

static void test_select_roots(void) {
  PtrTargets pt = {0};
  ptr_targets(value("gep"), &pt);
  CHECK_INT_EQ(pt.roots.len, 2);
  CHECK(has_root(&pt, "a") && has_root(&pt, "b"));
  CHECK(!pt.null && !pt.memory && !pt.unknown);
  ptr_targets_free(&pt);
  CHECK(ptr_root(value("gep")) == NULL);
  CHECK(ptr_root(value("same")) == value("a"));
  CHECK(!ptr_at_start(value("gep")));
  CHECK(ptr_at_start(value("sel")));
}

static void test_null_memory_unknown(void) {
  PtrTargets pt = {0};
  ptr_targets(value("orn"), &pt);
  CHECK(pt.null && has_root(&pt, "a") && pt.roots.len == 1);
  CHECK(ptr_root(value("orn")) == NULL);
  CHECK(ptr_at_start(value("orn")));
  ptr_targets_free(&pt);
  PtrTargets ld = {0};
  ptr_targets(value("ld"), &ld);
  CHECK(ld.memory && !ld.unknown && ld.roots.len == 0);
  ptr_targets_free(&ld);
  PtrTargets in = {0};
  ptr_targets(value("fromint"), &in);
  CHECK(in.unknown && !in.memory);
  ptr_targets_free(&in);
}

static void test_phis(void) {
  /* A pointer advanced in a loop keeps its one root, but not its start. */
  CHECK(ptr_root(value("p")) == value("a"));
  CHECK(!ptr_at_start(value("p")));
  PtrTargets pt = {0};
  ptr_targets(value("m"), &pt);
  CHECK(pt.roots.len == 2 && has_root(&pt, "local") && has_root(&pt, "b"));
  ptr_targets_free(&pt);
  CHECK(ptr_at_start(value("m")));
  CHECK(ptr_is_root(value("local")) && !ptr_is_root(value("sel")));
}

void test_pointers(void) {
  if (!CHECK(parse()))
    return;
  RUN_TEST(test_select_roots);
  RUN_TEST(test_null_memory_unknown);
  RUN_TEST(test_phis);
  LLVMDisposeModule(mod);
  LLVMContextDispose(ctx);
}
