/* confirm: the bounded check that confirms a failed proof's races
 * (docs/diagnostics.md). */
#include "confirm.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "loopfacts.h"
#include "pipeline_int.h"
#include "process.h"
#include "util.h"

/* Loops unrolled by the bounded check: three times at least (two
 * iterations and the exit test), so that races between two iterations of
 * a loop and after it are within reach, and as often as a loop with a
 * small constant trip count runs; deeper races are labelled. The check
 * helps to read the verdict and is not the verdict: it gets a few seconds,
 * within what is left of the kernel's time limit. */
enum {
  CONFIRM_UNWIND = 3,
  CONFIRM_MAX_UNWIND = 8,
  CONFIRM_MIN_SECONDS = 2,
  CONFIRM_MAX_SECONDS = 15
};

/* The unrolling that runs every loop of a small constant trip count to
 * its end (one more than its iterations: the exit test), at least
 * CONFIRM_UNWIND. */
static int unwind_of(Kernel *k, const Cfg *cfg) {
  int unwind = CONFIRM_UNWIND;
  for (int i = 0; i < cfg->loops.len; i++) {
    LoopFacts f;
    loopfacts_build(&f, k, cfg, cfg->loops.items[i]);
    uint64_t trips;
    if (loopfacts_constant_trips(&f, &trips) && trips < CONFIRM_MAX_UNWIND &&
        (int)trips + 1 > unwind)
      unwind = (int)trips + 1;
    loopfacts_free(&f);
  }
  return unwind;
}

bool confirm_is_race(const Instrumented *in, const Failure *f) {
  return f->check >= 0 && ((const Check *)in->checks.items[f->check])->kind == CHECK_RACE;
}

/* The same access checked against the same kind of logged access to the
 * array. */
bool confirm_same_race(const Check *c, const Check *d) {
  return d->site == c->site && d->array == c->array && d->first == c->first &&
         d->second == c->second;
}

const Failure *confirm_match(const Bounded *b, const Instrumented *in, const Failure *f) {
  for (int i = 0; i < b->br.failures.len; i++) {
    const Failure *g = b->br.failures.items[i];
    if (confirm_is_race(&b->in, g) &&
        confirm_same_race(in->checks.items[f->check], b->in.checks.items[g->check]))
      return g;
  }
  return NULL;
}

void confirm_run(Kernel *k, const Cfg *cfg, const Instrumented *in, const BackendResult *proof,
                 const InstrumentConfig *proof_ic, const BackendConfig *proof_bc,
                 double started, const char *tmpdir, Bounded *b) {
  memset(b, 0, sizeof *b);
  b->why = "the bounded check could not run";
  bool races = false;
  for (int i = 0; i < proof->failures.len; i++)
    races |= confirm_is_race(in, proof->failures.items[i]);
  if (!races)
    return;
  BackendConfig bc = *proof_bc;
  b->unwind = unwind_of(k, cfg);
  bc.loop_unroll = b->unwind;
  if (bc.timeout > 0) {
    bc.timeout -= (int)(now_seconds() - started);
    if (bc.timeout < CONFIRM_MIN_SECONDS) {
      b->why = "no time was left for a bounded check";
      return;
    }
  }
  if (bc.timeout <= 0 || bc.timeout > CONFIRM_MAX_SECONDS)
    bc.timeout = CONFIRM_MAX_SECONDS;
  InstrumentConfig ic = *proof_ic;
  ic.bounded = true;
  ic.infer = false;
  char err[1024];
  Loc errloc;
  if (!instrument(k, cfg, &ic, &b->in, &errloc, err, sizeof err))
    return;
  /* A failing probe of a tolerated same-value write must not use up the
   * failures Boogie reports before the race it sits beside. */
  bc.probes = b->in.nprobes;
  int *check_of_line = NULL, nlines = 0;
  char *bpl = pipeline_write_program(tmpdir, k, &b->in, ".bounded", NULL, &check_of_line, &nlines);
  if (bpl) {
    backend_verify(bpl, check_of_line, nlines, 1, &bc, tmpdir, NULL, &b->br);
    b->ran = b->br.status == BACKEND_VERIFIED || b->br.status == BACKEND_FAILED;
    if (b->br.status == BACKEND_TIMEOUT)
      b->why = "the bounded check that looks for an execution ran out of time";
  }
  free(check_of_line);
  free(bpl);
}

void confirm_free(Bounded *b) {
  if (b->in.prog.arena)
    instrumented_free(&b->in);
  backend_result_free(&b->br);
}
