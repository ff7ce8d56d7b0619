/* replay: executions that confirm a failed proof's races (replay.h,
 * docs/diagnostics.md). */
#include "replay.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "policy.h"
#include "process.h"
#include "report.h"

/* The executions of one kernel's replay: at most REPLAY_MAX_RUNS sets of
 * arguments, within REPLAY_SECONDS and what is left of the kernel's time
 * limit; none starts with less than REPLAY_MIN_SECONDS left. The replay
 * helps to read a verdict and is not one: it gets a few seconds. */
enum { REPLAY_MAX_RUNS = 3, REPLAY_SECONDS = 10, REPLAY_MIN_SECONDS = 1 };

/* The executor's speed assumed when seconds become a step budget: below
 * what `BENCH_SET=run scripts/benchmark.sh` measures on a loaded 2-core
 * machine (7*10^7 instructions a second for arithmetic, 3*10^7 for
 * race-checked shared-memory accesses), so that an execution keeps to its
 * time. */
#define REPLAY_STEPS_PER_SECOND 20000000.0

/* The memory an execution may take: less than --run's, since the proof's
 * process holds the kernel's programs too. */
#define REPLAY_MEMORY_BUDGET ((uint64_t)512 << 20)

/* Each pointer parameter's buffer when an execution with the default
 * ones stopped at an access past one: the buffers are the replay's
 * choice, not the kernel's defect (exec_run lowers it to what 32-bit
 * pointers address). */
#define REPLAY_LARGE_BUFFER ((uint64_t)32 << 20)

static void say(const Replay *r, const char *what) {
  if (r->verbose)
    printf("%s: %s: replay: %s\n", r->cfg.file, r->k->name, what);
}

static bool is_pointer(LLVMValueRef p) {
  return LLVMGetTypeKind(LLVMTypeOf(p)) == LLVMPointerTypeKind;
}

/* The parameters --kernel-args gives values to when it does not give one
 * per parameter: those passed by value (a scalar, or a struct as a byval
 * pointer), as translation reads them. */
static bool passed_by_value(LLVMValueRef fn, unsigned i) {
  unsigned byval = LLVMGetEnumAttributeKindForName("byval", 5);
  return !is_pointer(LLVMGetParam(fn, i)) ||
         LLVMGetEnumAttributeAtIndex(fn, i + 1, byval);
}

/* --kernel-args as one value per parameter (a pointer's '*'), as
 * translation assumes them (translate/kernel_args.c), or NULL. */
static ArgValue *given_args(const Options *opt, const char *kernel, LLVMValueRef fn,
                            int n) {
  const KernelArgs *ka = options_kernel_args(opt, kernel);
  if (!ka)
    return NULL;
  ArgValue *v = mem_calloc((size_t)n + 1, sizeof *v);
  bool every = ka->nvalues == n;
  for (int i = 0, j = 0; i < n; i++) {
    v[i].any = true;
    if ((every || passed_by_value(fn, (unsigned)i)) && j < ka->nvalues)
      v[i] = ka->values[j++];
  }
  return v;
}

/* Which parameter each scalar of k is: translation makes a scalar of each
 * parameter that is no pointer, in order. NULL when they do not match. */
static int *scalar_params(const Kernel *k, LLVMValueRef fn, int n) {
  int *of = mem_calloc((size_t)k->params.len + 1, sizeof *of);
  int j = 0;
  for (int i = 0; i < n; i++) {
    if (is_pointer(LLVMGetParam(fn, (unsigned)i)))
      continue;
    if (j == k->params.len) {
      j = -1;
      break;
    }
    of[j++] = i;
  }
  if (j != k->params.len) {
    free(of);
    return NULL;
  }
  return of;
}

static bool concrete(const LaunchSize *l) {
  for (int d = 0; d < l->ndims; d++)
    if (l->d[d].any)
      return false;
  return true;
}

void replay_init(Replay *r, const Options *opt, LLVMModuleRef m, LLVMValueRef fn,
                 const Kernel *k, bool is_cuda, double started, SourceCache *src) {
  memset(r, 0, sizeof *r);
  r->m = m;
  r->fn = fn;
  r->k = k;
  r->src = src;
  r->verbose = opt->verbose;
  r->cfg = policy_execute(opt, k->name, is_cuda);
  r->cfg.cwd = getcwd(r->cwd, sizeof r->cwd) ? r->cwd : "";
  r->cfg.memory_budget = REPLAY_MEMORY_BUDGET;
  r->nparams = (int)LLVMCountParams(fn);
  r->given = given_args(opt, k->name, fn, r->nparams);
  r->param_of_scalar = scalar_params(k, fn, r->nparams);
  uint64_t per_group = 1;
  r->threads = 1;
  for (int d = 0; d < 3; d++) {
    per_group *= r->cfg.group_size[d];
    r->threads *= (uint64_t)r->cfg.group_size[d] * r->cfg.num_groups[d];
  }
  double now = now_seconds(), seconds = REPLAY_SECONDS;
  if (opt->timeout > 0 && opt->timeout - (now - started) < seconds)
    seconds = opt->timeout - (now - started);
  r->deadline = now + seconds;
  if (opt->no_replay)
    r->skip = "--no-replay";
  else if (k->modular)
    r->skip = "a device function checked alone is not launched";
  else if (!concrete(&opt->group_size) || !concrete(&opt->num_groups))
    r->skip = "a launch size is '*'";
  else if (!options_lockstep_runnable(opt->warp_sync))
    /* Without the proof's lockstep, an execution's races need not be the
     * warp-synchronous proof's. */
    r->skip = "--warp-sync: an execution runs lockstep groups of a power of two of at "
              "most 32 lanes only";
  else if (r->threads > EXEC_MAX_THREADS || per_group > REPLAY_MAX_THREADS) {
    snprintf(r->why, sizeof r->why,
             "the launch has %llu threads in groups of %llu, more than an execution runs",
             (unsigned long long)r->threads, (unsigned long long)per_group);
    r->skip = r->why;
  } else if (r->threads > REPLAY_MAX_THREADS) {
    /* A prefix of the launch's execution: the races it has are the
     * launch's, though its first groups need not be the proof's. */
    r->cfg.first_groups = (uint32_t)(REPLAY_MAX_THREADS / per_group);
    r->threads = r->cfg.first_groups * per_group;
  }
}

/* The arguments of an execution for failure f: each scalar's value in f's
 * witness, else its --kernel-args value, else any (the executor's
 * pseudo-random one). */
static ArgValue *witness_args(const Replay *r, const Failure *f) {
  ArgValue *v = mem_calloc((size_t)r->nparams + 1, sizeof *v);
  for (int i = 0; i < r->nparams; i++)
    v[i] = r->given ? r->given[i] : (ArgValue){.any = true};
  for (int j = 0; r->param_of_scalar && j < r->k->params.len; j++) {
    const Var *var = r->k->params.items[j];
    const char *val = model_get(f->model, var->name);
    if (val && var->type->kind == TY_BV)
      v[r->param_of_scalar[j]] = (ArgValue){.bits = strtoull(val, NULL, 10)};
  }
  return v;
}

static bool same_args(const ArgValue *a, const ArgValue *b, int n) {
  for (int i = 0; i < n; i++)
    if (a[i].any != b[i].any || (!a[i].any && a[i].bits != b[i].bits))
      return false;
  return true;
}

/* "n = 16, x = 0.5, m pseudo-random (--seed=1)", or NULL for a kernel
 * without scalars. */
static char *with_text(const Replay *r, const ArgValue *args) {
  StrBuf b = {0};
  for (int j = 0; r->param_of_scalar && j < r->k->params.len; j++) {
    const Var *var = r->k->params.items[j];
    const ParamInfo *info = r->k->param_info.items[j];
    const ArgValue *a = &args[r->param_of_scalar[j]];
    sb_printf(&b, "%s%s", j ? ", " : "", info->name);
    if (a->any || var->type->kind != TY_BV) {
      sb_printf(&b, " pseudo-random (--seed=%llu)", (unsigned long long)r->cfg.seed);
      continue;
    }
    sb_puts(&b, " = ");
    report_value(&b, a->bits, var->type->width, info->is_float);
  }
  return b.s;
}

/* --verbose: what an execution did. */
static void say_run(const Replay *r, const ReplayRun *run, const ExecConfig *cfg,
                    const ExecResult *res, double seconds) {
  static const char *const ends[] = {
      [EXEC_CLEAN] = "",
      [EXEC_DEFECTS] = "",
      [EXEC_UNSUPPORTED] = ", stopped at a construct the executor does not model",
      [EXEC_LIMIT] = ", stopped by its step or memory budget",
      [EXEC_BAD_LAUNCH] = ", which could not start"};
  StrBuf b = {0};
  sb_printf(&b, "an execution");
  if (r->cfg.first_groups)
    sb_printf(&b, " of the first %u groups", r->cfg.first_groups);
  if (cfg->buffer_bytes != r->cfg.buffer_bytes)
    sb_printf(&b, " (buffers of %llu bytes)", (unsigned long long)cfg->buffer_bytes);
  sb_printf(&b, "%s%s: %d defect%s in %llu instructions, %.2f s%s",
            run->with ? " with " : "", run->with ? run->with : "", res->ndefects,
            res->ndefects == 1 ? "" : "s", (unsigned long long)res->steps, seconds,
            ends[res->outcome]);
  if (res->left_contract)
    sb_puts(&b, ", outside the kernel's contract (its defects do not count)");
  say(r, b.s);
  sb_free(&b);
}

/* Whether execution o stopped at an access past a buffer, and found no
 * race before. */
static bool stopped_out_of_bounds(const KernelOutcome *o) {
  bool bounds = false;
  for (int i = 0; i < o->defects.len; i++) {
    const Defect *d = o->defects.items[i];
    if (outcome_is_race(d->kind))
      return false;
    bounds |= d->kind == DEFECT_ARRAY_BOUNDS;
  }
  return bounds;
}

/* Runs the launch of cfg, its defects into run->found (replaced), within
 * what is left of the replay's time; false when no time is left. */
static bool execute_once(Replay *r, ExecConfig *cfg, ReplayRun *run, ExecResult *res) {
  double t0 = now_seconds(), left = r->deadline - t0;
  if (left < REPLAY_MIN_SECONDS) {
    say(r, "no time was left for an execution");
    return false;
  }
  uint64_t steps = (uint64_t)(left * REPLAY_STEPS_PER_SECOND) / r->threads;
  if (steps < cfg->max_steps)
    cfg->max_steps = steps ? steps : 1;
  outcome_free(run->found);
  run->found = outcome_new(r->cfg.file, r->k->name);
  StrBuf text = {0}; /* the execution's own report, which the proof's replaces */
  *res = exec_run_kernel(r->m, r->fn, r->k->name, cfg, &text, r->src, run->found);
  sb_free(&text);
  if (r->verbose)
    say_run(r, run, cfg, res, now_seconds() - t0);
  return true;
}

/* Runs the launch with args (taken), once more with larger buffers when
 * the first execution ran past one; NULL when no time is left. */
static ReplayRun *execute(Replay *r, ArgValue *args) {
  ExecConfig cfg = r->cfg;
  cfg.args = args;
  cfg.nargs = r->nparams;
  ReplayRun *run = mem_calloc(1, sizeof *run);
  run->args = args;
  run->with = with_text(r, args);
  ExecResult res;
  if (!execute_once(r, &cfg, run, &res)) {
    free(run->with);
    free(args);
    free(run);
    return NULL;
  }
  if (!cfg.buffer_given && cfg.buffer_bytes < REPLAY_LARGE_BUFFER &&
      stopped_out_of_bounds(run->found)) {
    ExecConfig large = cfg;
    large.buffer_bytes = REPLAY_LARGE_BUFFER;
    ExecResult again;
    if (execute_once(r, &large, run, &again))
      res = again;
  }
  /* Defects found before a budget or a construct the executor does not
   * model stopped it are of a real execution all the same; not those of
   * one that left the kernel's __requires or __assume. */
  bool usable = res.outcome != EXEC_BAD_LAUNCH && !res.left_contract;
  if (!usable) {
    outcome_free(run->found);
    run->found = NULL;
  }
  vec_push(&r->runs, run);
  return run;
}

/* Whether execution access a is the proof's access of kind `kind` at l. */
static bool same_access(const SourceAccess *a, int kind, const Loc *l) {
  return a->access && !strcmp(a->access, outcome_access_name(kind)) &&
         a->line == l->line && !strcmp(a->file, l->file ? l->file : "");
}

/* Whether execution race e is the proof's race check c, thread 1's access
 * at one of sites. The proof's threads, element and witness are of the
 * two-thread model and may be its loop abstraction's, so what identifies
 * a race is in the source: the array, and both accesses by kind and line
 * (a column may differ where the two name different instructions of one
 * source access). The order is not compared: the proof names second the
 * access its check failed at, the execution the one its schedule (thread
 * after thread) made later; either order is the same race. */
static bool same_race(const Defect *e, const Kernel *k, const Check *c, const int *sites,
                      int nsites, bool *reversed) {
  if (!outcome_is_race(e->kind) || e->naccesses != 2 || !e->array ||
      strcmp(e->array, c->array->name))
    return false;
  for (int order = 0; order < 2; order++) {
    const SourceAccess *first = &e->access[order], *second = &e->access[1 - order];
    if (!same_access(second, c->second, &c->loc))
      continue;
    for (int i = 0; i < nsites; i++)
      if (same_access(first, c->first, k->sites.items[sites[i]])) {
        *reversed = order == 1;
        return true;
      }
  }
  return false;
}

static bool search(const ReplayRun *run, const Kernel *k, const Check *c,
                   const int *sites, int nsites, ReplayHit *hit) {
  for (int i = 0; run && run->found && i < run->found->defects.len; i++) {
    const Defect *e = run->found->defects.items[i];
    if (same_race(e, k, c, sites, nsites, &hit->reversed)) {
      hit->race = e;
      hit->run = run;
      return true;
    }
  }
  return false;
}

bool replay_find(Replay *r, const Instrumented *in, const Failure *f, ReplayHit *hit) {
  if (r->skip) {
    if (!r->said)
      say(r, r->skip);
    r->said = true;
    return false;
  }
  ArgValue *args = witness_args(r, f);
  const ReplayRun *own = NULL;
  for (int i = 0; i < r->runs.len && !own; i++) {
    const ReplayRun *run = r->runs.items[i];
    if (same_args(run->args, args, r->nparams))
      own = run;
  }
  if (own)
    free(args);
  else if (r->runs.len < REPLAY_MAX_RUNS)
    own = execute(r, args);
  else
    free(args);
  const Check *c = in->checks.items[f->check];
  int sites[REPORT_MAX_LOGGED_SITES];
  int nsites = report_logged_sites(r->k, in, f, sites);
  if (search(own, r->k, c, sites, nsites, hit))
    return true;
  for (int i = 0; i < r->runs.len; i++)
    if (r->runs.items[i] != own && search(r->runs.items[i], r->k, c, sites, nsites, hit))
      return true;
  return false;
}

static void copy_access(SourceAccess *to, const SourceAccess *from) {
  free(to->file);
  free(to->text);
  *to = *from;
  to->file = mem_strdup(from->file);
  to->text = from->text ? mem_strdup(from->text) : NULL;
}

void replay_label(const Replay *r, const ReplayHit *hit, StrBuf *out, Defect *d) {
  const Defect *e = hit->race;
  uint64_t size[3];
  for (int i = 0; i < 3; i++)
    size[i] = r->cfg.group_size[i];
  sb_puts(out, "Confirmed by execution: ");
  report_thread_id(out, &e->threads[0], size, e->dims, r->cfg.is_cuda);
  sb_puts(out, " and ");
  report_thread_id(out, &e->threads[1], size, e->dims, r->cfg.is_cuda);
  sb_printf(out, " race on %s (%s:%d %s, %s:%d %s)", e->element, e->access[0].file,
            e->access[0].line, e->access[0].access, e->access[1].file, e->access[1].line,
            e->access[1].access);
  if (hit->run->with)
    sb_printf(out, ", with %s", hit->run->with);
  sb_puts(out, ".\n");
  bool fill = d->nthreads == 0;
  d->confirmation = CONFIRM_EXECUTION;
  if (!fill)
    return;
  /* The record keeps the order of its kind's name (the proof's first
   * access, then its second). */
  int first = hit->reversed ? 1 : 0;
  d->element = mem_strdup(e->element);
  d->witness = hit->run->with ? mem_strdup(hit->run->with) : NULL;
  d->dims = e->dims;
  d->nthreads = 2;
  d->threads[0] = e->threads[first];
  d->threads[1] = e->threads[1 - first];
  d->naccesses = 2;
  copy_access(&d->access[0], &e->access[first]);
  copy_access(&d->access[1], &e->access[1 - first]);
}

void replay_free(Replay *r) {
  for (int i = 0; i < r->runs.len; i++) {
    ReplayRun *run = r->runs.items[i];
    free(run->args);
    free(run->with);
    outcome_free(run->found);
    free(run);
  }
  vec_free(&r->runs);
  free(r->given);
  free(r->param_of_scalar);
}
