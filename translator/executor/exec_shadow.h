/* exec_shadow: race detection on one memory object. Per byte it keeps the
 * last write (with the byte written), two reads and two atomic updates by
 * different threads; an access is checked against them and then recorded.
 * Two accesses of different threads are concurrent when no barrier whose
 * fence covers the memory ended the earlier access's barrier interval (its
 * epoch) for the thread that made it, or, in global memory, when they are
 * in different blocks: no barrier orders blocks. Pages are allocated on
 * first touch. */
#ifndef TANDEM_EXEC_SHADOW_H
#define TANDEM_EXEC_SHADOW_H

#include <stdbool.h>
#include <stdint.h>

#include "kernel.h"

/* Who made an access: thread is the thread's linear id in the grid plus
 * one (0: no access recorded), block its block's linear id, epoch the
 * barrier interval (unique across the run), site the instruction. */
typedef struct {
  uint32_t thread, block, epoch, site;
} ExecStamp;

typedef struct {
  ExecStamp w, r[2], a[2];
  uint8_t wval, wold;    /* the byte w wrote, and the byte it replaced */
  uint8_t rval[2];       /* the bytes r[0] and r[1] read */
} ExecCell;

/* Bytes of memory per shadow page. */
#define EXEC_SHADOW_PAGE 256

typedef struct {
  ExecCell **pages;      /* NULL until a byte of the page is accessed */
  uint64_t npages;
  bool cross_block;      /* global memory: blocks are never ordered */
} ExecShadow;

/* A race found: the earlier access (stamp, kind) at byte `byte` of the
 * object. */
typedef struct {
  ExecStamp other;
  AccessKind other_kind;
  uint64_t byte;
} ExecConflict;

/* How the current block's barriers ordered its threads, for one kind of
 * memory: fenced[l] is the latest epoch that thread l (its linear local
 * id) ended at a barrier whose fence covers the memory (0: none yet). */
typedef struct {
  const uint32_t *fenced;
  uint32_t per_block;    /* threads per block */
} ExecOrder;

void exec_shadow_init(ExecShadow *s, uint64_t size, bool cross_block);
void exec_shadow_free(ExecShadow *s);

/* The bytes a page costs, for the memory budget. */
uint64_t exec_shadow_page_bytes(void);

/* Checks an access of n bytes at off by `by` against the recorded ones,
 * then records it; mem are the object's bytes there before the access,
 * vals the bytes a write writes (NULL otherwise). benign: accesses that
 * agree on the value are no race, as in Tandem's proofs: two writes of the
 * same byte, a write of the byte another thread read, a read after a
 * write that left the byte as it was. Returns whether a race was found
 * (the first in *c). *new_pages counts the pages allocated, for the
 * budget. */
bool exec_shadow_access(ExecShadow *s, uint64_t off, uint64_t n, AccessKind kind,
                        const ExecStamp *by, const ExecOrder *ord, const uint8_t *mem,
                        const uint8_t *vals, bool benign, ExecConflict *c,
                        uint64_t *new_pages);

#endif
