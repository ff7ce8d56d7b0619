/* Unit tests for inputs: directory search, test headers, word splitting. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "check.h"
#include "inputs.h"
#include "process.h"
#include "util.h"

static void put(const char *dir, const char *name, const char *text) {
  char *path = mem_printf("%s/%s", dir, name);
  write_file(path, text, strlen(text));
  free(path);
}

static void test_split_words(void) {
  int n;
  char **w = inputs_split_words("  --blockDim=[8,8] -D 'A B' \"x\\\"y\" a\\ b ", &n);
  if (!CHECK(w != NULL))
    return;
  CHECK_INT_EQ(n, 5);
  CHECK_STR_EQ(w[0], "--blockDim=[8,8]");
  CHECK_STR_EQ(w[2], "A B");
  CHECK_STR_EQ(w[3], "x\"y");
  CHECK_STR_EQ(w[4], "a b");
  inputs_free_words(w, n);
  w = inputs_split_words("", &n);
  CHECK_INT_EQ(n, 0);
  inputs_free_words(w, n);
  CHECK(inputs_split_words("--clang-opt='-DX", &n) == NULL);
}

static void test_expand(void) {
  char *dir = tempdir_create();
  if (!CHECK(dir != NULL))
    return;
  char *sub = mem_printf("%s/sub", dir);
  mkdir(sub, 0700);
  put(dir, "b.cu", "");
  put(dir, "a.cl", "");
  put(dir, "k.cuh", "");      /* a header, not a kernel file */
  put(dir, ".hidden.cu", ""); /* hidden: skipped */
  put(sub, "c.cu", "");
  Vec files = {0};
  char err[256] = "";
  const char *paths[] = {dir, "x.cu"};
  CHECK(inputs_expand(paths, 2, &files, err, sizeof err));
  if (CHECK_INT_EQ(files.len, 4)) {
    char *want[3] = {mem_printf("%s/a.cl", dir), mem_printf("%s/b.cu", dir),
                     mem_printf("%s/sub/c.cu", dir)};
    for (int i = 0; i < 3; i++) {
      CHECK_STR_EQ(files.items[i], want[i]);
      free(want[i]);
    }
    CHECK_STR_EQ(files.items[3], "x.cu"); /* a file is taken as given */
  }
  for (int i = 0; i < files.len; i++)
    free(files.items[i]);
  vec_free(&files);
  const char *empty[] = {sub};
  char *c = mem_printf("%s/c.cu", sub);
  remove(c);
  free(c);
  CHECK(!inputs_expand(empty, 1, &files, err, sizeof err));
  CHECK(strstr(err, "no .cu or .cl files in") != NULL);
  vec_free(&files);
  tempdir_remove(dir);
  free(sub);
  free(dir);
}

static void test_header(void) {
  char *dir = tempdir_create();
  if (!CHECK(dir != NULL))
    return;
  put(dir, "p.cu", "//pass\n//--blockDim=32 --gridDim=2 -I${KERNEL_DIR}/inc\n//regex\n");
  put(dir, "x.cl", "//xfail:NOT_ALL_VERIFIED\n//--local_size=8 --num_groups=[2,2]\n");
  put(dir, "bare.cu", "//PASS\nint x;\n");
  put(dir, "none.cu", "// pass\n//--blockDim=32\n");
  put(dir, "bad.cu", "//pass\n//--clang-opt='-DX\n");
  char err[256] = "";
  int n;
  char *path = mem_printf("%s/p.cu", dir);
  char **w = inputs_header_options(path, &n, err, sizeof err);
  if (CHECK(w != NULL) && CHECK_INT_EQ(n, 3)) {
    char *inc = mem_printf("-I%s/inc", dir);
    CHECK_STR_EQ(w[0], "--blockDim=32");
    CHECK_STR_EQ(w[2], inc);
    free(inc);
  }
  inputs_free_words(w, n);
  free(path);
  path = mem_printf("%s/x.cl", dir);
  w = inputs_header_options(path, &n, err, sizeof err);
  CHECK_INT_EQ(n, 2);
  inputs_free_words(w, n);
  free(path);
  path = mem_printf("%s/bare.cu", dir);
  w = inputs_header_options(path, &n, err, sizeof err);
  CHECK(w != NULL);
  CHECK_INT_EQ(n, 0);
  inputs_free_words(w, n);
  free(path);
  path = mem_printf("%s/none.cu", dir); /* "// pass" is no header */
  CHECK(inputs_header_options(path, &n, err, sizeof err) == NULL);
  CHECK_INT_EQ(n, -1);
  CHECK_STR_EQ(err, "");
  free(path);
  path = mem_printf("%s/bad.cu", dir);
  CHECK(inputs_header_options(path, &n, err, sizeof err) == NULL);
  CHECK(strstr(err, "unmatched quote") != NULL);
  free(path);
  tempdir_remove(dir);
  free(dir);
}

void test_inputs(void) {
  RUN_TEST(test_split_words);
  RUN_TEST(test_expand);
  RUN_TEST(test_header);
}
