/* Unit tests for the instrument room's seams (instrument_int.h): the fence
 * bit that covers an array, the arrays barrier invariants cannot read, the
 * dual of an expression for each thread, and whether an expression speaks
 * of the access logs. */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "instrument_int.h"
#include "kfix.h"

/* A kernel, the two-thread program the copies go to, and an In over both
 * with no array state but what a test sets. */
typedef struct {
  KFix f;
  Program out;
  ArrState as[4];
  In in;
  Var *tid, *n;
  Array *A;
} Fix;

static void fix_init(Fix *x) {
  kfix_init(&x->f, 1);
  program_init(&x->out, &x->f.a);
  x->out.proc_name = "out";
  memset(x->as, 0, sizeof x->as);
  memset(&x->in, 0, sizeof x->in);
  x->in.k = &x->f.k;
  x->in.o = &x->out;
  x->in.a = &x->f.a;
  x->in.as = x->as;
  x->tid = kfix_tid(&x->f, "local_id_x");
  x->n = kfix_bv32(&x->f, "N", VAR_CONST);
  x->A = kfix_array(&x->f, "A", SPACE_SHARED, true);
}

static void fix_free(Fix *x) {
  free(x->in.vars);
  ptrmap_free(&x->in.concrete);
  program_free(&x->out);
  kfix_free(&x->f);
}

static const char *dual_text(Fix *x, Expr *e, int t) {
  return kfix_text(&x->f, in_dual(&x->in, e, t));
}

static Expr *form(Fix *x, ExprKind kind, BType *type, Expr *arg) {
  Expr *e = e_new(&x->f.a, kind, type, arg ? 1 : 0);
  if (arg)
    e->args[0] = arg;
  return e;
}

static void test_fence_bits(void) {
  Fix x;
  fix_init(&x);
  Array *g = kfix_array(&x.f, "G", SPACE_GLOBAL, true);
  Array *c = kfix_array(&x.f, "C", SPACE_CONSTANT, false);
  Array *p = kfix_array(&x.f, "P", SPACE_PRIVATE, true);
  CHECK_INT_EQ(kernel_fence_bit(x.A), 1);
  CHECK_INT_EQ(kernel_fence_bit(g), 2);
  CHECK_INT_EQ(kernel_fence_bit(c), 2);
  CHECK_INT_EQ(kernel_fence_bit(p), 0);
  fix_free(&x);
}

static void test_binv_unreadable_arrays(void) {
  Fix x;
  fix_init(&x);
  CHECK(in_binv_unreadable(x.A) == NULL);
  Array *p = kfix_array(&x.f, "P", SPACE_PRIVATE, true);
  CHECK_STR_EQ(in_binv_unreadable(p), "memory private to the thread");
  Array *at = kfix_array(&x.f, "At", SPACE_SHARED, true);
  at->atomic = true;
  CHECK_STR_EQ(in_binv_unreadable(at), "an array updated by atomics");
  Array *adv = kfix_array(&x.f, "Adv", SPACE_GLOBAL, true);
  adv->adversarial = true;
  CHECK(in_binv_unreadable(adv) != NULL);
  fix_free(&x);
}

static void test_dual_copies_nonuniform_variables(void) {
  Fix x;
  fix_init(&x);
  Expr *e = bv_op(&x.f.p, BV_ADD, kfix_v(&x.f, x.tid), kfix_v(&x.f, x.n));
  CHECK_STR_EQ(dual_text(&x, e, 0), "BV32_ADD(local_id_x$1, N)");
  CHECK_STR_EQ(dual_text(&x, e, 1), "BV32_ADD(local_id_x$2, N)");
  /* One copy per thread, made once; one Var for a uniform variable. */
  CHECK(in_tv(&x.in, x.tid, 0) != in_tv(&x.in, x.tid, 1));
  CHECK(in_tv(&x.in, x.n, 0) == in_tv(&x.in, x.n, 1));
  CHECK_INT_EQ(x.out.vars.len, 3);
  fix_free(&x);
}

/* A variable computed from the logs speaks of them too; In.vars grows to
 * cover the variables of a hand-built In, which starts empty. */
static void test_uses_logs_through_variables(void) {
  Fix x;
  fix_init(&x);
  Var *r = kfix_bv32(&x.f, "r", VAR_LOCAL);
  CHECK(!in_uses_logs(&x.in, kfix_v(&x.f, r)));
  CHECK_INT_EQ(x.in.nvars, 0);
  in_var(&x.in, r)->from_logs = true;
  CHECK(in_uses_logs(&x.in, bv_op(&x.f.p, BV_ADD, kfix_v(&x.f, x.n), kfix_v(&x.f, r))));
  CHECK(!in_uses_logs(&x.in, kfix_v(&x.f, x.n)));
  fix_free(&x);
}

static void test_dual_of_the_other_thread(void) {
  Fix x;
  fix_init(&x);
  BType *bv = ty_bv(&x.f.a, 32);
  Expr *other = form(&x, E_OTHER, bv, kfix_v(&x.f, x.tid));
  CHECK_STR_EQ(dual_text(&x, other, 0), "local_id_x$2");
  CHECK_STR_EQ(dual_text(&x, other, 1), "local_id_x$1");
  CHECK_STR_EQ(dual_text(&x, form(&x, E_OTHER, bv, other), 0), "local_id_x$1");
  fix_free(&x);
}

static void test_dual_of_known_sizes_is_a_literal(void) {
  Fix x;
  fix_init(&x);
  ptrmap_put(&x.in.concrete, x.n, kfix_c(&x.f, 64));
  CHECK_STR_EQ(dual_text(&x, kfix_v(&x.f, x.n), 1), "64bv32");
  CHECK_INT_EQ(x.out.vars.len, 0);
  fix_free(&x);
}

static void test_dual_of_annotation_forms(void) {
  Fix x;
  fix_init(&x);
  BType *b = ty_bool(&x.f.a);
  x.in.enabled[0] = kfix_v(&x.f, kfix_bool(&x.f, "p1"));
  x.in.enabled[1] = kfix_v(&x.f, kfix_bool(&x.f, "p2"));
  x.in.same_group = kfix_v(&x.f, kfix_bool(&x.f, "$same_group"));
  CHECK_STR_EQ(dual_text(&x, form(&x, E_ENABLED, b, NULL), 1), "p2");
  CHECK_STR_EQ(dual_text(&x, form(&x, E_SAME_GROUP, b, NULL), 0), "$same_group");
  /* Logs that the array does not keep: never set, at offset 0. */
  Expr *log = form(&x, E_LOG, b, NULL);
  log->array = x.A;
  log->lit = 1;
  CHECK_STR_EQ(dual_text(&x, log, 0), "false");
  Expr *off = form(&x, E_LOG_OFFSET, ty_bv(&x.f.a, 32), NULL);
  off->array = x.A;
  CHECK_STR_EQ(dual_text(&x, off, 0), "0bv32");
  /* A kept log of shared array A, set only for two threads of one group,
   * and the watched offset in bytes. */
  x.as[x.A->id].log[ACC_WRITE] = var_new(&x.out, "_WRITE_A", b, VAR_LOCAL);
  x.as[x.A->id].watched = var_new(&x.out, "_WATCHED_A", ty_bv(&x.f.a, 32), VAR_CONST);
  CHECK_STR_EQ(dual_text(&x, log, 1), "($same_group && _WRITE_A)");
  CHECK_STR_EQ(dual_text(&x, off, 0), "BV32_MUL(_WATCHED_A, 4bv32)");
  /* Shared memory is per group, so only a global array's log is set for
   * two threads of different groups. */
  x.A->space = SPACE_GLOBAL;
  CHECK_STR_EQ(dual_text(&x, log, 1), "_WRITE_A");
  fix_free(&x);
}

/* Memory reads its thread's map, elements concatenated with the lowest
 * index in the lowest bits. */
static void test_dual_of_memory(void) {
  Fix x;
  fix_init(&x);
  BType *mt = ty_map(&x.f.a, ty_bv(&x.f.a, 32), ty_bv(&x.f.a, 32));
  for (int t = 0; t < 2; t++)
    x.as[x.A->id].map[t] = var_new(&x.out, t ? "A$2" : "A$1", mt, VAR_LOCAL);
  Expr *m = form(&x, E_MEM, ty_bv(&x.f.a, 32), kfix_v(&x.f, x.tid));
  m->array = x.A;
  m->lit = 1;
  CHECK_STR_EQ(dual_text(&x, m, 1), "A$2[local_id_x$2]");
  m->lit = 2;
  m->type = ty_bv(&x.f.a, 64);
  CHECK_STR_EQ(dual_text(&x, m, 0),
               "(A$1[BV32_ADD(local_id_x$1, 1bv32)] ++ A$1[local_id_x$1])");
  fix_free(&x);
}

/* A write of A at index e, numbered as the next access site. */
static KStmt *site_write(Fix *x, Expr *e, int count) {
  KStmt *s = kfix_write(&x->f, 0, x->A, e, kfix_c(&x->f, 0));
  s->count = count;
  s->site = x->f.k.sites.len;
  vec_push(&x->f.k.sites, &s->loc);
  return s;
}

/* The elements each site may cover, over a group of 64: what lets a race
 * check leave out the logged sites that never meet its own. */
static void test_site_ranges(void) {
  Fix x;
  fix_init(&x);
  KFix *f = &x.f;
  Var *size = kfix_bv32(f, "group_size_x", VAR_CONST);
  f->k.b.local_id[0] = x.tid;
  f->k.b.group_size[0] = size;
  ptrmap_put(&x.in.concrete, size, kfix_c(f, 64));
  Expr *tid = kfix_v(f, x.tid);
  site_write(&x, tid, 1);
  site_write(&x, bv_op(&f->p, BV_ADD, tid, kfix_c(f, 64)), 2);
  site_write(&x, bv_op(&f->p, BV_ADD, tid, kfix_c(f, 0xfffffff0u)), 1);
  in_find_site_ranges(&x.in);
  SiteRange *r = x.in.sites;
  CHECK(r[0].array == x.A && r[0].kind == ACC_WRITE && !r[0].mixed);
  CHECK(r[0].elems.lo == 0 && r[0].elems.hi == 63);
  /* A two-element write reaches one further. */
  CHECK(r[1].elems.lo == 64 && r[1].elems.hi == 128);
  /* An index that may wrap past 2^32 covers any element. */
  CHECK(r[2].elems.lo == 0 && r[2].elems.hi == UINT32_MAX);
  free(x.in.sites);
  free(x.in.intervals); /* none built: no race check asked for one */
  ptrmap_free(&x.in.single_defs);
  fix_free(&x);
}

void test_instrument(void) {
  RUN_TEST(test_fence_bits);
  RUN_TEST(test_binv_unreadable_arrays);
  RUN_TEST(test_dual_copies_nonuniform_variables);
  RUN_TEST(test_uses_logs_through_variables);
  RUN_TEST(test_dual_of_the_other_thread);
  RUN_TEST(test_dual_of_known_sizes_is_a_literal);
  RUN_TEST(test_dual_of_annotation_forms);
  RUN_TEST(test_dual_of_memory);
  RUN_TEST(test_site_ranges);
}
