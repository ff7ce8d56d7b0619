/* exec: the concrete executor behind `tandem --run`. It runs one kernel of
 * a prepared module on the CPU for one launch, with every thread, barrier
 * interval by barrier interval (exec_sched.h), warps meeting at their
 * warp-level operations (exec_warps.h). It reports the races, barrier and
 * warp divergence, failed assertions and bad accesses of that one
 * execution: a run finds defects, it proves nothing. */
#ifndef TANDEM_EXEC_H
#define TANDEM_EXEC_H

#include <llvm-c/Core.h>
#include <stdbool.h>
#include <stdint.h>

#include "config.h"
#include "exec_input.h"
#include "outcome.h"
#include "report.h"
#include "util.h"

/* The most threads a launch may have, and the default limits. */
#define EXEC_MAX_THREADS ((uint64_t)1 << 20)
#define EXEC_DEFAULT_STEPS 10000000ULL
#define EXEC_MIN_BUFFER ((uint64_t)64 << 10)
#define EXEC_BUFFER_PER_THREAD 16
#define EXEC_MEMORY_BUDGET ((uint64_t)2 << 30)

typedef struct {
  const char *file;      /* the kernel file as given, for reports */
  const char *cwd;       /* the directory clang ran in */
  bool is_cuda;
  uint32_t group_size[3], num_groups[3], offset[3];
  /* Run only the first this many groups of the launch, in the schedule's
   * order, then stop (0: all): a prefix of an execution of the whole
   * launch, so its races are the launch's. Not for a kernel with a grid
   * barrier, which needs every group. */
  uint32_t first_groups;
  int dims;              /* launch dimensions given */
  uint64_t seed;         /* pseudo-random buffers and scalar parameters */
  uint64_t max_steps;    /* instructions per thread */
  uint64_t buffer_bytes; /* each pointer parameter's buffer */
  bool buffer_given;     /* by --run-buffer; else a default, which is
                            lowered to what 32-bit pointers address */
  bool check_races;      /* false: --only-divergence */
  bool inter_group;      /* races between blocks (not --only-intra-group) */
  uint64_t memory_budget;
  bool benign_tolerance; /* equal-value write-write pairs are no race */
  uint32_t warp_sync;    /* --warp-sync=N: warps of N lanes in lockstep; 0 none */
  AnnotationPolicy annotations; /* which of __assert, __assume, __requires
                                   are checked (--no-annotations, ...) */
  const ArgValue *args;  /* --kernel-args values, or NULL */
  ExecInput *input;      /* --run-input: by parameter name, or NULL */
  int nargs;
} ExecConfig;

typedef enum {
  EXEC_CLEAN,            /* no defect in this execution */
  EXEC_DEFECTS,          /* ndefects found */
  EXEC_UNSUPPORTED,      /* a construct not modelled (reported) */
  EXEC_LIMIT,            /* the step or memory budget (reported) */
  EXEC_BAD_LAUNCH,       /* the launch or the arguments (reported) */
} ExecOutcome;

typedef struct {
  ExecOutcome outcome;
  int ndefects;
  uint64_t steps;        /* instructions executed, over all threads */
  bool left_contract;    /* stopped at an __assume or __requires that does
                            not hold: the defects found before are of no
                            execution the kernel's contract allows */
} ExecResult;

/* Runs kernel fn (named kernel) of m as cfg launches it; appends the
 * report to out (everything but the verdict line) and the defects to o
 * (NULL: none kept). */
ExecResult exec_run_kernel(LLVMModuleRef m, LLVMValueRef fn, const char *kernel,
                           const ExecConfig *cfg, StrBuf *out, SourceCache *src,
                           KernelOutcome *o);

/* The default buffer size for a launch of `threads` threads. */
uint64_t exec_default_buffer(uint64_t threads);

#endif
