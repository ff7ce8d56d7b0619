/* accesses: reads, writes, atomics: value maps, access logs, race and bounds checks, counters. */
#include "instrument_int.h"

#include "uniformity.h"

/* Whether count elements from idx cover the watched offset. */
static Expr *covers_watched(In *in, Var *watched, Expr *idx, int count) {
  Expr *w = e_var(in->a, watched);
  if (count == 1)
    return e_eq(in->a, w, idx);
  return bv_op(in->o, BV_ULT, bv_op(in->o, BV_SUB, w, idx),
               e_bv(in->a, (uint64_t)count, 32));
}

Expr *in_elem_index(In *in, Expr *idx, int j) {
  if (!j)
    return idx;
  return bv_op(in->o, BV_ADD, idx, e_bv(in->a, (uint64_t)j, 32));
}

/* count elements from idx, the lowest index in the lowest bits. */
Expr *in_read_value(In *in, Var *map, Expr *idx, int count) {
  Expr *acc = NULL;
  for (int j = 0; j < count; j++) {
    Expr *x = e_select(in->a, e_var(in->a, map), in_elem_index(in, idx, j));
    acc = acc ? bv_concat(in->o, x, acc) : x;
  }
  return acc;
}

static void write_value(In *in, Var *map, Expr *guard, Expr *idx, Expr *v,
                        int count, int ebits) {
  for (int j = 0; j < count; j++) {
    Expr *ix = in_elem_index(in, idx, j);
    Expr *part = count == 1 ? v : bv_extract(in->o, v, (j + 1) * ebits, j * ebits);
    Expr *old = e_select(in->a, e_var(in->a, map), ix);
    in_emit(in, s_assign_index(in->a, map, ix, e_ite(in->a, guard, part, old)));
  }
}

static RangeEnv launch_env(In *in) {
  return (RangeEnv){.k = in->k, .concrete = &in->concrete, .def = &in->single_defs};
}

SlotEnv in_slot_env(In *in) {
  return (SlotEnv){.launch = launch_env(in), .counters = &in->counters,
                   .def_block = in->def_block};
}

/* The elements access s may cover, over the launch: its index range,
 * widened by its count; the whole width when the last may wrap. */
static Range covered(In *in, const KStmt *s) {
  RangeEnv env = launch_env(in);
  Range r = range_of(&env, s->index);
  uint64_t max = range_max(s->index->type->width, false), more = (uint64_t)s->count - 1;
  if (r.hi > max - more)
    return (Range){0, max};
  r.hi += more;
  return r;
}

void in_find_site_ranges(In *in) {
  SlotEnv env = in_slot_env(in);
  in->sites = mem_calloc((size_t)in->k->sites.len + 1, sizeof(SiteRange));
  in->intervals = mem_calloc((size_t)in->k->arrays.len + 1, sizeof(Intervals));
  for (int b = 0; b < in->k->blocks.len; b++) {
    KBlock *kb = in->k->blocks.items[b];
    for (int i = 0; i < kb->stmts.len; i++) {
      KStmt *s = kb->stmts.items[i];
      if (s->site < 0 || (s->kind != K_READ && s->kind != K_WRITE && s->kind != K_ATOMIC))
        continue;
      AccessKind kind = s->kind == K_READ    ? ACC_READ
                        : s->kind == K_WRITE ? ACC_WRITE
                                             : ACC_ATOMIC;
      SiteRange *sr = &in->sites[s->site];
      Range r = covered(in, s);
      Slot slot = slot_of(&env, s->index, kb->id);
      if (!sr->array) {
        *sr = (SiteRange){.array = s->array, .kind = kind, .elems = r, .slot = slot,
                          .count = s->count};
        continue;
      }
      sr->mixed |= sr->array != s->array || sr->kind != kind;
      sr->elems.lo = r.lo < sr->elems.lo ? r.lo : sr->elems.lo;
      sr->elems.hi = r.hi > sr->elems.hi ? r.hi : sr->elems.hi;
      sr->slot.valid &= slot_same(&sr->slot, &slot);
      sr->count = s->count > sr->count ? s->count : sr->count;
    }
  }
}

/* Whether the launch has one group: then a group's barrier orders
 * every two threads. */
static bool one_group(const In *in) {
  for (int d = 0; d < 3; d++) {
    const Expr *n = ptrmap_get(&in->concrete, in->k->b.num_groups[d]);
    if (!n || n->kind != E_BV || n->lit != 1)
      return false;
  }
  return true;
}

typedef struct {
  const In *in;
  const Array *arr;
} OrderArg;

static bool no_barrier_orders(const KStmt *s, const void *p) {
  (void)s;
  (void)p;
  return false;
}

/* Whether barrier s orders, for every two threads a race check on arr
 * compares, the accesses before it and those after: when both reach it
 * (divergence is checked), its fences cover arr as written, and its
 * scope holds the two threads (barriers.c clears arr's logs at it then).
 * Shared memory is compared within a group only. */
static bool barrier_orders(const KStmt *s, const void *p) {
  const OrderArg *o = p;
  int bit = kernel_fence_bit(o->arr);
  if (!bit || s->e || !(s->fence & bit))
    return false;
  switch (s->scope) {
  case SCOPE_GRID: return true;
  case SCOPE_GROUP: return o->arr->space == SPACE_SHARED || one_group(o->in);
  default: return false;
  }
}

/* arr's barrier intervals. A barrier leaves an async copy's accesses
 * pending until they are waited for: an array that one touches has no
 * cut at all. */
static const Intervals *array_intervals(In *in, const Array *arr) {
  Intervals *iv = &in->intervals[arr->id];
  if (iv->nsites || !in->k->sites.len)
    return iv;
  bool async = false;
  for (int b = 0; b < in->k->blocks.len && !async; b++) {
    KBlock *kb = in->k->blocks.items[b];
    for (int i = 0; i < kb->stmts.len && !async; i++) {
      KStmt *s = kb->stmts.items[i];
      async = s->array == arr && s->event;
    }
  }
  OrderArg arg = {in, arr};
  intervals_build(iv, in->k, in->c, async ? no_barrier_orders : barrier_orders, &arg);
  return iv;
}

/* Whether thread 1's accesses of site o and thread 2's of site mine
 * may cover one element: not when their elements never meet over the
 * launch, nor when a barrier always comes between them, nor when their
 * slots keep distinct threads apart. */
static bool sites_may_meet(In *in, const SiteRange *mine, const SiteRange *o) {
  if (o->mixed || mine->mixed)
    return true;
  if (o->elems.hi < mine->elems.lo || mine->elems.hi < o->elems.lo)
    return false;
  if (!intervals_meet(array_intervals(in, mine->array), (int)(o - in->sites),
                      (int)(mine - in->sites)))
    return false;
  SlotEnv env = in_slot_env(in);
  bool in_group = mine->array->space == SPACE_SHARED;
  return !slot_apart(&env, &o->slot, o->count, &mine->slot, mine->count,
                     mine->array->elem_bytes, in_group);
}

bool in_log_may_conflict(In *in, const Array *arr, AccessKind first) {
  for (int b = 0; b < in->k->blocks.len; b++) {
    KBlock *kb = in->k->blocks.items[b];
    for (int i = 0; i < kb->stmts.len; i++) {
      KStmt *s = kb->stmts.items[i];
      if (s->array != arr || (s->kind != K_READ && s->kind != K_WRITE && s->kind != K_ATOMIC))
        continue;
      AccessKind second = s->kind == K_READ    ? ACC_READ
                          : s->kind == K_WRITE ? ACC_WRITE
                                               : ACC_ATOMIC;
      if (first != ACC_WRITE && first == second)
        continue;
      if (s->site < 0)
        return true;
      const SiteRange *mine = &in->sites[s->site];
      for (int j = 0; j < in->k->sites.len; j++) {
        const SiteRange *o = &in->sites[j];
        if ((o->mixed || (o->array == arr && o->kind == first)) && sites_may_meet(in, mine, o))
          return true;
      }
    }
  }
  return false;
}

/* Which logged sites of kind `first` thread 2's access s may race with:
 * thread 1's log holds an access of the logged site that covered the
 * watched element, so a site whose accesses never meet s's cannot be the
 * logged one when s covers it. The check then names the others, and the
 * prover meets only pairs of sites that may overlap instead of every
 * pair (straight-line kernels write hundreds of disjoint slices, and
 * A[gid] = A[gid] + 1 meets no other thread's access). NULL when every
 * site may. */
static Expr *sites_that_meet(In *in, const KStmt *s, AccessKind first) {
  if (s->site < 0)
    return NULL;
  const SiteRange *mine = &in->sites[s->site];
  Expr *site = e_var(in->a, in->as[s->array->id].site[first]), *meet = NULL;
  bool every = true;
  for (int j = 0; j < in->k->sites.len; j++) {
    const SiteRange *o = &in->sites[j];
    if (!o->mixed && (o->array != s->array || o->kind != first))
      continue;
    if (sites_may_meet(in, mine, o)) {
      Expr *is = e_eq(in->a, site, e_int(in->a, j));
      meet = meet ? e_or(in->a, meet, is) : is;
    } else {
      every = false;
    }
  }
  return every ? NULL : meet ? meet : e_bool(in->a, false);
}

/* Thread 2's access s of kind `second` may not meet thread 1's logged
 * access of kind `first` at the watched offset; `here` says thread 2's
 * access covers it. */
static void race_check(In *in, KStmt *s, AccessKind first, AccessKind second,
                       Expr *here, Expr *extra) {
  Var *log = in->as[s->array->id].log[first];
  if (!log)
    return;
  int id = in_add_check(in, CHECK_RACE, 2, s->loc);
  Check *c = in->out->checks.items[id];
  c->first = first;
  c->second = second;
  c->array = s->array;
  c->site = s->site;
  c->width = s->count * s->array->elem_bytes;
  Expr *cond = e_and(in->a, here, e_var(in->a, log));
  Expr *meet = sites_that_meet(in, s, first);
  if (meet)
    cond = e_and(in->a, cond, meet);
  /* Threads of one warp in lockstep run an instruction together and one
   * after another: only two writes of one store instruction can meet. */
  if (in->same_warp) {
    Expr *apart = e_not(in->a, in->same_warp);
    if (first == ACC_WRITE && second == ACC_WRITE)
      apart = e_or(in->a, apart, e_eq(in->a, e_var(in->a, in->as[s->array->id].site[first]),
                                        e_int(in->a, s->site)));
    cond = e_and(in->a, cond, apart);
  }
  if (!extra) {
    in_emit_assert(in, e_not(in->a, cond), id);
    return;
  }
  in_emit_assert(in, e_not(in->a, e_and(in->a, cond, extra)), id);
  /* The conflict the values made benign: a probe, checked and not
   * assumed, whose failure says that the verdict rests on the tolerance
   * (an assumption printed with it, pipeline.c). Only for a write of a
   * value that is the same in every thread (a constant, an argument):
   * proving that no conflict happens costs as much as the race proof
   * again, and two threads meet with equal values they computed apart
   * far more rarely. */
  if (second != ACC_WRITE || expr_nonuniform(in->k, s->e))
    return;
  int probe = in_add_check(in, CHECK_BENIGN, 2, s->loc);
  ((Check *)in->out->checks.items[probe])->array = s->array;
  Stmt *p = s_assert(in->a, e_not(in->a, cond), probe);
  p->check_only = true;
  in_emit(in, p);
  in->out->nprobes++;
}

/* Checks thread 2's access s of the given kind against thread 1's logs.
 * benign[first], when not NULL, must also hold for a conflict with the
 * logged access of that kind to be a race. */
static void race_checks(In *in, KStmt *s, AccessKind kind, Expr *P2, Expr *idx2,
                        Expr *benign[3]) {
  ArrState *st = &in->as[s->array->id];
  if (!st->checked)
    return;
  Expr *here = e_and(in->a, e_and(in->a, P2, in_race_scope(in, s->array)),
                     covers_watched(in, st->watched, idx2, s->count));
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
  Expr *hit = e_and(in->a, P1, covers_watched(in, st->watched, idx1, s->count));
  hit = e_and(in->a, hit, e_eq(in->a, e_var(in->a, st->site[kind]), e_int(in->a, s->site)));
  /* Unrolled, the log is kept by a choice: else each run of the site
   * overwrites it, and an earlier iteration's access, which the proof's
   * loop abstraction keeps, never meets thread 2's later one. */
  if (in->cfg->bounded) {
    Var *keep = in_fresh(in, "keep", ty_bool(in->a));
    in_emit(in, s_havoc(in->a, keep));
    hit = e_and(in->a, hit, e_var(in->a, keep));
  }
  Var *h = in_fresh(in, "hit", ty_bool(in->a));
  in_emit(in, s_assign(in->a, h, hit));
  in_emit(in, s_assign(in->a, log, e_or(in->a, e_var(in->a, log), e_var(in->a, h))));
  Var *pending = kind != ACC_ATOMIC ? st->pending[kind] : NULL;
  if (pending && s->event)
    in_emit(in, s_assign(in->a, pending, e_ite(in->a, e_var(in->a, h), in_dual(in, s->event, 0),
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
    int id = in_add_check(in, CHECK_BOUNDS, t + 1, s->loc);
    ((Check *)in->out->checks.items[id])->array = s->array;
    in_emit_assert(in, e_implies(in->a, P[t], ok), id);
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
      in_emit(in, s_assume(in->a, e_implies(in->a, guard[t],
                                            e_bin(in->a, E_NE, e_var(in->a, n),
                                                  in_elem_index(in, idx[t], j)))));
}

/* Benign accesses, as GPUVerify tolerates them: thread 2's read of what
 * thread 1 wrote, or its write over what thread 1 read, is no race when
 * the two values agree. Each thread's map holds its own view, without the
 * other thread's writes since the last barrier, so agreeing values mean
 * that the read sees the same value whichever access comes first. */
void in_emit_read(In *in, KBlock *b, KStmt *s, Expr *P[2]) {
  ArrState *st = &in->as[s->array->id];
  Expr *idx[2] = {in_dual(in, s->index, 0), in_dual(in, s->index, 1)};
  bounds_check(in, s, P, idx);
  VarFacts f = kernel_var_facts_of(in->k, s->lhs);
  int nt = f.nonuniform ? 2 : 1;
  for (int t = 0; t < nt; t++) {
    Var *lhs = in_tv(in, s->lhs, t);
    if (s->array->adversarial) {
      in_emit(in, s_havoc(in->a, lhs));
      continue;
    }
    Expr *v = in_read_value(in, st->map[t], idx[t], s->count);
    if (f.multi_def)
      v = e_ite(in->a, P[t], v, e_var(in->a, lhs));
    in_emit(in, s_assign(in->a, lhs, v));
  }
  Var *h = log_access(in, s, ACC_READ, P[0], idx[0]);
  bool benign = st->benign_reads && nt == 2;
  if (h && benign && st->rval)
    in_emit(in, s_assign(in->a, st->rval,
                         e_ite(in->a, e_var(in->a, h), e_var(in->a, in_tv(in, s->lhs, 0)),
                               e_var(in->a, st->rval))));
  Expr *tolerate[3] = {NULL, NULL, NULL};
  if (benign && st->wval)
    tolerate[ACC_WRITE] = e_bin(in->a, E_NE, e_var(in->a, st->wval),
                                e_var(in->a, in_tv(in, s->lhs, 1)));
  race_checks(in, s, ACC_READ, P[1], idx[1], tolerate);
  note_binv_access(in, s, P, idx);
}

void in_emit_write(In *in, KBlock *b, KStmt *s, Expr *P[2]) {
  ArrState *st = &in->as[s->array->id];
  if (s->array->space == SPACE_CONSTANT)
    for (int t = 0; t < 2; t++)
      in_emit_assert(in, e_not(in->a, P[t]),
                     in_add_check(in, CHECK_CONSTANT_WRITE, t + 1, s->loc));
  Expr *idx[2] = {in_dual(in, s->index, 0), in_dual(in, s->index, 1)};
  Expr *val[2] = {in_dual(in, s->e, 0), in_dual(in, s->e, 1)};
  bounds_check(in, s, P, idx);
  int ebits = s->array->elem_bytes * 8;
  if (st->map[0])
    write_value(in, st->map[0], P[0], idx[0], val[0], s->count, ebits);
  Var *h = log_access(in, s, ACC_WRITE, P[0], idx[0]);
  if (h && st->wval)
    in_emit(in, s_assign(in->a, st->wval,
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
  Var *value = in_tv(in, s->lhs, t);
  for (int i = 0; i < st->draws.len; i++) {
    Draw *d = st->draws.items[i];
    Expr *related = d->thread == t || s->array->space != SPACE_SHARED
                        ? e_bool(in->a, true) : in->same_group;
    Expr *same = e_and(in->a, e_and(in->a, P, e_var(in->a, d->drawn)),
                       e_and(in->a, related, e_eq(in->a, e_var(in->a, d->index), idx)));
    in_emit(in, s_assume(in->a, e_implies(in->a, same,
                                          e_bin(in->a, E_NE, e_var(in->a, value),
                                                e_var(in->a, d->value)))));
  }
  Draw *d = NEW(in->a, Draw);
  d->value = value;
  d->thread = t;
  d->index = in_fresh(in, "drawn_at", ty_bv(in->a, 32));
  d->drawn = in_fresh(in, "drawn", ty_bool(in->a));
  in_emit(in, s_assign(in->a, d->index, idx));
  in_emit(in, s_assign(in->a, d->drawn, P));
  vec_push(&st->draws, d);
}

/* Thread 2's atomic s against thread 1's logged atomic, when either is of
 * group scope and the threads are in different groups: for them neither
 * update is atomic with the other, which makes a plain read-modify-write
 * of each, a race. */
static void group_scope_check(In *in, KStmt *s, Expr *P2, Expr *idx2) {
  ArrState *st = &in->as[s->array->id];
  if (!st->checked || !st->group_logged)
    return;
  Expr *scoped = s->group_scope ? e_bool(in->a, true) : st->group_logged;
  Expr *apart = e_and(in->a, e_not(in->a, in->same_group), scoped);
  Expr *here = e_and(in->a, e_and(in->a, P2, apart),
                     covers_watched(in, st->watched, idx2, s->count));
  race_check(in, s, ACC_ATOMIC, ACC_ATOMIC, here, NULL);
}

/* An atomic update: arrays with atomics are adversarial, so only its old
 * value and its logs matter. The value is arbitrary but for counters. */
void in_emit_atomic(In *in, KBlock *b, KStmt *s, Expr *P[2]) {
  Expr *idx[2] = {in_dual(in, s->index, 0), in_dual(in, s->index, 1)};
  bounds_check(in, s, P, idx);
  for (int t = 0; t < 2; t++) {
    in_emit(in, s_havoc(in->a, in_tv(in, s->lhs, t)));
    if (in->as[s->array->id].counter)
      draw_counter(in, s, t, P[t], idx[t]);
  }
  log_access(in, s, ACC_ATOMIC, P[0], idx[0]);
  race_checks(in, s, ACC_ATOMIC, P[1], idx[1], NULL);
  group_scope_check(in, s, P[1], idx[1]);
}
