/* exec_warps: CUDA's warp-level operations in an execution: __syncwarp,
 * the votes, __activemask, the shuffles, matches and reductions, by the
 * external functions the prelude lowers them to (prelude/cuda.h). A warp
 * is EXEC_WARP_SIZE threads of a block with consecutive linear local ids;
 * a thread's lane is its linear local id modulo EXEC_WARP_SIZE.
 *
 * A warp operation is a meeting: the thread that reaches one stops
 * (EXEC_WARP) until every lane its mask names that has not exited waits
 * at the same operation; the lanes then get their results together and
 * run on. A lane of the mask that waits elsewhere (another warp operation,
 * a barrier) when no meeting can happen any more, or lanes that meet with
 * different masks, is warp divergence. __activemask names no lanes: its
 * lanes meet once nothing else in their warp can, and it gives the lanes
 * waiting at it then. Only __syncwarp orders memory (exec_shadow.h). */
#ifndef TANDEM_EXEC_WARPS_H
#define TANDEM_EXEC_WARPS_H

#include "exec_thread.h"

typedef enum {
  EXEC_WARP_SYNC, /* __syncwarp(mask) */
  EXEC_WARP_ALL,  /* votes: (mask, pred) */
  EXEC_WARP_ANY,
  EXEC_WARP_UNI,
  EXEC_WARP_BALLOT,
  EXEC_WARP_ACTIVEMASK, /* () */
  EXEC_WARP_SHFL_IDX,   /* (mask, var, lane or delta, width) */
  EXEC_WARP_SHFL_UP,
  EXEC_WARP_SHFL_DOWN,
  EXEC_WARP_SHFL_XOR,
  EXEC_WARP_MATCH_ANY, /* (mask, 64-bit value) */
  EXEC_WARP_MATCH_ALL,
  EXEC_WARP_REDUCE_ADD, /* (mask, 32-bit value) */
  EXEC_WARP_REDUCE_AND,
  EXEC_WARP_REDUCE_OR,
  EXEC_WARP_REDUCE_XOR,
  EXEC_WARP_REDUCE_UMIN,
  EXEC_WARP_REDUCE_UMAX,
  EXEC_WARP_REDUCE_SMIN,
  EXEC_WARP_REDUCE_SMAX,
} ExecWarpOp;

/* Whether a function (its plain name) is a warp-level operation; which in
 * *op. */
bool exec_warps_classify(const char *plain, int *op);

/* The lane that lane `lane` reads in a shuffle of kind op
 * (EXEC_WARP_SHFL_*) with argument arg (a lane, a delta or a lane mask)
 * and width w (a power of two, at most EXEC_WARP_SIZE), as PTX's shfl.sync
 * defines it: false when the source is outside the lane's segment, and
 * the lane reads its own value. */
bool exec_warps_shfl_source(ExecWarpOp op, uint32_t lane, uint32_t arg, uint32_t w,
                            uint32_t *src);

/* Lets the lanes of warp `warp` of a block (threads t[0 .. n)) that wait
 * at warp operations meet where they can; returns the number of meetings.
 * seen: the block's __syncwarp clocks (ExecOrder; NULL when the kernel
 * has no __syncwarp). A defect that
 * ends the run (warp divergence, a mask without the caller's lane, a bad
 * width) is reported and sets c->stop. */
int exec_warps_meet(ExecCtx *c, ExecThread *t, uint32_t n, uint32_t *seen, uint32_t warp);

/* When no meeting is possible any more: reports the warp divergence of a
 * thread of t[0 .. n) still waiting at a warp operation and stops the
 * run; false when none waits. */
bool exec_warps_stuck(ExecCtx *c, ExecThread *t, uint32_t n);

#endif
