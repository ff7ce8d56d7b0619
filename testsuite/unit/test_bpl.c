/* Unit tests for bpl: the Boogie IR constructors (constant folding, bit-vector
 * operations and their declarations) and the printer. */
#include <stdio.h>
#include <string.h>

#include "bpl.h"
#include "check.h"

/* A program with a few variables of each kind for the tests to share. */
typedef struct {
  Arena a;
  Program p;
  Var *x, *y, *b, *c;     /* bv32 locals x, y; bool consts b, c */
} Fix;

static void fix_init(Fix *f) {
  memset(f, 0, sizeof *f);
  program_init(&f->p, &f->a);
  f->p.proc_name = "k";
  f->x = var_new(&f->p, "x", ty_bv(&f->a, 32), VAR_LOCAL);
  f->y = var_new(&f->p, "y", ty_bv(&f->a, 32), VAR_LOCAL);
  f->b = var_new(&f->p, "b", ty_bool(&f->a), VAR_CONST);
  f->c = var_new(&f->p, "c", ty_bool(&f->a), VAR_CONST);
}

static void fix_free(Fix *f) {
  program_free(&f->p);
  arena_free(&f->a);
}

/* The printed text of e, owned by the fixture's arena. */
static const char *text(Fix *f, const Expr *e) {
  StrBuf sb = {0};
  bpl_print_expr(&sb, e);
  const char *s = arena_strdup(&f->a, sb.s);
  sb_free(&sb);
  return s;
}

/* Whether the printed program declares exactly `function decl;`. */
static bool declares(Fix *f, const char *decl) {
  StrBuf sb = {0}, want = {0};
  bpl_print_program(&sb, &f->p, NULL, 0, false);
  sb_printf(&want, "function %s;\n", decl);
  bool found = strstr(sb.s, want.s) != NULL;
  sb_free(&sb);
  sb_free(&want);
  return found;
}

static const Func *func_named(const Program *p, const char *name) {
  for (int i = 0; i < p->funcs.len; i++) {
    const Func *fn = p->funcs.items[i];
    if (!strcmp(fn->name, name))
      return fn;
  }
  return NULL;
}

/* ---- constructors ---- */

static void test_var_new_ids_and_names(void) {
  Fix f;
  fix_init(&f);
  CHECK_INT_EQ(f.p.vars.len, 4);
  CHECK_INT_EQ(f.x->id, 0);
  CHECK_INT_EQ(f.c->id, 3);
  CHECK(f.p.vars.items[2] == f.b);
  CHECK_STR_EQ(f.y->name, "y");
  CHECK(f.b->kind == VAR_CONST && f.x->kind == VAR_LOCAL);
  fix_free(&f);
}

static void test_ty_eq_structural(void) {
  Arena a = {0};
  CHECK(ty_eq(ty_bv(&a, 32), ty_bv(&a, 32)));
  CHECK(!ty_eq(ty_bv(&a, 32), ty_bv(&a, 8)));
  CHECK(!ty_eq(ty_bv(&a, 1), ty_bool(&a)));
  CHECK(ty_eq(ty_map(&a, ty_bv(&a, 32), ty_bv(&a, 8)),
              ty_map(&a, ty_bv(&a, 32), ty_bv(&a, 8))));
  CHECK(!ty_eq(ty_map(&a, ty_bv(&a, 32), ty_bv(&a, 8)),
               ty_map(&a, ty_bv(&a, 32), ty_bv(&a, 16))));
  CHECK(!ty_eq(ty_map(&a, ty_bv(&a, 64), ty_bv(&a, 8)),
               ty_map(&a, ty_bv(&a, 32), ty_bv(&a, 8))));
  arena_free(&a);
}

static void test_e_bv_masks_to_width(void) {
  Arena a = {0};
  Expr *e = e_bv(&a, 0x1ff, 8);
  CHECK(e->kind == E_BV);
  CHECK_INT_EQ(e->lit, 0xff);
  CHECK_INT_EQ(e->type->width, 8);
  CHECK(e_bv(&a, UINT64_MAX, 64)->lit == UINT64_MAX);
  CHECK_INT_EQ(e_bv(&a, 3, 1)->lit, 1);
  arena_free(&a);
}

static void test_e_not_folds(void) {
  Fix f;
  fix_init(&f);
  Arena *a = &f.a;
  Expr *b = e_var(a, f.b);
  CHECK(e_is_false(e_not(a, e_bool(a, true))));
  CHECK(e_is_true(e_not(a, e_bool(a, false))));
  Expr *nb = e_not(a, b);
  CHECK(nb->kind == E_NOT && nb->args[0] == b);
  CHECK(nb->type->kind == TY_BOOL);
  CHECK(e_not(a, nb) == b); /* double negation cancels */
  fix_free(&f);
}

static void test_e_and_folds(void) {
  Fix f;
  fix_init(&f);
  Arena *a = &f.a;
  Expr *b = e_var(a, f.b), *c = e_var(a, f.c);
  CHECK(e_and(a, e_bool(a, true), b) == b);
  CHECK(e_and(a, b, e_bool(a, true)) == b);
  CHECK(e_is_false(e_and(a, e_bool(a, false), b)));
  CHECK(e_is_false(e_and(a, b, e_bool(a, false))));
  CHECK(e_and(a, b, b) == b);
  Expr *bc = e_and(a, b, c);
  CHECK(bc->kind == E_AND && bc->args[0] == b && bc->args[1] == c);
  CHECK(bc->type->kind == TY_BOOL);
  fix_free(&f);
}

static void test_e_or_folds(void) {
  Fix f;
  fix_init(&f);
  Arena *a = &f.a;
  Expr *b = e_var(a, f.b), *c = e_var(a, f.c);
  CHECK(e_or(a, e_bool(a, false), b) == b);
  CHECK(e_or(a, b, e_bool(a, false)) == b);
  CHECK(e_is_true(e_or(a, e_bool(a, true), b)));
  CHECK(e_is_true(e_or(a, b, e_bool(a, true))));
  CHECK(e_or(a, c, c) == c);
  Expr *bc = e_or(a, b, c);
  CHECK(bc->kind == E_OR && bc->args[0] == b && bc->args[1] == c);
  fix_free(&f);
}

static void test_e_implies_folds(void) {
  Fix f;
  fix_init(&f);
  Arena *a = &f.a;
  Expr *b = e_var(a, f.b), *c = e_var(a, f.c);
  CHECK(e_implies(a, e_bool(a, true), c) == c);
  CHECK(e_is_true(e_implies(a, e_bool(a, false), c)));
  CHECK(e_is_true(e_implies(a, b, e_bool(a, true))));
  Expr *bc = e_implies(a, b, c);
  CHECK(bc->kind == E_IMPLIES && bc->args[0] == b && bc->args[1] == c);
  /* b ==> false is not folded to a constant: it depends on b. */
  Expr *bf = e_implies(a, b, e_bool(a, false));
  CHECK(bf->kind != E_BOOL);
  fix_free(&f);
}

static void test_e_eq_same_node_is_true(void) {
  Fix f;
  fix_init(&f);
  Arena *a = &f.a;
  Expr *x = e_var(a, f.x), *y = e_var(a, f.y);
  CHECK(e_is_true(e_eq(a, x, x)));
  Expr *e = e_eq(a, x, y);
  CHECK(e->kind == E_EQ && e->type->kind == TY_BOOL);
  fix_free(&f);
}

static void test_e_ite_folds(void) {
  Fix f;
  fix_init(&f);
  Arena *a = &f.a;
  Expr *b = e_var(a, f.b), *x = e_var(a, f.x), *y = e_var(a, f.y);
  CHECK(e_ite(a, e_bool(a, true), x, y) == x);
  CHECK(e_ite(a, e_bool(a, false), x, y) == y);
  CHECK(e_ite(a, b, x, x) == x);
  Expr *e = e_ite(a, b, x, y);
  CHECK(e->kind == E_ITE && e->nargs == 3);
  CHECK(e->args[0] == b && e->args[1] == x && e->args[2] == y);
  CHECK(e->type->kind == TY_BV && e->type->width == 32);
  fix_free(&f);
}

static void test_e_is_true_false_only_literals(void) {
  Fix f;
  fix_init(&f);
  Arena *a = &f.a;
  CHECK(e_is_true(e_bool(a, true)) && !e_is_false(e_bool(a, true)));
  CHECK(e_is_false(e_bool(a, false)) && !e_is_true(e_bool(a, false)));
  CHECK(!e_is_true(e_var(a, f.b)) && !e_is_false(e_var(a, f.b)));
  CHECK(!e_is_true(e_bv(a, 1, 1))); /* a bit-vector 1 is not `true` */
  fix_free(&f);
}

static void test_select_store_types(void) {
  Fix f;
  fix_init(&f);
  Arena *a = &f.a;
  Var *m = var_new(&f.p, "$A", ty_map(a, ty_bv(a, 32), ty_bv(a, 8)), VAR_LOCAL);
  Expr *sel = e_select(a, e_var(a, m), e_var(a, f.x));
  CHECK(sel->type->kind == TY_BV && sel->type->width == 8);
  Expr *st = e_store(a, e_var(a, m), e_var(a, f.x), e_bv(a, 7, 8));
  CHECK(st->type->kind == TY_MAP && ty_eq(st->type, m->type));
  CHECK_STR_EQ(text(&f, sel), "$A[x]");
  CHECK_STR_EQ(text(&f, st), "$A[x := 7bv8]");
  fix_free(&f);
}

/* Operations on literals are computed with SMT-LIB's meaning, except
 * the corner cases left to the solver; nothing is declared for them. */
static void test_bv_op_folds_literals(void) {
  Fix f;
  fix_init(&f);
  Program *p = &f.p;
  Arena *a = &f.a;
#define LIT(v, w) e_bv(a, (v), (w))
  CHECK_STR_EQ(text(&f, bv_op(p, BV_ADD, LIT(0xffffffff, 32), LIT(2, 32))), "1bv32");
  CHECK_STR_EQ(text(&f, bv_op(p, BV_SUB, LIT(0, 8), LIT(1, 8))), "255bv8");
  CHECK_STR_EQ(text(&f, bv_op(p, BV_MUL, LIT(0x10000, 32), LIT(0x10000, 32))), "0bv32");
  /* Signed division truncates toward zero; the remainder takes the
   * dividend's sign. -7 / 2 = -3, -7 % 2 = -1. */
  CHECK_STR_EQ(text(&f, bv_op(p, BV_SDIV, LIT(0xfffffff9, 32), LIT(2, 32))), "4294967293bv32");
  CHECK_STR_EQ(text(&f, bv_op(p, BV_SREM, LIT(0xfffffff9, 32), LIT(2, 32))), "4294967295bv32");
  CHECK_STR_EQ(text(&f, bv_op(p, BV_UREM, LIT(0xfffffff9, 32), LIT(2, 32))), "1bv32");
  CHECK_STR_EQ(text(&f, bv_op(p, BV_ASHR, LIT(0x80, 8), LIT(7, 8))), "255bv8");
  CHECK(e_is_true(bv_op(p, BV_SLT, LIT(0xff, 8), LIT(0, 8))));
  CHECK(e_is_false(bv_op(p, BV_ULT, LIT(0xff, 8), LIT(0, 8))));
  CHECK_STR_EQ(text(&f, bv_sext(p, LIT(0x80, 8), 64)), "18446744073709551488bv64");
  CHECK_STR_EQ(text(&f, bv_sext(p, LIT(0x7f, 8), 32)), "127bv32");
  CHECK_INT_EQ(p->funcs.len, 0);
  /* Division by 0 or -1 and shifts by the width stay operations. */
  CHECK_INT_EQ(bv_op(p, BV_UDIV, LIT(1, 32), LIT(0, 32))->kind, E_FN);
  CHECK_INT_EQ(bv_op(p, BV_SDIV, LIT(0x80000000, 32), LIT(0xffffffff, 32))->kind, E_FN);
  CHECK_INT_EQ(bv_op(p, BV_SHL, LIT(1, 32), LIT(32, 32))->kind, E_FN);
  /* bv_fold computes an operation built before its arguments were known. */
  Expr *x = e_var(a, f.x);
  Expr *e = bv_op(p, BV_ADD, x, LIT(1, 32));
  CHECK(bv_fold(p, e) == e);
  e->args[0] = LIT(41, 32);
  CHECK_STR_EQ(text(&f, bv_fold(p, e)), "42bv32");
  Expr *cut = bv_extract(p, e_var(a, f.x), 24, 8);
  cut->args[0] = LIT(0x123456, 32);
  CHECK_STR_EQ(text(&f, bv_fold(p, cut)), "4660bv16");
#undef LIT
  fix_free(&f);
}

/* An expression over one variable, at a value of it. */
typedef struct {
  Program *p;
  Expr *value;
} At;

/* e with its variable replaced by at->value, computed: bit-vector
 * operations by bv_fold, the connectives and conditionals here. */
static Expr *eval_at(void *ctx, Expr *e) {
  At *at = ctx;
  Arena *a = at->p->arena;
  if (e->kind == E_VAR)
    return at->value;
  if (!e->nargs)
    return e;
  Expr *m = e_map_args(a, e, eval_at, ctx);
  Expr **v = m->args;
  switch (m->kind) {
  case E_NOT: return e_bool(a, !e_is_true(v[0]));
  case E_AND: return e_bool(a, e_is_true(v[0]) && e_is_true(v[1]));
  case E_EQ: return e_bool(a, v[0]->lit == v[1]->lit);
  case E_ITE: return e_is_true(v[0]) ? v[1] : v[2];
  default: return bv_fold(at->p, m);
  }
}

/* Division and remainder by a power of two become shifts and masks with
 * the same values, the signed ones included at negative dividends. */
static void test_bv_op_pow2_divisor(void) {
  Fix f;
  fix_init(&f);
  Program *p = &f.p;
  Arena *a = &f.a;
  Expr *x = e_var(a, f.x);
  CHECK_STR_EQ(text(&f, bv_op(p, BV_UREM, x, e_bv(a, 64, 32))), "BV32_AND(x, 63bv32)");
  CHECK_STR_EQ(text(&f, bv_op(p, BV_UDIV, x, e_bv(a, 8, 32))), "BV32_LSHR(x, 3bv32)");
  CHECK_STR_EQ(text(&f, bv_op(p, BV_UDIV, x, e_bv(a, 1, 32))), "x");
  CHECK_STR_EQ(text(&f, bv_op(p, BV_SREM, x, e_bv(a, 1, 32))), "0bv32");
  CHECK_STR_EQ(text(&f, bv_op(p, BV_SDIV, x, e_bv(a, 1, 32))), "x");
  /* Signed division by 2^k is a biased shift, which the loop analysis
   * recognises as such (halving counters). */
  int k = 0;
  CHECK(bv_sdiv_pow2_dividend(bv_op(p, BV_SDIV, x, e_bv(a, 2, 32)), &k) == x);
  CHECK_INT_EQ(k, 1);
  CHECK(!bv_sdiv_pow2_dividend(bv_op(p, BV_ASHR, x, e_bv(a, 1, 32)), &k));
  /* Divisors that are not powers of two keep their shape, and so do the
   * signed remainder and division by the most negative number. */
  CHECK_INT_EQ(bv_op(p, BV_SDIV, x, e_bv(a, 24, 32))->op, BV_SDIV);
  CHECK_INT_EQ(bv_op(p, BV_SDIV, x, e_bv(a, 0x80000000, 32))->op, BV_SDIV);
  CHECK_INT_EQ(bv_op(p, BV_UREM, x, e_bv(a, 24, 32))->op, BV_UREM);
  CHECK_INT_EQ(bv_op(p, BV_SREM, x, e_bv(a, 0x80000000, 32))->op, BV_SREM);
  static const uint32_t values[] = {0, 1, 5, 7, 8, 1023, 0x7fffffff, 0x80000000,
                                    0x80000001, 0xfffffff9, 0xfffffff8, 0xffffffff};
  static const uint32_t divisors[] = {2, 4, 8, 1024, 0x40000000};
  for (size_t d = 0; d < sizeof divisors / sizeof *divisors; d++) {
    Expr *rem = bv_op(p, BV_SREM, x, e_bv(a, divisors[d], 32));
    Expr *urem = bv_op(p, BV_UREM, x, e_bv(a, divisors[d], 32));
    Expr *udiv = bv_op(p, BV_UDIV, x, e_bv(a, divisors[d], 32));
    Expr *sdiv = bv_op(p, BV_SDIV, x, e_bv(a, divisors[d], 32));
    CHECK(rem->op != BV_SREM && sdiv->op != BV_SDIV);
    for (size_t i = 0; i < sizeof values / sizeof *values; i++) {
      At at = {p, e_bv(a, values[i], 32)};
      int32_t sx = (int32_t)values[i], sd = (int32_t)divisors[d];
      Expr *r = eval_at(&at, rem), *u = eval_at(&at, urem), *q = eval_at(&at, udiv);
      CHECK(r->kind == E_BV && r->lit == (uint32_t)(sx % sd));
      CHECK(u->kind == E_BV && u->lit == values[i] % divisors[d]);
      CHECK(q->kind == E_BV && q->lit == values[i] / divisors[d]);
      Expr *sq = eval_at(&at, sdiv);
      CHECK(sq->kind == E_BV && sq->lit == (uint32_t)(sx / sd));
    }
  }
  fix_free(&f);
}

/* The 64-bit value of op on a and b, as SMT-LIB defines it. */
static uint64_t smt64(BvOp op, uint64_t a, uint64_t b) {
  switch (op) {
  case BV_UDIV: return b ? a / b : UINT64_MAX;
  case BV_UREM: return b ? a % b : a;
  case BV_LSHR: return b < 64 ? a >> b : 0;
  case BV_AND: return a & b;
  case BV_OR: return a | b;
  case BV_XOR: return a ^ b;
  case BV_ULT: return a < b;
  case BV_ULE: return a <= b;
  case BV_UGT: return a > b;
  default: return a >= b;
  }
}

/* 64-bit operations on zero-extended 32-bit values narrow to 32 bits
 * where the value is the same, and only there. */
static void test_bv_op_narrowed(void) {
  Fix f;
  fix_init(&f);
  Program *p = &f.p;
  Arena *a = &f.a;
  Expr *x = bv_zext(p, e_var(a, f.x), 64), *y = bv_zext(p, e_var(a, f.y), 64);
  CHECK_STR_EQ(text(&f, bv_op(p, BV_UREM, x, e_bv(a, 61440, 64))),
               "BV32_ZEXT64(BV32_UREM(x, 61440bv32))");
  CHECK_STR_EQ(text(&f, bv_op(p, BV_ULT, x, y)), "BV32_ULT(x, y)");
  /* Carries, a divisor that may be 0, a literal past 32 bits, signs. */
  CHECK_INT_EQ(bv_op(p, BV_ADD, x, y)->type->width, 64);
  CHECK_STR_EQ(text(&f, bv_op(p, BV_UDIV, x, y)), "BV64_UDIV(BV32_ZEXT64(x), BV32_ZEXT64(y))");
  CHECK(bv_op(p, BV_ULT, x, e_bv(a, UINT64_C(1) << 32, 64))->fn[2] == '6');
  CHECK(bv_op(p, BV_SLT, x, y)->fn[2] == '6');
  /* Through bv_fold, once an argument became an extension. */
  Var *w = var_new(p, "w", ty_bv(a, 64), VAR_LOCAL);
  Expr *e = bv_op(p, BV_UREM, e_var(a, w), e_bv(a, 7, 64));
  CHECK(bv_fold(p, e) == e);
  e->args[0] = x;
  CHECK_STR_EQ(text(&f, bv_fold(p, e)), "BV32_ZEXT64(BV32_UREM(x, 7bv32))");
  static const BvOp ops[] = {BV_UDIV, BV_UREM, BV_LSHR, BV_AND, BV_OR,
                             BV_XOR,  BV_ULT,  BV_ULE,  BV_UGT, BV_UGE};
  static const uint32_t values[] = {0, 1, 5, 31, 32, 33, 61439, 61440, 0x7fffffff,
                                    0x80000000, 0xffffffff};
  for (size_t o = 0; o < sizeof ops / sizeof *ops; o++)
    for (size_t c = 0; c < sizeof values / sizeof *values; c++) {
      Expr *n = bv_op(p, ops[o], x, e_bv(a, values[c], 64));
      bool narrowed = n->kind != E_FN || strncmp(n->fn, "BV64", 4) != 0;
      CHECK(narrowed == !(ops[o] == BV_UDIV && values[c] == 0));
      for (size_t i = 0; i < sizeof values / sizeof *values; i++) {
        At at = {p, e_bv(a, values[i], 32)};
        Expr *r = eval_at(&at, n);
        uint64_t want = smt64(ops[o], values[i], values[c]);
        /* Corner cases bv_fold leaves to the solver stay operations. */
        if (r->kind == E_FN)
          continue;
        CHECK((r->kind == E_BOOL && (uint64_t)e_is_true(r) == want) ||
              (r->kind == E_BV && r->lit == want));
      }
    }
  fix_free(&f);
}

/* Candidates Houdini proved become assumptions; checks stay asserted. */
/* The printed statements of block b, one per line. */
static const char *stmts_text(Fix *f, const Block *b) {
  StrBuf sb = {0};
  for (int i = 0; i < b->stmts.len; i++) {
    const Stmt *s = b->stmts.items[i];
    sb_printf(&sb, "%s%s", i ? "; " : "", s->kind == S_HAVOC ? "havoc " : "");
    if (s->lhs)
      sb_printf(&sb, "%s%s", s->lhs->name, s->index ? "[]" : "");
    if (s->kind != S_HAVOC)
      sb_printf(&sb, "%s", s->kind == S_ASSERT ? "assert " : s->kind == S_ASSUME ? "assume " : " := ");
    if (s->e)
      bpl_print_expr(&sb, s->e);
  }
  const char *t = arena_strdup(&f->a, sb.s ? sb.s : "");
  sb_free(&sb);
  return t;
}

/* Pruning keeps what an assertion or assumption reads, through chains of
 * assignments, loops (the second block reads what the first assigns) and
 * map updates (the index and value of a live map's), and drops the rest:
 * the dead chain z := y + 1, the havoc of the dead w, the dead map's
 * update. Constants are never assigned and stay. */
static void test_prune(void) {
  Fix f;
  fix_init(&f);
  Arena *a = &f.a;
  Program *p = &f.p;
  Var *z = var_new(p, "z", ty_bv(a, 32), VAR_LOCAL);
  Var *w = var_new(p, "w", ty_bv(a, 32), VAR_LOCAL);
  Var *i = var_new(p, "i", ty_bv(a, 32), VAR_LOCAL);
  BType *mt = ty_map(a, ty_bv(a, 32), ty_bv(a, 32));
  Var *m = var_new(p, "m", mt, VAR_LOCAL), *dead = var_new(p, "dead", mt, VAR_LOCAL);
  Block *b0 = block_new(p, "b0"), *b1 = block_new(p, "b1");
  block_goto(b0, b1);
  block_goto(b1, b0);
  Expr *x = e_var(a, f.x), *y = e_var(a, f.y);
  block_add(b0, s_assign(a, f.y, bv_op(p, BV_ADD, x, e_bv(a, 1, 32))));
  block_add(b0, s_assign(a, z, bv_op(p, BV_ADD, y, e_bv(a, 1, 32))));
  block_add(b0, s_havoc(a, w));
  block_add(b0, s_assign(a, i, e_bv(a, 3, 32)));
  block_add(b0, s_assign_index(a, m, e_var(a, i), y));
  block_add(b0, s_assign_index(a, dead, y, y));
  block_add(b1, s_assign(a, f.x, y));
  block_add(b1, s_assume(a, e_eq(a, e_select(a, e_var(a, m), e_bv(a, 0, 32)), e_bv(a, 7, 32))));
  block_add(b1, s_assert(a, e_var(a, f.b), 0));
  program_prune(p);
  CHECK_STR_EQ(stmts_text(&f, b0), "y := BV32_ADD(x, 1bv32); i := 3bv32; m[] := y");
  CHECK_STR_EQ(stmts_text(&f, b1), "x := y; assume (m[0bv32] == 7bv32); assert b");
  fix_free(&f);
}

static void test_assume_candidates(void) {
  Fix f;
  fix_init(&f);
  Program *p = &f.p;
  Block *b = block_new(p, "head");
  Var *cand = program_add_candidate(p);
  Expr *x = e_var(&f.a, f.x);
  Stmt *guarded = s_assert(&f.a, e_implies(&f.a, e_var(&f.a, cand), e_eq(&f.a, x, x)), -1);
  Stmt *check = s_assert(&f.a, e_var(&f.a, f.b), 0);
  block_add(b, guarded);
  block_add(b, check);
  program_assume_candidates(p);
  CHECK_INT_EQ(guarded->kind, S_ASSUME);
  CHECK_INT_EQ(check->kind, S_ASSERT);
  fix_free(&f);
}

/* Only a check's assertion is an obligation: not a candidate's, not an
 * assumption. */
static void test_has_checks(void) {
  Fix f;
  fix_init(&f);
  Program *p = &f.p;
  Block *b = block_new(p, "entry");
  CHECK(!program_has_checks(p));
  Var *cand = program_add_candidate(p);
  Expr *x = e_var(&f.a, f.x);
  block_add(b, s_assert(&f.a, e_implies(&f.a, e_var(&f.a, cand), e_eq(&f.a, x, x)), -1));
  block_add(b, s_assume(&f.a, e_var(&f.a, f.b)));
  CHECK(!program_has_checks(p));
  Block *later = block_new(p, "later");
  block_add(later, s_assert(&f.a, e_var(&f.a, f.b), 0));
  CHECK(program_has_checks(p));
  fix_free(&f);
}

static void test_bv_op_declares_once(void) {
  Fix f;
  fix_init(&f);
  Expr *x = e_var(&f.a, f.x), *y = e_var(&f.a, f.y);
  Expr *e1 = bv_op(&f.p, BV_ADD, x, y);
  Expr *e2 = bv_op(&f.p, BV_ADD, y, x);
  CHECK_INT_EQ(f.p.funcs.len, 1);
  const Func *fn = func_named(&f.p, "BV32_ADD");
  if (CHECK(fn != NULL))
    CHECK(declares(&f, "{:bvbuiltin \"bvadd\"} BV32_ADD(bv32, bv32) : bv32"));
  CHECK(e1->kind == E_FN && e1->nargs == 2);
  CHECK_STR_EQ(e1->fn, "BV32_ADD");
  CHECK_INT_EQ(e1->op, BV_ADD);
  CHECK_INT_EQ(fn->op, BV_ADD);
  CHECK(e1->type->kind == TY_BV && e1->type->width == 32);
  CHECK(e1->args[0] == x && e1->args[1] == y);
  CHECK_STR_EQ(text(&f, e2), "BV32_ADD(y, x)");
  /* Another operation, then another width: one more declaration each. */
  bv_op(&f.p, BV_MUL, x, y);
  CHECK_INT_EQ(f.p.funcs.len, 2);
  Expr *x8 = e_var(&f.a, var_new(&f.p, "x8", ty_bv(&f.a, 8), VAR_LOCAL));
  Expr *e8 = bv_op(&f.p, BV_ADD, x8, x8);
  CHECK_INT_EQ(f.p.funcs.len, 3);
  CHECK_INT_EQ(e8->type->width, 8);
  fn = func_named(&f.p, "BV8_ADD");
  if (CHECK(fn != NULL))
    CHECK(declares(&f, "{:bvbuiltin \"bvadd\"} BV8_ADD(bv8, bv8) : bv8"));
  fix_free(&f);
}

static void test_bv_op_predicates_return_bool(void) {
  Fix f;
  fix_init(&f);
  Expr *x = e_var(&f.a, f.x), *y = e_var(&f.a, f.y);
  static const BvOp preds[] = {BV_ULT, BV_ULE, BV_UGT, BV_UGE,
                                      BV_SLT, BV_SLE, BV_SGT, BV_SGE};
  for (int i = 0; i < 8; i++) {
    Expr *e = bv_op(&f.p, preds[i], x, y);
    CHECK(e->type->kind == TY_BOOL);
  }
  CHECK_INT_EQ(f.p.funcs.len, 8);
  const Func *fn = func_named(&f.p, "BV32_ULT");
  if (CHECK(fn != NULL))
    CHECK(declares(&f, "{:bvbuiltin \"bvult\"} BV32_ULT(bv32, bv32) : bool"));
  fn = func_named(&f.p, "BV32_SGE");
  if (CHECK(fn != NULL))
    CHECK(declares(&f, "{:bvbuiltin \"bvsge\"} BV32_SGE(bv32, bv32) : bool"));
  /* Not a predicate: a bit-vector result. */
  CHECK(bv_op(&f.p, BV_SUB, x, y)->type->kind == TY_BV);
  fix_free(&f);
}

static void test_bv_zext_sext(void) {
  Fix f;
  fix_init(&f);
  Var *c = var_new(&f.p, "c8", ty_bv(&f.a, 8), VAR_LOCAL);
  Expr *x8 = e_var(&f.a, c);
  Expr *z = bv_zext(&f.p, x8, 32);
  CHECK(z->type->kind == TY_BV && z->type->width == 32);
  CHECK_STR_EQ(text(&f, z), "BV8_ZEXT32(c8)");
  const Func *fn = func_named(&f.p, "BV8_ZEXT32");
  if (CHECK(fn != NULL))
    CHECK(declares(&f, "{:bvbuiltin \"(_ zero_extend 24)\"} BV8_ZEXT32(bv8) : bv32"));
  Expr *s = bv_sext(&f.p, x8, 64);
  CHECK_INT_EQ(s->type->width, 64);
  CHECK_STR_EQ(text(&f, s), "BV8_SEXT64(c8)");
  fn = func_named(&f.p, "BV8_SEXT64");
  if (CHECK(fn != NULL))
    CHECK(declares(&f, "{:bvbuiltin \"(_ sign_extend 56)\"} BV8_SEXT64(bv8) : bv64"));
  int nfuncs = f.p.funcs.len;
  bv_zext(&f.p, x8, 32);
  CHECK_INT_EQ(f.p.funcs.len, nfuncs); /* declared once */
  /* To the same width: the operand itself. */
  CHECK(bv_zext(&f.p, x8, 8) == x8);
  CHECK(bv_sext(&f.p, x8, 8) == x8);
  /* A constant zero-extends to a constant. */
  Expr *k = bv_zext(&f.p, e_bv(&f.a, 200, 8), 32);
  CHECK(k->kind == E_BV && k->lit == 200 && k->type->width == 32);
  fix_free(&f);
}

static void test_bv_extract(void) {
  Fix f;
  fix_init(&f);
  Expr *x = e_var(&f.a, f.x);
  int nfuncs = f.p.funcs.len;
  Expr *lo = bv_extract(&f.p, x, 8, 0);
  CHECK(lo->type->kind == TY_BV && lo->type->width == 8);
  CHECK_STR_EQ(text(&f, lo), "(x)[8:0]");
  Expr *mid = bv_extract(&f.p, x, 24, 8);
  CHECK_INT_EQ(mid->type->width, 16);
  CHECK_STR_EQ(text(&f, mid), "(x)[24:8]");
  CHECK_INT_EQ(f.p.funcs.len, nfuncs); /* native syntax: nothing declared */
  CHECK(bv_extract(&f.p, x, 32, 0) == x);
  /* Of a constant: the constant's bits. */
  Expr *k = bv_extract(&f.p, e_bv(&f.a, 0x12345678, 32), 16, 8);
  CHECK(k->kind == E_BV && k->type->width == 8);
  CHECK_INT_EQ(k->lit, 0x56);
  /* A literal wider than 64 bits (a zero vector) is 0 above bit 63. */
  Expr *wide = e_bv(&f.a, 0xff, 128);
  CHECK_INT_EQ(bv_extract(&f.p, wide, 128, 96)->lit, 0);
  CHECK_INT_EQ(bv_extract(&f.p, wide, 64, 4)->lit, 0xf);
  /* Low bits move inside the operations whose low bits need only their
   * operands' low bits: a 64-bit index of 32-bit values stays 32-bit. */
  Expr *sum = bv_op(&f.p, BV_ADD, x, e_var(&f.a, f.y));
  CHECK_STR_EQ(text(&f, bv_extract(&f.p, sum, 1, 0)), "BV1_ADD((x)[1:0], (y)[1:0])");
  Expr *wide_index = bv_op(&f.p, BV_MUL, bv_sext(&f.p, x, 64), e_bv(&f.a, 4, 64));
  CHECK_STR_EQ(text(&f, bv_extract(&f.p, wide_index, 32, 0)), "BV32_MUL(x, 4bv32)");
  Expr *shifted = bv_op(&f.p, BV_SHL, bv_zext(&f.p, x, 64), e_bv(&f.a, 2, 64));
  CHECK_STR_EQ(text(&f, bv_extract(&f.p, shifted, 32, 0)), "BV32_SHL(x, 2bv32)");
  /* Not through operations whose low bits depend on the high ones. */
  Expr *quot = bv_op(&f.p, BV_UDIV, bv_sext(&f.p, x, 64), e_bv(&f.a, 3, 64));
  CHECK_STR_EQ(text(&f, bv_extract(&f.p, quot, 32, 0)),
               "(BV64_UDIV(BV32_SEXT64(x), 3bv64))[32:0]");
  /* A narrower operand is widened to the bits kept. */
  Expr *byte = bv_zext(&f.p, bv_extract(&f.p, x, 8, 0), 64);
  CHECK_STR_EQ(text(&f, bv_extract(&f.p, byte, 32, 0)), "BV8_ZEXT32((x)[8:0])");
  fix_free(&f);
}

static void test_bv_concat(void) {
  Fix f;
  fix_init(&f);
  Var *hi = var_new(&f.p, "a", ty_bv(&f.a, 16), VAR_LOCAL);
  Var *lo = var_new(&f.p, "b", ty_bv(&f.a, 8), VAR_LOCAL);
  Expr *e = bv_concat(&f.p, e_var(&f.a, hi), e_var(&f.a, lo));
  CHECK(e->type->kind == TY_BV && e->type->width == 24);
  CHECK_STR_EQ(text(&f, e), "(a ++ b)");
  Expr *e2 = bv_concat(&f.p, e, e_bv(&f.a, 0, 8));
  CHECK_INT_EQ(e2->type->width, 32);
  CHECK_STR_EQ(text(&f, e2), "((a ++ b) ++ 0bv8)");
  fix_free(&f);
}

static void test_uf_call_declares_signature(void) {
  Fix f;
  fix_init(&f);
  Expr *args[2] = {e_var(&f.a, f.x), e_var(&f.a, f.b)};
  Expr *e = uf_call(&f.p, "FADD32", ty_bv(&f.a, 32), 2, args);
  CHECK_STR_EQ(text(&f, e), "FADD32(x, b)");
  uf_call(&f.p, "FADD32", ty_bv(&f.a, 32), 2, args);
  CHECK_INT_EQ(f.p.funcs.len, 1);
  const Func *fn = func_named(&f.p, "FADD32");
  if (CHECK(fn != NULL))
    CHECK(declares(&f, "FADD32(bv32, bool) : bv32"));
  fix_free(&f);
}

/* ---- printing ---- */

static void test_print_types(void) {
  Arena a = {0};
  StrBuf b = {0};
  bpl_print_type(&b, ty_bool(&a));
  sb_putc(&b, ' ');
  bpl_print_type(&b, ty_int(&a));
  sb_putc(&b, ' ');
  bpl_print_type(&b, ty_bv(&a, 16));
  sb_putc(&b, ' ');
  bpl_print_type(&b, ty_map(&a, ty_bv(&a, 32), ty_map(&a, ty_int(&a), ty_bool(&a))));
  CHECK_STR_EQ(b.s, "bool int bv16 [bv32][int]bool");
  sb_free(&b);
  arena_free(&a);
}

static void test_print_literals(void) {
  Fix f;
  fix_init(&f);
  Arena *a = &f.a;
  CHECK_STR_EQ(text(&f, e_bool(a, true)), "true");
  CHECK_STR_EQ(text(&f, e_bool(a, false)), "false");
  CHECK_STR_EQ(text(&f, e_bv(a, 42, 32)), "42bv32");
  CHECK_STR_EQ(text(&f, e_bv(a, UINT64_MAX, 64)), "18446744073709551615bv64");
  CHECK_STR_EQ(text(&f, e_int(a, 17)), "17");
  CHECK_STR_EQ(text(&f, e_int(a, -3)), "(0 - 3)");
  fix_free(&f);
}

static void test_print_operators(void) {
  Fix f;
  fix_init(&f);
  Arena *a = &f.a;
  Expr *b = e_var(a, f.b), *c = e_var(a, f.c), *x = e_var(a, f.x), *y = e_var(a, f.y);
  CHECK_STR_EQ(text(&f, e_not(a, b)), "!(b)");
  CHECK_STR_EQ(text(&f, e_and(a, b, c)), "(b && c)");
  CHECK_STR_EQ(text(&f, e_or(a, b, c)), "(b || c)");
  CHECK_STR_EQ(text(&f, e_implies(a, b, c)), "(b ==> c)");
  CHECK_STR_EQ(text(&f, e_bin(a, E_IFF, b, c)), "(b <==> c)");
  CHECK_STR_EQ(text(&f, e_eq(a, x, y)), "(x == y)");
  CHECK_STR_EQ(text(&f, e_bin(a, E_NE, x, y)), "(x != y)");
  CHECK_STR_EQ(text(&f, e_ite(a, b, x, y)), "(if b then x else y)");
  /* Nesting keeps every operand parenthesised. */
  Expr *lt = bv_op(&f.p, BV_ULT, x, e_bv(a, 4, 32));
  Expr *nested = e_implies(a, e_and(a, b, e_not(a, c)), lt);
  CHECK_STR_EQ(text(&f, nested), "((b && !(c)) ==> BV32_ULT(x, 4bv32))");
  fix_free(&f);
}

/* Builds: a function, a const with attributes, an axiom, a local, and two
 * blocks `entry` (goto body) and `body` (assert with check 0, return). */
static void build_small_program(Fix *f) {
  Arena *a = &f->a;
  Program *p = &f->p;
  /* Start over with only the variables this program prints. */
  program_free(p);
  program_init(p, a);
  p->proc_name = "kern";
  Var *n = var_new(p, "N", ty_bv(a, 32), VAR_CONST);
  Var *e = var_new(p, "_b0", ty_bool(a), VAR_CONST);
  e->attrs = "{:existential true}";
  Var *x = var_new(p, "x", ty_bv(a, 32), VAR_LOCAL);
  vec_push(&p->axioms, bv_op(p, BV_ULT, e_var(a, n), e_bv(a, 8, 32)));
  Block *entry = block_new(p, "entry");
  Block *body = block_new(p, "body");
  block_add(entry, s_assign(a, x, e_bv(a, 0, 32)));
  block_add(entry, s_comment(a, "a comment"));
  block_goto(entry, body);
  block_add(body, s_assume(a, e_var(a, e)));
  block_add(body, s_assert(a, bv_op(p, BV_ULT, e_var(a, x), e_var(a, n)), 0));
  block_add(body, s_havoc(a, x));
}

static const char small_program_text[] =
    "function {:bvbuiltin \"bvult\"} BV32_ULT(bv32, bv32) : bool;\n" /* 1 */
    "const N : bv32;\n"                                               /* 2 */
    "const {:existential true} _b0 : bool;\n"                         /* 3 */
    "axiom BV32_ULT(N, 8bv32);\n"                                     /* 4 */
    "\n"                                                              /* 5 */
    "procedure {:entrypoint} kern()\n"                                /* 6 */
    "{\n"                                                             /* 7 */
    "  var x : bv32;\n"                                               /* 8 */
    "entry:\n"                                                        /* 9 */
    "  x := 0bv32;\n"                                                 /* 10 */
    "  // a comment\n"                                                /* 11 */
    "  goto body;\n"                                                  /* 12 */
    "body:\n"                                                         /* 13 */
    "  assume _b0;\n"                                                 /* 14 */
    "  assert BV32_ULT(x, N);\n"                                      /* 15 */
    "  havoc x;\n"                                                    /* 16 */
    "  return;\n"                                                     /* 17 */
    "}\n";

/* The 1-based line of the first line of text starting with prefix, or 0. */
static int line_starting(const char *text, const char *prefix) {
  int line = 1;
  for (const char *s = text; *s; line++) {
    if (!strncmp(s, prefix, strlen(prefix)))
      return line;
    const char *nl = strchr(s, '\n');
    if (!nl)
      break;
    s = nl + 1;
  }
  return 0;
}

static void test_print_program_whole_text(void) {
  Fix f;
  fix_init(&f);
  build_small_program(&f);
  StrBuf b = {0};
  int line_of_check[1] = {-1};
  bpl_print_program(&b, &f.p, line_of_check, 1, false);
  CHECK_STR_EQ(b.s, small_program_text);
  sb_free(&b);
  fix_free(&f);
}

static void test_print_program_line_of_check(void) {
  Fix f;
  fix_init(&f);
  build_small_program(&f);
  StrBuf b = {0};
  int line_of_check[1] = {-1};
  bpl_print_program(&b, &f.p, line_of_check, 1, false);
  int actual = line_starting(b.s, "  assert ");
  CHECK(actual > 0);
  CHECK_INT_EQ(line_of_check[0], actual);
  CHECK_INT_EQ(line_of_check[0], 15);
  sb_free(&b);
  fix_free(&f);
}

static void test_print_program_line_of_check_many(void) {
  /* Several checks across blocks, out of id order, and one uncounted. */
  Fix f;
  fix_init(&f);
  Arena *a = &f.a;
  Block *b0 = block_new(&f.p, "b0");
  Block *b1 = block_new(&f.p, "b1");
  block_goto(b0, b1);
  block_add(b0, s_assert(a, e_var(a, f.b), 2));
  block_add(b0, s_assert(a, e_var(a, f.c), -1));
  block_add(b1, s_comment(a, "between"));
  block_add(b1, s_assert(a, e_var(a, f.c), 0));
  block_add(b1, s_assert(a, e_var(a, f.b), 1));
  block_add(b1, s_assert(a, e_var(a, f.b), 7)); /* beyond ncheck: ignored */
  StrBuf b = {0};
  int lines[3] = {-1, -1, -1};
  bpl_print_program(&b, &f.p, lines, 3, false);
  /* Find each assert line in the text and compare. */
  int expect[3] = {0, 0, 0};
  int line = 1, nassert = 0;
  for (const char *s = b.s; *s; line++) {
    if (!strncmp(s, "  assert ", 9)) {
      /* Asserts in print order carry checks 2, -1, 0, 1, 7. */
      static const int ids[] = {2, -1, 0, 1, 7};
      if (nassert < 5 && ids[nassert] >= 0 && ids[nassert] < 3)
        expect[ids[nassert]] = line;
      nassert++;
    }
    const char *nl = strchr(s, '\n');
    if (!nl)
      break;
    s = nl + 1;
  }
  CHECK_INT_EQ(nassert, 5);
  for (int i = 0; i < 3; i++) {
    CHECK(expect[i] > 0);
    CHECK_INT_EQ(lines[i], expect[i]);
  }
  sb_free(&b);
  fix_free(&f);
}

static void test_print_program_null_line_table(void) {
  Fix f;
  fix_init(&f);
  build_small_program(&f);
  StrBuf b = {0};
  bpl_print_program(&b, &f.p, NULL, 0, false);
  CHECK_STR_EQ(b.s, small_program_text);
  sb_free(&b);
  fix_free(&f);
}

static void test_print_program_checks_assumed(void) {
  Fix f;
  fix_init(&f);
  build_small_program(&f);
  /* An assertion that is not a check stays an assertion. */
  Block *body = f.p.blocks.items[1];
  block_add(body, s_assert(&f.a, e_bool(&f.a, true), -1));
  StrBuf b = {0};
  int line_of_check[1] = {-1};
  bpl_print_program(&b, &f.p, line_of_check, 1, true);
  CHECK(strstr(b.s, "\n  assume BV32_ULT(x, N);\n") != NULL);
  CHECK(strstr(b.s, "assert BV32_ULT") == NULL);
  CHECK(strstr(b.s, "\n  assert true;\n") != NULL);
  CHECK_INT_EQ(line_of_check[0], line_starting(b.s, "  assume BV32_ULT"));
  CHECK_INT_EQ(line_of_check[0], 15);
  sb_free(&b);
  fix_free(&f);
}

/* A split proof: each part's procedure asserts its own checks and assumes
 * the others'; a probe is only in its own part, Houdini's candidates in
 * theirs, and a check's line is where it is asserted. */
static void test_print_program_parts(void) {
  Fix f;
  fix_init(&f);
  build_small_program(&f); /* check 0 in block body */
  Block *body = f.p.blocks.items[1];
  block_add(body, s_assert(&f.a, e_var(&f.a, f.b), 1));
  Stmt *probe = s_assert(&f.a, e_var(&f.a, f.c), 2);
  probe->check_only = true;
  block_add(body, probe);
  block_add(body, s_assert(&f.a, e_bool(&f.a, false), -1)); /* a candidate's */
  static const int part_of_check[3] = {1, 0, 1};
  static const char *const titles[2] = {"first", "second"};
  BplParts parts = {.n = 2, .part_of_check = part_of_check, .candidate_part = 0,
                    .titles = titles};
  int line_of_check[3] = {-1, -1, -1};
  StrBuf b = {0};
  bpl_print_program_parts(&b, &f.p, line_of_check, 3, &parts);
  const char *p0 = strstr(b.s, "// part 0: first\nprocedure {:entrypoint} kern$0()");
  const char *p1 = strstr(b.s, "// part 1: second\nprocedure {:entrypoint} kern$1()");
  if (CHECK(p0 != NULL) && CHECK(p1 != NULL) && CHECK(p0 < p1)) {
    /* Part 0: check 1 and the candidate asserted, check 0 assumed. */
    const char *a0 = strstr(p0, "  assume BV32_ULT(x, N);\n");
    CHECK(a0 != NULL && a0 < p1);
    const char *b0 = strstr(p0, "  assert b;\n");
    CHECK(b0 != NULL && b0 < p1);
    const char *f0 = strstr(p0, "  assert false;\n");
    CHECK(f0 != NULL && f0 < p1);
    const char *c0 = strstr(p0, " c;\n");
    CHECK(c0 == NULL || c0 > p1);
    /* Part 1: check 0 and the probe asserted, the others assumed. */
    CHECK(strstr(p1, "  assert BV32_ULT(x, N);\n") != NULL);
    CHECK(strstr(p1, "  assume b;\n") != NULL);
    CHECK(strstr(p1, "  assume false;\n") != NULL);
    CHECK(strstr(p1, "  assert {:subsumption 0} c;\n") != NULL);
    CHECK_INT_EQ(line_of_check[0], line_starting(p1, "  assert BV32_ULT") +
                                       line_starting(b.s, "// part 1") - 1);
    CHECK_INT_EQ(line_of_check[1], line_starting(b.s, "  assert b;"));
  }
  sb_free(&b);
  fix_free(&f);
}

/* A check-only probe is printed with {:subsumption 0}, so that Boogie does
 * not assume it after, and left out where checks are assumed (Houdini). */
static void test_print_check_only_probe(void) {
  Fix f;
  fix_init(&f);
  build_small_program(&f);
  Block *body = f.p.blocks.items[1];
  Stmt *probe = s_assert(&f.a, e_var(&f.a, f.b), 1);
  probe->check_only = true;
  block_add(body, probe);
  int line_of_check[2] = {-1, -1};
  StrBuf b = {0};
  bpl_print_program(&b, &f.p, line_of_check, 2, false);
  CHECK(strstr(b.s, "\n  assert {:subsumption 0} b;\n") != NULL);
  CHECK_INT_EQ(line_of_check[1], line_starting(b.s, "  assert {:subsumption 0} b"));
  sb_free(&b);
  b = (StrBuf){0};
  bpl_print_program(&b, &f.p, NULL, 0, true);
  CHECK(strstr(b.s, "subsumption") == NULL);
  CHECK(strstr(b.s, " b;\n") == NULL);
  sb_free(&b);
  fix_free(&f);
}

static void test_print_program_goto_several(void) {
  Fix f;
  fix_init(&f);
  Program *p = &f.p;
  program_free(p);
  program_init(p, &f.a);
  p->proc_name = "k";
  Block *a = block_new(p, "A"), *b = block_new(p, "B"), *c = block_new(p, "C");
  block_goto(a, b);
  block_goto(a, c);
  block_goto(b, c);
  StrBuf sb = {0};
  bpl_print_program(&sb, p, NULL, 0, false);
  CHECK_STR_EQ(sb.s, "\nprocedure {:entrypoint} k()\n{\n"
                     "A:\n  goto B, C;\n"
                     "B:\n  goto C;\n"
                     "C:\n  return;\n"
                     "}\n");
  sb_free(&sb);
  fix_free(&f);
}

static void test_print_assign_to_map_index(void) {
  Fix f;
  fix_init(&f);
  Arena *a = &f.a;
  Program *p = &f.p;
  Var *m = var_new(p, "$M", ty_map(a, ty_bv(a, 32), ty_bv(a, 32)), VAR_LOCAL);
  Block *blk = block_new(p, "only");
  block_add(blk, s_assign_index(a, m, e_var(a, f.x), e_var(a, f.y)));
  StrBuf sb = {0};
  bpl_print_program(&sb, p, NULL, 0, false);
  CHECK(strstr(sb.s, "\n  var $M : [bv32]bv32;\n") != NULL);
  CHECK(strstr(sb.s, "\n  $M[x] := y;\n") != NULL);
  /* Consts are declared at top level, locals in the procedure. */
  CHECK(strstr(sb.s, "const b : bool;\n") != NULL);
  CHECK(strstr(sb.s, "var b") == NULL);
  CHECK(strstr(sb.s, "const x") == NULL);
  sb_free(&sb);
  fix_free(&f);
}

/* ---- Houdini candidates ---- */

static void test_candidates_numbered_in_order(void) {
  Fix f;
  fix_init(&f);
  Var *b0 = program_add_candidate(&f.p), *b1 = program_add_candidate(&f.p);
  CHECK_STR_EQ(b0->name, "_b0");
  CHECK_STR_EQ(b1->name, "_b1");
  CHECK_INT_EQ(f.p.candidates.len, 2);
  CHECK(f.p.candidates.items[1] == b1);
  CHECK_INT_EQ(bpl_candidate_id(b1->name, strlen(b1->name)), 1);
  StrBuf sb = {0};
  bpl_print_program(&sb, &f.p, NULL, 0, false);
  CHECK(strstr(sb.s, "const {:existential true} _b1 : bool;\n") != NULL);
  sb_free(&sb);
  fix_free(&f);
}

/* The inverse of the naming: only names program_add_candidate writes. */
static void test_candidate_id_of_names(void) {
  static const struct {
    const char *name;
    int id;
  } cases[] = {
      {"_b0", 0},       {"_b7", 7},     {"_b1234", 1234}, {"_b2147483647", 2147483647},
      {"_b", -1},       {"b3", -1},     {"_c3", -1},      {"_b3x", -1},
      {"_bx", -1},      {"_b-1", -1},   {"_b+1", -1},     {"_b01", -1},
      {"_b00", -1},     {"_b 3", -1},   {"", -1},         {"_b2147483648", -1},
      {"_b99999999999999999999", -1},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    if (!CHECK_INT_EQ(bpl_candidate_id(cases[i].name, strlen(cases[i].name)), cases[i].id))
      printf("  for \"%s\"\n", cases[i].name);
  /* Only the first len characters count. */
  CHECK_INT_EQ(bpl_candidate_id("_b12 = True", 4), 12);
  CHECK_INT_EQ(bpl_candidate_id("_b12", 3), 1);
}

/* The survivors become axioms over the candidates' constants, printed with
 * the program's other axioms. */
static void test_fix_candidates_as_axioms(void) {
  Fix f;
  fix_init(&f);
  Var *b[3];
  for (int i = 0; i < 3; i++)
    b[i] = program_add_candidate(&f.p);
  vec_push(&f.p.axioms, e_var(&f.a, f.b));
  bool survived[3] = {true, false, true};
  program_fix_candidates(&f.p, survived);
  if (CHECK_INT_EQ(f.p.axioms.len, 4)) {
    const Expr *kept = f.p.axioms.items[1], *dropped = f.p.axioms.items[2];
    CHECK(kept->kind == E_VAR && kept->var == b[0]);
    CHECK(dropped->kind == E_NOT && dropped->args[0]->kind == E_VAR &&
          dropped->args[0]->var == b[1]);
  }
  StrBuf sb = {0};
  bpl_print_program(&sb, &f.p, NULL, 0, false);
  CHECK(strstr(sb.s, "axiom b;\naxiom _b0;\naxiom !(_b1);\naxiom _b2;\n\nprocedure") != NULL);
  sb_free(&sb);
  fix_free(&f);
}

void test_bpl(void) {
  RUN_TEST(test_var_new_ids_and_names);
  RUN_TEST(test_ty_eq_structural);
  RUN_TEST(test_e_bv_masks_to_width);
  RUN_TEST(test_e_not_folds);
  RUN_TEST(test_e_and_folds);
  RUN_TEST(test_e_or_folds);
  RUN_TEST(test_e_implies_folds);
  RUN_TEST(test_e_eq_same_node_is_true);
  RUN_TEST(test_e_ite_folds);
  RUN_TEST(test_e_is_true_false_only_literals);
  RUN_TEST(test_select_store_types);
  RUN_TEST(test_bv_op_folds_literals);
  RUN_TEST(test_bv_op_pow2_divisor);
  RUN_TEST(test_bv_op_narrowed);
  RUN_TEST(test_assume_candidates);
  RUN_TEST(test_has_checks);
  RUN_TEST(test_prune);
  RUN_TEST(test_bv_op_declares_once);
  RUN_TEST(test_bv_op_predicates_return_bool);
  RUN_TEST(test_bv_zext_sext);
  RUN_TEST(test_bv_extract);
  RUN_TEST(test_bv_concat);
  RUN_TEST(test_uf_call_declares_signature);
  RUN_TEST(test_print_types);
  RUN_TEST(test_print_literals);
  RUN_TEST(test_print_operators);
  RUN_TEST(test_print_program_whole_text);
  RUN_TEST(test_print_program_line_of_check);
  RUN_TEST(test_print_program_line_of_check_many);
  RUN_TEST(test_print_program_null_line_table);
  RUN_TEST(test_print_program_checks_assumed);
  RUN_TEST(test_print_check_only_probe);
  RUN_TEST(test_print_program_parts);
  RUN_TEST(test_print_program_goto_several);
  RUN_TEST(test_print_assign_to_map_index);
  RUN_TEST(test_candidates_numbered_in_order);
  RUN_TEST(test_candidate_id_of_names);
  RUN_TEST(test_fix_candidates_as_axioms);
}
