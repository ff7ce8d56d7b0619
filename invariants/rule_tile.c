#include "rules.h"

#include "loopfacts.h"
#include "uniformity.h"

/* Whether loop l holds a warp barrier (__syncwarp, a tile's sync). */
static bool loop_has_warp_barrier(const LoopView *v) {
  for (int b = 0; b < v->k->blocks.len; b++) {
    if (!v->loop->body[b])
      continue;
    const KBlock *kb = v->k->blocks.items[b];
    for (int i = 0; i < kb->stmts.len; i++) {
      const KStmt *s = kb->stmts.items[i];
      if (s->kind == K_BARRIER && s->scope == SCOPE_WARP)
        return true;
    }
  }
  return false;
}

/* The literal T when e is a multiple of it by its form: y * T, T * y,
 * y << k (T = 2^k), y & -T; variables defined once (outside the loop, as
 * loopfacts_at_head leaves them) are followed to their definition. 0 when
 * e is not of that form or T is below 2. */
static uint64_t tile_size(const LoopFacts *f, const Expr *e) {
  for (int depth = 0; e->kind == E_VAR && depth < 16; depth++) {
    const KStmt *d = ptrmap_get(&f->def, e->var);
    if (!d || d->kind != K_ASSIGN || !d->e)
      return 0;
    e = d->e;
  }
  if (e->kind != E_FN || e->nargs != 2 || e->type->kind != TY_BV)
    return 0;
  int width = e->type->width;
  int64_t x;
  uint64_t t = 0;
  if (e->op == BV_MUL && loopfacts_literal(e->args[1], &x))
    t = (uint64_t)x;
  else if (e->op == BV_MUL && loopfacts_literal(e->args[0], &x))
    t = (uint64_t)x;
  else if (e->op == BV_SHL && loopfacts_literal(e->args[1], &x) && x > 0 && x < 31)
    t = UINT64_C(1) << x;
  else if (e->op == BV_AND && (loopfacts_literal(e->args[1], &x) ||
                               loopfacts_literal(e->args[0], &x))) {
    /* y & -T: the low bits cleared, T a power of two. */
    uint64_t mask = width >= 64 ? (uint64_t)x : (uint64_t)x & ((UINT64_C(1) << width) - 1);
    uint64_t low = ~mask & (width >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << width) - 1);
    if (low && (low & (low + 1)) == 0)
      t = low + 1;
  }
  return t >= 2 && t <= (UINT64_C(1) << 16) ? t : 0;
}

/* The added terms of a sum (a + b - c as a, b), at most max of them. */
static int sum_terms(Expr *e, Expr **terms, int n, int max) {
  if (e->kind == E_FN && (e->op == BV_ADD || e->op == BV_SUB) && e->nargs == 2) {
    n = sum_terms(e->args[0], terms, n, max);
    return e->op == BV_ADD ? sum_terms(e->args[1], terms, n, max) : n;
  }
  if (n < max)
    terms[n++] = e;
  return n;
}

static bool mentions_counter(const LoopFacts *f, const Expr *e) {
  for (int i = 0; i < f->counters.len; i++)
    if (expr_mentions(e, ((Counter *)f->counters.items[i])->var))
      return true;
  return false;
}

/* The tiles of an access: an index base + rest that moves with the loop,
 * base a multiple of a literal T that differs between threads (a tile's or
 * warp's first element: (tid / 16) * 16, warp * 32, tid & ~31). In a loop
 * with a warp barrier, each tile works in its own T elements and syncs
 * only its own threads: thread 1's logged offset is in its tile's T
 * elements from base, and a thread 2 with the same base (its tile mate,
 * which the tile's sync orders) finds thread 1's log empty at the head. */
static void tile_candidates(LoopView *v, const KStmt *s, Vec *seen) {
  Arena *a = v->o->arena;
  const LoopFacts *f = v->facts;
  Var *log = v->log(v->ctx, s->array, s->kind == K_WRITE);
  Var *watched = v->watched(v->ctx, s->array);
  Expr *g = log && watched ? loopfacts_at_head(f, v->k->prog, s->index) : NULL;
  if (!g || g->type->width != watched->type->width || !mentions_counter(f, g))
    return;
  Expr *terms[8];
  int n = sum_terms(g, terms, 0, 8);
  for (int i = 0; i < n; i++) {
    Expr *base = terms[i];
    uint64_t t = tile_size(f, base);
    if (!t || mentions_counter(f, base) || !expr_nonuniform(v->k, base))
      continue;
    /* Once per log and base. */
    bool again = false;
    for (int j = 0; j + 1 < seen->len && !again; j += 2)
      again = seen->items[j] == log && expr_equal(seen->items[j + 1], base);
    if (again)
      continue;
    vec_push(seen, log);
    vec_push(seen, base);
    Expr *logged = e_var(a, log), *b1 = v->dual(v->ctx, base, 0);
    Expr *from = bv_op(v->o, BV_SUB, e_var(a, watched), b1);
    invariants_propose(v, "access-tile",
                       e_implies(a, logged, bv_op(v->o, BV_ULT, from,
                                                  e_bv(a, t, from->type->width))));
    Expr *mates = e_and(a, v->same_group, e_eq(a, b1, v->dual(v->ctx, base, 1)));
    invariants_propose(v, "no-access-same-tile", e_implies(a, mates, e_not(a, logged)));
  }
}

void rule_tile(LoopView *v) {
  if (!loop_has_warp_barrier(v))
    return;
  Vec seen = {0};
  for (int i = 0; i < v->facts->accesses.len; i++)
    tile_candidates(v, v->facts->accesses.items[i], &seen);
  vec_free(&seen);
}
