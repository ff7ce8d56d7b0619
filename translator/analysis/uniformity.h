/* uniformity: which variables may differ between the two threads, and
 * which blocks the two threads may disagree on executing (divergent).
 * A uniform variable gets one copy for both threads; a branch that is not
 * divergent needs one predicate, and a barrier there cannot diverge. */
#ifndef TANDEM_UNIFORMITY_H
#define TANDEM_UNIFORMITY_H

#include "cfg.h"

/* Sets Var.nonuniform, Var.multi_def and KBlock.divergent. */
void uniformity_analyse(Kernel *k, const Cfg *c);

/* Whether e may differ between the threads, given the current marks. */
bool expr_nonuniform(const Expr *e);

#endif
