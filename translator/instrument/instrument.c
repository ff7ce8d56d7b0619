#include "instrument.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "barrier_inv.h"
#include "counters.h"
#include "invariants.h"
#include "uniformity.h"


/* What the two-thread program keeps for one array. */
typedef struct {
  Var *map[2];     /* value maps per thread (one shared map when read-only) */
  Var *log[3];     /* per AccessKind: thread 1's log at the watched offset */
  Var *site[3];    /* per AccessKind: which access thread 1 logs */
  Var *wval;       /* value of thread 1's logged write (benign writes) */
  Var *rval;       /* value of thread 1's logged read (benign reads) */
  Var *pending[2]; /* per read/write log, for arrays async copies access: the
                      event of the logged copy access until it is waited
                      for, else 0; a barrier only clears a log at 0 */
  Var *watched;    /* the watched element offset */
  bool checked;    /* thread 2's accesses are checked */
  bool counter;    /* an atomic counter (counters.h) */
  Vec draws;       /* counters: Draw*, the values its atomics returned */
  bool benign;     /* same-value writes are tolerated */
  bool benign_reads; /* so are reads and writes that agree on the value */
  /* Arrays that barrier invariants read: */
  Var *view;         /* the memory of thread 1's group: thread 1's map with
                        thread 2's writes when in the same group */
  Var *not_accessed; /* an element neither thread (of one group) accessed
                        since the last barrier, for the access checks */
} ArrState;

/* A value an atomic counter returned to one thread. */
typedef struct {
  Var *value, *index, *drawn;
  int thread;
} Draw;

typedef struct {
  Kernel *k;
  const Cfg *c;
  const InstrumentConfig *cfg;
  Program *o;
  Arena *a;
  Instrumented *out;
  ArrState *as;
  Expr **pred[2];   /* per block, per thread */
  Var **acc[2];     /* per block: predicate contributions pushed to it */
  Block *init, *cur;
  Expr *same_group;
  Expr *same_warp;  /* --warp-sync: the threads run in lockstep; or NULL */
  PtrMap concrete;  /* launch-size Var -> its literal value, when given */
  int *def_block;   /* per kernel var: its defining block, -1 none, -2 several */
  Expr *enabled[2];
  bool equality;
  bool group_view;  /* E_MEM reads the group's view (barrier invariants
                       asserted), not the thread's own map */
  int nlabels, npreds;
  Loc *errloc;
  char *err;
  int errlen;
  bool failed;
} In;

static void fail(In *in, Loc l, const char *msg) {
  if (in->failed)
    return;
  in->failed = true;
  *in->errloc = l;
  snprintf(in->err, (size_t)in->errlen, "%s", msg);
}

/* ---- variables and expressions per thread ---- */

static Var *tv(In *in, Var *v, int t) {
  if (!v->copy[t]) {
    if (v->nonuniform) {
      for (int i = 0; i < 2; i++) {
        char name[256];
        snprintf(name, sizeof name, "%s$%d", v->name, i + 1);
        v->copy[i] = var_new(in->o, name, v->type, v->kind);
      }
    } else {
      v->copy[0] = v->copy[1] = var_new(in->o, v->name, v->type, v->kind);
    }
  }
  return v->copy[t];
}

static Expr *dual(In *in, Expr *e, int t);
static Expr *read_value(In *in, Var *map, Expr *idx, int count);

typedef struct {
  In *in;
  int t;
} DualCtx;

static Expr *dual_arg(void *ctx, Expr *arg) {
  DualCtx *d = ctx;
  return dual(d->in, arg, d->t);
}

static Expr *dual(In *in, Expr *e, int t) {
  switch (e->kind) {
  case E_VAR: {
    /* Known sizes as literals: multiplying by a constant is cheap for the
     * prover, by an unknown it is not. */
    Expr *lit = ptrmap_get(&in->concrete, e->var);
    return lit ? lit : e_var(in->a, tv(in, e->var, t));
  }
  case E_BOOL:
  case E_BV:
  case E_INT:
    return e;
  case E_OTHER:
    return dual(in, e->args[0], 1 - t);
  case E_ENABLED:
    return in->enabled[t];
  case E_SAME_GROUP:
    return in->same_group;
  case E_LOG: {
    ArrState *s = &in->as[e->array->id];
    Var *log = s->log[e->lit ? ACC_WRITE : ACC_READ];
    return log ? e_var(in->a, log) : e_bool(in->a, false);
  }
  case E_LOG_OFFSET: {
    ArrState *s = &in->as[e->array->id];
    if (!s->watched)
      return e_bv(in->a, 0, 32);
    return bv_op(in->o, BV_MUL, e_var(in->a, s->watched),
                 e_bv(in->a, (uint64_t)e->array->elem_bytes, 32));
  }
  case E_MEM: {
    ArrState *s = &in->as[e->array->id];
    return read_value(in, in->group_view ? s->view : s->map[t],
                      dual(in, e->args[0], t), (int)e->lit);
  }
  default: {
    DualCtx ctx = {in, t};
    return e_map_args(in->a, e, dual_arg, &ctx);
  }
  }
}

/* Assertions about the access logs (__read, __write_offset_bytes, ...)
 * speak of thread 1, which keeps the logs. */
static bool uses_logs(const Expr *e) {
  if (e->kind == E_LOG || e->kind == E_LOG_OFFSET)
    return true;
  if (e->kind == E_VAR)
    return e->var->from_logs;
  for (int i = 0; i < e->nargs; i++)
    if (uses_logs(e->args[i]))
      return true;
  return false;
}

static void emit(In *in, Stmt *s) { block_add(in->cur, s); }

static Var *fresh(In *in, const char *prefix, BType *ty) {
  char name[64];
  snprintf(name, sizeof name, "%s%d", prefix, in->npreds++);
  return var_new(in->o, name, ty, VAR_LOCAL);
}

static Block *new_block(In *in, const char *prefix) {
  char name[64];
  snprintf(name, sizeof name, "%s%d", prefix, in->nlabels++);
  return block_new(in->o, name);
}

static int add_check(In *in, CheckKind kind, int thread, Loc loc) {
  Check *c = NEW(in->a, Check);
  c->kind = kind;
  c->thread = thread;
  c->loc = loc;
  c->site = -1;
  vec_push(&in->out->checks, c);
  return in->out->checks.len - 1;
}

static void emit_assert(In *in, Expr *e, int check) {
  if (e_is_true(e))
    return;
  emit(in, s_assert(in->a, e, check));
}

/* ---- memory ---- */

static Expr *in_range(In *in, Var *watched, Expr *idx, int count) {
  Expr *w = e_var(in->a, watched);
  if (count == 1)
    return e_eq(in->a, w, idx);
  return bv_op(in->o, BV_ULT, bv_op(in->o, BV_SUB, w, idx),
               e_bv(in->a, (uint64_t)count, 32));
}

static Expr *elem_index(In *in, Expr *idx, int j) {
  if (!j)
    return idx;
  return bv_op(in->o, BV_ADD, idx, e_bv(in->a, (uint64_t)j, 32));
}

/* count elements from idx, the lowest index in the lowest bits. */
static Expr *read_value(In *in, Var *map, Expr *idx, int count) {
  Expr *acc = NULL;
  for (int j = 0; j < count; j++) {
    Expr *x = e_select(in->a, e_var(in->a, map), elem_index(in, idx, j));
    acc = acc ? bv_concat(in->o, x, acc) : x;
  }
  return acc;
}

static void write_value(In *in, Var *map, Expr *guard, Expr *idx, Expr *v,
                        int count, int ebits) {
  for (int j = 0; j < count; j++) {
    Expr *ix = elem_index(in, idx, j);
    Expr *part = count == 1 ? v : bv_extract(in->o, v, (j + 1) * ebits, j * ebits);
    Expr *old = e_select(in->a, e_var(in->a, map), ix);
    emit(in, s_assign_index(in->a, map, ix, e_ite(in->a, guard, part, old)));
  }
}

static Expr *race_scope(In *in, Array *arr) {
  return arr->space == SPACE_SHARED ? in->same_group : e_bool(in->a, true);
}

/* Thread 2's access s of kind `second` may not meet thread 1's logged
 * access of kind `first` at the watched offset; `here` says thread 2's
 * access covers it. */
static void race_check(In *in, KStmt *s, AccessKind first, AccessKind second,
                       Expr *here, Expr *extra) {
  Var *log = in->as[s->array->id].log[first];
  if (!log)
    return;
  int id = add_check(in, CHECK_RACE, 2, s->loc);
  Check *c = in->out->checks.items[id];
  c->first = first;
  c->second = second;
  c->array = s->array;
  c->site = s->site;
  c->width = s->count * s->array->elem_bytes;
  Expr *cond = e_and(in->a, here, e_var(in->a, log));
  if (extra)
    cond = e_and(in->a, cond, extra);
  /* Threads of one warp in lockstep run an instruction together and one
   * after another: only two writes of one store instruction can meet. */
  if (in->same_warp) {
    Expr *apart = e_not(in->a, in->same_warp);
    if (first == ACC_WRITE && second == ACC_WRITE)
      apart = e_or(in->a, apart, e_eq(in->a, e_var(in->a, in->as[s->array->id].site[first]),
                                        e_int(in->a, s->site)));
    cond = e_and(in->a, cond, apart);
  }
  emit_assert(in, e_not(in->a, cond), id);
}

/* Checks thread 2's access s of the given kind against thread 1's logs.
 * benign[first], when not NULL, must also hold for a conflict with the
 * logged access of that kind to be a race. */
static void race_checks(In *in, KStmt *s, AccessKind kind, Expr *P2, Expr *idx2,
                        Expr *benign[3]) {
  ArrState *st = &in->as[s->array->id];
  if (!st->checked)
    return;
  Expr *here = e_and(in->a, e_and(in->a, P2, race_scope(in, s->array)),
                     in_range(in, st->watched, idx2, s->count));
  for (int first = 0; first < 3; first++)
    if (first == ACC_WRITE || first != (int)kind)
      race_check(in, s, (AccessKind)first, kind, here, benign ? benign[first] : NULL);
}

/* Thread 1 logs access s of the given kind when it covers the watched
 * offset and is the logged site; returns whether it did. */
static Var *log_access(In *in, KStmt *s, AccessKind kind, Expr *P1, Expr *idx1) {
  ArrState *st = &in->as[s->array->id];
  Var *log = st->log[kind];
  if (!log)
    return NULL;
  Expr *hit = e_and(in->a, P1, in_range(in, st->watched, idx1, s->count));
  hit = e_and(in->a, hit, e_eq(in->a, e_var(in->a, st->site[kind]), e_int(in->a, s->site)));
  Var *h = fresh(in, "hit", ty_bool(in->a));
  emit(in, s_assign(in->a, h, hit));
  emit(in, s_assign(in->a, log, e_or(in->a, e_var(in->a, log), e_var(in->a, h))));
  Var *pending = kind != ACC_ATOMIC ? st->pending[kind] : NULL;
  if (pending && s->event)
    emit(in, s_assign(in->a, pending, e_ite(in->a, e_var(in->a, h), dual(in, s->event, 0),
                                            e_var(in->a, pending))));
  return h;
}

/* --check-array-bounds: the access stays inside an object of known size. */
static void bounds_check(In *in, KStmt *s, Expr *P[2], Expr *idx[2]) {
  const Array *arr = s->array;
  if (!in->cfg->check_array_bounds || arr->size_bytes <= 0)
    return;
  int64_t n = arr->size_bytes / arr->elem_bytes;
  for (int t = 0; t < 2; t++) {
    Expr *ok = n < s->count ? e_bool(in->a, false)
                            : bv_op(in->o, BV_ULE, idx[t],
                                    e_bv(in->a, (uint64_t)(n - s->count), 32));
    int id = add_check(in, CHECK_BOUNDS, t + 1, s->loc);
    ((Check *)in->out->checks.items[id])->array = s->array;
    emit_assert(in, e_implies(in->a, P[t], ok), id);
  }
}

/* The elements an access covers are known to the barrier invariants'
 * access checks: thread 1's, and thread 2's when in the same group. */
static void note_binv_access(In *in, KStmt *s, Expr *P[2], Expr *idx[2]) {
  Var *n = in->as[s->array->id].not_accessed;
  if (!n)
    return;
  Expr *guard[2] = {P[0], e_and(in->a, P[1], in->same_group)};
  for (int t = 0; t < 2; t++)
    for (int j = 0; j < s->count; j++)
      emit(in, s_assume(in->a, e_implies(in->a, guard[t],
                                         e_bin(in->a, E_NE, e_var(in->a, n),
                                               elem_index(in, idx[t], j)))));
}

/* Benign accesses, as GPUVerify tolerates them: thread 2's read of what
 * thread 1 wrote, or its write over what thread 1 read, is no race when
 * the two values agree. Each thread's map holds its own view, without the
 * other thread's writes since the last barrier, so agreeing values mean
 * that the read sees the same value whichever access comes first. */
static void emit_read(In *in, KStmt *s, Expr *P[2]) {
  ArrState *st = &in->as[s->array->id];
  Expr *idx[2] = {dual(in, s->index, 0), dual(in, s->index, 1)};
  bounds_check(in, s, P, idx);
  int nt = s->lhs->nonuniform ? 2 : 1;
  for (int t = 0; t < nt; t++) {
    Var *lhs = tv(in, s->lhs, t);
    if (s->array->adversarial) {
      emit(in, s_havoc(in->a, lhs));
      continue;
    }
    Expr *v = read_value(in, st->map[t], idx[t], s->count);
    if (s->lhs->multi_def)
      v = e_ite(in->a, P[t], v, e_var(in->a, lhs));
    emit(in, s_assign(in->a, lhs, v));
  }
  Var *h = log_access(in, s, ACC_READ, P[0], idx[0]);
  bool benign = st->benign_reads && nt == 2;
  if (h && benign && st->rval)
    emit(in, s_assign(in->a, st->rval,
                      e_ite(in->a, e_var(in->a, h), e_var(in->a, tv(in, s->lhs, 0)),
                            e_var(in->a, st->rval))));
  Expr *tolerate[3] = {NULL, NULL, NULL};
  if (benign && st->wval)
    tolerate[ACC_WRITE] = e_bin(in->a, E_NE, e_var(in->a, st->wval),
                                e_var(in->a, tv(in, s->lhs, 1)));
  race_checks(in, s, ACC_READ, P[1], idx[1], tolerate);
  note_binv_access(in, s, P, idx);
}

static void emit_write(In *in, KStmt *s, Expr *P[2]) {
  ArrState *st = &in->as[s->array->id];
  if (s->array->space == SPACE_CONSTANT)
    for (int t = 0; t < 2; t++)
      emit_assert(in, e_not(in->a, P[t]),
                  add_check(in, CHECK_CONSTANT_WRITE, t + 1, s->loc));
  Expr *idx[2] = {dual(in, s->index, 0), dual(in, s->index, 1)};
  Expr *val[2] = {dual(in, s->e, 0), dual(in, s->e, 1)};
  bounds_check(in, s, P, idx);
  int ebits = s->array->elem_bytes * 8;
  if (st->map[0])
    write_value(in, st->map[0], P[0], idx[0], val[0], s->count, ebits);
  Var *h = log_access(in, s, ACC_WRITE, P[0], idx[0]);
  if (h && st->wval)
    emit(in, s_assign(in->a, st->wval,
                      e_ite(in->a, e_var(in->a, h), val[0], e_var(in->a, st->wval))));
  Expr *tolerate[3] = {NULL, NULL, NULL};
  if (st->wval)
    tolerate[ACC_WRITE] = e_bin(in->a, E_NE, e_var(in->a, st->wval), val[1]);
  if (st->rval)
    tolerate[ACC_READ] = e_bin(in->a, E_NE, e_var(in->a, st->rval), val[1]);
  race_checks(in, s, ACC_WRITE, P[1], idx[1], tolerate);
  if (st->map[1] && st->map[1] != st->map[0])
    write_value(in, st->map[1], P[1], idx[1], val[1], s->count, ebits);
  if (st->view && st->view != st->map[0]) {
    write_value(in, st->view, P[0], idx[0], val[0], s->count, ebits);
    write_value(in, st->view, e_and(in->a, P[1], in->same_group), idx[1], val[1],
                s->count, ebits);
  }
  note_binv_access(in, s, P, idx);
}

/* The old value an atomic counter returns differs from every value it
 * returned before at the same element: to this thread, and to the other
 * thread when both update one instance of the array. */
static void draw_counter(In *in, KStmt *s, int t, Expr *P, Expr *idx) {
  ArrState *st = &in->as[s->array->id];
  Var *value = tv(in, s->lhs, t);
  for (int i = 0; i < st->draws.len; i++) {
    Draw *d = st->draws.items[i];
    Expr *related = d->thread == t || s->array->space != SPACE_SHARED
                        ? e_bool(in->a, true) : in->same_group;
    Expr *same = e_and(in->a, e_and(in->a, P, e_var(in->a, d->drawn)),
                       e_and(in->a, related, e_eq(in->a, e_var(in->a, d->index), idx)));
    emit(in, s_assume(in->a, e_implies(in->a, same,
                                       e_bin(in->a, E_NE, e_var(in->a, value),
                                             e_var(in->a, d->value)))));
  }
  Draw *d = NEW(in->a, Draw);
  d->value = value;
  d->thread = t;
  d->index = fresh(in, "drawn_at", ty_bv(in->a, 32));
  d->drawn = fresh(in, "drawn", ty_bool(in->a));
  emit(in, s_assign(in->a, d->index, idx));
  emit(in, s_assign(in->a, d->drawn, P));
  vec_push(&st->draws, d);
}

/* An atomic update: arrays with atomics are adversarial, so only its old
 * value and its logs matter. The value is arbitrary but for counters. */
static void emit_atomic(In *in, KStmt *s, Expr *P[2]) {
  Expr *idx[2] = {dual(in, s->index, 0), dual(in, s->index, 1)};
  bounds_check(in, s, P, idx);
  for (int t = 0; t < 2; t++) {
    emit(in, s_havoc(in->a, tv(in, s->lhs, t)));
    if (in->as[s->array->id].counter)
      draw_counter(in, s, t, P[t], idx[t]);
  }
  log_access(in, s, ACC_ATOMIC, P[0], idx[0]);
  race_checks(in, s, ACC_ATOMIC, P[1], idx[1], NULL);
}

/* The fence bit of the barrier flags that covers arr, or 0. */
static int fence_bit(const Array *arr) {
  switch (arr->space) {
  case SPACE_SHARED:
    return 1;
  case SPACE_GLOBAL:
  case SPACE_CONSTANT:
    return 2;
  default:
    return 0;
  }
}

/* Why barrier invariants cannot read arr, or NULL. */
static const char *binv_unreadable(const Array *arr) {
  return arr->space == SPACE_PRIVATE ? "memory private to the thread"
         : arr->atomic               ? "an array updated by atomics"
         : arr->adversarial          ? "an array whose values are not kept (adversarial "
                                       "abstraction, or written by warps in lockstep)"
                                     : NULL;
}

/* At the barrier, thread 1 (any thread) checks a barrier invariant on its
 * group's memory, binary ones for a thread of its group; each element the
 * invariant reads must have been accessed by one of the two threads since
 * the last barrier, so that the view holds its value (GPUVerify's access
 * checks; --no-barrier-access-checks leaves them out). */
static void binv_assert(In *in, BarrierInv *bi, Expr *P[2]) {
  char msg[300];
  const char *why = binv_unsupported(in->k, bi->e, bi->binary);
  Vec reads = {0};
  binv_reads(in->a, bi->e, &reads);
  for (int i = 0; i < reads.len && !why; i++) {
    const Array *arr = ((BinvRead *)reads.items[i])->mem->array;
    if (binv_unreadable(arr)) {
      snprintf(msg, sizeof msg, "unsupported construct: barrier invariant that "
               "reads %s ('%s')", binv_unreadable(arr), arr->name);
      fail(in, bi->loc, msg);
      vec_free(&reads);
      return;
    }
  }
  if (why) {
    snprintf(msg, sizeof msg, "unsupported construct: barrier invariant that uses %s", why);
    fail(in, bi->loc, msg);
    vec_free(&reads);
    return;
  }
  Expr *guard = bi->binary ? e_and(in->a, in->same_group, P[0]) : P[0];
  in->group_view = true;
  emit_assert(in, e_implies(in->a, guard, dual(in, bi->e, 0)),
              add_check(in, CHECK_BARRIER_INVARIANT, 1, bi->loc));
  for (int i = 0; i < reads.len && !!in->cfg->barrier_access_checks; i++) {
    BinvRead *r = reads.items[i];
    Var *n = in->as[r->mem->array->id].not_accessed;
    Expr *idx = dual(in, r->mem->args[0], r->other ? 1 : 0);
    Expr *ok = e_bool(in->a, true);
    for (int j = 0; j < (int)r->mem->lit; j++)
      ok = e_and(in->a, ok, e_bin(in->a, E_NE, e_var(in->a, n), elem_index(in, idx, j)));
    int id = add_check(in, CHECK_BARRIER_ACCESS, 1, bi->loc);
    ((Check *)in->out->checks.items[id])->array = r->mem->array;
    emit_assert(in, e_implies(in->a, guard, e_implies(in->a, dual(in, r->cond, 0), ok)), id);
  }
  vec_free(&reads);
  in->group_view = false;
}

/* After the barrier, each thread assumes the invariant of every thread of
 * its group that an instantiation names (pairs of distinct threads when
 * binary), on its fresh memory. */
static void binv_assume(In *in, BarrierInv *bi, Expr *P[2]) {
  Var *tid = in->k->b.local_id[0];
  int step = bi->binary ? 2 : 1;
  for (int t = 0; t < 2; t++) {
    Expr *size = dual(in, e_var(in->a, in->k->b.group_size[0]), t);
    for (int i = 0; i + step <= bi->ninsts; i += step) {
      Expr *first = bi->insts[i], *second = bi->binary ? bi->insts[i + 1] : NULL;
      Expr *f = dual(in, first, t);
      Expr *pre = e_and(in->a, P[t], bv_op(in->o, BV_ULT, f, size));
      if (second) {
        Expr *g = dual(in, second, t);
        pre = e_and(in->a, pre, bv_op(in->o, BV_ULT, g, size));
        pre = e_and(in->a, pre, e_bin(in->a, E_NE, f, g));
      }
      Expr *e = binv_instantiate(in->a, bi->e, tid, first, second);
      emit(in, s_assume(in->a, e_implies(in->a, pre, dual(in, e, t))));
    }
  }
}

/* A barrier orders thread 1's earlier accesses to arr with thread 2's
 * later ones when the two threads of one group reach it and thread 1's
 * flags cover arr: the fence of the thread whose access must be complete,
 * as in GPUVerify. */
static void emit_barrier(In *in, KBlock *b, KStmt *s, Expr *P[2]) {
  for (int i = 0; i < s->nbinvs && !in->failed; i++)
    binv_assert(in, s->binvs[i], P);
  if (b->divergent) {
    int id = add_check(in, CHECK_DIVERGENCE, 1, s->loc);
    emit_assert(in, e_implies(in->a, in->same_group,
                              e_bin(in->a, E_IFF, P[0], P[1])), id);
  }
  Expr *both = e_and(in->a, e_and(in->a, P[0], P[1]), in->same_group);
  for (int i = 0; i < in->k->arrays.len; i++) {
    Array *arr = in->k->arrays.items[i];
    ArrState *st = &in->as[i];
    int bit = fence_bit(arr);
    if (!bit || (!s->e && !(s->fence & bit)))
      continue;
    Expr *ordered = both;
    if (s->e) {
      Expr *flag = bv_op(in->o, BV_AND, dual(in, s->e, 0), e_bv(in->a, (uint64_t)bit, 32));
      ordered = e_and(in->a, both, e_bin(in->a, E_NE, flag, e_bv(in->a, 0, 32)));
    }
    for (int j = 0; j < 3; j++) {
      if (!st->log[j])
        continue;
      Expr *done = ordered;
      if (j != ACC_ATOMIC && st->pending[j])
        done = e_and(in->a, done, e_eq(in->a, e_var(in->a, st->pending[j]), e_bv(in->a, 0, 32)));
      emit(in, s_assign(in->a, st->log[j],
                        e_and(in->a, e_not(in->a, done), e_var(in->a, st->log[j]))));
    }
    if (st->not_accessed) {
      Var *h = fresh(in, "havoc", st->not_accessed->type);
      emit(in, s_havoc(in->a, h));
      emit(in, s_assign(in->a, st->not_accessed,
                        e_ite(in->a, P[0], e_var(in->a, h), e_var(in->a, st->not_accessed))));
    }
    if (!st->map[0] || st->map[0] == st->map[1])
      continue;
    /* Other threads of the group may have written: fresh values, the same
     * for both threads of one group under the equality abstraction. */
    Var *h1 = fresh(in, "havoc", st->map[0]->type);
    Var *h2 = fresh(in, "havoc", st->map[0]->type);
    emit(in, s_havoc(in->a, h1));
    emit(in, s_havoc(in->a, h2));
    Expr *m1 = e_var(in->a, st->map[0]), *m2 = e_var(in->a, st->map[1]);
    emit(in, s_assign(in->a, st->map[0], e_ite(in->a, P[0], e_var(in->a, h1), m1)));
    Expr *second = e_var(in->a, h2);
    if (in->equality)
      second = e_ite(in->a, both, m1, second);
    emit(in, s_assign(in->a, st->map[1], e_ite(in->a, P[1], second, m2)));
    if (st->view && st->view != st->map[0])
      emit(in, s_assign(in->a, st->view, e_var(in->a, st->map[0])));
  }
  /* After a refused invariant (binv_assert) its reads may have no map. */
  for (int i = 0; i < s->nbinvs && !in->failed; i++)
    binv_assume(in, s->binvs[i], P);
}

/* wait_group_events: thread 1's pending async copy accesses with its
 * event are complete (a barrier then orders them). */
static void emit_wait(In *in, KStmt *s, Expr *P1) {
  Expr *ev = dual(in, s->e, 0);
  for (int i = 0; i < in->k->arrays.len; i++)
    for (int j = 0; j < 2; j++) {
      Var *pending = in->as[i].pending[j];
      if (!pending)
        continue;
      Expr *waited = e_and(in->a, P1, e_eq(in->a, e_var(in->a, pending), ev));
      emit(in, s_assign(in->a, pending,
                        e_ite(in->a, waited, e_bv(in->a, 0, 32), e_var(in->a, pending))));
    }
}

static void emit_kstmt(In *in, KBlock *b, KStmt *s) {
  Expr *P[2] = {in->pred[0][b->id], in->pred[1][b->id]};
  in->enabled[0] = P[0];
  in->enabled[1] = P[1];
  for (int t = 0; t < 2 && s->guard; t++)
    P[t] = e_and(in->a, P[t], dual(in, s->guard, t));
  int nt = s->lhs && s->lhs->nonuniform ? 2 : 1;
  switch (s->kind) {
  case K_ASSIGN: {
    Expr *rhs[2];
    s->lhs->from_logs |= uses_logs(s->e);
    for (int t = 0; t < nt; t++) {
      rhs[t] = dual(in, s->e, t);
      if (s->lhs->multi_def)
        rhs[t] = e_ite(in->a, P[t], rhs[t], e_var(in->a, tv(in, s->lhs, t)));
    }
    for (int t = 0; t < nt; t++)
      emit(in, s_assign(in->a, tv(in, s->lhs, t), rhs[t]));
    return;
  }
  case K_HAVOC:
    for (int t = 0; t < nt; t++)
      emit(in, s_havoc(in->a, tv(in, s->lhs, t)));
    return;
  case K_READ:
    emit_read(in, s, P);
    return;
  case K_WRITE:
    emit_write(in, s, P);
    return;
  case K_ATOMIC:
    emit_atomic(in, s, P);
    return;
  case K_BARRIER:
    emit_barrier(in, b, s, P);
    return;
  case K_WAIT:
    emit_wait(in, s, P[0]);
    return;
  case K_ASSERT: {
    /* A group-uniformity check is global and symmetric: once is enough. */
    int threads = uses_logs(s->e) || s->akind == A_GROUP_UNIFORM ? 1 : 2;
    for (int t = 0; t < threads; t++) {
      static const CheckKind kinds[] = {[A_ASSERT] = CHECK_ASSERT,
                                        [A_REQUIRES_CALL] = CHECK_REQUIRES_CALL,
                                        [A_UNREACHABLE] = CHECK_UNREACHABLE,
                                        [A_NULL] = CHECK_NULL,
                                        [A_GROUP_UNIFORM] = CHECK_GROUP_UNIFORM};
      int id = add_check(in, kinds[s->akind], t + 1, s->loc);
      /* A global assertion binds every thread once any thread is here. */
      Expr *guard = s->global ? e_or(in->a, P[0], P[1]) : P[t];
      emit_assert(in, e_implies(in->a, guard, dual(in, s->e, t)), id);
    }
    return;
  }
  case K_ASSUME:
    for (int t = 0; t < 2; t++)
      emit(in, s_assume(in->a, e_implies(in->a, P[t], dual(in, s->e, t))));
    return;
  }
}

/* ---- predication ---- */

static bool in_region(const Loop *r, int b) { return !r || r->body[b]; }

static Expr *edge_cond(In *in, KBlock *from, KBlock *to, int t) {
  if (from->nsucc == 1)
    return e_bool(in->a, true);
  Expr *c = dual(in, from->cond, t);
  return to == from->succ[0] ? c : e_not(in->a, c);
}

static int nthreads(const KBlock *b) { return b->divergent ? 2 : 1; }

static Var *acc_var(In *in, KBlock *b, int t) {
  if (!in->acc[t][b->id]) {
    char name[32];
    snprintf(name, sizeof name, "acc%d$%d", b->id, t + 1);
    Var *v = var_new(in->o, name, ty_bool(in->a), VAR_LOCAL);
    in->acc[t][b->id] = v;
    block_add(in->init, s_assign(in->a, v, e_bool(in->a, false)));
  }
  return in->acc[t][b->id];
}

static void set_pred(In *in, KBlock *b, Expr *p[2], bool force_var) {
  int nt = nthreads(b);
  for (int t = 0; t < nt; t++) {
    if (force_var || (p[t]->kind != E_VAR && p[t]->kind != E_BOOL)) {
      char name[32];
      snprintf(name, sizeof name, nt == 2 ? "p%d$%d" : "p%d", b->id, t + 1);
      Var *v = var_new(in->o, name, ty_bool(in->a), VAR_LOCAL);
      emit(in, s_assign(in->a, v, p[t]));
      p[t] = e_var(in->a, v);
    }
    in->pred[t][b->id] = p[t];
  }
  if (nt == 1)
    in->pred[1][b->id] = in->pred[0][b->id];
}

/* Whether b runs exactly when its immediate dominator does: then it shares
 * the dominator's predicate. */
static KBlock *same_pred_block(In *in, KBlock *b, const Loop *region) {
  int d = in->c->idom[b->id];
  if (d < 0 || in->c->innermost[d] != region)
    return NULL;
  if (!cfg_postdominates(in->c, b->id, d))
    return NULL;
  return in->k->blocks.items[d];
}

static void compute_pred(In *in, KBlock *b, const Loop *region, bool force_var) {
  Expr *p[2];
  KBlock *d = same_pred_block(in, b, region);
  /* The accumulators are reset below: a predicate read from one must be
   * copied first. */
  for (int t = 0; t < 2; t++)
    force_var |= in->acc[t][b->id] != NULL;
  for (int t = 0; t < nthreads(b); t++) {
    if (d && !force_var) {
      p[t] = in->pred[t][d->id];
    } else {
      p[t] = e_bool(in->a, false);
      for (int i = 0; i < b->preds.len; i++) {
        KBlock *y = b->preds.items[i];
        if (in->c->innermost[y->id] == region)
          p[t] = e_or(in->a, p[t], e_and(in->a, in->pred[t][y->id], edge_cond(in, y, b, t)));
      }
      if (in->acc[t][b->id])
        p[t] = e_or(in->a, p[t], e_var(in->a, in->acc[t][b->id]));
    }
  }
  set_pred(in, b, p, force_var);
  for (int t = 0; t < 2; t++)
    if (in->acc[t][b->id])
      emit(in, s_assign(in->a, in->acc[t][b->id], e_bool(in->a, false)));
}

/* Edges leaving the region, or going back to its header, are pushed into
 * the target's accumulator; the rest are pulled when the target is
 * reached. */
static void push_edges(In *in, KBlock *b, const Loop *region) {
  for (int i = 0; i < b->nsucc; i++) {
    KBlock *s = b->succ[i];
    if (in_region(region, s->id) && !(region && s->id == region->header))
      continue;
    for (int t = 0; t < nthreads(s); t++) {
      Var *acc = acc_var(in, s, t);
      Expr *e = e_and(in->a, in->pred[t][b->id], edge_cond(in, b, s, t));
      emit(in, s_assign(in->a, acc, e_or(in->a, e_var(in->a, acc), e)));
    }
  }
}

static void emit_region(In *in, Loop *region, int header);

static void emit_block(In *in, KBlock *b, Loop *region, int header) {
  if (b->id != header)
    compute_pred(in, b, region, false);
  for (int i = 0; i < b->stmts.len && !in->failed; i++)
    emit_kstmt(in, b, b->stmts.items[i]);
  push_edges(in, b, region);
}

static Expr *view_dual(void *ctx, Expr *e, int t) { return dual(ctx, e, t); }

static Var *view_log(void *ctx, const Array *a, bool write) {
  ArrState *st = &((In *)ctx)->as[a->id];
  return st->log[write ? ACC_WRITE : ACC_READ];
}

static Var *view_watched(void *ctx, const Array *a) {
  return ((In *)ctx)->as[a->id].watched;
}

static Var *view_written(void *ctx, const Array *a) {
  return ((In *)ctx)->as[a->id].wval;
}

static Var *view_map(void *ctx, const Array *a, int t) {
  return ((In *)ctx)->as[a->id].map[t];
}

/* Invariants hold for a thread that entered the loop, also after it left:
 * its counters keep the values of its last pass through the head. A
 * candidate user invariant goes to Houdini instead of being checked, like
 * the inferred ones (even with --no-infer: the user asked for it). */
static void emit_user_invariant(In *in, LoopView *v, KStmt *s, Expr *P[2]) {
  /* A uniform candidate is the same for both threads: proposed once. */
  bool once = uses_logs(s->e) || (s->candidate && P[0] == P[1] && !expr_nonuniform(s->e));
  for (int t = 0; t < (once ? 1 : 2); t++) {
    Expr *e = e_implies(in->a, P[t], dual(in, s->e, t));
    if (s->candidate)
      invariants_propose(v, "user-invariant", e);
    else
      emit_assert(in, e, add_check(in, CHECK_INVARIANT, t + 1, s->loc));
  }
}

/* Whether every variable of e has one definition, in a block that
 * dominates block b (or none: parameters, ids, constants). */
static bool available_at(In *in, const Expr *e, int b) {
  if (e->kind == E_VAR) {
    int d = in->def_block[e->var->id];
    return d == -1 || (d >= 0 && d != b && cfg_dominates(in->c, d, b));
  }
  for (int i = 0; i < e->nargs; i++)
    if (!available_at(in, e->args[i], b))
      return false;
  return true;
}

static void emit_invariants(In *in, KBlock *h, Loop *loop, Expr *P[2]) {
  in->enabled[0] = in->pred[0][h->id];
  in->enabled[1] = in->pred[1][h->id];
  LoopView v = {
      .k = in->k, .cfg = in->c, .loop = loop, .o = in->o, .head = in->cur,
      .pred = {P[0], P[1]}, .active = {in->pred[0][h->id], in->pred[1][h->id]},
      .same_group = in->same_group, .dual = view_dual,
      .log = view_log, .watched = view_watched, .written = view_written,
      .map = view_map, .ctx = in,
      .rule_of_candidate = &in->out->candidate_rules};
  for (int i = 0; i < h->invariants.len; i++)
    emit_user_invariant(in, &v, h->invariants.items[i], P);
  for (int i = 0; i < in->k->function_wide.len && !in->failed; i++) {
    KStmt *s = in->k->function_wide.items[i];
    if (!available_at(in, s->e, h->id)) {
      fail(in, s->loc, "unsupported construct: function-wide invariant that uses a "
                       "value not available at every loop head");
      return;
    }
    emit_user_invariant(in, &v, s, P);
  }
  if (!!in->cfg->infer)
    invariants_emit(&v);
  in->out->ncandidates = in->out->candidate_rules.len;
}

static void emit_loop(In *in, Loop *loop, Loop *region) {
  KBlock *h = in->k->blocks.items[loop->header];
  compute_pred(in, h, region, true);
  Expr *entered[2];
  for (int t = 0; t < nthreads(h); t++) {
    Var *e = fresh(in, "entered", ty_bool(in->a));
    emit(in, s_assign(in->a, e, in->pred[t][h->id]));
    entered[t] = e_var(in->a, e);
  }
  if (nthreads(h) == 1)
    entered[1] = entered[0];
  Block *head = new_block(in, "loop_head");
  Block *body = new_block(in, "loop_body");
  Block *exit = new_block(in, "loop_exit");
  block_goto(in->cur, head);
  in->cur = head;
  emit_invariants(in, h, loop, entered);
  block_goto(head, body);
  block_goto(head, exit);
  Expr *any = e_or(in->a, in->pred[0][h->id], in->pred[1][h->id]);
  in->cur = body;
  emit(in, s_assume(in->a, any));
  emit_region(in, loop, loop->header);
  /* The next iteration runs for the threads that took a back edge. The
   * loop is left from here when none did, so the last iteration's state
   * (why each thread left) is not lost to the loop head's havoc. */
  for (int t = 0; t < nthreads(h); t++) {
    Var *acc = acc_var(in, h, t);
    emit(in, s_assign(in->a, in->pred[t][h->id]->var, e_var(in->a, acc)));
    emit(in, s_assign(in->a, acc, e_bool(in->a, false)));
  }
  Block *again = new_block(in, "loop_again");
  Block *done = new_block(in, "loop_done");
  Block *after = new_block(in, "loop_after");
  block_goto(in->cur, again);
  block_goto(in->cur, done);
  block_add(again, s_assume(in->a, any));
  block_goto(again, head);
  block_add(done, s_assume(in->a, e_not(in->a, any)));
  block_goto(done, after);
  /* From the head, the loop is left only by threads that never entered
   * it: one that entered leaves at the end of its last iteration, and a
   * state after the havoc at the head has lost what that iteration
   * computed (values of the header's block used after the loop). */
  Expr *none = e_not(in->a, e_or(in->a, entered[0], entered[1]));
  block_add(exit, s_assume(in->a, e_and(in->a, e_not(in->a, any), none)));
  block_goto(exit, after);
  in->cur = after;
}

/* The region's nodes (its own blocks, and child loops by their headers)
 * in topological order, back edges to the header ignored. */
static int node_of(In *in, int b, const Loop *region) {
  Loop *l = in->c->innermost[b];
  if (l == region)
    return b;
  return cfg_child_loop(l, region)->header;
}

static void topo_visit(In *in, int node, const Loop *region, int header,
                       bool *seen, int *out, int *len) {
  seen[node] = true;
  Loop *l = in->c->innermost[node];
  bool is_child = l != region;
  for (int b = 0; b < in->k->blocks.len; b++) {
    bool member = is_child ? cfg_child_loop(l, region)->body[b] : b == node;
    if (!member)
      continue;
    KBlock *kb = in->k->blocks.items[b];
    for (int i = 0; i < kb->nsucc; i++) {
      int s = kb->succ[i]->id;
      if (!in_region(region, s) || s == header)
        continue;
      int n = node_of(in, s, region);
      if (n != node && !seen[n])
        topo_visit(in, n, region, header, seen, out, len);
    }
    if (!is_child)
      break;
  }
  out[(*len)++] = node;
}

static void emit_region(In *in, Loop *region, int header) {
  int n = in->k->blocks.len;
  bool *seen = calloc((size_t)n, sizeof(bool));
  int *order = calloc((size_t)n, sizeof(int));
  int len = 0;
  topo_visit(in, header, region, header, seen, order, &len);
  for (int i = len - 1; i >= 0 && !in->failed; i--) {
    int node = order[i];
    Loop *l = in->c->innermost[node];
    if (l == region)
      emit_block(in, in->k->blocks.items[node], region, header);
    else
      emit_loop(in, cfg_child_loop(l, region), region);
  }
  free(seen);
  free(order);
}

/* ---- launch ---- */

static void axiom(In *in, Expr *e) { vec_push(&in->o->axioms, e); }

static Expr *bvc(In *in, uint64_t v) { return e_bv(in->a, v, 32); }

/* Thread t's warp within its group: its linear local id over the warp size. */
static Expr *warp_of(In *in, int t) {
  Builtins *b = &in->k->b;
  Expr *lin = bvc(in, 0), *stride = bvc(in, 1);
  for (int d = 0; d < 3; d++) {
    Expr *id = e_var(in->a, tv(in, b->local_id[d], t));
    lin = bv_op(in->o, BV_ADD, lin, bv_op(in->o, BV_MUL, id, stride));
    stride = bv_op(in->o, BV_MUL, stride, e_var(in->a, tv(in, b->group_size[d], 0)));
  }
  return bv_op(in->o, BV_UDIV, lin, bvc(in, (uint64_t)in->cfg->warp_sync));
}

/* A scalar parameter that an assumption of the entry block (a __requires,
 * --kernel-args) pins to a literal is that literal everywhere: the entry
 * block runs unconditionally, and a prover divides by a literal far more
 * easily than by a variable. */
static void pin_parameter(In *in, PtrMap *defs, Expr *e) {
  Expr *def = e->kind == E_VAR ? ptrmap_get(defs, e->var) : NULL;
  if (def) {
    pin_parameter(in, defs, def);
    return;
  }
  if (e->kind == E_AND) {
    pin_parameter(in, defs, e->args[0]);
    pin_parameter(in, defs, e->args[1]);
    return;
  }
  if (e->kind != E_EQ)
    return;
  for (int i = 0; i < 2; i++) {
    Expr *x = e->args[i], *lit = e->args[1 - i];
    if (x->kind != E_VAR || lit->kind != E_BV || x->var->nonuniform ||
        ptrmap_get(&in->concrete, x->var))
      continue;
    for (int j = 0; j < in->k->params.len; j++)
      if (in->k->params.items[j] == x->var) {
        ptrmap_put(&in->concrete, x->var, lit);
        /* Still declared and equal to it, for the witness in reports. */
        axiom(in, e_eq(in->a, e_var(in->a, tv(in, x->var, 0)), lit));
      }
  }
}

static void pin_parameters(In *in) {
  KBlock *entry = in->k->blocks.items[0];
  PtrMap defs = {0}; /* the entry block's temporaries: Var* -> Expr* */
  for (int i = 0; i < entry->stmts.len; i++) {
    KStmt *s = entry->stmts.items[i];
    if (s->kind == K_ASSIGN && !s->lhs->multi_def)
      ptrmap_put(&defs, s->lhs, s->e);
    if (s->kind == K_ASSUME)
      pin_parameter(in, &defs, s->e);
  }
  ptrmap_free(&defs);
}

static void launch_axioms(In *in) {
  Builtins *b = &in->k->b;
  const InstrumentConfig *cfg = in->cfg;
  Expr *same = e_bool(in->a, true), *distinct_ids = e_bool(in->a, true);
  for (int d = 0; d < 3; d++) {
    const LaunchSize *sizes[2] = {&cfg->launch.group_size, &cfg->launch.num_groups};
    Var *vars[2] = {b->group_size[d], b->num_groups[d]};
    Expr *sz[2];
    for (int i = 0; i < 2; i++) {
      Expr *v = e_var(in->a, tv(in, vars[i], 0));
      sz[i] = v;
      const Dim *dim = d < sizes[i]->ndims ? &sizes[i]->d[d] : NULL;
      if (dim && dim->any) {
        axiom(in, bv_op(in->o, BV_UGT, v, bvc(in, 0)));
      } else {
        Expr *lit = bvc(in, dim ? dim->value : 1);
        axiom(in, e_eq(in->a, v, lit));
        ptrmap_put(&in->concrete, vars[i], lit);
      }
    }
    /* Global ids fit in 32 bits. */
    axiom(in, bv_op(in->o, BV_ULT,
                    bv_op(in->o, BV_MUL, bv_zext(in->o, sz[0], 64), bv_zext(in->o, sz[1], 64)),
                    e_bv(in->a, UINT64_C(1) << 32, 64)));
    const Dim *off = d < cfg->launch.global_offset.ndims ? &cfg->launch.global_offset.d[d] : NULL;
    Expr *ov = e_var(in->a, tv(in, b->global_offset[d], 0));
    if (!off || !off->any) {
      Expr *lit = bvc(in, off ? off->value : 0);
      axiom(in, e_eq(in->a, ov, lit));
      ptrmap_put(&in->concrete, b->global_offset[d], lit);
    }
    Expr *ids[2][2];
    for (int t = 0; t < 2; t++) {
      ids[t][0] = e_var(in->a, tv(in, b->local_id[d], t));
      ids[t][1] = e_var(in->a, tv(in, b->group_id[d], t));
      axiom(in, bv_op(in->o, BV_ULT, ids[t][0], sz[0]));
      axiom(in, bv_op(in->o, BV_ULT, ids[t][1], sz[1]));
      in->out->w.local_id[t][d] = tv(in, b->local_id[d], t);
      in->out->w.group_id[t][d] = tv(in, b->group_id[d], t);
    }
    same = e_and(in->a, same, e_eq(in->a, ids[0][1], ids[1][1]));
    distinct_ids = e_and(in->a, distinct_ids, e_eq(in->a, ids[0][0], ids[1][0]));
  }
  axiom(in, e_not(in->a, e_and(in->a, same, distinct_ids)));
  if (cfg->warp_sync && cfg->abstraction != ABSTRACTION_EQUALITY)
    in->same_warp = e_and(in->a, same, e_eq(in->a, warp_of(in, 0), warp_of(in, 1)));
  if (cfg->only_intra_group) {
    axiom(in, same);
    in->same_group = e_bool(in->a, true);
  } else {
    /* One name for the condition keeps the many checks that use it small. */
    Var *sg = var_new(in->o, "$same_group", ty_bool(in->a), VAR_CONST);
    in->same_group = e_var(in->a, sg);
    axiom(in, e_bin(in->a, E_IFF, in->same_group, same));
  }
}

/* ---- arrays ---- */

/* The view and the access tracking of an array that barrier invariants
 * read. */
static void setup_binv_array(In *in, Array *arr, ArrState *st) {
  char name[256];
  st->view = st->map[0];
  if (st->map[0] != st->map[1]) {
    snprintf(name, sizeof name, "_VIEW%s", arr->bname);
    st->view = var_new(in->o, name, st->map[0]->type, VAR_LOCAL);
  }
  if (!!in->cfg->barrier_access_checks) {
    snprintf(name, sizeof name, "_NOT_ACCESSED%s", arr->bname);
    st->not_accessed = var_new(in->o, name, ty_bv(in->a, 32), VAR_LOCAL);
  }
}

static void setup_arrays(In *in) {
  Kernel *k = in->k;
  in->as = calloc((size_t)k->arrays.len + 1, sizeof(ArrState));
  bool *counter = counter_arrays(k, in->c, &in->cfg->launch);
  in->out->w.watched = arena_alloc(in->a, sizeof(Var *) * ((size_t)k->arrays.len + 1));
  for (int j = 0; j < 3; j++)
    in->out->w.site[j] = arena_alloc(in->a, sizeof(Var *) * ((size_t)k->arrays.len + 1));
  /* Values are compared element by element: an access of several
   * elements rules tolerance out. */
  bool *wide_write = calloc((size_t)k->arrays.len + 1, sizeof(bool));
  bool *wide_read = calloc((size_t)k->arrays.len + 1, sizeof(bool));
  /* Per array and kind (read, write): accessed by an async copy. */
  bool (*async)[2] = calloc((size_t)k->arrays.len + 1, sizeof *async);
  for (int i = 0; i < k->blocks.len; i++) {
    KBlock *b = k->blocks.items[i];
    for (int j = 0; j < b->stmts.len; j++) {
      KStmt *s = b->stmts.items[j];
      if (s->kind == K_WRITE && s->count != 1)
        wide_write[s->array->id] = true;
      if (s->kind == K_READ && s->count != 1)
        wide_read[s->array->id] = true;
      if (s->event)
        async[s->array->id][s->kind == K_WRITE] = true;
    }
  }
  for (int i = 0; i < k->arrays.len; i++) {
    Array *arr = k->arrays.items[i];
    ArrState *st = &in->as[i];
    BType *mt = ty_map(in->a, ty_bv(in->a, 32), ty_bv(in->a, arr->elem_bytes * 8));
    char name[256];
    if (arr->read && !arr->adversarial) {
      if (arr->written || arr->space == SPACE_PRIVATE) {
        for (int t = 0; t < 2; t++) {
          snprintf(name, sizeof name, "%s$%d", arr->bname, t + 1);
          st->map[t] = var_new(in->o, name, mt, VAR_LOCAL);
        }
      } else {
        st->map[0] = st->map[1] = var_new(in->o, arr->bname, mt, VAR_CONST);
      }
    }
    if (arr->in_binv && !binv_unreadable(arr))
      setup_binv_array(in, arr, st);
    /* An array left out of race checks keeps logs only for the
     * annotations that ask about them. */
    if (arr->space == SPACE_PRIVATE || in->cfg->only_divergence ||
        (arr->unchecked && !arr->annotated))
      continue;
    st->checked = (arr->written || arr->atomic) && !arr->unchecked;
    st->counter = counter[i];
    /* An async copy writes values unknown here: never benign, and no read
     * of an array it touches is compared by value. */
    st->benign = st->checked && !!in->cfg->benign_tolerance && !wide_write[i] &&
                 !async[i][ACC_WRITE];
    st->benign_reads = st->benign && !wide_read[i] && !arr->adversarial && !async[i][ACC_READ];
    snprintf(name, sizeof name, "_WATCHED%s", arr->bname);
    st->watched = var_new(in->o, name, ty_bv(in->a, 32), VAR_CONST);
    in->out->w.watched[i] = st->watched;
    /* A log is kept only where some access could conflict with it. */
    bool need[3] = {arr->read && (arr->written || arr->atomic || arr->annotated),
                    arr->written, arr->atomic && (arr->read || arr->written)};
    static const char *const kind_names[3] = {"READ", "WRITE", "ATOMIC"};
    for (int j = 0; j < 3; j++) {
      if (!need[j])
        continue;
      snprintf(name, sizeof name, "_%s%s", kind_names[j], arr->bname);
      st->log[j] = var_new(in->o, name, ty_bool(in->a), VAR_LOCAL);
      snprintf(name, sizeof name, "_%s_SITE%s", kind_names[j], arr->bname);
      st->site[j] = var_new(in->o, name, ty_int(in->a), VAR_CONST);
      in->out->w.site[j][i] = st->site[j];
      if (j != ACC_ATOMIC && async[i][j]) {
        snprintf(name, sizeof name, "_%s_EVENT%s", kind_names[j], arr->bname);
        st->pending[j] = var_new(in->o, name, ty_bv(in->a, 32), VAR_LOCAL);
      }
    }
    if (arr->written && st->benign) {
      snprintf(name, sizeof name, "_WRITE_VALUE%s", arr->bname);
      st->wval = var_new(in->o, name, ty_bv(in->a, arr->elem_bytes * 8), VAR_LOCAL);
    }
    if (st->log[ACC_READ] && arr->written && st->benign_reads) {
      snprintf(name, sizeof name, "_READ_VALUE%s", arr->bname);
      st->rval = var_new(in->o, name, ty_bv(in->a, arr->elem_bytes * 8), VAR_LOCAL);
    }
  }
  free(wide_write);
  free(wide_read);
  free(async);
  free(counter);
}

/* The known contents of a read-only object, as axioms on its one map. */
static void fixed_contents(In *in, const Array *arr, Var *map) {
  int64_t n = arr->size_bytes / arr->elem_bytes;
  for (int64_t i = 0; i < n && i < 4096; i++) {
    uint64_t v = 0;
    for (int b = arr->elem_bytes - 1; b >= 0; b--)
      v = v << 8 | arr->init[i * arr->elem_bytes + b];
    Expr *at = e_select(in->a, e_var(in->a, map), e_bv(in->a, (uint64_t)i, 32));
    axiom(in, e_eq(in->a, at, e_bv(in->a, v, arr->elem_bytes * 8)));
  }
}

/* Both threads start from the same memory, but for __shared__ memory of
 * different groups. */
static void init_arrays(In *in) {
  for (int i = 0; i < in->k->arrays.len; i++) {
    Array *arr = in->k->arrays.items[i];
    ArrState *st = &in->as[i];
    if (arr->init && !arr->written && !arr->atomic && st->map[0] && st->map[0] == st->map[1])
      fixed_contents(in, arr, st->map[0]);
    for (int j = 0; j < 3; j++)
      if (st->log[j])
        block_add(in->init, s_assign(in->a, st->log[j], e_bool(in->a, false)));
    for (int j = 0; j < 2; j++)
      if (st->pending[j])
        block_add(in->init, s_assign(in->a, st->pending[j], e_bv(in->a, 0, 32)));
    if (!st->map[0] || st->map[0] == st->map[1] || arr->space == SPACE_PRIVATE)
      continue;
    Expr *m1 = e_var(in->a, st->map[0]);
    Expr *init = arr->space == SPACE_SHARED
                     ? e_ite(in->a, in->same_group, m1, e_var(in->a, st->map[1]))
                     : m1;
    block_add(in->init, s_assign(in->a, st->map[1], init));
    if (st->view && st->view != st->map[0])
      block_add(in->init, s_assign(in->a, st->view, m1));
  }
}

static int *def_blocks(const Kernel *k) {
  int *def = malloc(sizeof(int) * ((size_t)k->prog->vars.len + 1));
  for (int i = 0; i <= k->prog->vars.len; i++)
    def[i] = -1;
  for (int i = 0; i < k->blocks.len; i++) {
    KBlock *b = k->blocks.items[i];
    for (int j = 0; j < b->stmts.len; j++) {
      KStmt *s = b->stmts.items[j];
      if (s->lhs)
        def[s->lhs->id] = def[s->lhs->id] == -1 ? b->id : -2;
    }
  }
  return def;
}

static bool check_invariant_placement(In *in) {
  for (int i = 0; i < in->k->blocks.len; i++) {
    KBlock *b = in->k->blocks.items[i];
    if (!b->invariants.len)
      continue;
    Loop *l = in->c->innermost[i];
    if (!l || l->header != i) {
      fail(in, ((KStmt *)b->invariants.items[0])->loc,
           "user-specified invariant does not appear at loop head");
      return false;
    }
  }
  return true;
}

bool instrument(Kernel *k, const Cfg *c, const InstrumentConfig *cfg, Instrumented *out,
                Loc *errloc, char *err, int errlen) {
  memset(out, 0, sizeof *out);
  program_init(&out->prog, k->prog->arena);
  out->prog.proc_name = arena_printf(k->prog->arena, "$%s", k->name);
  In in = {0};
  in.k = k;
  in.c = c;
  in.cfg = cfg;
  in.o = &out->prog;
  in.a = k->prog->arena;
  in.out = out;
  in.errloc = errloc;
  in.err = err;
  in.errlen = errlen;
  in.equality = cfg->abstraction != ABSTRACTION_ADVERSARIAL;
  if (c->irreducible) {
    KBlock *b = k->blocks.items[c->irreducible_block];
    Loc l = b->stmts.len ? ((KStmt *)b->stmts.items[0])->loc : (Loc){"", 0, 0};
    fail(&in, l, "unsupported construct: irreducible control flow");
    return false;
  }
  if (!check_invariant_placement(&in))
    return false;
  int n = k->blocks.len;
  for (int t = 0; t < 2; t++) {
    in.pred[t] = calloc((size_t)n, sizeof(Expr *));
    in.acc[t] = calloc((size_t)n, sizeof(Var *));
  }
  in.def_block = def_blocks(k);
  in.init = block_new(in.o, "init");
  launch_axioms(&in);
  pin_parameters(&in);
  setup_arrays(&in);
  init_arrays(&in);
  in.cur = block_new(in.o, "start");
  block_goto(in.init, in.cur);
  in.pred[0][0] = in.pred[1][0] = e_bool(in.a, true);
  emit_region(&in, NULL, 0);
  in.enabled[0] = in.enabled[1] = e_bool(in.a, true);
  for (int i = 0; i < k->ensures.len; i++) {
    KStmt *s = k->ensures.items[i];
    for (int t = 0; t < 2; t++)
      emit_assert(&in, dual(&in, s->e, t), add_check(&in, CHECK_ENSURES, t + 1, s->loc));
  }
  for (int i = 0; i < k->prog->funcs.len; i++) {
    Func *f = k->prog->funcs.items[i];
    program_declare(in.o, f);
  }
  for (int t = 0; t < 2; t++) {
    free(in.pred[t]);
    free(in.acc[t]);
  }
  for (int i = 0; i < k->arrays.len; i++)
    vec_free(&in.as[i].draws);
  free(in.as);
  free(in.def_block);
  ptrmap_free(&in.concrete);
  return !in.failed;
}

void instrumented_free(Instrumented *in) {
  program_free(&in->prog);
  vec_free(&in->checks);
  vec_free(&in->candidate_rules);
}
