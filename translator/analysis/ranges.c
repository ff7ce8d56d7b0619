/* ranges: intervals of integer expressions over the launch. */
#include "ranges.h"

/* Definitions are followed this deep: enough for an index computed in a
 * few steps, and a bound on the walk. */
enum { RANGE_MAX_DEPTH = 24 };

uint64_t range_max(int width, bool is_signed) {
  int bits = is_signed ? width - 1 : width;
  return bits >= 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1;
}

bool range_nonnegative(Range r, int width) { return r.hi <= range_max(width, true); }

static Range whole(int width) { return (Range){0, range_max(width, false)}; }

static Range point(uint64_t v) { return (Range){v, v}; }

/* [lo, hi] when both fit the width, else the whole width. */
static Range fit(uint64_t lo, uint64_t hi, bool overflow, int width) {
  if (overflow || hi > range_max(width, false))
    return whole(width);
  return (Range){lo, hi};
}

static Range eval(const RangeEnv *env, const Expr *e, int depth);

/* A launch size is its literal when given, else anything; an id is below
 * its size. */
static Range builtin(const RangeEnv *env, const Var *v, bool *found) {
  const Builtins *b = &env->k->b;
  *found = true;
  for (int d = 0; d < 3; d++) {
    const Var *size = v == b->local_id[d] ? b->group_size[d]
                      : v == b->group_id[d] ? b->num_groups[d]
                                            : NULL;
    if (!size)
      continue;
    Expr *lit = ptrmap_get(env->concrete, size);
    return lit && lit->lit ? (Range){0, lit->lit - 1} : whole(v->type->width);
  }
  *found = false;
  return whole(v->type->width);
}

static Range var_range(const RangeEnv *env, const Var *v, int depth) {
  Expr *lit = ptrmap_get(env->concrete, v);
  if (lit && lit->kind == E_BV)
    return point(lit->lit);
  bool found;
  Range r = builtin(env, v, &found);
  if (found)
    return r;
  KStmt *d = ptrmap_get(env->def, v);
  if (d && d->kind == K_ASSIGN && depth < RANGE_MAX_DEPTH)
    return eval(env, d->e, depth + 1);
  return r;
}

/* x op y for a literal y: shifts, divisions, remainders. */
static Range by_literal(BvOp op, Range x, uint64_t y, int w) {
  switch (op) {
  case BV_SHL: {
    if (y >= 64)
      return whole(w);
    uint64_t lo = x.lo << y, hi = x.hi << y;
    return fit(lo, hi, x.hi > (UINT64_MAX >> y), w);
  }
  case BV_LSHR:
    return y >= 64 ? point(0) : (Range){x.lo >> y, x.hi >> y};
  case BV_UDIV:
    return y ? (Range){x.lo / y, x.hi / y} : whole(w);
  case BV_UREM:
    return !y ? whole(w) : x.hi < y ? x : (Range){0, y - 1};
  default:
    return whole(w);
  }
}

static Range binary(const RangeEnv *env, const Expr *e, int depth) {
  int w = e->type->width;
  Range x = eval(env, e->args[0], depth), y = eval(env, e->args[1], depth);
  uint64_t lo, hi;
  switch (e->op) {
  case BV_ADD: {
    bool o = __builtin_add_overflow(x.lo, y.lo, &lo);
    o |= __builtin_add_overflow(x.hi, y.hi, &hi);
    return fit(lo, hi, o, w);
  }
  case BV_SUB:
    return x.lo >= y.hi ? (Range){x.lo - y.hi, x.hi - y.lo} : whole(w);
  case BV_MUL: {
    bool o = __builtin_mul_overflow(x.lo, y.lo, &lo);
    o |= __builtin_mul_overflow(x.hi, y.hi, &hi);
    return fit(lo, hi, o, w);
  }
  case BV_AND: /* either operand bounds a mask */
    return (Range){0, x.hi < y.hi ? x.hi : y.hi};
  default:
    return y.lo == y.hi ? by_literal(e->op, x, y.lo, w) : whole(w);
  }
}

static Range eval(const RangeEnv *env, const Expr *e, int depth) {
  if (e->type->kind != TY_BV || e->type->width > 64)
    return (Range){0, UINT64_MAX};
  int w = e->type->width;
  switch (e->kind) {
  case E_BV:
    return point(e->lit);
  case E_VAR:
    return var_range(env, e->var, depth);
  case E_ITE: {
    Range a = eval(env, e->args[1], depth), b = eval(env, e->args[2], depth);
    return (Range){a.lo < b.lo ? a.lo : b.lo, a.hi > b.hi ? a.hi : b.hi};
  }
  case E_FN:
    break;
  default:
    return whole(w);
  }
  if (e->op == BV_ZEXT)
    return eval(env, e->args[0], depth);
  if (e->op == BV_SEXT) {
    const Expr *x = e->args[0];
    Range r = eval(env, x, depth);
    return range_nonnegative(r, x->type->width) ? r : whole(w);
  }
  if (e->op == BV_EXTRACT) {
    Range r = eval(env, e->args[0], depth);
    return e->lit == 0 && r.hi <= range_max(w, false) ? r : whole(w);
  }
  if (e->nargs == 2 && e->op >= BV_ADD && e->op <= BV_XOR)
    return binary(env, e, depth);
  return whole(w);
}

Range range_of(const RangeEnv *env, const Expr *e) { return eval(env, e, 0); }
