/* Unit tests for process: running programs, time limits, temp directories. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "process.h"
#include "util.h"

/* Runs a command given as a NULL-terminated list of literals. */
#define RUN(timeout, ...) process_run((char *const[]){__VA_ARGS__, NULL}, (timeout), NULL)

static void test_exit_status(void) {
  ProcResult r = RUN(10, "true");
  CHECK_INT_EQ(r.outcome, PROC_OK);
  CHECK_INT_EQ(r.status, 0);
  CHECK_STR_EQ(r.out, "");
  CHECK(r.seconds >= 0 && r.seconds < 5);
  proc_result_free(&r);

  r = RUN(10, "sh", "-c", "exit 3");
  CHECK_INT_EQ(r.outcome, PROC_OK);
  CHECK_INT_EQ(r.status, 3);
  proc_result_free(&r);

  r = RUN(0, "sh", "-c", "exit 0"); /* no time limit */
  CHECK_INT_EQ(r.outcome, PROC_OK);
  CHECK_INT_EQ(r.status, 0);
  proc_result_free(&r);
}

static void test_output_captured(void) {
  ProcResult r = RUN(10, "echo", "hi");
  CHECK_INT_EQ(r.outcome, PROC_OK);
  CHECK_STR_EQ(r.out, "hi\n");
  proc_result_free(&r);
  CHECK(r.out == NULL);

  /* stdout and stderr in one stream, in order. */
  r = RUN(10, "sh", "-c", "echo one; echo two >&2; echo three");
  CHECK_STR_EQ(r.out, "one\ntwo\nthree\n");
  proc_result_free(&r);

  /* More than a pipe holds. */
  r = RUN(10, "sh", "-c", "i=0; while [ $i -lt 20000 ]; do echo 0123456789; i=$((i+1)); done");
  CHECK_INT_EQ(r.outcome, PROC_OK);
  CHECK_INT_EQ(strlen(r.out), 20000 * 11);
  proc_result_free(&r);
}

static bool exists(const char *path) {
  struct stat st;
  return lstat(path, &st) == 0;
}

static void test_working_directory(void) {
  char *dir = tempdir_create();
  if (!CHECK(dir != NULL))
    return;
  /* The child runs in dir and leaves this process's directory alone. */
  char *here = getcwd(NULL, 0);
  ProcResult r = process_run((char *const[]){"sh", "-c", "pwd; touch made", NULL}, 10, dir);
  CHECK_INT_EQ(r.outcome, PROC_OK);
  Arena a = {0};
  CHECK_STR_EQ(r.out, arena_printf(&a, "%s\n", dir));
  CHECK(exists(arena_printf(&a, "%s/made", dir)));
  CHECK(!exists("made"));
  char *after = getcwd(NULL, 0);
  CHECK(here && after && !strcmp(here, after));
  proc_result_free(&r);

  /* A directory that is not there: the program is not started. */
  r = process_run((char *const[]){"true", NULL}, 10, arena_printf(&a, "%s/none", dir));
  CHECK_INT_EQ(r.outcome, PROC_NOT_FOUND);
  proc_result_free(&r);
  tempdir_remove(dir);
  free(dir);
  free(here);
  free(after);
  arena_free(&a);
}

static void test_stdin_is_null(void) {
  /* cat would wait forever on an inherited terminal or pipe. */
  ProcResult r = RUN(5, "cat");
  CHECK_INT_EQ(r.outcome, PROC_OK);
  CHECK_INT_EQ(r.status, 0);
  CHECK_STR_EQ(r.out, "");
  proc_result_free(&r);
}

static void test_not_found(void) {
  ProcResult r = RUN(10, "tandem-no-such-program-xyz", "arg");
  CHECK_INT_EQ(r.outcome, PROC_NOT_FOUND);
  CHECK(r.out != NULL && strstr(r.out, "tandem-no-such-program-xyz") != NULL);
  proc_result_free(&r);

  r = RUN(10, "/nonexistent/dir/prog");
  CHECK_INT_EQ(r.outcome, PROC_NOT_FOUND);
  proc_result_free(&r);
}

static void test_signalled(void) {
  ProcResult r = RUN(10, "sh", "-c", "kill -9 $$");
  CHECK_INT_EQ(r.outcome, PROC_SIGNALLED);
  CHECK_INT_EQ(r.status, 9);
  proc_result_free(&r);
}

static void test_timeout(void) {
  /* sleep writes nothing: the limit must hold without any output. */
  ProcResult r = RUN(1, "sleep", "10");
  CHECK_INT_EQ(r.outcome, PROC_TIMEOUT);
  CHECK(r.seconds >= 0.9 && r.seconds < 3);
  CHECK(r.out != NULL);
  proc_result_free(&r);

  /* The shell's child holds the pipe open too: the whole group must die. */
  r = RUN(1, "sh", "-c", "echo started; sleep 10; echo never");
  CHECK_INT_EQ(r.outcome, PROC_TIMEOUT);
  CHECK(r.seconds < 3);
  CHECK_STR_EQ(r.out, "started\n");
  proc_result_free(&r);

  /* Closing the output does not escape the limit either. */
  r = RUN(1, "sh", "-c", "exec >/dev/null 2>&1; sleep 10");
  CHECK_INT_EQ(r.outcome, PROC_TIMEOUT);
  CHECK(r.seconds < 3);
  proc_result_free(&r);
}

/* Runs body in a fresh temporary directory, with an arena for paths in
 * it, and removes the directory after. */
static void in_tempdir(void (*body)(const char *dir, Arena *a)) {
  char *dir = tempdir_create();
  if (!CHECK(dir != NULL))
    return;
  Arena a = {0};
  body(dir, &a);
  tempdir_remove(dir);
  free(dir);
  arena_free(&a);
}

/* Contestants in a directory of their own: the one that ends first wins,
 * however late it started, and the others are stopped or never started,
 * which the files they would leave tell. */
static void race(const char *dir, Arena *a) {
  char *const slow[] = {"sh", "-c", "echo slow; sleep 1; touch slow-ran-on", NULL};
  char *const quick[] = {"sh", "-c", "echo quick; exit 4", NULL};
  char *const *const argvs[] = {slow, quick};
  int winner = -1;
  ProcResult r = process_race(argvs, 2, (RaceRules){.stagger = 0.3}, 20, dir, &winner);
  CHECK_INT_EQ(r.outcome, PROC_OK);
  CHECK_INT_EQ(winner, 1);
  CHECK_INT_EQ(r.status, 4);
  CHECK_STR_EQ(r.out, "quick\n");
  CHECK(r.seconds >= 0.25 && r.seconds < 1);
  proc_result_free(&r);
  usleep(1500 * 1000);
  CHECK(!exists(arena_printf(a, "%s/slow-ran-on", dir)));

  /* Ended before the second is due: the second never starts. */
  char *const marker[] = {"sh", "-c", "touch second-started", NULL};
  char *const *const early[] = {quick, marker};
  r = process_race(early, 2, (RaceRules){.stagger = 1}, 20, dir, &winner);
  CHECK_INT_EQ(winner, 0);
  CHECK(r.seconds < 1);
  proc_result_free(&r);
  usleep(1500 * 1000);
  CHECK(!exists(arena_printf(a, "%s/second-started", dir)));

  /* Both past the limit: a timeout, with the first one's output. */
  char *const slower[] = {"sh", "-c", "echo late; sleep 10", NULL};
  char *const *const both[] = {slow, slower};
  r = process_race(both, 2, (RaceRules){.stagger = 0.2}, 1, dir, &winner);
  CHECK_INT_EQ(r.outcome, PROC_TIMEOUT);
  CHECK_INT_EQ(winner, 0);
  CHECK_STR_EQ(r.out, "slow\n");
  CHECK(r.seconds < 3);
  proc_result_free(&r);

  /* A contestant that cannot start, due while the first still runs, leaves
   * the race to the first. */
  char *const steady[] = {"sh", "-c", "sleep 0.3; echo steady", NULL};
  char *const missing[] = {"tandem-no-such-program", NULL};
  char *const *const lame[] = {steady, missing};
  r = process_race(lame, 2, (RaceRules){.stagger = 0.05}, 20, dir, &winner);
  CHECK_INT_EQ(r.outcome, PROC_OK);
  CHECK_INT_EQ(winner, 0);
  CHECK_STR_EQ(r.out, "steady\n");
  proc_result_free(&r);
}

static void test_race(void) { in_tempdir(race); }

/* RaceRules.core_free answers: never, or not on its first question. */
static int core_questions;
static bool core_never_free(void) {
  core_questions++;
  return false;
}
static bool core_free_second_time(void) {
  return ++core_questions > 1;
}

/* A due contestant waits for a free core: it starts only once core_free
 * says yes, and never when it keeps saying no. */
static void race_waits_for_core(const char *dir, Arena *a) {
  char *const slow[] = {"sh", "-c", "sleep 3; echo slow", NULL};
  char *const quick[] = {"sh", "-c", "touch second-started; echo quick", NULL};
  char *const *const argvs[] = {slow, quick};
  int winner = -1;
  core_questions = 0;
  RaceRules later = {.stagger = 0.1, .core_free = core_free_second_time};
  ProcResult r = process_race(argvs, 2, later, 20, dir, &winner);
  CHECK_INT_EQ(winner, 1);
  CHECK_STR_EQ(r.out, "quick\n");
  CHECK(r.seconds >= 0.1 + PROCESS_RECHECK - 0.05 && r.seconds < 2.5);
  CHECK_INT_EQ(core_questions, 2);
  proc_result_free(&r);
  CHECK(remove(arena_printf(a, "%s/second-started", dir)) == 0);

  char *const brief[] = {"sh", "-c", "sleep 1.5; echo brief", NULL};
  char *const *const busy[] = {brief, quick};
  core_questions = 0;
  RaceRules never = {.stagger = 0.1, .core_free = core_never_free};
  r = process_race(busy, 2, never, 20, dir, &winner);
  CHECK_INT_EQ(winner, 0);
  CHECK_STR_EQ(r.out, "brief\n");
  CHECK(core_questions >= 1);
  proc_result_free(&r);
  CHECK(!exists(arena_printf(a, "%s/second-started", dir)));
}

static void test_race_waits_for_core(void) { in_tempdir(race_waits_for_core); }

/* The race's first contestant started ahead of its input: fed through its
 * pipe (more than a pipe holds, while it writes as much), replaced when it
 * ends before opening the pipe, never fatal when it stops reading. */
static void early_child(const char *dir, Arena *a) {
  enum { INPUT_LINES = 20000, LINE = 11 };
  char *input = arena_printf(a, "%s/input.bpl", dir);
  char *pipe = arena_printf(a, "%s/pipe.bpl", dir);
  StrBuf text = {0};
  for (int i = 0; i < INPUT_LINES; i++)
    sb_puts(&text, "0123456789\n");
  CHECK(write_file(input, text.s, text.len));
  sb_free(&text);
  char *const fallback[] = {"sh", "-c", "echo fallback", NULL};
  char *const *const argvs[] = {fallback};
  int winner = -1;

  char *const reader[] = {"sh", "-c", "sleep 0.2; cat pipe.bpl; echo done", NULL};
  ProcEarly *e = process_early_start(reader, dir, pipe);
  if (!CHECK(e != NULL))
    return;
  CHECK(process_early_matches(e, reader));
  CHECK(!process_early_matches(e, fallback));
  CHECK(!process_early_matches(e, (char *const[]){"sh", "-c", NULL}));
  CHECK(process_early_start(fallback, dir, arena_printf(a, "%s/other.bpl", dir)) == NULL);
  RaceRules fed = {.early = e, .early_input = input};
  ProcResult r = process_race(argvs, 1, fed, 20, dir, &winner);
  CHECK_INT_EQ(r.outcome, PROC_OK);
  CHECK_INT_EQ(winner, 0);
  CHECK_INT_EQ(strlen(r.out), INPUT_LINES * LINE + 5);
  CHECK(r.out && !strcmp(r.out + INPUT_LINES * LINE, "done\n"));
  proc_result_free(&r);
  CHECK(!exists(pipe));

  char *const quitter[] = {"sh", "-c", "exit 0", NULL};
  fed.early = process_early_start(quitter, dir, pipe);
  r = process_race(argvs, 1, fed, 20, dir, &winner);
  CHECK_STR_EQ(r.out, "fallback\n");
  proc_result_free(&r);
  CHECK(!exists(pipe));

  char *const sipper[] = {"sh", "-c", "head -c 10 pipe.bpl; exit 5", NULL};
  fed.early = process_early_start(sipper, dir, pipe);
  r = process_race(argvs, 1, fed, 20, dir, &winner);
  CHECK_INT_EQ(r.status, 5);
  CHECK_STR_EQ(r.out, "0123456789");
  proc_result_free(&r);

  /* One that never opens its pipe: the time limit still holds, and the
   * first contestant is not started after it. */
  char *const sleeper[] = {"sh", "-c", "sleep 10", NULL};
  fed.early = process_early_start(sleeper, dir, pipe);
  r = process_race(argvs, 1, fed, 1, dir, &winner);
  CHECK_INT_EQ(r.outcome, PROC_TIMEOUT);
  CHECK_STR_EQ(r.out, "");
  CHECK(r.seconds >= 0.95 && r.seconds < 3);
  proc_result_free(&r);
  CHECK(!exists(pipe));

  /* Stopped unused: killed, its pipe removed. */
  char *const waiter[] = {"sh", "-c", "cat pipe.bpl; touch ran-on", NULL};
  e = process_early_start(waiter, dir, pipe);
  CHECK(e != NULL && exists(pipe));
  process_early_stop(e);
  process_early_stop(NULL);
  CHECK(!exists(pipe));
  usleep(300 * 1000);
  CHECK(!exists(arena_printf(a, "%s/ran-on", dir)));
}

static void test_early_child(void) { in_tempdir(early_child); }

static void test_now_seconds(void) {
  double a = now_seconds();
  usleep(20000);
  double b = now_seconds();
  CHECK(b - a >= 0.015 && b - a < 1);
}

/* Creates path with the given contents, or fails the check. */
static void make_file(Arena *a, const char *dir, const char *name, const char *text) {
  CHECK(write_file(arena_printf(a, "%s/%s", dir, name), text, strlen(text)));
}

static void test_tempdir(void) {
  char *dir = tempdir_create();
  if (!CHECK(dir != NULL))
    return;
  Arena a = {0};
  struct stat st;
  CHECK(stat(dir, &st) == 0 && S_ISDIR(st.st_mode));
  CHECK_INT_EQ(st.st_mode & 0777, 0700);
  CHECK(strstr(dir, "/tandem-") != NULL);

  char *other = tempdir_create();
  CHECK(other != NULL && strcmp(dir, other) != 0);

  /* Nested files and directories, an empty directory, and symbolic links
   * that point out of the directory: only the links may go. */
  make_file(&a, dir, "top.bpl", "x");
  CHECK(mkdir(arena_printf(&a, "%s/sub", dir), 0700) == 0);
  CHECK(mkdir(arena_printf(&a, "%s/sub/deeper", dir), 0700) == 0);
  CHECK(mkdir(arena_printf(&a, "%s/empty", dir), 0700) == 0);
  make_file(&a, dir, "sub/a.bc", "y");
  make_file(&a, dir, "sub/deeper/b.txt", "z");
  if (other) {
    make_file(&a, other, "keep.txt", "keep");
    CHECK(symlink(other, arena_printf(&a, "%s/link-to-dir", dir)) == 0);
    CHECK(symlink(arena_printf(&a, "%s/keep.txt", other),
                  arena_printf(&a, "%s/sub/link-to-file", dir)) == 0);
  }

  tempdir_remove(dir);
  CHECK(!exists(dir));
  if (other) {
    CHECK(exists(arena_printf(&a, "%s/keep.txt", other)));
    tempdir_remove(other);
    CHECK(!exists(other));
  }
  tempdir_remove(NULL); /* harmless */
  arena_free(&a);
  free(dir);
  free(other);
}

static void test_tempdir_honours_tmpdir(void) {
  char *base = tempdir_create();
  if (!CHECK(base != NULL))
    return;
  const char *old = getenv("TMPDIR");
  char *saved = old ? strdup(old) : NULL;

  Arena a = {0};
  setenv("TMPDIR", arena_printf(&a, "%s/", base), 1); /* trailing slash */
  char *dir = tempdir_create();
  if (CHECK(dir != NULL)) {
    CHECK(strncmp(dir, base, strlen(base)) == 0);
    CHECK(strstr(dir, "//") == NULL);
  }

  /* A relative $TMPDIR still gives an absolute path: a child may run
   * elsewhere (process_run's cwd). */
  char *here = getcwd(NULL, 0);
  if (CHECK(here != NULL) && CHECK(chdir(base) == 0)) {
    setenv("TMPDIR", ".", 1);
    char *rel = tempdir_create();
    if (CHECK(rel != NULL)) {
      CHECK(rel[0] == '/');
      CHECK(strncmp(rel, base, strlen(base)) == 0);
    }
    free(rel);
    CHECK(chdir(here) == 0);
  }
  free(here);

  setenv("TMPDIR", arena_printf(&a, "%s/missing", base), 1);
  char *none = tempdir_create();
  CHECK(none == NULL);
  free(none);

  if (saved)
    setenv("TMPDIR", saved, 1);
  else
    unsetenv("TMPDIR");
  free(saved);
  tempdir_remove(base);
  CHECK(!exists(base));
  free(dir);
  free(base);
  arena_free(&a);
}

/* GLIBC_TUNABLES after process_use_huge_pages, starting from old (NULL:
 * unset); the variable is restored after. */
static void check_huge_pages(const char *old, const char *expected) {
  const char *saved_env = getenv("GLIBC_TUNABLES");
  char *saved = saved_env ? strdup(saved_env) : NULL;
  if (old)
    setenv("GLIBC_TUNABLES", old, 1);
  else
    unsetenv("GLIBC_TUNABLES");
  process_use_huge_pages();
  const char *now = getenv("GLIBC_TUNABLES");
  if (CHECK(now != NULL))
    CHECK_STR_EQ(now, expected);
  if (saved)
    setenv("GLIBC_TUNABLES", saved, 1);
  else
    unsetenv("GLIBC_TUNABLES");
  free(saved);
}

static void test_huge_pages(void) {
  check_huge_pages(NULL, "glibc.malloc.hugetlb=1");
  check_huge_pages("", "glibc.malloc.hugetlb=1");
  /* The user's tunables are kept, and their own choice of this one wins. */
  check_huge_pages("glibc.malloc.arena_max=2", "glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1");
  check_huge_pages("glibc.malloc.hugetlb=0", "glibc.malloc.hugetlb=0");
}

void test_process(void) {
  RUN_TEST(test_exit_status);
  RUN_TEST(test_output_captured);
  RUN_TEST(test_stdin_is_null);
  RUN_TEST(test_working_directory);
  RUN_TEST(test_not_found);
  RUN_TEST(test_signalled);
  RUN_TEST(test_timeout);
  RUN_TEST(test_race);
  RUN_TEST(test_race_waits_for_core);
  RUN_TEST(test_early_child);
  RUN_TEST(test_now_seconds);
  RUN_TEST(test_tempdir);
  RUN_TEST(test_tempdir_honours_tmpdir);
  RUN_TEST(test_huge_pages);
}
