/* Unit tests for manifests: a key found again while every file read and
 * every watched directory is unchanged, and not after a header changes,
 * a new header shadows one, the manifest is corrupt, or a file changed
 * too close to the preprocessing to tell. */
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "check.h"
#include "manifest.h"
#include "process.h"
#include "util.h"

#define KEY "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"

/* Sets path's times a minute back, as for a file long settled. */
static void age(const char *path) {
  struct timespec t[2];
  clock_gettime(CLOCK_REALTIME, &t[0]);
  t[0].tv_sec -= 60;
  t[1] = t[0];
  CHECK(utimensat(AT_FDCWD, path, t, 0) == 0);
}

typedef struct {
  char *root, *src, *inc, *main, *header, *cache;
  Preprocessed pp;
} Tree;

/* src/k.cu includes "h.cuh", found in inc/ (an -I directory); the
 * preprocessed text carries clang's line markers for both. */
static void tree_make(Tree *t) {
  *t = (Tree){0};
  t->root = tempdir_create();
  t->src = mem_printf("%s/src", t->root);
  t->inc = mem_printf("%s/inc", t->root);
  t->main = mem_printf("%s/k.cu", t->src);
  t->header = mem_printf("%s/h.cuh", t->inc);
  t->cache = mem_printf("%s/cache", t->root);
  CHECK(mkdir(t->src, 0700) == 0 && mkdir(t->inc, 0700) == 0);
  CHECK(write_file(t->main, "#include \"h.cuh\"\n", 17));
  CHECK(write_file(t->header, "int x;\n", 7));
  age(t->main);
  age(t->header);
  age(t->src);
  age(t->inc);
  t->pp.text = mem_printf("# 1 \"%s\"\n# 1 \"<built-in>\" 1\n# 1 \"%s\" 1\nint x;\n"
                          "# 2 \"%s\" 2\n",
                          t->main, t->header, t->main);
  vec_push(&t->pp.search, mem_strdup(t->inc));
  clock_gettime(CLOCK_REALTIME, &t->pp.started);
}

static void tree_free(Tree *t) {
  tempdir_remove(t->root);
  frontend_preprocessed_free(&t->pp);
  free(t->root);
  free(t->src);
  free(t->inc);
  free(t->main);
  free(t->header);
  free(t->cache);
}

static void test_unchanged_found(void) {
  Tree t;
  tree_make(&t);
  manifest_store(t.cache, "d1", KEY, &t.pp);
  char key[65] = "";
  CHECK(manifest_lookup(t.cache, "d1", key));
  CHECK_STR_EQ(key, KEY);
  CHECK(!manifest_lookup(t.cache, "d2", key));
  /* A new file elsewhere in the tree's root is not watched. */
  char *other = mem_printf("%s/other.txt", t.root);
  CHECK(write_file(other, "x", 1));
  CHECK(manifest_lookup(t.cache, "d1", key));
  free(other);
  tree_free(&t);
}

static void test_header_changed(void) {
  Tree t;
  tree_make(&t);
  manifest_store(t.cache, "d", KEY, &t.pp);
  char key[65];
  CHECK(write_file(t.header, "int y;\n", 7));
  age(t.header);
  CHECK(!manifest_lookup(t.cache, "d", key));
  tree_free(&t);
}

static void test_shadowing_header(void) {
  Tree t;
  tree_make(&t);
  manifest_store(t.cache, "d", KEY, &t.pp);
  char key[65];
  /* "h.cuh" is looked up in the including file's directory first. */
  char *shadow = mem_printf("%s/h.cuh", t.src);
  CHECK(write_file(shadow, "int x;\n", 7));
  CHECK(!manifest_lookup(t.cache, "d", key));
  free(shadow);
  tree_free(&t);
}

static void test_too_new_not_stored(void) {
  Tree t;
  tree_make(&t);
  CHECK(write_file(t.header, "int x;\n", 7)); /* now: after pp.started - 1 s */
  manifest_store(t.cache, "d", KEY, &t.pp);
  char key[65];
  CHECK(!manifest_lookup(t.cache, "d", key));
  tree_free(&t);
}

static void test_corrupt_ignored(void) {
  Tree t;
  tree_make(&t);
  manifest_store(t.cache, "d", KEY, &t.pp);
  char *path = mem_printf("%s/d.manifest", t.cache);
  size_t len = 0;
  char *good = read_file(path, &len);
  char key[65];
  if (CHECK(good != NULL)) {
    /* Without its end line, with a line of another kind, a short key. */
    CHECK(write_file(path, good, len - 4));
    CHECK(!manifest_lookup(t.cache, "d", key));
    char *odd = mem_printf("%.*sother line\nend\n", (int)(len - 4), good);
    CHECK(write_file(path, odd, strlen(odd)));
    CHECK(!manifest_lookup(t.cache, "d", key));
    free(odd);
    const char *short_key = "tandem-manifest 1\nkey 0123\nend\n";
    CHECK(write_file(path, short_key, strlen(short_key)));
    CHECK(!manifest_lookup(t.cache, "d", key));
    CHECK(write_file(path, good, len));
    CHECK(manifest_lookup(t.cache, "d", key));
  }
  free(good);
  free(path);
  tree_free(&t);
}

void test_manifest(void) {
  RUN_TEST(test_unchanged_found);
  RUN_TEST(test_header_changed);
  RUN_TEST(test_shadowing_header);
  RUN_TEST(test_too_new_not_stored);
  RUN_TEST(test_corrupt_ignored);
}
