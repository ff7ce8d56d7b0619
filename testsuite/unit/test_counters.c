/* Unit tests for counters: which arrays the refined atomic abstraction may
 * treat as counters whose atomics return distinct values. */
#include <stdlib.h>

#include "check.h"
#include "counters.h"
#include "kfix.h"

/* A concrete launch of 64 x 4 threads. */
static Launch launch(uint32_t group, uint32_t groups) {
  Launch o = {0};
  o.group_size.ndims = o.num_groups.ndims = 1;
  o.group_size.d[0].value = group;
  o.num_groups.d[0].value = groups;
  return o;
}

/* Runs the analysis on f and returns whether array 0 is a counter. */
static bool is_counter(KFix *f, const Launch *o) {
  Cfg c;
  cfg_build(&f->k, &c);
  bool *counter = counter_arrays(&f->k, &c, o);
  bool r = counter[0];
  free(counter);
  cfg_free(&c);
  return r;
}

/* 0: old := atomic_add(c[0], step); return. */
static Array *one_atomic(KFix *f, int64_t step, MemSpace space) {
  kfix_init(f, 1);
  Array *c = kfix_array(f, "c", space, false);
  c->read = false;
  kfix_atomic(f, 0, kfix_bv32(f, "old", VAR_LOCAL), c, kfix_c(f, 0), step);
  return c;
}

static void test_increment_is_counter(void) {
  KFix f;
  one_atomic(&f, 1, SPACE_GLOBAL);
  Launch o = launch(64, 4);
  CHECK(is_counter(&f, &o));
  kfix_free(&f);
}

static void test_other_update_is_not_counter(void) {
  KFix f;
  one_atomic(&f, 0, SPACE_GLOBAL);
  Launch o = launch(64, 4);
  CHECK(!is_counter(&f, &o));
  kfix_free(&f);
}

static void test_mixed_steps_are_not_counter(void) {
  KFix f;
  Array *c = one_atomic(&f, 1, SPACE_GLOBAL);
  kfix_atomic(&f, 0, kfix_bv32(&f, "old2", VAR_LOCAL), c, kfix_c(&f, 0), -1);
  Launch o = launch(64, 4);
  CHECK(!is_counter(&f, &o));
  kfix_free(&f);
}

static void test_symbolic_launch_is_not_counter(void) {
  KFix f;
  one_atomic(&f, 1, SPACE_GLOBAL);
  Launch o = launch(64, 4);
  o.num_groups.d[0].any = true;
  CHECK(!is_counter(&f, &o));
  kfix_free(&f);
}

/* Only the group shares a __shared__ counter: the grid size does not
 * matter to it. */
static void test_wrap_bound_counts_sharing_threads(void) {
  KFix f;
  one_atomic(&f, 1 << 20, SPACE_GLOBAL);
  Launch o = launch(1024, 8); /* 2^13 threads x 2^20 = 2^33: may wrap */
  CHECK(!is_counter(&f, &o));
  kfix_free(&f);
  one_atomic(&f, 1 << 20, SPACE_SHARED);
  CHECK(is_counter(&f, &o)); /* 2^10 x 2^20 < 2^32 */
  kfix_free(&f);
}

/* 0: atomic -> 1; 1: c[0] := 0; return. */
static void test_write_after_atomic_is_not_counter(void) {
  KFix f;
  kfix_init(&f, 2);
  Array *c = kfix_array(&f, "c", SPACE_GLOBAL, true);
  kfix_atomic(&f, 0, kfix_bv32(&f, "old", VAR_LOCAL), c, kfix_c(&f, 0), 1);
  kfix_goto(&f, 0, 1);
  kfix_write(&f, 1, c, kfix_c(&f, 0), kfix_c(&f, 0));
  Launch o = launch(64, 4);
  CHECK(!is_counter(&f, &o));
  kfix_free(&f);
}

/* 0: c[0] := 0 -> 1; 1: atomic; return. */
static void test_write_before_atomic_keeps_counter(void) {
  KFix f;
  kfix_init(&f, 2);
  Array *c = kfix_array(&f, "c", SPACE_GLOBAL, true);
  kfix_write(&f, 0, c, kfix_c(&f, 0), kfix_c(&f, 0));
  kfix_goto(&f, 0, 1);
  kfix_atomic(&f, 1, kfix_bv32(&f, "old", VAR_LOCAL), c, kfix_c(&f, 0), 1);
  Launch o = launch(64, 4);
  CHECK(is_counter(&f, &o));
  kfix_free(&f);
}

/* 0: -> 1; 1: atomic; branch back to 1 or on to 2; 2: return. */
static void test_atomic_in_loop_is_not_counter(void) {
  KFix f;
  kfix_init(&f, 3);
  Array *c = kfix_array(&f, "c", SPACE_GLOBAL, false);
  kfix_goto(&f, 0, 1);
  kfix_atomic(&f, 1, kfix_bv32(&f, "old", VAR_LOCAL), c, kfix_c(&f, 0), 1);
  kfix_branch(&f, 1, kfix_v(&f, kfix_bool(&f, "again")), 1, 2);
  Launch o = launch(64, 4);
  CHECK(!is_counter(&f, &o));
  kfix_free(&f);
}

/* Atomics of group scope on memory several groups reach may return one
 * value to two groups: no counter. On shared memory, one group's, they
 * still count. */
static void test_group_scope_counts_only_in_shared_memory(void) {
  KFix f;
  Array *c = one_atomic(&f, 1, SPACE_GLOBAL);
  c->group_atomic = true;
  Launch o = launch(64, 4);
  CHECK(!is_counter(&f, &o));
  kfix_free(&f);
  c = one_atomic(&f, 1, SPACE_SHARED);
  c->group_atomic = true;
  CHECK(is_counter(&f, &o));
  kfix_free(&f);
}

void test_counters(void) {
  RUN_TEST(test_increment_is_counter);
  RUN_TEST(test_other_update_is_not_counter);
  RUN_TEST(test_mixed_steps_are_not_counter);
  RUN_TEST(test_symbolic_launch_is_not_counter);
  RUN_TEST(test_wrap_bound_counts_sharing_threads);
  RUN_TEST(test_write_after_atomic_is_not_counter);
  RUN_TEST(test_write_before_atomic_keeps_counter);
  RUN_TEST(test_atomic_in_loop_is_not_counter);
  RUN_TEST(test_group_scope_counts_only_in_shared_memory);
}
