#include "rules.h"

#include "loopfacts.h"
#include "uniformity.h"

/* A loop that writes one value to one place again and again (a flag, a
 * shared result) races with itself only benignly, which the check sees
 * through the value thread 1 logged: that it is the value the loop writes
 * must hold at the head. The value of each write to an index that does
 * not depend on the thread, when it is known there, is a candidate;
 * writes to per-thread places are kept apart by the access patterns. */
void rule_benign_value(LoopView *v) {
  Arena *a = v->o->arena;
  LoopFacts *f = v->facts;
  for (int i = 0; i < f->accesses.len; i++) {
    const KStmt *s = f->accesses.items[i];
    if (s->kind != K_WRITE || expr_nonuniform(v->k, s->index))
      continue;
    Var *log = v->log(v->ctx, s->array, true);
    Var *value = v->written(v->ctx, s->array);
    Expr *e = log && value ? loopfacts_at_head(f, v->k->prog, s->e) : NULL;
    if (!e)
      continue;
    invariants_propose(v, "benign-value",
                       e_implies(a, e_var(a, log),
                                 e_eq(a, e_var(a, value), v->dual(v->ctx, e, 0))));
  }
}
