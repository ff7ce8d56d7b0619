#include "rules.h"

#include <string.h>

#include "loopfacts.h"

/* The guard's comparison made non-strict: i < n gives i <= n. */
static Expr *relaxed_guard(Program *p, Expr *g) {
  if (g->kind != E_FN)
    return NULL;
  switch (g->op) {
  case BV_ULT: return bv_op(p, BV_ULE, g->args[0], g->args[1]);
  case BV_SLT: return bv_op(p, BV_SLE, g->args[0], g->args[1]);
  case BV_UGT: return bv_op(p, BV_UGE, g->args[0], g->args[1]);
  case BV_SGT: return bv_op(p, BV_SGE, g->args[0], g->args[1]);
  default: return NULL;
  }
}

void rule_counter_bounds(LoopView *v) {
  LoopFacts *f = v->facts;
  Program *kp = v->k->prog;
  Arena *a = kp->arena;
  for (int i = 0; i < f->counters.len; i++) {
    Counter *c = f->counters.items[i];
    if (c->kind != STEP_ADD || !c->init || c->var->type->kind != TY_BV)
      continue;
    Expr *var = e_var(a, c->var);
    int w = c->var->type->width;
    /* Measured from init in the counter's direction, so a counter going
     * down by 16 is a multiple of 16 below init, not of 2^32 - 16 above. */
    Expr *travelled = c->down ? bv_op(kp, BV_SUB, c->init, var) : bv_op(kp, BV_SUB, var, c->init);
    bool unit_step = c->mag->kind == E_BV && c->mag->lit == 1;
    if (!unit_step && invariants_congruence_kept(v, c->mag))
      invariants_propose_per_thread(
          v, "counter-stride",
          e_eq(a, bv_op(kp, BV_UREM, travelled, c->mag), e_bv(a, 0, w)));
    Expr *lo = c->down ? var : c->init, *hi = c->down ? c->init : var;
    invariants_propose_per_thread(v, "counter-lower", bv_op(kp, BV_ULE, lo, hi));
    invariants_propose_per_thread(v, "counter-lower-signed", bv_op(kp, BV_SLE, lo, hi));
    if (f->guard && expr_mentions(f->guard, c->var)) {
      Expr *g = relaxed_guard(kp, f->guard);
      if (g)
        invariants_propose_per_thread(v, "counter-guard", g);
      /* A counter that overshoots its bound (a stride above 1) still had
       * its previous value inside: i == init or the guard held of i - s. */
      Expr *prev = expr_subst(kp, f->guard, c->var, bv_op(kp, BV_SUB, var, c->step));
      invariants_propose_per_thread(v, "counter-guard-previous",
                                    e_or(a, e_eq(a, var, c->init), prev));
    }
  }
}
