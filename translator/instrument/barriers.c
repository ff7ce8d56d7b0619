/* barriers: barriers and waits: the logs and memory they reset, barrier invariants. */
#include "instrument_int.h"

#include <stdio.h>

#include "barrier_inv.h"

/* Why barrier invariants cannot read arr, or NULL. */
const char *in_binv_unreadable(const Array *arr) {
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
    if (in_binv_unreadable(arr)) {
      snprintf(msg, sizeof msg, "unsupported construct: barrier invariant that "
               "reads %s ('%s')", in_binv_unreadable(arr), arr->name);
      in_fail(in, bi->loc, msg);
      vec_free(&reads);
      return;
    }
  }
  if (why) {
    snprintf(msg, sizeof msg, "unsupported construct: barrier invariant that uses %s", why);
    in_fail(in, bi->loc, msg);
    vec_free(&reads);
    return;
  }
  Expr *guard = bi->binary ? e_and(in->a, in->same_group, P[0]) : P[0];
  in->group_view = true;
  in_emit_assert(in, e_implies(in->a, guard, in_dual(in, bi->e, 0)),
                 in_add_check(in, CHECK_BARRIER_INVARIANT, 1, bi->loc));
  for (int i = 0; i < reads.len && !!in->cfg->barrier_access_checks; i++) {
    BinvRead *r = reads.items[i];
    Var *n = in->as[r->mem->array->id].not_accessed;
    Expr *idx = in_dual(in, r->mem->args[0], r->other ? 1 : 0);
    Expr *ok = e_bool(in->a, true);
    for (int j = 0; j < (int)r->mem->lit; j++)
      ok = e_and(in->a, ok, e_bin(in->a, E_NE, e_var(in->a, n), in_elem_index(in, idx, j)));
    int id = in_add_check(in, CHECK_BARRIER_ACCESS, 1, bi->loc);
    ((Check *)in->out->checks.items[id])->array = r->mem->array;
    in_emit_assert(in, e_implies(in->a, guard,
                                 e_implies(in->a, in_dual(in, r->cond, 0), ok)), id);
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
    Expr *size = in_dual(in, e_var(in->a, in->k->b.group_size[0]), t);
    for (int i = 0; i + step <= bi->ninsts; i += step) {
      Expr *first = bi->insts[i], *second = bi->binary ? bi->insts[i + 1] : NULL;
      Expr *f = in_dual(in, first, t);
      Expr *pre = e_and(in->a, P[t], bv_op(in->o, BV_ULT, f, size));
      if (second) {
        Expr *g = in_dual(in, second, t);
        pre = e_and(in->a, pre, bv_op(in->o, BV_ULT, g, size));
        pre = e_and(in->a, pre, e_bin(in->a, E_NE, f, g));
      }
      Expr *e = binv_instantiate(in->a, bi->e, tid, first, second);
      in_emit(in, s_assume(in->a, e_implies(in->a, pre, in_dual(in, e, t))));
    }
  }
}

/* A barrier orders thread 1's earlier accesses to arr with thread 2's
 * later ones when the two threads of one group reach it and thread 1's
 * flags cover arr: the fence of the thread whose access must be complete,
 * as in GPUVerify. */
/* The threads s orders when both reach it, for an array in space. A
 * grid barrier is also each group's barrier; each group has its own
 * shared memory. */
static Expr *barrier_scope(In *in, const KStmt *s, MemSpace space) {
  switch (s->scope) {
  case SCOPE_GRID:
    return space == SPACE_SHARED ? in->same_group : e_bool(in->a, true);
  case SCOPE_WARP:
  case SCOPE_SUB_GROUP:
    return in_dual(in, s->lanes, 0);
  case SCOPE_GROUP:
    break;
  }
  return in->same_group;
}

/* A barrier that the threads of a group (of the grid, of a sub-group)
 * may reach apart is barrier divergence; so is a sub-group function that
 * the work-items of a sub-group reach apart (a sub-group barrier without
 * fence). A warp's __syncwarp is not checked: a lane that has exited
 * takes no part, and the model cannot tell it from one elsewhere (the
 * verdict states the assumption, assumptions.c). */
static void check_divergence(In *in, KBlock *b, KStmt *s, Expr *P[2]) {
  if (!b->divergent || s->scope == SCOPE_WARP)
    return;
  int id = in_add_check(in, CHECK_DIVERGENCE, 1, s->loc);
  Expr *apart = e_bin(in->a, E_IFF, P[0], P[1]);
  Expr *among = s->scope == SCOPE_GRID        ? e_bool(in->a, true)
                : s->scope == SCOPE_SUB_GROUP ? in_dual(in, s->lanes, 0)
                                              : in->same_group;
  in_emit_assert(in, e_implies(in->a, among, apart), id);
}

void in_emit_barrier(In *in, KBlock *b, KStmt *s, Expr *P[2]) {
  for (int i = 0; i < s->nbinvs && !in->failed; i++)
    binv_assert(in, s->binvs[i], P);
  check_divergence(in, b, s, P);
  Expr *reach = e_and(in->a, P[0], P[1]);
  for (int i = 0; i < in->k->arrays.len; i++) {
    Array *arr = in->k->arrays.items[i];
    ArrState *st = &in->as[i];
    int bit = kernel_fence_bit(arr);
    if (!bit || (!s->e && !(s->fence & bit)))
      continue;
    Expr *both = e_and(in->a, reach, barrier_scope(in, s, arr->space));
    Expr *ordered = both;
    if (s->e) {
      Expr *flag = bv_op(in->o, BV_AND, in_dual(in, s->e, 0), e_bv(in->a, (uint64_t)bit, 32));
      ordered = e_and(in->a, both, e_bin(in->a, E_NE, flag, e_bv(in->a, 0, 32)));
    }
    for (int j = 0; j < 3; j++) {
      if (!st->log[j])
        continue;
      Expr *done = ordered;
      if (j != ACC_ATOMIC && st->pending[j])
        done = e_and(in->a, done, e_eq(in->a, e_var(in->a, st->pending[j]), e_bv(in->a, 0, 32)));
      in_emit(in, s_assign(in->a, st->log[j],
                           e_and(in->a, e_not(in->a, done), e_var(in->a, st->log[j]))));
    }
    if (st->not_accessed) {
      Var *h = in_fresh(in, "havoc", st->not_accessed->type);
      in_emit(in, s_havoc(in->a, h));
      in_emit(in, s_assign(in->a, st->not_accessed,
                           e_ite(in->a, P[0], e_var(in->a, h), e_var(in->a, st->not_accessed))));
    }
    /* Memory that nothing writes keeps its values. */
    if (!st->map[0] || st->map[0] == st->map[1] || (!arr->written && !arr->atomic))
      continue;
    /* Other threads of the group may have written: fresh values, the same
     * for both threads of one group under the equality abstraction. */
    Var *h1 = in_fresh(in, "havoc", st->map[0]->type);
    Var *h2 = in_fresh(in, "havoc", st->map[0]->type);
    in_emit(in, s_havoc(in->a, h1));
    in_emit(in, s_havoc(in->a, h2));
    Expr *m1 = e_var(in->a, st->map[0]), *m2 = e_var(in->a, st->map[1]);
    in_emit(in, s_assign(in->a, st->map[0], e_ite(in->a, P[0], e_var(in->a, h1), m1)));
    Expr *second = e_var(in->a, h2);
    if (in->equality)
      second = e_ite(in->a, both, m1, second);
    in_emit(in, s_assign(in->a, st->map[1], e_ite(in->a, P[1], second, m2)));
    if (st->view && st->view != st->map[0])
      in_emit(in, s_assign(in->a, st->view, e_var(in->a, st->map[0])));
  }
  /* After a refused invariant (binv_assert) its reads may have no map. */
  for (int i = 0; i < s->nbinvs && !in->failed; i++)
    binv_assume(in, s->binvs[i], P);
}

/* wait_group_events: thread 1's pending async copy accesses with its
 * event are complete (a barrier then orders them). */
void in_emit_wait(In *in, KBlock *b, KStmt *s, Expr *P[2]) {
  Expr *ev = in_dual(in, s->e, 0);
  for (int i = 0; i < in->k->arrays.len; i++)
    for (int j = 0; j < 2; j++) {
      Var *pending = in->as[i].pending[j];
      if (!pending)
        continue;
      Expr *waited = e_and(in->a, P[0], e_eq(in->a, e_var(in->a, pending), ev));
      in_emit(in, s_assign(in->a, pending,
                           e_ite(in->a, waited, e_bv(in->a, 0, 32), e_var(in->a, pending))));
    }
}
