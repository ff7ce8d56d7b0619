/* confirm: the bounded check that confirms a failed proof's races. A
 * proof abstracts each loop by its invariants and may fail where no
 * execution does; the same kernel with its loops unrolled and no
 * invariants fails only where an execution of the two-thread model does.
 * Which races to report, and how, is the pipeline's. */
#ifndef TANDEM_CONFIRM_H
#define TANDEM_CONFIRM_H

#include "backend.h"
#include "cfg.h"
#include "instrument.h"

typedef struct {
  bool ran;            /* Boogie answered: br holds the failures, if any */
  int unwind;          /* the times each loop may run */
  const char *why;     /* when a race has no bounded failure: why not */
  Instrumented in;     /* the bounded program */
  BackendResult br;
} Bounded;

/* Whether failure f of program in is a race check's. */
bool confirm_is_race(const Instrumented *in, const Failure *f);
/* Whether race checks c and d, of two programs of one kernel, are one. */
bool confirm_same_race(const Check *c, const Check *d);
/* The bounded failure of the proof's race f, or NULL. */
const Failure *confirm_match(const Bounded *b, const Instrumented *in, const Failure *f);

/* Runs the bounded check of kernel k, whose proof (program in, run with
 * proof_ic and proof_bc, started at `started`) failed: only when a race
 * failed, within what is left of the kernel's time limit, its program
 * written to tmpdir. */
void confirm_run(Kernel *k, const Cfg *cfg, const Instrumented *in, const BackendResult *proof,
                 const InstrumentConfig *proof_ic, const BackendConfig *proof_bc,
                 double started, const char *tmpdir, Bounded *b);
void confirm_free(Bounded *b);

#endif
