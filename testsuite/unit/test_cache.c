/* Unit tests for the cache: entries written and read back, corrupt ones
 * ignored, and which options the key leaves out. */
#include <stdlib.h>
#include <string.h>

#include "cache.h"
#include "check.h"
#include "process.h"
#include "util.h"

static void test_store_load(void) {
  char *dir = tempdir_create();
  if (!CHECK(dir != NULL))
    return;
  char *sub = mem_printf("%s/a/b", dir); /* created on the first store */
  CacheEntry e = {.code = 6, .report = "k.cu: k: 1 error\n", .json = "{\"x\": 1}", .sarif = ""};
  cache_store(sub, "k1", &e);
  CacheEntry got;
  if (CHECK(cache_load(sub, "k1", &got))) {
    CHECK_INT_EQ(got.code, 6);
    CHECK_STR_EQ(got.report, e.report);
    CHECK_STR_EQ(got.json, e.json);
    CHECK_STR_EQ(got.sarif, "");
    cache_entry_free(&got);
  }
  CHECK(!cache_load(sub, "k2", &got));
  /* Truncated, padded, a wrong length, an error code: all ignored. */
  const char *bad[] = {
      "tandem-cache 1\ncode 6\nreport 3\nabc",
      "tandem-cache 1\ncode 6\nreport 0\njson 0\nsarif 0\nend\nmore",
      "tandem-cache 1\ncode 6\nreport 99\nabc\njson 0\nsarif 0\nend\n",
      "tandem-cache 1\ncode 7\nreport 0\njson 0\nsarif 0\nend\n",
      "tandem-cache 2\ncode 0\nreport 0\njson 0\nsarif 0\nend\n",
      "",
  };
  char *path = mem_printf("%s/k3", sub);
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    write_file(path, bad[i], strlen(bad[i]));
    CHECK(!cache_load(sub, "k3", &got));
  }
  const char *good = "tandem-cache 1\ncode 0\nreport 0\njson 0\nsarif 0\nend\n";
  write_file(path, good, strlen(good));
  CHECK(cache_load(sub, "k3", &got));
  cache_entry_free(&got);
  free(path);
  tempdir_remove(dir);
  free(sub);
  free(dir);
}

static void test_output_only(void) {
  const char *args[] = {"--json=x", "-j", "4", "--blockDim=8", "-j2", "--sarif=-", "--jso=y",
                        "--no-cache", "--cache-dir=d", "--silent", "--use-file-options",
                        "--time", "-DX", "--no-infer", "-j"};
  int n = (int)(sizeof args / sizeof args[0]);
  int want[] = {1, 2, -1, 0, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1};
  for (int i = 0; i < n; i++)
    if (want[i] >= 0)
      CHECK_INT_EQ(options_output_only(args, i, n), want[i]);
}

void test_cache(void) {
  RUN_TEST(test_store_load);
  RUN_TEST(test_output_only);
}
