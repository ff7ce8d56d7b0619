#include "backend.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend_int.h"
#include "process.h"

/* Z3's random seed of the second contestant of a race (the first runs
 * with Z3's defaults). */
#define RACE_SEED 2

/* Boogie's command line for contestant i: the common options, extra ones,
 * for a rival (i > 0) its own options and seed, and the contestant's
 * counterexample file (model_dir non-NULL). */
static void boogie_argv(const char *bpl_path, const char *user_file, const BackendConfig *bc,
                        const char *const *extra, const char *const *rival,
                        const char *model_dir, int i, Vec *argv) {
  /* Z3 tuned for bit-vectors: measured on the corpus, Houdini's queries
   * over counters and offsets go several times faster and some finish only
   * this way. Adding smt.relevancy=0 made this Z3 refute true candidates,
   * and it is left out. Maps as SMT arrays give equality of maps its
   * meaning (extensionality), which uniform-memory invariants need. */
  static const char *const common[] = {"boogie", "/nologo",
                                       "/proverOpt:OPTIMIZE_FOR_BV=true",
                                       "/useArrayTheory", NULL};
  for (const char *const *a = common; *a; a++)
    vec_push(argv, mem_strdup(*a));
  if (bc->timeout > 0)
    vec_push(argv, mem_printf("/timeLimit:%d", bc->timeout));
  for (const char *const *a = extra; *a; a++)
    vec_push(argv, mem_strdup(*a));
  if (i > 0) {
    for (const char *const *a = rival; a && *a; a++)
      vec_push(argv, mem_strdup(*a));
    vec_push(argv, mem_printf("/proverOpt:O:smt.random_seed=%d", RACE_SEED + i - 1));
    vec_push(argv, mem_printf("/proverOpt:O:sat.random_seed=%d", RACE_SEED + i - 1));
  }
  if (model_dir)
    vec_push(argv, mem_printf("/mv:%s/model%d.txt", model_dir, i));
  vec_push(argv, mem_strdup(bpl_path));
  if (bc->boogie_file)
    vec_push(argv, mem_strdup(user_file ? user_file : bc->boogie_file));
  vec_push(argv, NULL);
}

static void argv_free(Vec *argv) {
  for (int j = 0; j < argv->len; j++)
    free(argv->items[j]);
  vec_free(argv);
}

/* The named pipe, in the temporary directory, through which a proof's
 * Boogie started ahead of its program (backend_start_proof) reads it. */
#define PROOF_PIPE "next-proof.bpl"

/* The command line of the first contestant reading its program from the
 * pipe in dir; returns the pipe's malloc'd path. */
static char *pipe_argv(const char *dir, const char *user_file, const BackendConfig *bc,
                       const char *const *extra, const char *model_dir, Vec *argv) {
  char *pipe = mem_printf("%s/" PROOF_PIPE, dir);
  boogie_argv(pipe, user_file, bc, extra, NULL, model_dir, 0, argv);
  return pipe;
}

/* Runs Boogie with the common options plus extra ones, and classifies the
 * outcome. Z3's time on one query varies by large factors with its random
 * seed (measured on the benchmarks: 14 s to 62 s for one Houdini query), so
 * a run that has not ended after bc->race_after seconds gets a second
 * contestant with another seed and the rival options, once a core is free;
 * the first to end is taken. Both compute the same answer: Houdini's
 * largest inductive set and a proof's verdict do not depend on the search.
 * r->winner tells whose counterexample file (model<i>.txt in model_dir) to
 * read. The first contestant is early when it was started with the same
 * options (it is stopped otherwise). */
static void run_boogie(const char *bpl_path, const BackendConfig *bc,
                       const char *const *extra, const char *const *rival,
                       const char *model_dir, ProcEarly *early, BackendResult *r) {
  memset(r, 0, sizeof *r);
  /* Boogie runs in the program's (private, temporary) directory, since some
   * of its modes write files into the working directory (Houdini with
   * /trace writes houdiniCexTrace.txt); the user's file is named absolutely. */
  char *user_file = bc->boogie_file ? realpath(bc->boogie_file, NULL) : NULL;
  int n = bc->race_after > 0 ? PROCESS_RACE_MAX : 1;
  Vec argvs[PROCESS_RACE_MAX] = {{0}};
  char *const *items[PROCESS_RACE_MAX];
  for (int i = 0; i < n; i++) {
    boogie_argv(bpl_path, user_file, bc, extra, rival, model_dir, i, &argvs[i]);
    items[i] = (char *const *)argvs[i].items;
  }
  char *dir = mem_strdup(bpl_path);
  char *slash = strrchr(dir, '/');
  if (slash)
    *slash = '\0';
  if (early) {
    Vec same = {0};
    free(pipe_argv(slash ? dir : ".", user_file, bc, extra, model_dir, &same));
    if (!process_early_matches(early, (char *const *)same.items)) {
      process_early_stop(early);
      early = NULL;
    }
    argv_free(&same);
  }
  /* Boogie's own limit applies per query; the process limit is a backstop,
   * and the kernel's deadline bounds it too. */
  int limit = bc->timeout > 0 ? bc->timeout + BACKEND_GRACE_SECONDS : 0;
  if (bc->deadline > 0) {
    double left = bc->deadline - now_seconds();
    int until = left < 1 ? 1 : (int)left;
    limit = limit && limit < until ? limit : until;
  }
  RaceRules rules = {.stagger = bc->race_after, .core_free = process_core_free,
                     .early = early, .early_input = bpl_path};
  ProcResult pr = process_race((char *const *const *)items, n, rules, limit,
                               slash ? dir : NULL, &r->winner);
  free(dir);
  free(user_file);
  for (int i = 0; i < n; i++)
    argv_free(&argvs[i]);
  r->output = pr.out;
  r->seconds = pr.seconds;
  pr.out = NULL;
  if (pr.outcome == PROC_NOT_FOUND)
    r->status = BACKEND_MISSING;
  else if (pr.outcome == PROC_TIMEOUT)
    r->status = BACKEND_TIMEOUT;
  else
    r->status = backend_summary_status(r->output);
  proc_result_free(&pr);
}

void backend_infer(const char *bpl_path, int ncandidates, const BackendConfig *bc,
                   BackendResult *r) {
  static const char *const extra[] = {"/contractInfer", "/printAssignment", "/trace",
                                      NULL};
  /* The rival takes one counterexample per query where the first takes up
   * to five: another order of removal, and so other queries. Neither wins
   * everywhere (Houdini alone on the benchmarks' slow kernels: 20 s against
   * 63 s on likelihood_single, 92 s against 79 s on histo_final), so they
   * race; polybench's floyd-warshall then verifies in 57 s, not in 60 s
   * with seeds alone. */
  static const char *const infer_rival[] = {"/errorLimit:1", NULL};
  run_boogie(bpl_path, bc, extra, infer_rival, NULL, NULL, r);
  r->hit_limit = bc->timeout > 0 && r->output &&
                 backend_slowest_query(r->output) >= bc->timeout;
  r->survived = mem_calloc((size_t)ncandidates, sizeof *r->survived);
  if (r->output)
    backend_parse_candidates(r->output, r->survived, ncandidates);
}

/* The most failed checks one proof reports. */
#define DEFECTS_REPORTED 16

/* The options of a proof beyond the common ones, in the buffers of o. */
typedef struct {
  char limit[32], unroll[32];
  const char *extra[4];
} ProofOptions;

static void proof_options(const BackendConfig *bc, ProofOptions *o) {
  snprintf(o->limit, sizeof o->limit, "/errorLimit:%d", DEFECTS_REPORTED + bc->probes);
  /* A bounded check: Boogie unrolls each loop loop_unroll times and cuts
   * off (assume false) the executions that would iterate further. */
  snprintf(o->unroll, sizeof o->unroll, "/loopUnroll:%d", bc->loop_unroll);
  /* /trace says how each part of a split proof ended; it is given to
   * every proof, so that one started ahead of its program fits any. */
  int n = 0;
  o->extra[n++] = o->limit;
  o->extra[n++] = "/trace";
  if (bc->loop_unroll > 0)
    o->extra[n++] = o->unroll;
  o->extra[n] = NULL;
}

ProcEarly *backend_start_proof(const BackendConfig *bc, const char *tmpdir) {
  ProofOptions o;
  proof_options(bc, &o);
  char *user_file = bc->boogie_file ? realpath(bc->boogie_file, NULL) : NULL;
  Vec argv = {0};
  char *pipe = pipe_argv(tmpdir, user_file, bc, o.extra, tmpdir, &argv);
  ProcEarly *e = process_early_start((char *const *)argv.items, tmpdir, pipe);
  argv_free(&argv);
  free(pipe);
  free(user_file);
  return e;
}

void backend_verify(const char *bpl_path, const int *check_of_line, int nlines,
                    int nparts, const BackendConfig *bc, const char *tmpdir,
                    ProcEarly *early, BackendResult *r) {
  ProofOptions o;
  proof_options(bc, &o);
  run_boogie(bpl_path, bc, o.extra, NULL, tmpdir, early, r);
  r->parts = mem_calloc((size_t)nparts, sizeof *r->parts);
  if (r->output)
    backend_parse_parts(r->output, r->parts, nparts);
  if (nparts > 1)
    r->status = backend_split_status(r->status, r->parts, nparts);
  if (nparts == 1 && r->status != BACKEND_INTERNAL && r->status != BACKEND_NO_VERDICT &&
      r->status != BACKEND_MISSING)
    r->parts[0] = r->status == BACKEND_VERIFIED ? PART_VERIFIED
                  : r->status == BACKEND_FAILED ? PART_FAILED
                                                : PART_TIMEOUT;
  if (r->status == BACKEND_FAILED || r->status == BACKEND_TIMEOUT)
    backend_parse_failures(r, check_of_line, nlines);
  if (r->status == BACKEND_FAILED && !r->failures.len)
    r->status = BACKEND_NO_VERDICT;
  /* Counterexamples come in the order Boogie reports the errors. */
  char *mv = mem_printf("%s/model%d.txt", tmpdir, r->winner);
  char *models = read_file(mv, NULL);
  if (models) {
    char *cursor = models;
    for (int i = 0; i < r->failures.len; i++) {
      Failure *f = r->failures.items[i];
      f->model = backend_parse_model(&cursor);
      if (!f->model)
        break;
    }
    free(models);
  }
  free(mv);
}

void backend_failure_free(Failure *f) {
  backend_model_free(f->model);
  free(f);
}

void backend_result_free(BackendResult *r) {
  for (int i = 0; i < r->failures.len; i++)
    backend_failure_free(r->failures.items[i]);
  vec_free(&r->failures);
  free(r->survived);
  r->survived = NULL;
  free(r->parts);
  r->parts = NULL;
  free(r->output);
  r->output = NULL;
}
