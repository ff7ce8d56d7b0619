#include "frontend.h"

#include <libgen.h>
#include <limits.h>
#include <llvm-c/BitReader.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/Transforms/PassBuilder.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util.h"

const char *frontend_prelude_dir(void) {
  /* Computed once per process from the executable's path; static because
   * it never changes. */
  static char dir[PATH_MAX];
  const char *env = getenv("TANDEM_PRELUDE");
  if (env && *env)
    return env;
  if (!dir[0]) {
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
      return "prelude";
    exe[n] = 0;
    /* The build tree: bin/tandem beside prelude/. Installed (make install):
     * PREFIX/bin/tandem and PREFIX/share/tandem/prelude. */
    const char *bin = dirname(exe);
    snprintf(dir, sizeof dir, "%s/../prelude", bin);
    char header[PATH_MAX + 16];
    snprintf(header, sizeof header, "%s/cuda.h", dir);
    if (access(header, R_OK) != 0)
      snprintf(dir, sizeof dir, "%s/../share/tandem/prelude", bin);
  }
  return dir;
}

/* clang's command line for fc, up to the kernel file's name; mode is the
 * flags of what clang makes of it (NULL-terminated). The strings of *owned
 * are the caller's to free. */
static void clang_argv(const FrontendConfig *fc, const char *const *mode, Vec *argv,
                       Vec *owned) {
  bool is_cuda = fc->is_cuda;
  const char *prelude = frontend_prelude_dir();
  char *inc_dir = mem_printf("-I%s", prelude);
  char *inc_hdr = mem_printf("%s/%s", prelude, is_cuda ? "cuda.h" : "opencl.h");
  vec_push(owned, inc_dir);
  vec_push(owned, inc_hdr);
  static const char *const cuda_flags[] = {
      "-x", "cuda", "--cuda-device-only", "-nocudainc", "-nocudalib",
      "--cuda-gpu-arch=sm_70", "-target", "x86_64-pc-linux-gnu",
      "-Wno-unknown-cuda-version", NULL};
  static const char *const cl_flags[] = {
      "-x", "cl", "-cl-std=CL2.0", "-target", "spir", "-Xclang",
      "-finclude-default-header", NULL};
  vec_push(argv, "clang-16");
  for (const char *const *f = is_cuda ? cuda_flags : cl_flags; *f; f++)
    vec_push(argv, (char *)*f);
  for (const char *const *f = mode; *f; f++)
    vec_push(argv, (char *)*f);
  vec_push(argv, inc_dir);
  vec_push(argv, "-include");
  vec_push(argv, inc_hdr);
  for (int i = 0; i < fc->nclang_args; i++)
    vec_push(argv, (char *)fc->clang_args[i]);
  vec_push(argv, (char *)fc->file);
}

static void free_owned(Vec *owned) {
  for (int i = 0; i < owned->len; i++)
    free(owned->items[i]);
  vec_free(owned);
}

char *frontend_compile(const FrontendConfig *fc, const char *tmpdir, ProcResult *res) {
  static const char *const compile[] = {
      "-g", "-O0", "-Xclang", "-disable-O0-optnone", "-fno-discard-value-names",
      "-ffp-contract=off",
      "-emit-llvm", "-c", "-D__TANDEM__", NULL};
  char *out = mem_printf("%s/kernel.bc", tmpdir);
  Vec argv = {0}, owned = {0};
  clang_argv(fc, compile, &argv, &owned);
  vec_push(&argv, "-o");
  vec_push(&argv, out);
  vec_push(&argv, NULL);
  *res = process_run((char *const *)argv.items, fc->timeout);
  vec_free(&argv);
  free_owned(&owned);
  if (res->outcome != PROC_OK || res->status != 0) {
    free(out);
    return NULL;
  }
  return out;
}

char *frontend_preprocess(const FrontendConfig *fc, const char *tmpdir) {
  /* The macros of the compilation: -O0 and -D__TANDEM__ define some. */
  static const char *const preprocess[] = {"-O0", "-E", "-D__TANDEM__", NULL};
  char *out = mem_printf("%s/kernel.i", tmpdir);
  Vec argv = {0}, owned = {0};
  clang_argv(fc, preprocess, &argv, &owned);
  vec_push(&argv, "-o");
  vec_push(&argv, out);
  vec_push(&argv, NULL);
  ProcResult res = process_run((char *const *)argv.items, fc->timeout);
  vec_free(&argv);
  free_owned(&owned);
  char *text = res.outcome == PROC_OK && res.status == 0 ? read_file(out, NULL) : NULL;
  proc_result_free(&res);
  unlink(out);
  free(out);
  return text;
}

/* A function of the user's source (one with debug info: the prelude's
 * have none) that nothing calls. Under --no-inline it is checked on its
 * own, as a caller could call it; inlining would make every function look
 * uncalled, so it is marked first. */
static void mark_uncalled(LLVMModuleRef m, LLVMContextRef ctx) {
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f) && !LLVMGetFirstUse(f) && LLVMGetSubprogram(f))
      LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
                              LLVMCreateStringAttribute(ctx, UNCALLED_ATTR,
                                                        (unsigned)strlen(UNCALLED_ATTR),
                                                        "", 0));
}

/* Inlining everything into the kernels keeps verification whole-program;
 * clang's -O0 marks every function noinline, which is undone here. */
static void mark_for_inlining(LLVMModuleRef m, LLVMContextRef ctx) {
  unsigned noinline = LLVMGetEnumAttributeKindForName("noinline", 8);
  unsigned optnone = LLVMGetEnumAttributeKindForName("optnone", 7);
  unsigned always = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f))
      continue;
    LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, noinline);
    LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, optnone);
    LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
                            LLVMCreateEnumAttribute(ctx, always, 0));
  }
}

/* Loads and stores of shared state must survive the optimisations: a read
 * whose value is unused still races. Volatile accesses are never removed
 * or merged; accesses to local variables stay promotable to registers. */
static bool is_stack_address(LLVMValueRef p) {
  while (LLVMIsAGetElementPtrInst(p) || LLVMIsABitCastInst(p))
    p = LLVMGetOperand(p, 0);
  return LLVMIsAAllocaInst(p) != NULL;
}

static void keep_memory_accesses(LLVMModuleRef m) {
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
         bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
           i = LLVMGetNextInstruction(i)) {
        unsigned op = LLVMGetInstructionOpcode(i);
        if (op == LLVMLoad && !is_stack_address(LLVMGetOperand(i, 0)))
          LLVMSetVolatile(i, 1);
        else if (op == LLVMStore && !is_stack_address(LLVMGetOperand(i, 1)))
          LLVMSetVolatile(i, 1);
      }
}

LLVMModuleRef frontend_load(LLVMContextRef ctx, const char *bitcode,
                            bool is_cuda, char *err, int errlen) {
  LLVMMemoryBufferRef buf = NULL;
  char *msg = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(bitcode, &buf, &msg)) {
    snprintf(err, (size_t)errlen, "cannot read bitcode: %s", msg ? msg : "");
    LLVMDisposeMessage(msg);
    return NULL;
  }
  LLVMModuleRef m = NULL;
  if (LLVMParseBitcodeInContext2(ctx, buf, &m)) {
    snprintf(err, (size_t)errlen, "cannot parse bitcode");
    LLVMDisposeMemoryBuffer(buf);
    return NULL;
  }
  LLVMDisposeMemoryBuffer(buf);
  mark_uncalled(m, ctx);
  mark_for_inlining(m, ctx);
  keep_memory_accesses(m);
  /* Barriers and annotations are convergent calls: none of these passes
   * moves them across control flow. */
  LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
  LLVMErrorRef e = LLVMRunPasses(
      m, "always-inline,function(sroa,early-cse,simplifycfg,instsimplify,simplifycfg)",
      NULL, po);
  LLVMDisposePassBuilderOptions(po);
  if (e) {
    char *em = LLVMGetErrorMessage(e);
    snprintf(err, (size_t)errlen, "LLVM passes failed: %s", em);
    LLVMDisposeErrorMessage(em);
    LLVMDisposeModule(m);
    return NULL;
  }
  (void)is_cuda;
  return m;
}
