#include "pipeline.h"

#include <ctype.h>
#include <stdarg.h>
#include <llvm-c/Core.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "abstraction.h"
#include "assumptions.h"
#include "backend.h"
#include "cfg.h"
#include "cache.h"
#include "confirm.h"
#include "exec.h"
#include "failures.h"
#include "frontend.h"
#include "instrument.h"
#include "invariants.h"
#include "process.h"
#include "parts.h"
#include "pipeline_int.h"
#include "policy.h"
#include "replay.h"
#include "report.h"
#include "translate.h"
#include "uniformity.h"

/* Seconds per stage; boogie is every Boogie run, of which infer is
 * Houdini's and confirm the bounded checks'. */
typedef struct {
  double clang, prepare, translate, boogie, infer, confirm;
} Timing;

typedef struct {
  const Options *opt;
  InstrumentConfig instrument;  /* the stages' settings, from opt */
  BackendConfig backend;
  ReportConfig report;
  const char *tmpdir;
  bool is_cuda;
  SourceCache src;
  Timing time;
  int verified, failed;
  Vec *outcomes;        /* KernelOutcome*, for --json and --sarif */
  KernelOutcome *cur;   /* the kernel being verified, in outcomes */
  Replay *replay;       /* its executions, while its proof is reported */
  ProcEarly *proof;     /* the Boogie of the next proof, started ahead */
} Run;

/* A new outcome of the run (kernel NULL: the file failed before its
 * kernels), made the current one. */
static KernelOutcome *new_outcome(Run *run, const char *kernel) {
  KernelOutcome *o = outcome_new(run->opt->file, kernel);
  o->is_cuda = run->is_cuda;
  o->launch = run->instrument.launch;
  o->global_size = run->opt->global_size;
  vec_push(run->outcomes, o);
  run->cur = o;
  return o;
}

/* Ends the current outcome as an error or a timeout. */
static void outcome_fail(Run *run, Verdict v, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void outcome_fail(Run *run, Verdict v, const char *fmt, ...) {
  KernelOutcome *o = run->cur ? run->cur : new_outcome(run, NULL);
  va_list ap;
  va_start(ap, fmt);
  StrBuf b = {0};
  sb_vprintf(&b, fmt, ap);
  va_end(ap);
  o->verdict = v;
  free(o->message);
  o->message = b.s;
}

static bool ends_with(const char *s, const char *suffix) {
  size_t n = strlen(s), m = strlen(suffix);
  return n >= m && !strcmp(s + n - m, suffix);
}

/* Clang's messages, minus the notes about this machine's CUDA version. */
static void print_clang_output(const char *out) {
  for (const char *line = out; *line;) {
    const char *nl = strchr(line, '\n');
    size_t len = nl ? (size_t)(nl - line + 1) : strlen(line);
    if (!strstr(line, "CUDA version") || (nl && strstr(line, "CUDA version") > nl))
      fwrite(line, 1, len, stdout);
    line += len;
  }
}

char *pipeline_write_program(const char *tmpdir, const Kernel *k, Instrumented *in,
                             const char *suffix, const BplParts *parts,
                             int **check_of_line, int *nlines) {
  StrBuf text = {0};
  int ncheck = in->checks.len;
  int *line_of_check = mem_calloc((size_t)ncheck + 1, sizeof(int));
  if (parts && parts->n > 1)
    bpl_print_program_parts(&text, &in->prog, line_of_check, ncheck, parts);
  else
    bpl_print_program(&text, &in->prog, line_of_check, ncheck, !check_of_line);
  if (check_of_line) {
    int lines = 2;
    for (size_t i = 0; i < text.len; i++)
      lines += text.s[i] == '\n';
    *check_of_line = mem_calloc((size_t)lines, sizeof(int));
    for (int i = 0; i < lines; i++)
      (*check_of_line)[i] = -1;
    for (int c = 0; c < ncheck; c++)
      if (line_of_check[c] > 0 && line_of_check[c] < lines)
        (*check_of_line)[line_of_check[c]] = c;
    *nlines = lines;
  }
  free(line_of_check);
  char *path = NULL;
  if (asprintf(&path, "%s/%s%s.bpl", tmpdir, k->ident, suffix) < 0)
    abort();
  if (!write_file(path, text.s, text.len)) {
    free(path);
    path = NULL;
  }
  sb_free(&text);
  return path;
}

/* Per rule, how many of its candidates Houdini kept (--infer-info). */
static void report_inference(const Kernel *k, const Instrumented *in,
                             const bool *survived) {
  int n = in->candidate_rules.len;
  for (int i = 0; i < n; i++) {
    const char *rule = in->candidate_rules.items[i];
    bool first = true;
    for (int j = 0; j < i && first; j++)
      first = strcmp(rule, in->candidate_rules.items[j]) != 0;
    if (!first)
      continue;
    int total = 0, kept = 0;
    for (int j = i; j < n; j++)
      if (!strcmp(rule, in->candidate_rules.items[j])) {
        total++;
        kept += survived[j];
      }
    printf("%s: Houdini rule %s: %d of %d candidates survived\n", k->name,
           rule, kept, total);
  }
}

/* Moves the failures of the probes of tolerated same-value conflicts
 * (CHECK_BENIGN) out of br, their arrays into *arrays (Array*): they are
 * assumptions of the verdict, not defects. A proof that failed only there
 * holds. */
static void take_benign_probes(const Instrumented *in, BackendResult *br, Vec *arrays) {
  int kept = 0;
  for (int i = 0; i < br->failures.len; i++) {
    Failure *f = br->failures.items[i];
    const Check *c = f->check >= 0 ? in->checks.items[f->check] : NULL;
    if (!c || c->kind != CHECK_BENIGN) {
      br->failures.items[kept++] = f;
      continue;
    }
    bool seen = false;
    for (int j = 0; j < arrays->len && !seen; j++)
      seen = arrays->items[j] == c->array;
    if (!seen)
      vec_push(arrays, c->array);
    backend_failure_free(f);
  }
  br->failures.len = kept;
  if (br->status == BACKEND_FAILED && kept == 0)
    br->status = BACKEND_VERIFIED;
}

/* The verdict rests on tolerating equal values written (or read and
 * written) by two threads at one element of these arrays. */
static void note_benign(const Vec *arrays, KernelOutcome *o) {
  if (!arrays || !arrays->len)
    return;
  StrBuf b = {0};
  sb_puts(&b, "assuming that two threads' accesses with equal values to one element of ");
  for (int i = 0; i < arrays->len; i++)
    sb_printf(&b, "%s%s", i == 0 ? "" : i + 1 == arrays->len ? " and " : ", ",
              ((const Array *)arrays->items[i])->name);
  sb_puts(&b, " (both writing it, or one reading what the other writes) are benign, not "
              "races (--no-benign-tolerance reports them)");
  outcome_add_assumption(o, NULL, 0, 0, b.s);
  sb_free(&b);
}

static int report_backend(Run *run, const Kernel *k, Instrumented *in, BackendResult *br,
                          const ProofParts *parts, const Bounded *bounded,
                          const Vec *benign) {
  const Options *opt = run->opt;
  if (opt->verbose)
    printf("%s", br->output);
  int from = run->cur->assumptions.len;
  assumptions_collect(opt, k, run->cur);
  if (br->status == BACKEND_VERIFIED || br->status == BACKEND_TIMEOUT)
    note_benign(benign, run->cur);
  assumptions_print(opt, k, from, run->cur);
  switch (br->status) {
  case BACKEND_VERIFIED:
    run->verified++;
    if (opt->loop_unwind > 0) {
      /* Only executions within the bound were checked: no proof. */
      run->cur->verdict = VERDICT_BOUNDED;
      printf("%s: %s: no defect found within %d loop iteration%s (bounded check, "
             "--loop-unwind=%d: not a proof)\n",
             opt->file, k->name, opt->loop_unwind, opt->loop_unwind == 1 ? "" : "s",
             opt->loop_unwind);
      return EXIT_VERIFIED;
    }
    run->cur->verdict = VERDICT_VERIFIED;
    printf("%s: %s: Verified\n", opt->file, k->name);
    return EXIT_VERIFIED;
  case BACKEND_FAILED: {
    FailureReporter fr = {&run->report, &run->src, run->cur, run->replay};
    int reported = failures_report(&fr, k, in, br, bounded);
    char *unfinished = parts_unfinished(parts, br);
    if (*unfinished && opt->timeout > 0)
      printf("%s: %s: note: the proof did not finish within %d s%s\n", opt->file,
             k->name, opt->timeout, unfinished);
    else if (*unfinished)
      printf("%s: %s: note: the proof did not finish%s\n", opt->file, k->name, unfinished);
    free(unfinished);
    run->failed++;
    /* Unconfirmed failures after an inference that was cut short say
     * more of the time limit than of the kernel: a timeout. */
    if (in->inference_cut && run->cur->verdict == VERDICT_UNPROVEN) {
      printf("\n%s: %s: error: loop invariant inference reached the time limit (%d s): "
             "the %d possible defect%s above may come from invariants it did not find\n",
             opt->file, k->name, opt->timeout, reported, reported == 1 ? "" : "s");
      outcome_fail(run, VERDICT_TIMEOUT,
                   "loop invariant inference reached the time limit (%d s)", opt->timeout);
      return EXIT_TIMEOUT;
    }
    printf("\n%s: %s: %d error%s\n", opt->file, k->name, reported,
           reported == 1 ? "" : "s");
    return EXIT_NOT_VERIFIED;
  }
  case BACKEND_TIMEOUT: {
    char *unfinished = parts_unfinished(parts, br);
    printf("%s: %s: error: verification timed out after %d s%s\n", opt->file, k->name,
           opt->timeout, unfinished);
    outcome_fail(run, VERDICT_TIMEOUT, "verification timed out after %d s%s", opt->timeout,
                 unfinished);
    free(unfinished);
    run->failed++;
    return EXIT_TIMEOUT;
  }
  case BACKEND_MISSING:
    printf("tandem: error: cannot run boogie (install the 'boogie' package: "
           "make deps)\n");
    outcome_fail(run, VERDICT_ERROR, "cannot run boogie");
    return EXIT_BACKEND;
  case BACKEND_NO_VERDICT:
    /* Boogie took the program; its prover answered without a proof or an
     * assertion to blame, so the kernel is neither verified nor failed. */
    printf("%s: %s: internal error: Boogie gave no verdict on the generated "
           "program (rerun with --verbose --keep-temps)\n",
           opt->file, k->name);
    outcome_fail(run, VERDICT_ERROR, "Boogie gave no verdict on the generated program");
    return EXIT_BOOGIE_INTERNAL;
  case BACKEND_INTERNAL:
  default:
    if (opt->boogie_file) {
      /* Most likely the user's file: it may use names only GPUVerify's
       * Boogie prelude declares. */
      printf("%s: %s: error: Boogie did not accept the program with --boogie-file=%s "
             "(rerun with --verbose for Boogie's messages)\n",
             opt->file, k->name, opt->boogie_file);
      outcome_fail(run, VERDICT_ERROR, "Boogie did not accept the program with --boogie-file");
      return EXIT_BOOGIE_INTERNAL;
    }
    printf("%s: %s: internal error: Boogie did not accept the generated "
           "program (rerun with --verbose --keep-temps)\n",
           opt->file, k->name);
    outcome_fail(run, VERDICT_ERROR, "Boogie did not accept the generated program");
    return EXIT_BOOGIE_INTERNAL;
  }
}

/* Houdini on the program with its checks assumed, so that a failing check
 * cannot mask a failing candidate; the survivors are then fixed by axioms
 * in the program that is verified. Returns false with *code set when
 * Boogie could not run. */
static bool infer_invariants(Run *run, const Kernel *k, Instrumented *in,
                             int *code) {
  char *bpl = pipeline_write_program(run->tmpdir, k, in, ".infer", NULL, NULL, NULL);
  if (!bpl) {
    printf("tandem: error: cannot write to %s\n", run->tmpdir);
    outcome_fail(run, VERDICT_ERROR, "cannot write to the temporary directory");
    *code = EXIT_BACKEND;
    return false;
  }
  BackendResult br;
  backend_infer(bpl, in->prog.candidates.len, &run->backend, &br);
  free(bpl);
  run->time.boogie += br.seconds;
  run->time.infer += br.seconds;
  if (br.status != BACKEND_VERIFIED && br.status != BACKEND_FAILED) {
    *code = report_backend(run, k, in, &br, NULL, NULL, NULL);
    backend_result_free(&br);
    return false;
  }
  if (run->opt->infer_info || run->opt->verbose)
    report_inference(k, in, br.survived);
  program_fix_candidates(&in->prog, br.survived);
  in->inference_cut = br.hit_limit;
  /* Houdini's last query was valid: every survivor holds at entry and is
   * kept by each iteration, the program's checks assumed. The proof then
   * assumes them instead of proving them again (a part of its own, often
   * its longest). Sound by the first failing check of an execution: up to
   * it every check held, so every loop head before it met the survivors,
   * and the part asserting that check starts from such a head. A Houdini
   * run with errors is not taken as a proof of them. */
  if (br.status == BACKEND_VERIFIED) {
    program_assume_candidates(&in->prog);
    in->candidates_proved = true;
  }
  backend_result_free(&br);
  return true;
}

/* The assumptions translation made, as notes at their source lines. */
static void print_notes(Run *run, const Kernel *k) {
  StrBuf out = {0};
  for (int i = 0; i < k->notes.len; i++) {
    const Note *n = k->notes.items[i];
    report_located(&out, &n->loc, "note", n->msg, &run->src);
    outcome_add_assumption(run->cur, n->loc.file, n->loc.line, n->loc.col, n->msg);
  }
  if (out.s)
    fputs(out.s, stdout);
  sb_free(&out);
}

/* --stop-at-bpl: the program that would be proved, and the one inference
 * would start from, written and named; Boogie is not run. */
static int stop_at_bpl(Run *run, const Kernel *k, Instrumented *in) {
  int *check_of_line = NULL, nlines = 0;
  ProofParts parts;
  parts_plan(in, &parts);
  char *bpl = pipeline_write_program(run->tmpdir, k, in, "", &parts.bpl, &check_of_line,
                                     &nlines);
  parts_free(&parts);
  char *infer = in->ncandidates ? pipeline_write_program(run->tmpdir, k, in, ".infer", NULL, NULL, NULL) : NULL;
  free(check_of_line);
  int code = EXIT_VERIFIED;
  if (!bpl || (in->ncandidates && !infer)) {
    printf("tandem: error: cannot write to %s\n", run->tmpdir);
    code = EXIT_BACKEND;
  } else {
    printf("%s: %s: Boogie program written to %s\n", run->opt->file, k->name, bpl);
    if (infer)
      printf("%s: %s: inference program written to %s\n", run->opt->file, k->name, infer);
  }
  free(bpl);
  free(infer);
  return code;
}

/* A kernel with no check's assertion left: instrumentation found each one
 * true as it emitted it (accesses of two threads that cannot meet, a
 * barrier every thread reaches). Boogie would prove nothing (0 proof
 * obligations) and is not run, nor inference, which only serves checks. */
static int report_nothing_to_prove(Run *run, const Kernel *k, Instrumented *in) {
  BackendResult br = {.status = BACKEND_VERIFIED,
                      .output = mem_printf("%s: %s: every check was decided during "
                                           "instrumentation; Boogie is not run\n",
                                           run->opt->file, k->name)};
  int code = report_backend(run, k, in, &br, NULL, NULL, NULL);
  backend_result_free(&br);
  return code;
}

/* A construct translation or instrumentation cannot model, at its line. */
static int report_refusal(Run *run, const Loc *where, const char *msg) {
  outcome_fail(run, VERDICT_ERROR, "%s", msg);
  StrBuf out = {0};
  report_located(&out, where, "error", msg, &run->src);
  fputs(out.s, stdout);
  sb_free(&out);
  return EXIT_TRANSLATION;
}

static int verify_kernel(Run *run, LLVMModuleRef m, LLVMValueRef fn, bool modular) {
  const Options *opt = run->opt;
  Arena arena = {0};
  Program prog;
  program_init(&prog, &arena);
  Kernel k = {0};
  k.prog = &prog;
  k.modular = modular;
  char err[1024];
  Loc errloc = {.file = ""};
  Instrumented in = {0};
  Cfg cfg = {0};
  bool have_cfg = false, have_in = false;
  int code;
  double t0 = now_seconds();
  /* --timeout is the kernel's: its proof gets what inference left. */
  run->backend.deadline = opt->timeout > 0 ? t0 + opt->timeout + BACKEND_GRACE_SECONDS : 0;
  if (!run->proof && !opt->stop_at_bpl)
    run->proof = backend_start_proof(&run->backend, run->tmpdir);
  const char *source_name = kernel_source_name(&arena, fn);
  KernelOutcome *outcome = new_outcome(run, source_name);
  TranslateConfig tc = policy_translate(opt, source_name, run->is_cuda);
  if (!translate_kernel(m, fn, &tc, &k, &errloc, err, sizeof err) ||
      !policy_restrict_checks(opt, &k, err, sizeof err)) {
    code = report_refusal(run, &errloc, err);
    goto done;
  }
  print_notes(run, &k);
  const Array *atomic = abstraction_choose(&k, opt->abstraction, opt->warp_sync > 0);
  if (atomic) {
    printf("%s: error: --equality-abstraction cannot be used with atomics "
           "(array '%s' is updated atomically)\n", opt->file, atomic->name);
    outcome_fail(run, VERDICT_ERROR, "--equality-abstraction cannot be used with atomics");
    code = EXIT_TRANSLATION;
    goto done;
  }
  cfg_build(&k, &cfg);
  have_cfg = true;
  uniformity_analyse(&k, &cfg);
  have_in = true;
  if (!instrument(&k, &cfg, &run->instrument, &in, &errloc, err, sizeof err)) {
    code = report_refusal(run, &errloc, err);
    goto done;
  }
  run->time.translate += now_seconds() - t0;
  if (opt->stop_at_bpl) {
    code = stop_at_bpl(run, &k, &in);
    goto done;
  }
  /* A user's Boogie file may hold obligations of its own. */
  if (!program_has_checks(&in.prog) && !opt->boogie_file) {
    code = report_nothing_to_prove(run, &k, &in);
    goto done;
  }
  if (in.ncandidates && !infer_invariants(run, &k, &in, &code))
    goto done;
  int *check_of_line = NULL, nlines = 0;
  ProofParts parts;
  parts_plan(&in, &parts);
  char *bpl = pipeline_write_program(run->tmpdir, &k, &in, "", &parts.bpl, &check_of_line,
                                     &nlines);
  if (!bpl) {
    printf("tandem: error: cannot write to %s\n", run->tmpdir);
    outcome_fail(run, VERDICT_ERROR, "cannot write to the temporary directory");
    free(check_of_line);
    parts_free(&parts);
    code = EXIT_BACKEND;
    goto done;
  }
  BackendResult br;
  run->backend.probes = in.nprobes;
  backend_verify(bpl, check_of_line, nlines, parts.bpl.n, &run->backend, run->tmpdir,
                 run->proof, &br);
  run->proof = NULL;
  run->backend.probes = 0;
  run->time.boogie += br.seconds;
  Vec benign = {0};
  take_benign_probes(&in, &br, &benign);
  parts_settle(&parts, &br);
  /* A defect found in one part is reported even if another timed out. */
  if (br.status == BACKEND_TIMEOUT && br.failures.len)
    br.status = BACKEND_FAILED;
  /* A proof that abstracted loops may fail where no execution does. */
  bool abstracted = cfg.loops.len > 0 && run->backend.loop_unroll == 0;
  Bounded bounded = {0};
  if (br.status == BACKEND_FAILED && abstracted) {
    confirm_run(&k, &cfg, &in, &br, &run->instrument, &run->backend, t0, run->tmpdir, &bounded);
    run->time.boogie += bounded.br.seconds;
    run->time.confirm += bounded.br.seconds;
  }
  Replay replay;
  replay_init(&replay, opt, m, fn, &k, run->is_cuda, t0, &run->src);
  run->replay = &replay;
  code = report_backend(run, &k, &in, &br, &parts, abstracted ? &bounded : NULL, &benign);
  parts_free(&parts);
  vec_free(&benign);
  run->replay = NULL;
  replay_free(&replay);
  confirm_free(&bounded);
  backend_result_free(&br);
  free(check_of_line);
  free(bpl);
done:
  outcome->seconds = now_seconds() - t0;
  run->backend.deadline = 0;
  run->cur = NULL;
  if (have_in)
    instrumented_free(&in);
  if (have_cfg)
    cfg_free(&cfg);
  kernel_free(&k);
  program_free(&prog);
  arena_free(&arena);
  return code;
}

/* --run: the kernel executed for the launch, instead of proved. An
 * execution proves nothing: a clean run is "no defect found in this
 * execution", never "Verified". */
static int run_kernel(Run *run, LLVMModuleRef m, LLVMValueRef fn) {
  const Options *opt = run->opt;
  Arena arena = {0};
  double t0 = now_seconds();
  const char *name = kernel_source_name(&arena, fn);
  KernelOutcome *o = new_outcome(run, name);
  ExecConfig cfg = policy_execute(opt, name, run->is_cuda);
  char cwd[4096], err[512];
  cfg.cwd = getcwd(cwd, sizeof cwd) ? cwd : "";
  ExecInput input;
  if (!policy_run_input(opt, &input, err, sizeof err)) {
    printf("tandem: error: %s\n", err);
    outcome_fail(run, VERDICT_ERROR, "%s", err);
    arena_free(&arena);
    run->cur = NULL;
    return EXIT_COMMAND_LINE;
  }
  cfg.input = opt->run_input ? &input : NULL;
  StrBuf out = {0};
  ExecResult r = exec_run_kernel(m, fn, name, &cfg, &out, &run->src, o);
  exec_input_free(&input);
  if (out.s)
    fputs(out.s, stdout);
  sb_free(&out);
  if (opt->verbose) /* the executor's speed, for scripts/benchmark.sh */
    printf("%s: %s: executed %llu instructions in %.2f s\n", opt->file, name,
           (unsigned long long)r.steps, now_seconds() - t0);
  int code = EXIT_VERIFIED;
  switch (r.outcome) {
  case EXEC_CLEAN:
    o->verdict = VERDICT_NOT_CHECKED;
    printf("%s: %s: no defect found in this execution\n", opt->file, name);
    run->verified++;
    break;
  case EXEC_DEFECTS:
    o->verdict = VERDICT_DEFECT;
    printf("\n%s: %s: %d error%s\n", opt->file, name, r.ndefects, r.ndefects == 1 ? "" : "s");
    run->failed++;
    code = EXIT_NOT_VERIFIED;
    break;
  case EXEC_UNSUPPORTED:
    outcome_fail(run, VERDICT_ERROR, "the execution reached a construct it does not model");
    code = EXIT_TRANSLATION;
    break;
  case EXEC_LIMIT:
    outcome_fail(run, VERDICT_TIMEOUT, "the execution exceeded its step or memory budget");
    run->failed++;
    code = EXIT_TIMEOUT;
    break;
  case EXEC_BAD_LAUNCH: /* like a --kernel-args value that does not fit */
    outcome_fail(run, VERDICT_ERROR, "the arguments do not fit the kernel");
    code = EXIT_TRANSLATION;
    break;
  }
  o->seconds = now_seconds() - t0;
  run->cur = NULL;
  arena_free(&arena);
  return code;
}

/* How bad an outcome is: errors that stop verification, then a timeout,
 * then a defect. */
static int severity(ExitCode code) {
  switch (code) {
  case EXIT_VERIFIED:
    return 0;
  case EXIT_NOT_VERIFIED:
    return 1;
  case EXIT_TIMEOUT:
    return 2;
  case EXIT_FRONTEND:
    return 3;
  case EXIT_TRANSLATION:
    return 4;
  case EXIT_BOOGIE_INTERNAL:
    return 5;
  case EXIT_BACKEND:
    return 6;
  case EXIT_COMMAND_LINE:
    return 7;
  case EXIT_INTERRUPTED:
    return 8;
  }
  return 7;
}

/* The worse of two outcomes: the run's exit code over several kernels. */
ExitCode pipeline_worse(ExitCode a, ExitCode b) {
  return severity(b) > severity(a) ? b : a;
}

static int verify_module(Run *run, LLVMModuleRef m) {
  Vec kernels = {0};
  frontend_kernels(m, run->is_cuda, &kernels);
  int nkernels = kernels.len;
  /* An execution launches kernels only: no function alone. */
  if (run->opt->no_inline && !run->opt->run) {
    Vec alone = {0};
    find_modular(m, &kernels, &alone);
    for (int i = 0; i < alone.len; i++)
      vec_push(&kernels, alone.items[i]);
    vec_free(&alone);
  }
  int code = EXIT_VERIFIED, matched = 0;
  Arena names = {0};
  for (int i = 0; i < kernels.len; i++) {
    LLVMValueRef fn = kernels.items[i];
    if (run->opt->kernel &&
        !options_names_kernel(run->opt->kernel, kernel_source_name(&names, fn)))
      continue;
    matched++;
    code = pipeline_worse(code, run->opt->run ? run_kernel(run, m, fn)
                                              : verify_kernel(run, m, fn, i >= nkernels));
    if (code != EXIT_VERIFIED && code != EXIT_NOT_VERIFIED && code != EXIT_TIMEOUT)
      break;
  }
  arena_free(&names);
  vec_free(&kernels);
  if (!matched) {
    if (run->opt->kernel) {
      printf("tandem: error: no kernel named '%s' in %s\n", run->opt->kernel,
             run->opt->file);
      outcome_fail(run, VERDICT_ERROR, "no kernel named '%s'", run->opt->kernel);
      return EXIT_COMMAND_LINE;
    }
    printf("%s: no kernels to verify\n", run->opt->file);
    return EXIT_VERIFIED;
  }
  if (matched > 1 && run->opt->loop_unwind > 0)
    printf("Tandem finished with %d without a defect within %d loop iteration%s "
           "(not a proof), %d error%s\n", run->verified, run->opt->loop_unwind,
           run->opt->loop_unwind == 1 ? "" : "s", run->failed, run->failed == 1 ? "" : "s");
  else if (matched > 1 && run->opt->run)
    printf("Tandem finished with %d execution%s without a defect, %d with errors\n",
           run->verified, run->verified == 1 ? "" : "s", run->failed);
  else if (matched > 1)
    printf("Tandem finished with %d verified, %d error%s\n", run->verified,
           run->failed, run->failed == 1 ? "" : "s");
  return code;
}

/* TANDEM_DISABLE_RULES=a,b: inference without rules a and b, to find out
 * which kernels need each rule (docs/design.md). Only the tests use it, so
 * it is no option. */
static bool disable_rules(void) {
  const char *list = getenv("TANDEM_DISABLE_RULES");
  for (const char *p = list; p && *p; p += strspn(p, ",")) {
    size_t len = strcspn(p, ",");
    char *rule = mem_strndup(p, len);
    bool known = !len || invariants_set_enabled(rule, false);
    if (!known)
      printf("tandem: error: TANDEM_DISABLE_RULES: no inference rule named '%s'\n", rule);
    free(rule);
    if (!known)
      return false;
    p += len;
  }
  return true;
}

int pipeline_run(const Options *opt, const char *tmpdir, Vec *outcomes) {
  Run run = {0};
  run.opt = opt;
  run.outcomes = outcomes;
  run.instrument = policy_instrument(opt);
  run.backend = policy_backend(opt);
  run.report = policy_report(opt);
  run.is_cuda = ends_with(opt->file, ".cu");
  if (!disable_rules()) {
    outcome_fail(&run, VERDICT_ERROR, "TANDEM_DISABLE_RULES names no inference rule");
    return EXIT_COMMAND_LINE;
  }
  FILE *f = fopen(opt->file, "r");
  if (!f) {
    printf("tandem: error: cannot open '%s'\n", opt->file);
    outcome_fail(&run, VERDICT_ERROR, "cannot open '%s'", opt->file);
    return EXIT_COMMAND_LINE;
  }
  fclose(f);
  run.tmpdir = tmpdir;
  double t0 = now_seconds();
  int code;
  ProcResult clang;
  /* The first proof's Boogie starts while clang runs. */
  if (!opt->stop_at_bpl && !opt->run)
    run.proof = backend_start_proof(&run.backend, tmpdir);
  FrontendConfig fc = policy_frontend(opt, run.is_cuda);
  char *pch_dir = cache_pch_dir(opt);
  fc.pch_dir = pch_dir;
  char *bc = frontend_compile(&fc, tmpdir, &clang);
  free(pch_dir);
  run.time.clang = clang.seconds;
  if (!bc) {
    if (clang.outcome == PROC_NOT_FOUND)
      printf("tandem: error: cannot run clang-16 (install it: make deps)\n");
    else if (clang.outcome == PROC_TIMEOUT)
      printf("tandem: error: clang timed out\n");
    else
      print_clang_output(clang.out);
    code = clang.outcome == PROC_TIMEOUT ? EXIT_TIMEOUT : EXIT_FRONTEND;
    outcome_fail(&run, code == EXIT_TIMEOUT ? VERDICT_TIMEOUT : VERDICT_ERROR,
                 clang.outcome == PROC_NOT_FOUND  ? "cannot run clang-16"
                 : clang.outcome == PROC_TIMEOUT ? "clang timed out"
                                                 : "the kernel does not compile");
    proc_result_free(&clang);
    goto done;
  }
  if (opt->verbose)
    print_clang_output(clang.out);
  proc_result_free(&clang);
  double t1 = now_seconds();
  LLVMContextRef ctx = LLVMContextCreate();
  char err[1024];
  LLVMModuleRef m = frontend_load(ctx, bc, run.is_cuda, err, sizeof err);
  free(bc);
  run.time.prepare = now_seconds() - t1;
  if (!m) {
    printf("tandem: error: %s\n", err);
    outcome_fail(&run, VERDICT_ERROR, "%s", err);
    code = EXIT_TRANSLATION;
  } else {
    code = verify_module(&run, m);
    LLVMDisposeModule(m);
  }
  LLVMContextDispose(ctx);
done:
  if (opt->time)
    printf("Timing: clang %.2f s, prepare %.2f s, translate %.2f s, "
           "boogie %.2f s (inference %.2f s, proof %.2f s, bounded check %.2f s), "
           "total %.2f s\n",
           run.time.clang, run.time.prepare, run.time.translate, run.time.boogie,
           run.time.infer, run.time.boogie - run.time.infer - run.time.confirm,
           run.time.confirm, now_seconds() - t0);
  if (opt->time_as_csv) {
    /* GPUVerify's row: the label, PASS or FAIL(code), each stage's
     * seconds, the total. */
    printf("%s,", opt->time_as_csv);
    if (code == EXIT_VERIFIED)
      printf("PASS,");
    else
      printf("FAIL(%d),", code);
    printf("%.3f,%.3f,%.3f,%.3f,%.3f\n", run.time.clang, run.time.prepare, run.time.translate,
           run.time.boogie, now_seconds() - t0);
  }
  process_early_stop(run.proof);
  source_cache_free(&run.src);
  return code;
}
