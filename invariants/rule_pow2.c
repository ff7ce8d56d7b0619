#include "rules.h"

#include "loopfacts.h"

/* s *= 2 and s /= 2 keep s a power of two (or zero), between its start
 * and the end it moves towards. */
void rule_pow2(LoopView *v) {
  LoopFacts *f = v->facts;
  Program *kp = v->k->prog;
  Arena *a = kp->arena;
  for (int i = 0; i < f->counters.len; i++) {
    Counter *c = f->counters.items[i];
    if ((c->kind != STEP_MUL2 && c->kind != STEP_DIV2) || c->var->type->kind != TY_BV)
      continue;
    int w = c->var->type->width;
    Expr *s = e_var(a, c->var);
    Expr *low = bv_op(kp, BV_AND, s, bv_op(kp, BV_SUB, s, e_bv(a, 1, w)));
    invariants_propose_per_thread(v, "pow2", e_eq(a, low, e_bv(a, 0, w)));
    invariants_propose_per_thread(v, "pow2-nonzero", e_bin(a, E_NE, s, e_bv(a, 0, w)));
    if (c->init)
      invariants_propose_per_thread(
          v, "pow2-bound",
          c->kind == STEP_DIV2 ? bv_op(kp, BV_ULE, s, c->init)
                               : bv_op(kp, BV_ULE, c->init, s));
  }
}
