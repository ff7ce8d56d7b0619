/* rules: the candidate-invariant families, one per file. Each reads the
 * loop through its LoopView and proposes candidates; none depends on
 * another. */
#ifndef TANDEM_RULES_H
#define TANDEM_RULES_H

#include "invariants.h"

/* rule_no_access.c: no access to an array since the last barrier. */
void rule_no_access(LoopView *v);
/* rule_no_access.c: a loop of barriers keeps no more than the logs of an
 * array it does not access. */
void rule_log_kept(LoopView *v);
/* rule_no_access.c: a thread 1 that did not enter logs nothing in it. */
void rule_log_not_entered(LoopView *v);
/* rule_access_pattern.c: the logged offset as the loop's accesses make it. */
void rule_access_pattern(LoopView *v);
/* rule_counter_bounds.c: counters against their start, stride and guard. */
void rule_counter_bounds(LoopView *v);
/* rule_enabledness.c: a running thread entered; the guard means running. */
void rule_enabledness(LoopView *v);
/* rule_enabledness.c: a thread that did not enter takes no way out. */
void rule_exit_not_entered(LoopView *v);
/* rule_enabledness.c: a thread that entered and stopped took a way out. */
void rule_exit_entered(LoopView *v);
/* rule_pow2.c: counters that double or halve stay powers of two. */
void rule_pow2(LoopView *v);
/* rule_benign_value.c: the value a logged same-value write wrote. */
void rule_benign_value(LoopView *v);
/* rule_tile.c: in a loop with a warp barrier, a tile's accesses stay in
 * its own elements, and its sync empties its mates' logs. */
void rule_tile(LoopView *v);
/* rule_uniform.c: counters and loop predicates equal in both threads. */
void rule_uniform(LoopView *v);

#endif
