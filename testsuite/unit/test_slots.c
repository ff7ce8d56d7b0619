/* Unit tests for slots: which index forms are slots, and when two
 * accesses through one slot keep distinct threads apart (the spread of
 * the ids, the accesses' widths, wrapping at 2^32, unknown sizes). */
#include "check.h"
#include "kfix.h"
#include "slots.h"

typedef struct {
  KFix f;
  Var *lid[2], *gid[2], *size[2], *groups[2], *n, *i;
  PtrMap concrete, def, counters;
  SlotEnv env;
} SFix;

/* A 2D launch: groups of 16 x 8 threads, 4 x 2 groups unless sizes
 * leaves them unknown; n a kernel argument, i a loop counter (two
 * definitions); z sizes 1. */
static void sfix_init(SFix *s, bool sizes) {
  KFix *f = &s->f;
  kfix_init(f, 1);
  static const char *names[2][4] = {
      {"local_id_x", "group_id_x", "group_size_x", "num_groups_x"},
      {"local_id_y", "group_id_y", "group_size_y", "num_groups_y"}};
  static const uint64_t dims[2][2] = {{16, 4}, {8, 2}};
  memset(&s->concrete, 0, sizeof s->concrete);
  memset(&s->def, 0, sizeof s->def);
  memset(&s->counters, 0, sizeof s->counters);
  for (int d = 0; d < 2; d++) {
    f->k.b.local_id[d] = s->lid[d] = kfix_tid(f, names[d][0]);
    f->k.b.group_id[d] = s->gid[d] = kfix_tid(f, names[d][1]);
    f->k.b.group_size[d] = s->size[d] = kfix_bv32(f, names[d][2], VAR_CONST);
    f->k.b.num_groups[d] = s->groups[d] = kfix_bv32(f, names[d][3], VAR_CONST);
    if (sizes) {
      ptrmap_put(&s->concrete, s->size[d], kfix_c(f, dims[d][0]));
      ptrmap_put(&s->concrete, s->groups[d], kfix_c(f, dims[d][1]));
    }
  }
  f->k.b.group_size[2] = kfix_bv32(f, "group_size_z", VAR_CONST);
  f->k.b.num_groups[2] = kfix_bv32(f, "num_groups_z", VAR_CONST);
  ptrmap_put(&s->concrete, f->k.b.group_size[2], kfix_c(f, 1));
  ptrmap_put(&s->concrete, f->k.b.num_groups[2], kfix_c(f, 1));
  s->n = kfix_bv32(f, "n", VAR_CONST);
  vec_push(&f->k.params, s->n);
  s->i = kfix_bv32(f, "i", VAR_LOCAL);
  s->env = (SlotEnv){.launch = {.k = &f->k, .concrete = &s->concrete, .def = &s->def},
                     .counters = &s->counters};
}

static void sfix_free(SFix *s) {
  ptrmap_free(&s->counters);
  ptrmap_free(&s->concrete);
  ptrmap_free(&s->def);
  kfix_free(&s->f);
}

/* e as a slot, read anywhere. */
static Slot slot_of_any(SFix *s, Expr *e) { return slot_of(&s->env, e, -1); }

static Expr *op(SFix *s, BvOp o, Expr *x, Expr *y) { return bv_op(&s->f.p, o, x, y); }
static Expr *v(SFix *s, Var *x) { return kfix_v(&s->f, x); }
static Expr *c(SFix *s, uint64_t x) { return kfix_c(&s->f, x); }

/* group id * group size + local id, dimension d */
static Expr *global_id(SFix *s, int d) {
  return op(s, BV_ADD, op(s, BV_MUL, v(s, s->gid[d]), v(s, s->size[d])), v(s, s->lid[d]));
}

/* Whether two accesses through index e, count elements each, keep the
 * threads apart. */
static bool apart(SFix *s, Expr *e, int count, bool in_group) {
  Slot a = slot_of_any(s, e);
  return slot_apart(&s->env, &a, count, &a, count, 1, in_group);
}

static void test_slot_forms(void) {
  SFix s;
  sfix_init(&s, true);
  KFix *f = &s.f;
  /* x := lid * 4 + n, read through its one definition */
  Var *x = kfix_bv32(f, "x", VAR_LOCAL);
  ptrmap_put(
      &s.def, x,
      kfix_assign(f, 0, x,
                  op(&s, BV_ADD, op(&s, BV_MUL, v(&s, s.lid[0]), c(&s, 4)), v(&s, s.n))));
  Slot sx = slot_of_any(&s, v(&s, x));
  CHECK(sx.valid && sx.atom[SLOT_LOCAL][0] == 4 && sx.nterms == 1 &&
        sx.terms[0].var == s.n);
  /* the same through a shift and a 64-bit round trip */
  Expr *wide = bv_zext(
      &f->p, op(&s, BV_ADD, op(&s, BV_SHL, v(&s, s.lid[0]), c(&s, 2)), v(&s, s.n)), 64);
  Slot sw = slot_of_any(&s, bv_extract(&f->p, wide, 32, 0));
  CHECK(slot_same(&sx, &sw));
  /* a + b - b is a */
  Expr *back = op(&s, BV_SUB, op(&s, BV_ADD, v(&s, x), v(&s, s.lid[1])), v(&s, s.lid[1]));
  Slot sb = slot_of_any(&s, back);
  CHECK(slot_same(&sx, &sb));
  /* not slots: a loop counter, a quotient, a product of ids, memory */
  CHECK(!slot_of_any(&s, op(&s, BV_ADD, v(&s, s.lid[0]), v(&s, s.i))).valid);
  CHECK(!slot_of_any(&s, op(&s, BV_UDIV, v(&s, s.lid[0]), c(&s, 3))).valid);
  CHECK(!slot_of_any(&s, op(&s, BV_MUL, v(&s, s.lid[0]), v(&s, s.lid[1]))).valid);
  Var *m = kfix_bv32(f, "m", VAR_LOCAL);
  Array *arr = kfix_array(f, "A", SPACE_GLOBAL, false);
  ptrmap_put(&s.def, m, kfix_read(f, 0, m, arr, c(&s, 0)));
  CHECK(!slot_of_any(&s, op(&s, BV_ADD, v(&s, s.lid[0]), v(&s, m))).valid);
  /* an argument of a device function checked alone differs per thread */
  f->k.modular = true;
  CHECK(!slot_of_any(&s, op(&s, BV_ADD, v(&s, s.lid[0]), v(&s, s.n))).valid);
  sfix_free(&s);
}

static void test_slot_apart_concrete(void) {
  SFix s;
  sfix_init(&s, true);
  /* 64 x 16 threads: the global ids, rows of 64 */
  Expr *row =
      op(&s, BV_ADD, op(&s, BV_MUL, global_id(&s, 1), c(&s, 64)), global_id(&s, 0));
  CHECK(apart(&s, row, 1, false));
  CHECK(!apart(
      &s, op(&s, BV_ADD, op(&s, BV_MUL, global_id(&s, 1), c(&s, 32)), global_id(&s, 0)),
      1, false));
  /* two elements per thread need a stride of two */
  CHECK(!apart(&s, row, 2, false));
  Expr *row2 = op(&s, BV_MUL, row, c(&s, 2));
  CHECK(apart(&s, row2, 2, false));
  CHECK(!apart(&s, row2, 3, false));
  /* the local ids name threads of a group only */
  Expr *tile =
      op(&s, BV_ADD, op(&s, BV_MUL, v(&s, s.lid[1]), c(&s, 16)), v(&s, s.lid[0]));
  CHECK(apart(&s, tile, 1, true));
  CHECK(!apart(&s, tile, 1, false));
  CHECK(!apart(&s, v(&s, s.lid[0]), 1, true)); /* y is left out */
  /* a stride that wraps at 2^32 */
  CHECK(!apart(&s, op(&s, BV_MUL, tile, c(&s, UINT64_C(1) << 26)), 1, true));
  CHECK(apart(&s, op(&s, BV_MUL, tile, c(&s, UINT64_C(1) << 25)), 1, true));
  Slot spread = slot_of_any(&s, op(&s, BV_MUL, tile, c(&s, UINT64_C(1) << 25)));
  CHECK(!slot_apart(&s.env, &spread, 1, &spread, 1, 4, true)); /* 2^30 ints */
  /* a negative stride spreads as far */
  CHECK(apart(&s, op(&s, BV_SUB, v(&s, s.n), tile), 1, true));
  /* two slots with different bases */
  Slot a = slot_of_any(&s, row), b = slot_of_any(&s, op(&s, BV_ADD, row, v(&s, s.n)));
  CHECK(!slot_apart(&s.env, &a, 1, &b, 1, 1, false));
  sfix_free(&s);
}

/* Whether thread 1's access through e + lit_a and thread 2's through
 * e + lit_b keep the threads apart. */
static bool apart_by(SFix *s, Expr *e, uint32_t lit_a, int count_a, uint32_t lit_b,
                     int count_b, bool in_group) {
  Slot a = slot_of_any(s, op(s, BV_ADD, e, c(s, lit_a)));
  Slot b = slot_of_any(s, op(s, BV_ADD, e, c(s, lit_b)));
  return slot_apart(&s->env, &a, count_a, &b, count_b, 1, in_group);
}

static void test_slot_apart_offsets(void) {
  SFix s;
  sfix_init(&s, true);
  /* 128 threads of a group, 16 x 8: t and t + 128 never meet, t + 127
   * does (thread 0 against thread 127) */
  Expr *t = op(&s, BV_ADD, op(&s, BV_MUL, v(&s, s.lid[1]), c(&s, 16)), v(&s, s.lid[0]));
  CHECK(apart_by(&s, t, 0, 1, 128, 1, true));
  CHECK(apart_by(&s, t, 128, 1, 0, 1, true));
  CHECK(!apart_by(&s, t, 0, 1, 127, 1, true));
  CHECK(!apart_by(&s, t, 0, 1, 1, 1, true));
  /* widths: either thread's second element reaches the other's slice */
  CHECK(!apart_by(&s, t, 128, 1, 0, 2, true));
  CHECK(!apart_by(&s, t, 0, 2, 128, 1, true));
  CHECK(apart_by(&s, t, 0, 2, 256, 2, true));
  /* an FFT's rows: group * 512 + local id (16 x 8 ids read as x only
   * would not do, so a row of x), eight slices 64 apart */
  Expr *row = op(&s, BV_ADD, op(&s, BV_MUL, v(&s, s.gid[0]), c(&s, 512)), t);
  Expr *grid = op(&s, BV_ADD, row, op(&s, BV_MUL, v(&s, s.gid[1]), c(&s, 4096)));
  for (uint32_t k = 1; k < 4; k++)
    CHECK(apart_by(&s, grid, 0, 1, 128 * k, 1, false));
  CHECK(!apart_by(&s, grid, 0, 1, 512, 1, false)); /* the next group's */
  /* an offset past 2^31 reads as negative */
  CHECK(apart_by(&s, t, 0, 1, (uint32_t)-128, 1, true));
  CHECK(!apart_by(&s, t, 0, 1, (uint32_t)-1, 1, true));
  sfix_free(&s);
}

static void test_slot_apart_unknown_sizes(void) {
  SFix s;
  sfix_init(&s, false);
  KFix *f = &s.f;
  /* y sizes 1, like z: the global id x alone names a thread */
  ptrmap_put(&s.concrete, s.size[1], kfix_c(f, 1));
  ptrmap_put(&s.concrete, s.groups[1], kfix_c(f, 1));
  CHECK(apart(&s, global_id(&s, 0), 1, false));
  CHECK(apart(&s, op(&s, BV_ADD, global_id(&s, 0), v(&s, s.n)), 1, false));
  CHECK(!apart(&s, global_id(&s, 0), 2, false));
  CHECK(!apart(&s, op(&s, BV_MUL, global_id(&s, 0), c(&s, 2)), 1, false));
  CHECK(!apart(&s, v(&s, s.lid[0]), 1, false));
  CHECK(apart(&s, v(&s, s.lid[0]), 1, true));
  /* ints through 32-bit pointers wrap at 2^30 elements: thread 0 and
   * thread 2^30 of a large enough launch meet; through 64-bit ones not */
  Slot g = slot_of_any(&s, global_id(&s, 0));
  CHECK(!slot_apart(&s.env, &g, 1, &g, 1, 4, false));
  f->k.ptr_bytes = 8;
  CHECK(slot_apart(&s.env, &g, 1, &g, 1, 4, false));
  f->k.ptr_bytes = 4;
  CHECK(!slot_apart(&s.env, &g, 1, &g, 1, 4, false));
  sfix_free(&s);
}

/* Loops: i in 0, 1, ..., 8 (a loop of 8 trips), j in 0, 66, ..., 7 * 66 */
static void test_slot_apart_loops(void) {
  SFix s;
  sfix_init(&s, true);
  KFix *f = &s.f;
  bool body[2] = {true, true}; /* block 0 the loops' header, 1 their body */
  Loop loop = {.header = 0, .body = body};
  SlotCounter ci = {c(&s, 0), c(&s, 1), 8, &loop}, cj = {c(&s, 0), c(&s, 66), 7, &loop};
  Var *j = kfix_bv32(f, "j", VAR_LOCAL);
  ptrmap_put(&s.counters, s.i, &ci);
  ptrmap_put(&s.counters, j, &cj);
  Expr *t = op(&s, BV_ADD, op(&s, BV_MUL, v(&s, s.lid[1]), c(&s, 16)), v(&s, s.lid[0]));
  /* a transpose's stores x[t + 66 * i]: 66 apart, 128 threads meet */
  Expr *store = op(&s, BV_ADD, t, op(&s, BV_MUL, v(&s, s.i), c(&s, 66)));
  CHECK(!apart(&s, store, 1, true));
  /* 64 threads (x 16, y 4): they do not */
  ptrmap_put(&s.concrete, s.size[1], c(&s, 4));
  CHECK(apart(&s, store, 1, true));
  /* one thread's counter against another loop's: j is 66 * i */
  Slot a = slot_of_any(&s, store), b = slot_of_any(&s, op(&s, BV_ADD, t, v(&s, j)));
  CHECK(a.nloops == 1 && b.nloops == 1 && slot_apart(&s.env, &a, 1, &b, 1, 1, true));
  /* reads 8 apart across the stores' rows meet them */
  Slot r = slot_of_any(&s, op(&s, BV_ADD, t, op(&s, BV_MUL, v(&s, s.i), c(&s, 8))));
  CHECK(!slot_apart(&s.env, &a, 1, &r, 1, 1, true));
  /* one row of threads from here on; per-thread rows of 4: gid * 4 + i
   * meets the next thread's row from i = 4 on (i reaches 8) */
  ptrmap_put(&s.concrete, s.size[1], c(&s, 1));
  Expr *gid = op(&s, BV_ADD, op(&s, BV_MUL, v(&s, s.gid[0]), c(&s, 16)), v(&s, s.lid[0]));
  CHECK(!apart(&s, op(&s, BV_ADD, op(&s, BV_MUL, gid, c(&s, 4)), v(&s, s.i)), 1, true));
  CHECK(apart(&s, op(&s, BV_ADD, op(&s, BV_MUL, gid, c(&s, 9)), v(&s, s.i)), 1, true));
  /* a bumped index: from t, by 128 (a group's 128 threads apart), or by
   * 64 (thread t + 64's first is thread t's second) */
  Var *bump = kfix_bv32(f, "bump", VAR_LOCAL), *half = kfix_bv32(f, "half", VAR_LOCAL);
  SlotCounter cb = {t, c(&s, 128), 4, &loop}, ch = {t, c(&s, 64), 4, &loop};
  /* a step of an argument is no literal */
  Var *by_n = kfix_bv32(f, "by_n", VAR_LOCAL);
  SlotCounter cn = {t, v(&s, s.n), 4, &loop};
  ptrmap_put(&s.counters, by_n, &cn);
  CHECK(!slot_of_any(&s, v(&s, by_n)).valid);
  ptrmap_put(&s.counters, bump, &cb);
  ptrmap_put(&s.counters, half, &ch);
  ptrmap_put(&s.concrete, s.size[1], c(&s, 8));
  CHECK(apart(&s, v(&s, bump), 1, true));
  CHECK(!apart(&s, v(&s, half), 1, true));
  ptrmap_put(&s.concrete, s.size[1], c(&s, 1));
  /* rows of eight: i reaches 8 at the header, not in the body */
  Expr *row8 = op(&s, BV_ADD, op(&s, BV_MUL, gid, c(&s, 8)), v(&s, s.i));
  CHECK(!apart(&s, row8, 1, true));
  Slot body_read = slot_of(&s.env, row8, 1);
  CHECK(slot_apart(&s.env, &body_read, 1, &body_read, 1, 1, true));
  sfix_free(&s);
}

/* Bit fields of the ids: x (16 values, 4 bits) read as the rows x >> 2
 * and the columns x & 3 of a 4 x 4 tile. */
static void test_slot_fields(void) {
  SFix s;
  sfix_init(&s, true);
  KFix *f = &s.f;
  Expr *x = v(&s, s.lid[0]);
  Expr *hi = op(&s, BV_LSHR, x, c(&s, 2)), *lo = op(&s, BV_AND, x, c(&s, 3));
  /* shifts, quotients, masks and remainders by powers of two agree */
  Slot sh = slot_of_any(&s, hi), sl = slot_of_any(&s, lo);
  CHECK(sh.valid && sh.nfields == 1 && sh.fields[0].lo == 2 && sh.fields[0].hi == 4);
  Slot q = slot_of_any(&s, op(&s, BV_UDIV, x, c(&s, 4)));
  Slot sq = slot_of_any(&s, op(&s, BV_SDIV, x, c(&s, 4)));
  Slot ashr = slot_of_any(&s, op(&s, BV_ASHR, x, c(&s, 2)));
  Slot rem = slot_of_any(&s, op(&s, BV_UREM, x, c(&s, 4)));
  Slot srem = slot_of_any(&s, op(&s, BV_SREM, x, c(&s, 4)));
  CHECK(slot_same(&sh, &q) && slot_same(&sh, &sq) && slot_same(&sh, &ashr));
  CHECK(slot_same(&sl, &rem) && slot_same(&sl, &srem));
  /* hi * 4 + lo and hi * 4 | lo are x; a mask of every bit too */
  Expr *shl = op(&s, BV_SHL, hi, c(&s, 2));
  Slot whole = slot_of_any(&s, x);
  Slot sum = slot_of_any(&s, op(&s, BV_ADD, shl, lo));
  Slot ored = slot_of_any(&s, op(&s, BV_OR, shl, lo));
  Slot all = slot_of_any(&s, op(&s, BV_AND, c(&s, 15), x));
  CHECK(slot_same(&whole, &sum) && slot_same(&whole, &ored) && slot_same(&whole, &all));
  /* in rows of 32 by y: the transpose lo * 4 + hi keeps the threads
   * apart; lo * 3 + hi does not (threads 1 and 12); hi or lo alone do
   * not, nor x alone (y unread) */
  Expr *y32 = op(&s, BV_MUL, v(&s, s.lid[1]), c(&s, 32));
  CHECK(apart(&s, op(&s, BV_ADD, y32, op(&s, BV_ADD, op(&s, BV_MUL, lo, c(&s, 4)), hi)),
              1, true));
  CHECK(apart(&s, op(&s, BV_ADD, y32, op(&s, BV_ADD, op(&s, BV_MUL, lo, c(&s, 5)), hi)),
              1, true));
  CHECK(!apart(&s, op(&s, BV_ADD, y32, op(&s, BV_ADD, op(&s, BV_MUL, lo, c(&s, 3)), hi)),
               1, true));
  CHECK(!apart(&s, op(&s, BV_ADD, y32, hi), 1, true));
  CHECK(!apart(&s, op(&s, BV_ADD, y32, lo), 1, true));
  CHECK(!apart(&s, op(&s, BV_ADD, op(&s, BV_MUL, lo, c(&s, 4)), hi), 1, true));
  /* a padded row, hi * 5 + lo, and a shift of the wider bits: x >> 1
   * drops bit 0, so threads 0 and 1 meet */
  CHECK(apart(&s, op(&s, BV_ADD, y32, op(&s, BV_ADD, op(&s, BV_MUL, hi, c(&s, 5)), lo)),
              1, true));
  CHECK(!apart(&s, op(&s, BV_ADD, y32, op(&s, BV_LSHR, x, c(&s, 1))), 1, true));
  /* the group id's fields: over the launch, bit 1 of the group id (4
   * groups) unread lets groups 0 and 2 meet */
  Expr *g1 = op(&s, BV_AND, v(&s, s.gid[0]), c(&s, 1));
  Expr *tile = op(&s, BV_ADD, op(&s, BV_MUL, v(&s, s.lid[1]), c(&s, 16)), x);
  Expr *gy = op(&s, BV_MUL, v(&s, s.gid[1]), c(&s, 512));
  Expr *byg = op(&s, BV_ADD, gy, op(&s, BV_ADD, op(&s, BV_MUL, g1, c(&s, 128)), tile));
  CHECK(apart(&s, byg, 1, true) && !apart(&s, byg, 1, false));
  Expr *g =
      op(&s, BV_ADD,
         op(&s, BV_MUL, op(&s, BV_LSHR, v(&s, s.gid[0]), c(&s, 1)), c(&s, 256)), byg);
  CHECK(apart(&s, g, 1, false));
  /* not fields: overlapping bits, a non-literal base, bits past the sign,
   * a shift of a 64-bit value (x + 2^32 is x modulo 2^32, not shifted), a
   * quotient by a non-power of two */
  CHECK(!slot_of_any(&s, op(&s, BV_OR, x, c(&s, 1))).valid);
  CHECK(!slot_of_any(&s, op(&s, BV_OR, x, hi)).valid);
  CHECK(!slot_of_any(&s, op(&s, BV_LSHR, op(&s, BV_ADD, x, v(&s, s.n)), c(&s, 2))).valid);
  CHECK(!slot_of_any(&s, op(&s, BV_LSHR, op(&s, BV_SHL, x, c(&s, 28)), c(&s, 2))).valid);
  Expr *past =
      bv_op(&f->p, BV_ADD, bv_zext(&f->p, x, 64), e_bv(&f->a, UINT64_C(1) << 32, 64));
  CHECK(!slot_of_any(&s, bv_op(&f->p, BV_LSHR, past, e_bv(&f->a, 2, 64))).valid);
  CHECK(!slot_of_any(&s, op(&s, BV_UREM, x, c(&s, 6))).valid);
  sfix_free(&s);
  /* ids of unknown sizes have no fields */
  sfix_init(&s, false);
  CHECK(!slot_of_any(&s, op(&s, BV_LSHR, v(&s, s.lid[0]), c(&s, 2))).valid);
  sfix_free(&s);
}

void test_slots(void) {
  RUN_TEST(test_slot_forms);
  RUN_TEST(test_slot_apart_concrete);
  RUN_TEST(test_slot_apart_offsets);
  RUN_TEST(test_slot_apart_unknown_sizes);
  RUN_TEST(test_slot_apart_loops);
  RUN_TEST(test_slot_fields);
}
