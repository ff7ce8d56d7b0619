/* Unit tests for ranges: intervals of index forms over launch sizes,
 * pinned values and single definitions, and what falls back to a whole
 * width. */
#include "check.h"
#include "kfix.h"
#include "ranges.h"

typedef struct {
  KFix f;
  Var *lid, *size, *n, *m, *x;
  PtrMap concrete, def;
  RangeEnv env;
} RFix;

/* local id below a group size of 64, n pinned to 1000, x := lid * 4 (one
 * definition), m unknown. */
static void rfix_init(RFix *r) {
  KFix *f = &r->f;
  kfix_init(f, 1);
  r->lid = kfix_tid(f, "local_id_x");
  r->size = kfix_bv32(f, "group_size_x", VAR_CONST);
  f->k.b.local_id[0] = r->lid;
  f->k.b.group_size[0] = r->size;
  r->n = kfix_bv32(f, "n", VAR_CONST);
  r->m = kfix_bv32(f, "m", VAR_CONST);
  r->x = kfix_bv32(f, "x", VAR_LOCAL);
  Expr *times4 = bv_op(&f->p, BV_MUL, kfix_v(f, r->lid), kfix_c(f, 4));
  KStmt *d = kfix_assign(f, 0, r->x, times4);
  memset(&r->concrete, 0, sizeof r->concrete);
  memset(&r->def, 0, sizeof r->def);
  ptrmap_put(&r->concrete, r->size, kfix_c(f, 64));
  ptrmap_put(&r->concrete, r->n, kfix_c(f, 1000));
  ptrmap_put(&r->def, r->x, d);
  r->env = (RangeEnv){.k = &f->k, .concrete = &r->concrete, .def = &r->def};
}

static void rfix_free(RFix *r) {
  ptrmap_free(&r->concrete);
  ptrmap_free(&r->def);
  kfix_free(&r->f);
}

static bool is_range(RFix *r, Expr *e, uint64_t lo, uint64_t hi) {
  Range got = range_of(&r->env, e);
  if (got.lo == lo && got.hi == hi)
    return true;
  fprintf(stderr, "    range [%llu, %llu], expected [%llu, %llu]\n",
          (unsigned long long)got.lo, (unsigned long long)got.hi,
          (unsigned long long)lo, (unsigned long long)hi);
  return false;
}

static Expr *op(RFix *r, BvOp o, Expr *x, Expr *y) { return bv_op(&r->f.p, o, x, y); }

static void test_range_leaves(void) {
  RFix r;
  rfix_init(&r);
  KFix *f = &r.f;
  CHECK(is_range(&r, kfix_v(f, r.lid), 0, 63));
  CHECK(is_range(&r, kfix_v(f, r.n), 1000, 1000));
  CHECK(is_range(&r, kfix_v(f, r.x), 0, 252)); /* through its definition */
  CHECK(is_range(&r, kfix_v(f, r.m), 0, UINT32_MAX));
  CHECK(is_range(&r, kfix_c(f, 7), 7, 7));
  rfix_free(&r);
}

static void test_range_arithmetic(void) {
  RFix r;
  rfix_init(&r);
  KFix *f = &r.f;
  Expr *lid = kfix_v(f, r.lid), *n = kfix_v(f, r.n), *m = kfix_v(f, r.m);
  CHECK(is_range(&r, op(&r, BV_ADD, n, lid), 1000, 1063));
  CHECK(is_range(&r, op(&r, BV_SUB, n, lid), 937, 1000));
  CHECK(is_range(&r, op(&r, BV_SHL, lid, kfix_c(f, 3)), 0, 504));
  CHECK(is_range(&r, op(&r, BV_LSHR, n, kfix_c(f, 3)), 125, 125));
  CHECK(is_range(&r, op(&r, BV_UDIV, lid, kfix_c(f, 8)), 0, 7));
  CHECK(is_range(&r, op(&r, BV_UREM, m, kfix_c(f, 10)), 0, 9));
  CHECK(is_range(&r, op(&r, BV_AND, m, kfix_c(f, 15)), 0, 15));
  CHECK(is_range(&r, bv_zext(&f->p, lid, 64), 0, 63));
  CHECK(is_range(&r, bv_sext(&f->p, n, 64), 1000, 1000));
  rfix_free(&r);
}

/* What may wrap or be negative reads as the whole width. */
static void test_range_whole_width(void) {
  RFix r;
  rfix_init(&r);
  KFix *f = &r.f;
  Expr *lid = kfix_v(f, r.lid), *m = kfix_v(f, r.m);
  CHECK(is_range(&r, op(&r, BV_SUB, lid, kfix_c(f, 1)), 0, UINT32_MAX));
  CHECK(is_range(&r, op(&r, BV_ADD, m, kfix_c(f, 1)), 0, UINT32_MAX));
  CHECK(is_range(&r, op(&r, BV_MUL, m, kfix_c(f, 2)), 0, UINT32_MAX));
  CHECK(is_range(&r, bv_sext(&f->p, m, 64), 0, UINT64_MAX));
  CHECK(is_range(&r, bv_zext(&f->p, m, 64), 0, UINT32_MAX));
  CHECK(range_nonnegative(range_of(&r.env, lid), 32));
  CHECK(!range_nonnegative(range_of(&r.env, m), 32));
  rfix_free(&r);
}

void test_ranges(void) {
  RUN_TEST(test_range_leaves);
  RUN_TEST(test_range_arithmetic);
  RUN_TEST(test_range_whole_width);
}
