/* backend: running Boogie (with Z3) on a printed program, and reading its
 * verdict, the failed assertions and their counterexample models. Boogie's
 * own noise (such as Z3 rejecting an option Boogie sends) never reaches the
 * user. */
#ifndef TANDEM_BACKEND_H
#define TANDEM_BACKEND_H

#include "config.h"
#include "process.h"
#include "util.h"

typedef enum { FAIL_ASSERT, FAIL_INVARIANT_ENTRY, FAIL_INVARIANT_MAINTAINED } FailKind;

/* The constants of one counterexample: name -> value text ("5bv32"). */
typedef struct {
  Vec names, values;  /* char*, malloc'd */
} Model;

typedef struct {
  int check;          /* index in the check table, or -1 if unknown */
  FailKind kind;
  Model *model;       /* may be NULL */
} Failure;

typedef enum {
  BACKEND_VERIFIED,
  BACKEND_FAILED,     /* some assertion failed: see failures */
  BACKEND_TIMEOUT,
  BACKEND_INTERNAL,   /* Boogie rejected the program or crashed */
  BACKEND_NO_VERDICT, /* Boogie took the program but its answer is neither a
                         proof nor a located failure */
  BACKEND_MISSING,    /* Boogie could not be run */
} BackendStatus;

/* How one part of a split proof (BplParts) ended. */
typedef enum {
  PART_NOT_REACHED,   /* Boogie stopped before it */
  PART_VERIFIED,
  PART_FAILED,
  PART_TIMEOUT,       /* timed out, or ended without an answer */
} PartStatus;

typedef struct {
  BackendStatus status;
  Vec failures;       /* Failure* */
  PartStatus *parts;  /* backend_verify: nparts entries */
  bool *survived;     /* backend_infer: per candidate, whether Houdini kept it */
  bool hit_limit;     /* backend_infer: a Houdini query ran to the time limit,
                         and Houdini drops what such a query did not prove:
                         true candidates may be missing */
  char *output;       /* Boogie's output, for --verbose and errors */
  double seconds;
  int winner;         /* the Boogie run whose answer this is (see run_boogie) */
} BackendResult;

/* Seconds a Boogie run may go on past its per-query limit (--timeout) to
 * report, before its process is stopped. */
#define BACKEND_GRACE_SECONDS 10

/* Houdini on bpl_path, whose candidates are numbered 0 to ncandidates - 1
 * (program_add_candidate): r->survived says which survive. */
void backend_infer(const char *bpl_path, int ncandidates, const BackendConfig *bc,
                   BackendResult *r);

/* Starts the Boogie of a proof (backend_verify with bc and tmpdir) before
 * its program exists: Mono's start, a quarter of a small proof's time,
 * then overlaps clang's or Houdini's work. NULL if it cannot start. */
ProcEarly *backend_start_proof(const BackendConfig *bc, const char *tmpdir);

/* Verification of bpl_path, written in tmpdir, whose procedure is printed
 * in nparts parts (1: not split). check_of_line maps a line of the file to
 * the check asserted there (-1 elsewhere), nlines entries. A proof with a
 * part that timed out is BACKEND_TIMEOUT, with the failures of the other
 * parts. early (may be NULL), from backend_start_proof, is taken over: it
 * runs the proof if its options are this proof's, and is stopped if not. */
void backend_verify(const char *bpl_path, const int *check_of_line, int nlines,
                    int nparts, const BackendConfig *bc, const char *tmpdir,
                    ProcEarly *early, BackendResult *r);
void backend_result_free(BackendResult *r);
void backend_failure_free(Failure *f);

const char *model_get(const Model *m, const char *name);
/* The value of a bit-vector or integer constant, or false. */
bool model_get_u64(const Model *m, const char *name, uint64_t *out);

#endif
