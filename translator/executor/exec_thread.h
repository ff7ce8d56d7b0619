/* exec_thread: the interpreter of one thread: runs its instructions from
 * where it stopped until it reaches a barrier or a warp-level operation,
 * returns, or the run must stop (a defect that leaves nothing sensible to
 * run, a construct not modelled, a budget exceeded). Memory accesses go through
 * exec_thread_access, which checks bounds and races. ExecCtx is the state
 * of the run every thread shares. */
#ifndef TANDEM_EXEC_THREAD_H
#define TANDEM_EXEC_THREAD_H

#include "exec_mem.h"
#include "exec_prog.h"
#include "exec_report.h"

typedef enum {
  EXEC_RUNNING,
  EXEC_BARRIER,          /* at a block or grid barrier */
  EXEC_WARP,             /* at a warp-level operation (exec_warps.h) */
  EXEC_EXITED,
} ExecThreadState;

/* What a barrier's fence covers: OpenCL's CLK_LOCAL_MEM_FENCE and
 * CLK_GLOBAL_MEM_FENCE; CUDA's barriers cover both. */
enum { EXEC_FENCE_LOCAL = 1, EXEC_FENCE_GLOBAL = 2 };

typedef struct {
  uint32_t lid[3], gid[3];
  uint32_t linear;       /* in the grid */
  uint32_t local;        /* in its block (its lane: local % EXEC_WARP_SIZE) */
  uint32_t block;        /* its block's linear id */
  uint32_t epoch;        /* its current interval (exec_shadow.h) */
  uint64_t *regs;        /* prog->nregs lanes */
  uint8_t **priv;        /* its allocas' bytes, by object id */
  int bb, pc, prev_bb;   /* current block and instruction; where it came from */
  uint64_t steps;
  ExecThreadState state;
  int barrier;           /* EXEC_BARRIER, EXEC_WARP: the instruction (the
                            warp operation's result is set when its lanes
                            meet) */
  bool pred;             /* and the predicate a counting barrier gets */
  int fence;             /* and its fence: EXEC_FENCE_* bits */
} ExecThread;

typedef enum {
  EXEC_STOP_NONE,
  EXEC_STOP_UNSUPPORTED, /* a construct not modelled was reached */
  EXEC_STOP_LIMIT,       /* the step or memory budget */
  EXEC_STOP_DEFECT,      /* a defect after which the run cannot go on */
  EXEC_STOP_ASSUME,      /* an __assume failed: the run left the assumed space */
  EXEC_STOP_REQUIRES,    /* a __requires does not hold for these arguments */
} ExecStop;

typedef struct {
  const ExecProg *prog;
  ExecMem *mem;
  uint32_t group_size[3], num_groups[3], offset[3];
  uint32_t first_groups; /* ExecConfig.first_groups */
  int dims;              /* what get_work_dim returns */
  bool is_cuda, benign;
  bool check_races;      /* false: only barrier divergence is checked */
  AnnotationPolicy annotations;
  uint64_t max_steps;    /* per thread */
  uint64_t steps;        /* instructions executed, over all threads */
  uint32_t lockstep;     /* --warp-sync=N: lanes of N in lockstep; 0: none */
  uint32_t clock;        /* the latest interval given (exec_shadow.h) */
  /* How the running block's threads are ordered, for shared and for
   * global memory (a barrier orders the memory its fence covers only:
   * OpenCL's barrier(CLK_LOCAL_MEM_FENCE) orders no global accesses). */
  ExecOrder order_shared, order_global;
  ExecFindings *findings;
  ExecStop stop;
  LLVMValueRef stop_at;  /* the instruction that stopped the run */
  ExecWho stop_who;
  char stop_msg[320];
} ExecCtx;

/* Runs t, if EXEC_RUNNING, until a barrier, a warp-level operation, its
 * return, or a stop (c->stop set). */
void exec_thread_run(ExecCtx *c, ExecThread *t);

/* One instruction of t (EXEC_RUNNING); false when t stops running or the
 * run stops. */
bool exec_thread_step(ExecCtx *c, ExecThread *t);

/* A fresh interval, above every one given before; when the counter is
 * used up, the run stops at t's instruction (x). */
uint32_t exec_thread_new_epoch(ExecCtx *c, ExecThread *t, const ExecInst *x);

/* Stops the run at x of thread t with a message. */
void exec_thread_stop(ExecCtx *c, ExecThread *t, const ExecInst *x, ExecStop why,
                      const char *fmt, ...) __attribute__((format(printf, 5, 6)));

/* The lanes of operand op. */
const uint64_t *exec_thread_operand(const ExecThread *t, const ExecOp *op);

/* Thread t's access of n bytes at ptr by instruction x: bounds, then races.
 * vals: the bytes a write writes. Returns the bytes accessed, or NULL when
 * the run stops (the fault is reported). */
uint8_t *exec_thread_access(ExecCtx *c, ExecThread *t, const ExecInst *x, uint64_t ptr, uint64_t n,
                            AccessKind kind, const uint8_t *vals);

/* Who t is at x. */
ExecWho exec_thread_who(const ExecThread *t, const ExecInst *x, AccessKind kind);

#endif
