/* Unit tests for loopfacts: linear forms and mentions of a variable, and
 * the counters, guard and accesses of hand-made loops whose phis are
 * copied as translate.c copies them (`tmp := src; phi := tmp`). */
#include <string.h>

#include "check.h"
#include "kfix.h"
#include "loopfacts.h"

static Expr *op(KFix *f, BvOp o, Expr *x, Expr *y) {
  return bv_op(&f->p, o, x, y);
}

/* Variables i (the one to split on), c and tid. */
typedef struct {
  KFix f;
  Var *i, *c, *tid;
  Expr *a, *k; /* e = a * i + k */
} Lin;

static void lin_init(Lin *l) {
  kfix_init(&l->f, 1);
  l->i = kfix_bv32(&l->f, "i", VAR_LOCAL);
  l->c = kfix_bv32(&l->f, "c", VAR_CONST);
  l->tid = kfix_tid(&l->f, "local_id_x");
  l->a = l->k = NULL;
}

/* Splits e over i; on success, the texts of a and k. */
static bool split(Lin *l, Expr *e, const char **a, const char **k) {
  l->a = l->k = NULL;
  if (!expr_linear_in(&l->f.p, e, l->i, &l->a, &l->k))
    return false;
  *a = l->a ? kfix_text(&l->f, l->a) : NULL;
  *k = l->k ? kfix_text(&l->f, l->k) : NULL;
  return true;
}

static void test_linear_i_plus_c(void) {
  Lin l;
  lin_init(&l);
  KFix *f = &l.f;
  const char *a, *k;
  if (CHECK(split(&l, op(f, BV_ADD, kfix_v(f, l.i), kfix_v(f, l.c)), &a, &k))) {
    CHECK_STR_EQ(a, "1bv32");
    CHECK_STR_EQ(k, "c");
  }
  kfix_free(f);
}

static void test_linear_c_plus_4_times_i(void) {
  Lin l;
  lin_init(&l);
  KFix *f = &l.f;
  const char *a, *k;
  Expr *e = op(f, BV_ADD, kfix_v(f, l.c), op(f, BV_MUL, kfix_c(f, 4), kfix_v(f, l.i)));
  if (CHECK(split(&l, e, &a, &k))) {
    CHECK_STR_EQ(a, "4bv32");
    CHECK_STR_EQ(k, "c");
  }
  /* The factor on the right works the same. */
  e = op(f, BV_ADD, op(f, BV_MUL, kfix_v(f, l.i), kfix_c(f, 4)), kfix_v(f, l.c));
  if (CHECK(split(&l, e, &a, &k))) {
    CHECK_STR_EQ(a, "4bv32");
    CHECK_STR_EQ(k, "c");
  }
  kfix_free(f);
}

static void test_linear_shift_plus_tid(void) {
  Lin l;
  lin_init(&l);
  KFix *f = &l.f;
  const char *a, *k;
  Expr *e = op(f, BV_ADD, op(f, BV_SHL, kfix_v(f, l.i), kfix_c(f, 2)), kfix_v(f, l.tid));
  if (CHECK(split(&l, e, &a, &k))) {
    CHECK_STR_EQ(a, "4bv32");
    CHECK_STR_EQ(k, "local_id_x");
  }
  kfix_free(f);
}

static void test_linear_symbolic_factor(void) {
  /* (i + 1) * c: a = c, k = c. */
  Lin l;
  lin_init(&l);
  KFix *f = &l.f;
  const char *a, *k;
  Expr *e = op(f, BV_MUL, op(f, BV_ADD, kfix_v(f, l.i), kfix_c(f, 1)), kfix_v(f, l.c));
  if (CHECK(split(&l, e, &a, &k))) {
    CHECK_STR_EQ(a, "c");
    CHECK_STR_EQ(k, "c");
  }
  kfix_free(f);
}

static void test_linear_subtraction(void) {
  /* 3*i - c: a = 3, k = 0 - c. */
  Lin l;
  lin_init(&l);
  KFix *f = &l.f;
  const char *a, *k;
  Expr *e = op(f, BV_SUB, op(f, BV_MUL, kfix_c(f, 3), kfix_v(f, l.i)), kfix_v(f, l.c));
  if (CHECK(split(&l, e, &a, &k))) {
    CHECK_STR_EQ(a, "3bv32");
    CHECK_STR_EQ(k, "BV32_SUB(0bv32, c)");
  }
  /* c - i: a = 0 - 1. */
  e = op(f, BV_SUB, kfix_v(f, l.c), kfix_v(f, l.i));
  if (CHECK(split(&l, e, &a, &k))) {
    CHECK_STR_EQ(a, "4294967295bv32"); /* 0 - 1, folded */
    CHECK_STR_EQ(k, "c");
  }
  kfix_free(f);
}

static void test_linear_trivial_forms(void) {
  Lin l;
  lin_init(&l);
  KFix *f = &l.f;
  const char *a, *k;
  /* i itself. */
  if (CHECK(split(&l, kfix_v(f, l.i), &a, &k))) {
    CHECK_STR_EQ(a, "1bv32");
    CHECK_STR_EQ(k, "0bv32");
  }
  /* An expression without i: a = 0, k the expression itself. */
  Expr *e = op(f, BV_UDIV, kfix_v(f, l.tid), kfix_v(f, l.c));
  if (CHECK(split(&l, e, &a, &k))) {
    CHECK_STR_EQ(a, "0bv32");
    CHECK(l.k == e);
  }
  kfix_free(f);
}

static void test_nonlinear_forms_rejected(void) {
  Lin l;
  lin_init(&l);
  KFix *f = &l.f;
  const char *a, *k;
  Expr *i = kfix_v(f, l.i);
  CHECK(!split(&l, op(f, BV_MUL, i, i), &a, &k));                         /* i*i */
  CHECK(!split(&l, op(f, BV_SHL, kfix_v(f, l.c), i), &a, &k));            /* c << i */
  CHECK(!split(&l, op(f, BV_SHL, i, kfix_v(f, l.c)), &a, &k));            /* i << c */
  CHECK(!split(&l, op(f, BV_SHL, i, kfix_c(f, 32)), &a, &k));             /* i << 32 */
  CHECK(!split(&l, op(f, BV_UDIV, i, kfix_c(f, 2)), &a, &k));             /* i / 2 */
  CHECK(!split(&l, op(f, BV_ADD, op(f, BV_MUL, i, i), kfix_c(f, 1)), &a, &k));
  CHECK(!split(&l, bv_extract(&f->p, i, 16, 0), &a, &k));
  /* Not a bit-vector. */
  CHECK(!split(&l, op(f, BV_ULT, i, kfix_v(f, l.c)), &a, &k));
  kfix_free(f);
}

static void test_expr_mentions(void) {
  Lin l;
  lin_init(&l);
  KFix *f = &l.f;
  Expr *e = op(f, BV_ADD, kfix_v(f, l.c), op(f, BV_MUL, kfix_c(f, 4), kfix_v(f, l.i)));
  CHECK(expr_mentions(e, l.i));
  CHECK(expr_mentions(e, l.c));
  CHECK(!expr_mentions(e, l.tid));
  CHECK(expr_mentions(kfix_v(f, l.tid), l.tid));
  CHECK(!expr_mentions(kfix_c(f, 0), l.i));
  Expr *ite = e_ite(&f->a, e_bool(&f->a, false), kfix_c(f, 0), kfix_c(f, 1));
  CHECK(!expr_mentions(ite, l.i));
  Expr *deep = e_not(&f->a, e_eq(&f->a, kfix_c(f, 0), bv_extract(&f->p, kfix_v(f, l.i), 8, 0)));
  CHECK(expr_mentions(deep, l.i));
  kfix_free(f);
}

/* for (i = 0; i < n; i++) v := in[i];
 * 0 (pre-header): $tmp := 0; i := $tmp -> 1
 * 1 (header): cmp := i < n; cmp -> 2, 3
 * 2 (body and latch): v := in[i]; inc := i + 1; $tmp := inc; i := $tmp -> 1
 * 3: return */
typedef struct {
  KFix f;
  Var *i, *n, *cmp, *inc, *v;
  Array *in;
  Cfg c;
  LoopFacts lf;
} CountLoop;

/* bound < 0: the loop runs to n; else to that constant. */
static bool count_loop_to(CountLoop *t, bool exit_on_true, int bound) {
  KFix *f = &t->f;
  kfix_init(f, 4);
  t->n = kfix_bv32(f, "n", VAR_CONST);
  t->i = kfix_bv32(f, "i", VAR_LOCAL);
  t->cmp = kfix_bool(f, "cmp");
  t->cmp->kind = VAR_LOCAL;
  t->inc = kfix_bv32(f, "inc", VAR_LOCAL);
  t->v = kfix_bv32(f, "v", VAR_LOCAL);
  t->in = kfix_array(f, "in", SPACE_GLOBAL, false);
  kfix_phi_copy(f, 0, t->i, kfix_c(f, 0));
  kfix_goto(f, 0, 1);
  Expr *to = bound < 0 ? kfix_v(f, t->n) : kfix_c(f, bound);
  if (exit_on_true) {
    kfix_assign(f, 1, t->cmp, op(f, BV_UGE, kfix_v(f, t->i), to));
    kfix_branch(f, 1, kfix_v(f, t->cmp), 3, 2);
  } else {
    kfix_assign(f, 1, t->cmp, op(f, BV_ULT, kfix_v(f, t->i), to));
    kfix_branch(f, 1, kfix_v(f, t->cmp), 2, 3);
  }
  kfix_read(f, 2, t->v, t->in, kfix_v(f, t->i));
  kfix_assign(f, 2, t->inc, op(f, BV_ADD, kfix_v(f, t->i), kfix_c(f, 1)));
  kfix_phi_copy(f, 2, t->i, kfix_v(f, t->inc));
  kfix_goto(f, 2, 1);
  cfg_build(&f->k, &t->c);
  if (!CHECK_INT_EQ(t->c.loops.len, 1)) {
    memset(&t->lf, 0, sizeof t->lf);
    return false;
  }
  loopfacts_build(&t->lf, &f->k, &t->c, t->c.loops.items[0]);
  return true;
}

static bool count_loop(CountLoop *t, bool exit_on_true) {
  return count_loop_to(t, exit_on_true, -1);
}

static void count_loop_free(CountLoop *t) {
  loopfacts_free(&t->lf);
  cfg_free(&t->c);
  kfix_free(&t->f);
}

static void test_counting_loop_counter(void) {
  CountLoop t;
  if (count_loop(&t, false) && CHECK_INT_EQ(t.lf.counters.len, 1)) {
    Counter *c = t.lf.counters.items[0];
    CHECK(c->var == t.i);
    CHECK_INT_EQ(c->kind, STEP_ADD);
    if (CHECK(c->init != NULL))
      CHECK_STR_EQ(kfix_text(&t.f, c->init), "0bv32");
    if (CHECK(c->step != NULL)) {
      CHECK(c->step->kind == E_BV);
      CHECK_INT_EQ(c->step->lit, 1);
      CHECK_INT_EQ(c->step->type->width, 32);
    }
  }
  count_loop_free(&t);
}

static void test_counting_loop_guard(void) {
  CountLoop t;
  if (count_loop(&t, false) && CHECK(t.lf.guard != NULL))
    /* The header's `cmp` is seen through to its definition. */
    CHECK_STR_EQ(kfix_text(&t.f, t.lf.guard), "BV32_ULT(i, n)");
  count_loop_free(&t);
}

static void test_guard_negated_when_true_exits(void) {
  CountLoop t;
  if (count_loop(&t, true) && CHECK(t.lf.guard != NULL))
    CHECK_STR_EQ(kfix_text(&t.f, t.lf.guard), "!(BV32_UGE(i, n))");
  /* Read as a comparison of the counter: i < n. */
  BvOp op = BV_NONE;
  Expr *bound = NULL;
  const Counter *c = loopfacts_guard_counter(&t.lf, &op, &bound);
  if (CHECK(c != NULL)) {
    CHECK_STR_EQ(kfix_text(&t.f, e_var(&t.f.a, c->var)), "i");
    CHECK_INT_EQ(op, BV_ULT);
    CHECK_STR_EQ(kfix_text(&t.f, bound), "n");
  }
  count_loop_free(&t);
}

static void test_constant_trips(void) {
  CountLoop t;
  uint64_t trips = 0;
  if (count_loop_to(&t, false, 4) && CHECK(loopfacts_constant_trips(&t.lf, &trips)))
    CHECK_INT_EQ(trips, 4);
  count_loop_free(&t);
  /* i >= 7 exits: the guard is !(i >= 7), seven iterations. */
  if (count_loop_to(&t, true, 7) && CHECK(loopfacts_constant_trips(&t.lf, &trips)))
    CHECK_INT_EQ(trips, 7);
  count_loop_free(&t);
  if (count_loop_to(&t, false, 0) && CHECK(loopfacts_constant_trips(&t.lf, &trips)))
    CHECK_INT_EQ(trips, 0);
  count_loop_free(&t);
  /* A bound of n is no constant. */
  if (count_loop(&t, false))
    CHECK(!loopfacts_constant_trips(&t.lf, &trips));
  count_loop_free(&t);
}

static void test_counting_loop_accesses_and_maps(void) {
  CountLoop t;
  if (count_loop(&t, false)) {
    if (CHECK_INT_EQ(t.lf.accesses.len, 1)) {
      KStmt *s = t.lf.accesses.items[0];
      CHECK(s->kind == K_READ && s->array == t.in);
    }
    /* Single definitions are recorded; the phi, defined twice, is not. */
    KStmt *d = ptrmap_get(&t.lf.def, t.inc);
    CHECK(d != NULL && d->lhs == t.inc);
    CHECK(ptrmap_get(&t.lf.def, t.i) == NULL);
    /* Defined inside the loop: the header's and body's variables. */
    CHECK(ptrmap_get(&t.lf.inside, t.inc) != NULL);
    CHECK(ptrmap_get(&t.lf.inside, t.cmp) != NULL);
    CHECK(ptrmap_get(&t.lf.inside, t.i) != NULL);
    CHECK(ptrmap_get(&t.lf.inside, t.n) == NULL);
  }
  count_loop_free(&t);
}

static void test_at_head_rewrites_and_refuses(void) {
  CountLoop t;
  if (count_loop(&t, false)) {
    Program *p = &t.f.p;
    /* inc is i + 1 at the head; i and n are themselves. */
    Expr *e = loopfacts_at_head(&t.lf, p, op(&t.f, BV_MUL, kfix_v(&t.f, t.inc), kfix_v(&t.f, t.n)));
    if (CHECK(e != NULL))
      CHECK_STR_EQ(kfix_text(&t.f, e), "BV32_MUL(BV32_ADD(i, 1bv32), n)");
    Expr *i = kfix_v(&t.f, t.i);
    CHECK(loopfacts_at_head(&t.lf, p, i) == i);
    /* A value read from memory inside the loop has no form at the head. */
    CHECK(loopfacts_at_head(&t.lf, p, kfix_v(&t.f, t.v)) == NULL);
    CHECK(loopfacts_at_head(&t.lf, p, op(&t.f, BV_ADD, kfix_v(&t.f, t.v), i)) == NULL);
  }
  count_loop_free(&t);
}

/* A loop 0 -> 1 (header) -> 2 (latch) -> 1, exit 3, whose phi p starts at
 * `init` and is updated in the latch by `update(p)` (built by the caller
 * through a temporary `u`). */
typedef struct {
  KFix f;
  Var *p, *n, *u;
  Cfg c;
  LoopFacts lf;
} OneLoop;

static void one_loop_begin(OneLoop *t) {
  KFix *f = &t->f;
  kfix_init(f, 4);
  t->n = kfix_bv32(f, "n", VAR_CONST);
  t->p = kfix_bv32(f, "p", VAR_LOCAL);
  t->u = kfix_bv32(f, "u", VAR_LOCAL);
  kfix_goto(f, 0, 1);
  kfix_branch(f, 1, op(f, BV_ULT, kfix_c(f, 0), kfix_v(f, t->p)), 2, 3);
  kfix_goto(f, 2, 1);
}

static Counter *one_loop_end(OneLoop *t, Expr *init, Expr *update) {
  KFix *f = &t->f;
  kfix_phi_copy(f, 0, t->p, init);
  kfix_assign(f, 2, t->u, update);
  kfix_phi_copy(f, 2, t->p, kfix_v(f, t->u));
  cfg_build(&f->k, &t->c);
  memset(&t->lf, 0, sizeof t->lf);
  if (!CHECK_INT_EQ(t->c.loops.len, 1))
    return NULL;
  loopfacts_build(&t->lf, &f->k, &t->c, t->c.loops.items[0]);
  if (!CHECK_INT_EQ(t->lf.counters.len, 1))
    return NULL;
  return t->lf.counters.items[0];
}

static void one_loop_free(OneLoop *t) {
  loopfacts_free(&t->lf);
  cfg_free(&t->c);
  kfix_free(&t->f);
}

static void test_counter_down_by_sub(void) {
  OneLoop t;
  one_loop_begin(&t);
  KFix *f = &t.f;
  Counter *c = one_loop_end(&t, kfix_v(f, t.n), op(f, BV_SUB, kfix_v(f, t.p), kfix_c(f, 2)));
  if (c) {
    CHECK_INT_EQ(c->kind, STEP_ADD);
    if (CHECK(c->init && c->step)) {
      CHECK_STR_EQ(kfix_text(f, c->init), "n");
      CHECK_STR_EQ(kfix_text(f, c->step), "4294967294bv32");
    }
    CHECK(c->down);
    if (CHECK(c->mag))
      CHECK_STR_EQ(kfix_text(f, c->mag), "2bv32");
  }
  one_loop_free(&t);

  /* p := p - n: down by n, whatever n's sign may be. */
  one_loop_begin(&t);
  c = one_loop_end(&t, kfix_c(f, 100), op(f, BV_SUB, kfix_v(f, t.p), kfix_v(f, t.n)));
  if (c) {
    CHECK(c->down);
    if (CHECK(c->mag))
      CHECK_STR_EQ(kfix_text(f, c->mag), "n");
  }
  one_loop_free(&t);

  /* p := p + 0xfffffff0 is p - 16; p := p + 16 goes up. */
  one_loop_begin(&t);
  c = one_loop_end(&t, kfix_c(f, 100), op(f, BV_ADD, kfix_v(f, t.p), kfix_c(f, 0xfffffff0u)));
  if (c) {
    CHECK(c->down);
    if (CHECK(c->mag))
      CHECK_STR_EQ(kfix_text(f, c->mag), "16bv32");
  }
  one_loop_free(&t);
  one_loop_begin(&t);
  c = one_loop_end(&t, kfix_c(f, 0), op(f, BV_ADD, kfix_v(f, t.p), kfix_c(f, 16)));
  if (c) {
    CHECK(!c->down);
    if (CHECK(c->mag))
      CHECK_STR_EQ(kfix_text(f, c->mag), "16bv32");
  }
  one_loop_free(&t);
}

static void test_literal_folding(void) {
  Lin l;
  lin_init(&l);
  KFix *f = &l.f;
  int64_t v;
  /* 0 - 1 at 32 bits is -1; 3 * (2 - 5) is -9; 0x80000000 is negative. */
  if (CHECK(loopfacts_literal(op(f, BV_SUB, kfix_c(f, 0), kfix_c(f, 1)), &v)))
    CHECK_INT_EQ(v, -1);
  if (CHECK(loopfacts_literal(
          op(f, BV_MUL, kfix_c(f, 3), op(f, BV_SUB, kfix_c(f, 2), kfix_c(f, 5))), &v)))
    CHECK_INT_EQ(v, -9);
  if (CHECK(loopfacts_literal(kfix_c(f, 0x80000000u), &v)))
    CHECK_INT_EQ(v, INT32_MIN);
  /* A variable, or an operation other than +, - and *, is not a literal. */
  CHECK(!loopfacts_literal(op(f, BV_SUB, kfix_c(f, 0), kfix_v(f, l.c)), &v));
  CHECK(!loopfacts_literal(op(f, BV_UDIV, kfix_c(f, 8), kfix_c(f, 0)), &v));
  kfix_free(f);
}

/* Two sums that differ by a literal, wherever the literal sits: c + 4 *
 * (3 + 16 * i) is c + 64 * i plus 12, and i << 2 is 4 * i; sums with other
 * terms or other factors are not a literal apart. */
static void test_literal_offset(void) {
  Lin l;
  lin_init(&l);
  KFix *f = &l.f;
  Expr *i = kfix_v(f, l.i), *c = kfix_v(f, l.c), *t = kfix_v(f, l.tid);
  Expr *c_64i = op(f, BV_ADD, c, op(f, BV_MUL, kfix_c(f, 64), i));
  Expr *word3 = op(f, BV_ADD, c,
                   op(f, BV_MUL, kfix_c(f, 4), op(f, BV_ADD, kfix_c(f, 3), op(f, BV_MUL, kfix_c(f, 16), i))));
  int64_t d = 0;
  if (CHECK(loopfacts_literal_offset(word3, c_64i, &d)))
    CHECK_INT_EQ(d, 12);
  if (CHECK(loopfacts_literal_offset(c_64i, word3, &d)))
    CHECK_INT_EQ(d, -12);
  Expr *shifted = op(f, BV_SUB, op(f, BV_SHL, i, kfix_c(f, 2)), kfix_c(f, 1));
  if (CHECK(loopfacts_literal_offset(shifted, op(f, BV_MUL, i, kfix_c(f, 4)), &d)))
    CHECK_INT_EQ(d, -1);
  CHECK(!loopfacts_literal_offset(op(f, BV_ADD, c_64i, t), c_64i, &d));
  CHECK(!loopfacts_literal_offset(op(f, BV_MUL, kfix_c(f, 32), i), c_64i, &d));
  CHECK(!loopfacts_literal_offset(op(f, BV_MUL, c, i), op(f, BV_MUL, i, c), &d));
  kfix_free(f);
}

static void test_counter_add_symbolic_step_on_left(void) {
  /* p := n + p: the step n is loop-invariant. */
  OneLoop t;
  one_loop_begin(&t);
  KFix *f = &t.f;
  Counter *c = one_loop_end(&t, kfix_c(f, 0), op(f, BV_ADD, kfix_v(f, t.n), kfix_v(f, t.p)));
  if (c) {
    CHECK_INT_EQ(c->kind, STEP_ADD);
    if (CHECK(c->step))
      CHECK_STR_EQ(kfix_text(f, c->step), "n");
  }
  one_loop_free(&t);
}

static void test_counter_doubling_and_halving(void) {
  OneLoop t;
  one_loop_begin(&t);
  KFix *f = &t.f;
  Counter *c = one_loop_end(&t, kfix_c(f, 1), op(f, BV_SHL, kfix_v(f, t.p), kfix_c(f, 1)));
  if (c)
    CHECK_INT_EQ(c->kind, STEP_MUL2);
  one_loop_free(&t);

  one_loop_begin(&t);
  c = one_loop_end(&t, kfix_c(f, 1), op(f, BV_MUL, kfix_v(f, t.p), kfix_c(f, 2)));
  if (c)
    CHECK_INT_EQ(c->kind, STEP_MUL2);
  one_loop_free(&t);

  /* 2 * p, as clang writes s *= 2 on an unsigned. */
  one_loop_begin(&t);
  c = one_loop_end(&t, kfix_c(f, 1), op(f, BV_MUL, kfix_c(f, 2), kfix_v(f, t.p)));
  if (c)
    CHECK_INT_EQ(c->kind, STEP_MUL2);
  one_loop_free(&t);

  one_loop_begin(&t);
  c = one_loop_end(&t, kfix_v(f, t.n), op(f, BV_LSHR, kfix_v(f, t.p), kfix_c(f, 1)));
  if (c) {
    CHECK_INT_EQ(c->kind, STEP_DIV2);
    if (CHECK(c->init))
      CHECK_STR_EQ(kfix_text(f, c->init), "n");
  }
  one_loop_free(&t);

  one_loop_begin(&t);
  c = one_loop_end(&t, kfix_v(f, t.n), op(f, BV_UDIV, kfix_v(f, t.p), kfix_c(f, 2)));
  if (c)
    CHECK_INT_EQ(c->kind, STEP_DIV2);
  one_loop_free(&t);
}

static void test_counter_unrecognised_update(void) {
  /* p := p * p is not a counter of a known kind; p := p + p doubles. */
  OneLoop t;
  one_loop_begin(&t);
  KFix *f = &t.f;
  Counter *c = one_loop_end(&t, kfix_c(f, 1), op(f, BV_MUL, kfix_v(f, t.p), kfix_v(f, t.p)));
  if (c)
    CHECK_INT_EQ(c->kind, STEP_NONE);
  one_loop_free(&t);

  one_loop_begin(&t);
  c = one_loop_end(&t, kfix_c(f, 1), op(f, BV_ADD, kfix_v(f, t.p), kfix_v(f, t.p)));
  if (c)
    CHECK_INT_EQ(c->kind, STEP_MUL2);
  one_loop_free(&t);

  /* p := p * 3 */
  one_loop_begin(&t);
  c = one_loop_end(&t, kfix_c(f, 1), op(f, BV_MUL, kfix_v(f, t.p), kfix_c(f, 3)));
  if (c)
    CHECK_INT_EQ(c->kind, STEP_NONE);
  one_loop_free(&t);
}

/* for (i = base + 32 * g; i < n; i += step) with g a group id of 8 groups
 * and n pinned to `bound` when `pinned` (through the concrete map, as
 * instrumentation keeps them): whether the loop runs at most once. */
static bool runs_once(uint32_t base, uint32_t step, uint32_t bound, bool pinned) {
  KFix f;
  kfix_init(&f, 4);
  Var *g = kfix_tid(&f, "group_id_x"), *groups = kfix_bv32(&f, "num_groups_x", VAR_CONST);
  f.k.b.group_id[0] = g;
  f.k.b.num_groups[0] = groups;
  Var *n = kfix_bv32(&f, "n", VAR_CONST), *i = kfix_bv32(&f, "i", VAR_LOCAL);
  Var *cmp = kfix_bool(&f, "cmp"), *inc = kfix_bv32(&f, "inc", VAR_LOCAL);
  cmp->kind = VAR_LOCAL;
  PtrMap concrete = {0};
  ptrmap_put(&concrete, groups, kfix_c(&f, 8));
  if (pinned)
    ptrmap_put(&concrete, n, kfix_c(&f, bound));
  Expr *init = op(&f, BV_ADD, kfix_c(&f, base),
                  op(&f, BV_MUL, kfix_c(&f, 32), kfix_v(&f, g)));
  kfix_phi_copy(&f, 0, i, init);
  kfix_goto(&f, 0, 1);
  kfix_assign(&f, 1, cmp, op(&f, BV_ULT, kfix_v(&f, i), kfix_v(&f, n)));
  kfix_branch(&f, 1, kfix_v(&f, cmp), 2, 3);
  kfix_assign(&f, 2, inc, op(&f, BV_ADD, kfix_v(&f, i), kfix_c(&f, step)));
  kfix_phi_copy(&f, 2, i, kfix_v(&f, inc));
  kfix_goto(&f, 2, 1);
  Cfg c;
  cfg_build(&f.k, &c);
  bool once = false;
  if (CHECK_INT_EQ(c.loops.len, 1)) {
    LoopFacts lf;
    loopfacts_build(&lf, &f.k, &c, c.loops.items[0]);
    once = loopfacts_runs_once(&lf, &f.k, c.loops.items[0], &concrete) != NULL;
    loopfacts_free(&lf);
  }
  ptrmap_free(&concrete);
  cfg_free(&c);
  kfix_free(&f);
  return once;
}

static void test_runs_once(void) {
  /* 32 * g <= 224 < 256, and 0 + 8192 passes every bound. */
  CHECK(runs_once(0, 8192, 256, true));
  /* 16 stays below 256: a second pass. */
  CHECK(!runs_once(0, 16, 256, true));
  /* A bound not pinned may be near 2^32, beyond one step. */
  CHECK(!runs_once(0, 8192, 256, false));
  /* From 0xa00000e0 a step of 0x10000000 reaches 0xb00000e0: no wrap. */
  CHECK(runs_once(0xa0000000u, 0x10000000u, 0xb0000000u, true));
  /* 0xa00000e0 + 0x7ffffff0 wraps to 0x200000d0, below the bound. */
  CHECK(!runs_once(0xa0000000u, 0x7ffffff0u, 0xb0000000u, true));
}

void test_loopfacts(void) {
  RUN_TEST(test_linear_i_plus_c);
  RUN_TEST(test_linear_c_plus_4_times_i);
  RUN_TEST(test_linear_shift_plus_tid);
  RUN_TEST(test_linear_symbolic_factor);
  RUN_TEST(test_linear_subtraction);
  RUN_TEST(test_linear_trivial_forms);
  RUN_TEST(test_nonlinear_forms_rejected);
  RUN_TEST(test_expr_mentions);
  RUN_TEST(test_counting_loop_counter);
  RUN_TEST(test_counting_loop_guard);
  RUN_TEST(test_guard_negated_when_true_exits);
  RUN_TEST(test_constant_trips);
  RUN_TEST(test_counting_loop_accesses_and_maps);
  RUN_TEST(test_at_head_rewrites_and_refuses);
  RUN_TEST(test_counter_down_by_sub);
  RUN_TEST(test_literal_folding);
  RUN_TEST(test_literal_offset);
  RUN_TEST(test_counter_add_symbolic_step_on_left);
  RUN_TEST(test_counter_doubling_and_halving);
  RUN_TEST(test_counter_unrecognised_update);
  RUN_TEST(test_runs_once);
}
