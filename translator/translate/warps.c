/* warps: CUDA's warp-level operations for two threads: __syncwarp (a
 * barrier of the lanes that name each other in their masks), shuffles,
 * votes, matches and reductions (values, no memory access), and the
 * grid-wide barrier of cooperative groups.
 *
 * A result is a fresh value per thread, constrained by what the calling
 * thread and the other thread, when it is a lane of the same warp taking
 * part in the same operation, contribute to it. "Taking part" is the
 * other thread running the same statement (E_ENABLED): that pairs the
 * same dynamic instance only if every lane a mask names that has not
 * exited takes part, as CUDA requires; the verdict says it rests on that
 * (assumptions.c). */
#include "translate_int.h"

/* The calling thread's lane and whether the two threads share a warp. */
static Lanes lanes_of(Tr *t) {
  Expr *lin = tr_materialize(t, tr_linear_local_id(t));
  Expr *warp = bv_op(t->p, BV_UDIV, lin, e_bv(t->a, WARP_SIZE, 32));
  Lanes l = {.lane = tr_materialize(t, bv_op(t->p, BV_AND, lin, e_bv(t->a, WARP_SIZE - 1, 32)))};
  /* Distinct lanes too: two threads whose linear ids wrap (a block of
   * 2^32 threads or more) are no warp mates, so that the caller's and a
   * partner's facts about one lane never meet and contradict. */
  l.same = e_and(t->a, e_new(t->a, E_SAME_GROUP, ty_bool(t->a), 0),
                 e_and(t->a, e_eq(t->a, warp, tr_other(t, warp)),
                       e_bin(t->a, E_NE, l.lane, tr_other(t, l.lane))));
  return l;
}

/* Whether lane (an index below 32) is set in a 32-bit mask. */
static Expr *has_lane(Tr *t, Expr *mask, Expr *lane) {
  Expr *bit = bv_op(t->p, BV_AND, bv_op(t->p, BV_LSHR, mask, lane), e_bv(t->a, 1, 32));
  return e_bin(t->a, E_NE, bit, e_bv(t->a, 0, 32));
}

Expr *tr_lanes_partner(Tr *t, const Lanes *l, Expr *mask) {
  Expr *p = e_and(t->a, l->same, tr_other(t, tr_enabled(t)));
  return mask ? e_and(t->a, p, has_lane(t, mask, tr_other(t, l->lane))) : p;
}

/* Both threads run it together with one mask: a result for all the
 * lanes is the same for both. */
static Expr *same_instance(Tr *t, const Lanes *l, Expr *mask) {
  Expr *p = tr_lanes_partner(t, l, mask);
  return mask ? e_and(t->a, p, e_eq(t->a, mask, tr_other(t, mask))) : p;
}

Expr *tr_lanes_result(Tr *t, const Lanes *l, Expr *mask, BType *ty) {
  Expr *r = tr_havoc_value(t, ty);
  tr_emit(t, K_ASSUME)->e =
      e_implies(t->a, same_instance(t, l, mask), e_eq(t->a, r, tr_other(t, r)));
  return r;
}

static void assume(Tr *t, Expr *e) { tr_emit(t, K_ASSUME)->e = e; }

static Expr *not32(Tr *t, Expr *x) { return bv_op(t->p, BV_XOR, x, e_bv(t->a, UINT32_MAX, 32)); }

/* A call (mask, x, ...): its first two arguments and the caller's lanes;
 * false when an argument could not be translated. */
typedef struct {
  Expr *mask, *x;
  Lanes l;
} WarpCall;

static bool warp_call(Tr *t, LLVMValueRef call, WarpCall *w) {
  w->mask = tr_arg_expr(t, call, 0);
  w->x = w->mask ? tr_arg_expr(t, call, 1) : NULL;
  if (!w->x)
    return false;
  w->l = lanes_of(t);
  return true;
}

static Expr *is_zero(Tr *t, Expr *x) {
  return e_eq(t->a, x, e_bv(t->a, 0, x->type->width));
}

static Expr *warp_result(Tr *t, const Lanes *l, Expr *mask, int width) {
  return tr_lanes_result(t, l, mask, ty_bv(t->a, width));
}

/* ---- shuffles ---- */

typedef enum { SHFL_IDX, SHFL_UP, SHFL_DOWN, SHFL_XOR } ShflKind;

/* __tandem_shfl_KIND_i32(mask, var, b, width): PTX's shfl.sync with CUDA's
 * operand c = ((32 - width) << 8) | clamp: the source lane j, and whether
 * it lies in the caller's segment (else the caller reads its own var). */
static Expr *shuffle(Tr *t, LLVMValueRef call, ShflKind kind) {
  WarpCall wc;
  if (!warp_call(t, call, &wc))
    return NULL;
  Expr *mask = wc.mask, *var = wc.x;
  Expr *b = tr_arg_expr(t, call, 2), *w = b ? tr_arg_expr(t, call, 3) : NULL;
  if (!w)
    return NULL;
  Lanes l = wc.l;
  Expr *five = e_bv(t->a, WARP_SIZE - 1, 32);
  Expr *seg = bv_op(t->p, BV_AND, bv_op(t->p, BV_SUB, e_bv(t->a, WARP_SIZE, 32), w), five);
  Expr *clamp = kind == SHFL_UP ? e_bv(t->a, 0, 32) : five;
  Expr *bval = bv_op(t->p, BV_AND, b, five);
  Expr *min_lane = bv_op(t->p, BV_AND, l.lane, seg);
  Expr *max_lane = bv_op(t->p, BV_OR, min_lane,
                         bv_op(t->p, BV_AND, clamp, not32(t, seg)));
  Expr *j = NULL, *valid = NULL;
  switch (kind) {
  case SHFL_UP:
    j = bv_op(t->p, BV_SUB, l.lane, bval);
    valid = bv_op(t->p, BV_SGE, j, max_lane);
    break;
  case SHFL_DOWN:
    j = bv_op(t->p, BV_ADD, l.lane, bval);
    break;
  case SHFL_XOR:
    j = bv_op(t->p, BV_XOR, l.lane, bval);
    break;
  case SHFL_IDX:
    j = bv_op(t->p, BV_OR, min_lane,
              bv_op(t->p, BV_AND, bval, not32(t, seg)));
    break;
  }
  if (!valid)
    valid = bv_op(t->p, BV_SLE, j, max_lane);
  Expr *src = tr_materialize(t, e_ite(t->a, valid, j, l.lane));
  Expr *r = tr_havoc_value(t, var->type);
  assume(t, e_implies(t->a, e_eq(t->a, src, l.lane), e_eq(t->a, r, var)));
  /* A source lane outside the mask, or not running it, gives an undefined
   * value: only a partner's var is known. */
  Expr *from_partner = e_eq(t->a, src, tr_other(t, l.lane));
  assume(t, e_implies(t->a, e_and(t->a, tr_lanes_partner(t, &l, mask), from_partner),
                      e_eq(t->a, r, tr_other(t, var))));
  return r;
}

/* ---- votes, matches, reductions ---- */

/* __all_sync, __any_sync, __uni_sync(mask, pred): 1 or 0. */
static Expr *vote(Tr *t, LLVMValueRef call, const char *kind) {
  WarpCall w;
  if (!warp_call(t, call, &w))
    return NULL;
  Expr *mask = w.mask, *pred = w.x;
  Lanes l = w.l;
  Expr *r = warp_result(t, &l, mask, 32);
  Expr *one = e_bv(t->a, 1, 32);
  assume(t, e_or(t->a, is_zero(t, r), e_eq(t->a, r, one)));
  Expr *p = e_not(t->a, is_zero(t, pred)), *q = tr_other(t, p);
  Expr *with = tr_lanes_partner(t, &l, mask);
  if (!strncmp(kind, "all", 3)) {
    assume(t, e_implies(t->a, e_not(t->a, p), is_zero(t, r)));
    assume(t, e_implies(t->a, e_and(t->a, with, e_not(t->a, q)), is_zero(t, r)));
  } else if (!strncmp(kind, "any", 3)) {
    assume(t, e_implies(t->a, p, e_eq(t->a, r, one)));
    assume(t, e_implies(t->a, e_and(t->a, with, q), e_eq(t->a, r, one)));
  } else {
    assume(t, e_implies(t->a, e_and(t->a, with, e_not(t->a, e_bin(t->a, E_IFF, p, q))),
                        is_zero(t, r)));
  }
  return r;
}

/* __ballot_sync(mask, pred): the caller's bit is its predicate, a
 * partner's bit its own, lanes outside the mask 0. */
static Expr *ballot(Tr *t, LLVMValueRef call) {
  WarpCall w;
  if (!warp_call(t, call, &w))
    return NULL;
  Expr *mask = w.mask, *pred = w.x;
  Lanes l = w.l;
  Expr *r = warp_result(t, &l, mask, 32);
  Expr *p = e_not(t->a, is_zero(t, pred));
  assume(t, is_zero(t, bv_op(t->p, BV_AND, r, not32(t, mask))));
  /* (A caller outside its mask is undefined: nothing is assumed, so that
   * no assumption contradicts another.) */
  assume(t, e_implies(t->a, has_lane(t, mask, l.lane),
                      e_bin(t->a, E_IFF, has_lane(t, r, l.lane), p)));
  assume(t, e_implies(t->a, tr_lanes_partner(t, &l, mask),
                      e_bin(t->a, E_IFF, has_lane(t, r, tr_other(t, l.lane)), tr_other(t, p))));
  return r;
}

/* __activemask(): the caller's bit is set. Which other lanes run with it
 * depends on the scheduler, so nothing more is known. */
static Expr *active_mask(Tr *t) {
  Lanes l = lanes_of(t);
  Expr *r = tr_havoc_value(t, ty_bv(t->a, 32));
  assume(t, has_lane(t, r, l.lane));
  return r;
}

/* __tandem_match_any_i64(mask, v): the lanes of mask with the caller's v;
 * __tandem_match_all_i64(mask, v): mask when all have it, else 0. */
static Expr *match(Tr *t, LLVMValueRef call, bool all) {
  WarpCall w;
  if (!warp_call(t, call, &w))
    return NULL;
  Expr *mask = w.mask, *v = w.x;
  Lanes l = w.l;
  Expr *with = tr_lanes_partner(t, &l, mask), *equal = e_eq(t->a, v, tr_other(t, v));
  Expr *r = tr_havoc_value(t, ty_bv(t->a, 32));
  if (all) {
    assume(t, e_implies(t->a, same_instance(t, &l, mask), e_eq(t->a, r, tr_other(t, r))));
    assume(t, e_or(t->a, is_zero(t, r), e_eq(t->a, r, mask)));
    assume(t, e_implies(t->a, e_and(t->a, with, e_not(t->a, equal)), is_zero(t, r)));
    return r;
  }
  assume(t, e_implies(t->a, e_and(t->a, same_instance(t, &l, mask), equal),
                      e_eq(t->a, r, tr_other(t, r))));
  assume(t, is_zero(t, bv_op(t->p, BV_AND, r, not32(t, mask))));
  assume(t, e_implies(t->a, has_lane(t, mask, l.lane), has_lane(t, r, l.lane)));
  assume(t, e_implies(t->a, with, e_bin(t->a, E_IFF, has_lane(t, r, tr_other(t, l.lane)), equal)));
  return r;
}

/* __tandem_reduce_OP_TYPE(mask, v): one result for the warp; of and, or,
 * min and max it is known how it compares with each lane's value. */
static Expr *reduction(Tr *t, LLVMValueRef call, const char *op) {
  WarpCall w;
  if (!warp_call(t, call, &w))
    return NULL;
  Expr *mask = w.mask, *v = w.x;
  Lanes l = w.l;
  Expr *r = warp_result(t, &l, mask, 32);
  bool is_signed = !strcmp(op + 3, "_i32");
  Expr *bound[2] = {v, tr_other(t, v)}, *facts[2];
  for (int i = 0; i < 2; i++) {
    Expr *x = bound[i], *f = e_bool(t->a, true);
    if (!strncmp(op, "and", 3)) /* r has no bit x lacks */
      f = is_zero(t, bv_op(t->p, BV_AND, r, not32(t, x)));
    else if (!strncmp(op, "or_", 3))
      f = is_zero(t, bv_op(t->p, BV_AND, x, not32(t, r)));
    else if (!strncmp(op, "min", 3))
      f = bv_op(t->p, is_signed ? BV_SLE : BV_ULE, r, x);
    else if (!strncmp(op, "max", 3))
      f = bv_op(t->p, is_signed ? BV_SGE : BV_UGE, r, x);
    facts[i] = f;
  }
  assume(t, facts[0]);
  assume(t, e_implies(t->a, tr_lanes_partner(t, &l, mask), facts[1]));
  return r;
}

/* ---- barriers ---- */

/* __syncwarp(mask): orders the two threads when both run it as lanes of
 * one warp and each mask names the other's lane. */
static void sync_warp(Tr *t, LLVMValueRef call) {
  Expr *mask = LLVMGetNumArgOperands(call) ? tr_arg_expr(t, call, 0)
                                           : e_bv(t->a, UINT32_MAX, 32);
  if (!mask)
    return;
  Lanes l = lanes_of(t);
  Expr *lanes = e_and(t->a, l.same, has_lane(t, mask, tr_other(t, l.lane)));
  KStmt *s = tr_emit_barrier(t);
  if (!s)
    return;
  s->fence = 3;
  s->scope = SCOPE_WARP;
  s->lanes = e_and(t->a, lanes, tr_other(t, lanes));
}

bool tr_call_warp(Tr *t, const Call *c, Expr **out) {
  static const char *const shuffles[] = {"__tandem_shfl_idx_i32", "__tandem_shfl_up_i32",
                                         "__tandem_shfl_down_i32", "__tandem_shfl_xor_i32"};
  const char *name = c->name;
  if (!t->k->is_cuda)
    return false;
  if (!strcmp(name, "__tandem_grid_sync")) {
    KStmt *s = tr_emit_barrier(t);
    if (s) {
      s->fence = 3;
      s->scope = SCOPE_GRID;
    }
    return true;
  }
  bool known = true;
  if (!strcmp(name, "__syncwarp"))
    sync_warp(t, c->call);
  else if (!strcmp(name, "__all_sync") || !strcmp(name, "__any_sync") ||
           !strcmp(name, "__uni_sync"))
    *out = vote(t, c->call, name + 2);
  else if (!strcmp(name, "__ballot_sync"))
    *out = ballot(t, c->call);
  else if (!strcmp(name, "__activemask"))
    *out = active_mask(t);
  else if (!strcmp(name, "__tandem_match_any_i64") || !strcmp(name, "__tandem_match_all_i64"))
    *out = match(t, c->call, !strcmp(name, "__tandem_match_all_i64"));
  else if (!strncmp(name, "__tandem_reduce_", 16))
    *out = reduction(t, c->call, name + 16);
  else
    known = false;
  for (int k = 0; k < 4 && !known; k++)
    if (!strcmp(name, shuffles[k])) {
      *out = shuffle(t, c->call, (ShflKind)k);
      known = true;
    }
  if (known)
    t->k->warp_ops = true;
  return known;
}
