/* instrument: the single-thread Kernel to a sequential Boogie program over
 * two arbitrary distinct threads. Non-uniform control flow is predicated so
 * both threads step through one program and meet at the same barriers;
 * non-uniform variables get a copy per thread; thread 1 logs its accesses
 * to one watched offset per array and thread 2's accesses assert that
 * they do not conflict. Every assertion is a Check, so that a failure maps
 * back to the source. */
#ifndef TANDEM_INSTRUMENT_H
#define TANDEM_INSTRUMENT_H

#include "cfg.h"
#include "config.h"

typedef enum {
  CHECK_RACE,
  CHECK_DIVERGENCE,
  CHECK_ASSERT,
  CHECK_INVARIANT,
  CHECK_ENSURES,
  CHECK_REQUIRES_CALL,
  CHECK_UNREACHABLE,
  CHECK_NULL,
  CHECK_BOUNDS,
  CHECK_CONSTANT_WRITE,
  CHECK_BARRIER_INVARIANT,
  CHECK_BARRIER_ACCESS,   /* a barrier invariant reads an element no thread
                             of the pair accessed since the last barrier */
  CHECK_GROUP_UNIFORM,
  CHECK_BENIGN,           /* no tolerated same-value conflict happened: a
                             failure is an assumption of the verdict, not
                             a defect */
} CheckKind;

typedef struct {
  CheckKind kind;
  AccessKind first, second; /* races: thread 1's logged access, thread 2's */
  Array *array;
  int site;    /* thread 2's access (races) */
  int width;   /* bytes thread 2 accesses (races) */
  int thread;  /* 1 or 2: the thread the assertion is about */
  Loc loc;
  Loc call;    /* a precondition's call (CHECK_REQUIRES_CALL), when known */
  int head;    /* CHECK_INVARIANT: the kernel block id of its loop's head;
                  -1 for other checks */
  Loc head_loc; /* CHECK_INVARIANT: where that loop is */
} Check;

/* Names of the constants a witness is read from (see report.c). */
typedef struct {
  Var *local_id[2][3], *group_id[2][3];
  Var **watched;       /* per array id: the watched element offset */
  Var **site[3];       /* per AccessKind, per array id: the access thread 1 logs */
} WitnessVars;

typedef struct {
  Program prog;        /* the two-thread program */
  Vec checks;          /* Check* */
  WitnessVars w;
  int ncandidates;     /* Houdini candidates emitted, named _b0, _b1, ... */
  bool candidates_proved; /* Houdini proved the survivors, now assumed */
  bool inference_cut;     /* a Houdini query ran to the time limit: true
                             candidates may have been dropped */
  int nprobes;         /* check-only assertions (CHECK_BENIGN) */
  Vec candidate_rules; /* const char*: the rule that made each candidate */
} Instrumented;

/* Returns false with a location and message for a construct it cannot
 * handle (irreducible control flow, an invariant away from a loop head). */
bool instrument(Kernel *k, const Cfg *c, const InstrumentConfig *cfg, Instrumented *out,
                Loc *errloc, char *err, int errlen);
void instrumented_free(Instrumented *in);

#endif
