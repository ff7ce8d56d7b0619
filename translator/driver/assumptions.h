/* assumptions: what a verdict rests on besides the proof, printed with it:
 * arrays whose races were not checked (--check-arrays, --only-log),
 * barrier invariants not checked to read only what their threads know
 * (--no-barrier-access-checks), and pointer parameters assumed to point
 * to distinct objects. */
#ifndef TANDEM_ASSUMPTIONS_H
#define TANDEM_ASSUMPTIONS_H

#include "kernel.h"
#include "options.h"
#include "outcome.h"
#include "util.h"

/* The parameters (arrays of k) that the verdict assumes point to distinct
 * objects: global-memory parameters, pairs of which one is written and
 * neither is declared restrict (Array*). */
void assumptions_distinct_params(const Kernel *k, Vec *out);

/* Appends the assumptions of the verdict on k to o (without position). */
void assumptions_collect(const Options *opt, const Kernel *k, KernelOutcome *o);

/* Prints the assumptions of o from index `from` on, one note each,
 * "FILE: KERNEL: note: ...". */
void assumptions_print(const Options *opt, const Kernel *k, int from, const KernelOutcome *o);

#endif
