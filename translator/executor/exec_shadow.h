/* exec_shadow: race detection on one memory object. Per byte it keeps the
 * last write (with the byte written), two reads and two atomic updates by
 * different threads; an access is checked against them and then recorded.
 * Each thread's accesses fall into its intervals, numbered from one
 * counter of the run (ExecOrder): two accesses of different threads
 * race unless something orders the earlier access's interval before the
 * later access: a barrier whose fence covers the memory, ending that
 * interval for the thread that made it; a grid barrier; in one warp, a
 * __syncwarp chain from that thread to the later one, or lockstep. In
 * global memory, threads of different blocks are ordered by grid
 * barriers only. Pages are allocated on first touch. */
#ifndef TANDEM_EXEC_SHADOW_H
#define TANDEM_EXEC_SHADOW_H

#include <stdbool.h>
#include <stdint.h>

#include "kernel.h"

/* Who made an access: thread is the thread's linear id in the grid plus
 * one (0: no access recorded), block its block's linear id, epoch the
 * thread's interval (ExecOrder), site the instruction. */
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

/* The lanes of a warp, for warp-level operations (exec_warps.h). */
#define EXEC_WARP_SIZE 32

/* How the current block's threads are ordered, for one kind of memory.
 *
 * Every thread has a current interval, a number from one counter of the
 * run, which grows: the thread gets a fresh one after a barrier, a grid
 * barrier and a __syncwarp (and, in lockstep, at each instruction that
 * may access memory), and an access is stamped with it. So "ordered
 * before" needs no clock per pair of threads:
 *  - fenced[l]: the latest interval that thread l (its linear local id)
 *    ended at a barrier whose fence covers the memory (0: none yet). All
 *    threads pass a barrier together, so an access in an interval up to
 *    it is ordered before everything after.
 *  - grid_mark: the intervals below it ended at a grid barrier, which
 *    orders them before every later access, in every block.
 *  - lockstep (--warp-sync=N): the lanes of a group of N run an
 *    instruction together; their accesses at different instructions are
 *    ordered, at one instruction (one interval) only two writes meet.
 *  - group_atomic: two atomics of different blocks are not atomic with
 *    each other, and race, when either is of block scope.
 *  - seen, when the kernel uses __syncwarp: per thread, EXEC_WARP_SIZE
 *    entries, the latest interval of each lane of its warp that
 *    __syncwarp has ordered before the thread's current one. A
 *    __syncwarp joins its lanes' entries (the largest of each, a lane's
 *    own entry being its current interval) and then gives each lane a
 *    fresh interval: a vector clock over the warp, so chains of
 *    __syncwarp order too. An earlier access by lane a is ordered before
 *    thread b's access when seen[b][a] is at least its interval.
 * Two accesses race when none of these orders them. */
typedef struct {
  const uint32_t *fenced;
  uint32_t per_block;    /* threads per block */
  uint32_t grid_mark;
  uint32_t lockstep;     /* N, or 0 */
  const uint32_t *seen;  /* NULL: no __syncwarp */
  const bool *group_atomic; /* by instruction (a stamp's site): an atomic
                               of block scope, which is atomic only with
                               its block's threads; NULL: none */
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
