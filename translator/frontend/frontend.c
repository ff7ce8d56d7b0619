#include "frontend.h"

#include <libgen.h>
#include <limits.h>
#include <llvm-c/BitReader.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/Transforms/PassBuilder.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "sha256.h"
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

/* clang's command line for fc, up to the prelude: the language and mode
 * flags and the prelude's directory. The strings of *owned are the
 * caller's to free. */
static void clang_flags(const FrontendConfig *fc, const char *const *mode, Vec *argv,
                        Vec *owned) {
  static const char *const cuda_flags[] = {
      "-x", "cuda", "--cuda-device-only", "-nocudainc", "-nocudalib",
      "--cuda-gpu-arch=sm_70", "-target", "x86_64-pc-linux-gnu",
      "-Wno-unknown-cuda-version", NULL};
  static const char *const cl_flags[] = {
      "-x", "cl", "-cl-std=CL2.0", "-target", "spir", "-Xclang",
      "-finclude-default-header", NULL};
  char *inc_dir = mem_printf("-I%s", frontend_prelude_dir());
  vec_push(owned, inc_dir);
  vec_push(argv, "clang-16");
  for (const char *const *f = fc->is_cuda ? cuda_flags : cl_flags; *f; f++)
    vec_push(argv, (char *)*f);
  for (const char *const *f = mode; *f; f++)
    vec_push(argv, (char *)*f);
  vec_push(argv, inc_dir);
}

static char *prelude_header(const FrontendConfig *fc) {
  return mem_printf("%s/%s", frontend_prelude_dir(), fc->is_cuda ? "cuda.h" : "opencl.h");
}

/* clang's command line for fc, up to the kernel file's name: the prelude
 * comes first, as its header or as the precompiled header pch. */
static void clang_argv(const FrontendConfig *fc, const char *const *mode, const char *pch,
                       Vec *argv, Vec *owned) {
  clang_flags(fc, mode, argv, owned);
  char *prelude = pch ? mem_strdup(pch) : prelude_header(fc);
  vec_push(owned, prelude);
  vec_push(argv, pch ? "-include-pch" : "-include");
  vec_push(argv, prelude);
  for (int i = 0; i < fc->nclang_args; i++)
    vec_push(argv, (char *)fc->clang_args[i]);
  vec_push(argv, (char *)fc->file);
}

static void free_owned(Vec *owned) {
  for (int i = 0; i < owned->len; i++)
    free(owned->items[i]);
  vec_free(owned);
}

/* The flags of a compile to bitcode. */
static const char *const compile_mode[] = {
    "-g", "-O0", "-Xclang", "-disable-O0-optnone", "-fno-discard-value-names",
    "-ffp-contract=off",
    "-emit-llvm", "-c", "-D__TANDEM__", NULL};

/* The CUDA prelude's precompiled header in fc->pch_dir, built when
 * missing; NULL when there is none to use. Parsing the C and C++ library
 * headers the prelude includes is most of a compile (0.25 of 0.3 s); the
 * OpenCL prelude is cheap and has none. A PCH holds only what the command
 * line up to the prelude makes of it, so one is used only without the
 * user's -D, -I and clang options, and is named after that command line
 * (the prelude's directory included). */
static char *pch_for(const FrontendConfig *fc) {
  if (!fc->pch_dir || !fc->is_cuda || fc->nclang_args)
    return NULL;
  Vec argv = {0}, owned = {0};
  clang_flags(fc, compile_mode, &argv, &owned);
  Sha256 s;
  sha256_init(&s);
  for (int i = 0; i < argv.len; i++)
    sha256_update(&s, argv.items[i], strlen(argv.items[i]) + 1);
  char hex[65];
  sha256_hex(&s, hex);
  char *path = mem_printf("%s/cuda-%.32s.pch", fc->pch_dir, hex);
  if (access(path, R_OK) != 0) {
    /* Built aside and renamed into place: parallel runs may build it at
     * once, and none may read half of one. */
    char *tmp = mem_printf("%s/.tmp-pch-XXXXXX", fc->pch_dir);
    int fd = make_dirs(fc->pch_dir) ? mkstemp(tmp) : -1;
    bool built = false;
    if (fd >= 0) {
      close(fd);
      char *header = prelude_header(fc);
      vec_push(&owned, header);
      vec_push(&argv, "-Xclang");
      vec_push(&argv, "-emit-pch");
      vec_push(&argv, header);
      vec_push(&argv, "-o");
      vec_push(&argv, tmp);
      vec_push(&argv, NULL);
      ProcResult res = process_run((char *const *)argv.items, fc->timeout, NULL);
      built = res.outcome == PROC_OK && res.status == 0 && rename(tmp, path) == 0;
      proc_result_free(&res);
      if (!built)
        unlink(tmp);
    }
    free(tmp);
    if (!built) {
      free(path);
      path = NULL;
    }
  }
  vec_free(&argv);
  free_owned(&owned);
  return path;
}

/* One clang run of fc to bitcode out, with the prelude as pch or as its
 * header. */
static ProcResult compile_with(const FrontendConfig *fc, const char *pch, const char *out) {
  Vec argv = {0}, owned = {0};
  clang_argv(fc, compile_mode, pch, &argv, &owned);
  vec_push(&argv, "-o");
  vec_push(&argv, (char *)out);
  vec_push(&argv, NULL);
  ProcResult res = process_run((char *const *)argv.items, fc->timeout, NULL);
  vec_free(&argv);
  free_owned(&owned);
  return res;
}

char *frontend_compile(const FrontendConfig *fc, const char *tmpdir, ProcResult *res) {
  char *out = mem_printf("%s/kernel.bc", tmpdir);
  double t0 = now_seconds();
  char *pch = pch_for(fc);
  *res = compile_with(fc, pch, out);
  /* A failure with the PCH is decided again without it: clang refuses a
   * PCH whose headers changed since it was built (or of another clang),
   * and the kernel's own errors are then reported as a plain compile
   * reports them. A PCH that made the difference is removed, and rebuilt
   * by the next compile. */
  if (pch && res->outcome == PROC_OK && res->status != 0) {
    proc_result_free(res);
    *res = compile_with(fc, NULL, out);
    if (res->outcome == PROC_OK && res->status == 0)
      unlink(pch);
  }
  res->seconds = now_seconds() - t0;
  free(pch);
  if (res->outcome != PROC_OK || res->status != 0) {
    free(out);
    return NULL;
  }
  return out;
}

/* The directories clang -v lists (the include search list, and those it
 * ignores as nonexistent: created later, they would join the list), from
 * its output out, into dirs. */
static void search_dirs(const char *out, Vec *dirs) {
  static const char ignoring[] = "ignoring nonexistent directory \"";
  static const char starts[] = "search starts here:";
  bool in_list = false;
  for (const char *line = out; *line;) {
    const char *end = strchr(line, '\n');
    size_t len = end ? (size_t)(end - line) : strlen(line);
    if (!strncmp(line, ignoring, sizeof ignoring - 1) && len > sizeof ignoring &&
        line[len - 1] == '"')
      vec_push(dirs, mem_strndup(line + sizeof ignoring - 1, len - sizeof ignoring));
    else if (len >= sizeof starts - 1 &&
             !strncmp(line + len - (sizeof starts - 1), starts, sizeof starts - 1))
      in_list = true;
    else if (!strncmp(line, "End of search list.", 19))
      in_list = false;
    else if (in_list && len > 1 && line[0] == ' ') {
      static const char framework[] = " (framework directory)";
      size_t n = len - 1;
      if (n > sizeof framework - 1 &&
          !strncmp(line + len - (sizeof framework - 1), framework, sizeof framework - 1))
        n -= sizeof framework - 1;
      vec_push(dirs, mem_strndup(line + 1, n));
    }
    line += len + (end != NULL);
  }
}

bool frontend_preprocess(const FrontendConfig *fc, const char *tmpdir, Preprocessed *pp) {
  /* The macros of the compilation: -O0 and -D__TANDEM__ define some. */
  static const char *const preprocess[] = {"-O0", "-E", "-v", "-D__TANDEM__", NULL};
  *pp = (Preprocessed){0};
  char *out = mem_printf("%s/kernel.i", tmpdir);
  Vec argv = {0}, owned = {0};
  clang_argv(fc, preprocess, NULL, &argv, &owned);
  vec_push(&argv, "-o");
  vec_push(&argv, out);
  vec_push(&argv, NULL);
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  pp->started = ts;
  ProcResult res = process_run((char *const *)argv.items, fc->timeout, NULL);
  vec_free(&argv);
  free_owned(&owned);
  if (res.outcome == PROC_OK && res.status == 0)
    pp->text = read_file(out, NULL);
  if (pp->text)
    search_dirs(res.out, &pp->search);
  proc_result_free(&res);
  unlink(out);
  free(out);
  return pp->text != NULL;
}

void frontend_preprocessed_free(Preprocessed *pp) {
  free(pp->text);
  for (int i = 0; i < pp->search.len; i++)
    free(pp->search.items[i]);
  vec_free(&pp->search);
}

void frontend_kernels(LLVMModuleRef m, bool is_cuda, Vec *out) {
  if (is_cuda) {
    unsigned n = LLVMGetNamedMetadataNumOperands(m, "nvvm.annotations");
    if (!n)
      return;
    LLVMValueRef *ops = mem_calloc(n, sizeof *ops);
    LLVMGetNamedMetadataOperands(m, "nvvm.annotations", ops);
    for (unsigned i = 0; i < n; i++) {
      unsigned k = LLVMGetMDNodeNumOperands(ops[i]);
      if (k < 2)
        continue;
      LLVMValueRef fields[8];
      if (k > 8)
        continue;
      LLVMGetMDNodeOperands(ops[i], fields);
      unsigned len = 0;
      const char *s = fields[1] ? LLVMGetMDString(fields[1], &len) : NULL;
      if (fields[0] && LLVMIsAFunction(fields[0]) && s && len == 6 &&
          !strncmp(s, "kernel", 6))
        vec_push(out, fields[0]);
    }
    free(ops);
    return;
  }
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f) && LLVMGetFunctionCallConv(f) == LLVMSPIRKERNELCallConv)
      vec_push(out, f);
}

/* The prefix of the functions prelude/annotations.h makes of __axiom(e)
 * at file scope, each returning e. */
#define AXIOM_PREFIX "__tandem_axiom_"

/* Each __axiom's fact is assumed at the entry of every kernel, by each
 * thread: the axioms state facts about the launch (GPUVerify's meaning),
 * which the functions returning them, unused, would not. */
static void assume_axioms(LLVMModuleRef m, bool is_cuda) {
  Vec kernels = {0};
  frontend_kernels(m, is_cuda, &kernels);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    size_t len = 0;
    const char *name = LLVMGetValueName2(f, &len);
    if (LLVMIsDeclaration(f) || len <= strlen(AXIOM_PREFIX) ||
        strncmp(name, AXIOM_PREFIX, strlen(AXIOM_PREFIX)))
      continue;
    LLVMTypeRef fty = LLVMGlobalGetValueType(f);
    LLVMTypeRef bool_ty = LLVMGetReturnType(fty);
    LLVMTypeRef assume_ty = LLVMFunctionType(LLVMVoidTypeInContext(LLVMGetModuleContext(m)),
                                             &bool_ty, 1, 0);
    LLVMValueRef assume = LLVMGetNamedFunction(m, "__tandem_assume");
    if (!assume)
      assume = LLVMAddFunction(m, "__tandem_assume", assume_ty);
    for (int k = 0; k < kernels.len; k++) {
      LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(kernels.items[k]);
      LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(entry));
      LLVMValueRef fact = LLVMBuildCall2(b, fty, f, NULL, 0, "");
      LLVMBuildCall2(b, assume_ty, assume, &fact, 1, "");
    }
  }
  LLVMDisposeBuilder(b);
  vec_free(&kernels);
}

/* Whether some instruction of f is one that `is` picks. */
static bool has_inst(LLVMValueRef f, bool (*is)(LLVMValueRef)) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      if (is(i))
        return true;
  return false;
}

/* A function of the user's source (one with debug info: the prelude's
 * have none) that nothing calls, or that has a postcondition. Under
 * --no-inline it is checked on its own, as a caller could call it with
 * any arguments its preconditions allow; inlining would make every
 * function look uncalled, so it is marked first. */
static void mark_modular(LLVMModuleRef m, LLVMContextRef ctx) {
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f) || !LLVMGetSubprogram(f))
      continue;
    const char *why = !LLVMGetFirstUse(f)     ? MODULAR_UNCALLED
                      : has_inst(f, frontend_is_postcondition) ? MODULAR_CONTRACT
                                             : NULL;
    if (why)
      LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
                              LLVMCreateStringAttribute(ctx, MODULAR_ATTR,
                                                        (unsigned)strlen(MODULAR_ATTR), why,
                                                        (unsigned)strlen(why)));
  }
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

/* The longest path of struct and array indices an aggregate is read at. */
#define MAX_AGGREGATE_DEPTH 16

/* The scalar that aggregate agg holds at indices path[0..n), through the
 * insertvalue and extractvalue instructions and constants that built it;
 * NULL when it was built otherwise (loaded, returned by a call). */
static LLVMValueRef element_at(LLVMValueRef agg, const unsigned *path, unsigned n) {
  unsigned buf[MAX_AGGREGATE_DEPTH];
  memcpy(buf, path, n * sizeof *path);
  for (;;) {
    if (n == 0)
      return agg;
    if (LLVMIsAInsertValueInst(agg)) {
      unsigned m = LLVMGetNumIndices(agg);
      const unsigned *ix = LLVMGetIndices(agg);
      unsigned common = 0;
      while (common < m && common < n && ix[common] == buf[common])
        common++;
      if (common == m) { /* read inside the inserted value */
        memmove(buf, buf + m, (n - m) * sizeof *buf);
        n -= m;
        agg = LLVMGetOperand(agg, 1);
      } else if (common == n) {
        return NULL; /* a part of the inserted value is asked for */
      } else {
        agg = LLVMGetOperand(agg, 0); /* another element */
      }
    } else if (LLVMIsAExtractValueInst(agg)) {
      unsigned m = LLVMGetNumIndices(agg);
      if (m + n > MAX_AGGREGATE_DEPTH)
        return NULL;
      memmove(buf + m, buf, n * sizeof *buf);
      memcpy(buf, LLVMGetIndices(agg), m * sizeof *buf);
      n += m;
      agg = LLVMGetOperand(agg, 0);
    } else if (LLVMIsAConstant(agg) && !LLVMIsAConstantExpr(agg)) {
      agg = LLVMGetAggregateElement(agg, buf[0]);
      if (!agg)
        return NULL;
      memmove(buf, buf + 1, (n - 1) * sizeof *buf);
      n--;
    } else {
      return NULL;
    }
  }
}

/* A struct returned by value and inlined leaves its fields as insertvalue
 * and extractvalue instructions (__halves2half2's __half2): each scalar
 * extracted is replaced by the value inserted, and the aggregates left
 * unused are removed. Others stay, and translation refuses them. */
static void fold_aggregates(LLVMModuleRef m) {
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    Vec dead = {0};
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
        LLVMTypeKind kind = LLVMGetTypeKind(LLVMTypeOf(i));
        if (!LLVMIsAExtractValueInst(i) || kind == LLVMStructTypeKind ||
            kind == LLVMArrayTypeKind || LLVMGetNumIndices(i) > MAX_AGGREGATE_DEPTH)
          continue;
        LLVMValueRef v = element_at(LLVMGetOperand(i, 0), LLVMGetIndices(i), LLVMGetNumIndices(i));
        if (v && LLVMTypeOf(v) == LLVMTypeOf(i)) {
          LLVMReplaceAllUsesWith(i, v);
          vec_push(&dead, i);
        }
      }
    /* Aggregates whose every reader went; their own operands may follow. */
    for (int k = 0; k < dead.len; k++) {
      LLVMValueRef i = dead.items[k];
      LLVMValueRef ops[2] = {LLVMGetOperand(i, 0),
                             LLVMIsAInsertValueInst(i) ? LLVMGetOperand(i, 1) : NULL};
      LLVMInstructionEraseFromParent(i);
      for (int j = 0; j < 2; j++)
        if (ops[j] && (j == 0 || ops[1] != ops[0]) &&
            (LLVMIsAExtractValueInst(ops[j]) || LLVMIsAInsertValueInst(ops[j])) &&
            !LLVMGetFirstUse(ops[j]))
          vec_push(&dead, ops[j]);
    }
    vec_free(&dead);
  }
}

/* Whether m states a function-wide invariant: it holds at every loop head
 * of its function, and is checked there, so none of its loops may be
 * unrolled away. */
static bool states_function_wide_invariant(LLVMModuleRef m) {
  static const char *const names[] = {"__tandem_function_wide_invariant",
                                      "__tandem_function_wide_candidate_invariant"};
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
    LLVMValueRef f = LLVMGetNamedFunction(m, names[i]);
    if (f && LLVMGetFirstUse(f))
      return true;
  }
  return false;
}

/* Runs an LLVM pass pipeline on m; on failure m is disposed of and err
 * says why. */
static bool run_passes(LLVMModuleRef m, const char *pipeline, char *err, int errlen) {
  LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
  LLVMErrorRef e = LLVMRunPasses(m, pipeline, NULL, po);
  LLVMDisposePassBuilderOptions(po);
  if (!e)
    return true;
  char *em = LLVMGetErrorMessage(e);
  snprintf(err, (size_t)errlen, "LLVM passes failed: %s", em);
  LLVMDisposeErrorMessage(em);
  LLVMDisposeModule(m);
  return false;
}

static bool is_rewritten_call(LLVMValueRef i) {
  return frontend_is_indirect_call(i) || frontend_is_postcondition(i);
}

/* Whether m calls through a function pointer or has a postcondition. */
static bool has_rewritten_calls(LLVMModuleRef m) {
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    if (has_inst(f, is_rewritten_call))
      return true;
  return false;
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
  assume_axioms(m, is_cuda);
  mark_modular(m, ctx);
  mark_for_inlining(m, ctx);
  keep_memory_accesses(m);
  /* Calls through pointers and postconditions are rewritten before
   * inlining, on values out of the -O0 stack slots: a postcondition's
   * local values are those where it is written (GPUVerify's meaning),
   * memory is read where the function returns. */
  bool rewrite = has_rewritten_calls(m);
  if (rewrite && !run_passes(m, "function(sroa)", err, errlen))
    return NULL;
  if (rewrite) {
    frontend_dispatch_indirect_calls(m);
    frontend_move_postconditions(m);
  }
  /* Barriers and annotations are convergent calls: none of these passes
   * moves them across control flow. The scalarizer splits vector values
   * and phis into their lanes (loads and stores stay whole): a lane is a
   * counter the inference can read, and Z3 reasons about a value built
   * lane by lane with concatenation bit by bit, which made a loop of
   * double2 arithmetic take over a minute. */
  const char *pipeline =
      states_function_wide_invariant(m)
          ? "always-inline,function(sroa,early-cse,simplifycfg,instsimplify,simplifycfg,"
            "scalarizer)"
          : "always-inline,function(sroa,early-cse,simplifycfg,instsimplify,simplifycfg,"
            "loop-unroll<O2;no-partial;no-runtime;no-upperbound;no-peeling;"
            "no-profile-peeling>,instsimplify,simplifycfg<bonus-inst-threshold=0>,scalarizer)";
  if (!run_passes(m, pipeline, err, errlen))
    return NULL;
  fold_aggregates(m);
  return m;
}
