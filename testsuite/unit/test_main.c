/* The unit-test runner: runs every test group and ends with the line
 * "N passed, N failed" (counting test functions). Exit status 1 on any
 * failure. */
#include <stdio.h>
#include <string.h>

#include "check.h"

/* The test groups, one per module: to add yours, add a line
 * `X(test_<module>)  \` above the marked last line. */
#define TEST_GROUPS(X) \
  X(test_util)         \
  X(test_options)      \
  X(test_policy)       \
  X(test_assumptions)  \
  X(test_process)      \
  X(test_bpl)          \
  X(test_cfg)          \
  X(test_uniformity)   \
  X(test_loopfacts)    \
  X(test_ranges)       \
  X(test_narrowing)    \
  X(test_slots)        \
  X(test_intervals)    \
  X(test_counters)     \
  X(test_backend)      \
  X(test_parts)        \
  X(test_barrier_inv)  \
  X(test_pointers)     \
  X(test_indirect_calls) \
  X(test_postconditions) \
  X(test_translate)    \
  X(test_demangle)     \
  X(test_instrument)   \
  X(test_report)       \
  X(test_rules)        \
  X(test_inputs)       \
  X(test_outputs)      \
  X(test_cache)        \
  X(test_manifest)     \
  X(test_exec)         \
  /* add new groups above this line */

#define DECLARE(fn) void fn(void);
TEST_GROUPS(DECLARE)

/* The harness's tally. It has to live here: the check functions are called
 * from test code that has no context to pass them. */
static struct {
  const char *current;     /* the running test function */
  int current_failures;
  int passed, failed;
} tally;

/* Starts a failure line. A check outside any RUN_TEST counts as a failed
 * test of its own, so that it cannot go unnoticed. */
static void report(const char *file, int line) {
  if (tally.current)
    tally.current_failures++;
  else
    tally.failed++;
  printf("%s:%d: %s: ", file, line, tally.current ? tally.current : "(outside a test)");
}

static void print_str(const char *s) {
  if (s)
    printf("\"%s\"", s);
  else
    printf("NULL");
}

bool check_true(const char *file, int line, const char *text, bool ok) {
  if (!ok) {
    report(file, line);
    printf("CHECK(%s) failed\n", text);
  }
  return ok;
}

bool check_str_eq(const char *file, int line, const char *atext, const char *btext,
                  const char *a, const char *b) {
  bool ok = (a && b) ? strcmp(a, b) == 0 : a == b;
  if (!ok) {
    report(file, line);
    printf("CHECK_STR_EQ(%s, %s) failed: ", atext, btext);
    print_str(a);
    printf(" != ");
    print_str(b);
    printf("\n");
  }
  return ok;
}

bool check_int_eq(const char *file, int line, const char *atext, const char *btext,
                  long long a, long long b) {
  if (a != b) {
    report(file, line);
    printf("CHECK_INT_EQ(%s, %s) failed: %lld != %lld\n", atext, btext, a, b);
  }
  return a == b;
}

void run_test(const char *name, void (*fn)(void)) {
  tally.current = name;
  tally.current_failures = 0;
  fn();
  if (tally.current_failures)
    tally.failed++;
  else
    tally.passed++;
  tally.current = NULL;
  fflush(stdout); /* tests run child processes; keep our lines in order */
}

int main(void) {
#define CALL(fn) fn();
  TEST_GROUPS(CALL)
#undef CALL
  printf("%d passed, %d failed\n", tally.passed, tally.failed);
  return tally.failed ? 1 : 0;
}
