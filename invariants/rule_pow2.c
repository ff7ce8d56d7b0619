#include "rules.h"

#include "loopfacts.h"

/* A counter that doubles and one that halves in the same loop keep their
 * product while the halving one is not 0 (it halves a power of two
 * exactly): the offset and the active-thread count of a tree scan, whose
 * accesses stay apart only below that product. Once the halving one is 0
 * (it halved 1), the doubling one is twice the product: the offset a
 * Blelloch scan's up-sweep leaves to its down-sweep. */
static void pow2_product(LoopView *v) {
  LoopFacts *f = v->facts;
  Program *kp = v->k->prog;
  Arena *a = kp->arena;
  for (int i = 0; i < f->counters.len; i++) {
    Counter *up = f->counters.items[i];
    if (up->kind != STEP_MUL2 || !up->init || up->var->type->kind != TY_BV)
      continue;
    for (int j = 0; j < f->counters.len; j++) {
      Counter *down = f->counters.items[j];
      if (down->kind != STEP_DIV2 || !down->init || down->var->type->kind != TY_BV ||
          down->var->type->width != up->var->type->width)
        continue;
      int w = up->var->type->width;
      Expr *now = bv_op(kp, BV_MUL, e_var(a, up->var), e_var(a, down->var));
      Expr *start = bv_op(kp, BV_MUL, up->init, down->init);
      Expr *zero = e_bv(a, 0, w);
      invariants_propose_per_thread(
          v, "pow2-product",
          e_implies(a, e_bin(a, E_NE, e_var(a, down->var), zero), e_eq(a, now, start)));
      invariants_propose_per_thread(
          v, "pow2-product",
          e_implies(a, e_eq(a, e_var(a, down->var), zero),
                    e_eq(a, e_var(a, up->var), bv_op(kp, BV_MUL, e_bv(a, 2, w), start))));
    }
  }
}

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
  pow2_product(v);
}
