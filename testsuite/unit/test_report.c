/* Unit tests for report: the location prefix and the quoted source line of
 * a located diagnostic, read through the source cache. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "report.h"

/* A source file of three lines in a fresh temporary file; its path. */
static char *source_file(void) {
  char *path = mem_strdup("/tmp/tandem-test-report-XXXXXX");
  int fd = mkstemp(path);
  if (fd < 0)
    return path;
  static const char text[] = "__global__ void k(int *A) {\n"
                             "\t  A[threadIdx.x] = 1;\n"
                             "}\n";
  ssize_t n = write(fd, text, sizeof text - 1);
  (void)n;
  close(fd);
  return path;
}

static char *located(const Loc *l, const char *msg, SourceCache *src) {
  StrBuf out = {0};
  report_located(&out, l, "error", msg, src);
  return out.s;
}

static void test_line_and_column(void) {
  char *path = source_file();
  SourceCache src = {0};
  Loc l = {.file = path, .line = 2, .col = 5};
  char *text = located(&l, "boom", &src);
  char *want = mem_printf("%s:2:5: error: boom\n    A[threadIdx.x] = 1;\n", path);
  CHECK_STR_EQ(text, want);
  free(text);
  free(want);
  /* The second report reads the cached text, not the file. */
  unlink(path);
  l.col = 0;
  text = located(&l, "again", &src);
  want = mem_printf("%s:2: error: again\n    A[threadIdx.x] = 1;\n", path);
  CHECK_STR_EQ(text, want);
  CHECK_INT_EQ(src.paths.len, 1);
  free(text);
  free(want);
  source_cache_free(&src);
  free(path);
}

/* Inlined code: the line, then each call it came through, innermost first. */
static void test_call_chain(void) {
  char *path = source_file();
  SourceCache src = {0};
  Loc kernel = {.file = "k.cu", .line = 9, .col = 3};
  Loc helper = {.file = "k.cu", .line = 4, .col = 7, .caller = &kernel};
  Loc l = {.file = path, .line = 2, .col = 5, .caller = &helper};
  char *text = located(&l, "boom", &src);
  char *want = mem_printf("%s:2:5: error: boom\n    A[threadIdx.x] = 1;\n"
                          "    in call from k.cu:4:7\n    in call from k.cu:9:3\n",
                          path);
  CHECK_STR_EQ(text, want);
  free(text);
  free(want);
  unlink(path);
  source_cache_free(&src);
  free(path);
}

static void test_without_line(void) {
  SourceCache src = {0};
  Loc file_only = {.file = "k.cu"}, none = {.file = ""};
  char *text = located(&file_only, "no line", &src);
  CHECK_STR_EQ(text, "k.cu: error: no line\n");
  free(text);
  text = located(&none, "nowhere", &src);
  CHECK_STR_EQ(text, "error: nowhere\n");
  free(text);
  /* A file that cannot be read quotes nothing. */
  Loc missing = {.file = "/nonexistent/tandem.cu", .line = 3, .col = 1};
  text = located(&missing, "gone", &src);
  CHECK_STR_EQ(text, "/nonexistent/tandem.cu:3:1: error: gone\n");
  free(text);
  source_cache_free(&src);
}

void test_report(void) {
  RUN_TEST(test_line_and_column);
  RUN_TEST(test_call_chain);
  RUN_TEST(test_without_line);
}
