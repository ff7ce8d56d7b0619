#include "rules.h"

#include <stdlib.h>

#include "loopfacts.h"

static bool is_one(const Expr *e) { return e->kind == E_BV && e->lit == 1; }

/* The low `width` bits of e. */
static Expr *low_bits(Program *p, Expr *e, int width) {
  return e->type->width == width ? e : bv_extract(p, e, width, 0);
}

/* How an index a*i + c moves with a counter i of the loop around its
 * access, as kernel expressions at that loop's head: where the offsets
 * start, the step between them, how far they went, and how far the
 * counter's guard lets them go. Offsets that go down (a counter going
 * down, or a negative literal coefficient as in A[n - i]) are measured
 * below the start, so that all of these are small positive numbers. */
typedef struct {
  Expr *base;
  Expr *stride;
  Expr *span;  /* |a| times the distance the counter went */
  Expr *bound; /* |a| times the distance the guard allows, or NULL */
  bool down;
  int64_t width; /* elements logged per step from base, 1 but for a
                    window (window_walk) */
  int apart;     /* the windows of two steps do not overlap (width at
                    most the stride): 1 known, -1 known not, 0 unknown */
  bool lead_in;  /* the array is accessed so before the loop too: the
                    step before the start may be logged */
  bool entry_logged; /* the log may be set as the loop is entered
                        (logged_on_entry): no range covered so far */
} Walk;

/* The distance the guard lets counter c go from its start: B - init for
 * c < B, one more for c <= B, the mirror going down; for a guard on another
 * counter that steps by 1, c's step times that counter's distance (the two
 * step together). NULL when the guard is not a comparison of a counter
 * with a bound free of it in the way the counter goes. */
static Expr *guard_distance(Program *p, const LoopFacts *f, const Counter *c) {
  BvOp op;
  Expr *y;
  const Counter *gc = loopfacts_guard_counter(f, &op, &y);
  if (!gc || gc->kind != STEP_ADD || !gc->init)
    return NULL;
  if (gc != c && !(gc->mag->kind == E_BV && gc->mag->lit == 1))
    return NULL;
  bool below = op == BV_ULT || op == BV_ULE || op == BV_SLT || op == BV_SLE;
  bool above = op == BV_UGT || op == BV_UGE || op == BV_SGT || op == BV_SGE;
  if ((!below && !above) || below == gc->down)
    return NULL;
  Expr *d = gc->down ? bv_op(p, BV_SUB, gc->init, y) : bv_op(p, BV_SUB, y, gc->init);
  bool inclusive = op == BV_ULE || op == BV_SLE || op == BV_UGE || op == BV_SGE;
  if (inclusive)
    d = bv_op(p, BV_ADD, d, e_bv(p->arena, 1, d->type->width));
  if (gc == c)
    return d;
  if (d->type->width != c->mag->type->width)
    return NULL;
  return bv_op(p, BV_MUL, c->mag, d);
}

/* A `to`-bit expression whose low e->type->width bits are e, for e built
 * by sums and products from the low bits of to-bit values (a 64-bit
 * counter cut to a 32-bit index, as `shared[c][t]` with a `long c` is
 * translated): the cuts are taken off and what does not move with v is
 * widened. The low bits of a sum or product are those of its operands'
 * low bits, so any widening will do. NULL when e has another form. */
static Expr *widen(Program *p, Expr *e, const Var *v, int to) {
  int w = e->type->width;
  if (w == to)
    return e;
  if (w > to)
    return NULL;
  if (!expr_mentions(e, v))
    return bv_zext(p, e, to);
  if (e->kind != E_FN)
    return NULL;
  if (e->op == BV_EXTRACT && e->lit == 0 && e->args[0]->type->width == to)
    return e->args[0];
  if (e->op == BV_SHL && e->args[1]->kind == E_BV && e->args[1]->lit < (uint64_t)w) {
    Expr *x = widen(p, e->args[0], v, to);
    return x ? bv_op(p, BV_SHL, x, e_bv(p->arena, e->args[1]->lit, to)) : NULL;
  }
  if (e->op != BV_ADD && e->op != BV_SUB && e->op != BV_MUL)
    return NULL;
  Expr *x = widen(p, e->args[0], v, to), *y = x ? widen(p, e->args[1], v, to) : NULL;
  return y ? bv_op(p, e->op, x, y) : NULL;
}

/* The walk of index g (at the head of the loop f describes) along counter
 * c; false when g is not linear in c or does not move with it. */
static bool walk_of(Program *p, const LoopFacts *f, const Counter *c, Expr *g, Walk *w) {
  /* An index computed wider (64-bit counters) and cut to the index width:
   * the low bits of a sum and a product are those of the low bits, so
   * base and stride are computed wide and cut the same way. */
  int width = g->type->width;
  if (c->kind != STEP_ADD || !c->init)
    return false;
  Expr *wide = widen(p, g, c->var, c->var->type->width);
  Expr *coef, *rest;
  if (!wide || !expr_linear_in(p, wide, c->var, &coef, &rest))
    return false;
  if (coef->kind == E_BV && coef->lit == 0)
    return false;
  w->base = low_bits(p, bv_op(p, BV_ADD, rest, bv_op(p, BV_MUL, coef, c->init)), width);
  int64_t lit;
  bool negative_coef = loopfacts_literal(coef, &lit) && lit < 0 && lit != INT64_MIN;
  if (negative_coef)
    coef = e_bv(p->arena, (uint64_t)-lit, coef->type->width);
  w->down = c->down != negative_coef;
  /* A stride of 1 says nothing; bv_op does not fold the product. */
  w->stride = is_one(coef) && is_one(c->mag)
                  ? NULL
                  : low_bits(p, bv_op(p, BV_MUL, coef, c->mag), width);
  Expr *var = e_var(p->arena, c->var);
  Expr *went = c->down ? bv_op(p, BV_SUB, c->init, var) : bv_op(p, BV_SUB, var, c->init);
  w->span = low_bits(p, bv_op(p, BV_MUL, coef, went), width);
  Expr *d = guard_distance(p, f, c);
  w->bound = d ? low_bits(p, bv_op(p, BV_MUL, coef, d), width) : NULL;
  w->width = 1;
  w->apart = 1;
  w->lead_in = false;
  w->entry_logged = false;
  return true;
}

/* Windows reach this far, in elements, from the access that makes them. */
#define WINDOW_REACH (INT64_C(1) << 20)

/* The window of elements that the accesses of one log make around index
 * g of access s: the accesses to s's array, of s's kind, whose indices
 * are g plus a literal (an int4 copied as two 64-bit words at 2i and
 * 2i + 1, the fields of a float4 written one by one at 4i, ..., 4i + 3,
 * the words of a block read as in[k + 16 * i] for k = 0..15),
 * each covering its count elements (one access of a vector): elements
 * g + lo to g + hi - 1. first: s is the access that proposes for the
 * window (the lowest offset, the earliest of those). */
typedef struct {
  int64_t lo, hi;
  bool first;
} Window;

static Window window_of(Program *p, const LoopFacts *f, const KStmt *s, Expr *g) {
  bool before = true; /* s not yet seen in the list */
  Window win = {0, s->count, true};
  for (int i = 0; i < f->accesses.len; i++) {
    const KStmt *t = f->accesses.items[i];
    if (t == s) {
      before = false;
      continue;
    }
    if (t->array != s->array || (t->kind == K_WRITE) != (s->kind == K_WRITE))
      continue;
    Expr *gt = loopfacts_at_head(f, p, t->index);
    int64_t d;
    if (!gt || !loopfacts_literal_offset(gt, g, &d) || d > WINDOW_REACH || d < -WINDOW_REACH)
      continue;
    if (d < 0 || (d == 0 && before))
      win.first = false;
    if (d < win.lo)
      win.lo = d;
    if (d + t->count > win.hi)
      win.hi = d + t->count;
  }
  return win;
}

/* The walk of s's window, from the walk w of its index g: the base moves
 * to the window's first element in the walk's direction (its last going
 * down). False when another access proposes for the window. */
static bool window_walk(Program *p, const LoopFacts *f, const KStmt *s, Expr *g, Walk *w) {
  Window win = window_of(p, f, s, g);
  int64_t shift = w->down ? win.hi - 1 : win.lo;
  if (shift)
    w->base = bv_op(p, BV_ADD, w->base, e_bv(p->arena, (uint64_t)shift, g->type->width));
  w->width = win.hi - win.lo;
  int64_t stride = 1;
  if (w->width == 1)
    w->apart = 1;
  else if (!w->stride || loopfacts_literal(w->stride, &stride))
    w->apart = stride >= w->width ? 1 : -1;
  else
    w->apart = 0;
  return win.first;
}

/* Thread 1's logged offset measured from the walk's start, in its
 * direction. */
static Expr *from_base(LoopView *v, const Walk *w, Expr *watched) {
  Expr *b = v->dual(v->ctx, w->base, 0);
  return w->down ? bv_op(v->o, BV_SUB, b, watched) : bv_op(v->o, BV_SUB, watched, b);
}

/* logged ==> d < limit, limit a kernel expression; for a window wider
 * than one element, the last step's window reaches width - 1 further,
 * which stays below limit only when the windows are apart: when they are
 * not, the candidate with the extra reach; when that is not known, both. */
static void propose_below(LoopView *v, const char *rule, const Walk *w, Expr *logged, Expr *d,
                          Expr *limit) {
  Arena *a = v->o->arena;
  Expr *l = v->dual(v->ctx, limit, 0);
  if (w->apart >= 0)
    invariants_propose(v, rule, e_implies(a, logged, bv_op(v->o, BV_ULT, d, l)));
  if (w->apart <= 0) {
    Expr *reach = e_bv(a, (uint64_t)(w->width - 1), d->type->width);
    invariants_propose(
        v, rule, e_implies(a, logged, bv_op(v->o, BV_ULT, d, bv_op(v->o, BV_ADD, l, reach))));
  }
}

/* Candidates from a walk whose parts hold at this loop's head: the logged
 * offset is on the stride (within the window's width of it), and short of
 * where the guard stops the walk (and, with span, of where the counter is
 * now). */
static void propose_walk(LoopView *v, const Walk *w, Expr *logged, Expr *watched, bool span) {
  Arena *a = v->o->arena;
  Expr *d = from_base(v, w, watched);
  /* A window as wide as a literal stride covers every offset. */
  int64_t stride;
  bool covers = w->stride && loopfacts_literal(w->stride, &stride) && stride > 0 &&
                w->width >= stride;
  if (w->stride && !covers && invariants_congruence_kept(v, w->stride)) {
    Expr *off = bv_op(v->o, BV_UREM, d, v->dual(v->ctx, w->stride, 0));
    Expr *on = w->width == 1
                   ? e_eq(a, off, e_bv(a, 0, d->type->width))
                   : bv_op(v->o, BV_ULT, off, e_bv(a, (uint64_t)w->width, d->type->width));
    invariants_propose(v, "access-stride", e_implies(a, logged, on));
  }
  if (span && !w->entry_logged)
    propose_below(v, "access-range", w, logged, d, w->span);
  /* out[b] = ...; for (i = 1; i < n; i++) out[b + i] = ...: the range
   * begins a step before the walk's start. */
  if (span && w->lead_in) {
    Expr *step = w->stride ? v->dual(v->ctx, w->stride, 0) : e_bv(a, 1, d->type->width);
    Expr *back = w->stride ? w->stride : e_bv(a, 1, d->type->width);
    propose_below(v, "access-lead-in", w, logged, bv_op(v->o, BV_ADD, d, step),
                  bv_op(v->k->prog, BV_ADD, w->span, back));
  }
  if (w->bound)
    propose_below(v, "access-bound", w, logged, d, w->bound);
}

/* Candidates for the walk w of s's index g: those of its window, from the
 * access that proposes for it; and when the windows of two steps may
 * overlap (the accesses of a window a multiple of the stride apart:
 * A[2i] and A[2i + 64]), those of each access alone too, which may hold
 * where the window's say little. */
static void propose_windows(LoopView *v, const LoopFacts *f, const KStmt *s, Expr *g,
                            const Walk *w, Expr *logged, Expr *watched, bool span) {
  Walk win = *w;
  if (window_walk(v->k->prog, f, s, g, &win))
    propose_walk(v, &win, logged, watched, span);
  if (win.width > 1 && win.apart != 1 && s->count == 1)
    propose_walk(v, w, logged, watched, span);
}

/* e at this loop's head and the same in every iteration of it; NULL
 * otherwise. */
static Expr *invariant_at_head(LoopView *v, Expr *e) {
  if (!e)
    return NULL;
  Expr *h = loopfacts_at_head(v->facts, v->k->prog, e);
  for (int i = 0; h && i < v->facts->counters.len; i++)
    if (expr_mentions(h, ((Counter *)v->facts->counters.items[i])->var))
      h = NULL;
  return h;
}

/* Whether the kernel accesses s's array as s does (a read, a write)
 * outside loop l. */
static bool accessed_outside(const Kernel *k, const Loop *l, const KStmt *s) {
  for (int i = 0; i < k->blocks.len; i++) {
    if (l->body[i])
      continue;
    KBlock *b = k->blocks.items[i];
    for (int j = 0; j < b->stmts.len; j++) {
      const KStmt *t = b->stmts.items[j];
      if (t->array == s->array && t->kind == s->kind)
        return true;
    }
  }
  return false;
}

static bool block_barrier(const KBlock *b) {
  for (int i = 0; i < b->stmts.len; i++)
    if (((const KStmt *)b->stmts.items[i])->kind == K_BARRIER)
      return true;
  return false;
}

static bool same_log(const KStmt *s, const KStmt *t) {
  return t->array == s->array && (t->kind == K_WRITE) == (s->kind == K_WRITE);
}

/* Whether b's edge to block t goes round a loop around the loop v is
 * at (an earlier iteration of it). */
static bool encloses_back_edge(const LoopView *v, int b, int t) {
  for (const Loop *m = v->loop->parent; m; m = m->parent)
    if (m->header == t && m->body[b])
      return true;
  return false;
}

/* Whether some execution may come to the loop's head from outside with
 * s's log set: an access of that log outside the loop (unconditional in
 * its block) goes on to the head past no barrier at all and through no
 * back edge of a loop around this one (no earlier iteration of it is
 * assumed). The range covered so far is empty as the loop is entered, so
 * its candidate is then false: histo_final's three, one Houdini round of
 * 22 s to refute. The lead-in's may still hold. */
static bool logged_on_entry(const LoopView *v, const KStmt *s) {
  const Kernel *k = v->k;
  const Loop *l = v->loop;
  int n = k->blocks.len;
  /* reaches[b]: from the end of b, the head is reached so; the least
   * fixpoint, as paths may go round other loops. */
  bool *reaches = mem_calloc((size_t)n + 1, sizeof(bool));
  for (bool changed = true; changed;) {
    changed = false;
    for (int b = 0; b < n; b++) {
      const KBlock *kb = k->blocks.items[b];
      if (reaches[b] || l->body[b])
        continue;
      for (int i = 0; i < kb->nsucc && !reaches[b]; i++) {
        const KBlock *t = kb->succ[i];
        reaches[b] = !encloses_back_edge(v, b, t->id) &&
                     (t->id == l->header || (reaches[t->id] && !block_barrier(t)));
      }
      changed |= reaches[b];
    }
  }
  bool found = false;
  for (int b = 0; b < n && !found; b++) {
    const KBlock *kb = k->blocks.items[b];
    for (int i = kb->stmts.len - 1; i >= 0 && reaches[b] && !found; i--) {
      const KStmt *t = kb->stmts.items[i];
      if (t->kind == K_BARRIER)
        break;
      found = (t->kind == K_READ || t->kind == K_WRITE) && same_log(s, t) && !t->guard;
    }
  }
  free(reaches);
  return found;
}

/* The offsets of s along the counters of m, another loop around s, that
 * thread 1 logged in earlier iterations: of this loop, for an inner m (its
 * walk over a whole run, re-based at this head, must not change in this
 * loop); of m, for an enclosing one (s's index is then fixed in this loop,
 * and m's counters and starts are fixed at this head). Without a bound (a
 * guard on another counter), the stride alone still keeps the thread's
 * grid-stride accesses apart. */
static void walk_in(LoopView *v, const KStmt *s, const Loop *m, bool inner, Expr *logged,
                    Expr *watched) {
  Program *kp = v->k->prog;
  LoopFacts fm;
  loopfacts_build(&fm, v->k, v->cfg, m);
  Expr *g = loopfacts_at_head(&fm, kp, s->index);
  for (int i = 0; g && i < fm.counters.len; i++) {
    Counter *c = fm.counters.items[i];
    Walk w;
    if (!expr_mentions(g, c->var) || !walk_of(kp, &fm, c, g, &w))
      continue;
    if (inner) {
      w.base = invariant_at_head(v, w.base);
      w.bound = invariant_at_head(v, w.bound);
      w.stride = invariant_at_head(v, w.stride);
    }
    if (w.base && (w.bound || w.stride))
      propose_windows(v, &fm, s, g, &w, logged, watched, false);
  }
  loopfacts_free(&fm);
}

/* The block holding s, an access of the loop f describes. */
static int block_of(const LoopFacts *f, const KStmt *s) {
  return ((const KBlock *)ptrmap_get(&f->block, s))->id;
}

/* Thread 1's log of s's array and kind, as the loop's head sees it: each
 * group has its own shared memory, so only threads of one group race on
 * it, and a barrier empties its logs for them alone. For two groups the
 * log keeps every earlier access, which an enclosing loop that cannot walk
 * this index knows nothing of. NULL when the array has no log. */
static Expr *logged_of(LoopView *v, const KStmt *s, Expr **watched) {
  Arena *a = v->o->arena;
  Var *log = v->log(v->ctx, s->array, s->kind == K_WRITE);
  Var *w = v->watched(v->ctx, s->array);
  if (!log || !w)
    return NULL;
  *watched = e_var(a, w);
  Expr *logged = e_var(a, log);
  return s->array->space == SPACE_SHARED ? e_and(a, v->same_group, logged) : logged;
}

/* The offsets thread 1 logged at s, whose index g stays fixed in the loop:
 * watched within the window at g. NULL when another access proposes for
 * that window. */
static Expr *fixed_window(LoopView *v, const KStmt *s, Expr *g, Expr *watched) {
  Arena *a = v->o->arena;
  Window win = window_of(v->k->prog, v->facts, s, g);
  if (!win.first)
    return NULL;
  Expr *at = v->dual(v->ctx, g, 0);
  if (win.hi == 1)
    return e_eq(a, watched, at);
  return bv_op(v->o, BV_ULT, bv_op(v->o, BV_SUB, watched, at),
               e_bv(a, (uint64_t)win.hi, watched->type->width));
}

/* Whether another window of s's log, fixed in the loop, is made in s's
 * block: an iteration that logs at s logs there too, so the log is in
 * either (access-fixed-any says so) and s's window alone is no invariant.
 * MD5's 16 stores of a block to shared memory gave 32 such candidates,
 * refuted four per Houdini round of 20 to 30 s. */
static bool window_beside(LoopView *v, const KStmt *s) {
  int b = block_of(v->facts, s);
  const Vec *acc = &v->facts->accesses;
  for (int i = 0; i < acc->len; i++) {
    const KStmt *t = acc->items[i];
    if (t == s || !same_log(s, t) || block_of(v->facts, t) != b)
      continue;
    Expr *g = invariant_at_head(v, t->index);
    if (g && window_of(v->k->prog, v->facts, t, g).first)
      return true;
  }
  return false;
}

/* For an access at index g: when g does not change in the loop, thread 1
 * logged exactly g; when g = a*i + c for a counter i, the logged offset is
 * on the walk of g along i, short of where i is now and of where i's guard
 * stops it. An access in an inner loop is bounded by that loop's walk. */
static void access_candidates(LoopView *v, const KStmt *s) {
  Arena *a = v->o->arena;
  Program *kp = v->k->prog;
  LoopFacts *f = v->facts;
  Expr *w;
  Expr *logged = logged_of(v, s, &w);
  if (!logged)
    return;
  Expr *g = loopfacts_at_head(f, kp, s->index);
  if (!g) {
    /* Each loop between this one and the access may walk its index (a
     * grid-stride loop around a loop that does not move it). */
    const Loop *m = v->cfg->innermost[block_of(f, s)]; /* v->loop or inside it */
    for (; m && m != v->loop; m = m->parent)
      walk_in(v, s, m, true, logged, w);
    return;
  }
  bool fixed = true;
  /* Facts of s and the loop, the same for every counter's walk. */
  bool lead_in = accessed_outside(v->k, v->loop, s);
  bool entry_logged = lead_in && logged_on_entry(v, s);
  for (int i = 0; i < f->counters.len; i++) {
    Counter *c = f->counters.items[i];
    if (!expr_mentions(g, c->var))
      continue;
    fixed = false;
    Walk walk;
    if (!walk_of(kp, f, c, g, &walk))
      continue;
    /* In an outermost loop the range covered so far says more than the
     * guard's; in a nested one, the logs of the enclosing loop's earlier
     * iterations are within the guard's range only (and the extra
     * candidate costs the solver where it adds nothing). */
    if (!v->loop->parent)
      walk.bound = NULL;
    walk.lead_in = lead_in;
    walk.entry_logged = entry_logged;
    propose_windows(v, f, s, g, &walk, logged, w, true);
  }
  for (const Loop *p = v->loop->parent; fixed && p; p = p->parent)
    walk_in(v, s, p, false, logged, w);
  Expr *in = fixed && !window_beside(v, s) ? fixed_window(v, s, g, w) : NULL;
  if (in)
    invariants_propose(v, "access-fixed", e_implies(a, logged, in));
}

/* Accesses of one log (s's array and kind, s the first in the list), all
 * at indices fixed in the loop, in two windows or more (a loop unrolled
 * into this one's body leaves one access per iteration): thread 1's logged
 * offset is in one of the windows. */
static void any_fixed_candidate(LoopView *v, const KStmt *s) {
  Arena *a = v->o->arena;
  const Vec *acc = &v->facts->accesses;
  Expr *w;
  Expr *logged = logged_of(v, s, &w);
  Expr *any = NULL;
  int windows = 0;
  for (int i = 0; logged && i < acc->len; i++) {
    const KStmt *t = acc->items[i];
    if (!same_log(s, t))
      continue;
    Expr *g = invariant_at_head(v, t->index);
    if (!g)
      return;
    Expr *in = fixed_window(v, t, g, w);
    if (in) {
      any = any ? e_or(a, any, in) : in;
      windows++;
    }
  }
  if (windows > 1)
    invariants_propose(v, "access-fixed-any", e_implies(a, logged, any));
}

void rule_access_pattern(LoopView *v) {
  const Vec *acc = &v->facts->accesses;
  for (int i = 0; i < acc->len; i++) {
    const KStmt *s = acc->items[i];
    access_candidates(v, s);
    bool first = true;
    for (int j = 0; j < i && first; j++)
      first = !same_log(s, acc->items[j]);
    if (first)
      any_fixed_candidate(v, s);
  }
}
