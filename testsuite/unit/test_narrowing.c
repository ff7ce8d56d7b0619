/* Unit tests for narrowing: which 64-bit variables become 32-bit ones
 * (loop counters that their guards bound, values computed from ids), which
 * stay wide (an unbounded counter, a loaded value, a value past 32 bits,
 * a read before any assignment), and what the rewrite computes. */
#include "cfg.h"
#include "check.h"
#include "kfix.h"
#include "narrowing.h"

typedef struct {
  KFix f;
  Var *lid, *size, *c, *m;
  Array *arr;
  PtrMap concrete, def;
  RangeEnv env;
  Cfg cfg;
} NFix;

/* A group of 64 threads; c a 64-bit local; m an unknown 64-bit parameter. */
static void nfix_init(NFix *x, int blocks) {
  KFix *f = &x->f;
  memset(x, 0, sizeof *x);
  kfix_init(f, blocks);
  x->lid = kfix_tid(f, "local_id_x");
  x->size = kfix_bv32(f, "group_size_x", VAR_CONST);
  f->k.b.local_id[0] = x->lid;
  f->k.b.group_size[0] = x->size;
  x->c = var_new(&f->p, "c", ty_bv(&f->a, 64), VAR_LOCAL);
  x->m = var_new(&f->p, "m", ty_bv(&f->a, 64), VAR_CONST);
  x->arr = kfix_array(f, "A", SPACE_GLOBAL, true);
  ptrmap_put(&x->concrete, x->size, kfix_c(f, 64));
  x->env = (RangeEnv){.k = &f->k, .concrete = &x->concrete, .def = &x->def};
}

static int nfix_apply(NFix *x) {
  cfg_build(&x->f.k, &x->cfg);
  return narrowing_apply(&x->f.k, &x->cfg, &x->env);
}

static void nfix_free(NFix *x) {
  cfg_free(&x->cfg);
  ptrmap_free(&x->concrete);
  ptrmap_free(&x->def);
  kfix_free(&x->f);
}

static Expr *c64(NFix *x, uint64_t v) { return e_bv(&x->f.a, v, 64); }
static Expr *op(NFix *x, BvOp o, Expr *a, Expr *b) { return bv_op(&x->f.p, o, a, b); }
static Expr *var(NFix *x, Var *v) { return e_var(&x->f.a, v); }
static Expr *lid64(NFix *x) { return bv_zext(&x->f.p, var(x, x->lid), 64); }

static bool is_width(const Var *v, int w) {
  if (v->type->kind == TY_BV && v->type->width == w)
    return true;
  fprintf(stderr, "    %s has %d bits, expected %d\n", v->name, v->type->width, w);
  return false;
}

/* for (c = 2 * lid; c < bound; c += step) A[c] = 0; with the guard at the
 * head (0 entry, 1 head, 2 body, 3 exit). */
static void counted_loop(NFix *x, Expr *bound, uint64_t step) {
  KFix *f = &x->f;
  kfix_phi_copy(f, 0, x->c, op(x, BV_MUL, lid64(x), c64(x, 2)));
  kfix_goto(f, 0, 1);
  kfix_branch(f, 1, op(x, BV_SLT, var(x, x->c), bound), 2, 3);
  kfix_write(f, 2, x->arr, bv_extract(&f->p, var(x, x->c), 32, 0), kfix_c(f, 0));
  kfix_phi_copy(f, 2, x->c, op(x, BV_ADD, var(x, x->c), c64(x, step)));
  kfix_goto(f, 2, 1);
  kfix_return(f, 3);
}

static void test_narrowing_guarded_counter(void) {
  NFix x;
  nfix_init(&x, 4);
  counted_loop(&x, c64(&x, 511), 128);
  CHECK(nfix_apply(&x) >= 1);
  CHECK(is_width(x.c, 32));
  /* its bounds, for the loop head that havocs it: from 0, below 511 and
   * then 128 more */
  VarFacts facts = kernel_var_facts_of(&x.f.k, x.c);
  CHECK(facts.bounded && facts.lo == 0 && facts.hi == 638);
  /* the guard compares on 32 bits, and the index is the counter itself */
  Expr *cond = x.f.b[1]->cond;
  CHECK(cond->kind == E_FN && cond->op == BV_SLT && cond->args[0]->type->width == 32);
  KStmt *w = x.f.b[2]->stmts.items[0];
  CHECK(w->index->kind == E_VAR && w->index->var == x.c);
  nfix_free(&x);
}

/* The same loop rotated: the guard tests the incremented value on the
 * back edge (0 entry, 1 body, 2 latch test, 3 edge back, 4 exit). */
static void test_narrowing_rotated_loop(void) {
  NFix x;
  nfix_init(&x, 5);
  KFix *f = &x.f;
  Var *next = var_new(&f->p, "next", ty_bv(&f->a, 64), VAR_LOCAL);
  kfix_phi_copy(f, 0, x.c, lid64(&x));
  kfix_goto(f, 0, 1);
  kfix_write(f, 1, x.arr, bv_extract(&f->p, var(&x, x.c), 32, 0), kfix_c(f, 0));
  kfix_goto(f, 1, 2);
  kfix_assign(f, 2, next, op(&x, BV_ADD, var(&x, x.c), c64(&x, 64)));
  kfix_branch(f, 2, op(&x, BV_SLT, var(&x, next), c64(&x, 4096)), 3, 4);
  kfix_phi_copy(f, 3, x.c, var(&x, next));
  kfix_goto(f, 3, 1);
  kfix_return(f, 4);
  CHECK(nfix_apply(&x) >= 2);
  CHECK(is_width(x.c, 32));
  CHECK(is_width(next, 32));
  nfix_free(&x);
}

/* An inner loop that leaves the outer counter alone keeps its bound (0
 * entry, 1 outer head, 2 inner entry, 3 inner head, 4 inner body, 5
 * outer latch, 6 exit). */
static void test_narrowing_nested_loops(void) {
  NFix x;
  nfix_init(&x, 7);
  KFix *f = &x.f;
  Var *j = var_new(&f->p, "j", ty_bv(&f->a, 64), VAR_LOCAL);
  kfix_phi_copy(f, 0, x.c, op(&x, BV_MUL, lid64(&x), c64(&x, 2)));
  kfix_goto(f, 0, 1);
  kfix_branch(f, 1, op(&x, BV_SLT, var(&x, x.c), c64(&x, 511)), 2, 6);
  kfix_phi_copy(f, 2, j, c64(&x, 0));
  kfix_goto(f, 2, 3);
  kfix_branch(f, 3, op(&x, BV_SLT, var(&x, j), c64(&x, 4)), 4, 5);
  kfix_write(f, 4, x.arr, bv_extract(&f->p, op(&x, BV_ADD, var(&x, x.c), var(&x, j)), 32, 0),
             kfix_c(f, 0));
  kfix_phi_copy(f, 4, j, op(&x, BV_ADD, var(&x, j), c64(&x, 1)));
  kfix_goto(f, 4, 3);
  kfix_phi_copy(f, 5, x.c, op(&x, BV_ADD, var(&x, x.c), c64(&x, 128)));
  kfix_goto(f, 5, 1);
  kfix_return(f, 6);
  nfix_apply(&x);
  CHECK(is_width(x.c, 32));
  CHECK(is_width(j, 32));
  VarFacts facts = kernel_var_facts_of(&f->k, x.c);
  CHECK(facts.bounded && facts.lo == 0 && facts.hi == 638);
  nfix_free(&x);
}

/* A bound the launch does not fix: the counter may pass 32 bits. */
static void test_narrowing_unbounded_counter(void) {
  NFix x;
  nfix_init(&x, 4);
  counted_loop(&x, var(&x, x.m), 128);
  nfix_apply(&x);
  CHECK(is_width(x.c, 64));
  nfix_free(&x);
}

/* Values read from memory, past 32 bits, or read before assigned. */
static void test_narrowing_stays_wide(void) {
  NFix x;
  nfix_init(&x, 4);
  KFix *f = &x.f;
  Var *loaded = var_new(&f->p, "loaded", ty_bv(&f->a, 64), VAR_LOCAL);
  Var *big = var_new(&f->p, "big", ty_bv(&f->a, 64), VAR_LOCAL);
  Var *late = var_new(&f->p, "late", ty_bv(&f->a, 64), VAR_LOCAL);
  Var *small = var_new(&f->p, "small", ty_bv(&f->a, 64), VAR_LOCAL);
  Var *p = kfix_bool(f, "p");
  kfix_read(f, 0, loaded, x.arr, kfix_c(f, 0));
  kfix_assign(f, 0, big, op(&x, BV_SHL, lid64(&x), c64(&x, 31)));
  kfix_assign(f, 0, small, op(&x, BV_SHL, lid64(&x), c64(&x, 24)));
  kfix_branch(f, 0, var(&x, p), 1, 2);
  kfix_assign(f, 1, late, c64(&x, 5));
  kfix_goto(f, 1, 2);
  kfix_write(f, 2, x.arr, bv_extract(&f->p, var(&x, late), 32, 0), kfix_c(f, 0));
  kfix_goto(f, 2, 3);
  kfix_return(f, 3);
  CHECK(nfix_apply(&x) == 1);
  CHECK(is_width(loaded, 64));
  CHECK(is_width(big, 64));
  CHECK(is_width(late, 64));
  CHECK(is_width(small, 32));
  nfix_free(&x);
}

/* What the rewrite computes on 32 bits: an operation whose result fits,
 * a quotient by a power of two; a product that may not fit stays wide. */
static void test_narrowing_rewrite(void) {
  NFix x;
  nfix_init(&x, 1);
  KFix *f = &x.f;
  Var *q = var_new(&f->p, "q", ty_bv(&f->a, 64), VAR_LOCAL);
  Var *wide = var_new(&f->p, "wide", ty_bv(&f->a, 64), VAR_LOCAL);
  kfix_assign(f, 0, x.c, op(&x, BV_SUB, lid64(&x), c64(&x, 32)));
  kfix_assign(f, 0, q, op(&x, BV_SDIV, var(&x, x.c), c64(&x, 16)));
  KStmt *s = kfix_assign(f, 0, wide, op(&x, BV_MUL, var(&x, x.c), var(&x, x.m)));
  kfix_return(f, 0);
  CHECK(nfix_apply(&x) == 2);
  CHECK(is_width(x.c, 32));
  CHECK(is_width(q, 32));
  CHECK(is_width(wide, 64));
  KStmt *def = f->b[0]->stmts.items[1];
  CHECK(def->e->type->width == 32 && def->e->op != BV_EXTRACT);
  /* wide := sext(c) * m */
  CHECK(s->e->op == BV_MUL && s->e->args[0]->op == BV_SEXT);
  nfix_free(&x);
}

/* A 64-bit parameter is bounded by what is assumed of it from there on:
 * through a boolean assigned before (a precondition is computed, then
 * assumed) and C's `&` of comparisons. A value computed before the
 * assumption, or from a parameter bounded on one side only, stays wide;
 * one after it is computed on the parameter's low half. */
static void test_narrowing_parameter_bounds(void) {
  NFix x;
  nfix_init(&x, 1);
  KFix *f = &x.f;
  Var *lo = var_new(&f->p, "lo", ty_bv(&f->a, 64), VAR_CONST);
  vec_push(&f->k.params, x.m);
  vec_push(&f->k.params, lo);
  Var *before = var_new(&f->p, "before", ty_bv(&f->a, 64), VAR_LOCAL);
  Var *after = var_new(&f->p, "after", ty_bv(&f->a, 64), VAR_LOCAL);
  Var *half = var_new(&f->p, "half", ty_bv(&f->a, 64), VAR_LOCAL);
  Var *ok = var_new(&f->p, "ok", ty_bool(&f->a), VAR_LOCAL);
  kfix_assign(f, 0, before, op(&x, BV_ADD, var(&x, x.m), c64(&x, 1)));
  Expr *ge = bv_op(&f->p, BV_SGE, var(&x, x.m), c64(&x, 0));
  Expr *lt = bv_op(&f->p, BV_SLT, var(&x, x.m), c64(&x, 1000));
  Expr *both = op(&x, BV_AND, bv_zext(&f->p, e_ite(&f->a, ge, e_bv(&f->a, 1, 1), e_bv(&f->a, 0, 1)), 32),
                  bv_zext(&f->p, e_ite(&f->a, lt, e_bv(&f->a, 1, 1), e_bv(&f->a, 0, 1)), 32));
  kfix_assign(f, 0, ok, e_bin(&f->a, E_NE, both, kfix_c(f, 0)));
  KStmt *a = kstmt_new(&f->k, f->b[0], K_ASSUME);
  a->e = e_and(&f->a, var(&x, ok), bv_op(&f->p, BV_SLT, var(&x, lo), c64(&x, 7)));
  kfix_assign(f, 0, after, op(&x, BV_ADD, var(&x, x.m), c64(&x, 1)));
  kfix_assign(f, 0, half, op(&x, BV_ADD, var(&x, lo), c64(&x, 1)));
  KStmt *use = kfix_assign(f, 0, x.c, op(&x, BV_MUL, var(&x, x.m), c64(&x, 3)));
  /* a variable pinned to a negative literal is that literal */
  Var *neg = var_new(&f->p, "neg", ty_bv(&f->a, 64), VAR_LOCAL);
  Var *shifted = var_new(&f->p, "shifted", ty_bv(&f->a, 64), VAR_LOCAL);
  ptrmap_put(&x.concrete, neg, c64(&x, (uint64_t)-1024));
  kfix_assign(f, 0, shifted, op(&x, BV_ADD, var(&x, neg), lid64(&x)));
  kfix_return(f, 0);
  cfg_build(&f->k, &x.cfg);
  x.def = (PtrMap){0};
  ptrmap_put(&x.def, ok, f->b[0]->stmts.items[1]);
  narrowing_apply(&f->k, &x.cfg, &x.env);
  CHECK(is_width(before, 64));
  CHECK(is_width(after, 32));
  CHECK(is_width(half, 64));
  CHECK(is_width(x.m, 64));
  CHECK(is_width(shifted, 32));
  /* c := m * 3 on m's low half: extract(sext(low(m) * 3)) */
  CHECK(strstr(kfix_text(f, use->e), "BV32_MUL((m)[32:0], 3bv32)") != NULL);
  nfix_free(&x);
}

/* m + 3 <= 256 with m >= 4 bounds m only with C's no-overflow condition
 * of the sum, assumed with it (without it, m near 2^63 wraps the sum
 * below 256): a case split on the signs of m and the sum. */
static void sum_bound(bool no_overflow) {
  NFix x;
  nfix_init(&x, 1);
  KFix *f = &x.f;
  vec_push(&f->k.params, x.m);
  Var *after = var_new(&f->p, "after", ty_bv(&f->a, 64), VAR_LOCAL);
  Expr *zero = c64(&x, 0), *sum = op(&x, BV_ADD, var(&x, x.m), c64(&x, 3));
  Expr *m_neg = bv_op(&f->p, BV_SLT, var(&x, x.m), zero);
  Expr *sum_neg = bv_op(&f->p, BV_SLT, sum, zero);
  Expr *overflow = e_and(&f->a, e_eq(&f->a, m_neg, e_bool(&f->a, false)),
                         e_not(&f->a, e_eq(&f->a, sum_neg, m_neg)));
  Expr *bound = e_and(&f->a, bv_op(&f->p, BV_SGE, var(&x, x.m), c64(&x, 4)),
                      bv_op(&f->p, BV_SGE, c64(&x, 256), sum));
  KStmt *a = kstmt_new(&f->k, f->b[0], K_ASSUME);
  a->e = no_overflow ? e_and(&f->a, e_not(&f->a, overflow), bound) : bound;
  kfix_assign(f, 0, after, op(&x, BV_ADD, var(&x, x.m), c64(&x, 1)));
  kfix_return(f, 0);
  cfg_build(&f->k, &x.cfg);
  narrowing_apply(&f->k, &x.cfg, &x.env);
  CHECK(is_width(after, no_overflow ? 32 : 64));
  nfix_free(&x);
}

static void test_narrowing_sum_bound(void) {
  sum_bound(true);
  sum_bound(false);
}

void test_narrowing(void) {
  RUN_TEST(test_narrowing_guarded_counter);
  RUN_TEST(test_narrowing_rotated_loop);
  RUN_TEST(test_narrowing_nested_loops);
  RUN_TEST(test_narrowing_unbounded_counter);
  RUN_TEST(test_narrowing_stays_wide);
  RUN_TEST(test_narrowing_rewrite);
  RUN_TEST(test_narrowing_parameter_bounds);
  RUN_TEST(test_narrowing_sum_bound);
}
