/* Unit tests for the parsers of Boogie's output (boogie_output.c): the
 * summary line, failed assertions, Houdini's assignment and models. */
#include <stdlib.h>
#include <string.h>

#include "backend_int.h"
#include "check.h"

static void test_summary_status(void) {
  CHECK_INT_EQ(backend_summary_status(
                   "Boogie program verifier finished with 1 verified, 0 errors\n"),
               BACKEND_VERIFIED);
  CHECK_INT_EQ(backend_summary_status(
                   "Boogie program verifier finished with 0 verified, 2 errors\n"),
               BACKEND_FAILED);
  /* 10 errors is not 0 errors, however it ends. */
  CHECK_INT_EQ(backend_summary_status(
                   "Boogie program verifier finished with 0 verified, 10 errors\n"),
               BACKEND_FAILED);
  CHECK_INT_EQ(backend_summary_status("Boogie program verifier finished with 0 "
                                      "verified, 0 errors, 1 time out\n"),
               BACKEND_TIMEOUT);
  /* An unfinished proof is no proof. */
  CHECK_INT_EQ(backend_summary_status("Boogie program verifier finished with 0 "
                                      "verified, 0 errors, 1 inconclusive\n"),
               BACKEND_FAILED);
  CHECK_INT_EQ(backend_summary_status("k.bpl(3,1): error: undeclared identifier\n"),
               BACKEND_INTERNAL);
}

static void test_failures_map_lines_to_checks(void) {
  BackendResult r = {0};
  r.output = mem_strdup(
      "/tmp/t/k.bpl(4,3): Error BP5001: This assertion might not hold.\n"
      "/tmp/t/k.bpl(2,5): Error BP5004: This loop invariant might not hold on entry.\n"
      "/tmp/t/k.bpl(3,5): Error BP5005: This loop invariant might not be maintained by the loop.\n"
      "/tmp/t/k.bpl(99,1): Error BP5001: This assertion might not hold.\n");
  int check_of_line[6] = {-1, -1, 7, 8, 9, -1};
  backend_parse_failures(&r, check_of_line, 6);
  if (CHECK_INT_EQ(r.failures.len, 4)) {
    const Failure *f = r.failures.items[0];
    CHECK_INT_EQ(f->check, 9);
    CHECK_INT_EQ(f->kind, FAIL_ASSERT);
    f = r.failures.items[1];
    CHECK_INT_EQ(f->check, 7);
    CHECK_INT_EQ(f->kind, FAIL_INVARIANT_ENTRY);
    f = r.failures.items[2];
    CHECK_INT_EQ(f->check, 8);
    CHECK_INT_EQ(f->kind, FAIL_INVARIANT_MAINTAINED);
    /* A line past the program: no check, rather than a read out of bounds. */
    CHECK_INT_EQ(((const Failure *)r.failures.items[3])->check, -1);
  }
  backend_result_free(&r);
}

static void test_houdini_assignment(void) {
  BackendResult r = {0};
  r.output = mem_strdup("Assignment computed by Houdini:\n"
                        "_b0 = True\n"
                        "_b1 = False\n"
                        "_b12 = True\n"
                        "\n"
                        "Boogie program verifier finished with 1 verified, 0 errors\n");
  backend_parse_candidates(&r);
  if (CHECK_INT_EQ(r.true_candidates.len, 2)) {
    CHECK_STR_EQ(r.true_candidates.items[0], "_b0");
    CHECK_STR_EQ(r.true_candidates.items[1], "_b12");
  }
  backend_result_free(&r);
  /* No assignment at all: no survivors. */
  BackendResult none = {0};
  none.output = mem_strdup("Boogie program verifier finished with 1 verified, 0 errors\n");
  backend_parse_candidates(&none);
  CHECK_INT_EQ(none.true_candidates.len, 0);
  backend_result_free(&none);
}

static void test_models(void) {
  char *text = mem_strdup("*** MODEL\n"
                          "$tid1 -> 3\n"
                          "$arr -> {\n"
                          "  0 -> 5\n"
                          "}\n"
                          "$flag -> true\n"
                          "*** END_MODEL\n"
                          "*** MODEL\n"
                          "$tid1 -> 7\n"
                          "*** END_MODEL\n");
  char *cursor = text;
  Model *m1 = backend_parse_model(&cursor);
  Model *m2 = backend_parse_model(&cursor);
  Model *m3 = backend_parse_model(&cursor);
  uint64_t v = 0;
  if (CHECK(m1 && m2)) {
    CHECK(model_get_u64(m1, "$tid1", &v) && v == 3);
    CHECK(model_get(m1, "$arr") == NULL); /* maps are not top-level values */
    CHECK(model_get(m1, "  0") == NULL);
    CHECK_STR_EQ(model_get(m1, "$flag"), "true");
    CHECK(!model_get_u64(m1, "$flag", &v));
    CHECK(model_get_u64(m2, "$tid1", &v) && v == 7);
  }
  CHECK(m3 == NULL);
  CHECK(model_get(NULL, "$tid1") == NULL);
  backend_model_free(m1);
  backend_model_free(m2);
  free(text);
}

void test_backend(void) {
  RUN_TEST(test_summary_status);
  RUN_TEST(test_failures_map_lines_to_checks);
  RUN_TEST(test_houdini_assignment);
  RUN_TEST(test_models);
}
