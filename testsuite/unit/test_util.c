/* Unit tests for util: arena, StrBuf, Vec, read_file/write_file. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "process.h"
#include "util.h"

static void test_arena_alloc_zeroed_and_aligned(void) {
  Arena a = {0};
  for (int i = 1; i < 200; i++) {
    unsigned char *p = arena_alloc(&a, (size_t)i);
    bool zero = true;
    for (int j = 0; j < i; j++)
      zero = zero && p[j] == 0;
    CHECK(zero);
    CHECK_INT_EQ((uintptr_t)p % _Alignof(max_align_t), 0);
    memset(p, 0xff, (size_t)i); /* a later allocation must not overlap */
  }
  arena_free(&a);
  CHECK(a.head == NULL);
}

static void test_arena_large_allocations(void) {
  Arena a = {0};
  /* Bigger than one chunk, and many small ones after it. */
  char *big = arena_alloc(&a, 1 << 20);
  big[(1 << 20) - 1] = 'x';
  for (int i = 0; i < 10000; i++)
    CHECK(arena_alloc(&a, 16) != NULL);
  CHECK_INT_EQ(big[(1 << 20) - 1], 'x');
  arena_free(&a);
  arena_free(&a); /* twice is harmless */
}

static void test_arena_strings(void) {
  Arena a = {0};
  CHECK_STR_EQ(arena_strdup(&a, "kernel"), "kernel");
  CHECK_STR_EQ(arena_strdup(&a, ""), "");
  CHECK_STR_EQ(arena_strndup(&a, "threadIdx", 6), "thread");
  CHECK_STR_EQ(arena_printf(&a, "%s[%d]", "A", 16), "A[16]");
  char long_name[5000];
  memset(long_name, 'n', sizeof long_name - 1);
  long_name[sizeof long_name - 1] = 0;
  CHECK_STR_EQ(arena_printf(&a, "%s", long_name), long_name);
  arena_free(&a);
}

static void test_strbuf(void) {
  StrBuf b = {0};
  sb_putc(&b, 'a');
  sb_puts(&b, "bc");
  sb_printf(&b, "%d-%s", 42, "x");
  CHECK_STR_EQ(b.s, "abc42-x");
  CHECK_INT_EQ(b.len, 7);
  for (int i = 0; i < 10000; i++)
    sb_putc(&b, 'z');
  CHECK_INT_EQ(b.len, 10007);
  CHECK_INT_EQ(strlen(b.s), 10007);
  CHECK(b.cap > b.len);
  sb_free(&b);
  CHECK(b.s == NULL);
  CHECK_INT_EQ(b.len, 0);

  sb_puts(&b, ""); /* even an empty StrBuf gets a string */
  CHECK_STR_EQ(b.s, "");
  sb_free(&b);
}

static void test_vec(void) {
  Vec v = {0};
  int items[1000];
  for (int i = 0; i < 1000; i++) {
    items[i] = i;
    vec_push(&v, &items[i]);
  }
  CHECK_INT_EQ(v.len, 1000);
  bool in_order = true;
  for (int i = 0; i < v.len; i++)
    in_order = in_order && *(int *)v.items[i] == i;
  CHECK(in_order);
  vec_free(&v);
  CHECK(v.items == NULL);
  CHECK_INT_EQ(v.len, 0);
}

static void test_files(void) {
  char *dir = tempdir_create();
  if (!CHECK(dir != NULL))
    return;
  Arena a = {0};
  char *path = arena_printf(&a, "%s/f.txt", dir);

  const char data[] = "line 1\n\0binary\n";
  CHECK(write_file(path, data, sizeof data - 1));
  size_t len = 0;
  char *back = read_file(path, &len);
  if (CHECK(back != NULL)) {
    CHECK_INT_EQ(len, sizeof data - 1);
    CHECK(memcmp(back, data, len) == 0);
    CHECK_INT_EQ(back[len], 0); /* always NUL-terminated */
  }
  free(back);

  CHECK(write_file(path, "", 0));
  back = read_file(path, NULL);
  CHECK_STR_EQ(back, "");
  free(back);

  CHECK(read_file(arena_printf(&a, "%s/missing", dir), &len) == NULL);
  CHECK(!write_file(arena_printf(&a, "%s/no/such/dir", dir), "x", 1));

  arena_free(&a);
  tempdir_remove(dir);
  free(dir);
}

static void test_sha256(void);

void test_util(void) {
  RUN_TEST(test_sha256);
  RUN_TEST(test_arena_alloc_zeroed_and_aligned);
  RUN_TEST(test_arena_large_allocations);
  RUN_TEST(test_arena_strings);
  RUN_TEST(test_strbuf);
  RUN_TEST(test_vec);
  RUN_TEST(test_files);
}

#include "sha256.h"

/* FIPS 180-4's examples, and a message across several blocks. */
static void test_sha256(void) {
  char hex[65];
  Sha256 s;
  sha256_init(&s);
  sha256_hex(&s, hex);
  CHECK_STR_EQ(hex, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  sha256_init(&s);
  sha256_update(&s, "abc", 3);
  sha256_hex(&s, hex);
  CHECK_STR_EQ(hex, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  sha256_init(&s);
  const char *m = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
  for (const char *p = m; *p; p++) /* byte by byte: the buffering */
    sha256_update(&s, p, 1);
  sha256_hex(&s, hex);
  CHECK_STR_EQ(hex, "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
}
