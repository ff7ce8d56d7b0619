/* Unit tests for assumptions: which pointer parameters a verdict assumes
 * to point to distinct objects. */
#include "assumptions.h"
#include "check.h"
#include "kfix.h"

static Array *param(KFix *f, const char *name, bool written) {
  Array *a = kfix_array(f, name, SPACE_GLOBAL, written);
  a->is_param = true;
  return a;
}

static int distinct(KFix *f) {
  Vec v = {0};
  assumptions_distinct_params(&f->k, &v);
  int n = v.len;
  vec_free(&v);
  return n;
}

static void test_written_pair_is_assumed_distinct(void) {
  KFix f;
  kfix_init(&f, 1);
  param(&f, "out", true);
  param(&f, "in", false);
  CHECK_INT_EQ(distinct(&f), 2);
  kfix_free(&f);
}

/* Two parameters that are only read cannot race through an overlap. */
static void test_read_only_pair_needs_nothing(void) {
  KFix f;
  kfix_init(&f, 1);
  param(&f, "a", false);
  param(&f, "b", false);
  CHECK_INT_EQ(distinct(&f), 0);
  kfix_free(&f);
}

static void test_restrict_on_one_side_suffices(void) {
  KFix f;
  kfix_init(&f, 1);
  param(&f, "out", true)->restrict_param = true;
  param(&f, "in", false);
  CHECK_INT_EQ(distinct(&f), 0);
  kfix_free(&f);
}

/* Shared memory cannot be reached through a parameter; a global variable
 * can (its address passed by the host). */
static void test_global_variables_count(void) {
  KFix f;
  kfix_init(&f, 1);
  param(&f, "in", false);
  kfix_array(&f, "tile", SPACE_SHARED, true);
  CHECK_INT_EQ(distinct(&f), 0);
  kfix_array(&f, "G", SPACE_GLOBAL, true); /* a __device__ variable */
  CHECK_INT_EQ(distinct(&f), 1);
  kfix_free(&f);
}

void test_assumptions(void) {
  RUN_TEST(test_written_pair_is_assumed_distinct);
  RUN_TEST(test_read_only_pair_needs_nothing);
  RUN_TEST(test_restrict_on_one_side_suffices);
  RUN_TEST(test_global_variables_count);
}
