/* parts: the final proof split into parts proved one by one (the races on
 * each array, the barriers, the assertions, each loop's invariants, the
 * inferred invariants Houdini did not prove), so that
 * each is a smaller query and a proof that runs out of time still says
 * what it proved. */
#ifndef TANDEM_PARTS_H
#define TANDEM_PARTS_H

#include "backend.h"
#include "bpl.h"
#include "instrument.h"

typedef struct {
  BplParts bpl;       /* what the printer needs; bpl.n parts, at least 1 */
  int *part_of_check;
  char **titles;      /* "no race on A", "no barrier divergence", ... */
} ProofParts;

/* The parts of in's checks: one per array with race checks, then the
 * barriers, the assertions, and last the loop invariants, usually the
 * costliest: the user's one part per loop, then Houdini's candidates when
 * it did not prove them. Kinds with no check make no part. */
void parts_plan(const Instrumented *in, ProofParts *pp);
void parts_free(ProofParts *pp);

/* Marks proved the parts br says failed that have none of br's failures
 * left (the caller took out those that are no defect). */
void parts_settle(const ProofParts *pp, BackendResult *br);

/* Appends what a proof that did not finish shows, part by part: "proved:
 * no race on A, no barrier divergence; timed out: the loop invariants".
 * Failed parts are left out: they are the defects reported. st has
 * pp->bpl.n entries. */
void parts_describe(const ProofParts *pp, const PartStatus *st, StrBuf *out);

/* What a proof that did not finish shows, for its verdict line (malloc'd):
 * " (proved: ...; timed out: ...; each proved part assumes that the others
 * hold)", "" when there is nothing to tell, and for NULL parts (Houdini's
 * run) " while inferring loop invariants". */
char *parts_unfinished(const ProofParts *pp, const BackendResult *br);

#endif
