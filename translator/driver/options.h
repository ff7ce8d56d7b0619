/* options: the command line of tandem, parsed into one plain struct.
 * Launch sizes follow the field's conventions (--blockDim/--gridDim for CUDA,
 * --local_size/--num_groups/--global_size for OpenCL). */
#ifndef TANDEM_OPTIONS_H
#define TANDEM_OPTIONS_H

#include <stdio.h>

#include "config.h"

/* --race-after's default, in seconds: past the Boogie start and the quick
 * proofs (the testsuite's median kernel takes under a second), so only
 * slow runs take a second core. */
#define DEFAULT_RACE_AFTER 5

/* --kernel-args=K,v1,...: the values of kernel K's parameters, in order. */
typedef struct {
  char *kernel;
  ArgValue *values;
  int nvalues;
} KernelArgs;

typedef struct {
  const char *file;         /* the kernel source: the one path when it is a
                               file, else NULL (the driver sets it per file) */
  const char **paths;       /* every PATH given (files and directories) */
  int npaths;
  const char **option_args; /* argv minus the paths, in order: the options
                               each file is parsed with again (inputs.c) */
  int noption_args;
  const char *kernel;       /* --kernel=NAME, or NULL for every kernel */

  LaunchSize group_size;    /* --blockDim / --local_size */
  LaunchSize num_groups;    /* --gridDim / --num_groups */
  LaunchSize global_size;   /* --global_size (turned into num_groups) */
  LaunchSize global_offset; /* --global_offset */

  const char **clang_args;  /* -D, -I and --clang-opt values, in order */
  int nclang_args;

  bool no_inline, no_infer, only_intra_group, only_divergence;
  bool no_benign_tolerance, check_array_bounds, math_int;
  bool no_annotations, only_requires, invariants_as_candidates;
  bool only_log;            /* accesses logged for annotations, no race checked */
  bool may_alias;           /* pointer parameters may overlap */
  bool no_barrier_access_checks; /* barrier invariants may read any element */
  bool cruncher_opt;        /* --cruncher-opt given (accepted, no effect) */
  /* --check-arrays (or --vcgen-opt=/checkArrays:): the arrays, by source
   * name, whose races are checked; NULL when every array is. */
  char **check_arrays;
  int ncheck_arrays;
  KernelArgs *kernel_args;  /* every --kernel-args, in the order given */
  int nkernel_args;
  Abstraction abstraction;
  int warp_sync;            /* 0: no lockstep */
  int loop_unwind;          /* 0: none */
  int k_induction_depth;    /* accepted; loops are proved by invariants */
  int timeout;              /* seconds; 0 = no limit */
  int race_after;           /* seconds before a second Boogie run; 0: never */
  bool verbose, time, keep_temps, infer_info;
  bool stop_at_bpl;         /* write the Boogie programs, do not prove them */
  /* --run: execute each kernel for the launch instead of proving it. */
  bool run;
  int seed;                 /* --seed: buffers and scalar parameters */
  int run_steps;            /* --run-steps: per thread; 0: the default */
  int run_buffer;           /* --run-buffer: bytes; 0: the default */
  const char *run_input;    /* --run-input: buffers and scalars, or NULL */
  bool no_replay;           /* --no-replay: a failed proof's races are not
                               replayed by an execution */
  const char *boogie_file;  /* --boogie-file: extra .bpl given to Boogie */
  /* The run as a whole (batch.c): */
  bool use_file_options;    /* a test header's options line applies */
  int jobs;                 /* -j: worker processes; 0 = online cores */
  const char *json;         /* --json=FILE ("-": stdout), or NULL */
  const char *sarif;        /* --sarif=FILE ("-": stdout), or NULL */
  bool silent;              /* --silent: no report, only the exit code */
  bool quiet;               /* --quiet: no progress line, no report of a
                               verified file */
  const char *time_as_csv;  /* --time-as-csv=LABEL, or NULL */
  bool no_cache;            /* --no-cache */
  const char *cache_dir;    /* --cache-dir=DIR, or NULL */
  char **owned_argv;        /* options_parse_file's argv, freed with opt */
  char launch_warning[160]; /* a CUDA launch no device runs: why; else "" */
} Options;

/* Parses argv into opt. Returns true on success; otherwise writes a
 * one-line message to err (size errlen) and returns false. --help and
 * --version set *exit_now and return true. */
/* Prints tandem --help (usage.c). */
void options_print_usage(FILE *f);

bool options_parse(int argc, char **argv, Options *opt, bool *exit_now,
                   char *err, int errlen);

/* Parses the options of one file of a run: the run's option_args, then
 * extra (a test header's options, later so that they win), then file.
 * The launch rules are checked here even under --use-file-options. */
bool options_parse_file(const Options *run, const char *file, char **extra, int nextra,
                        Options *opt, char *err, int errlen);

/* Parses one launch-size value: N, N,M, [N,M,K], with '*' allowed for any
 * element. Returns false on a malformed value, zero or negative. */
bool launch_size_parse(const char *text, LaunchSize *out);

/* How many words from args[i] (of n) an option takes that changes only
 * where results go, never a verdict or a report (--json, -j N, --no-cache,
 * ...): 0 for any other argument. The cache key leaves them out. */
int options_output_only(const char *const *args, int i, int n);

/* Says on f which of GPUVerify's options given in opt (and not already in
 * except, which may be NULL) Tandem accepts but cannot honour. */
void options_note_unhonoured(const Options *opt, const Options *except, FILE *f);

/* Whether a name given on the command line (--kernel, --kernel-args)
 * names the kernel: its name as in the source (ns::scale<float, 64>),
 * with or without its namespaces, or that of its template, which names
 * each instance (ns::scale or scale). */
bool options_names_kernel(const char *given, const char *kernel);

/* The values --kernel-args gives for kernel `kernel` (the last option
 * naming it exactly, else the last naming its template), or NULL. */
const KernelArgs *options_kernel_args(const Options *opt, const char *kernel);

/* Whether an execution runs --warp-sync=warp_sync (0: none) in lockstep:
 * a power of two of at most 32 lanes. */
bool options_lockstep_runnable(int warp_sync);

void options_free(Options *opt);

#endif
