/* check: a tiny unit-test harness.
 *
 * Each test file defines one entry point per module, `void test_<module>(void)`,
 * listed in TEST_GROUPS in test_main.c, and calls RUN_TEST on each of its
 * own (static) test functions:
 *
 *   static void test_arena(void) { CHECK_INT_EQ(1 + 1, 2); }
 *   void test_util(void) { RUN_TEST(test_arena); }
 *
 * A failed check prints one line with file:line and lets the test go on; a
 * test function passes when none of its checks failed. The checks return
 * whether they held, so a test can stop before using a NULL it just checked:
 *   if (!CHECK(p != NULL)) return;
 */
#ifndef TANDEM_CHECK_H
#define TANDEM_CHECK_H

#include <stdbool.h>

#define CHECK(cond) check_true(__FILE__, __LINE__, #cond, (cond))
#define CHECK_STR_EQ(a, b) check_str_eq(__FILE__, __LINE__, #a, #b, (a), (b))
#define CHECK_INT_EQ(a, b) \
  check_int_eq(__FILE__, __LINE__, #a, #b, (long long)(a), (long long)(b))

#define RUN_TEST(fn) run_test(#fn, fn)

bool check_true(const char *file, int line, const char *text, bool ok);
/* NULL compares equal only to NULL. */
bool check_str_eq(const char *file, int line, const char *atext, const char *btext,
                  const char *a, const char *b);
bool check_int_eq(const char *file, int line, const char *atext, const char *btext,
                  long long a, long long b);
void run_test(const char *name, void (*fn)(void));

#endif
