/* Unit tests for intervals: which access sites may run in one
 * barrier-free stretch, through branches around barriers, loops whose
 * back edge crosses one, barriers that do not cut, and sites no
 * statement has. */
#include "cfg.h"
#include "check.h"
#include "intervals.h"
#include "kfix.h"

/* An access of arr with a site of its own. */
static void access(KFix *f, int blk, Array *arr) {
  KStmt *s = kfix_write(f, blk, arr, kfix_c(f, 0), kfix_c(f, 0));
  s->site = f->k.sites.len;
  vec_push(&f->k.sites, NULL);
}

static void barrier(KFix *f, int blk, int fence) {
  kstmt_new(&f->k, f->b[blk], K_BARRIER)->fence = fence;
}

/* Barriers with a fence cut; a fence-less one does not. */
static bool fenced(const KStmt *s, const void *arg) {
  (void)arg;
  return s->fence != 0;
}

static void test_interval_stretches(void) {
  KFix f;
  kfix_init(&f, 6);
  Array *arr = kfix_array(&f, "A", SPACE_SHARED, false);
  Expr *c = kfix_v(&f, kfix_bool(&f, "c")), *d = kfix_v(&f, kfix_bool(&f, "d"));
  /* 0: site 0; barrier; site 1; branch to 1 or 2
   * 1: site 2                      2: fence-less barrier; site 3
   * 3: loop header, site 4; to 4 or 5
   * 4: barrier; site 5; back to 3  5: site 6, return */
  access(&f, 0, arr);
  barrier(&f, 0, 1);
  access(&f, 0, arr);
  kfix_branch(&f, 0, c, 1, 2);
  access(&f, 1, arr);
  kfix_goto(&f, 1, 3);
  barrier(&f, 2, 0);
  access(&f, 2, arr);
  kfix_goto(&f, 2, 3);
  access(&f, 3, arr);
  kfix_branch(&f, 3, d, 4, 5);
  barrier(&f, 4, 1);
  access(&f, 4, arr);
  kfix_goto(&f, 4, 3);
  access(&f, 5, arr);
  kfix_return(&f, 5);
  vec_push(&f.k.sites, NULL); /* site 7: no statement */
  Cfg cfg;
  cfg_build(&f.k, &cfg);
  Intervals iv;
  intervals_build(&iv, &f.k, &cfg, fenced, NULL);
  CHECK(!intervals_meet(&iv, 0, 1)); /* the barrier between */
  CHECK(intervals_meet(&iv, 1, 2) && intervals_meet(&iv, 2, 1));
  CHECK(intervals_meet(&iv, 2, 3)); /* the other branch, no cut */
  CHECK(intervals_meet(&iv, 1, 4) && intervals_meet(&iv, 3, 4));
  CHECK(intervals_meet(&iv, 4, 5)); /* around the back edge */
  CHECK(intervals_meet(&iv, 5, 5) && intervals_meet(&iv, 5, 6));
  CHECK(!intervals_meet(&iv, 0, 4) && !intervals_meet(&iv, 0, 6));
  CHECK(intervals_meet(&iv, 0, 0));
  CHECK(intervals_meet(&iv, 7, 0) && intervals_meet(&iv, 1, 7));
  intervals_free(&iv);
  cfg_free(&cfg);
  kfix_free(&f);
}

/* A loop whose body starts with a barrier: the access before the loop
 * meets none in it; the body's accesses and the one after the loop share
 * the last trip's stretch. */
static void test_interval_loop_barrier(void) {
  KFix f;
  kfix_init(&f, 3);
  Array *arr = kfix_array(&f, "A", SPACE_SHARED, false);
  Expr *c = kfix_v(&f, kfix_bool(&f, "c"));
  access(&f, 0, arr); /* 0 */
  kfix_goto(&f, 0, 1);
  barrier(&f, 1, 1);
  access(&f, 1, arr); /* 1 */
  access(&f, 1, arr); /* 2 */
  kfix_branch(&f, 1, c, 1, 2);
  access(&f, 2, arr); /* 3 */
  kfix_return(&f, 2);
  Cfg cfg;
  cfg_build(&f.k, &cfg);
  Intervals iv;
  intervals_build(&iv, &f.k, &cfg, fenced, NULL);
  CHECK(!intervals_meet(&iv, 0, 1) && !intervals_meet(&iv, 0, 3));
  CHECK(intervals_meet(&iv, 1, 2) && intervals_meet(&iv, 2, 3) &&
        intervals_meet(&iv, 1, 1));
  intervals_free(&iv);
  cfg_free(&cfg);
  kfix_free(&f);
}

void test_intervals(void) {
  RUN_TEST(test_interval_stretches);
  RUN_TEST(test_interval_loop_barrier);
}
