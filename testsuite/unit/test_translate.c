/* Unit tests for translate: small OpenCL kernels in LLVM IR text, each
 * translated alone; the checks read the Kernel's statements and arrays, or
 * the refusal's message. */
#include <llvm-c/IRReader.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "translate.h"

/* The translation of @k in ir: its kernel, or the refusal in err. */
typedef struct {
  LLVMContextRef ctx;
  LLVMModuleRef mod;
  Arena arena;
  Program prog;
  Kernel k;
  bool ok;
  char err[1024];
} Translation;

static const char *const prologue =
    "target datalayout = \"e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-"
    "v192:256-v256:256-v512:512-v1024:1024\"\n"
    "target triple = \"spir-unknown-unknown\"\n";

static bool translate_as(Translation *tr, const char *body, bool is_cuda) {
  memset(tr, 0, sizeof *tr);
  char *ir = mem_printf("%s%s", prologue, body);
  tr->ctx = LLVMContextCreate();
  LLVMMemoryBufferRef buf =
      LLVMCreateMemoryBufferWithMemoryRangeCopy(ir, strlen(ir), "t");
  free(ir);
  char *msg = NULL;
  if (LLVMParseIRInContext(tr->ctx, buf, &tr->mod, &msg)) {
    LLVMDisposeMessage(msg);
    LLVMContextDispose(tr->ctx);
    return false;
  }
  program_init(&tr->prog, &tr->arena);
  tr->k.prog = &tr->prog;
  TranslateConfig cfg = {.is_cuda = is_cuda, .launch_dims = 1};
  Loc loc = {.file = ""};
  tr->ok = translate_kernel(tr->mod, LLVMGetNamedFunction(tr->mod, "k"), &cfg, &tr->k,
                            &loc, tr->err, sizeof tr->err);
  return true;
}

static bool translate(Translation *tr, const char *body) {
  return translate_as(tr, body, false);
}

static void release(Translation *tr) {
  kernel_free(&tr->k);
  program_free(&tr->prog);
  arena_free(&tr->arena);
  LLVMDisposeModule(tr->mod);
  LLVMContextDispose(tr->ctx);
}

/* The statements of kind `kind` over all blocks, counted; *first gets the
 * first of them. */
static int count_stmts(const Kernel *k, KStmtKind kind, KStmt **first) {
  int n = 0;
  for (int b = 0; b < k->blocks.len; b++) {
    const KBlock *kb = k->blocks.items[b];
    for (int i = 0; i < kb->stmts.len; i++) {
      KStmt *s = kb->stmts.items[i];
      if (s->kind != kind)
        continue;
      if (!n++ && first)
        *first = s;
    }
  }
  return n;
}

/* An atomic add of a constant is one atomic access that records the
 * constant it adds (the counter rules rely on it). */
static void test_atomic_step(void) {
  Translation tr;
  if (!CHECK(translate(&tr, "define spir_kernel void @k(ptr addrspace(1) %a) {\n"
                            "  %old = atomicrmw add ptr addrspace(1) %a, i32 3 seq_cst\n"
                            "  ret void\n"
                            "}\n")))
    return;
  KStmt *s = NULL;
  if (CHECK(tr.ok) && CHECK_INT_EQ(count_stmts(&tr.k, K_ATOMIC, &s), 1)) {
    CHECK_INT_EQ(s->step, 3);
    CHECK_STR_EQ(s->array->name, "a");
    CHECK_INT_EQ(s->array->space, SPACE_GLOBAL);
  }
  release(&tr);
}

/* A load and a store of one parameter's array: one read, one write, the
 * array's element the accessed width. */
static void test_load_store(void) {
  Translation tr;
  if (!CHECK(translate(&tr, "define spir_kernel void @k(ptr addrspace(1) %a, i32 %i) {\n"
                            "  %p = getelementptr i32, ptr addrspace(1) %a, i32 %i\n"
                            "  %v = load i32, ptr addrspace(1) %p\n"
                            "  store i32 %v, ptr addrspace(1) %a\n"
                            "  ret void\n"
                            "}\n")))
    return;
  KStmt *r = NULL, *w = NULL;
  if (CHECK(tr.ok)) {
    CHECK_INT_EQ(count_stmts(&tr.k, K_READ, &r), 1);
    CHECK_INT_EQ(count_stmts(&tr.k, K_WRITE, &w), 1);
    CHECK(r && w && r->array == w->array);
    CHECK(r && r->array->elem_bytes == 4);
    CHECK_INT_EQ(tr.k.params.len, 1); /* %i; %a is an array */
  }
  release(&tr);
}

/* The right-hand sides of the kernel's assignments, printed, joined by
 * "; ". */
static char *assigned(const Kernel *k) {
  StrBuf b = {0};
  sb_puts(&b, "");
  for (int i = 0; i < k->blocks.len; i++) {
    const KBlock *kb = k->blocks.items[i];
    for (int j = 0; j < kb->stmts.len; j++) {
      const KStmt *s = kb->stmts.items[j];
      if (s->kind != K_ASSIGN)
        continue;
      if (b.len)
        sb_puts(&b, "; ");
      bpl_print_expr(&b, s->e);
    }
  }
  return b.s;
}

/* Arithmetic on data (data.c): on values loaded from memory alone, and
 * stored, it is uninterpreted; with a parameter as operand, or reaching an
 * address, it keeps its meaning. */
static void test_data_arithmetic(void) {
  Translation tr;
  if (!CHECK(translate(&tr, "define spir_kernel void @k(ptr addrspace(1) %a, i32 %i) {\n"
                            "  %v = load i32, ptr addrspace(1) %a\n"
                            "  %d = sdiv i32 %v, 127773\n"
                            "  %w = zext i32 %d to i64\n"
                            "  %e = add i32 %d, %i\n"
                            "  %x = and i32 %v, 15\n"
                            "  %p = getelementptr i32, ptr addrspace(1) %a, i32 %x\n"
                            "  store i32 %d, ptr addrspace(1) %p\n"
                            "  store i32 %e, ptr addrspace(1) %a\n"
                            "  store i64 %w, ptr addrspace(1) %a\n"
                            "  ret void\n"
                            "}\n")))
    return;
  if (CHECK(tr.ok)) {
    char *text = assigned(&tr.k);
    CHECK(strstr(text, "$data_sdiv32(") != NULL);
    CHECK(strstr(text, "$data_zext32_64(") != NULL);
    CHECK(strstr(text, "BV32_ADD(") != NULL);
    CHECK(strstr(text, "BV32_AND(") != NULL);
    CHECK(strstr(text, "$data_add") == NULL && strstr(text, "$data_and") == NULL);
    free(text);
  }
  release(&tr);
}

/* A kernel with an assertion keeps the arithmetic on data (it may read it
 * back); an assumption does not. */
static void test_data_arithmetic_with_properties(void) {
  static const char *const annotations[] = {"assert", "assume"};
  for (int a = 0; a < 2; a++) {
    char *ir = mem_printf("declare void @__tandem_%s(i1)\n"
                          "define spir_kernel void @k(ptr addrspace(1) %%a) {\n"
                          "  %%v = load i32, ptr addrspace(1) %%a\n"
                          "  %%d = sdiv i32 %%v, 127773\n"
                          "  store i32 %%d, ptr addrspace(1) %%a\n"
                          "  call void @__tandem_%s(i1 true)\n"
                          "  ret void\n"
                          "}\n",
                          annotations[a], annotations[a]);
    Translation tr;
    bool parsed = CHECK(translate(&tr, ir));
    free(ir);
    if (!parsed)
      continue;
    if (CHECK(tr.ok)) {
      char *text = assigned(&tr.k);
      CHECK((strstr(text, "$data_sdiv32(") != NULL) == (a == 1));
      free(text);
    }
    release(&tr);
  }
}

/* The kernel's precondition over `c + 1`: the one assumption it makes. */
static Expr *precondition_of(Translation *tr, const char *add) {
  char *ir = mem_printf("declare void @__tandem_requires(i1)\n"
                        "define spir_kernel void @k(i64 %%c, i64 %%n) {\n"
                        "  %%s = %s i64 %%c, 1\n"
                        "  %%b = icmp sge i64 %%n, %%s\n"
                        "  call void @__tandem_requires(i1 %%b)\n"
                        "  ret void\n"
                        "}\n",
                        add);
  bool parsed = translate(tr, ir);
  free(ir);
  KStmt *s = NULL;
  if (!CHECK(parsed) || !CHECK(tr->ok) ||
      !CHECK_INT_EQ(count_stmts(&tr->k, K_ASSUME, &s), 1))
    return NULL;
  return s->e;
}

/* A precondition is read as C reads it: a signed add (nsw) that overflows
 * is undefined, so its not overflowing is assumed with the comparison; an
 * add that may wrap is assumed as it is. */
static void test_precondition_defined_in_c(void) {
  Translation tr;
  Expr *e = precondition_of(&tr, "add nsw");
  if (e && CHECK_INT_EQ(e->kind, E_AND))
    CHECK(e->args[1]->kind != E_AND); /* no overflow, and the comparison */
  release(&tr);
  e = precondition_of(&tr, "add");
  if (e)
    CHECK(e->kind != E_AND);
  release(&tr);
}

/* The work-group barrier takes its fence flags from its argument. */
static void test_barrier_fence(void) {
  Translation tr;
  if (!CHECK(translate(&tr, "declare void @_Z7barrierj(i32)\n"
                            "define spir_kernel void @k() {\n"
                            "  call void @_Z7barrierj(i32 1)\n"
                            "  ret void\n"
                            "}\n")))
    return;
  KStmt *s = NULL;
  if (CHECK(tr.ok) && CHECK_INT_EQ(count_stmts(&tr.k, K_BARRIER, &s), 1))
    CHECK_INT_EQ(s->fence, 1);
  release(&tr);
}

/* __syncwarp is a barrier of warp scope over the two threads' masks, a
 * grid sync one of grid scope; a shuffle is values only, no access. */
static void test_warp_operations(void) {
  Translation tr;
  if (!CHECK(translate_as(&tr, "declare void @__syncwarp(i32)\n"
                               "declare void @__tandem_grid_sync()\n"
                               "declare i32 @__tandem_shfl_xor_i32(i32, i32, i32, i32)\n"
                               "define void @k(i32 %v) {\n"
                               "  call void @__syncwarp(i32 65535)\n"
                               "  %r = call i32 @__tandem_shfl_xor_i32(i32 -1, i32 %v, i32 1, i32 32)\n"
                               "  call void @__tandem_grid_sync()\n"
                               "  ret void\n"
                               "}\n",
                          true)))
    return;
  KStmt *s = NULL;
  if (CHECK(tr.ok) && CHECK_INT_EQ(count_stmts(&tr.k, K_BARRIER, &s), 2)) {
    CHECK_INT_EQ(s->scope, SCOPE_WARP);
    CHECK(s->lanes != NULL);
    CHECK_INT_EQ(s->fence, 3);
    CHECK(tr.k.warp_ops);
    CHECK_INT_EQ(count_stmts(&tr.k, K_READ, NULL) + count_stmts(&tr.k, K_WRITE, NULL), 0);
    CHECK(count_stmts(&tr.k, K_ASSUME, NULL) >= 2);
    const KBlock *b = tr.k.blocks.items[0];
    const KStmt *last = NULL;
    for (int i = 0; i < b->stmts.len; i++)
      if (((KStmt *)b->stmts.items[i])->kind == K_BARRIER)
        last = b->stmts.items[i];
    CHECK(last && last->scope == SCOPE_GRID);
  }
  release(&tr);
}

/* Constructs Tandem cannot model are refused by name. */
static void test_refusals(void) {
  static const struct {
    const char *body;
    const char *message;
  } cases[] = {
      {"define spir_kernel void @k(ptr %f) {\n"
       "  call void %f()\n"
       "  ret void\n"
       "}\n",
       "unsupported construct: call through a function pointer"},
      {"define spir_kernel void @k(ptr addrspace(1) %a) {\n"
       "  %r = cmpxchg ptr addrspace(1) %a, i32 0, i32 1 seq_cst seq_cst\n"
       "  ret void\n"
       "}\n",
       "unsupported construct: LLVM instruction 'cmpxchg'"},
      {"define spir_kernel void @k({i32, i32} %s, ptr addrspace(1) %a) {\n"
       "  %x = extractvalue {i32, i32} %s, 1\n"
       "  store i32 %x, ptr addrspace(1) %a\n"
       "  ret void\n"
       "}\n",
       "unsupported construct: kernel parameter 's' of this type"},
      {"declare void @__tandem_no_such_annotation()\n"
       "define spir_kernel void @k() {\n"
       "  call void @__tandem_no_such_annotation()\n"
       "  ret void\n"
       "}\n",
       "unsupported construct: annotation '__no_such_annotation'"},
      {"define spir_kernel void @k(ptr addrspace(1) %a, i32 %i) {\n"
       "  %v = insertelement <2 x i32> zeroinitializer, i32 1, i32 %i\n"
       "  store <2 x i32> %v, ptr addrspace(1) %a\n"
       "  ret void\n"
       "}\n",
       "unsupported construct: vector lane chosen at run time"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    Translation tr;
    if (!CHECK(translate(&tr, cases[i].body)))
      continue;
    CHECK(!tr.ok);
    CHECK_STR_EQ(tr.err, cases[i].message);
    release(&tr);
  }
}

void test_translate(void) {
  RUN_TEST(test_atomic_step);
  RUN_TEST(test_load_store);
  RUN_TEST(test_data_arithmetic);
  RUN_TEST(test_data_arithmetic_with_properties);
  RUN_TEST(test_barrier_fence);
  RUN_TEST(test_precondition_defined_in_c);
  RUN_TEST(test_warp_operations);
  RUN_TEST(test_refusals);
}
