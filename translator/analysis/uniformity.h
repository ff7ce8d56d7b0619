/* uniformity: which variables may differ between the two threads, and
 * which blocks the two threads may disagree on executing (divergent).
 * A uniform variable gets one copy for both threads; a branch that is not
 * divergent needs one predicate, and a barrier there cannot diverge. */
#ifndef TANDEM_UNIFORMITY_H
#define TANDEM_UNIFORMITY_H

#include "cfg.h"

/* Sets the nonuniform and multi_def facts of k's variables
 * (kernel_var_facts) and KBlock.divergent. */
void uniformity_analyse(Kernel *k, const Cfg *c);

/* Whether e may differ between the threads, given k's current marks. */
bool expr_nonuniform(const Kernel *k, const Expr *e);

#endif
