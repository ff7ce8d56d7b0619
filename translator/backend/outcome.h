/* outcome: the typed result of verifying one kernel (or of a file that
 * never reached its kernels): the verdict, each defect with its accesses
 * and witness, and the assumptions the verdict rests on. The JSON and
 * SARIF writers read only this, never the printed report. */
#ifndef TANDEM_OUTCOME_H
#define TANDEM_OUTCOME_H

#include "config.h"
#include "util.h"

typedef enum {
  VERDICT_VERIFIED,
  VERDICT_DEFECT,    /* a counterexample to a property */
  VERDICT_UNPROVEN,  /* only loop invariants or an unknown property failed */
  VERDICT_ERROR,     /* the kernel could not be verified (see message) */
  VERDICT_TIMEOUT,
  VERDICT_NOT_CHECKED, /* not (yet) proved: --stop-at-bpl, or no verdict
                          reached; never read as verified */
  VERDICT_BOUNDED,   /* --loop-unwind: no defect within the bound; no proof */
} Verdict;

const char *outcome_verdict_name(Verdict v);

/* The kinds of defect; each is a SARIF rule. The races come first
 * (outcome_is_race). */
typedef enum {
  DEFECT_RACE_READ_WRITE,  /* first access, then second: as reported */
  DEFECT_RACE_WRITE_READ,
  DEFECT_RACE_WRITE_WRITE,
  DEFECT_RACE_ATOMIC_READ,
  DEFECT_RACE_ATOMIC_WRITE,
  DEFECT_RACE_READ_ATOMIC,
  DEFECT_RACE_WRITE_ATOMIC,
  DEFECT_RACE_ATOMIC_ATOMIC, /* one of group scope, the threads in two groups */
  DEFECT_BARRIER_DIVERGENCE,
  DEFECT_ASSERTION,
  DEFECT_INVARIANT_ENTRY,
  DEFECT_INVARIANT_MAINTAINED,
  DEFECT_POSTCONDITION,
  DEFECT_PRECONDITION,
  DEFECT_NULL_POINTER,
  DEFECT_ARRAY_BOUNDS,
  DEFECT_UNDEFINED_BEHAVIOUR,
  DEFECT_BARRIER_INVARIANT,
  DEFECT_BARRIER_INVARIANT_ACCESS,
  DEFECT_GROUP_UNIFORMITY,
  DEFECT_CONSTANT_WRITE,
  DEFECT_UNKNOWN_PROPERTY,
  DEFECT_NKINDS
} DefectKind;

typedef struct {
  const char *id;           /* "data-race/write-write" */
  const char *description;  /* one sentence */
} DefectRule;

const DefectRule *outcome_rule(DefectKind k);

/* A race's kind from its two access kinds (0 read, 1 write, 2 atomic). */
DefectKind outcome_race_kind(int first, int second);
bool outcome_is_race(DefectKind k);
/* "read", "write" or "atomic" (0, 1, 2): an access as reports name it. */
const char *outcome_access_name(int access);

/* A source position, with what happened there. */
typedef struct {
  char *file;
  int line, col;            /* 0 when unknown */
  const char *access;       /* "read", "write", "atomic", or NULL */
  char *text;               /* the source line, trimmed, or NULL */
} SourceAccess;

/* Whether an execution reaches a race that a failed proof reports. */
typedef enum {
  CONFIRM_NONE_NEEDED, /* not a race: reported as the proof found it */
  CONFIRM_EXACT,       /* the program proved abstracts no loop (none in the
                          kernel, or --loop-unwind): its counterexample is
                          an execution of the two-thread model */
  CONFIRM_BOUNDED,     /* a bounded check (loops unrolled) reaches it; the
                          report is that execution's */
  CONFIRM_NOT,         /* only the proof's loop abstraction reaches it */
  CONFIRM_EXECUTION,   /* a concrete execution of the launch (the executor
                          of --run) has it: the strongest */
} Confirmation;

/* How a confirmed race was confirmed, as JSON and SARIF name it
 * ("proof", "bounded-check", "execution"); NULL when it is not. */
const char *outcome_confirmed_by(Confirmation c);

/* A thread of a counterexample. */
typedef struct {
  uint64_t local_id[3], group_id[3];
} ThreadId;

typedef struct {
  DefectKind kind;
  char *message;            /* the headline, as printed after "error: " */
  char *array, *element;    /* for races and bounds; else NULL */
  SourceAccess access[2];   /* a race: first, then second access */
  int naccesses;
  ThreadId threads[2];
  int nthreads, dims;
  char *witness;            /* "n = 3, blockDim.x = 5", or NULL */
  Confirmation confirmation;
} Defect;

typedef struct {
  char *file;
  int line, col;            /* 0 when the assumption has no position */
  char *text;
} Assumption;

typedef struct {
  char *file;
  char *kernel;             /* the source name; NULL: the file failed first */
  bool is_cuda;
  Launch launch;
  LaunchSize global_size;   /* --global_size as given (ndims 0 when not) */
  Verdict verdict;
  char *message;            /* for error and timeout */
  Vec defects;              /* Defect* */
  Vec assumptions;          /* Assumption* */
  double seconds;
} KernelOutcome;

KernelOutcome *outcome_new(const char *file, const char *kernel);
Defect *outcome_add_defect(KernelOutcome *o, DefectKind kind, const char *message);
void outcome_add_assumption(KernelOutcome *o, const char *file, int line, int col,
                            const char *text);
/* Removes the defects from index `from` on that repeat another of them to
 * the user (one kind, one array, the same source positions: a loop's
 * unrolled copies of one access), keeping the most strongly confirmed,
 * the first among equals; kept[i - from] says whether defect i stayed. */
void outcome_drop_repeats(KernelOutcome *o, int from, bool *kept);
void outcome_free(KernelOutcome *o);

#endif
