/* Unit tests for the JSON and SARIF writers on hand-made outcomes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "json_out.h"
#include "outcome.h"
#include "sarif.h"

static void test_escape(void) {
  StrBuf b = {0};
  json_string(&b, "a\"b\\c\nd\x01\xc3\xa9");
  CHECK_STR_EQ(b.s, "\"a\\\"b\\\\c\\nd\\u0001\xc3\xa9\"");
  sb_free(&b);
  json_string(&b, NULL);
  CHECK_STR_EQ(b.s, "null");
  sb_free(&b);
}

static KernelOutcome *race(void) {
  KernelOutcome *o = outcome_new("dir/my k.cu", "foo");
  o->is_cuda = true;
  o->launch.group_size = (LaunchSize){1, {{false, 64}, {false, 1}, {false, 1}}};
  o->launch.num_groups = (LaunchSize){2, {{true, 0}, {false, 4}, {false, 1}}};
  o->verdict = VERDICT_DEFECT;
  Defect *d = outcome_add_defect(o, outcome_race_kind(1, 0), "possible write-read race");
  d->array = mem_strdup("A");
  d->element = mem_strdup("A[3]");
  d->access[0] = (SourceAccess){mem_strdup("dir/my k.cu"), 12, 5, "write", mem_strdup("A[i] = 1;")};
  d->access[1] = (SourceAccess){mem_strdup("dir/my k.cu"), 13, 7, "read", NULL};
  d->naccesses = 2;
  d->threads[0].local_id[0] = 3;
  d->threads[1].local_id[0] = 2;
  d->threads[1].group_id[1] = 1;
  d->nthreads = 2;
  d->dims = 2;
  d->witness = mem_strdup("n = 4");
  outcome_add_assumption(o, NULL, 0, 0, "assuming \"x\"");
  return o;
}

static void test_json_kernel(void) {
  KernelOutcome *o = race();
  StrBuf b = {0};
  json_kernel(&b, o);
  CHECK(strstr(b.s, "\"launch\": {\"blockDim\": [64], \"gridDim\": [\"*\", 4]}") != NULL);
  CHECK(strstr(b.s, "\"kind\": \"data-race/write-read\"") != NULL);
  CHECK(strstr(b.s, "\"threads\": [{\"local_id\": [3, 0], \"group_id\": [0, 0]}, "
                    "{\"local_id\": [2, 0], \"group_id\": [0, 1]}]") != NULL);
  CHECK(strstr(b.s, "\"source\": null") != NULL);
  CHECK(strstr(b.s, "{\"text\": \"assuming \\\"x\\\"\", \"file\": null, \"line\": 0") != NULL);
  sb_free(&b);
  outcome_free(o);
}

/* A bounded check's verdict has its own name: never "verified". */
static void test_bounded_verdict(void) {
  CHECK_STR_EQ(outcome_verdict_name(VERDICT_VERIFIED), "verified");
  CHECK_STR_EQ(outcome_verdict_name(VERDICT_BOUNDED), "bounded");
  KernelOutcome *o = outcome_new("k.cu", "k");
  o->verdict = VERDICT_BOUNDED;
  StrBuf b = {0};
  json_kernel(&b, o);
  CHECK(strstr(b.s, "\"verdict\": \"bounded\"") != NULL);
  sb_free(&b);
  outcome_free(o);
}

static void test_sarif_result(void) {
  KernelOutcome *o = race();
  StrBuf b = {0};
  bool first = true;
  sarif_results(&b, o, &first);
  CHECK(!first);
  CHECK(strstr(b.s, "\"ruleId\": \"data-race/write-read\", \"ruleIndex\": 1") != NULL);
  CHECK(strstr(b.s, "\"uri\": \"dir/my%20k.cu\"") != NULL);
  CHECK(strstr(b.s, "\"region\": {\"startLine\": 12, \"startColumn\": 5, "
                    "\"snippet\": {\"text\": \"A[i] = 1;\"}}") != NULL);
  CHECK(strstr(b.s, "\"relatedLocations\": [{\"id\": 1,") != NULL);
  /* The kernel is a logical location of the location, not of the result. */
  CHECK(strstr(b.s, "}}, \"logicalLocations\": [{\"name\": \"foo\", \"kind\": "
                    "\"function\"}]}], \"relatedLocations\"") != NULL);
  CHECK(strstr(b.s, "write by thread (3, 0, 0) in block (0, 0, 0) and read by thread "
                    "(2, 0, 0) in block (0, 1, 0). Witness: n = 4.") != NULL);
  sb_free(&b);
  outcome_free(o);
}

/* "confirmed" as schema 1 first had it, and "confirmed_by" beside it, in
 * JSON and as SARIF properties; neither for a defect that is no race. */
static void test_confirmed_by(void) {
  static const struct {
    Confirmation c;
    const char *json, *sarif;
  } cases[] = {
      {CONFIRM_EXACT, ", \"confirmed\": true, \"confirmed_by\": \"proof\"}",
       "\"properties\": {\"confirmed\": true, \"confirmed_by\": \"proof\"}"},
      {CONFIRM_BOUNDED, ", \"confirmed\": true, \"confirmed_by\": \"bounded-check\"}",
       "\"properties\": {\"confirmed\": true, \"confirmed_by\": \"bounded-check\"}"},
      {CONFIRM_EXECUTION, ", \"confirmed\": true, \"confirmed_by\": \"execution\"}",
       "\"properties\": {\"confirmed\": true, \"confirmed_by\": \"execution\"}"},
      {CONFIRM_NOT, ", \"confirmed\": false}", "\"properties\": {\"confirmed\": false}"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    KernelOutcome *o = race();
    ((Defect *)o->defects.items[0])->confirmation = cases[i].c;
    StrBuf j = {0}, s = {0};
    bool first = true;
    json_kernel(&j, o);
    sarif_results(&s, o, &first);
    if (!CHECK(strstr(j.s, cases[i].json) != NULL) || !CHECK(strstr(s.s, cases[i].sarif)))
      printf("    (confirmation %d: %s\n     %s)\n", (int)cases[i].c, j.s, s.s);
    sb_free(&j);
    sb_free(&s);
    outcome_free(o);
  }
  KernelOutcome *o = race();
  ((Defect *)o->defects.items[0])->kind = DEFECT_ASSERTION;
  StrBuf j = {0}, s = {0};
  bool first = true;
  json_kernel(&j, o);
  sarif_results(&s, o, &first);
  CHECK(!strstr(j.s, "confirmed") && !strstr(s.s, "confirmed"));
  sb_free(&j);
  sb_free(&s);
  outcome_free(o);
}

/* A defect of one kind at the same source positions as another is one
 * report: the most strongly confirmed stays, the first among equals. */
static void test_drop_repeats(void) {
  KernelOutcome *o = race();
  KernelOutcome *other = race();
  Defect *d = other->defects.items[0];
  other->defects.len = 0;
  d->confirmation = CONFIRM_EXECUTION;
  vec_push(&o->defects, d);
  other->defects.len = 0;
  outcome_free(other);
  other = race();
  Defect *moved = other->defects.items[0];
  moved->access[1].line = 14;
  vec_push(&o->defects, moved);
  other->defects.len = 0;
  outcome_free(other);
  bool kept[3];
  outcome_drop_repeats(o, 0, kept);
  CHECK(!kept[0] && kept[1] && kept[2]);
  CHECK(o->defects.len == 2);
  CHECK(((Defect *)o->defects.items[0])->confirmation == CONFIRM_EXECUTION);
  CHECK(((Defect *)o->defects.items[1])->access[1].line == 14);
  outcome_free(o);
}

/* Defects before `from` (another proof's) are not compared; a defect
 * without source positions is never a repeat. */
static void test_drop_repeats_from(void) {
  KernelOutcome *o = race();
  KernelOutcome *other = race();
  vec_push(&o->defects, other->defects.items[0]);
  other->defects.len = 0;
  outcome_free(other);
  outcome_add_defect(o, DEFECT_UNKNOWN_PROPERTY, "a property might not hold");
  outcome_add_defect(o, DEFECT_UNKNOWN_PROPERTY, "a property might not hold");
  bool kept[3];
  outcome_drop_repeats(o, 1, kept);
  CHECK(kept[0] && kept[1] && kept[2]);
  CHECK(o->defects.len == 4);
  outcome_free(o);
}

void test_outputs(void) {
  RUN_TEST(test_drop_repeats);
  RUN_TEST(test_drop_repeats_from);
  RUN_TEST(test_confirmed_by);
  RUN_TEST(test_escape);
  RUN_TEST(test_json_kernel);
  RUN_TEST(test_bounded_verdict);
  RUN_TEST(test_sarif_result);
}
