/* options: tandem's command line. The option names, value forms and error
 * messages follow GPUVerify's, because existing kernels, scripts and test
 * suites (whose expectations match on these messages) use them. */
#include "options.h"

#include <ctype.h>
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "exec.h"
#include "util.h"

#define TANDEM_VERSION TANDEM_NAME " " TANDEM_VERSION_NUMBER

/* What parsing has seen that the Options struct itself does not record, for
 * the checks that look at the whole command line once it is read. */
typedef struct {
  bool equality, adversarial;
  bool findbugs;
  const char *grid_option;  /* the option that set num_groups, for messages */
} Seen;

/* Writes a message to err and returns false, so that every error path is
 * `return fail(...)`. */
static bool fail(char *err, int errlen, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static bool fail(char *err, int errlen, const char *fmt, ...) {
  if (err && errlen > 0) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, (size_t)errlen, fmt, ap);
    va_end(ap);
  }
  return false;
}

static bool ends_with(const char *s, const char *suffix) {
  size_t n = strlen(s), m = strlen(suffix);
  return n >= m && strcmp(s + n - m, suffix) == 0;
}

/* ---- launch sizes ---- */

/* Parses one element (a positive 32-bit integer or '*') at *p and advances
 * *p past it. */
static bool parse_dim(const char **p, Dim *out) {
  const char *s = *p;
  if (*s == '*') {
    *out = (Dim){.any = true, .value = 0};
    *p = s + 1;
    return true;
  }
  uint64_t v = 0;
  const char *start = s;
  for (; *s >= '0' && *s <= '9'; s++) {
    v = v * 10 + (uint64_t)(*s - '0');
    if (v > UINT32_MAX)
      return false;
  }
  if (s == start || v == 0)
    return false;
  *out = (Dim){.any = false, .value = (uint32_t)v};
  *p = s;
  return true;
}

bool launch_size_parse(const char *text, LaunchSize *out) {
  LaunchSize ls = {.ndims = 0, .d = {{false, 1}, {false, 1}, {false, 1}}};
  const char *p = text;
  bool bracket = *p == '[';
  if (bracket)
    p++;
  for (;;) {
    if (ls.ndims == 3 || !parse_dim(&p, &ls.d[ls.ndims]))
      return false;
    ls.ndims++;
    if (*p != ',')
      break;
    p++;
  }
  if (bracket && *p++ != ']')
    return false;
  if (*p != '\0')
    return false;
  *out = ls;
  return true;
}

/* ---- the option table ---- */

/* What an option takes, and so how it is read. */
typedef enum {
  TAKES_HELP,        /* --help, --version: print, then exit */
  TAKES_FLAG,        /* nothing: sets a bool in Options */
  TAKES_SEEN,        /* nothing: sets a bool in Seen, settled in check_whole */
  TAKES_SIZE,        /* a launch size */
  TAKES_STRING,      /* a string, kept as given */
  TAKES_INT,         /* an integer of at least min */
  TAKES_CLANG,       /* one clang argument */
  TAKES_ARRAYS,      /* array names */
  TAKES_KERNEL_ARGS, /* a kernel name and its parameters' values */
  TAKES_TOOL,        /* an option for one of GPUVerify's tools */
} Takes;

typedef struct {
  const char *name;
  Takes takes;
  size_t field;          /* its offset in Options (in Seen for TAKES_SEEN) */
  int min;               /* TAKES_INT: the least value allowed */
  const char *expected;  /* TAKES_INT: what to say when the value is wrong */
} Spec;

#define FLAG(name, f) {name, TAKES_FLAG, offsetof(Options, f), 0, NULL}
#define SEEN(name, f) {name, TAKES_SEEN, offsetof(Seen, f), 0, NULL}
#define SIZE(name, f) {name, TAKES_SIZE, offsetof(Options, f), 0, NULL}
#define STRING(name, f) {name, TAKES_STRING, offsetof(Options, f), 0, NULL}
#define INT(name, f, min, expected) {name, TAKES_INT, offsetof(Options, f), min, expected}
#define OTHER(name, takes) {name, takes, 0, 0, NULL}

/* Every long option. The CUDA and OpenCL names of a launch size are
 * aliases, as in GPUVerify. */
static const Spec OPTIONS[] = {
    OTHER("--help", TAKES_HELP),
    OTHER("--version", TAKES_HELP),
    FLAG("--no-inline", no_inline),
    FLAG("--no-infer", no_infer),
    FLAG("--only-intra-group", only_intra_group),
    FLAG("--only-divergence", only_divergence),
    FLAG("--only-log", only_log),
    FLAG("--no-benign-tolerance", no_benign_tolerance),
    FLAG("--may-alias", may_alias),
    FLAG("--check-array-bounds", check_array_bounds),
    FLAG("--math-int", math_int),
    FLAG("--no-annotations", no_annotations),
    FLAG("--only-requires", only_requires),
    FLAG("--invariants-as-candidates", invariants_as_candidates),
    FLAG("--no-barrier-access-checks", no_barrier_access_checks),
    FLAG("--verbose", verbose),
    FLAG("--debug", verbose),
    FLAG("--time", time),
    FLAG("--keep-temps", keep_temps),
    FLAG("--stop-at-bpl", stop_at_bpl),
    FLAG("--infer-info", infer_info),
    FLAG("--use-file-options", use_file_options),
    FLAG("--silent", silent),
    FLAG("--quiet", quiet),
    STRING("--json", json),
    STRING("--sarif", sarif),
    STRING("--time-as-csv", time_as_csv),
    INT("--jobs", jobs, 1, "expected a positive integer"),
    SEEN("--equality-abstraction", equality),
    SEEN("--adversarial-abstraction", adversarial),
    SEEN("--findbugs", findbugs),
    SIZE("--blockDim", group_size),
    SIZE("--local_size", group_size),
    SIZE("--gridDim", num_groups),
    SIZE("--num_groups", num_groups),
    SIZE("--global_size", global_size),
    SIZE("--global_offset", global_offset),
    STRING("--kernel", kernel),
    STRING("--boogie-file", boogie_file),
    INT("--warp-sync", warp_sync, 1, "expected a positive integer"),
    INT("--loop-unwind", loop_unwind, 1, "expected a positive integer"),
    INT("--k-induction-depth", k_induction_depth, 0, "expected a non-negative integer"),
    INT("--timeout", timeout, 0, "expected seconds, or 0 for no limit"),
    INT("--race-after", race_after, 0, "expected seconds, or 0 for never"),
    OTHER("--clang-opt", TAKES_CLANG),
    OTHER("--check-arrays", TAKES_ARRAYS),
    OTHER("--kernel-args", TAKES_KERNEL_ARGS),
    OTHER("--vcgen-opt", TAKES_TOOL),
    OTHER("--boogie-opt", TAKES_TOOL),
    OTHER("--cruncher-opt", TAKES_TOOL),
    FLAG("--no-cache", no_cache),
    FLAG("--run", run),
    INT("--seed", seed, 0, "expected a non-negative integer"),
    INT("--run-steps", run_steps, 1, "expected a positive number of instructions"),
    INT("--run-buffer", run_buffer, 1, "expected a positive number of bytes"),
    STRING("--run-input", run_input),
    FLAG("--no-replay", no_replay),
    STRING("--cache-dir", cache_dir),
};

#define NOPTIONS (sizeof OPTIONS / sizeof OPTIONS[0])

static bool abbreviates(const char *name, const Spec *spec) {
  size_t n = strlen(name);
  return n > 2 && strncmp(spec->name, name, n) == 0;
}

/* The option a long name stands for: the option of that name, else the
 * only one the name begins. GPUVerify's parser accepts such unique
 * abbreviations (--vcgen-op= for --vcgen-opt=), so its users write them. */
static const Spec *find_option(const char *name, char *err, int errlen) {
  const Spec *found = NULL;
  int matches = 0;
  for (size_t i = 0; i < NOPTIONS; i++) {
    if (strcmp(OPTIONS[i].name, name) == 0)
      return &OPTIONS[i];
    if (abbreviates(name, &OPTIONS[i])) {
      found = &OPTIONS[i];
      matches++;
    }
  }
  if (matches == 1)
    return found;
  if (matches == 0) {
    fail(err, errlen, "unknown option '%s'", name);
    return NULL;
  }
  StrBuf names = {0};
  for (size_t i = 0; i < NOPTIONS; i++)
    if (abbreviates(name, &OPTIONS[i]))
      sb_printf(&names, "%s%s", names.len ? ", " : "", OPTIONS[i].name);
  fail(err, errlen, "ambiguous option '%s' could match %s", name, names.s);
  sb_free(&names);
  return NULL;
}

/* ---- values ---- */

/* Parses a decimal integer >= min that fits in an int. */
static bool parse_int(const char *s, int min, int *out) {
  long v = 0;
  if (*s == '\0')
    return false;
  for (; *s; s++) {
    if (*s < '0' || *s > '9')
      return false;
    v = v * 10 + (*s - '0');
    if (v > INT_MAX)
      return false;
  }
  if (v < min)
    return false;
  *out = (int)v;
  return true;
}

/* A --kernel-args value: '*', or a decimal or 0x hexadecimal number below
 * 2^64. */
static bool parse_arg_value(const char *s, ArgValue *out) {
  if (strcmp(s, "*") == 0) {
    *out = (ArgValue){.any = true, .bits = 0};
    return true;
  }
  unsigned base = 10;
  if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    base = 16;
    s += 2;
  }
  if (*s == '\0')
    return false;
  uint64_t v = 0;
  for (; *s; s++) {
    unsigned d;
    if (isdigit((unsigned char)*s))
      d = (unsigned)(*s - '0');
    else if (base == 16 && isxdigit((unsigned char)*s))
      d = (unsigned)(tolower((unsigned char)*s) - 'a' + 10);
    else
      return false;
    if (v > (UINT64_MAX - d) / base)
      return false;
    v = v * base + d;
  }
  *out = (ArgValue){.any = false, .bits = v};
  return true;
}

static void free_list(char **items, int n) {
  for (int i = 0; i < n; i++)
    free(items[i]);
  free(items);
}

/* The items of a comma-separated list, each malloc'd; NULL when an item
 * is empty. */
static char **split_list(const char *text, int *n) {
  char **items = NULL;
  *n = 0;
  for (const char *p = text;; p++) {
    size_t len = strcspn(p, ",");
    if (len == 0) {
      free_list(items, *n);
      return NULL;
    }
    items = mem_realloc(items, sizeof(char *) * (size_t)(*n + 1));
    items[(*n)++] = mem_printf("%.*s", (int)len, p);
    p += len;
    if (*p == '\0')
      return items;
  }
}

/* --check-arrays=A,B. An option given again replaces the list. */
static bool take_check_arrays(const char *option, const char *value, const char *list,
                              Options *opt, char *err, int errlen) {
  int n;
  char **names = split_list(list, &n);
  if (!names)
    return fail(err, errlen,
                "invalid value for %s: '%s' (expected array names separated by commas)", option,
                value);
  free_list(opt->check_arrays, opt->ncheck_arrays);
  opt->check_arrays = names;
  opt->ncheck_arrays = n;
  return true;
}

/* --kernel-args=K,v1,...,vn */
static bool take_kernel_args(const char *value, Options *opt, char *err, int errlen) {
  int n;
  char **items = split_list(value, &n);
  if (!items)
    return fail(err, errlen,
                "invalid value for --kernel-args: '%s' (expected KERNEL,VALUE,VALUE,...)", value);
  KernelArgs ka = {.kernel = items[0],
                   .values = mem_realloc(NULL, sizeof(ArgValue) * (size_t)n),
                   .nvalues = n - 1};
  bool ok = true;
  for (int i = 1; i < n && ok; i++)
    ok = parse_arg_value(items[i], &ka.values[i - 1]) ||
         fail(err, errlen,
              "invalid value for --kernel-args: '%s' (values are decimal or 0x hexadecimal "
              "numbers below 2^64, or * for any value)",
              items[i]);
  for (int i = 1; i < n; i++)
    free(items[i]);
  free(items);
  if (!ok) {
    free(ka.kernel);
    free(ka.values);
    return false;
  }
  opt->kernel_args = mem_realloc(opt->kernel_args,
                                  sizeof(KernelArgs) * (size_t)(opt->nkernel_args + 1));
  opt->kernel_args[opt->nkernel_args++] = ka;
  return true;
}

/* GPUVerify's options for its own tools (--vcgen-opt, --boogie-opt,
 * --cruncher-opt) mean nothing to Tandem, except VCGen's restriction of
 * race checks to some arrays. The cruncher is GPUVerify's invariant
 * inference: its options steer a search Tandem does its own way, and
 * cannot weaken a proof, so they are accepted. */
static bool take_tool_option(const char *option, const char *value, Options *opt, char *err,
                             int errlen) {
  static const char check_arrays[] = "/checkArrays:";
  if (strcmp(option, "--vcgen-opt") == 0 &&
      strncmp(value, check_arrays, sizeof check_arrays - 1) == 0)
    return take_check_arrays(option, value, value + sizeof check_arrays - 1, opt, err, errlen);
  if (strcmp(option, "--cruncher-opt") == 0) {
    opt->cruncher_opt = true;
    return true;
  }
  return fail(err, errlen,
              "unsupported value for %s: '%s' (of GPUVerify's tool options, Tandem accepts "
              "only --vcgen-opt=/checkArrays:NAMES and --cruncher-opt)",
              option, value);
}

/* ---- collecting clang arguments ---- */

/* Appends prefix+value, as one malloc'd string, to opt->clang_args. */
static void add_clang_arg(Options *opt, const char *prefix, const char *value) {
  StrBuf b = {0};
  sb_puts(&b, prefix);
  sb_puts(&b, value);
  opt->clang_args = mem_realloc(opt->clang_args, sizeof(char *) * (size_t)(opt->nclang_args + 1));
  opt->clang_args[opt->nclang_args++] = b.s;
}

/* -DX, -D X, -IDIR, -I DIR. *i moves past a separate value. */
static bool take_preprocessor_arg(int argc, char **argv, int *i, Options *opt,
                                  char *err, int errlen) {
  const char *arg = argv[*i];
  const char *prefix = arg[1] == 'D' ? "-D" : "-I";
  const char *value = arg + 2;
  if (*value == '\0') {
    if (*i + 1 >= argc || argv[*i + 1][0] == '\0')
      return fail(err, errlen, "missing value after %s", prefix);
    value = argv[++*i];
  }
  add_clang_arg(opt, prefix, value);
  return true;
}

/* ---- one argument ---- */

/* A PATH: a kernel file, or a directory that inputs.c searches. */
static bool take_file(const char *arg, Options *opt, char *err, int errlen) {
  struct stat st;
  bool dir = stat(arg, &st) == 0 && S_ISDIR(st.st_mode);
  if (!dir && !ends_with(arg, ".cu") && !ends_with(arg, ".cl"))
    return fail(err, errlen, "expected a kernel file ending in .cu or .cl: '%s'", arg);
  opt->paths = mem_realloc(opt->paths, sizeof(char *) * (size_t)(opt->npaths + 1));
  opt->paths[opt->npaths++] = arg;
  return true;
}

/* The value of an option that needs one. */
static bool take_value(const Spec *spec, const char *value, Options *opt, Seen *seen,
                       char *err, int errlen) {
  void *field = (char *)opt + spec->field;
  switch (spec->takes) {
  case TAKES_SIZE:
    if (!launch_size_parse(value, field))
      return fail(err, errlen,
                  "invalid value for %s: '%s' (sizes are positive integers, or * for any size)",
                  spec->name, value);
    if (field == &opt->num_groups)
      seen->grid_option = spec->name;
    return true;
  case TAKES_STRING:
    *(const char **)field = value;
    return true;
  case TAKES_INT:
    if (!parse_int(value, spec->min, field))
      return fail(err, errlen, "invalid value for %s: '%s' (%s)", spec->name, value,
                  spec->expected);
    return true;
  case TAKES_CLANG:
    add_clang_arg(opt, "", value);
    return true;
  case TAKES_ARRAYS:
    return take_check_arrays(spec->name, value, value, opt, err, errlen);
  case TAKES_KERNEL_ARGS:
    return take_kernel_args(value, opt, err, errlen);
  default: /* TAKES_TOOL; the kinds without a value never come here */
    return take_tool_option(spec->name, value, opt, err, errlen);
  }
}

/* An argument starting with "--": NAME or NAME=VALUE. */
static bool take_long_option(const char *arg, Options *opt, Seen *seen, bool *exit_now,
                             char *err, int errlen) {
  const char *eq = strchr(arg, '=');
  char name[64];
  size_t n = eq ? (size_t)(eq - arg) : strlen(arg);
  if (n >= sizeof name)
    return fail(err, errlen, "unknown option '%s'", arg);
  memcpy(name, arg, n);
  name[n] = '\0';
  const char *value = eq ? eq + 1 : NULL;

  const Spec *spec = find_option(name, err, errlen);
  if (!spec)
    return false;
  switch (spec->takes) {
  case TAKES_HELP:
    if (spec->name[2] == 'h')
      options_print_usage(stdout);
    else
      fputs(TANDEM_VERSION "\n", stdout);
    *exit_now = true;
    return true;
  case TAKES_FLAG:
  case TAKES_SEEN:
    if (value)
      return fail(err, errlen, "option %s takes no value", spec->name);
    *(bool *)((spec->takes == TAKES_SEEN ? (char *)seen : (char *)opt) + spec->field) = true;
    return true;
  default:
    if (!value || *value == '\0')
      return fail(err, errlen, "missing value for %s=", spec->name);
    return take_value(spec, value, opt, seen, err, errlen);
  }
}

/* ---- whole-command-line rules ---- */

/* OpenCL's --global_size is another way to give the number of groups:
 * num_groups = global_size / local_size in each dimension. The messages
 * are GPUVerify's; its dimension numbers count from 0. */
static bool global_to_num_groups(Options *opt, char *err, int errlen) {
  const LaunchSize *g = &opt->global_size, *l = &opt->group_size;
  if (g->ndims != l->ndims)
    return fail(err, errlen, "Dimensions of local and global size must match");
  LaunchSize ng = {.ndims = g->ndims, .d = {{false, 1}, {false, 1}, {false, 1}}};
  for (int i = 0; i < g->ndims; i++) {
    if (g->d[i].any || l->d[i].any) {
      ng.d[i] = (Dim){.any = true, .value = 0};
      continue;
    }
    if (g->d[i].value % l->d[i].value != 0)
      return fail(err, errlen,
                  "Dimension %d of global size does not divide by dimension %d of local size",
                  i, i);
    ng.d[i].value = g->d[i].value / l->d[i].value;
  }
  opt->num_groups = ng;
  return true;
}

/* The launch limits of every CUDA device since compute capability 3.0
 * (CUDA Programming Guide, technical specifications). A launch beyond
 * them does not run: the user is warned, and the launch is verified as
 * given, as GPUVerify does (its suites launch blocks of 2048 threads). */
static const uint32_t cuda_block_max[3] = {1024, 1024, 64};
static const uint32_t cuda_grid_max[3] = {2147483647, 65535, 65535};
static const uint64_t cuda_block_threads_max = 1024;

static bool within_cuda_limits(const Options *opt, char *err, int errlen) {
  static const char axis[3] = {'x', 'y', 'z'};
  uint64_t threads = 1;
  for (int d = 0; d < 3; d++) {
    const Dim *b = &opt->group_size.d[d], *g = &opt->num_groups.d[d];
    if (d < opt->group_size.ndims && !b->any) {
      if (b->value > cuda_block_max[d])
        return fail(err, errlen, "--blockDim: %c is %u; CUDA allows at most %u", axis[d],
                    b->value, cuda_block_max[d]);
      threads *= b->value;
    }
    if (d < opt->num_groups.ndims && !g->any && g->value > cuda_grid_max[d])
      return fail(err, errlen, "--gridDim: %c is %u; CUDA allows at most %u", axis[d],
                  g->value, cuda_grid_max[d]);
  }
  if (threads > cuda_block_threads_max)
    return fail(err, errlen, "--blockDim: %llu threads per block; CUDA allows at most %llu",
                (unsigned long long)threads, (unsigned long long)cuda_block_threads_max);
  return true;
}

/* Lockstep groups are parts of a warp of 32 (warp-level operations). */
bool options_lockstep_runnable(int warp_sync) {
  return !warp_sync || (warp_sync <= 32 && !(warp_sync & (warp_sync - 1)));
}

/* --run executes one launch: every size must be a number, and the launch
 * small enough to run on the CPU. */
static bool concrete_launch(const Options *opt, char *err, int errlen) {
  const LaunchSize *sizes[3] = {&opt->group_size, &opt->num_groups, &opt->global_offset};
  static const char *const names[3] = {"thread block size", "grid size", "global offset"};
  uint64_t threads = 1;
  if (!options_lockstep_runnable(opt->warp_sync))
    return fail(err, errlen,
                "--run --warp-sync=%d: an execution runs warps of a power of two of at "
                "most 32 lanes in lockstep", opt->warp_sync);
  for (int k = 0; k < 3; k++)
    for (int d = 0; d < sizes[k]->ndims; d++) {
      if (sizes[k]->d[d].any)
        return fail(err, errlen,
                    "--run: the %s must be given as numbers, not '*' (an execution runs one "
                    "launch)", names[k]);
      if (k < 2)
        threads *= sizes[k]->d[d].value;
    }
  if (threads > EXEC_MAX_THREADS)
    return fail(err, errlen, "--run: the launch has %llu threads; an execution runs at most "
                             "%llu", (unsigned long long)threads,
                (unsigned long long)EXEC_MAX_THREADS);
  return true;
}

static bool check_whole(Options *opt, const Seen *seen, bool per_file, char *err,
                        int errlen) {
  if (!opt->npaths)
    return fail(err, errlen, "no kernel file given");
  struct stat st;
  if (opt->npaths == 1 && !(stat(opt->paths[0], &st) == 0 && S_ISDIR(st.st_mode)))
    opt->file = opt->paths[0];
  if (seen->equality && seen->adversarial)
    return fail(err, errlen,
                "--equality-abstraction and --adversarial-abstraction cannot be used together");
  if (opt->no_annotations && opt->only_requires)
    return fail(err, errlen, "--no-annotations and --only-requires cannot be used together");
  opt->abstraction = seen->equality      ? ABSTRACTION_EQUALITY
                     : seen->adversarial ? ABSTRACTION_ADVERSARIAL
                                         : ABSTRACTION_AUTO;
  if (seen->findbugs && opt->loop_unwind == 0) /* an explicit --loop-unwind wins */
    opt->loop_unwind = 2;
  /* Under --use-file-options a file's header may give the launch: each
   * file's own parse checks it. */
  if (opt->use_file_options && !per_file)
    return true;
  if (opt->global_size.ndims && opt->num_groups.ndims)
    return fail(err, errlen, "%s=: not allowed with argument --global_size=", seen->grid_option);
  /* GPUVerify requires both sizes; a default would silently verify a launch
   * the user did not mean. */
  if (!opt->group_size.ndims)
    return fail(err, errlen,
                "no thread block size given (use --blockDim= for CUDA, --local_size= for OpenCL)");
  if (!opt->num_groups.ndims && !opt->global_size.ndims)
    return fail(err, errlen,
                "no grid size given (use --gridDim= for CUDA, --num_groups= or --global_size= "
                "for OpenCL)");
  if (opt->global_size.ndims && !global_to_num_groups(opt, err, errlen))
    return false;
  if (opt->file && ends_with(opt->file, ".cu"))
    within_cuda_limits(opt, opt->launch_warning, (int)sizeof opt->launch_warning);
  return !opt->run || concrete_launch(opt, err, errlen);
}

/* ---- entry points ---- */

static void options_init(Options *opt) {
  *opt = (Options){0};
  opt->abstraction = ABSTRACTION_AUTO;
  opt->timeout = 300;
  opt->race_after = DEFAULT_RACE_AFTER;
  opt->seed = 1;
}

/* One argument at argv[*i]; *i moves on past any separate value. */
static bool take_arg(int argc, char **argv, int *i, Options *opt, Seen *seen, bool *exit_now,
                     char *err, int errlen) {
  const char *arg = argv[*i];
  if (arg[0] != '-' || arg[1] == '\0')
    return take_file(arg, opt, err, errlen);
  if (arg[1] == 'D' || arg[1] == 'I')
    return take_preprocessor_arg(argc, argv, i, opt, err, errlen);
  if (strcmp(arg, "-h") == 0)
    return take_long_option("--help", opt, seen, exit_now, err, errlen);
  if (arg[1] == 'j') { /* -j N, -jN: make's spelling of --jobs=N */
    const char *n = arg[2] ? arg + 2 : *i + 1 < argc ? argv[++*i] : "";
    if (!parse_int(n, 1, &opt->jobs))
      return fail(err, errlen, "invalid value for -j: '%s' (expected a positive integer)", n);
    return true;
  }
  if (arg[1] == '-')
    return take_long_option(arg, opt, seen, exit_now, err, errlen);
  return fail(err, errlen, "unknown option '%s'", arg);
}

/* Records argv[from..to] as option arguments (not paths). */
static void keep_option_args(char **argv, int from, int to, Options *opt) {
  for (int j = from; j <= to; j++) {
    opt->option_args = mem_realloc(opt->option_args,
                                   sizeof(char *) * (size_t)(opt->noption_args + 1));
    opt->option_args[opt->noption_args++] = argv[j];
  }
}

static bool parse(int argc, char **argv, bool per_file, Options *opt, bool *exit_now,
                  char *err, int errlen) {
  options_init(opt);
  *exit_now = false;
  if (err && errlen > 0)
    err[0] = '\0';
  Seen seen = {.grid_option = "--num_groups"};
  for (int i = 1; i < argc; i++) {
    int first = i, npaths = opt->npaths;
    if (!take_arg(argc, argv, &i, opt, &seen, exit_now, err, errlen)) {
      options_free(opt);
      return false;
    }
    if (opt->npaths == npaths)
      keep_option_args(argv, first, i, opt);
    if (*exit_now) {
      options_free(opt);
      return true;
    }
  }
  if (per_file)
    opt->use_file_options = false;
  if (!check_whole(opt, &seen, per_file, err, errlen)) {
    options_free(opt);
    return false;
  }
  return true;
}

bool options_parse(int argc, char **argv, Options *opt, bool *exit_now, char *err, int errlen) {
  return parse(argc, argv, false, opt, exit_now, err, errlen);
}

bool options_parse_file(const Options *run, const char *file, char **extra, int nextra,
                        Options *opt, char *err, int errlen) {
  int argc = 0;
  char **argv = mem_calloc((size_t)(run->noption_args + nextra + 3), sizeof(char *));
  argv[argc++] = TANDEM_NAME;
  for (int i = 0; i < run->noption_args; i++)
    argv[argc++] = (char *)run->option_args[i];
  for (int i = 0; i < nextra; i++)
    argv[argc++] = extra[i];
  argv[argc++] = (char *)file;
  bool exit_now;
  bool ok = parse(argc, argv, true, opt, &exit_now, err, errlen);
  /* The strings point into run's argv and extra, which outlive opt; the
   * array itself is opt's to free. */
  if (ok)
    opt->owned_argv = argv;
  else
    free(argv);
  return ok && !exit_now;
}

int options_output_only(const char *const *args, int i, int n) {
  static const char *const names[] = {"--json",     "--sarif",    "--jobs",
                                      "--silent",   "--quiet",    "--no-cache", "--cache-dir",
                                      "--use-file-options"};
  const char *arg = args[i];
  if (!strncmp(arg, "-j", 2) && arg[1] && arg[2] != '-')
    return arg[2] || i + 1 >= n ? 1 : 2; /* -jN, or -j N */
  if (strncmp(arg, "--", 2))
    return 0;
  char name[64];
  size_t len = strcspn(arg, "=");
  if (len >= sizeof name)
    return 0;
  memcpy(name, arg, len);
  name[len] = '\0';
  const Spec *spec = find_option(name, NULL, 0);
  for (size_t k = 0; spec && k < sizeof names / sizeof names[0]; k++)
    if (!strcmp(spec->name, names[k]))
      return 1;
  return 0;
}

/* GPUVerify's options Tandem accepts without their meaning (docs/usage.md),
 * each with what Tandem does instead. */
void options_note_unhonoured(const Options *opt, const Options *except, FILE *f) {
  const struct {
    bool given, before;
    const char *what;
  } notes[] = {
      {opt->math_int, except && except->math_int,
       "--math-int: integers stay bit-vectors, with overflow modelled"},
      {opt->k_induction_depth > 0, except && except->k_induction_depth > 0,
       "--k-induction-depth: loops are proved with invariants, not by k-induction"},
      {opt->cruncher_opt, except && except->cruncher_opt,
       "--cruncher-opt: Tandem's invariant inference has no such options"},
  };
  for (size_t i = 0; i < sizeof notes / sizeof notes[0]; i++)
    if (notes[i].given && !notes[i].before)
      fprintf(f, "tandem: note: option not honoured: %s\n", notes[i].what);
}

/* Whether given is name, or name without its template arguments. */
static bool names_prefix(const char *given, const char *name) {
  size_t n = strlen(given);
  return !strncmp(given, name, n) && (name[n] == '\0' || name[n] == '<');
}

bool options_names_kernel(const char *given, const char *kernel) {
  if (names_prefix(given, kernel))
    return true;
  /* Without the namespaces: the last :: before any template argument. */
  const char *args = strchr(kernel, '<'), *last = NULL;
  for (const char *c = strstr(kernel, "::"); c && (!args || c < args); c = strstr(c + 2, "::"))
    last = c + 2;
  return last && names_prefix(given, last);
}

const KernelArgs *options_kernel_args(const Options *opt, const char *kernel) {
  for (int i = opt->nkernel_args - 1; i >= 0; i--)
    if (strcmp(opt->kernel_args[i].kernel, kernel) == 0)
      return &opt->kernel_args[i];
  for (int i = opt->nkernel_args - 1; i >= 0; i--)
    if (options_names_kernel(opt->kernel_args[i].kernel, kernel))
      return &opt->kernel_args[i];
  return NULL;
}

/* Frees what options_parse allocated (clang arguments, array names,
 * kernel arguments); the other strings point into argv. Safe to call
 * twice. */
void options_free(Options *opt) {
  free(opt->paths);
  opt->paths = NULL;
  opt->npaths = 0;
  free(opt->option_args);
  opt->option_args = NULL;
  opt->noption_args = 0;
  free(opt->owned_argv);
  opt->owned_argv = NULL;
  for (int i = 0; i < opt->nclang_args; i++)
    free((char *)opt->clang_args[i]);
  free(opt->clang_args);
  opt->clang_args = NULL;
  opt->nclang_args = 0;
  free_list(opt->check_arrays, opt->ncheck_arrays);
  opt->check_arrays = NULL;
  opt->ncheck_arrays = 0;
  for (int i = 0; i < opt->nkernel_args; i++) {
    free(opt->kernel_args[i].kernel);
    free(opt->kernel_args[i].values);
  }
  free(opt->kernel_args);
  opt->kernel_args = NULL;
  opt->nkernel_args = 0;
}
