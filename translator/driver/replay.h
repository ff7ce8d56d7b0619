/* replay: concrete executions that confirm the races a failed proof
 * reports. When the launch is concrete, the executor of `tandem --run`
 * runs the kernel's prepared module for it, with the scalar arguments of
 * a race's witness; a race that execution has between the same two
 * source accesses is real, whatever the proof's loop abstraction did.
 * Executions run on demand, one per distinct set of arguments, within a
 * time and step budget; a race no execution has keeps the label the
 * pipeline gives it. Which report says what is the pipeline's
 * (docs/diagnostics.md). */
#ifndef TANDEM_REPLAY_H
#define TANDEM_REPLAY_H

#include <llvm-c/Core.h>

#include "backend.h"
#include "exec.h"
#include "instrument.h"
#include "options.h"

/* The most threads an execution runs: of a larger launch, only its first
 * groups (ExecConfig.first_groups). */
#define REPLAY_MAX_THREADS ((uint64_t)1 << 16)

/* One execution of the launch. */
typedef struct {
  ArgValue *args;       /* one per parameter of the kernel's function */
  char *with;           /* "n = 16": its scalar arguments, or NULL */
  KernelOutcome *found; /* its defects; NULL when they confirm nothing
                           (it left the kernel's contract, or never ran) */
} ReplayRun;

typedef struct {
  LLVMModuleRef m;
  LLVMValueRef fn;
  const Kernel *k;
  ExecConfig cfg;  /* the launch, as --run executes it */
  char cwd[4096];  /* cfg.cwd */
  ArgValue *given; /* --kernel-args, one per parameter, or NULL */
  int nparams;
  int *param_of_scalar; /* k->params[i] is parameter param_of_scalar[i];
                           NULL when they do not correspond */
  const char *skip;     /* why no execution runs, or NULL */
  char why[128];        /* skip, when it is written here */
  bool verbose, said;   /* said: --verbose told why no execution runs */
  uint64_t threads; /* those an execution runs */
  double deadline; /* no execution starts after it */
  Vec runs;        /* ReplayRun* */
  SourceCache *src;
} Replay;

/* A race of an execution that a report of the proof names. */
typedef struct {
  const Defect *race;
  const ReplayRun *run;
  bool reversed; /* the execution's first access is the report's
                    second */
} ReplayHit;

/* Sets up the replay of kernel k (fn of m) for opt's launch; `started`:
 * when its verification began, which its time limit counts from. Nothing
 * runs yet. */
void replay_init(Replay *r, const Options *opt, LLVMModuleRef m, LLVMValueRef fn,
                 const Kernel *k, bool is_cuda, double started, SourceCache *src);

/* Whether an execution has race failure f of program in (in is the proof
 * or the bounded check of r's kernel): the one with f's witness arguments
 * is run if it has not been, and searched first, then the others. */
bool replay_find(Replay *r, const Instrumented *in, const Failure *f, ReplayHit *hit);

/* Appends hit's "Confirmed by execution: ..." line to out and makes d's
 * confirmation CONFIRM_EXECUTION. A d without threads (a race reported by
 * its accesses only) takes the execution's threads, accesses, element and
 * arguments. */
void replay_label(const Replay *r, const ReplayHit *hit, StrBuf *out, Defect *d);

void replay_free(Replay *r);

#endif
