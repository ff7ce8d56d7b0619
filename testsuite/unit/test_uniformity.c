/* Unit tests for uniformity: which variables differ between the two
 * threads and which blocks they may disagree on executing, on kernels
 * built by hand with thread-id builtins as translate.c makes them. */
#include <string.h>

#include "check.h"
#include "kfix.h"
#include "uniformity.h"

/* Builds the Cfg and runs the analysis; the caller frees the Cfg. */
static void analyse(KFix *f, Cfg *c) {
  cfg_build(&f->k, c);
  uniformity_analyse(&f->k, c);
}

static Expr *ult(KFix *f, Expr *x, Expr *y) { return bv_op(&f->p, BV_ULT, x, y); }
static Expr *add(KFix *f, Expr *x, Expr *y) { return bv_op(&f->p, BV_ADD, x, y); }

/* if (cond) x := 1 else x := 2; y := x
 * 0: cond -> 1, 2;  1: x := 1 -> 3;  2: x := 2 -> 3;  3: y := x; return. */
static void if_else(KFix *f, Expr *cond, Var **x, Var **y) {
  kfix_init(f, 4);
  *x = kfix_bv32(f, "x", VAR_LOCAL);
  *y = kfix_bv32(f, "y", VAR_LOCAL);
  kfix_branch(f, 0, cond, 1, 2);
  kfix_assign(f, 1, *x, kfix_c(f, 1));
  kfix_goto(f, 1, 3);
  kfix_assign(f, 2, *x, kfix_c(f, 2));
  kfix_goto(f, 2, 3);
  kfix_assign(f, 3, *y, kfix_v(f, *x));
}

static void test_expr_nonuniform_forms(void) {
  KFix f;
  kfix_init(&f, 1);
  Var *tid = kfix_tid(&f, "local_id_x");
  Var *n = kfix_bv32(&f, "$arg_n", VAR_CONST);
  CHECK(expr_nonuniform(&f.k, kfix_v(&f, tid)));
  CHECK(!expr_nonuniform(&f.k, kfix_v(&f, n)));
  CHECK(!expr_nonuniform(&f.k, kfix_c(&f, 3)));
  CHECK(expr_nonuniform(&f.k, add(&f, kfix_v(&f, n), kfix_v(&f, tid))));
  CHECK(!expr_nonuniform(&f.k, add(&f, kfix_v(&f, n), kfix_c(&f, 1))));
  CHECK(expr_nonuniform(&f.k, e_new(&f.a, E_ENABLED, ty_bool(&f.a), 0)));
  CHECK(!expr_nonuniform(&f.k, e_new(&f.a, E_SAME_GROUP, ty_bool(&f.a), 0)));
  kfix_free(&f);
}

/* The kernel's facts table: all false until set, grown to cover any id. */
static void test_var_facts_table(void) {
  KFix f;
  kfix_init(&f, 1);
  Var *x = kfix_bv32(&f, "x", VAR_LOCAL);
  CHECK(!kfix_facts(&f, x).nonuniform && !kfix_facts(&f, x).multi_def &&
        !kfix_facts(&f, x).loaded);
  CHECK_INT_EQ(f.k.nvar_facts, 0); /* reading does not grow it */
  Var *vars[100];
  for (int i = 0; i < 100; i++)
    vars[i] = kfix_bv32(&f, "v", VAR_LOCAL);
  kernel_var_facts(&f.k, vars[99])->loaded = true;
  kernel_var_facts(&f.k, x)->multi_def = true;
  CHECK(f.k.nvar_facts > vars[99]->id);
  CHECK(kfix_facts(&f, vars[99]).loaded && !kfix_facts(&f, vars[99]).nonuniform);
  CHECK(kfix_facts(&f, x).multi_def && !kfix_facts(&f, x).loaded);
  CHECK(!kfix_facts(&f, vars[50]).loaded);
  kfix_free(&f);
}

static void test_tid_branch_makes_arms_divergent(void) {
  KFix f;
  Var *x, *y;
  if_else(&f, NULL, &x, &y);
  Var *t = kfix_tid(&f, "local_id_x");
  f.b[0]->cond = ult(&f, kfix_v(&f, t), kfix_c(&f, 4));
  Cfg c;
  analyse(&f, &c);
  CHECK(!f.b[0]->divergent);
  CHECK(f.b[1]->divergent);
  CHECK(f.b[2]->divergent);
  cfg_free(&c);
  kfix_free(&f);
}

static void test_tid_branch_phi_is_nonuniform(void) {
  KFix f;
  Var *x, *y;
  if_else(&f, NULL, &x, &y);
  Var *t = kfix_tid(&f, "local_id_x");
  f.b[0]->cond = ult(&f, kfix_v(&f, t), kfix_c(&f, 4));
  Cfg c;
  analyse(&f, &c);
  /* x gets a uniform constant in each arm, but which one depends on the
   * thread: a merge under a non-uniform branch. */
  CHECK(kfix_facts(&f, x).multi_def);
  CHECK(kfix_facts(&f, x).nonuniform);
  CHECK(!kfix_facts(&f, y).multi_def);
  CHECK(kfix_facts(&f, y).nonuniform); /* copies x */
  cfg_free(&c);
  kfix_free(&f);
}

static void test_join_after_tid_branch_not_divergent(void) {
  KFix f;
  Var *x, *y;
  if_else(&f, NULL, &x, &y);
  Var *t = kfix_tid(&f, "local_id_x");
  f.b[0]->cond = ult(&f, kfix_v(&f, t), kfix_c(&f, 4));
  Cfg c;
  analyse(&f, &c);
  CHECK(f.b[1]->divergent);
  CHECK(!f.b[3]->divergent); /* both threads reach the join */
  cfg_free(&c);
  kfix_free(&f);
}

static void test_uniform_branch_not_divergent(void) {
  KFix f;
  Var *x, *y;
  if_else(&f, NULL, &x, &y);
  Var *n = kfix_bv32(&f, "$arg_n", VAR_CONST);
  Var *t = kfix_tid(&f, "local_id_x");
  (void)t;
  f.b[0]->cond = ult(&f, kfix_v(&f, n), kfix_c(&f, 4));
  Cfg c;
  analyse(&f, &c);
  for (int i = 0; i < 4; i++)
    CHECK(!f.b[i]->divergent);
  CHECK(kfix_facts(&f, x).multi_def);
  CHECK(!kfix_facts(&f, x).nonuniform); /* both threads take the same arm */
  CHECK(!kfix_facts(&f, y).nonuniform);
  CHECK(!kfix_facts(&f, n).nonuniform);
  CHECK(kfix_facts(&f, t).nonuniform); /* the builtin's own mark is kept */
  cfg_free(&c);
  kfix_free(&f);
}

static void test_uniform_value_in_divergent_arm_stays_uniform(void) {
  /* A single definition of a uniform expression has the same value in
   * every thread that executes it. */
  KFix f;
  Var *x, *y;
  if_else(&f, NULL, &x, &y);
  Var *t = kfix_tid(&f, "local_id_x");
  Var *n = kfix_bv32(&f, "$arg_n", VAR_CONST);
  Var *z = kfix_bv32(&f, "z", VAR_LOCAL);
  Var *w = kfix_bv32(&f, "w", VAR_LOCAL);
  f.b[0]->cond = ult(&f, kfix_v(&f, t), kfix_c(&f, 4));
  kfix_assign(&f, 1, z, add(&f, kfix_v(&f, n), kfix_c(&f, 1)));
  kfix_assign(&f, 2, w, add(&f, kfix_v(&f, n), kfix_v(&f, t)));
  Cfg c;
  analyse(&f, &c);
  CHECK(f.b[1]->divergent);
  CHECK(!kfix_facts(&f, z).multi_def);
  CHECK(!kfix_facts(&f, z).nonuniform);
  CHECK(kfix_facts(&f, w).nonuniform);
  cfg_free(&c);
  kfix_free(&f);
}

static void test_nonuniformity_propagates_through_assignments(void) {
  /* Straight line: a := tid; b := a + 1; d := n + 1; e := b + d. */
  KFix f;
  kfix_init(&f, 1);
  Var *t = kfix_tid(&f, "local_id_x");
  Var *n = kfix_bv32(&f, "$arg_n", VAR_CONST);
  Var *a = kfix_bv32(&f, "a", VAR_LOCAL), *b = kfix_bv32(&f, "b", VAR_LOCAL);
  Var *d = kfix_bv32(&f, "d", VAR_LOCAL), *e = kfix_bv32(&f, "e", VAR_LOCAL);
  /* Uses before definitions in block order still converge. */
  kfix_assign(&f, 0, e, add(&f, kfix_v(&f, b), kfix_v(&f, d)));
  kfix_assign(&f, 0, b, add(&f, kfix_v(&f, a), kfix_c(&f, 1)));
  kfix_assign(&f, 0, a, kfix_v(&f, t));
  kfix_assign(&f, 0, d, add(&f, kfix_v(&f, n), kfix_c(&f, 1)));
  Cfg c;
  analyse(&f, &c);
  CHECK(kfix_facts(&f, a).nonuniform && kfix_facts(&f, b).nonuniform &&
        kfix_facts(&f, e).nonuniform);
  CHECK(!kfix_facts(&f, d).nonuniform);
  CHECK(!f.b[0]->divergent);
  cfg_free(&c);
  kfix_free(&f);
}

static void test_havoc_is_nonuniform(void) {
  KFix f;
  kfix_init(&f, 1);
  Var *h = kfix_bv32(&f, "h", VAR_LOCAL);
  KStmt *s = kstmt_new(&f.k, f.b[0], K_HAVOC);
  s->lhs = h;
  Cfg c;
  analyse(&f, &c);
  CHECK(kfix_facts(&f, h).nonuniform);
  cfg_free(&c);
  kfix_free(&f);
}

static void test_read_unwritten_array_uniform_index_is_uniform(void) {
  KFix f;
  kfix_init(&f, 1);
  Var *n = kfix_bv32(&f, "$arg_n", VAR_CONST);
  Var *v = kfix_bv32(&f, "v", VAR_LOCAL);
  Array *in = kfix_array(&f, "in", SPACE_GLOBAL, false);
  kfix_read(&f, 0, v, in, kfix_v(&f, n));
  Cfg c;
  analyse(&f, &c);
  CHECK(!kfix_facts(&f, v).nonuniform);
  cfg_free(&c);
  kfix_free(&f);
}

static void test_read_written_array_is_nonuniform(void) {
  KFix f;
  kfix_init(&f, 1);
  Var *t = kfix_tid(&f, "local_id_x");
  Var *n = kfix_bv32(&f, "$arg_n", VAR_CONST);
  Var *v = kfix_bv32(&f, "v", VAR_LOCAL);
  Array *buf = kfix_array(&f, "buf", SPACE_SHARED, true);
  kfix_write(&f, 0, buf, kfix_v(&f, t), kfix_c(&f, 0));
  kfix_read(&f, 0, v, buf, kfix_v(&f, n)); /* uniform index, written array */
  Cfg c;
  analyse(&f, &c);
  CHECK(kfix_facts(&f, v).nonuniform);
  cfg_free(&c);
  kfix_free(&f);
}

static void test_read_at_tid_index_is_nonuniform(void) {
  KFix f;
  kfix_init(&f, 1);
  Var *t = kfix_tid(&f, "local_id_x");
  Var *v = kfix_bv32(&f, "v", VAR_LOCAL);
  Array *in = kfix_array(&f, "in", SPACE_GLOBAL, false);
  kfix_read(&f, 0, v, in, kfix_v(&f, t));
  Cfg c;
  analyse(&f, &c);
  CHECK(kfix_facts(&f, v).nonuniform);
  cfg_free(&c);
  kfix_free(&f);
}

static void test_read_private_array_is_nonuniform(void) {
  /* Each thread has its own private memory. */
  KFix f;
  kfix_init(&f, 1);
  Var *v = kfix_bv32(&f, "v", VAR_LOCAL);
  Array *priv = kfix_array(&f, "priv", SPACE_PRIVATE, false);
  kfix_read(&f, 0, v, priv, kfix_c(&f, 0));
  Cfg c;
  analyse(&f, &c);
  CHECK(kfix_facts(&f, v).nonuniform);
  cfg_free(&c);
  kfix_free(&f);
}

static void test_branch_on_read_value_follows_read(void) {
  /* 0: v := in[n]; v < 4 -> 1, 2; 1 -> 2; 2: return: uniform.
   * The same with a written array makes block 1 divergent. */
  for (int written = 0; written < 2; written++) {
    KFix f;
    kfix_init(&f, 3);
    Var *n = kfix_bv32(&f, "$arg_n", VAR_CONST);
    Var *v = kfix_bv32(&f, "v", VAR_LOCAL);
    Array *in = kfix_array(&f, "in", SPACE_GLOBAL, written);
    kfix_read(&f, 0, v, in, kfix_v(&f, n));
    kfix_branch(&f, 0, ult(&f, kfix_v(&f, v), kfix_c(&f, 4)), 1, 2);
    kfix_goto(&f, 1, 2);
    Cfg c;
    analyse(&f, &c);
    CHECK_INT_EQ(f.b[1]->divergent, written);
    CHECK(!f.b[2]->divergent);
    cfg_free(&c);
    kfix_free(&f);
  }
}

static void test_uniform_branch_inside_divergent_region(void) {
  /* 0: tid < 4 -> 1, 4;  1: n < 4 -> 2, 3;  2: x := 1 -> 5;
   * 3: x := 2 -> 5;  4 -> 6;  5 -> 6;  6: return.
   * The inner branch is uniform but only some threads reach it. */
  KFix f;
  kfix_init(&f, 7);
  Var *t = kfix_tid(&f, "local_id_x");
  Var *n = kfix_bv32(&f, "$arg_n", VAR_CONST);
  Var *x = kfix_bv32(&f, "x", VAR_LOCAL);
  kfix_branch(&f, 0, ult(&f, kfix_v(&f, t), kfix_c(&f, 4)), 1, 4);
  kfix_branch(&f, 1, ult(&f, kfix_v(&f, n), kfix_c(&f, 4)), 2, 3);
  kfix_assign(&f, 2, x, kfix_c(&f, 1));
  kfix_goto(&f, 2, 5);
  kfix_assign(&f, 3, x, kfix_c(&f, 2));
  kfix_goto(&f, 3, 5);
  kfix_goto(&f, 4, 6);
  kfix_goto(&f, 5, 6);
  Cfg c;
  analyse(&f, &c);
  static const bool divergent[7] = {false, true, true, true, true, true, false};
  for (int i = 0; i < 7; i++)
    CHECK_INT_EQ(f.b[i]->divergent, divergent[i]);
  CHECK(kfix_facts(&f, x).nonuniform);
  cfg_free(&c);
  kfix_free(&f);
}

static void test_loop_with_tid_trip_count(void) {
  /* for (i = 0; i < tid; i++) {}
   * 0: i := 0 -> 1;  1: i < tid -> 2, 3;  2: i := i + 1 -> 1;  3: return. */
  KFix f;
  kfix_init(&f, 4);
  Var *t = kfix_tid(&f, "local_id_x");
  Var *i = kfix_bv32(&f, "i", VAR_LOCAL);
  Var *inc = kfix_bv32(&f, "inc", VAR_LOCAL);
  Var *t0 = kfix_phi_copy(&f, 0, i, kfix_c(&f, 0));
  kfix_goto(&f, 0, 1);
  kfix_branch(&f, 1, ult(&f, kfix_v(&f, i), kfix_v(&f, t)), 2, 3);
  kfix_assign(&f, 2, inc, add(&f, kfix_v(&f, i), kfix_c(&f, 1)));
  Var *t1 = kfix_phi_copy(&f, 2, i, kfix_v(&f, inc));
  kfix_goto(&f, 2, 1);
  Cfg c;
  analyse(&f, &c);
  CHECK(!f.b[0]->divergent);
  CHECK(f.b[1]->divergent); /* whether a thread is still looping */
  CHECK(f.b[2]->divergent);
  CHECK(!f.b[3]->divergent);
  CHECK(kfix_facts(&f, i).multi_def && kfix_facts(&f, i).nonuniform);
  CHECK(kfix_facts(&f, inc).nonuniform && kfix_facts(&f, t1).nonuniform);
  CHECK(!kfix_facts(&f, t0).nonuniform);
  cfg_free(&c);
  kfix_free(&f);
}

static void test_loop_with_uniform_trip_count(void) {
  /* The same loop bounded by a parameter stays uniform. */
  KFix f;
  kfix_init(&f, 4);
  Var *n = kfix_bv32(&f, "$arg_n", VAR_CONST);
  Var *i = kfix_bv32(&f, "i", VAR_LOCAL);
  Var *inc = kfix_bv32(&f, "inc", VAR_LOCAL);
  kfix_phi_copy(&f, 0, i, kfix_c(&f, 0));
  kfix_goto(&f, 0, 1);
  kfix_branch(&f, 1, ult(&f, kfix_v(&f, i), kfix_v(&f, n)), 2, 3);
  kfix_assign(&f, 2, inc, add(&f, kfix_v(&f, i), kfix_c(&f, 1)));
  kfix_phi_copy(&f, 2, i, kfix_v(&f, inc));
  kfix_goto(&f, 2, 1);
  Cfg c;
  analyse(&f, &c);
  for (int b = 0; b < 4; b++)
    CHECK(!f.b[b]->divergent);
  CHECK(kfix_facts(&f, i).multi_def);
  CHECK(!kfix_facts(&f, i).nonuniform);
  CHECK(!kfix_facts(&f, inc).nonuniform);
  cfg_free(&c);
  kfix_free(&f);
}

static void test_atomic_result_is_nonuniform(void) {
  KFix f;
  kfix_init(&f, 1);
  Array *c = kfix_array(&f, "c", SPACE_GLOBAL, false);
  Var *old = kfix_bv32(&f, "old", VAR_LOCAL);
  kfix_atomic(&f, 0, old, c, kfix_c(&f, 0), 1);
  Cfg cfg;
  analyse(&f, &cfg);
  CHECK(kfix_facts(&f, old).nonuniform);
  cfg_free(&cfg);
  kfix_free(&f);
}

void test_uniformity(void) {
  RUN_TEST(test_expr_nonuniform_forms);
  RUN_TEST(test_var_facts_table);
  RUN_TEST(test_tid_branch_makes_arms_divergent);
  RUN_TEST(test_tid_branch_phi_is_nonuniform);
  RUN_TEST(test_join_after_tid_branch_not_divergent);
  RUN_TEST(test_uniform_branch_not_divergent);
  RUN_TEST(test_uniform_value_in_divergent_arm_stays_uniform);
  RUN_TEST(test_nonuniformity_propagates_through_assignments);
  RUN_TEST(test_havoc_is_nonuniform);
  RUN_TEST(test_read_unwritten_array_uniform_index_is_uniform);
  RUN_TEST(test_read_written_array_is_nonuniform);
  RUN_TEST(test_read_at_tid_index_is_nonuniform);
  RUN_TEST(test_read_private_array_is_nonuniform);
  RUN_TEST(test_branch_on_read_value_follows_read);
  RUN_TEST(test_uniform_branch_inside_divergent_region);
  RUN_TEST(test_loop_with_tid_trip_count);
  RUN_TEST(test_loop_with_uniform_trip_count);
  RUN_TEST(test_atomic_result_is_nonuniform);
}
