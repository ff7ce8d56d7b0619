#include "rules.h"

#include "loopfacts.h"

static bool is_one(const Expr *e) { return e->kind == E_BV && e->lit == 1; }

/* The low `width` bits of e. */
static Expr *low_bits(Program *p, Expr *e, int width) {
  return e->type->width == width ? e : bv_extract(p, e, width, 0);
}

/* For an access at index g: when g does not change in the loop, thread 1
 * logged exactly g; when g = a*i + c for a counter i that starts at init
 * and steps by s, the logged offset is c + a*init plus a multiple of a*s,
 * short of c + a*i (above or below, as a*s goes up or down). */
static void access_candidates(LoopView *v, const KStmt *s) {
  Arena *a = v->o->arena;
  Program *kp = v->k->prog;
  LoopFacts *f = v->facts;
  Var *log = v->log(v->ctx, s->array, s->kind == K_WRITE);
  Var *watched = v->watched(v->ctx, s->array);
  if (!log || !watched)
    return;
  Expr *g = loopfacts_at_head(f, kp, s->index);
  if (!g)
    return;
  Expr *logged = e_var(a, log), *w = e_var(a, watched);
  /* An index computed wider (64-bit counters) and cut to the index width:
   * the low bits of a sum and a product are those of the low bits, so
   * base and stride are computed wide and cut the same way. */
  int width = g->type->width;
  Expr *wide = g->kind == E_FN && g->op == BV_EXTRACT && g->lit == 0 ? g->args[0] : g;
  bool fixed = true;
  for (int i = 0; i < f->counters.len; i++) {
    Counter *c = f->counters.items[i];
    if (!expr_mentions(g, c->var))
      continue;
    fixed = false;
    Expr *coef, *rest;
    if (c->kind != STEP_ADD || !c->init || !expr_linear_in(kp, wide, c->var, &coef, &rest))
      continue;
    if (coef->kind == E_BV && coef->lit == 0)
      continue;
    Expr *base = low_bits(kp, bv_op(kp, BV_ADD, rest, bv_op(kp, BV_MUL, coef, c->init)), width);
    /* Offsets that go down (a counter going down, or a negative literal
     * coefficient as in A[n - i]) are measured below base, so stride and
     * range stay small positive numbers. */
    int64_t lit;
    bool negative_coef = loopfacts_literal(coef, &lit) && lit < 0 && lit != INT64_MIN;
    if (negative_coef)
      coef = e_bv(kp->arena, (uint64_t)-lit, coef->type->width);
    bool down = c->down != negative_coef;
    Expr *stride = low_bits(kp, bv_op(kp, BV_MUL, coef, c->mag), width);
    Expr *w0 = v->dual(v->ctx, base, 0);
    Expr *from_base = down ? bv_op(v->o, BV_SUB, w0, w) : bv_op(v->o, BV_SUB, w, w0);
    /* A stride of 1 says nothing; bv_op does not fold the product. */
    if (!(is_one(coef) && is_one(c->mag)))
      invariants_propose(
          v, "access-stride",
          e_implies(a, logged,
                    e_eq(a, bv_op(v->o, BV_UREM, from_base, v->dual(v->ctx, stride, 0)),
                         e_bv(a, 0, 32))));
    Expr *var = e_var(kp->arena, c->var);
    Expr *travelled = c->down ? bv_op(kp, BV_SUB, c->init, var) : bv_op(kp, BV_SUB, var, c->init);
    Expr *span = low_bits(kp, bv_op(kp, BV_MUL, coef, travelled), width);
    invariants_propose(v, "access-range",
                       e_implies(a, logged, bv_op(v->o, BV_ULT, from_base,
                                                  v->dual(v->ctx, span, 0))));
  }
  if (fixed)
    invariants_propose(v, "access-fixed",
                       e_implies(a, logged, e_eq(a, w, v->dual(v->ctx, g, 0))));
}

void rule_access_pattern(LoopView *v) {
  for (int i = 0; i < v->facts->accesses.len; i++)
    access_candidates(v, v->facts->accesses.items[i]);
}
