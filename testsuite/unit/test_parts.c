/* Unit tests for parts: how the final proof is split, and what a proof
 * that did not finish is said to have proved. */
#include <string.h>

#include "check.h"
#include "parts.h"

static void add_check(Instrumented *in, Check *c, CheckKind kind, Array *a) {
  *c = (Check){.kind = kind, .array = a};
  vec_push(&in->checks, c);
}

/* Races per array in the order met (a tolerated conflict's probe with its
 * array), then barriers, assertions, the loop invariants loop by loop,
 * and last Houdini's candidates. */
static void test_plan(void) {
  Array A = {.name = "A"}, B = {.name = "B"};
  Check c[9];
  Instrumented in = {0};
  add_check(&in, &c[0], CHECK_INVARIANT, NULL);
  c[0].head = 4;
  c[0].head_loc.line = 12;
  add_check(&in, &c[1], CHECK_RACE, &B);
  add_check(&in, &c[2], CHECK_ASSERT, NULL);
  add_check(&in, &c[3], CHECK_RACE, &A);
  add_check(&in, &c[4], CHECK_BENIGN, &B);
  add_check(&in, &c[5], CHECK_BOUNDS, NULL);
  add_check(&in, &c[6], CHECK_RACE, &B);
  add_check(&in, &c[7], CHECK_INVARIANT, NULL); /* another loop, its line unknown */
  c[7].head = 9;
  add_check(&in, &c[8], CHECK_INVARIANT, NULL); /* the first loop again */
  c[8].head = 4;
  c[8].head_loc.line = 12;
  in.ncandidates = 2;
  ProofParts pp;
  parts_plan(&in, &pp);
  if (CHECK_INT_EQ(pp.bpl.n, 6)) {
    CHECK_STR_EQ(pp.titles[0], "no race on B");
    CHECK_STR_EQ(pp.titles[1], "no race on A");
    CHECK_STR_EQ(pp.titles[2], "the assertions");
    CHECK_STR_EQ(pp.titles[3], "the invariants of the loop at line 12");
    CHECK_STR_EQ(pp.titles[4], "the loop invariants");
    CHECK_STR_EQ(pp.titles[5], "the inferred loop invariants");
    static const int want[9] = {3, 0, 2, 1, 0, 2, 0, 4, 3};
    for (int i = 0; i < 9; i++)
      CHECK_INT_EQ(pp.part_of_check[i], want[i]);
    CHECK_INT_EQ(pp.bpl.candidate_part, 5);
  }
  parts_free(&pp);
  vec_free(&in.checks);

  /* Candidates Houdini proved are assumed: no part of their own. */
  Instrumented proved = {0};
  add_check(&proved, &c[0], CHECK_RACE, &A);
  proved.ncandidates = 2;
  proved.candidates_proved = true;
  parts_plan(&proved, &pp);
  CHECK_INT_EQ(pp.bpl.n, 1);
  CHECK_STR_EQ(pp.titles[0], "no race on A");
  parts_free(&pp);
  vec_free(&proved.checks);

  /* Nothing to check: one part, the whole kernel. */
  Instrumented none = {0};
  parts_plan(&none, &pp);
  CHECK_INT_EQ(pp.bpl.n, 1);
  CHECK_STR_EQ(pp.titles[0], "the kernel");
  parts_free(&pp);
}

/* Proved parts first, then those that timed out and those not reached;
 * failed parts are the defects reported, not listed. A part said failed
 * whose failures were all taken out (probes) is proved. */
static void test_describe(void) {
  Array A = {.name = "A"}, B = {.name = "B"};
  Check c[4];
  Instrumented in = {0};
  add_check(&in, &c[0], CHECK_RACE, &A);
  add_check(&in, &c[1], CHECK_RACE, &B);
  add_check(&in, &c[2], CHECK_DIVERGENCE, NULL);
  add_check(&in, &c[3], CHECK_INVARIANT, NULL);
  ProofParts pp;
  parts_plan(&in, &pp);
  PartStatus st[4] = {PART_FAILED, PART_VERIFIED, PART_TIMEOUT, PART_NOT_REACHED};
  BackendResult br = {.parts = st};
  Failure f = {.check = 0};
  vec_push(&br.failures, &f);
  parts_settle(&pp, &br);
  CHECK_INT_EQ(st[0], PART_FAILED);
  StrBuf out = {0};
  parts_describe(&pp, st, &out);
  CHECK_STR_EQ(out.s, "proved: no race on B; timed out: no barrier divergence; "
                      "not reached: the loop invariants");
  sb_free(&out);
  br.failures.len = 0;
  parts_settle(&pp, &br);
  CHECK_INT_EQ(st[0], PART_VERIFIED);
  out = (StrBuf){0};
  parts_describe(&pp, st, &out);
  CHECK_STR_EQ(out.s, "proved: no race on A, no race on B; timed out: no barrier "
                      "divergence; not reached: the loop invariants");
  sb_free(&out);
  vec_free(&br.failures);
  parts_free(&pp);
  vec_free(&in.checks);
}

void test_parts(void) {
  RUN_TEST(test_plan);
  RUN_TEST(test_describe);
}
