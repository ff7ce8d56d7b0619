/* narrowing: 64-bit variables kept in 32 bits. A signed interval analysis
 * over the kernel's control flow (assignments evaluated, the branch
 * conditions that guard an edge refining it, assumptions refining what
 * follows them, widening at loop heads, then descending passes) bounds
 * every value each 64-bit local is assigned, and each 64-bit parameter
 * from the assumptions (preconditions) on. A local whose every assigned
 * value is a signed 32-bit value, and which is never read before it is
 * assigned, becomes a 32-bit variable read through its sign extension; a
 * parameter bounded within 32 bits is read through its low half; the
 * operations on such values whose results the intervals keep within 32
 * bits are then computed on 32 bits. The
 * rewrite is exact: every execution computes the same values. It matters
 * because Z3 bit-blasts the 64-bit arithmetic of a kernel's `long` loop
 * counters and indices into queries several times as hard. */
#ifndef TANDEM_NARROWING_H
#define TANDEM_NARROWING_H

#include "cfg.h"
#include "ranges.h"

/* Narrows k's variables in place: their types, their definitions and
 * every expression of the kernel that reads them. launch gives the values
 * of the variables outside the analysis (launch sizes, pinned parameters,
 * single definitions). Returns the number of variables narrowed. */
int narrowing_apply(Kernel *k, const Cfg *c, const RangeEnv *launch);

#endif
