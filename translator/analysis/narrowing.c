/* narrowing: the signed interval analysis that decides which 64-bit
 * variables are kept in 32 bits, and its entry point. */
#include "narrowing_int.h"

#include <stdlib.h>
#include <string.h>

int nw_slot(const Nw *n, const Var *v) {
  return v->id < n->nvars ? n->slot_of[v->id] : -1;
}

static Itv eval_node(Nw *n, const Slot *st, const Expr *e);

/* A variable the analysis does not track: what the launch says of it (a
 * literal it is, read as signed). */
static Itv untracked(const Nw *n, const Expr *e, int w) {
  const Expr *lit = e->kind == E_VAR ? ptrmap_get(n->launch->concrete, e->var) : NULL;
  if (lit && lit->kind == E_BV && lit->type->width == w)
    return (Itv){itv_literal(lit->lit, w), itv_literal(lit->lit, w)};
  Range r = range_of(n->launch, e);
  return r.hi <= (uint64_t)itv_max(w) ? (Itv){(int64_t)r.lo, (int64_t)r.hi} : itv_top(w);
}


/* e's values (a bit-vector of at most 64 bits) in state st. */
static Itv eval_node(Nw *n, const Slot *st, const Expr *e) {
  int w = e->type->width;
  if (e->type->kind != TY_BV || w > 64)
    return itv_top(64);
  if (--n->work < 0)
    return itv_top(w);
  switch (e->kind) {
  case E_BV:
    return (Itv){itv_literal(e->lit, w), itv_literal(e->lit, w)};
  case E_VAR: {
    int i = nw_slot(n, e->var);
    if (i < 0)
      return untracked(n, e, w);
    return st[i].set && !st[i].unset ? st[i].v : itv_top(w);
  }
  case E_ITE:
    return itv_hull(eval_node(n, st, e->args[1]), eval_node(n, st, e->args[2]));
  case E_FN:
    break;
  default:
    return itv_top(w);
  }
  int k;
  const Expr *x = bv_sdiv_pow2_dividend(e, &k);
  if (x && k < w - 1) /* x / 2^k as shifts, whose bias reads negative x unsigned */
    return itv_op(BV_SDIV, eval_node(n, st, x), (Itv){(int64_t)1 << k, (int64_t)1 << k}, w);
  x = e->args ? e->args[0] : NULL;
  switch (e->op) {
  case BV_SEXT:
    return eval_node(n, st, x);
  case BV_ZEXT: {
    Itv v = eval_node(n, st, x);
    int xw = x->type->width;
    if (v.lo >= 0)
      return v;
    return xw < 64 && xw < w ? (Itv){0, (int64_t)(((uint64_t)1 << xw) - 1)} : itv_top(w);
  }
  case BV_EXTRACT: { /* the low bits of a value that fits them are the value */
    Itv v = eval_node(n, st, x);
    return e->lit == 0 && itv_fits(v, w) ? v : itv_top(w);
  }
  case BV_NONE:
  case BV_CONCAT:
    return itv_top(w);
  default:
    if (bv_op_is_predicate(e->op) || e->nargs != 2)
      return itv_top(w);
    return itv_op(e->op, eval_node(n, st, x), eval_node(n, st, e->args[1]), w);
  }
}

/* eval_node within a bound on the nodes it visits: expressions share
 * nodes, and a walk of a shared tree could take exponential time. Past
 * the bound a value is the whole width. */
Itv nw_eval(Nw *n, const Slot *st, const Expr *e) {
  n->work = WORK_BOUND;
  return eval_node(n, st, e);
}

Slot *nw_state_new(const Nw *n) { return mem_calloc((size_t)n->ntracked, sizeof(Slot)); }

bool nw_is_param(const Nw *n, int i) { return n->tracked[i]->kind == VAR_CONST; }

/* The entry: no local assigned yet, each parameter any value the launch
 * allows. */
static Slot *state_entry(const Nw *n) {
  Slot *s = nw_state_new(n);
  memcpy(s, n->entry, (size_t)n->ntracked * sizeof(Slot));
  return s;
}

static void entry_init(Nw *n) {
  n->entry = nw_state_new(n);
  for (int i = 0; i < n->ntracked; i++) {
    Expr *x = e_var(n->k->prog->arena, n->tracked[i]);
    n->entry[i] = nw_is_param(n, i) ? (Slot){.v = untracked(n, x, WIDE), .set = true}
                                 : (Slot){.unset = true};
  }
}

static void join_into(const Nw *n, Slot *into, const Slot *from) {
  for (int i = 0; i < n->ntracked; i++) {
    Slot *a = &into[i];
    const Slot *b = &from[i];
    if (b->set)
      a->v = a->set ? itv_hull(a->v, b->v) : b->v;
    a->set |= b->set;
    a->unset |= b->unset;
  }
}

static bool same(const Nw *n, const Slot *a, const Slot *b) {
  for (int i = 0; i < n->ntracked; i++)
    if (a[i].set != b[i].set || a[i].unset != b[i].unset ||
        (a[i].set && (a[i].v.lo != b[i].v.lo || a[i].v.hi != b[i].v.hi)))
      return false;
  return true;
}

static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }
static int64_t max64(int64_t a, int64_t b) { return a > b ? a : b; }

/* Whether e is `x + k` or `x - k` for a literal k: x and the k added. */
static bool sum_with_literal(const Expr *e, const Expr **x, __int128 *k) {
  if (e->kind != E_FN || (e->op != BV_ADD && e->op != BV_SUB) || e->type->width != WIDE)
    return false;
  int lit = e->args[1]->kind == E_BV ? 1 : e->op == BV_ADD && e->args[0]->kind == E_BV ? 0 : -1;
  if (lit < 0)
    return false;
  *x = e->args[1 - lit];
  *k = itv_literal(e->args[lit]->lit, WIDE);
  if (e->op == BV_SUB)
    *k = -*k;
  return true;
}

/* What `s op y` allows of s, y's values in b, for a signed comparison
 * or equality (BV_NONE); false for any other op. */
static bool signed_allowed(BvOp op, Itv b, __int128 *lo, __int128 *hi) {
  *lo = INT64_MIN;
  *hi = INT64_MAX;
  switch (op) {
  case BV_SLT:
    *hi = (__int128)b.hi - 1;
    return true;
  case BV_SLE:
    *hi = b.hi;
    return true;
  case BV_SGT:
    *lo = (__int128)b.lo + 1;
    return true;
  case BV_SGE:
    *lo = b.lo;
    return true;
  case BV_NONE:
    *lo = b.lo;
    *hi = b.hi;
    return true;
  default:
    return false;
  }
}

/* Narrows tracked variable i in st to the values whose sum with k,
 * wrapping at 64 bits, lies in [lo, hi] (k = 0: the values in it); false
 * when none does. */
static bool bound_shifted(Slot *st, int i, __int128 k, __int128 lo, __int128 hi) {
  /* The sum is x + k - m * 2^64 for the m that keeps it in range. */
  const __int128 wrap = (__int128)1 << WIDE;
  __int128 nlo = 0, nhi = 0;
  bool any = false;
  for (int m = -1; m <= 1; m++) {
    __int128 pl = lo - k + m * wrap, ph = hi - k + m * wrap;
    if (pl < st[i].v.lo)
      pl = st[i].v.lo;
    if (ph > st[i].v.hi)
      ph = st[i].v.hi;
    if (pl > ph)
      continue;
    nlo = any && nlo < pl ? nlo : pl;
    nhi = any && nhi > ph ? nhi : ph;
    any = true;
  }
  if (!any)
    return false;
  st[i].v = (Itv){(int64_t)nlo, (int64_t)nhi};
  return true;
}

/* Narrows the tracked variable of x, a variable or `x + k` for a literal
 * k (PolyBench bounds its tile origins so, `4 * n >= c0 + 3`, and C's
 * no-overflow condition, assumed with it, keeps the sum from wrapping),
 * in st to the values where `x op y` holds; false when none does.
 * Unsigned comparisons bound a variable only where the signed and
 * unsigned readings agree (non-negative values). */
static bool bound_var(Nw *n, Slot *st, const Expr *x, BvOp op, const Expr *y) {
  __int128 k = 0, lo, hi;
  bool sum = x->kind != E_VAR;
  if (sum && !sum_with_literal(x, &x, &k))
    return true;
  int i = x->kind == E_VAR ? nw_slot(n, x->var) : -1;
  if (i < 0 || !st[i].set || st[i].unset)
    return true;
  Itv b = nw_eval(n, st, y);
  if (signed_allowed(op, b, &lo, &hi))
    return bound_shifted(st, i, k, lo, hi);
  if (sum)
    return true;
  int64_t vlo = st[i].v.lo, vhi = st[i].v.hi;
  switch (op) {
  case BV_ULT:
  case BV_ULE:
    if (b.lo < 0)
      break;
    if (op == BV_ULT && b.hi == 0)
      return false;
    vlo = max64(vlo, 0);
    vhi = min64(vhi, op == BV_ULT ? b.hi - 1 : b.hi);
    break;
  case BV_UGT:
  case BV_UGE:
    if (b.lo >= 0 && b.lo < INT64_MAX && vlo >= 0)
      vlo = max64(vlo, op == BV_UGT ? b.lo + 1 : b.lo);
    break;
  default:
    break;
  }
  if (vlo > vhi)
    return false;
  st[i].v = (Itv){vlo, vhi};
  return true;
}

/* Narrows st to the states where bit-vector e is not 0: C's `(a) & (b)`
 * of comparisons is the conjunction of the booleans extended to ints. */
static bool refine_nonzero(Nw *n, Slot *st, const Expr *e) {
  if (e->kind == E_ITE && e->args[1]->kind == E_BV && e->args[2]->kind == E_BV &&
      e->args[1]->lit != 0 && e->args[2]->lit == 0)
    return nw_refine(n, st, e->args[0], true);
  if (e->kind != E_FN)
    return true;
  if (e->op == BV_ZEXT || e->op == BV_SEXT)
    return refine_nonzero(n, st, e->args[0]);
  if (e->op == BV_AND) /* a bit set in a & b is set in both */
    return refine_nonzero(n, st, e->args[0]) && refine_nonzero(n, st, e->args[1]);
  return true;
}

static bool is_zero(const Expr *e) { return e->kind == E_BV && e->lit == 0; }

/* One case of a case split: conditions (c[1] may be NULL) and the truth
 * each has in it. */
typedef struct {
  const Expr *c[2];
  bool truth[2];
} Case;

/* Narrows st to the join of the states of two cases; false when neither
 * leaves one. C's no-overflow condition of a precondition's `c0 + 3`,
 * assumed with it, is such a split on the signs of c0 and the sum. */
static bool refine_either(Nw *n, Slot *st, const Case cases[2]) {
  if (n->splits >= SPLIT_DEPTH)
    return true;
  n->splits++;
  size_t size = (size_t)n->ntracked * sizeof(Slot);
  Slot *joined = NULL, *c = nw_state_new(n);
  for (int i = 0; i < 2; i++) {
    memcpy(c, st, size);
    bool ok = true;
    for (int j = 0; j < 2 && ok && cases[i].c[j]; j++)
      ok = nw_refine(n, c, cases[i].c[j], cases[i].truth[j]);
    if (ok && !joined) {
      joined = c;
      c = nw_state_new(n);
    } else if (ok) {
      join_into(n, joined, c);
    }
  }
  n->splits--;
  free(c);
  if (!joined)
    return false;
  memcpy(st, joined, size);
  free(joined);
  return true;
}

/* Narrows st to the states where c has the given truth: comparisons of a
 * tracked variable, under negation, conjunction, disjunction and boolean
 * equality. False when no state is left. */
bool nw_refine(Nw *n, Slot *st, const Expr *c, bool truth) {
  if ((c->kind == E_NE) == truth && (c->kind == E_NE || c->kind == E_EQ) &&
      (is_zero(c->args[0]) || is_zero(c->args[1])))
    return refine_nonzero(n, st, c->args[is_zero(c->args[0])]);
  bool boolean = c->nargs == 2 && c->args[0]->type->kind == TY_BOOL;
  switch (c->kind) {
  case E_BOOL:
    return c->lit == truth;
  case E_NOT:
    return nw_refine(n, st, c->args[0], !truth);
  case E_AND:
  case E_OR:
    if (truth != (c->kind == E_AND)) { /* either operand has the truth */
      Case cases[2] = {{{c->args[0], NULL}, {truth}}, {{c->args[1], NULL}, {truth}}};
      return refine_either(n, st, cases);
    }
    return nw_refine(n, st, c->args[0], truth) && nw_refine(n, st, c->args[1], truth);
  case E_IFF:
  case E_EQ:
  case E_NE:
    if (boolean) { /* both true or both false; or one of each */
      bool same = (c->kind != E_NE) == truth;
      Case cases[2] = {{{c->args[0], c->args[1]}, {true, same}},
                       {{c->args[0], c->args[1]}, {false, !same}}};
      return refine_either(n, st, cases);
    }
    if (truth != (c->kind == E_EQ) || c->args[0]->type->kind != TY_BV)
      return true;
    return bound_var(n, st, c->args[0], BV_NONE, c->args[1]) &&
           bound_var(n, st, c->args[1], BV_NONE, c->args[0]);
  case E_FN:
    break;
  default:
    return true;
  }
  BvOp op = truth ? c->op : bv_comparison(c->op, true);
  if (!bv_op_is_predicate(c->op) || op == BV_NONE)
    return true;
  return bound_var(n, st, c->args[0], op, c->args[1]) &&
         bound_var(n, st, c->args[1], bv_comparison(op, false), c->args[0]);
}

/* Whether e reads v; true also when the walk runs out of work. */
static bool reads(Nw *n, const Expr *e, const Var *v) {
  if (--n->work < 0 || e->kind == E_VAR)
    return n->work < 0 || e->var == v;
  for (int i = 0; i < e->nargs; i++)
    if (reads(n, e->args[i], v))
      return true;
  return false;
}

/* The tracked variables e reads while not yet assigned on some path:
 * they are not narrowed (the final pass). */
static void check_reads(Nw *n, const Slot *st, const Expr *e) {
  if (!e)
    return;
  if (--n->work < 0) {
    n->gave_up = true;
    return;
  }
  if (e->kind == E_VAR) {
    int i = nw_slot(n, e->var);
    if (i >= 0 && st[i].unset)
      n->bad[i] = true;
  }
  for (int i = 0; i < e->nargs; i++)
    check_reads(n, st, e->args[i]);
}

/* What block b's branch condition says at the block's end: the
 * condition, or the definition of the variable it is when the block
 * assigns it and nothing that definition reads changes after; NULL
 * without a branch. */
static const Expr *branch_meaning(Nw *n, const KBlock *b) {
  if (b->nsucc != 2)
    return NULL;
  const Expr *c = b->cond;
  for (int j = 0; j < b->stmts.len; j++) {
    const KStmt *s = b->stmts.items[j];
    if (!s->lhs)
      continue;
    n->work = WORK_BOUND;
    if (c != b->cond && reads(n, c, s->lhs))
      c = b->cond;
    if (b->cond->kind == E_VAR && b->cond->var == s->lhs)
      c = s->kind == K_ASSIGN ? s->e : b->cond;
  }
  return c;
}

/* constant_form follows definitions this deep, and builds at most this
 * many nodes: a definition read twice is copied twice. */
enum { FORM_DEPTH = 16, FORM_NODES = 4096 };

typedef struct {
  Nw *n;
  int depth, nodes;
} Form;

static Expr *constant_arg(void *ctx, Expr *e);

/* e over the kernel's constants (parameters, sizes) alone, its variables
 * with one definition replaced by that definition, or NULL: such a form
 * means the same wherever it is read (a precondition's `c0 < n` is
 * computed into a boolean before it is assumed). */
static Expr *constant_form(Form *f, Expr *e) {
  if (e->kind == E_VAR) {
    if (e->var->kind == VAR_CONST)
      return e;
    const KStmt *def = ptrmap_get(f->n->launch->def, e->var);
    if (!def || def->kind != K_ASSIGN || f->depth >= FORM_DEPTH)
      return NULL;
    f->depth++;
    Expr *r = constant_form(f, def->e);
    f->depth--;
    return r;
  }
  if (e->kind == E_SELECT || e->kind == E_STORE || e->kind >= E_OTHER ||
      ++f->nodes > FORM_NODES)
    return NULL; /* memory, or what depends on the thread or the point */
  return e->nargs ? e_map_args(f->n->k->prog->arena, e, constant_arg, f) : e;
}

static Expr *constant_arg(void *ctx, Expr *e) { return constant_form(ctx, e); }

/* What assumption s says of the constants, or NULL. */
const Expr *nw_assumed(Nw *n, const KStmt *s) {
  return s->kind == K_ASSUME ? ptrmap_get(&n->assumed, s) : NULL;
}

/* Runs block b's statements on st. */
static void transfer(Nw *n, const KBlock *b, Slot *st) {
  for (int j = 0; j < b->stmts.len; j++) {
    const KStmt *s = b->stmts.items[j];
    if (n->final) {
      n->work = WORK_BOUND;
      check_reads(n, st, s->e);
      check_reads(n, st, s->index);
    }
    if (nw_assumed(n, s)) /* the executions past it satisfy it */
      nw_refine(n, st, nw_assumed(n, s), true);
    int i = s->lhs ? nw_slot(n, s->lhs) : -1;
    if (i < 0)
      continue;
    Itv v = s->kind == K_ASSIGN ? nw_eval(n, st, s->e) : itv_top(WIDE);
    if (n->final) {
      n->assigned[i] = n->has_def[i] ? itv_hull(n->assigned[i], v) : v;
      n->has_def[i] = true;
      if (s->kind != K_ASSIGN || !itv_fits(v, NARROW))
        n->bad[i] = true;
    }
    st[i] = (Slot){.v = v, .set = true};
  }
  if (n->final && b->nsucc == 2) {
    n->work = WORK_BOUND;
    check_reads(n, st, b->cond);
  }
}

/* The state on the edge from block p to its successor number k; false
 * when the branch never takes it. */
static bool edge_state(Nw *n, int p, int k, Slot *st) {
  memcpy(st, n->out[p], (size_t)n->ntracked * sizeof(Slot));
  return !n->cond[p] || nw_refine(n, st, n->cond[p], k == 0);
}

/* A growing bound widens to the next of these: a counter widened only to
 * the 32-bit limit can still be incremented without wrapping, and the
 * guard tested after the increment then bounds it. */
static int64_t widened(int64_t hi) {
  static const int64_t steps[] = {INT32_MAX, INT64_MAX / 2};
  for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++)
    if (hi <= steps[i])
      return steps[i];
  return INT64_MAX;
}

/* Recomputes block id's entry from its predecessors' exits and its exit;
 * whether the entry changed. */
static bool visit(Nw *n, int id, bool widen) {
  const KBlock *b = n->k->blocks.items[id];
  const bool *assigns = n->loop_assigns[id];
  const Loop *loop = assigns ? n->c->innermost[id] : NULL;
  Slot *in = id == 0 ? state_entry(n) : NULL;
  Slot *entering = id == 0 && loop ? state_entry(n) : NULL; /* edges from outside */
  Slot *edge = nw_state_new(n);
  for (int i = 0; i < b->preds.len; i++) {
    const KBlock *p = b->preds.items[i];
    if (!n->out[p->id])
      continue;
    for (int k = 0; k < p->nsucc; k++) {
      if (p->succ[k] != b || !edge_state(n, p->id, k, edge))
        continue;
      if (!in)
        in = nw_state_new(n);
      join_into(n, in, edge);
      if (loop && !loop->body[p->id]) {
        if (!entering)
          entering = nw_state_new(n);
        join_into(n, entering, edge);
      }
    }
  }
  free(edge);
  /* What a loop leaves alone is at its head what it was on entry: its
   * back edges would only carry back what the head had. */
  for (int i = 0; in && entering && i < n->ntracked; i++)
    if (!assigns[i])
      in[i] = entering[i];
  free(entering);
  if (!in)
    return false;
  Slot *old = n->in[id];
  /* Ascending, a head only grows (so the rounds end), and widens. */
  if (old && widen && assigns)
    join_into(n, in, old);
  if (old && widen && assigns && ++n->visits[id] > WIDEN_AFTER)
    for (int i = 0; i < n->ntracked; i++) {
      if (!assigns[i] || !old[i].set || !in[i].set)
        continue;
      if (in[i].v.lo < old[i].v.lo)
        in[i].v.lo = -widened(-(in[i].v.lo + 1)) - 1;
      if (in[i].v.hi > old[i].v.hi)
        in[i].v.hi = widened(in[i].v.hi);
    }
  bool changed = !old || !same(n, old, in);
  free(old);
  n->in[id] = in;
  Slot *out = nw_state_new(n);
  memcpy(out, in, (size_t)n->ntracked * sizeof(Slot));
  transfer(n, b, out);
  free(n->out[id]);
  n->out[id] = out;
  return changed;
}

enum { MAX_ROUNDS = 200 }; /* ascending rounds before the analysis gives up */

/* The states at every reachable block, then the final pass that records
 * each tracked variable's assigned values; false when no fixpoint came. */
static bool analyse(Nw *n) {
  const Cfg *c = n->c;
  bool changed = true;
  for (int round = 0; changed; round++) {
    if (round == MAX_ROUNDS)
      return false;
    changed = false;
    for (int r = 0; r < c->nreach; r++)
      changed |= visit(n, c->rpo[r], true);
  }
  changed = true;
  for (int pass = 0; changed && pass < DESCENDING_PASSES; pass++) {
    changed = false;
    for (int r = 0; r < c->nreach; r++)
      changed |= visit(n, c->rpo[r], false);
  }
  n->final = true;
  Slot *st = nw_state_new(n);
  for (int r = 0; r < c->nreach; r++) {
    int id = c->rpo[r];
    if (!n->in[id])
      continue;
    memcpy(st, n->in[id], (size_t)n->ntracked * sizeof(Slot));
    transfer(n, n->k->blocks.items[id], st);
  }
  free(st);
  return true;
}

/* The 64-bit locals that statements assign and the 64-bit scalar
 * parameters, outside the launch's literals. */
static void find_tracked(Nw *n) {
  n->nvars = n->k->prog->vars.len;
  n->slot_of = mem_calloc((size_t)n->nvars, sizeof(int));
  n->tracked = mem_calloc((size_t)n->nvars, sizeof(Var *));
  for (int i = 0; i < n->nvars; i++)
    n->slot_of[i] = -1;
  for (int b = 0; b < n->k->blocks.len; b++) {
    KBlock *blk = n->k->blocks.items[b];
    for (int j = 0; j < blk->stmts.len; j++) {
      Var *v = ((KStmt *)blk->stmts.items[j])->lhs;
      if (!v || v->kind != VAR_LOCAL || v->type->kind != TY_BV || v->type->width != WIDE ||
          v->id >= n->nvars || n->slot_of[v->id] >= 0 || ptrmap_get(n->launch->concrete, v))
        continue;
      n->slot_of[v->id] = n->ntracked;
      n->tracked[n->ntracked++] = v;
    }
  }
  for (int i = 0; i < n->k->params.len; i++) {
    Var *v = n->k->params.items[i];
    if (v->kind != VAR_CONST || v->type->kind != TY_BV || v->type->width != WIDE ||
        v->id >= n->nvars || n->slot_of[v->id] >= 0 || ptrmap_get(n->launch->concrete, v))
      continue;
    n->slot_of[v->id] = n->ntracked;
    n->tracked[n->ntracked++] = v;
  }
}

/* Which tracked variables loop l assigns, kept by its head. */
static void loop_assigns(Nw *n, const Loop *l) {
  bool *a = mem_calloc((size_t)n->ntracked, sizeof(bool));
  for (int b = 0; b < n->k->blocks.len; b++) {
    const KBlock *blk = n->k->blocks.items[b];
    for (int j = 0; l->body[b] && j < blk->stmts.len; j++) {
      const Var *v = ((const KStmt *)blk->stmts.items[j])->lhs;
      int i = v ? nw_slot(n, v) : -1;
      if (i >= 0)
        a[i] = true;
    }
  }
  n->loop_assigns[l->header] = a;
}

int narrowing_apply(Kernel *k, const Cfg *c, const RangeEnv *launch) {
  Nw n = {.k = k, .c = c, .launch = launch};
  find_tracked(&n);
  int nb = k->blocks.len, narrowed = 0;
  if (n.ntracked && !c->irreducible) {
    entry_init(&n);
    n.in = mem_calloc((size_t)nb, sizeof(Slot *));
    n.out = mem_calloc((size_t)nb, sizeof(Slot *));
    n.cond = mem_calloc((size_t)nb, sizeof(Expr *));
    n.visits = mem_calloc((size_t)nb, sizeof(int));
    n.loop_assigns = mem_calloc((size_t)nb, sizeof(bool *));
    n.bad = mem_calloc((size_t)n.ntracked, sizeof(bool));
    n.assigned = mem_calloc((size_t)n.ntracked, sizeof(Itv));
    n.has_def = mem_calloc((size_t)n.ntracked, sizeof(bool));
    for (int i = 0; i < c->loops.len; i++)
      loop_assigns(&n, c->loops.items[i]);
    for (int b = 0; b < nb; b++) {
      const KBlock *blk = k->blocks.items[b];
      n.cond[b] = branch_meaning(&n, blk);
      for (int j = 0; j < blk->stmts.len; j++) {
        const KStmt *s = blk->stmts.items[j];
        Form f = {.n = &n};
        Expr *form = s->kind == K_ASSUME ? constant_form(&f, s->e) : NULL;
        if (form)
          ptrmap_put(&n.assumed, s, form);
      }
    }
    if (analyse(&n) && !n.gave_up) {
      bool params = false;
      for (int i = 0; i < n.ntracked; i++) {
        n.bad[i] |= !n.has_def[i]; /* a parameter too */
        narrowed += !n.bad[i];
        params |= nw_is_param(&n, i);
      }
      if (narrowed || params)
        nw_rewrite(&n);
    }
    for (int b = 0; b < nb; b++) {
      free(n.in[b]);
      free(n.out[b]);
    }
    free(n.in);
    free(n.out);
    free(n.cond);
    free(n.visits);
    for (int b = 0; b < nb; b++)
      free(n.loop_assigns[b]);
    free(n.loop_assigns);
    free(n.bad);
    free(n.assigned);
    free(n.has_def);
    free(n.entry);
    ptrmap_free(&n.assumed);
  }
  free(n.slot_of);
  free(n.tracked);
  return narrowed;
}
