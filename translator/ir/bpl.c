#include "bpl.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

BType *ty_bool(Arena *a) {
  BType *t = NEW(a, BType);
  t->kind = TY_BOOL;
  return t;
}

BType *ty_int(Arena *a) {
  BType *t = NEW(a, BType);
  t->kind = TY_INT;
  return t;
}

BType *ty_bv(Arena *a, int width) {
  BType *t = NEW(a, BType);
  t->kind = TY_BV;
  t->width = width;
  return t;
}

BType *ty_map(Arena *a, BType *key, BType *val) {
  BType *t = NEW(a, BType);
  t->kind = TY_MAP;
  t->key = key;
  t->val = val;
  return t;
}

bool ty_eq(const BType *x, const BType *y) {
  if (x->kind != y->kind)
    return false;
  switch (x->kind) {
  case TY_BV:
    return x->width == y->width;
  case TY_MAP:
    return ty_eq(x->key, y->key) && ty_eq(x->val, y->val);
  default:
    return true;
  }
}

Var *var_new(Program *p, const char *name, BType *type, VarKind kind) {
  Var *v = NEW(p->arena, Var);
  v->name = arena_strdup(p->arena, name);
  v->type = type;
  v->kind = kind;
  v->id = p->vars.len;
  vec_push(&p->vars, v);
  return v;
}

Expr *e_new(Arena *a, ExprKind k, BType *type, int nargs) {
  Expr *e = NEW(a, Expr);
  e->kind = k;
  e->type = type;
  e->nargs = nargs;
  if (nargs)
    e->args = arena_alloc(a, sizeof(Expr *) * (size_t)nargs);
  return e;
}

Expr *e_var(Arena *a, Var *v) {
  Expr *e = e_new(a, E_VAR, v->type, 0);
  e->var = v;
  return e;
}

Expr *e_bool(Arena *a, bool b) {
  Expr *e = e_new(a, E_BOOL, ty_bool(a), 0);
  e->lit = b;
  return e;
}

Expr *e_bv(Arena *a, uint64_t value, int width) {
  Expr *e = e_new(a, E_BV, ty_bv(a, width), 0);
  e->lit = width >= 64 ? value : value & ((UINT64_C(1) << width) - 1);
  return e;
}

Expr *e_int(Arena *a, int64_t value) {
  Expr *e = e_new(a, E_INT, ty_int(a), 0);
  e->lit = (uint64_t)value;
  return e;
}

Expr *e_map_args(Arena *a, const Expr *e, Expr *(*f)(void *ctx, Expr *arg),
                 void *ctx) {
  Expr *c = e_new(a, e->kind, e->type, e->nargs);
  c->var = e->var;
  c->lit = e->lit;
  c->op = e->op;
  c->fn = e->fn;
  c->array = e->array;
  for (int i = 0; i < e->nargs; i++)
    if (!(c->args[i] = f(ctx, e->args[i])))
      return NULL;
  return c;
}

bool e_is_true(const Expr *e) { return e->kind == E_BOOL && e->lit; }
bool e_is_false(const Expr *e) { return e->kind == E_BOOL && !e->lit; }

Expr *e_not(Arena *a, Expr *x) {
  if (x->kind == E_BOOL)
    return e_bool(a, !x->lit);
  if (x->kind == E_NOT)
    return x->args[0];
  Expr *e = e_new(a, E_NOT, ty_bool(a), 1);
  e->args[0] = x;
  return e;
}

Expr *e_bin(Arena *a, ExprKind k, Expr *x, Expr *y) {
  Expr *e = e_new(a, k, ty_bool(a), 2);
  e->args[0] = x;
  e->args[1] = y;
  return e;
}

/* The constructors fold constants so predicates of straight-line code stay
 * `true` and guards disappear. */
Expr *e_and(Arena *a, Expr *x, Expr *y) {
  if (e_is_true(x) || x == y)
    return y;
  if (e_is_true(y))
    return x;
  if (e_is_false(x) || e_is_false(y))
    return e_bool(a, false);
  return e_bin(a, E_AND, x, y);
}

Expr *e_or(Arena *a, Expr *x, Expr *y) {
  if (e_is_false(x) || x == y)
    return y;
  if (e_is_false(y))
    return x;
  if (e_is_true(x) || e_is_true(y))
    return e_bool(a, true);
  return e_bin(a, E_OR, x, y);
}

Expr *e_implies(Arena *a, Expr *x, Expr *y) {
  if (e_is_true(x))
    return y;
  if (e_is_false(x) || e_is_true(y))
    return e_bool(a, true);
  return e_bin(a, E_IMPLIES, x, y);
}

Expr *e_eq(Arena *a, Expr *x, Expr *y) {
  if (x == y)
    return e_bool(a, true);
  if ((x->kind == E_BV || x->kind == E_BOOL) && x->kind == y->kind &&
      x->type->width <= 64)
    return e_bool(a, x->lit == y->lit);
  return e_bin(a, E_EQ, x, y);
}

Expr *e_ite(Arena *a, Expr *c, Expr *x, Expr *y) {
  if (e_is_true(c) || x == y)
    return x;
  if (e_is_false(c))
    return y;
  Expr *e = e_new(a, E_ITE, x->type, 3);
  e->args[0] = c;
  e->args[1] = x;
  e->args[2] = y;
  return e;
}

Expr *e_select(Arena *a, Expr *map, Expr *index) {
  Expr *e = e_new(a, E_SELECT, map->type->val, 2);
  e->args[0] = map;
  e->args[1] = index;
  return e;
}

Expr *e_store(Arena *a, Expr *map, Expr *index, Expr *value) {
  Expr *e = e_new(a, E_STORE, map->type, 3);
  e->args[0] = map;
  e->args[1] = index;
  e->args[2] = value;
  return e;
}

Expr *e_fn(Arena *a, const char *fn, BType *type, int nargs, Expr **args) {
  Expr *e = e_new(a, E_FN, type, nargs);
  e->fn = fn;
  for (int i = 0; i < nargs; i++)
    e->args[i] = args[i];
  return e;
}

Expr *e_fn1(Arena *a, const char *fn, BType *type, Expr *x) {
  return e_fn(a, fn, type, 1, &x);
}

Expr *e_fn2(Arena *a, const char *fn, BType *type, Expr *x, Expr *y) {
  Expr *args[2] = {x, y};
  return e_fn(a, fn, type, 2, args);
}

void program_declare(Program *p, const Func *f) {
  for (int i = 0; i < p->funcs.len; i++)
    if (!strcmp(((Func *)p->funcs.items[i])->name, f->name))
      return;
  Func *g = NEW(p->arena, Func);
  *g = *f;
  g->name = arena_strdup(p->arena, f->name);
  g->params = arena_alloc(p->arena, (size_t)f->nparams * sizeof *g->params);
  for (int i = 0; i < f->nparams; i++)
    g->params[i] = f->params[i];
  vec_push(&p->funcs, g);
}

/* The printed name of each operation: BV<w>_<NAME> keeps programs readable. */
static const char *const bv_names[] = {
    [BV_ADD] = "ADD",   [BV_SUB] = "SUB",   [BV_MUL] = "MUL",   [BV_UDIV] = "UDIV",
    [BV_SDIV] = "SDIV", [BV_UREM] = "UREM", [BV_SREM] = "SREM", [BV_SHL] = "SHL",
    [BV_LSHR] = "LSHR", [BV_ASHR] = "ASHR", [BV_AND] = "AND",   [BV_OR] = "OR",
    [BV_XOR] = "XOR",   [BV_ULT] = "ULT",   [BV_ULE] = "ULE",   [BV_UGT] = "UGT",
    [BV_UGE] = "UGE",   [BV_SLT] = "SLT",   [BV_SLE] = "SLE",   [BV_SGT] = "SGT",
    [BV_SGE] = "SGE",   [BV_ZEXT] = "ZEXT", [BV_SEXT] = "SEXT",
};

bool bv_op_is_predicate(BvOp op) { return op >= BV_ULT && op <= BV_SGE; }

const char *bv_op_name(BvOp op) { return bv_names[op]; }

/* The declared function behind an operation on bv<w> values giving ret. */
static Expr *bv_call(Program *p, BvOp op, const char *name, BType *ret, int nargs,
                     Expr **args) {
  BType *params[2] = {args[0]->type, nargs > 1 ? args[1]->type : NULL};
  program_declare(p, &(Func){name, op, params, nargs, ret});
  Expr *e = e_fn(p->arena, name, ret, nargs, args);
  e->op = op;
  return e;
}

/* A w-bit literal's value as a signed number (w <= 64). */
static int64_t signed_lit(uint64_t v, int w) {
  return w == 64 ? (int64_t)v : (int64_t)(v << (64 - w)) >> (64 - w);
}

/* op on two w-bit literals (w <= 64), with SMT-LIB's meaning; false where
 * that meaning is a corner case left to the solver (division by 0 or -1,
 * shifts by the width or more). A constant computed here, rather than
 * by Z3, is a literal to the translator: it is not assigned to a variable,
 * and Z3, which in incremental mode does not substitute equalities,
 * never sees a product of two variables where one is a constant. */
static bool fold_literals(BvOp op, uint64_t a, uint64_t b, int w, uint64_t *out) {
  int64_t sa = signed_lit(a, w), sb = signed_lit(b, w);
  bool bad_divisor = b == 0 || sb == -1;
  switch (op) {
  case BV_ADD: *out = a + b; return true;
  case BV_SUB: *out = a - b; return true;
  case BV_MUL: *out = a * b; return true;
  case BV_AND: *out = a & b; return true;
  case BV_OR: *out = a | b; return true;
  case BV_XOR: *out = a ^ b; return true;
  case BV_UDIV: *out = b ? a / b : 0; return b != 0;
  case BV_UREM: *out = b ? a % b : 0; return b != 0;
  case BV_SDIV: *out = bad_divisor ? 0 : (uint64_t)(sa / sb); return !bad_divisor;
  case BV_SREM: *out = bad_divisor ? 0 : (uint64_t)(sa % sb); return !bad_divisor;
  case BV_SHL: *out = b < (uint64_t)w ? a << b : 0; return b < (uint64_t)w;
  case BV_LSHR: *out = b < (uint64_t)w ? a >> b : 0; return b < (uint64_t)w;
  case BV_ASHR: *out = b < (uint64_t)w ? (uint64_t)(sa >> b) : 0; return b < (uint64_t)w;
  case BV_ULT: *out = a < b; return true;
  case BV_ULE: *out = a <= b; return true;
  case BV_UGT: *out = a > b; return true;
  case BV_UGE: *out = a >= b; return true;
  case BV_SLT: *out = sa < sb; return true;
  case BV_SLE: *out = sa <= sb; return true;
  case BV_SGT: *out = sa > sb; return true;
  case BV_SGE: *out = sa >= sb; return true;
  default: return false;
  }
}

/* The most nodes of a dividend that a signed division or remainder by a
 * power of two copies (its rewriting names the dividend twice): a bound on
 * the growth of the printed program, far above the indices kernels
 * compute. */
enum { DIVIDEND_COPY_MAX_NODES = 64 };

/* The nodes of e, counting up to limit + 1. */
static int count_nodes(const Expr *e, int limit) {
  int n = 1;
  for (int i = 0; i < e->nargs && n <= limit; i++)
    n += count_nodes(e->args[i], limit - n);
  return n;
}

/* x / 2^k rounded towards zero: an arithmetic shift of x biased by
 * 2^k - 1 when x is negative (the sign bits shifted down to the low k).
 * x appears twice: callers bound its size. */
static Expr *sdiv_pow2(Program *p, Expr *x, int k, int w) {
  Expr *sign = bv_op(p, BV_ASHR, x, e_bv(p->arena, (uint64_t)w - 1, w));
  Expr *bias = bv_op(p, BV_LSHR, sign, e_bv(p->arena, (uint64_t)(w - k), w));
  return bv_op(p, BV_ASHR, bv_op(p, BV_ADD, x, bias), e_bv(p->arena, (uint64_t)k, w));
}

Expr *bv_sdiv_pow2_dividend(const Expr *e, int *k) {
  if (e->kind != E_FN || e->op != BV_ASHR || e->args[1]->kind != E_BV)
    return NULL;
  const Expr *sum = e->args[0];
  if (sum->kind != E_FN || sum->op != BV_ADD)
    return NULL;
  const Expr *bias = sum->args[1];
  if (bias->kind != E_FN || bias->op != BV_LSHR)
    return NULL;
  const Expr *sign = bias->args[0];
  if (sign->kind != E_FN || sign->op != BV_ASHR || sign->args[0] != sum->args[0] ||
      sign->args[1]->kind != E_BV || sign->args[1]->lit + 1 != (uint64_t)e->type->width)
    return NULL;
  *k = (int)e->args[1]->lit;
  return sum->args[0];
}

/* x op 2^k for division and remainder, as shifts and masks, exactly: Z3
 * otherwise builds a divider circuit, the costliest part of many proofs
 * over PolyBench's `offset / 8 % n` and PPCG's floord forms. NULL: not
 * rewritten. */
static Expr *pow2_divisor(Program *p, BvOp op, Expr *x, uint64_t c, int w) {
  if (w > 64 || c == 0 || (c & (c - 1)))
    return NULL;
  int k = 0;
  while ((UINT64_C(1) << k) != c)
    k++;
  Expr *mask = e_bv(p->arena, c - 1, w);
  switch (op) {
  case BV_UDIV:
    return k == 0 ? x : bv_op(p, BV_LSHR, x, e_bv(p->arena, (uint64_t)k, w));
  case BV_UREM:
    return k == 0 ? e_bv(p->arena, 0, w) : bv_op(p, BV_AND, x, mask);
  case BV_SDIV:
    if (k == 0)
      return x;
    if (k > w - 2 || count_nodes(x, DIVIDEND_COPY_MAX_NODES) > DIVIDEND_COPY_MAX_NODES)
      return NULL;
    return sdiv_pow2(p, x, k, w);
  case BV_SREM: {
    /* The remainder takes the dividend's sign: a negative x with low bits
     * r != 0 leaves r - c. A case split, not a branch-free formula with a
     * rounding bias: measured, Z3 proves `srem(x, c) == 0` facts in
     * seconds this way and in minutes the other. */
    if (k == 0)
      return e_bv(p->arena, 0, w);
    if (k > w - 2 || count_nodes(x, DIVIDEND_COPY_MAX_NODES) > DIVIDEND_COPY_MAX_NODES)
      return NULL;
    Expr *low = bv_op(p, BV_AND, x, mask);
    Expr *zero = e_bv(p->arena, 0, w);
    Expr *inexact = e_not(p->arena, e_eq(p->arena, low, zero));
    Expr *negative = e_and(p->arena, bv_op(p, BV_SLT, x, zero), inexact);
    return e_ite(p->arena, negative, bv_op(p, BV_SUB, low, e_bv(p->arena, c, w)), low);
  }
  default:
    return NULL;
  }
}

/* The width of the values 64-bit operations on zero extensions narrow to. */
enum { NARROW_WIDTH = 32 };

/* x as an operand of an operation on NARROW_WIDTH bits: the operand of
 * its zero extension from that width, or a literal that fits; NULL. */
static Expr *narrow_operand(Program *p, Expr *x) {
  if (x->kind == E_FN && x->op == BV_ZEXT && x->args[0]->type->width == NARROW_WIDTH)
    return x->args[0];
  if (x->kind == E_BV && x->lit >> NARROW_WIDTH == 0)
    return e_bv(p->arena, x->lit, NARROW_WIDTH);
  return NULL;
}

/* On 32 bits where the result is the same: comparisons, bitwise
 * operations, shifts, remainders, division by a nonzero literal (SMT-LIB's
 * division by 0 gives all ones, which widths tell apart). Z3 otherwise
 * builds a 64-bit divider for `offset_bytes / 4 % n` as annotations over a
 * 32-bit offset write it. */
Expr *bv_op_narrowed(Program *p, BvOp op, Expr *x, Expr *y) {
  int w = x->type->width;
  bool zext = (x->kind == E_FN && x->op == BV_ZEXT) || (y->kind == E_FN && y->op == BV_ZEXT);
  if (w != 2 * NARROW_WIDTH || !zext)
    return NULL;
  switch (op) {
  case BV_UDIV:
    if (y->kind != E_BV || y->lit == 0)
      return NULL;
    break;
  case BV_UREM:
  case BV_AND:
  case BV_OR:
  case BV_XOR:
  case BV_LSHR:
  case BV_ULT:
  case BV_ULE:
  case BV_UGT:
  case BV_UGE:
    break;
  default:
    return NULL;
  }
  Expr *a = narrow_operand(p, x), *b = narrow_operand(p, y);
  if (!a || !b)
    return NULL;
  Expr *r = bv_op(p, op, a, b);
  return bv_op_is_predicate(op) ? r : bv_zext(p, r, w);
}

Expr *bv_op(Program *p, BvOp op, Expr *x, Expr *y) {
  int w = x->type->width;
  uint64_t v;
  if (x->kind == E_BV && y->kind == E_BV && w <= 64 && fold_literals(op, x->lit, y->lit, w, &v))
    return bv_op_is_predicate(op) ? e_bool(p->arena, v != 0) : e_bv(p->arena, v, w);
  Expr *r = y->kind == E_BV ? pow2_divisor(p, op, x, y->lit, w) : NULL;
  if (!r)
    r = bv_op_narrowed(p, op, x, y);
  if (r)
    return r;
  const char *name = arena_printf(p->arena, "BV%d_%s", w, bv_op_name(op));
  BType *ret = bv_op_is_predicate(op) ? ty_bool(p->arena) : ty_bv(p->arena, w);
  return bv_call(p, op, name, ret, 2, (Expr *[]){x, y});
}

static Expr *bv_ext(Program *p, BvOp op, Expr *x, int to) {
  int w = x->type->width;
  if (w == to)
    return x;
  if (x->kind == E_BV && op == BV_ZEXT)
    return e_bv(p->arena, x->lit, to);
  if (x->kind == E_BV && op == BV_SEXT && to <= 64)
    return e_bv(p->arena, (uint64_t)signed_lit(x->lit, w), to);
  const char *name = arena_printf(p->arena, "BV%d_%s%d", w, bv_op_name(op), to);
  return bv_call(p, op, name, ty_bv(p->arena, to), 1, &x);
}

Expr *bv_zext(Program *p, Expr *x, int to) { return bv_ext(p, BV_ZEXT, x, to); }

Expr *bv_sext(Program *p, Expr *x, int to) { return bv_ext(p, BV_SEXT, x, to); }

/* The low `to` bits of x, moved inside the operations whose low bits
 * depend only on their operands' low bits (so a 64-bit index computed from
 * 32-bit values stays a 32-bit expression): exact, not an approximation. */
static Expr *low_bits(Program *p, Expr *x, int to) {
  Expr **a = x->args;
  switch (x->kind == E_FN ? x->op : BV_NONE) {
  case BV_ADD:
  case BV_SUB:
  case BV_MUL:
  case BV_AND:
  case BV_OR:
  case BV_XOR:
    return bv_op(p, x->op, bv_extract(p, a[0], to, 0), bv_extract(p, a[1], to, 0));
  case BV_SHL:
    if (a[1]->kind != E_BV || a[1]->lit >= (uint64_t)to)
      return NULL;
    return bv_op(p, BV_SHL, bv_extract(p, a[0], to, 0), e_bv(p->arena, a[1]->lit, to));
  case BV_ZEXT:
  case BV_SEXT: {
    int w = a[0]->type->width;
    if (w >= to)
      return bv_extract(p, a[0], to, 0);
    return bv_ext(p, x->op, a[0], to);
  }
  default:
    return NULL;
  }
}

/* Boogie's native x[hi:lo] syntax: no declaration needed. */
Expr *bv_extract(Program *p, Expr *x, int hi, int lo) {
  if (lo == 0 && hi == x->type->width)
    return x;
  Expr *low = lo == 0 ? low_bits(p, x, hi) : NULL;
  if (low)
    return low;
  if (x->kind == E_BV && hi - lo <= 64) /* bits above the literal's 64 are 0 */
    return e_bv(p->arena, lo < 64 ? x->lit >> lo : 0, hi - lo);
  Expr *e = e_fn1(p->arena, "", ty_bv(p->arena, hi - lo), x);
  e->op = BV_EXTRACT;
  e->lit = (uint64_t)lo;
  return e;
}

Expr *bv_fold(Program *p, Expr *e) {
  Arena *a = p->arena;
  switch (e->kind) {
  case E_NOT: return e_not(a, e->args[0]);
  case E_AND: return e_and(a, e->args[0], e->args[1]);
  case E_OR: return e_or(a, e->args[0], e->args[1]);
  case E_IMPLIES: return e_implies(a, e->args[0], e->args[1]);
  case E_EQ: return e_eq(a, e->args[0], e->args[1]);
  case E_ITE: return e_ite(a, e->args[0], e->args[1], e->args[2]);
  default: break;
  }
  if (e->kind != E_FN || e->op == BV_NONE || e->op == BV_CONCAT)
    return e;
  if (e->nargs == 2 && (e->args[0]->kind != E_BV || e->args[1]->kind != E_BV)) {
    Expr *x = e->args[0], *y = e->args[1];
    Expr *r = y->kind == E_BV ? pow2_divisor(p, e->op, x, y->lit, x->type->width) : NULL;
    if (!r)
      r = bv_op_narrowed(p, e->op, x, y);
    return r ? r : e;
  }
  for (int i = 0; i < e->nargs; i++)
    if (e->args[i]->kind != E_BV || e->args[i]->type->width > 64)
      return e;
  Expr *r;
  if (e->op == BV_EXTRACT)
    r = bv_extract(p, e->args[0], (int)e->lit + e->type->width, (int)e->lit);
  else if (e->op == BV_ZEXT || e->op == BV_SEXT)
    r = bv_ext(p, e->op, e->args[0], e->type->width);
  else
    r = bv_op(p, e->op, e->args[0], e->args[1]);
  return r->kind == E_BV || r->kind == E_BOOL ? r : e;
}

Expr *bv_concat(Program *p, Expr *hi, Expr *lo) {
  Expr *e = e_fn2(p->arena, "", ty_bv(p->arena, hi->type->width + lo->type->width), hi, lo);
  e->op = BV_CONCAT;
  return e;
}

Expr *uf_call(Program *p, const char *name, BType *ret, int nargs, Expr **args) {
  BType **params = arena_alloc(p->arena, (size_t)nargs * sizeof *params);
  for (int i = 0; i < nargs; i++)
    params[i] = args[i]->type;
  name = arena_strdup(p->arena, name);
  program_declare(p, &(Func){name, BV_NONE, params, nargs, ret});
  return e_fn(p->arena, name, ret, nargs, args);
}

static Stmt *stmt_new(Arena *a, StmtKind k) {
  Stmt *s = NEW(a, Stmt);
  s->kind = k;
  s->check = -1;
  return s;
}

Stmt *s_assign(Arena *a, Var *lhs, Expr *e) {
  Stmt *s = stmt_new(a, S_ASSIGN);
  s->lhs = lhs;
  s->e = e;
  return s;
}

Stmt *s_assign_index(Arena *a, Var *lhs, Expr *index, Expr *e) {
  Stmt *s = s_assign(a, lhs, e);
  s->index = index;
  return s;
}

Stmt *s_havoc(Arena *a, Var *v) {
  Stmt *s = stmt_new(a, S_HAVOC);
  s->lhs = v;
  return s;
}

Stmt *s_assume(Arena *a, Expr *e) {
  Stmt *s = stmt_new(a, S_ASSUME);
  s->e = e;
  return s;
}

Stmt *s_assert(Arena *a, Expr *e, int check) {
  Stmt *s = stmt_new(a, S_ASSERT);
  s->e = e;
  s->check = check;
  return s;
}

Stmt *s_comment(Arena *a, const char *text) {
  Stmt *s = stmt_new(a, S_COMMENT);
  s->attrs = text;
  return s;
}

Block *block_new(Program *p, const char *label) {
  Block *b = NEW(p->arena, Block);
  b->label = arena_strdup(p->arena, label);
  vec_push(&p->blocks, b);
  return b;
}

void block_add(Block *b, Stmt *s) { vec_push(&b->stmts, s); }
void block_goto(Block *b, Block *succ) { vec_push(&b->succs, succ); }

void program_init(Program *p, Arena *a) {
  memset(p, 0, sizeof *p);
  p->arena = a;
}

void program_free(Program *p) {
  for (int i = 0; i < p->blocks.len; i++) {
    Block *b = p->blocks.items[i];
    vec_free(&b->stmts);
    vec_free(&b->succs);
  }
  vec_free(&p->blocks);
  vec_free(&p->vars);
  vec_free(&p->funcs);
  vec_free(&p->axioms);
  vec_free(&p->candidates);
}

#define CANDIDATE_PREFIX "_b"

Var *program_add_candidate(Program *p) {
  char name[32];
  snprintf(name, sizeof name, CANDIDATE_PREFIX "%d", p->candidates.len);
  Var *b = var_new(p, name, ty_bool(p->arena), VAR_CONST);
  b->attrs = "{:existential true}";
  vec_push(&p->candidates, b);
  return b;
}

/* Only the canonical decimal the printf above writes: "_b01" or "_b+1"
 * name no candidate. */
int bpl_candidate_id(const char *name, size_t len) {
  size_t n = sizeof CANDIDATE_PREFIX - 1;
  if (len <= n || memcmp(name, CANDIDATE_PREFIX, n) || (name[n] == '0' && len > n + 1))
    return -1;
  int id = 0;
  for (size_t i = n; i < len; i++) {
    int d = name[i] - '0';
    if (d < 0 || d > 9 || id > (INT_MAX - d) / 10)
      return -1;
    id = id * 10 + d;
  }
  return id;
}

void program_assume_candidates(Program *p) {
  for (int i = 0; i < p->blocks.len; i++) {
    const Block *b = p->blocks.items[i];
    for (int j = 0; j < b->stmts.len; j++) {
      Stmt *s = b->stmts.items[j];
      if (s->kind == S_ASSERT && s->check < 0)
        s->kind = S_ASSUME;
    }
  }
}

bool program_has_checks(const Program *p) {
  for (int i = 0; i < p->blocks.len; i++) {
    const Block *b = p->blocks.items[i];
    for (int j = 0; j < b->stmts.len; j++) {
      const Stmt *s = b->stmts.items[j];
      if (s->kind == S_ASSERT && s->check >= 0)
        return true;
    }
  }
  return false;
}

void program_fix_candidates(Program *p, const bool *survived) {
  for (int i = 0; i < p->candidates.len; i++) {
    Expr *b = e_var(p->arena, p->candidates.items[i]);
    vec_push(&p->axioms, survived[i] ? b : e_not(p->arena, b));
  }
}

BvOp bv_comparison(BvOp op, bool negate) {
  static const struct {
    BvOp op, swapped, negated;
  } table[] = {{BV_ULT, BV_UGT, BV_UGE}, {BV_ULE, BV_UGE, BV_UGT}, {BV_UGT, BV_ULT, BV_ULE},
               {BV_UGE, BV_ULE, BV_ULT}, {BV_SLT, BV_SGT, BV_SGE}, {BV_SLE, BV_SGE, BV_SGT},
               {BV_SGT, BV_SLT, BV_SLE}, {BV_SGE, BV_SLE, BV_SLT}};
  for (size_t i = 0; i < sizeof table / sizeof *table; i++)
    if (op == table[i].op)
      return negate ? table[i].negated : table[i].swapped;
  return BV_NONE;
}
