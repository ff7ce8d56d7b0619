#include "rules.h"

#include "loopfacts.h"

/* Counters that the analysis could not prove uniform often are: both
 * threads start them alike and step them alike. */
void rule_uniform(LoopView *v) {
  Arena *a = v->o->arena;
  LoopFacts *f = v->facts;
  for (int i = 0; i < f->counters.len; i++) {
    Counter *c = f->counters.items[i];
    if (!c->var->nonuniform)
      continue;
    Expr *x = e_var(v->k->prog->arena, c->var);
    invariants_propose(v, "uniform-counter",
                       e_eq(a, v->dual(v->ctx, x, 0), v->dual(v->ctx, x, 1)));
  }
  if (v->pred[0] != v->pred[1])
    invariants_propose(v, "uniform-predicate", e_bin(a, E_IFF, v->pred[0], v->pred[1]));
}
