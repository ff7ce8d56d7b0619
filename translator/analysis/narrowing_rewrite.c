/* narrowing_rewrite: the narrowed variables retyped, and every expression
 * that reads them, or a bounded parameter, computed on 32 bits where
 * exact. */
#include "narrowing_int.h"

#include <stdlib.h>
#include <string.h>

/* x (64 bits) as the 32-bit value whose sign extension it is, or NULL. */
static Expr *narrow_operand(Nw *n, const Slot *st, Expr *x) {
  Program *p = n->k->prog;
  Expr *lit = x->kind == E_VAR ? ptrmap_get(n->launch->concrete, x->var) : NULL;
  if (lit && lit->kind == E_BV && lit->type->width == WIDE)
    x = lit; /* instrumentation reads it as that literal */
  if (x->kind == E_BV) {
    int64_t v = itv_literal(x->lit, WIDE);
    return itv_fits((Itv){v, v}, NARROW) ? e_bv(p->arena, (uint64_t)v & UINT32_MAX, NARROW) : NULL;
  }
  int i = x->kind == E_VAR ? nw_slot(n, x->var) : -1;
  if (i >= 0 && nw_is_param(n, i)) /* its low half, when its bounds here fit it */
    return itv_fits(st[i].v, NARROW) ? bv_extract(p, x, NARROW, 0) : NULL;
  if (x->kind != E_FN || x->args[0]->type->width != NARROW)
    return NULL;
  if (x->op == BV_SEXT || (x->op == BV_ZEXT && nw_eval(n, st, x->args[0]).lo >= 0))
    return x->args[0];
  return NULL;
}

/* Whether `op` on the sign extensions of 32-bit values gives the sign
 * extension of the same operation on 32 bits, for e = op(x, y). */
static bool exact_narrow(Nw *n, const Slot *st, const Expr *e) {
  switch (e->op) {
  case BV_AND: /* bitwise operations and comparisons: always */
  case BV_OR:
  case BV_XOR:
    return true;
  case BV_ADD: /* the others: where the result fits */
  case BV_SUB:
  case BV_MUL:
  case BV_SHL:
  case BV_SDIV:
  case BV_SREM:
  case BV_ASHR:
    return itv_fits(nw_eval(n, st, e), NARROW);
  case BV_LSHR: /* and unsigned ones: on non-negative operands */
  case BV_UDIV:
  case BV_UREM:
    return nw_eval(n, st, e->args[0]).lo >= 0 && nw_eval(n, st, e->args[1]).lo >= 0 &&
           itv_fits(nw_eval(n, st, e), NARROW);
  default:
    return bv_op_is_predicate(e->op);
  }
}

/* e, whose arguments were rewritten, rebuilt: on 32 bits where exact,
 * else by the folding constructors. */
static Expr *rebuild(Nw *n, const Slot *st, Expr *e) {
  Program *p = n->k->prog;
  Expr **a = e->args;
  bool wide = e->nargs >= 2 && a[e->nargs - 1]->type->kind == TY_BV &&
              a[e->nargs - 1]->type->width == WIDE;
  if (e->kind == E_FN && e->op != BV_NONE && e->op != BV_CONCAT) {
    if (e->nargs == 2 && wide && exact_narrow(n, st, e)) {
      Expr *x = narrow_operand(n, st, a[0]), *y = narrow_operand(n, st, a[1]);
      if (x && y) {
        Expr *r = bv_op(p, e->op, x, y);
        return bv_op_is_predicate(e->op) ? r : bv_sext(p, r, WIDE);
      }
    }
    if (e->op == BV_EXTRACT)
      return bv_extract(p, a[0], (int)e->lit + e->type->width, (int)e->lit);
    if (e->op == BV_ZEXT)
      return bv_zext(p, a[0], e->type->width);
    if (e->op == BV_SEXT)
      return bv_sext(p, a[0], e->type->width);
    return e->nargs == 2 ? bv_op(p, e->op, a[0], a[1]) : e;
  }
  if ((e->kind == E_EQ || e->kind == E_NE) && wide) {
    Expr *x = narrow_operand(n, st, a[0]), *y = narrow_operand(n, st, a[1]);
    if (x && y)
      return e->kind == E_EQ ? e_eq(p->arena, x, y) : e_bin(p->arena, E_NE, x, y);
  }
  if (e->kind == E_ITE && wide) {
    Expr *x = narrow_operand(n, st, a[1]), *y = narrow_operand(n, st, a[2]);
    if (x && y)
      return bv_sext(p, e_ite(p->arena, a[0], x, y), WIDE);
  }
  return bv_fold(p, e);
}

typedef struct {
  Nw *n;
  Slot *st;    /* every narrowed variable at its assigned values, each
                  parameter at its bounds where the rewrite is */
  PtrMap done; /* Expr* -> its rewrite under st: expressions share nodes */
  PtrMap made; /* the nodes the rewrite built: met again, they stay */
} Rw;

static Expr *rw(Rw *r, Expr *e);

static Expr *rw_arg(void *ctx, Expr *e) { return rw(ctx, e); }

/* e with every narrowed variable read through its sign extension, and
 * the operations on those rebuilt. */
static Expr *rw(Rw *r, Expr *e) {
  if (!e)
    return NULL;
  Expr *done = ptrmap_get(&r->done, e);
  if (done)
    return done;
  if (ptrmap_get(&r->made, e))
    return e;
  Nw *n = r->n;
  Program *p = n->k->prog;
  Expr *out = e;
  int k;
  Expr *x = e->type->kind == TY_BV && e->type->width == WIDE ? bv_sdiv_pow2_dividend(e, &k) : NULL;
  Expr *a = x && k < NARROW - 1 ? narrow_operand(n, r->st, rw(r, x)) : NULL;
  if (a) { /* the quotient of a 32-bit value by 2^k is one: divided on 32 bits */
    out = bv_sext(p, bv_op(p, BV_SDIV, a, e_bv(p->arena, (uint64_t)1 << k, NARROW)), WIDE);
  } else if (e->kind == E_VAR) {
    int i = nw_slot(n, e->var);
    if (i >= 0 && !n->bad[i] && e->type->width == WIDE)
      out = bv_sext(p, e_var(p->arena, e->var), WIDE);
  } else if (e->nargs) {
    Expr *c = e_map_args(p->arena, e, rw_arg, r);
    bool changed = false;
    for (int i = 0; i < e->nargs; i++)
      changed |= c->args[i] != e->args[i];
    out = changed ? rebuild(n, r->st, c) : e;
  }
  ptrmap_put(&r->done, e, out);
  if (out != e)
    ptrmap_put(&r->made, out, out);
  return out;
}

static void rw_stmt(Rw *r, KStmt *s) {
  s->e = rw(r, s->e);
  s->index = rw(r, s->index);
  s->guard = rw(r, s->guard);
  s->event = rw(r, s->event);
  s->lanes = rw(r, s->lanes);
  for (int i = 0; i < s->nbinvs; i++) {
    BarrierInv *bi = s->binvs[i];
    bi->e = rw(r, bi->e);
    for (int j = 0; j < bi->ninsts; j++)
      bi->insts[j] = rw(r, bi->insts[j]);
  }
  int i = s->lhs ? nw_slot(r->n, s->lhs) : -1;
  if (i >= 0 && !r->n->bad[i])
    s->e = bv_extract(r->n->k->prog, s->e, NARROW, 0);
}

/* Sets the parameters' bounds in r to those of from (NULL: the entry's);
 * the rewrites made under other bounds no longer apply. */
static void params_at(Rw *r, const Slot *from) {
  Nw *n = r->n;
  bool changed = false;
  for (int i = 0; i < n->ntracked; i++) {
    Itv v = (from ? from : n->entry)[i].v;
    if (nw_is_param(n, i) && (r->st[i].v.lo != v.lo || r->st[i].v.hi != v.hi)) {
      r->st[i].v = v;
      changed = true;
    }
  }
  if (changed) {
    ptrmap_free(&r->done);
    r->done = (PtrMap){0};
  }
}

/* The statements in order, each under the parameters' bounds before it. */
static void rw_stmts(Rw *r, Vec *stmts) {
  Nw *n = r->n;
  Slot *after = nw_state_new(n);
  for (int i = 0; i < stmts->len; i++) {
    KStmt *s = stmts->items[i];
    if (nw_assumed(n, s)) {
      memcpy(after, r->st, (size_t)n->ntracked * sizeof(Slot));
      nw_refine(n, after, nw_assumed(n, s), true);
    }
    rw_stmt(r, s);
    if (nw_assumed(n, s))
      params_at(r, after);
  }
  free(after);
}

/* Retypes the narrowed variables, then rewrites every expression of k. */
void nw_rewrite(Nw *n) {
  Kernel *k = n->k;
  Slot *st = nw_state_new(n);
  for (int i = 0; i < n->ntracked; i++)
    if (!n->bad[i]) {
      st[i] = (Slot){.v = n->assigned[i], .set = true};
      n->tracked[i]->type = ty_bv(k->prog->arena, NARROW);
      VarFacts *f = kernel_var_facts(k, n->tracked[i]);
      f->bounded = true;
      f->lo = n->assigned[i].lo;
      f->hi = n->assigned[i].hi;
    }
  for (int i = 0; i < n->ntracked; i++)
    if (nw_is_param(n, i))
      st[i] = n->entry[i];
  Rw r = {.n = n, .st = st};
  for (int b = 0; b < k->blocks.len; b++) {
    KBlock *blk = k->blocks.items[b];
    params_at(&r, n->in[b]);
    rw_stmts(&r, &blk->invariants);
    rw_stmts(&r, &blk->stmts);
    blk->cond = rw(&r, blk->cond);
  }
  /* These are read elsewhere than where the analysis saw them: under the
   * parameters' bounds at the entry. */
  params_at(&r, NULL);
  rw_stmts(&r, &k->ensures);
  rw_stmts(&r, &k->function_wide);
  for (int i = 0; i < k->requires.len; i++)
    k->requires.items[i] = rw(&r, k->requires.items[i]);
  ptrmap_free(&r.done);
  ptrmap_free(&r.made);
  free(st);
}
