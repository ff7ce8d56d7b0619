#include "loopfacts.h"

#include "ranges.h"

#include <stdlib.h>
#include <string.h>

bool expr_mentions(const Expr *e, const Var *v) {
  if (e->kind == E_VAR)
    return e->var == v;
  for (int i = 0; i < e->nargs; i++)
    if (expr_mentions(e->args[i], v))
      return true;
  return false;
}

bool expr_equal(const Expr *x, const Expr *y) {
  if (x == y)
    return true;
  if (x->kind != y->kind || x->type->kind != y->type->kind ||
      x->type->width != y->type->width || x->var != y->var || x->lit != y->lit ||
      x->op != y->op || x->array != y->array || x->nargs != y->nargs ||
      (x->fn != y->fn && (!x->fn || !y->fn || strcmp(x->fn, y->fn))))
    return false;
  for (int i = 0; i < x->nargs; i++)
    if (!expr_equal(x->args[i], y->args[i]))
      return false;
  return true;
}

typedef struct {
  Program *p;
  const Var *v;
  Expr *r;
} SubstCtx;

static Expr *subst_arg(void *ctx, Expr *arg) {
  SubstCtx *s = ctx;
  return expr_subst(s->p, arg, s->v, s->r);
}

Expr *expr_subst(Program *p, Expr *e, const Var *v, Expr *r) {
  if (e->kind == E_VAR)
    return e->var == v ? r : e;
  if (!e->nargs || !expr_mentions(e, v))
    return e;
  SubstCtx ctx = {p, v, r};
  return e_map_args(p->arena, e, subst_arg, &ctx);
}

/* The bit-vector operation e applies, or BV_NONE. */
static BvOp op_of(const Expr *e) { return e->kind == E_FN ? e->op : BV_NONE; }

static bool is_const_bv(const Expr *e, uint64_t v) {
  return e->kind == E_BV && e->lit == v;
}

/* Follows single definitions made inside the loop through plain copies
 * and pure assignments, so `v + 1` is seen through temporaries. */
static Expr *resolve(const LoopFacts *f, Expr *e, int depth) {
  while (e->kind == E_VAR && depth++ < 64) {
    KStmt *d = ptrmap_get(&f->def, e->var);
    if (!d || d->kind != K_ASSIGN || !ptrmap_get(&f->inside, e->var))
      break;
    e = d->e;
  }
  return e;
}

typedef struct {
  const LoopFacts *f;
  Program *p;
} HeadCtx;

static Expr *at_head_arg(void *ctx, Expr *arg) {
  HeadCtx *h = ctx;
  return loopfacts_at_head(h->f, h->p, arg);
}

Expr *loopfacts_at_head(const LoopFacts *f, Program *p, Expr *e) {
  switch (e->kind) {
  case E_VAR: {
    Var *v = e->var;
    if (v->kind == VAR_CONST || !ptrmap_get(&f->inside, v))
      return e;
    for (int i = 0; i < f->counters.len; i++)
      if (((Counter *)f->counters.items[i])->var == v)
        return e;
    KStmt *d = ptrmap_get(&f->def, v);
    if (!d || d->kind != K_ASSIGN)
      return NULL;
    return loopfacts_at_head(f, p, d->e);
  }
  case E_OTHER:
  case E_ENABLED:
  case E_LOG:
  case E_LOG_OFFSET:
  case E_MEM:
    return NULL;
  default: {
    if (!e->nargs)
      return e;
    HeadCtx ctx = {f, p};
    return e_map_args(p->arena, e, at_head_arg, &ctx);
  }
  }
}

static Expr *add(Program *p, Expr *x, Expr *y) {
  if (is_const_bv(x, 0))
    return y;
  if (is_const_bv(y, 0))
    return x;
  return bv_op(p, BV_ADD, x, y);
}

static Expr *mul(Program *p, Expr *x, Expr *y) {
  if (is_const_bv(x, 0) || is_const_bv(y, 1))
    return x;
  if (is_const_bv(y, 0) || is_const_bv(x, 1))
    return y;
  return bv_op(p, BV_MUL, x, y);
}

bool expr_linear_in(Program *p, Expr *e, const Var *v, Expr **a, Expr **c) {
  if (e->type->kind != TY_BV)
    return false;
  int w = e->type->width;
  if (!expr_mentions(e, v)) {
    *a = e_bv(p->arena, 0, w);
    *c = e;
    return true;
  }
  if (e->kind == E_VAR) {
    *a = e_bv(p->arena, 1, w);
    *c = e_bv(p->arena, 0, w);
    return true;
  }
  BvOp op = op_of(e);
  if (op == BV_NONE || e->nargs != 2)
    return false;
  Expr *ax, *cx, *ay, *cy;
  if (op == BV_ADD || op == BV_SUB) {
    if (!expr_linear_in(p, e->args[0], v, &ax, &cx) ||
        !expr_linear_in(p, e->args[1], v, &ay, &cy))
      return false;
    if (op == BV_ADD) {
      *a = add(p, ax, ay);
      *c = add(p, cx, cy);
    } else {
      *a = is_const_bv(ay, 0) ? ax : bv_op(p, BV_SUB, ax, ay);
      *c = is_const_bv(cy, 0) ? cx : bv_op(p, BV_SUB, cx, cy);
    }
    return true;
  }
  if (op == BV_MUL || op == BV_SHL) {
    Expr *x = e->args[0], *y = e->args[1];
    if (op == BV_SHL) {
      if (y->kind != E_BV || y->lit >= (uint64_t)w)
        return false;
      y = e_bv(p->arena, UINT64_C(1) << y->lit, w);
    } else if (expr_mentions(y, v)) {
      Expr *t = x;
      x = y;
      y = t;
    }
    if (expr_mentions(y, v) || !expr_linear_in(p, x, v, &ax, &cx))
      return false;
    *a = mul(p, ax, y);
    *c = mul(p, cx, y);
    return true;
  }
  return false;
}

static StepKind classify_update(const LoopFacts *f, Program *p, Var *v,
                                Expr *u, Expr **step) {
  u = resolve(f, u, 0);
  int k;
  Expr *halved = bv_sdiv_pow2_dividend(u, &k);
  if (halved && k == 1) {
    halved = resolve(f, halved, 0);
    return halved->kind == E_VAR && halved->var == v ? STEP_DIV2 : STEP_NONE;
  }
  BvOp op = op_of(u);
  if (op == BV_NONE || u->nargs != 2)
    return STEP_NONE;
  Expr *x = resolve(f, u->args[0], 0), *y = resolve(f, u->args[1], 0);
  bool xv = x->kind == E_VAR && x->var == v, yv = y->kind == E_VAR && y->var == v;
  if (op == BV_ADD && xv && yv)
    return STEP_MUL2; /* v + v */
  if (op == BV_ADD && (xv || yv)) {
    Expr *s = loopfacts_at_head(f, p, xv ? u->args[1] : u->args[0]);
    if (!s || expr_mentions(s, v))
      return STEP_NONE;
    *step = s;
    return STEP_ADD;
  }
  if (op == BV_SUB && xv) {
    Expr *s = loopfacts_at_head(f, p, u->args[1]);
    if (!s || expr_mentions(s, v))
      return STEP_NONE;
    *step = bv_op(p, BV_SUB, e_bv(p->arena, 0, s->type->width), s);
    return STEP_ADD;
  }
  if ((xv && ((op == BV_MUL && is_const_bv(y, 2)) || (op == BV_SHL && is_const_bv(y, 1)))) ||
      (yv && op == BV_MUL && is_const_bv(x, 2)))
    return STEP_MUL2;
  if (xv && ((op == BV_UDIV && is_const_bv(y, 2)) ||
             ((op == BV_LSHR || op == BV_ASHR) && is_const_bv(y, 1))))
    return STEP_DIV2;
  return STEP_NONE;
}

/* The value a phi copy takes: "v := tmp" after "tmp := src". */
static Expr *copy_source(const LoopFacts *f, Expr *e) {
  if (e->kind == E_VAR) {
    KStmt *d = ptrmap_get(&f->def, e->var);
    if (d && d->kind == K_ASSIGN)
      return d->e;
  }
  return e;
}

/* The low w bits of v, as a signed or unsigned number. */
static int64_t at_width(uint64_t v, int w, bool is_signed) {
  if (w >= 64)
    return (int64_t)v;
  v &= (UINT64_C(1) << w) - 1;
  if (is_signed && (v >> (w - 1)) & 1)
    return (int64_t)(v | ~((UINT64_C(1) << w) - 1));
  return (int64_t)v;
}

/* A literal of width w as a signed or unsigned number. */
static int64_t literal(const Expr *e, bool is_signed) {
  return at_width(e->lit, e->type->width, is_signed);
}

bool loopfacts_literal(const Expr *e, int64_t *out) {
  if (e->type->kind != TY_BV)
    return false;
  if (e->kind == E_BV) {
    *out = literal(e, true);
    return true;
  }
  BvOp op = op_of(e);
  int64_t x, y;
  if ((op != BV_ADD && op != BV_SUB && op != BV_MUL) || e->nargs != 2 ||
      !loopfacts_literal(e->args[0], &x) || !loopfacts_literal(e->args[1], &y))
    return false;
  uint64_t r = op == BV_ADD   ? (uint64_t)x + (uint64_t)y
               : op == BV_SUB ? (uint64_t)x - (uint64_t)y
                              : (uint64_t)x * (uint64_t)y;
  *out = at_width(r, e->type->width, true);
  return true;
}

/* A bit-vector sum as atoms (subexpressions other than +, -, and products
 * and shifts by literals) with coefficients, plus a literal; modulo 2^64,
 * which keeps every narrower width's arithmetic. */
enum { SUM_MAX_ATOMS = 16, SUM_MAX_DEPTH = 32 };
typedef struct {
  const Expr *atom[SUM_MAX_ATOMS];
  uint64_t coeff[SUM_MAX_ATOMS];
  int natoms;
  uint64_t lit;
} Sum;

/* Adds k * e to s; false when e has too many atoms or is too deep. */
static bool sum_add(Sum *s, const Expr *e, uint64_t k, int depth) {
  if (depth > SUM_MAX_DEPTH)
    return false;
  int64_t x;
  if (loopfacts_literal(e, &x)) {
    s->lit += k * (uint64_t)x;
    return true;
  }
  BvOp op = op_of(e);
  if (op == BV_ADD || op == BV_SUB)
    return sum_add(s, e->args[0], k, depth + 1) &&
           sum_add(s, e->args[1], op == BV_ADD ? k : -k, depth + 1);
  if (op == BV_MUL && loopfacts_literal(e->args[1], &x))
    return sum_add(s, e->args[0], k * (uint64_t)x, depth + 1);
  if (op == BV_MUL && loopfacts_literal(e->args[0], &x))
    return sum_add(s, e->args[1], k * (uint64_t)x, depth + 1);
  if (op == BV_SHL && e->args[1]->kind == E_BV && e->args[1]->lit < (uint64_t)e->type->width)
    return sum_add(s, e->args[0], k << e->args[1]->lit, depth + 1);
  for (int i = 0; i < s->natoms; i++)
    if (expr_equal(s->atom[i], e)) {
      s->coeff[i] += k;
      return true;
    }
  if (s->natoms == SUM_MAX_ATOMS)
    return false;
  s->atom[s->natoms] = e;
  s->coeff[s->natoms++] = k;
  return true;
}

bool loopfacts_literal_offset(const Expr *x, const Expr *y, int64_t *d) {
  int w = x->type->width;
  if (x->type->kind != TY_BV || y->type->kind != TY_BV || y->type->width != w)
    return false;
  Sum s = {0};
  if (!sum_add(&s, x, 1, 0) || !sum_add(&s, y, UINT64_MAX, 0))
    return false;
  for (int i = 0; i < s.natoms; i++)
    if (at_width(s.coeff[i], w, false) != 0)
      return false;
  *d = at_width(s.lit, w, true);
  return true;
}

/* Which way an added step goes: a negative literal or a subtracted value
 * goes down; anything else is taken to go up. */
static void set_direction(Program *p, Counter *c) {
  int64_t lit;
  int w = c->step->type->width;
  c->down = false;
  c->mag = c->step;
  if (loopfacts_literal(c->step, &lit) && lit != INT64_MIN) {
    c->down = lit < 0;
    c->mag = e_bv(p->arena, (uint64_t)(lit < 0 ? -lit : lit), w);
  } else if (op_of(c->step) == BV_SUB && is_const_bv(c->step->args[0], 0)) {
    c->down = true;
    c->mag = c->step->args[1];
  }
}

static void find_counters(LoopFacts *f, Kernel *k, const Loop *l) {
  KBlock *h = k->blocks.items[l->header];
  PtrMap seen = {0};
  for (int i = 0; i < h->preds.len; i++) {
    KBlock *b = h->preds.items[i];
    for (int j = 0; j < b->stmts.len; j++) {
      KStmt *s = b->stmts.items[j];
      if (s->kind != K_ASSIGN || !kernel_var_facts_of(k, s->lhs).multi_def ||
          ptrmap_get(&seen, s->lhs))
        continue;
      ptrmap_put(&seen, s->lhs, s->lhs);
      Counter *c = NEW(k->prog->arena, Counter);
      c->var = s->lhs;
      vec_push(&f->counters, c);
    }
  }
  ptrmap_free(&seen);
  for (int ci = 0; ci < f->counters.len; ci++) {
    Counter *c = f->counters.items[ci];
    bool ok = true, first_update = true;
    for (int i = 0; i < h->preds.len && ok; i++) {
      KBlock *b = h->preds.items[i];
      bool from_inside = l->body[b->id];
      for (int j = 0; j < b->stmts.len; j++) {
        KStmt *s = b->stmts.items[j];
        if (s->kind != K_ASSIGN || s->lhs != c->var)
          continue;
        Expr *src = copy_source(f, s->e);
        if (!from_inside) {
          if (c->init && c->init != src)
            c->init = NULL, ok = false; /* different values on entry */
          else
            c->init = src;
          continue;
        }
        Expr *step = NULL;
        StepKind kind = classify_update(f, k->prog, c->var, src, &step);
        if (first_update) {
          c->kind = kind;
          c->step = step;
          first_update = false;
        } else if (kind != c->kind || kind == STEP_ADD) {
          c->kind = STEP_NONE; /* several updates: keep it simple */
        }
      }
    }
    if (c->kind == STEP_ADD)
      set_direction(k->prog, c);
  }
}

void loopfacts_build(LoopFacts *f, Kernel *k, const Cfg *c, const Loop *l) {
  memset(f, 0, sizeof *f);
  for (int i = 0; i < k->blocks.len; i++) {
    KBlock *b = k->blocks.items[i];
    for (int j = 0; j < b->stmts.len; j++) {
      KStmt *s = b->stmts.items[j];
      if (s->lhs && !kernel_var_facts_of(k, s->lhs).multi_def)
        ptrmap_put(&f->def, s->lhs, s);
      if (s->lhs && l->body[i])
        ptrmap_put(&f->inside, s->lhs, s->lhs);
      if (l->body[i] && (s->kind == K_READ || s->kind == K_WRITE)) {
        vec_push(&f->accesses, s);
        ptrmap_put(&f->block, s, b);
      }
    }
  }
  find_counters(f, k, l);
  KBlock *h = k->blocks.items[l->header];
  if (h->nsucc == 2) {
    bool in0 = l->body[h->succ[0]->id], in1 = l->body[h->succ[1]->id];
    if (in0 != in1) {
      Expr *g = in0 ? h->cond : e_not(k->prog->arena, h->cond);
      f->guard = loopfacts_at_head(f, k->prog, g);
    }
  }
  (void)c;
}

void loopfacts_free(LoopFacts *f) {
  vec_free(&f->counters);
  vec_free(&f->accesses);
  ptrmap_free(&f->block);
  ptrmap_free(&f->def);
  ptrmap_free(&f->inside);
}

/* The counter e is, or NULL. */
static const Counter *counter_of(const LoopFacts *f, const Expr *e) {
  for (int i = 0; e->kind == E_VAR && i < f->counters.len; i++)
    if (((Counter *)f->counters.items[i])->var == e->var)
      return f->counters.items[i];
  return NULL;
}

const Counter *loopfacts_guard_counter(const LoopFacts *f, BvOp *op, Expr **bound) {
  const Expr *g = f->guard;
  bool negate = false;
  while (g && g->kind == E_NOT) {
    negate = !negate;
    g = g->args[0];
  }
  if (!g || g->kind != E_FN || g->nargs != 2 || bv_comparison(g->op, false) == BV_NONE)
    return NULL;
  BvOp o = negate ? bv_comparison(g->op, true) : g->op;
  Expr *x = g->args[0], *y = g->args[1];
  const Counter *c = counter_of(f, x);
  if (!c && (c = counter_of(f, y))) {
    y = x;
    o = bv_comparison(o, false);
  }
  if (!c || expr_mentions(y, c->var))
    return NULL;
  *op = o;
  *bound = y;
  return c;
}

bool loopfacts_constant_trips(const LoopFacts *f, uint64_t *trips) {
  BvOp op;
  Expr *bound;
  const Counter *c = loopfacts_guard_counter(f, &op, &bound);
  if (!c || (op != BV_ULT && op != BV_ULE && op != BV_SLT && op != BV_SLE) ||
      bound->kind != E_BV || bound->type->width > 32 || c->kind != STEP_ADD || !c->init ||
      c->init->kind != E_BV || !c->step || c->step->kind != E_BV)
    return false;
  bool is_signed = op == BV_SLT || op == BV_SLE;
  int64_t from = literal(c->init, is_signed), step = literal(c->step, true);
  int64_t to = literal(bound, is_signed) + (op == BV_SLE || op == BV_ULE);
  if (step <= 0)
    return false;
  *trips = to > from ? (uint64_t)((to - from + step - 1) / step) : 0;
  /* The value that leaves must not wrap back under the bound. */
  __int128 last = (__int128)from + (__int128)step * (__int128)*trips;
  return last <= (__int128)range_max(c->var->type->width, is_signed);
}

/* The loop's only back edge, and the only assignment to v in the loop, is
 * in that edge's block: the counter's one update. */
static bool one_update(const Kernel *k, const Loop *l, const Var *v) {
  const KBlock *h = k->blocks.items[l->header];
  int latches = 0, updates = 0;
  for (int i = 0; i < h->preds.len; i++)
    latches += l->body[((KBlock *)h->preds.items[i])->id];
  for (int b = 0; b < k->blocks.len; b++) {
    if (!l->body[b])
      continue;
    const KBlock *kb = k->blocks.items[b];
    for (int j = 0; j < kb->stmts.len; j++)
      updates += ((KStmt *)kb->stmts.items[j])->lhs == v;
  }
  return latches == 1 && updates == 1;
}

bool loopfacts_counter_values(const LoopFacts *f, const Kernel *k, const Loop *l,
                              const Counter *c, uint64_t *trips) {
  return c->kind == STEP_ADD && c->init && c->step && c->var->type->kind == TY_BV &&
         one_update(k, l, c->var) && loopfacts_constant_trips(f, trips);
}

const Counter *loopfacts_runs_once(const LoopFacts *f, const Kernel *k, const Loop *l,
                                   const PtrMap *concrete) {
  BvOp op;
  Expr *bound;
  int64_t step;
  const Counter *c = loopfacts_guard_counter(f, &op, &bound);
  if (!c || c->kind != STEP_ADD || c->down || !c->init || c->var->type->kind != TY_BV ||
      c->var->type->width > 64 || !loopfacts_literal(c->step, &step) || step <= 0 ||
      !one_update(k, l, c->var))
    return NULL;
  bool is_signed = op == BV_SLT || op == BV_SLE, inclusive = op == BV_ULE || op == BV_SLE;
  if (!is_signed && op != BV_ULT && op != BV_ULE)
    return NULL;
  int w = c->var->type->width;
  RangeEnv env = {.k = k, .concrete = concrete, .def = &f->def};
  Range init = range_of(&env, c->init), n = range_of(&env, bound);
  if (is_signed && (!range_nonnegative(init, w) || !range_nonnegative(n, w)))
    return NULL;
  /* A thread enters with init < n (<= n): at most the bound's top. */
  unsigned __int128 top = init.hi, last = (unsigned __int128)n.hi + inclusive;
  if (top >= last)
    top = last ? last - 1 : 0;
  bool once = top + (uint64_t)step <= range_max(w, is_signed) &&
              init.lo + (unsigned __int128)(uint64_t)step >= last;
  return once ? c : NULL;
}
