/* Unit tests for the inference rules (invariants/rule_*.c) through the
 * engine: the candidates each rule proposes at the head of a hand-made
 * loop, as text, and the engine's numbering and disabling of rules. No
 * Boogie: whether a candidate holds is the kernel tests' business
 * (testsuite/kernels/inference). */
#include <string.h>

#include "cfg.h"
#include "check.h"
#include "invariants.h"
#include "kfix.h"

/* The loop 0 (pre-header) -> 1 (header) -> 2 (body and latch) -> 1, exit
 * 3, and what instrumentation would show the rules of it: a second
 * program standing for the two-thread one, thread t's copy of a
 * non-uniform variable named "x$t", logs and maps per array. */
typedef struct {
  KFix f;
  Program o;
  Cfg c;
  Vec rules;                /* the rule of each candidate */
  PtrMap copy[2];           /* Var* -> thread t's copy */
  Var *log[4][2], *watched[4], *written[4], *map[4][2]; /* by array id */
  Expr *pred[2], *active[2], *same_group;
  Vec exits[2];             /* per thread: flags of the ways out */
  const Var *apart;         /* a variable the view says differs between threads */
  bool emitted;
} RFix;

/* uniform: both threads have one predicate (the loop's control flow is
 * uniform); else one per thread. */
static void rfix_init(RFix *r, bool uniform) {
  memset(r, 0, sizeof *r);
  kfix_init(&r->f, 4);
  kfix_goto(&r->f, 0, 1);
  kfix_goto(&r->f, 2, 1);
  program_init(&r->o, &r->f.a);
  r->o.proc_name = "two";
  Arena *a = &r->f.a;
  for (int t = 0; t < 2; t++) {
    if (t == 0 || !uniform) {
      r->pred[t] = e_var(a, var_new(&r->o, t ? "entered$2" : "entered$1", ty_bool(a), VAR_LOCAL));
      r->active[t] = e_var(a, var_new(&r->o, t ? "active$2" : "active$1", ty_bool(a), VAR_LOCAL));
    } else {
      r->pred[t] = r->pred[0];
      r->active[t] = r->active[0];
    }
  }
  r->same_group = e_var(a, var_new(&r->o, "$same_group", ty_bool(a), VAR_CONST));
}

static void rfix_free(RFix *r) {
  if (r->emitted)
    cfg_free(&r->c);
  vec_free(&r->rules);
  ptrmap_free(&r->copy[0]);
  ptrmap_free(&r->copy[1]);
  program_free(&r->o);
  kfix_free(&r->f);
}

/* The header stays in the loop while guard holds. */
static void rfix_guard(RFix *r, Expr *guard) { kfix_branch(&r->f, 1, guard, 2, 3); }

/* A counter: starts at init, becomes i op step in the latch. */
static Var *rfix_counter(RFix *r, const char *name, Expr *init, BvOp op, Expr *step) {
  KFix *f = &r->f;
  Var *i = kfix_bv32(f, name, VAR_LOCAL);
  Var *next = kfix_bv32(f, arena_printf(&f->a, "%s.next", name), VAR_LOCAL);
  bool nonuniform = init->kind == E_VAR && kfix_facts(f, init->var).nonuniform;
  kernel_var_facts(&f->k, i)->nonuniform = nonuniform;
  kernel_var_facts(&f->k, next)->nonuniform = nonuniform;
  kfix_phi_copy(f, 0, i, init);
  kfix_assign(f, 2, next, bv_op(&f->p, op, kfix_v(f, i), step));
  kfix_phi_copy(f, 2, i, kfix_v(f, next));
  return i;
}

/* An array with the logs instrumentation would give it; with `maps`, a
 * value map per thread (the equality abstraction within a group). */
static Array *rfix_array(RFix *r, const char *name, MemSpace space, bool maps) {
  Array *arr = kfix_array(&r->f, name, space, true);
  Arena *a = &r->f.a;
  BType *b = ty_bool(a), *bv = ty_bv(a, 32);
  r->log[arr->id][0] = var_new(&r->o, arena_printf(a, "rlog_%s", name), b, VAR_LOCAL);
  r->log[arr->id][1] = var_new(&r->o, arena_printf(a, "wlog_%s", name), b, VAR_LOCAL);
  r->watched[arr->id] = var_new(&r->o, arena_printf(a, "watched_%s", name), bv, VAR_CONST);
  r->written[arr->id] = var_new(&r->o, arena_printf(a, "wval_%s", name), bv, VAR_LOCAL);
  for (int t = 0; maps && t < 2; t++)
    r->map[arr->id][t] =
        var_new(&r->o, arena_printf(a, "M_%s$%d", name, t + 1), ty_map(a, bv, bv), VAR_LOCAL);
  return arr;
}

typedef struct {
  RFix *r;
  int t;
} DualCtx;

static Expr *dual_arg(void *ctx, Expr *e) {
  DualCtx *d = ctx;
  Arena *a = &d->r->f.a;
  if (e->kind == E_VAR && kfix_facts(&d->r->f, e->var).nonuniform) {
    Var *v = e->var, *copy = ptrmap_get(&d->r->copy[d->t], v);
    if (!copy) {
      copy = var_new(&d->r->o, arena_printf(a, "%s$%d", v->name, d->t + 1), v->type, v->kind);
      ptrmap_put(&d->r->copy[d->t], v, copy);
    }
    return e_var(a, copy);
  }
  return e->nargs ? e_map_args(a, e, dual_arg, ctx) : e;
}

static Expr *view_dual(void *ctx, Expr *e, int t) {
  return dual_arg(&(DualCtx){ctx, t}, e);
}

static Var *view_log(void *ctx, const Array *a, bool write) {
  return ((RFix *)ctx)->log[a->id][write];
}

static Var *view_watched(void *ctx, const Array *a) { return ((RFix *)ctx)->watched[a->id]; }

static Var *view_written(void *ctx, const Array *a) { return ((RFix *)ctx)->written[a->id]; }

static Var *view_map(void *ctx, const Array *a, int t) { return ((RFix *)ctx)->map[a->id][t]; }

static bool view_apart(void *ctx, const Expr *e) {
  return e->kind == E_VAR && e->var == ((RFix *)ctx)->apart;
}

static Var *view_at_entry(void *ctx, Var *v) {
  RFix *r = ctx;
  return var_new(&r->o, arena_printf(&r->f.a, "%s@entry", v->name), v->type, VAR_LOCAL);
}

/* Runs every rule at the loop's head. */
static bool rfix_emit(RFix *r) {
  cfg_build(&r->f.k, &r->c);
  r->emitted = true;
  if (!CHECK_INT_EQ(r->c.loops.len, 1))
    return false;
  Block *head = block_new(&r->o, "head");
  LoopView v = {
      .k = &r->f.k, .cfg = &r->c, .loop = r->c.loops.items[0], .o = &r->o, .head = head,
      .pred = {r->pred[0], r->pred[1]}, .active = {r->active[0], r->active[1]},
      .same_group = r->same_group, .dual = view_dual, .log = view_log,
      .watched = view_watched, .written = view_written, .map = view_map,
      .at_entry = view_at_entry, .apart = view_apart, .exits = {r->exits[0], r->exits[1]}, .ctx = r,
      .rule_of_candidate = &r->rules};
  invariants_emit(&v);
  return true;
}

/* The candidates of rule, "; "-separated, without their guards "_bN ==>".
 * Also checks the engine's bookkeeping: candidate N is the constant _bN
 * and guards the Nth assertion at the head, and its rule has a name that
 * TANDEM_DISABLE_RULES accepts (enabling a rule that just proposed
 * changes nothing). */
static const char *cands(RFix *r, const char *rule) {
  StrBuf b = {0};
  Block *head = r->o.blocks.items[0];
  CHECK_INT_EQ(head->stmts.len, r->rules.len);
  CHECK_INT_EQ(r->o.candidates.len, r->rules.len);
  for (int i = 0; i < r->rules.len && i < head->stmts.len; i++) {
    const Stmt *s = head->stmts.items[i];
    const Var *bi = r->o.candidates.items[i];
    CHECK(s->kind == S_ASSERT && s->e->kind == E_IMPLIES && s->e->args[0]->var == bi);
    CHECK(invariants_set_enabled(r->rules.items[i], true));
    if (strcmp(r->rules.items[i], rule))
      continue;
    if (b.len)
      sb_puts(&b, "; ");
    bpl_print_expr(&b, s->e->args[1]);
  }
  const char *text = arena_strdup(&r->f.a, b.s ? b.s : "");
  sb_free(&b);
  return text;
}

static Expr *op(RFix *r, BvOp o, Expr *x, Expr *y) { return bv_op(&r->f.p, o, x, y); }
static Expr *c32(RFix *r, uint64_t value) { return kfix_c(&r->f, value); }
static Expr *v(RFix *r, Var *x) { return kfix_v(&r->f, x); }

/* ---- rule_counter_bounds.c ---- */

/* for (i = 0; i < n; i += 2): every counter candidate, once (uniform). */
static void test_counter_bounds_uniform(void) {
  RFix r;
  rfix_init(&r, true);
  Var *n = kfix_bv32(&r.f, "n", VAR_CONST);
  Var *i = rfix_counter(&r, "i", c32(&r, 0), BV_ADD, c32(&r, 2));
  rfix_guard(&r, op(&r, BV_ULT, v(&r, i), v(&r, n)));
  if (rfix_emit(&r)) {
    CHECK_STR_EQ(cands(&r, "counter-stride"),
                 "(entered$1 ==> (BV32_AND(BV32_SUB(i, 0bv32), 1bv32) == 0bv32))");
    CHECK_STR_EQ(cands(&r, "counter-lower"), "(entered$1 ==> BV32_ULE(0bv32, i))");
    CHECK_STR_EQ(cands(&r, "counter-lower-signed"), "(entered$1 ==> BV32_SLE(0bv32, i))");
    CHECK_STR_EQ(cands(&r, "counter-guard"), "(entered$1 ==> BV32_ULE(i, n))");
    /* i overshoots n by up to 1: the previous value was inside. */
    CHECK_STR_EQ(cands(&r, "counter-guard-previous"),
                 "(entered$1 ==> ((i == 0bv32) || BV32_ULT(BV32_SUB(i, 2bv32), n)))");
  }
  rfix_free(&r);
}

/* for (i = tid; i != n; i++): per thread, no stride for a step of 1, no
 * relaxed guard for a guard that is no strict comparison. */
static void test_counter_bounds_per_thread(void) {
  RFix r;
  rfix_init(&r, false);
  Var *tid = kfix_tid(&r.f, "tid");
  Var *n = kfix_bv32(&r.f, "n", VAR_CONST);
  Var *i = rfix_counter(&r, "i", v(&r, tid), BV_ADD, c32(&r, 1));
  rfix_guard(&r, e_bin(&r.f.a, E_NE, v(&r, i), v(&r, n)));
  if (rfix_emit(&r)) {
    CHECK_STR_EQ(cands(&r, "counter-stride"), "");
    CHECK_STR_EQ(cands(&r, "counter-lower"), "(entered$1 ==> BV32_ULE(tid$1, i$1)); "
                                             "(entered$2 ==> BV32_ULE(tid$2, i$2))");
    CHECK_STR_EQ(cands(&r, "counter-guard"), "");
    CHECK_STR_EQ(cands(&r, "counter-guard-previous"),
                 "(entered$1 ==> ((i$1 == tid$1) || (BV32_SUB(i$1, 1bv32) != n))); "
                 "(entered$2 ==> ((i$2 == tid$2) || (BV32_SUB(i$2, 1bv32) != n)))");
  }
  rfix_free(&r);
}

/* A guard on something else bounds no counter. */
static void test_counter_bounds_guard_elsewhere(void) {
  RFix r;
  rfix_init(&r, true);
  Var *n = kfix_bv32(&r.f, "n", VAR_CONST), *m = kfix_bv32(&r.f, "m", VAR_CONST);
  rfix_counter(&r, "i", c32(&r, 0), BV_ADD, c32(&r, 1));
  rfix_guard(&r, op(&r, BV_ULT, v(&r, m), v(&r, n)));
  if (rfix_emit(&r)) {
    CHECK_STR_EQ(cands(&r, "counter-lower"), "(entered$1 ==> BV32_ULE(0bv32, i))");
    CHECK_STR_EQ(cands(&r, "counter-guard"), "");
    CHECK_STR_EQ(cands(&r, "counter-guard-previous"), "");
  }
  rfix_free(&r);
}

/* for (i = 0; i < B; i += 6): a multiple of 6 away from the start with a
 * literal bound B; with a parameter n as the bound, i may wrap past 2^32,
 * which 6 does not divide: not proposed. */
static void test_counter_bounds_stride_not_pow2(void) {
  for (int literal = 0; literal < 2; literal++) {
    RFix r;
    rfix_init(&r, true);
    Var *n = kfix_bv32(&r.f, "n", VAR_CONST);
    Var *i = rfix_counter(&r, "i", c32(&r, 0), BV_ADD, c32(&r, 6));
    rfix_guard(&r, op(&r, BV_ULT, v(&r, i), literal ? c32(&r, 600) : v(&r, n)));
    if (rfix_emit(&r))
      CHECK_STR_EQ(cands(&r, "counter-stride"),
                   literal ? "(entered$1 ==> "
                             "(BV32_UREM(BV32_SUB(i, 0bv32), 6bv32) == 0bv32))"
                           : "");
    rfix_free(&r);
  }
}

/* ---- rule_pow2.c ---- */

static void test_pow2_halving_and_doubling(void) {
  RFix r;
  rfix_init(&r, true);
  Var *n = kfix_bv32(&r.f, "n", VAR_CONST);
  Var *s = rfix_counter(&r, "s", v(&r, n), BV_LSHR, c32(&r, 1));
  rfix_counter(&r, "d", c32(&r, 1), BV_SHL, c32(&r, 1));
  rfix_guard(&r, op(&r, BV_UGT, v(&r, s), c32(&r, 0)));
  if (rfix_emit(&r)) {
    CHECK_STR_EQ(cands(&r, "pow2"),
                 "(entered$1 ==> (BV32_AND(s, BV32_SUB(s, 1bv32)) == 0bv32)); "
                 "(entered$1 ==> (BV32_AND(d, BV32_SUB(d, 1bv32)) == 0bv32))");
    CHECK_STR_EQ(cands(&r, "pow2-nonzero"),
                 "(entered$1 ==> (s != 0bv32)); (entered$1 ==> (d != 0bv32))");
    /* Halving stays below its start, doubling above. */
    CHECK_STR_EQ(cands(&r, "pow2-bound"),
                 "(entered$1 ==> BV32_ULE(s, n)); (entered$1 ==> BV32_ULE(1bv32, d))");
    /* d doubles while s halves: d * s stays 1 * n while s is not 0, and
     * d is twice that once s is 0. */
    CHECK_STR_EQ(cands(&r, "pow2-product"),
                 "(entered$1 ==> ((s != 0bv32) ==> (BV32_MUL(d, s) == BV32_MUL(1bv32, n)))); "
                 "(entered$1 ==> ((s == 0bv32) ==> (d == BV32_MUL(2bv32, BV32_MUL(1bv32, n)))))");
    /* No additive counter here. */
    CHECK_STR_EQ(cands(&r, "counter-lower"), "");
  }
  rfix_free(&r);
}

/* ---- rule_access_pattern.c ---- */

/* for (i = 0; i < n; i++) { x = in[tid + 64 * i]; out[tid] = x; } */
static void test_access_pattern(void) {
  RFix r;
  rfix_init(&r, true);
  Var *tid = kfix_tid(&r.f, "tid");
  Var *n = kfix_bv32(&r.f, "n", VAR_CONST), *x = kfix_bv32(&r.f, "x", VAR_LOCAL);
  Array *in = rfix_array(&r, "in", SPACE_GLOBAL, false);
  Array *out = rfix_array(&r, "out", SPACE_GLOBAL, false);
  Var *i = kfix_bv32(&r.f, "i", VAR_LOCAL);
  kfix_read(&r.f, 2, x, in, op(&r, BV_ADD, v(&r, tid), op(&r, BV_MUL, c32(&r, 64), v(&r, i))));
  kfix_write(&r.f, 2, out, v(&r, tid), v(&r, x));
  kfix_phi_copy(&r.f, 0, i, c32(&r, 0));
  kfix_phi_copy(&r.f, 2, i, op(&r, BV_ADD, v(&r, i), c32(&r, 1)));
  rfix_guard(&r, op(&r, BV_ULT, v(&r, i), v(&r, n)));
  if (rfix_emit(&r)) {
    /* Thread 1 logged in[tid + 64 * i'] for some i' < i: on the stride,
     * within the range swept so far. */
    CHECK_STR_EQ(cands(&r, "access-stride"),
                 "(rlog_in ==> (BV32_AND(BV32_SUB(watched_in, BV32_ADD(tid$1, 0bv32)), "
                 "63bv32) == 0bv32))");
    CHECK_STR_EQ(cands(&r, "access-range"),
                 "(rlog_in ==> BV32_ULT(BV32_SUB(watched_in, BV32_ADD(tid$1, 0bv32)), "
                 "BV32_MUL(64bv32, BV32_SUB(i, 0bv32))))");
    CHECK_STR_EQ(cands(&r, "access-fixed"), "(wlog_out ==> (watched_out == tid$1))");
  }
  rfix_free(&r);
}

/* out[64 * tid] = x; for (i = 1; i < n; i++) out[64 * tid + i] = in[...]:
 * thread 1's logged write at the head is one of its row from a step
 * before the walk's start (i - 1 + 1 steps of 1 from 64 * tid + 1 - 1);
 * `in`, not read before the loop, gets no such candidate. The range swept
 * so far is empty as the loop is entered, where out's log is already set:
 * no such candidate for out, unless a barrier comes between. */
static void access_lead_in(bool barrier) {
  RFix r;
  rfix_init(&r, true);
  Var *tid = kfix_tid(&r.f, "tid");
  Var *n = kfix_bv32(&r.f, "n", VAR_CONST), *x = kfix_bv32(&r.f, "x", VAR_LOCAL);
  Array *out = rfix_array(&r, "out", SPACE_GLOBAL, false);
  Array *in = rfix_array(&r, "in", SPACE_GLOBAL, false);
  Var *i = kfix_bv32(&r.f, "i", VAR_LOCAL);
  Expr *row = op(&r, BV_MUL, c32(&r, 64), v(&r, tid));
  kfix_write(&r.f, 0, out, row, v(&r, x));
  if (barrier)
    kstmt_new(&r.f.k, r.f.b[0], K_BARRIER);
  kfix_write(&r.f, 2, out, op(&r, BV_ADD, row, v(&r, i)), v(&r, x));
  kfix_read(&r.f, 2, x, in, op(&r, BV_ADD, row, v(&r, i)));
  kfix_phi_copy(&r.f, 0, i, c32(&r, 1));
  kfix_phi_copy(&r.f, 2, i, op(&r, BV_ADD, v(&r, i), c32(&r, 1)));
  rfix_guard(&r, op(&r, BV_ULT, v(&r, i), v(&r, n)));
  if (rfix_emit(&r)) {
    CHECK_STR_EQ(cands(&r, "access-lead-in"),
                 "(wlog_out ==> BV32_ULT(BV32_ADD(BV32_SUB(watched_out, "
                 "BV32_ADD(BV32_MUL(64bv32, tid$1), 1bv32)), 1bv32), "
                 "BV32_ADD(BV32_MUL(1bv32, BV32_SUB(i, 1bv32)), 1bv32)))");
    const char *range = cands(&r, "access-range");
    CHECK(strstr(range, "rlog_in") != NULL);
    CHECK((strstr(range, "wlog_out") != NULL) == barrier);
  }
  rfix_free(&r);
}

static void test_access_lead_in(void) {
  access_lead_in(false);
  access_lead_in(true);
}

/* An index computed in 64 bits and cut to 32 (long counters): base and
 * stride are computed wide and cut the same way. */
static void test_access_pattern_cut(void) {
  RFix r;
  rfix_init(&r, true);
  Arena *a = &r.f.a;
  BType *w64 = ty_bv(a, 64);
  Var *b = var_new(&r.f.p, "b", w64, VAR_CONST), *n = var_new(&r.f.p, "n", w64, VAR_CONST);
  Var *x = kfix_bv32(&r.f, "x", VAR_LOCAL);
  Array *in = rfix_array(&r, "in", SPACE_GLOBAL, false);
  Var *i = var_new(&r.f.p, "i", w64, VAR_LOCAL), *next = var_new(&r.f.p, "i.next", w64, VAR_LOCAL);
  kfix_phi_copy(&r.f, 0, i, e_var(a, b));
  kfix_assign(&r.f, 2, next, op(&r, BV_ADD, e_var(a, i), e_bv(a, 4096, 64)));
  kfix_phi_copy(&r.f, 2, i, e_var(a, next));
  kfix_read(&r.f, 2, x, in, bv_extract(&r.f.p, e_var(a, i), 32, 0));
  rfix_guard(&r, op(&r, BV_SLT, e_var(a, i), e_var(a, n)));
  if (rfix_emit(&r))
    CHECK_STR_EQ(cands(&r, "access-stride"),
                 "(rlog_in ==> (BV32_AND(BV32_SUB(watched_in, BV32_ADD(0bv32, "
                 "BV32_MUL(1bv32, (b)[32:0]))), 4095bv32) == 0bv32))");
  rfix_free(&r);
}

/* A unit stride says nothing a range does not. */
static void test_access_unit_stride(void) {
  RFix r;
  rfix_init(&r, true);
  Var *n = kfix_bv32(&r.f, "n", VAR_CONST), *x = kfix_bv32(&r.f, "x", VAR_LOCAL);
  Array *in = rfix_array(&r, "in", SPACE_GLOBAL, false);
  Var *i = kfix_bv32(&r.f, "i", VAR_LOCAL);
  kfix_read(&r.f, 2, x, in, v(&r, i));
  kfix_phi_copy(&r.f, 0, i, c32(&r, 0));
  kfix_phi_copy(&r.f, 2, i, op(&r, BV_ADD, v(&r, i), c32(&r, 1)));
  rfix_guard(&r, op(&r, BV_ULT, v(&r, i), v(&r, n)));
  if (rfix_emit(&r)) {
    CHECK_STR_EQ(cands(&r, "access-stride"), "");
    CHECK_STR_EQ(cands(&r, "access-range"),
                 "(rlog_in ==> BV32_ULT(BV32_SUB(watched_in, 0bv32), "
                 "BV32_MUL(1bv32, BV32_SUB(i, 0bv32))))");
    /* An outermost loop: the range covered so far says more than the
     * guard's i < n. */
    CHECK_STR_EQ(cands(&r, "access-bound"), "");
  }
  rfix_free(&r);
}

/* A counter going down by 2 from n while i >= 0: offsets are measured
 * below the start, on a stride of 2, within the distance i went. */
static void test_access_down(void) {
  RFix r;
  rfix_init(&r, true);
  Var *n = kfix_bv32(&r.f, "n", VAR_CONST), *x = kfix_bv32(&r.f, "x", VAR_LOCAL);
  Array *in = rfix_array(&r, "in", SPACE_GLOBAL, false);
  Var *i = kfix_bv32(&r.f, "i", VAR_LOCAL);
  kfix_read(&r.f, 2, x, in, v(&r, i));
  kfix_phi_copy(&r.f, 0, i, v(&r, n));
  kfix_phi_copy(&r.f, 2, i, op(&r, BV_SUB, v(&r, i), c32(&r, 2)));
  rfix_guard(&r, op(&r, BV_SGE, v(&r, i), c32(&r, 0)));
  if (rfix_emit(&r)) {
    CHECK_STR_EQ(cands(&r, "access-stride"),
                 "(rlog_in ==> (BV32_AND(BV32_SUB(BV32_ADD(0bv32, BV32_MUL(1bv32, n)), "
                 "watched_in), 1bv32) == 0bv32))");
    CHECK_STR_EQ(cands(&r, "access-range"),
                 "(rlog_in ==> BV32_ULT(BV32_SUB(BV32_ADD(0bv32, BV32_MUL(1bv32, n)), "
                 "watched_in), BV32_MUL(1bv32, BV32_SUB(n, i))))");
    CHECK(strstr(cands(&r, "counter-lower"), "BV32_ULE(i, n)") != NULL);
  }
  rfix_free(&r);
}

/* for (i = tid; i < n; i += 64) { out[2i + 1] = ..; out[2i] = ..; x =
 * in[4i .. 4i + 3]; }: the two writes make one window of two elements,
 * the read of a vector one of four; one candidate each, from the lowest
 * offset, within the window's width of the stride. */
static void test_access_window(void) {
  RFix r;
  rfix_init(&r, true);
  Var *tid = kfix_tid(&r.f, "tid");
  Var *n = kfix_bv32(&r.f, "n", VAR_CONST), *x = kfix_bv32(&r.f, "x", VAR_LOCAL);
  Array *in = rfix_array(&r, "in", SPACE_GLOBAL, false);
  Array *out = rfix_array(&r, "out", SPACE_GLOBAL, false);
  Var *i = rfix_counter(&r, "i", v(&r, tid), BV_ADD, c32(&r, 64));
  Expr *two_i = op(&r, BV_MUL, v(&r, i), c32(&r, 2));
  kfix_write(&r.f, 2, out, op(&r, BV_ADD, two_i, c32(&r, 1)), c32(&r, 0));
  kfix_write(&r.f, 2, out, two_i, c32(&r, 0));
  kfix_read(&r.f, 2, x, in, op(&r, BV_MUL, v(&r, i), c32(&r, 4)))->count = 4;
  rfix_guard(&r, op(&r, BV_ULT, v(&r, i), v(&r, n)));
  if (rfix_emit(&r)) {
    CHECK_STR_EQ(cands(&r, "access-stride"),
                 "(wlog_out ==> BV32_ULT(BV32_AND(BV32_SUB(watched_out, BV32_ADD(0bv32, "
                 "BV32_MUL(2bv32, tid$1))), 127bv32), 2bv32)); "
                 "(rlog_in ==> BV32_ULT(BV32_AND(BV32_SUB(watched_in, BV32_ADD(0bv32, "
                 "BV32_MUL(4bv32, tid$1))), 255bv32), 4bv32))");
    /* The windows are apart (the strides are at least their widths): the
     * last one ends below where the next would start. */
    CHECK_STR_EQ(cands(&r, "access-range"),
                 "(wlog_out ==> BV32_ULT(BV32_SUB(watched_out, BV32_ADD(0bv32, "
                 "BV32_MUL(2bv32, tid$1))), BV32_MUL(2bv32, BV32_SUB(i$1, tid$1)))); "
                 "(rlog_in ==> BV32_ULT(BV32_SUB(watched_in, BV32_ADD(0bv32, "
                 "BV32_MUL(4bv32, tid$1))), BV32_MUL(4bv32, BV32_SUB(i$1, tid$1))))");
  }
  rfix_free(&r);
}

/* for (i = 0; i < n; i++) x = in[4 * (k + 4 * i)], k = 0..3 (the words
 * of a block, one read each): the literal k sits inside the product, and
 * the reads still make one window of 16 elements, as wide as the stride,
 * so no stride candidate and one range. */
static void test_access_window_scaled(void) {
  RFix r;
  rfix_init(&r, true);
  Var *n = kfix_bv32(&r.f, "n", VAR_CONST), *x = kfix_bv32(&r.f, "x", VAR_LOCAL);
  Array *in = rfix_array(&r, "in", SPACE_GLOBAL, false);
  Var *i = rfix_counter(&r, "i", c32(&r, 0), BV_ADD, c32(&r, 1));
  Expr *four_i = op(&r, BV_MUL, c32(&r, 4), v(&r, i));
  for (int k = 0; k < 4; k++)
    kfix_read(&r.f, 2, x, in, op(&r, BV_MUL, op(&r, BV_ADD, c32(&r, k), four_i), c32(&r, 4)))
        ->count = 4;
  rfix_guard(&r, op(&r, BV_ULT, v(&r, i), v(&r, n)));
  if (rfix_emit(&r)) {
    CHECK_STR_EQ(cands(&r, "access-stride"), "");
    CHECK_STR_EQ(cands(&r, "access-range"),
                 "(rlog_in ==> BV32_ULT(BV32_SUB(watched_in, 0bv32), "
                 "BV32_MUL(16bv32, BV32_SUB(i, 0bv32))))");
  }
  rfix_free(&r);
}

/* A[2i] and A[2i + 64], i++: a window of 65 wider than the stride 2,
 * which covers every offset and proposes no stride; each access proposes
 * its own (both on even offsets). */
static void test_access_window_overlapping(void) {
  RFix r;
  rfix_init(&r, true);
  Var *n = kfix_bv32(&r.f, "n", VAR_CONST), *x = kfix_bv32(&r.f, "x", VAR_LOCAL);
  Array *in = rfix_array(&r, "in", SPACE_GLOBAL, false);
  Var *i = rfix_counter(&r, "i", c32(&r, 0), BV_ADD, c32(&r, 1));
  Expr *two_i = op(&r, BV_MUL, v(&r, i), c32(&r, 2));
  kfix_read(&r.f, 2, x, in, two_i);
  kfix_read(&r.f, 2, x, in, op(&r, BV_ADD, two_i, c32(&r, 64)));
  rfix_guard(&r, op(&r, BV_ULT, v(&r, i), v(&r, n)));
  if (rfix_emit(&r)) {
    const char *stride = cands(&r, "access-stride");
    CHECK(strstr(stride, "65bv32") == NULL);
    CHECK(strstr(stride, "(BV32_AND(BV32_SUB(watched_in, 0bv32), 1bv32) == 0bv32)") != NULL);
    CHECK(strstr(stride, "(BV32_AND(BV32_SUB(watched_in, 64bv32), 1bv32) == 0bv32)") != NULL);
  }
  rfix_free(&r);
}

/* A window of two going down by 1 from n (x = in[i .. i + 1], i--):
 * measured below its last element, and the windows overlap, so the range
 * reaches one further. */
static void test_access_window_down(void) {
  RFix r;
  rfix_init(&r, true);
  Var *n = kfix_bv32(&r.f, "n", VAR_CONST), *x = kfix_bv32(&r.f, "x", VAR_LOCAL);
  Array *in = rfix_array(&r, "in", SPACE_GLOBAL, false);
  Var *i = rfix_counter(&r, "i", v(&r, n), BV_SUB, c32(&r, 1));
  kfix_read(&r.f, 2, x, in, v(&r, i))->count = 2;
  rfix_guard(&r, op(&r, BV_SGE, v(&r, i), c32(&r, 0)));
  if (rfix_emit(&r)) {
    CHECK_STR_EQ(cands(&r, "access-stride"), "");
    CHECK_STR_EQ(cands(&r, "access-range"),
                 "(rlog_in ==> BV32_ULT(BV32_SUB(BV32_ADD(BV32_ADD(0bv32, BV32_MUL(1bv32, n)), "
                 "1bv32), watched_in), BV32_ADD(BV32_MUL(1bv32, BV32_SUB(n, i)), 1bv32)))");
  }
  rfix_free(&r);
}

/* A fixed index with a window: out[tid .. tid + 3] in every iteration. */
static void test_access_window_fixed(void) {
  RFix r;
  rfix_init(&r, true);
  Var *tid = kfix_tid(&r.f, "tid");
  Var *n = kfix_bv32(&r.f, "n", VAR_CONST);
  Array *out = rfix_array(&r, "out", SPACE_GLOBAL, false);
  Var *i = rfix_counter(&r, "i", c32(&r, 0), BV_ADD, c32(&r, 1));
  kfix_write(&r.f, 2, out, op(&r, BV_MUL, v(&r, tid), c32(&r, 4)), c32(&r, 0))->count = 4;
  rfix_guard(&r, op(&r, BV_ULT, v(&r, i), v(&r, n)));
  if (rfix_emit(&r))
    CHECK_STR_EQ(cands(&r, "access-fixed"),
                 "(wlog_out ==> BV32_ULT(BV32_SUB(watched_out, BV32_MUL(tid$1, 4bv32)), 4bv32))");
  rfix_free(&r);
}

/* for (i = 0; i < n; i++) with out[tid] = 0 made in block `first` and
 * out[tid + n * 8] = 0 in the body: two windows of one log, each at a
 * fixed index. The counter; *out the array. */
static Var *rfix_fixed_windows(RFix *r, int first, Array **out) {
  Var *tid = kfix_tid(&r->f, "tid");
  Var *n = kfix_bv32(&r->f, "n", VAR_CONST);
  *out = rfix_array(r, "out", SPACE_GLOBAL, false);
  Var *i = rfix_counter(r, "i", c32(r, 0), BV_ADD, c32(r, 1));
  kfix_write(&r->f, first, *out, v(r, tid), c32(r, 0));
  Expr *row = op(r, BV_ADD, v(r, tid), op(r, BV_MUL, v(r, n), c32(r, 8)));
  kfix_write(&r->f, 2, *out, row, c32(r, 0));
  rfix_guard(r, op(r, BV_ULT, v(r, i), v(r, n)));
  return i;
}

/* An unrolled inner loop: out[tid] and out[tid + n * 8] in every
 * iteration, each at a fixed index in a window of its own: the logged
 * offset is at one of them, and neither window alone holds it (they are
 * in one block). A read of out elsewhere is another log. */
static void test_access_fixed_any(void) {
  RFix r;
  rfix_init(&r, true);
  Array *out;
  Var *i = rfix_fixed_windows(&r, 2, &out);
  kfix_read(&r.f, 2, kfix_bv32(&r.f, "x", VAR_LOCAL), out, v(&r, i));
  if (rfix_emit(&r)) {
    CHECK_STR_EQ(cands(&r, "access-fixed-any"),
                 "(wlog_out ==> ((watched_out == tid$1) || "
                 "(watched_out == BV32_ADD(tid$1, BV32_MUL(n, 8bv32)))))");
    CHECK_STR_EQ(cands(&r, "access-fixed"), "");
  }
  rfix_free(&r);
}

/* The same two windows in two blocks (the header and the body): each may
 * be the only one an iteration logs, so each is proposed alone too. */
static void test_access_fixed_blocks_apart(void) {
  RFix r;
  rfix_init(&r, true);
  Array *out;
  rfix_fixed_windows(&r, 1, &out);
  if (rfix_emit(&r)) {
    CHECK_STR_EQ(cands(&r, "access-fixed"),
                 "(wlog_out ==> (watched_out == tid$1)); "
                 "(wlog_out ==> (watched_out == BV32_ADD(tid$1, BV32_MUL(n, 8bv32))))");
    CHECK(strlen(cands(&r, "access-fixed-any")) > 0);
  }
  rfix_free(&r);
}

/* One of the accesses moves with the counter: no candidate. */
static void test_access_fixed_any_needs_all_fixed(void) {
  RFix r;
  rfix_init(&r, true);
  Var *tid = kfix_tid(&r.f, "tid");
  Var *n = kfix_bv32(&r.f, "n", VAR_CONST);
  Array *out = rfix_array(&r, "out", SPACE_GLOBAL, false);
  Var *i = rfix_counter(&r, "i", c32(&r, 0), BV_ADD, c32(&r, 1));
  kfix_write(&r.f, 2, out, v(&r, tid), c32(&r, 0));
  kfix_write(&r.f, 2, out, op(&r, BV_ADD, v(&r, tid), v(&r, i)), c32(&r, 0));
  rfix_guard(&r, op(&r, BV_ULT, v(&r, i), v(&r, n)));
  if (rfix_emit(&r))
    CHECK_STR_EQ(cands(&r, "access-fixed-any"), "");
  rfix_free(&r);
}

/* ---- rule_tile.c ---- */

/* base = (tid / 16) * 16 before the loop; for (i = 8; ...; i /= 2) {
 * x = s[base + lane + i]; __syncwarp(mask); }: with a warp barrier in the
 * loop, thread 1's read is within its tile's 16 elements, and a thread 2
 * with the same base finds its log empty; once for the log and base. */
static void test_tile(void) {
  RFix r;
  rfix_init(&r, true);
  Var *tid = kfix_tid(&r.f, "tid"), *lane = kfix_tid(&r.f, "lane");
  Var *base = kfix_tid(&r.f, "base"), *x = kfix_bv32(&r.f, "x", VAR_LOCAL);
  kfix_assign(&r.f, 0, base, op(&r, BV_MUL, op(&r, BV_UDIV, v(&r, tid), c32(&r, 16)), c32(&r, 16)));
  Array *sh = rfix_array(&r, "s", SPACE_SHARED, false);
  Var *i = rfix_counter(&r, "i", c32(&r, 8), BV_UDIV, c32(&r, 2));
  Expr *at = op(&r, BV_ADD, v(&r, base), op(&r, BV_ADD, v(&r, lane), v(&r, i)));
  kfix_read(&r.f, 2, x, sh, at);
  kfix_read(&r.f, 2, x, sh, at);
  KStmt *sync = kstmt_new(&r.f.k, r.f.b[2], K_BARRIER);
  sync->scope = SCOPE_WARP;
  rfix_guard(&r, op(&r, BV_UGT, v(&r, i), c32(&r, 0)));
  if (rfix_emit(&r)) {
    CHECK_STR_EQ(cands(&r, "access-tile"),
                 "(rlog_s ==> BV32_ULT(BV32_SUB(watched_s, base$1), 16bv32))");
    CHECK_STR_EQ(cands(&r, "no-access-same-tile"),
                 "(($same_group && (base$1 == base$2)) ==> !(rlog_s))");
  }
  rfix_free(&r);
}

/* The same loop with a group barrier: every thread of the group is
 * ordered, so no tile candidate. */
static void test_tile_needs_warp_barrier(void) {
  RFix r;
  rfix_init(&r, true);
  Var *tid = kfix_tid(&r.f, "tid"), *x = kfix_bv32(&r.f, "x", VAR_LOCAL);
  Array *sh = rfix_array(&r, "s", SPACE_SHARED, false);
  Var *i = rfix_counter(&r, "i", c32(&r, 8), BV_UDIV, c32(&r, 2));
  Expr *base = op(&r, BV_MUL, op(&r, BV_UDIV, v(&r, tid), c32(&r, 16)), c32(&r, 16));
  kfix_read(&r.f, 2, x, sh, op(&r, BV_ADD, base, v(&r, i)));
  kstmt_new(&r.f.k, r.f.b[2], K_BARRIER)->scope = SCOPE_GROUP;
  rfix_guard(&r, op(&r, BV_UGT, v(&r, i), c32(&r, 0)));
  if (rfix_emit(&r)) {
    CHECK_STR_EQ(cands(&r, "access-tile"), "");
    CHECK_STR_EQ(cands(&r, "no-access-same-tile"), "");
  }
  rfix_free(&r);
}

/* An index read from memory in the loop, or an array without logs,
 * gives no access candidate. */
static void test_access_pattern_unknown_index(void) {
  RFix r;
  rfix_init(&r, true);
  Var *n = kfix_bv32(&r.f, "n", VAR_CONST);
  Var *x = kfix_bv32(&r.f, "x", VAR_LOCAL), *y = kfix_bv32(&r.f, "y", VAR_LOCAL);
  Array *idx = rfix_array(&r, "idx", SPACE_GLOBAL, false);
  Array *in = rfix_array(&r, "in", SPACE_GLOBAL, false);
  Array *priv = kfix_array(&r.f, "priv", SPACE_PRIVATE, true);
  Var *i = rfix_counter(&r, "i", c32(&r, 0), BV_ADD, c32(&r, 1));
  kfix_read(&r.f, 2, x, idx, v(&r, i));
  kfix_read(&r.f, 2, y, in, v(&r, x));
  kfix_write(&r.f, 2, priv, c32(&r, 0), v(&r, y));
  rfix_guard(&r, op(&r, BV_ULT, v(&r, i), v(&r, n)));
  if (rfix_emit(&r)) {
    CHECK_STR_EQ(cands(&r, "access-fixed"), "");
    CHECK(strstr(cands(&r, "access-range"), "watched_idx") != NULL);
    CHECK(strstr(cands(&r, "access-range"), "watched_in") == NULL);
    CHECK(strstr(cands(&r, "no-access"), "priv") == NULL);
  }
  rfix_free(&r);
}

/* ---- rule_benign_value.c ---- */

/* while (...) { flag[0] = 1; out[tid] = 2; out[tid] = tid; }: only the
 * write to a place that does not depend on the thread writes one value to
 * one place. */
static void test_benign_value(void) {
  RFix r;
  rfix_init(&r, true);
  Var *tid = kfix_tid(&r.f, "tid");
  Var *n = kfix_bv32(&r.f, "n", VAR_CONST);
  Array *flag = rfix_array(&r, "flag", SPACE_GLOBAL, false);
  Array *out = rfix_array(&r, "out", SPACE_GLOBAL, false);
  Var *i = rfix_counter(&r, "i", c32(&r, 0), BV_ADD, c32(&r, 1));
  kfix_write(&r.f, 2, flag, c32(&r, 0), c32(&r, 1));
  kfix_write(&r.f, 2, out, v(&r, tid), c32(&r, 2));
  kfix_write(&r.f, 2, out, v(&r, tid), v(&r, tid));
  rfix_guard(&r, op(&r, BV_ULT, v(&r, i), v(&r, n)));
  if (rfix_emit(&r))
    CHECK_STR_EQ(cands(&r, "benign-value"), "(wlog_flag ==> (wval_flag == 1bv32))");
  rfix_free(&r);
}

/* A value read in the loop is not known at the head. */
static void test_benign_value_unknown(void) {
  RFix r;
  rfix_init(&r, true);
  Var *n = kfix_bv32(&r.f, "n", VAR_CONST), *x = kfix_bv32(&r.f, "x", VAR_LOCAL);
  Array *flag = rfix_array(&r, "flag", SPACE_GLOBAL, false);
  Var *i = rfix_counter(&r, "i", c32(&r, 0), BV_ADD, c32(&r, 1));
  kfix_read(&r.f, 2, x, flag, c32(&r, 1));
  kfix_write(&r.f, 2, flag, c32(&r, 0), v(&r, x));
  rfix_guard(&r, op(&r, BV_ULT, v(&r, i), v(&r, n)));
  if (rfix_emit(&r))
    CHECK_STR_EQ(cands(&r, "benign-value"), "");
  rfix_free(&r);
}

/* ---- rule_no_access.c ---- */

static void test_no_access(void) {
  RFix r;
  rfix_init(&r, true);
  Var *n = kfix_bv32(&r.f, "n", VAR_CONST);
  rfix_array(&r, "s", SPACE_SHARED, false);
  Var *i = rfix_counter(&r, "i", c32(&r, 0), BV_ADD, c32(&r, 1));
  rfix_guard(&r, op(&r, BV_ULT, v(&r, i), v(&r, n)));
  if (rfix_emit(&r)) {
    CHECK_STR_EQ(cands(&r, "no-access"), "!(rlog_s); !(wlog_s)");
    CHECK_STR_EQ(cands(&r, "no-access-same-group"),
                 "($same_group ==> !(rlog_s)); ($same_group ==> !(wlog_s))");
  }
  rfix_free(&r);
}

/* With one group, every pair is in the same group: no second candidate. */
static void test_no_access_one_group(void) {
  RFix r;
  rfix_init(&r, true);
  r.same_group = e_bool(&r.f.a, true);
  Var *n = kfix_bv32(&r.f, "n", VAR_CONST);
  rfix_array(&r, "s", SPACE_SHARED, false);
  Var *i = rfix_counter(&r, "i", c32(&r, 0), BV_ADD, c32(&r, 1));
  rfix_guard(&r, op(&r, BV_ULT, v(&r, i), v(&r, n)));
  if (rfix_emit(&r)) {
    CHECK_STR_EQ(cands(&r, "no-access"), "!(rlog_s); !(wlog_s)");
    CHECK_STR_EQ(cands(&r, "no-access-same-group"), "");
  }
  rfix_free(&r);
}

/* while (i < n) { [barrier;] x = s[tid]; [barrier;] }: a loop that reads
 * s and goes round with no barrier after the read refutes "no read of s"
 * at its first read, as does one whose barrier's fence does not cover s;
 * a barrier empties the log for two threads of one group only, unless it
 * orders the grid. The write log, untouched, keeps both candidates. */
static void test_no_access_accessed(void) {
  static const struct {
    int scope, fence; /* scope -1: no barrier */
    bool before;      /* the barrier comes before the read */
    const char *all, *group;
  } cases[] = {
      {-1, 0, false, "!(wlog_s)", "($same_group ==> !(wlog_s))"},
      {SCOPE_GROUP, 2, false, "!(wlog_s)", "($same_group ==> !(wlog_s))"},
      {SCOPE_GROUP, 1, true, "!(wlog_s)", "($same_group ==> !(wlog_s))"},
      {SCOPE_GROUP, 1, false, "!(wlog_s)",
       "($same_group ==> !(rlog_s)); ($same_group ==> !(wlog_s))"},
      {SCOPE_GRID, 3, false, "!(rlog_s); !(wlog_s)",
       "($same_group ==> !(rlog_s)); ($same_group ==> !(wlog_s))"},
  };
  for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
    RFix r;
    rfix_init(&r, true);
    Var *tid = kfix_tid(&r.f, "tid");
    Var *n = kfix_bv32(&r.f, "n", VAR_CONST), *x = kfix_bv32(&r.f, "x", VAR_LOCAL);
    Array *sh = rfix_array(&r, "s", SPACE_SHARED, false);
    Var *i = rfix_counter(&r, "i", c32(&r, 0), BV_ADD, c32(&r, 1));
    if (!cases[c].before)
      kfix_read(&r.f, 2, x, sh, v(&r, tid));
    if (cases[c].scope >= 0) {
      KStmt *sync = kstmt_new(&r.f.k, r.f.b[2], K_BARRIER);
      sync->scope = (BarrierScope)cases[c].scope;
      sync->fence = cases[c].fence;
    }
    if (cases[c].before)
      kfix_read(&r.f, 2, x, sh, v(&r, tid));
    rfix_guard(&r, op(&r, BV_ULT, v(&r, i), v(&r, n)));
    if (rfix_emit(&r)) {
      CHECK_STR_EQ(cands(&r, "no-access"), cases[c].all);
      CHECK_STR_EQ(cands(&r, "no-access-same-group"), cases[c].group);
    }
    rfix_free(&r);
  }
}

/* while (i < n) { s[tid] = 1; barrier; }: the barrier empties logs, but
 * only the logs of g, which the loop does not access, keep what they held
 * on entry; without the barrier the loop changes no log and no candidate
 * is needed. */
static void test_log_kept(void) {
  for (int barrier = 0; barrier < 2; barrier++) {
    RFix r;
    rfix_init(&r, true);
    Var *tid = kfix_tid(&r.f, "tid");
    Var *n = kfix_bv32(&r.f, "n", VAR_CONST);
    Array *sh = rfix_array(&r, "s", SPACE_SHARED, false);
    rfix_array(&r, "g", SPACE_GLOBAL, false);
    Var *i = rfix_counter(&r, "i", c32(&r, 0), BV_ADD, c32(&r, 1));
    kfix_write(&r.f, 2, sh, v(&r, tid), c32(&r, 1));
    if (barrier)
      kstmt_new(&r.f.k, r.f.b[2], K_BARRIER);
    rfix_guard(&r, op(&r, BV_ULT, v(&r, i), v(&r, n)));
    if (rfix_emit(&r))
      CHECK_STR_EQ(cands(&r, "log-kept"),
                   barrier ? "(rlog_g ==> rlog_g@entry); (wlog_g ==> wlog_g@entry)" : "");
    rfix_free(&r);
  }
}

/* A thread 1 that did not enter keeps the logs of the arrays the loop
 * accesses; a thread that did not enter takes none of the ways out, one
 * that did is in the loop or took one. */
static void test_not_entered(void) {
  RFix r;
  rfix_init(&r, false);
  Var *tid = kfix_tid(&r.f, "tid");
  Var *n = kfix_bv32(&r.f, "n", VAR_CONST);
  Array *g = rfix_array(&r, "g", SPACE_GLOBAL, false);
  Var *i = rfix_counter(&r, "i", c32(&r, 0), BV_ADD, c32(&r, 1));
  kfix_write(&r.f, 2, g, v(&r, tid), c32(&r, 1));
  rfix_guard(&r, op(&r, BV_ULT, v(&r, i), v(&r, n)));
  Arena *a = &r.f.a;
  for (int t = 0; t < 2; t++)
    vec_push(&r.exits[t], var_new(&r.o, t ? "acc3$2" : "acc3$1", ty_bool(a), VAR_LOCAL));
  if (rfix_emit(&r)) {
    CHECK_STR_EQ(cands(&r, "log-not-entered"),
                 "(!(entered$1) ==> (rlog_g == rlog_g@entry)); "
                 "(!(entered$1) ==> (wlog_g == wlog_g@entry))");
    CHECK_STR_EQ(cands(&r, "exit-not-entered"),
                 "(!(entered$1) ==> (acc3$1 == acc3$1@entry)); "
                 "(!(entered$2) ==> (acc3$2 == acc3$2@entry))");
    /* One that entered runs the loop or took a way out. */
    CHECK_STR_EQ(cands(&r, "exit-entered"),
                 "(entered$1 ==> (active$1 || acc3$1)); "
                 "(entered$2 ==> (active$2 || acc3$2))");
  }
  vec_free(&r.exits[0]);
  vec_free(&r.exits[1]);
  rfix_free(&r);
}

/* ---- rule_enabledness.c ---- */

static void test_enabledness_uniform(void) {
  RFix r;
  rfix_init(&r, true);
  Var *n = kfix_bv32(&r.f, "n", VAR_CONST);
  Var *i = rfix_counter(&r, "i", c32(&r, 0), BV_ADD, c32(&r, 1));
  rfix_guard(&r, op(&r, BV_ULT, v(&r, i), v(&r, n)));
  if (rfix_emit(&r)) {
    CHECK_STR_EQ(cands(&r, "enabled-entered"), "(active$1 ==> entered$1)");
    CHECK_STR_EQ(cands(&r, "enabled-guard"),
                 "((entered$1 && BV32_ULT(i, n)) ==> active$1)");
  }
  rfix_free(&r);
}

/* A guard on a per-thread value: a candidate per thread. */
static void test_enabledness_per_thread(void) {
  RFix r;
  rfix_init(&r, false);
  Var *tid = kfix_tid(&r.f, "tid");
  Var *i = rfix_counter(&r, "i", v(&r, tid), BV_ADD, c32(&r, 64));
  rfix_guard(&r, op(&r, BV_ULT, v(&r, i), c32(&r, 1000)));
  if (rfix_emit(&r)) {
    CHECK_STR_EQ(cands(&r, "enabled-entered"),
                 "(active$1 ==> entered$1); (active$2 ==> entered$2)");
    CHECK_STR_EQ(cands(&r, "enabled-guard"),
                 "((entered$1 && BV32_ULT(i$1, 1000bv32)) ==> active$1); "
                 "((entered$2 && BV32_ULT(i$2, 1000bv32)) ==> active$2)");
  }
  rfix_free(&r);
}

/* ---- rule_uniform.c ---- */

/* A counter that starts at a per-thread value two threads may share, in a
 * loop with per-thread predicates: equal within a group for threads that
 * both run. */
static void test_uniform_counter_and_predicates(void) {
  RFix r;
  rfix_init(&r, false);
  Var *tid = kfix_tid(&r.f, "tid");
  Var *i = rfix_counter(&r, "i", v(&r, tid), BV_ADD, c32(&r, 1));
  rfix_guard(&r, op(&r, BV_ULT, v(&r, i), c32(&r, 8)));
  if (rfix_emit(&r)) {
    CHECK_STR_EQ(cands(&r, "uniform-counter"),
                 "(($same_group && (active$1 && active$2)) ==> (i$1 == i$2))");
    CHECK_STR_EQ(cands(&r, "uniform-predicate"), "(entered$1 <==> entered$2)");
    CHECK_STR_EQ(cands(&r, "uniform-predicate-same-group"),
                 "($same_group ==> ((entered$1 <==> entered$2) && "
                 "(active$1 <==> active$2)))");
    /* No barrier in the loop: no memory candidate. */
    CHECK_STR_EQ(cands(&r, "uniform-memory"), "");
  }
  rfix_free(&r);
}

/* A counter whose start differs in every thread of a group (the grid
 * stride loop's) is never equal there: no uniform-counter candidate. */
static void test_uniform_counter_apart(void) {
  RFix r;
  rfix_init(&r, false);
  Var *tid = kfix_tid(&r.f, "tid");
  r.apart = tid;
  Var *i = rfix_counter(&r, "i", v(&r, tid), BV_ADD, c32(&r, 1));
  rfix_guard(&r, op(&r, BV_ULT, v(&r, i), c32(&r, 8)));
  if (rfix_emit(&r)) {
    CHECK_STR_EQ(cands(&r, "uniform-counter"), "");
    CHECK_STR_EQ(cands(&r, "uniform-predicate"), "(entered$1 <==> entered$2)");
  }
  rfix_free(&r);
}

/* A loop with a barrier keeps the two threads' views of shared and global
 * memory equal, not of private memory, nor of arrays with one map. */
static void test_uniform_memory(void) {
  RFix r;
  rfix_init(&r, true);
  Var *n = kfix_bv32(&r.f, "n", VAR_CONST);
  rfix_array(&r, "s", SPACE_SHARED, true);
  rfix_array(&r, "g", SPACE_GLOBAL, false);
  rfix_array(&r, "p", SPACE_PRIVATE, true);
  Var *i = rfix_counter(&r, "i", c32(&r, 0), BV_ADD, c32(&r, 1));
  kstmt_new(&r.f.k, r.f.b[2], K_BARRIER)->fence = 1;
  rfix_guard(&r, op(&r, BV_ULT, v(&r, i), v(&r, n)));
  if (rfix_emit(&r)) {
    CHECK_STR_EQ(cands(&r, "uniform-memory"), "($same_group ==> (M_s$1 == M_s$2))");
    /* Uniform counter and predicates: nothing to equate. */
    CHECK_STR_EQ(cands(&r, "uniform-counter"), "");
    CHECK_STR_EQ(cands(&r, "uniform-predicate"), "");
  }
  rfix_free(&r);
}

/* ---- the engine ---- */

/* A disabled rule proposes nothing and leaves the others alone; the
 * candidates stay numbered densely. */
static void test_disabled_rule(void) {
  CHECK(!invariants_set_enabled("no-such-rule", false));
  CHECK(!invariants_set_enabled("", false));
  if (!CHECK(invariants_set_enabled("counter-lower", false)))
    return;
  RFix r;
  rfix_init(&r, true);
  Var *n = kfix_bv32(&r.f, "n", VAR_CONST);
  Var *i = rfix_counter(&r, "i", c32(&r, 0), BV_ADD, c32(&r, 1));
  rfix_guard(&r, op(&r, BV_ULT, v(&r, i), v(&r, n)));
  if (rfix_emit(&r)) {
    CHECK_STR_EQ(cands(&r, "counter-lower"), "");
    CHECK_STR_EQ(cands(&r, "counter-lower-signed"), "(entered$1 ==> BV32_SLE(0bv32, i))");
  }
  invariants_set_enabled("counter-lower", true);
  rfix_free(&r);
}

/* Under a predicate that is true, a candidate the engine would propose
 * already holds: it is left out. */
static void test_true_candidates_left_out(void) {
  RFix r;
  rfix_init(&r, true);
  r.pred[0] = r.pred[1] = r.active[0] = r.active[1] = e_bool(&r.f.a, true);
  Var *n = kfix_bv32(&r.f, "n", VAR_CONST);
  Var *i = rfix_counter(&r, "i", c32(&r, 0), BV_ADD, c32(&r, 1));
  rfix_guard(&r, op(&r, BV_ULT, v(&r, i), v(&r, n)));
  if (rfix_emit(&r)) {
    CHECK_STR_EQ(cands(&r, "enabled-entered"), "");
    CHECK_STR_EQ(cands(&r, "counter-lower"), "BV32_ULE(0bv32, i)");
  }
  rfix_free(&r);
}

void test_rules(void) {
  RUN_TEST(test_counter_bounds_uniform);
  RUN_TEST(test_counter_bounds_per_thread);
  RUN_TEST(test_counter_bounds_guard_elsewhere);
  RUN_TEST(test_counter_bounds_stride_not_pow2);
  RUN_TEST(test_pow2_halving_and_doubling);
  RUN_TEST(test_access_pattern);
  RUN_TEST(test_access_lead_in);
  RUN_TEST(test_access_pattern_cut);
  RUN_TEST(test_access_unit_stride);
  RUN_TEST(test_access_down);
  RUN_TEST(test_access_window);
  RUN_TEST(test_access_window_overlapping);
  RUN_TEST(test_access_window_scaled);
  RUN_TEST(test_access_window_down);
  RUN_TEST(test_access_window_fixed);
  RUN_TEST(test_access_fixed_any);
  RUN_TEST(test_access_fixed_blocks_apart);
  RUN_TEST(test_access_fixed_any_needs_all_fixed);
  RUN_TEST(test_access_pattern_unknown_index);
  RUN_TEST(test_tile);
  RUN_TEST(test_tile_needs_warp_barrier);
  RUN_TEST(test_benign_value);
  RUN_TEST(test_benign_value_unknown);
  RUN_TEST(test_no_access);
  RUN_TEST(test_no_access_one_group);
  RUN_TEST(test_no_access_accessed);
  RUN_TEST(test_log_kept);
  RUN_TEST(test_not_entered);
  RUN_TEST(test_enabledness_uniform);
  RUN_TEST(test_enabledness_per_thread);
  RUN_TEST(test_uniform_counter_and_predicates);
  RUN_TEST(test_uniform_counter_apart);
  RUN_TEST(test_uniform_memory);
  RUN_TEST(test_disabled_rule);
  RUN_TEST(test_true_candidates_left_out);
}
