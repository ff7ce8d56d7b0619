/* exec_sched: the schedule of one execution. Without a grid barrier in
 * the kernel, the blocks run one after another, so that one block's
 * threads are in memory at a time; with one, every block is resident and
 * the blocks run interleaved, barrier interval by barrier interval, a
 * block that waits at the grid barrier waiting until every block does.
 * In an interval, each thread in turn (by linear local id) runs until it
 * stops at a barrier, a warp-level operation or its return, then the
 * lanes at warp operations meet and run on (exec_warps.h), until every
 * thread of the block waits at one barrier or has returned; with
 * --warp-sync=N, each group of N lanes runs in lockstep instead,
 * instruction by instruction. Barrier divergence (in a block, and between
 * blocks at a grid barrier) is found here. */
#ifndef TANDEM_EXEC_SCHED_H
#define TANDEM_EXEC_SCHED_H

#include "exec_thread.h"

typedef enum {
  EXEC_SCHED_RAN,          /* defects in c->findings, why it stopped in c->stop */
  EXEC_SCHED_NO_ROOM,      /* a block's threads do not fit the memory budget */
  EXEC_SCHED_NO_ROOM_GRID, /* the grid's threads, all resident for its grid
                              barrier, do not fit the memory budget */
  EXEC_SCHED_GRID_PREFIX,  /* only the first groups were to run (first_groups),
                              and a grid barrier needs them all */
} ExecSchedResult;

/* Runs the launch c describes; init: every thread's registers at its
 * start. */
ExecSchedResult exec_sched_run(ExecCtx *c, const uint64_t *init);

#endif
