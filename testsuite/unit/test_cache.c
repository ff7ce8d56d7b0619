/* Unit tests for the cache: entries written and read back, corrupt ones
 * ignored, and which options the key leaves out. */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

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

/* The run key covers every prelude file, in subdirectories too, and the
 * tools found on PATH. */
static void test_run_key(void) {
  char *dir = tempdir_create();
  char *prelude = mem_printf("%s/prelude", dir), *sub = mem_printf("%s/prelude/cg", dir);
  char *header = mem_printf("%s/cg/copy.h", prelude), *tools = mem_printf("%s/bin", dir);
  char *z3 = mem_printf("%s/z3", tools);
  CHECK(mkdir(prelude, 0700) == 0 && mkdir(sub, 0700) == 0 && mkdir(tools, 0700) == 0);
  CHECK(write_file(header, "a", 1));
  CHECK(write_file(z3, "#!/bin/sh\n", 10) && chmod(z3, 0700) == 0);
  char *old_path = mem_strdup(getenv("PATH") ? getenv("PATH") : "");
  char *old_prelude = getenv("TANDEM_PRELUDE") ? mem_strdup(getenv("TANDEM_PRELUDE")) : NULL;
  setenv("TANDEM_PRELUDE", prelude, 1);
  setenv("PATH", tools, 1);
  char k1[65], k2[65], k3[65], k4[65];
  cache_run_key(k1);
  cache_run_key(k2);
  CHECK_STR_EQ(k1, k2);
  CHECK(write_file(header, "b", 1));
  cache_run_key(k3);
  CHECK(strcmp(k1, k3) != 0);
  CHECK(write_file(z3, "#!/bin/sh\n\n", 11));
  cache_run_key(k4);
  CHECK(strcmp(k3, k4) != 0);
  setenv("PATH", old_path, 1);
  if (old_prelude)
    setenv("TANDEM_PRELUDE", old_prelude, 1);
  else
    unsetenv("TANDEM_PRELUDE");
  free(old_path);
  free(old_prelude);
  free(z3);
  free(tools);
  free(header);
  free(sub);
  free(prelude);
  tempdir_remove(dir);
  free(dir);
}

void test_cache(void) {
  RUN_TEST(test_store_load);
  RUN_TEST(test_run_key);
  RUN_TEST(test_output_only);
}
