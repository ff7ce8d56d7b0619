#include "util.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

struct ArenaChunk {
  ArenaChunk *next;
  size_t used, cap;
  max_align_t data[];
};

enum { CHUNK_MIN = 64 * 1024 };

static void out_of_memory(void) {
  fputs("tandem: out of memory\n", stderr);
  abort();
}

void *mem_calloc(size_t n, size_t size) {
  void *p = calloc(n ? n : 1, size ? size : 1);
  if (!p)
    out_of_memory();
  return p;
}

void *mem_realloc(void *p, size_t n) {
  p = realloc(p, n ? n : 1);
  if (!p)
    out_of_memory();
  return p;
}

char *mem_strdup(const char *s) {
  char *p = strdup(s);
  if (!p)
    out_of_memory();
  return p;
}

char *mem_strndup(const char *s, size_t n) {
  char *p = strndup(s, n);
  if (!p)
    out_of_memory();
  return p;
}

char *mem_printf(const char *fmt, ...) {
  char *p;
  va_list ap;
  va_start(ap, fmt);
  int n = vasprintf(&p, fmt, ap);
  va_end(ap);
  if (n < 0)
    out_of_memory();
  return p;
}

void *arena_alloc(Arena *a, size_t size) {
  size = (size + sizeof(max_align_t) - 1) & ~(sizeof(max_align_t) - 1);
  ArenaChunk *c = a->head;
  if (!c || c->used + size > c->cap) {
    size_t cap = size > CHUNK_MIN ? size : CHUNK_MIN;
    c = mem_realloc(NULL, sizeof(ArenaChunk) + cap);
    c->next = a->head;
    c->used = 0;
    c->cap = cap;
    a->head = c;
  }
  void *p = (char *)c->data + c->used;
  c->used += size;
  memset(p, 0, size);
  return p;
}

char *arena_strndup(Arena *a, const char *s, size_t n) {
  char *p = arena_alloc(a, n + 1);
  memcpy(p, s, n);
  p[n] = 0;
  return p;
}

char *arena_strdup(Arena *a, const char *s) {
  return arena_strndup(a, s, strlen(s));
}

char *arena_printf(Arena *a, const char *fmt, ...) {
  va_list ap, ap2;
  va_start(ap, fmt);
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  char *p = arena_alloc(a, (size_t)n + 1);
  vsnprintf(p, (size_t)n + 1, fmt, ap2);
  va_end(ap2);
  return p;
}

void arena_free(Arena *a) {
  ArenaChunk *c = a->head;
  while (c) {
    ArenaChunk *next = c->next;
    free(c);
    c = next;
  }
  a->head = NULL;
}

static void sb_reserve(StrBuf *b, size_t extra) {
  if (b->len + extra + 1 <= b->cap)
    return;
  size_t cap = b->cap ? b->cap : 256;
  while (cap < b->len + extra + 1)
    cap *= 2;
  b->s = mem_realloc(b->s, cap);
  b->cap = cap;
}

void sb_putc(StrBuf *b, char c) {
  sb_reserve(b, 1);
  b->s[b->len++] = c;
  b->s[b->len] = 0;
}

void sb_puts(StrBuf *b, const char *s) {
  size_t n = strlen(s);
  sb_reserve(b, n);
  memcpy(b->s + b->len, s, n + 1);
  b->len += n;
}

void sb_vprintf(StrBuf *b, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  sb_reserve(b, (size_t)n);
  vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap2);
  va_end(ap2);
  b->len += (size_t)n;
}

void sb_printf(StrBuf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(b, fmt, ap);
  va_end(ap);
}

void sb_free(StrBuf *b) {
  free(b->s);
  b->s = NULL;
  b->len = b->cap = 0;
}

void vec_push(Vec *v, void *item) {
  if (v->len == v->cap) {
    v->cap = v->cap ? v->cap * 2 : 8;
    v->items = mem_realloc(v->items, (size_t)v->cap * sizeof(void *));
  }
  v->items[v->len++] = item;
}

void vec_free(Vec *v) {
  free(v->items);
  v->items = NULL;
  v->len = v->cap = 0;
}

static size_t ptr_hash(const void *key, int cap) {
  uintptr_t x = (uintptr_t)key;
  x ^= x >> 17;
  x *= 0xed5ad4bbU;
  x ^= x >> 11;
  return (size_t)x & (size_t)(cap - 1);
}

void *ptrmap_get(const PtrMap *m, const void *key) {
  if (!m->cap)
    return NULL;
  for (size_t i = ptr_hash(key, m->cap);; i = (i + 1) & (size_t)(m->cap - 1)) {
    if (!m->keys[i])
      return NULL;
    if (m->keys[i] == key)
      return m->vals[i];
  }
}

void ptrmap_put(PtrMap *m, const void *key, void *val) {
  if (2 * (m->len + 1) > m->cap) {
    PtrMap bigger = {0};
    bigger.cap = m->cap ? 2 * m->cap : 64;
    bigger.keys = mem_realloc(NULL, sizeof(void *) * (size_t)bigger.cap);
    bigger.vals = mem_realloc(NULL, sizeof(void *) * (size_t)bigger.cap);
    memset(bigger.keys, 0, sizeof(void *) * (size_t)bigger.cap);
    for (int i = 0; i < m->cap; i++)
      if (m->keys[i])
        ptrmap_put(&bigger, m->keys[i], m->vals[i]);
    ptrmap_free(m);
    *m = bigger;
  }
  size_t i = ptr_hash(key, m->cap);
  while (m->keys[i] && m->keys[i] != key)
    i = (i + 1) & (size_t)(m->cap - 1);
  if (!m->keys[i])
    m->len++;
  m->keys[i] = key;
  m->vals[i] = val;
}

void ptrmap_free(PtrMap *m) {
  free(m->keys);
  free(m->vals);
  memset(m, 0, sizeof *m);
}

char *read_file(const char *path, size_t *len_out) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  StrBuf b = {0};
  char chunk[65536];
  size_t n;
  while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) {
    sb_reserve(&b, n);
    memcpy(b.s + b.len, chunk, n);
    b.len += n;
    b.s[b.len] = 0;
  }
  bool err = ferror(f);
  fclose(f);
  if (err) {
    sb_free(&b);
    return NULL;
  }
  if (!b.s)
    sb_puts(&b, "");
  if (len_out)
    *len_out = b.len;
  return b.s;
}

bool write_file(const char *path, const char *data, size_t len) {
  FILE *f = fopen(path, "wb");
  if (!f)
    return false;
  bool ok = fwrite(data, 1, len, f) == len;
  return fclose(f) == 0 && ok;
}

bool make_dirs(const char *dir) {
  if (!*dir)
    return false;
  char *copy = mem_strdup(dir);
  bool ok = true;
  for (char *p = copy + 1; ok; p++) {
    if (*p == '/' || !*p) {
      char c = *p;
      *p = '\0';
      ok = mkdir(copy, 0700) == 0 || errno == EEXIST;
      *p = c;
      if (!c)
        break;
    }
  }
  free(copy);
  return ok;
}

bool write_file_atomic(const char *dir, const char *name, const char *data, size_t len) {
  if (!make_dirs(dir))
    return false;
  char *tmp = mem_printf("%s/.tmp-%s-XXXXXX", dir, name);
  int fd = mkstemp(tmp);
  bool ok = fd >= 0;
  if (ok) {
    size_t done = 0;
    while (ok && done < len) {
      ssize_t n = write(fd, data + done, len - done);
      ok = n > 0 || (n < 0 && errno == EINTR);
      done += n > 0 ? (size_t)n : 0;
    }
    ok = close(fd) == 0 && ok;
    char *path = mem_printf("%s/%s", dir, name);
    ok = ok && rename(tmp, path) == 0;
    if (!ok)
      unlink(tmp);
    free(path);
  }
  free(tmp);
  return ok;
}
