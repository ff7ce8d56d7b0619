/* exec_calls: the calls that remain in a kernel's prepared IR, as the
 * translator names them (translate/builtins.c, barriers.c, atomics.c):
 * thread and launch ids, barriers, atomics, memcpy and memset, math
 * functions (through libm), and Tandem's annotations (no-ops in an
 * execution, except __assert and __assume). Warp-level operations are
 * classified here and run where their lanes meet (exec_warps.h). */
#ifndef TANDEM_EXEC_CALLS_H
#define TANDEM_EXEC_CALLS_H

#include "exec_thread.h"

typedef enum {
  EXEC_CALL_IGNORE = 1, /* debug info, lifetimes, fences, annotations */
  EXEC_CALL_BARRIER,    /* a block-wide barrier; detail: EXEC_BARRIER_* */
  EXEC_CALL_ASSERT,
  EXEC_CALL_ASSUME,
  EXEC_CALL_SREG,       /* CUDA's llvm.nvvm.read.ptx.sreg.*: detail = id */
  EXEC_CALL_CL_ID,      /* OpenCL's get_*_id/size(dim): detail = id */
  EXEC_CALL_WORK_DIM,
  EXEC_CALL_ATOMIC,     /* detail: the operation */
  EXEC_CALL_MEMCPY,
  EXEC_CALL_MEMSET,
  EXEC_CALL_MATH,       /* detail: the function */
  EXEC_CALL_REQUIRES,   /* a precondition, checked as the run's assumption */
  EXEC_CALL_VALUE,      /* __implies, __ite, __enabled: detail = which */
  EXEC_CALL_ASYNC_COPY, /* OpenCL's async_work_group_(strided_)copy:
                           detail = element bytes * 2 + strided */
  EXEC_CALL_VLOAD,      /* OpenCL's vloadN, vstoreN */
  EXEC_CALL_VSTORE,
  EXEC_CALL_WARP,       /* a warp-level operation: detail = ExecWarpOp */
  EXEC_CALL_BAD_FUNCTION, /* through a pointer to no function of its type */
} ExecCallKind;

/* What a barrier computes over its block's threads: CUDA's
 * __syncthreads_count, __syncthreads_and, __syncthreads_or; or a grid
 * barrier (cooperative groups' grid_group::sync), a block barrier that
 * every block of the grid meets. */
enum { EXEC_BARRIER_PLAIN, EXEC_BARRIER_POPC, EXEC_BARRIER_AND, EXEC_BARRIER_OR,
       EXEC_BARRIER_GRID };

/* Classifies call, to the function named raw (plain: demangled; an
 * OpenCL atomic's memory scope is among its arguments); false when it is
 * not modelled. */
bool exec_calls_classify(LLVMValueRef call, const char *raw, const char *plain, int *kind,
                         int *detail);

/* Whether x is an atomic of group scope (CUDA's atomicOP_block, OpenCL's
 * memory_scope_work_group): atomic only with the threads of its block. */
bool exec_calls_group_atomic(const ExecInst *x);

/* Executes call x (not a barrier) for thread t. */
void exec_calls_run(ExecCtx *c, ExecThread *t, const ExecInst *x);

#endif
