/* Unit tests for barrier_inv: what a barrier invariant may use, its
 * instantiation for other threads, and the reads it makes under which
 * conditions. */
#include <string.h>

#include "barrier_inv.h"
#include "check.h"
#include "kfix.h"

typedef struct {
  KFix f;
  Var *tid, *x, *y;
  Array *A;
} Fix;

static void fix_init(Fix *x) {
  kfix_init(&x->f, 1);
  x->tid = kfix_tid(&x->f, "local_id_x");
  x->f.k.b.local_id[0] = x->tid;
  x->f.k.b.local_id[1] = kfix_tid(&x->f, "local_id_y");
  x->x = kfix_bv32(&x->f, "X", VAR_CONST);
  x->y = kfix_bv32(&x->f, "Y", VAR_CONST);
  x->A = kfix_array(&x->f, "A", SPACE_SHARED, true);
}

static const char *text(Fix *x, const Expr *e) {
  StrBuf sb = {0};
  bpl_print_expr(&sb, e);
  const char *s = arena_strdup(&x->f.a, sb.s);
  sb_free(&sb);
  return s;
}

static Expr *other(Fix *x, Expr *e) {
  Expr *o = e_new(&x->f.a, E_OTHER, e->type, 1);
  o->args[0] = e;
  return o;
}

static Expr *mem(Fix *x, Expr *index) {
  Expr *m = e_new(&x->f.a, E_MEM, ty_bv(&x->f.a, 32), 1);
  m->array = x->A;
  m->args[0] = index;
  m->lit = 1;
  return m;
}

static Expr *tid(Fix *x) { return kfix_v(&x->f, x->tid); }

static void test_unary_instantiation_replaces_tid(void) {
  Fix x;
  fix_init(&x);
  Expr *e = e_eq(&x.f.a, bv_op(&x.f.p, BV_ADD, tid(&x), kfix_c(&x.f, 1)), tid(&x));
  Expr *i = binv_instantiate(&x.f.a, e, x.tid, kfix_v(&x.f, x.x), NULL);
  CHECK_STR_EQ(text(&x, i), "(BV32_ADD(X, 1bv32) == X)");
  kfix_free(&x.f);
}

static void test_binary_instantiation_swaps_under_other(void) {
  Fix x;
  fix_init(&x);
  /* tid != other(tid), other(other(tid)) == tid */
  Expr *ne = e_bin(&x.f.a, E_NE, tid(&x), other(&x, tid(&x)));
  Expr *i = binv_instantiate(&x.f.a, ne, x.tid, kfix_v(&x.f, x.x), kfix_v(&x.f, x.y));
  CHECK_STR_EQ(text(&x, i), "(X != Y)");
  Expr *twice = e_eq(&x.f.a, other(&x, other(&x, tid(&x))), tid(&x));
  i = binv_instantiate(&x.f.a, twice, x.tid, kfix_v(&x.f, x.x), kfix_v(&x.f, x.y));
  CHECK_STR_EQ(text(&x, i), "(X == X)");
  kfix_free(&x.f);
}

static void test_unsupported_forms(void) {
  Fix x;
  fix_init(&x);
  Kernel *k = &x.f.k;
  CHECK(binv_unsupported(k, e_eq(&x.f.a, mem(&x, tid(&x)), tid(&x)), false) == NULL);
  Var *priv = kfix_bv32(&x.f, "v", VAR_LOCAL);
  kernel_var_facts(k, priv)->nonuniform = true;
  CHECK(binv_unsupported(k, e_eq(&x.f.a, mem(&x, tid(&x)), kfix_v(&x.f, priv)), false));
  CHECK(binv_unsupported(k, kfix_v(&x.f, x.f.k.b.local_id[1]), false));
  Expr *o = e_eq(&x.f.a, tid(&x), other(&x, tid(&x)));
  CHECK(binv_unsupported(k, o, false));
  CHECK(binv_unsupported(k, o, true) == NULL);
  CHECK(binv_unsupported(k, e_new(&x.f.a, E_SAME_GROUP, ty_bool(&x.f.a), 0), true));
  kfix_free(&x.f);
}

static void test_reads_carry_their_conditions(void) {
  Fix x;
  fix_init(&x);
  Arena *a = &x.f.a;
  Var *c = kfix_bool(&x.f, "c");
  /* c ==> A[tid] == 0, and if c then 0 else A[X] under other */
  Expr *imp = e_implies(a, kfix_v(&x.f, c), e_eq(a, mem(&x, tid(&x)), kfix_c(&x.f, 0)));
  Expr *ite = other(&x, e_ite(a, kfix_v(&x.f, c), kfix_c(&x.f, 0), mem(&x, kfix_v(&x.f, x.x))));
  Vec reads = {0};
  binv_reads(a, e_and(a, imp, e_eq(a, ite, kfix_c(&x.f, 0))), &reads);
  if (!CHECK_INT_EQ(reads.len, 2))
    return;
  BinvRead *r0 = reads.items[0], *r1 = reads.items[1];
  CHECK(!r0->other);
  CHECK_STR_EQ(text(&x, r0->cond), "c");
  CHECK_STR_EQ(text(&x, r0->mem->args[0]), "local_id_x");
  CHECK(r1->other);
  CHECK_STR_EQ(text(&x, r1->mem->args[0]), "X");
  /* The condition is the other thread's !c. */
  CHECK(r1->cond->kind == E_NOT && r1->cond->args[0]->kind == E_OTHER);
  vec_free(&reads);
  kfix_free(&x.f);
}

void test_barrier_inv(void) {
  RUN_TEST(test_unary_instantiation_replaces_tid);
  RUN_TEST(test_binary_instantiation_swaps_under_other);
  RUN_TEST(test_unsupported_forms);
  RUN_TEST(test_reads_carry_their_conditions);
}
