/* config: the plain settings each stage reads, kept below the stages. The
 * driver turns the command line into them (driver/policy.c); no stage reads
 * the command line itself. */
#ifndef TANDEM_CONFIG_H
#define TANDEM_CONFIG_H

#include <stdbool.h>
#include <stdint.h>

/* The tool, as --version, JSON and SARIF name it. */
#define TANDEM_NAME "tandem"
#define TANDEM_VERSION_NUMBER "0.1"

/* One dimension of a launch size: a positive constant, or any size. */
typedef struct {
  bool any;        /* given as '*': symbolic, positive */
  uint32_t value;  /* meaningful when !any */
} Dim;

/* A 3-D launch size. ndims is how many the user gave (0 = not given);
 * dimensions past ndims are 1. */
typedef struct {
  int ndims;
  Dim d[3];
} LaunchSize;

/* The launch a kernel is verified for. */
typedef struct {
  LaunchSize group_size;    /* threads per group (block) */
  LaunchSize num_groups;    /* groups in the grid */
  LaunchSize global_offset; /* OpenCL's global offset */
  LaunchSize global_size;   /* OpenCL's global size where given: with a
                               size given as *, it fixes the product */
} Launch;

/* The number of dimensions the launch was given in (at least 1). */
int launch_dims(const Launch *l);

typedef enum { ABSTRACTION_AUTO, ABSTRACTION_ADVERSARIAL, ABSTRACTION_EQUALITY } Abstraction;

/* One value of --kernel-args: the bits a parameter holds, or any value. */
typedef struct {
  bool any;        /* given as '*' */
  uint64_t bits;   /* meaningful when !any */
} ArgValue;

typedef enum {
  ANNOTATIONS_ALL,            /* every annotation is translated */
  ANNOTATIONS_ONLY_REQUIRES,  /* preconditions only */
  ANNOTATIONS_NONE,
} AnnotationPolicy;

/* How clang compiles the kernel file. */
typedef struct {
  const char *file;
  bool is_cuda;
  const char *const *clang_args;  /* -D, -I and --clang-opt values, in order */
  int nclang_args;
  int timeout;                    /* seconds; 0 = no limit */
  const char *pch_dir;            /* where the prelude's precompiled header
                                     is kept; NULL = none */
} FrontendConfig;

/* What translation needs besides the IR. */
typedef struct {
  bool is_cuda;
  int launch_dims;                /* what get_work_dim() returns */
  AnnotationPolicy annotations;
  bool invariants_as_candidates;  /* user invariants may be dropped */
  bool may_alias;                 /* pointer parameters and global variables
                                     are one object (--may-alias) */
  const ArgValue *args;           /* the kernel's fixed argument values, */
  int nargs;                      /* from --kernel-args; NULL/0 when none */
} TranslateConfig;

/* What instrumentation needs: the launch and which checks to emit. */
typedef struct {
  Launch launch;
  Abstraction abstraction;
  int warp_sync;                  /* threads per lockstep warp; 0: none */
  bool infer;                     /* emit candidate invariants */
  bool bounded;                   /* --loop-unwind: loops are unrolled by
                                     Boogie; no loop invariant is emitted */
  bool benign_tolerance;          /* equal-value writes are not races */
  bool check_array_bounds;
  bool barrier_access_checks;     /* barrier invariants only read what they may */
  bool only_intra_group, only_divergence;
} InstrumentConfig;

/* How Boogie is run. */
typedef struct {
  int timeout;                    /* seconds; 0 = no limit */
  const char *boogie_file;        /* extra .bpl given to Boogie, or NULL */
  int loop_unroll;                /* --loop-unwind: Boogie unrolls every loop
                                     this many times; 0: loops are proved */
  int probes;                     /* the program's assertions whose failure
                                     is no defect: the error limit grows by
                                     as many, so that they hide no defect */
  double race_after;              /* seconds after which a Boogie run still
                                     going gets a second one, with another
                                     seed (and the run's rival options,
                                     see run_boogie); 0: one run */
  double deadline;                /* now_seconds() at which a run is stopped
                                     as timed out, so that a kernel's
                                     inference and proof share its time
                                     limit; 0: none beyond timeout's */
} BackendConfig;

/* What diagnostics need to name threads and files. */
typedef struct {
  const char *file;
  Launch launch;
} ReportConfig;

#endif
