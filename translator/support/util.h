/* util: the small pieces every module uses. Arenas own memory for one
 * kernel's run; StrBuf grows text; Vec is a growable array of pointers.
 * Nothing here holds global state. */
#ifndef TANDEM_UTIL_H
#define TANDEM_UTIL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The one heap allocator: what no kernel's arena owns comes from here.
 * Out of memory ends the run with a message, so no caller checks. */
void *mem_calloc(size_t n, size_t size);  /* zeroed; n may be 0 */
void *mem_realloc(void *p, size_t size);
char *mem_strdup(const char *s);
char *mem_strndup(const char *s, size_t n);
char *mem_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Arena: bump allocator; everything allocated from it is freed at once. */
typedef struct ArenaChunk ArenaChunk;
typedef struct {
  ArenaChunk *head;
} Arena;

void *arena_alloc(Arena *a, size_t size);  /* zeroed */
char *arena_strdup(Arena *a, const char *s);
char *arena_strndup(Arena *a, const char *s, size_t n);
char *arena_printf(Arena *a, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void arena_free(Arena *a);

#define NEW(arena, T) ((T *)arena_alloc((arena), sizeof(T)))

/* StrBuf: a heap string that grows; buf.s is always NUL-terminated. */
typedef struct {
  char *s;
  size_t len, cap;
} StrBuf;

void sb_putc(StrBuf *b, char c);
void sb_puts(StrBuf *b, const char *s);
void sb_printf(StrBuf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void sb_vprintf(StrBuf *b, const char *fmt, va_list ap);
void sb_free(StrBuf *b);

/* Vec: growable array of pointers, heap-owned (vec_free releases the array,
 * not the elements). */
typedef struct {
  void **items;
  int len, cap;
} Vec;

void vec_push(Vec *v, void *item);
void vec_free(Vec *v);

/* PtrMap: open-addressing map from a non-NULL pointer key to a pointer. */
typedef struct {
  const void **keys;
  void **vals;
  int len, cap;
} PtrMap;

void *ptrmap_get(const PtrMap *m, const void *key);
void ptrmap_put(PtrMap *m, const void *key, void *val);
void ptrmap_free(PtrMap *m);

/* Files. read_file returns a malloc'd NUL-terminated buffer or NULL. */
char *read_file(const char *path, size_t *len_out);
bool write_file(const char *path, const char *data, size_t len);
/* mkdir -p, each directory created with mode 0700 (a user's cache); true
 * when dir exists at the end. */
bool make_dirs(const char *dir);
/* Writes dir/name (dir created as by make_dirs) through a temporary file
 * renamed into place, so that a concurrent reader sees the whole file or
 * none; false on failure, with nothing left behind. */
bool write_file_atomic(const char *dir, const char *name, const char *data, size_t len);

#endif
