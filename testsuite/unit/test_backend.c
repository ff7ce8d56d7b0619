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
  /* A query failed without an assertion named: no proof, no defect. */
  CHECK_INT_EQ(backend_summary_status("Verifying $k ...\n  [0.231 s, 7 proof obligations]  "
                                      "errors\n\nBoogie program verifier finished with 0 "
                                      "verified, 0 errors\n"),
               BACKEND_NO_VERDICT);
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

/* Which of n candidates Houdini's assignment in out keeps, as "01..." */
static const char *survivors(const char *out, int n) {
  static char text[16];
  bool survived[16];
  memset(survived, 1, sizeof survived);  /* the parser must clear them */
  backend_parse_candidates(out, survived, n);
  for (int i = 0; i < n; i++)
    text[i] = survived[i] ? '1' : '0';
  text[n] = 0;
  return text;
}

static void test_houdini_assignment(void) {
  /* Boogie's own noise may come first. */
  CHECK_STR_EQ(survivors("Prover error: line 17 column 28: unknown parameter\n"
                         "Assignment computed by Houdini:\n"
                         "_b0 = True\n"
                         "_b1 = False\n"
                         "_b12 = True\n"
                         "_b3 = True\n"
                         "\n"
                         "Boogie program verifier finished with 1 verified, 0 errors\n",
                         13),
               "1001000000001");
  /* Any order, Windows line ends, and no blank line before the end. */
  CHECK_STR_EQ(survivors("Assignment computed by Houdini:\r\n_b2 = True\r\n_b0 = True", 3),
               "101");
  /* No assignment at all: no survivors. */
  CHECK_STR_EQ(survivors("Boogie program verifier finished with 1 verified, 0 errors\n", 2),
               "00");
  CHECK_STR_EQ(survivors("", 2), "00");
}

/* /trace's time per Houdini query: the longest says whether one ran to
 * the time limit (and Houdini then dropped what it did not prove). */
static void test_slowest_query(void) {
  const char *out = "Verifying $k ...\n"
                    "Houdini assignment axiom: (And true _b0 _b1)\n"
                    "Outcome = Invalid\n"
                    "Time taken = 6.246893\n"
                    "Removing _b1\n"
                    "Outcome = Valid\n"
                    "Time taken = 0.128638\n"
                    "Prover time = 6.59\n"
                    "Assignment computed by Houdini:\n"
                    "_b0 = True\n"
                    "_b1 = False\n";
  CHECK(backend_slowest_query(out) > 6.2 && backend_slowest_query(out) < 6.3);
  CHECK_STR_EQ(survivors(out, 2), "10");
  CHECK(backend_slowest_query("Boogie program verifier finished\n") == 0);
}

/* Constants that are not candidates, numbers past the program's, and
 * malformed lines keep nothing, and do not end the assignment. */
static void test_houdini_assignment_other_names(void) {
  CHECK_STR_EQ(survivors("Assignment computed by Houdini:\n"
                         "_b5 = True\n"      /* past the 4 candidates */
                         "b1 = True\n"       /* not a candidate's name */
                         "_b01 = True\n"     /* not how candidates are named */
                         "_bx = True\n"
                         "_b = True\n"
                         " = True\n"
                         "_b1 = Truest\n"
                         "_b1 = true\n"
                         "_b1=True\n"
                         "_b1 = \n"
                         "garbage\n"
                         "_b2 = True\n"
                         "\n"
                         "_b3 = True\n",     /* after the assignment ended */
                         4),
               "0010");
  /* A truncated output: the last line has no end. */
  CHECK_STR_EQ(survivors("Assignment computed by Houdini:\n_b1 = Tr", 2), "00");
  CHECK_STR_EQ(survivors("Assignment computed by Houdini:", 2), "00");
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

/* A split proof's /trace output: each "Verifying <proc>$<i> ..." and the
 * outcome on the line after it. */
static void test_parts(void) {
  PartStatus st[6];
  backend_parse_parts("[TRACE] Using prover: /usr/bin/z3\n"
                      "Verifying $k$0 ...\n"
                      "  [0.208 s, 2 proof obligations]  error\n"
                      "/t/k.bpl(91,3): Error BP5001: This assertion might not hold.\n"
                      "Verifying $k$2 ...\n"
                      "  [0.033 s, 1 proof obligation]  verified\n"
                      "Verifying $k$3 ...\n"
                      "  [5.013 s, 2 proof obligations]  timed out\n"
                      "Verifying $k$9 ...\n"
                      "  [0.1 s, 1 proof obligation]  verified\n"
                      "Verifying $k$4 ...\n",
                      st, 6);
  CHECK_INT_EQ(st[0], PART_FAILED);
  CHECK_INT_EQ(st[1], PART_NOT_REACHED);
  CHECK_INT_EQ(st[2], PART_VERIFIED);
  CHECK_INT_EQ(st[3], PART_TIMEOUT);
  /* Started and never answered: Boogie was stopped during it. */
  CHECK_INT_EQ(st[4], PART_TIMEOUT);
  CHECK_INT_EQ(st[5], PART_NOT_REACHED);
  /* A procedure named without a part number is part 0; "Verifying" inside
   * a line is not Boogie's trace. */
  backend_parse_parts("Verifying $kernel ...\n  [1 s, 3 proof obligations]  verified\n"
                      "x Verifying $k$1 ...\n  [1 s, 1 proof obligation]  error\n",
                      st, 2);
  CHECK_INT_EQ(st[0], PART_VERIFIED);
  CHECK_INT_EQ(st[1], PART_NOT_REACHED);
}

/* A split proof is verified only when each part's trace line says so. */
static void test_split_status(void) {
  PartStatus all[3] = {PART_VERIFIED, PART_VERIFIED, PART_VERIFIED};
  PartStatus lost[3] = {PART_VERIFIED, PART_FAILED, PART_VERIFIED};
  PartStatus stopped[2] = {PART_VERIFIED, PART_NOT_REACHED};
  CHECK_INT_EQ(backend_split_status(BACKEND_VERIFIED, all, 3), BACKEND_VERIFIED);
  /* "2 verified, 0 errors" with part 1's query failed unnamed. */
  CHECK_INT_EQ(backend_split_status(BACKEND_VERIFIED, lost, 3), BACKEND_NO_VERDICT);
  CHECK_INT_EQ(backend_split_status(BACKEND_VERIFIED, stopped, 2), BACKEND_NO_VERDICT);
  /* Other summaries stand. */
  CHECK_INT_EQ(backend_split_status(BACKEND_FAILED, lost, 3), BACKEND_FAILED);
  CHECK_INT_EQ(backend_split_status(BACKEND_TIMEOUT, stopped, 2), BACKEND_TIMEOUT);
}

void test_backend(void) {
  RUN_TEST(test_summary_status);
  RUN_TEST(test_failures_map_lines_to_checks);
  RUN_TEST(test_houdini_assignment);
  RUN_TEST(test_houdini_assignment_other_names);
  RUN_TEST(test_slowest_query);
  RUN_TEST(test_models);
  RUN_TEST(test_parts);
  RUN_TEST(test_split_status);
}
