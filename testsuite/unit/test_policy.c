/* Unit tests for policy: the command line turned into each stage's
 * configuration, and --check-arrays / --only-log applied to a kernel. */
#include "check.h"
#include "kfix.h"
#include "policy.h"

static void test_annotation_policy(void) {
  Options opt = {0};
  CHECK_INT_EQ(policy_translate(&opt, "k", true).annotations, ANNOTATIONS_ALL);
  opt.only_requires = true;
  CHECK_INT_EQ(policy_translate(&opt, "k", true).annotations, ANNOTATIONS_ONLY_REQUIRES);
  opt.no_annotations = true;
  CHECK_INT_EQ(policy_translate(&opt, "k", true).annotations, ANNOTATIONS_NONE);
}

/* get_work_dim(): the most dimensions either size was given in, 1 if none. */
static void test_launch_dims(void) {
  Options opt = {0};
  CHECK_INT_EQ(policy_translate(&opt, "k", false).launch_dims, 1);
  opt.group_size.ndims = 2;
  opt.num_groups.ndims = 3;
  CHECK_INT_EQ(policy_translate(&opt, "k", false).launch_dims, 3);
}

/* The last --kernel-args naming the kernel wins; other kernels get none. */
static void test_kernel_args_for_this_kernel(void) {
  ArgValue first[1] = {{false, 1}}, last[2] = {{false, 2}, {true, 0}};
  KernelArgs ka[2] = {{"k", first, 1}, {"k", last, 2}};
  Options opt = {0};
  opt.kernel_args = ka;
  opt.nkernel_args = 2;
  TranslateConfig tc = policy_translate(&opt, "k", true);
  CHECK(tc.args == last);
  CHECK_INT_EQ(tc.nargs, 2);
  tc = policy_translate(&opt, "other", true);
  CHECK(tc.args == NULL);
  CHECK_INT_EQ(tc.nargs, 0);
}

/* The negative options become positive switches of the stages. */
static void test_instrument_switches(void) {
  Options opt = {0};
  InstrumentConfig ic = policy_instrument(&opt);
  CHECK(ic.infer && ic.benign_tolerance && ic.barrier_access_checks);
  opt.no_infer = opt.no_benign_tolerance = opt.no_barrier_access_checks = true;
  ic = policy_instrument(&opt);
  CHECK(!ic.infer && !ic.benign_tolerance && !ic.barrier_access_checks);
}

/* --loop-unwind: no inference (whatever --no-infer says), no loop
 * invariants, and Boogie unrolls each loop that many times. */
static void test_bounded_check(void) {
  Options opt = {0};
  InstrumentConfig ic = policy_instrument(&opt);
  CHECK(ic.infer && !ic.bounded);
  CHECK_INT_EQ(policy_backend(&opt).loop_unroll, 0);
  opt.loop_unwind = 3;
  ic = policy_instrument(&opt);
  CHECK(!ic.infer && ic.bounded);
  CHECK_INT_EQ(policy_backend(&opt).loop_unroll, 3);
  opt.race_after = 7;
  CHECK(policy_backend(&opt).race_after == 7);
}

static void test_check_arrays(void) {
  KFix f;
  kfix_init(&f, 1);
  Array *a = kfix_array(&f, "A", SPACE_GLOBAL, true);
  Array *b = kfix_array(&f, "B", SPACE_GLOBAL, true);
  char *names[] = {"B"};
  Options opt = {0};
  char err[256] = "";
  CHECK(policy_restrict_checks(&opt, &f.k, err, sizeof err));
  CHECK(!a->unchecked && !b->unchecked);
  opt.check_arrays = names;
  opt.ncheck_arrays = 1;
  CHECK(policy_restrict_checks(&opt, &f.k, err, sizeof err));
  CHECK(a->unchecked && !b->unchecked);
  opt.only_log = true;
  CHECK(policy_restrict_checks(&opt, &f.k, err, sizeof err));
  CHECK(a->unchecked && b->unchecked);
  kfix_free(&f);
}

/* A name that is no array of the kernel is an error, not a check of nothing. */
static void test_check_arrays_unknown_name(void) {
  KFix f;
  kfix_init(&f, 1);
  kfix_array(&f, "A", SPACE_GLOBAL, true);
  char *names[] = {"C"};
  Options opt = {0};
  opt.check_arrays = names;
  opt.ncheck_arrays = 1;
  char err[256] = "";
  CHECK(!policy_restrict_checks(&opt, &f.k, err, sizeof err));
  CHECK_STR_EQ(err, "--check-arrays: Array name 'C' specified for restricted checking is "
                    "not found in kernel 'kfix'");
  kfix_free(&f);
}

void test_policy(void) {
  RUN_TEST(test_annotation_policy);
  RUN_TEST(test_launch_dims);
  RUN_TEST(test_kernel_args_for_this_kernel);
  RUN_TEST(test_instrument_switches);
  RUN_TEST(test_bounded_check);
  RUN_TEST(test_check_arrays);
  RUN_TEST(test_check_arrays_unknown_name);
}
