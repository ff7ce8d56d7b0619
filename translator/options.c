/* options: tandem's command line. The option names, value forms and error
 * messages follow GPUVerify's, because existing kernels, scripts and test
 * suites (whose expectations match on these messages) use them. */
#include "options.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

#define TANDEM_VERSION "tandem 0.1"

static const char USAGE[] =
    "usage: tandem [options] KERNEL.cu|KERNEL.cl\n"
    "\n"
    "Proves a CUDA or OpenCL kernel free of data races and barrier divergence.\n"
    "\n"
    "Launch sizes (N, N,M or [N,M,K]; * for any size):\n"
    "  --blockDim=SIZE             threads per block (CUDA)\n"
    "  --gridDim=SIZE              blocks per grid (CUDA)\n"
    "  --local_size=SIZE           work items per work group (OpenCL)\n"
    "  --num_groups=SIZE           work groups (OpenCL)\n"
    "  --global_size=SIZE          total work items; must divide by --local_size\n"
    "  --global_offset=SIZE        offset added to global ids (OpenCL)\n"
    "\n"
    "Front end:\n"
    "  --kernel=NAME               verify only kernel NAME (default: all)\n"
    "  -DNAME[=VALUE], -D NAME     define a preprocessor macro\n"
    "  -IDIR, -I DIR               add DIR to the include path\n"
    "  --clang-opt=OPT             pass OPT to clang\n"
    "\n"
    "Verification:\n"
    "  --no-inline                 accepted; kernels are still inlined (sound)\n"
    "  --no-infer                  do not infer loop invariants\n"
    "  --only-intra-group          check races between threads of one block only\n"
    "  --only-divergence           check barrier divergence only, not races\n"
    "  --equality-abstraction      threads of a group see equal values after a\n"
    "                              barrier (the default)\n"
    "  --adversarial-abstraction   every read of shared state gives any value\n"
    "  --check-array-bounds        also check that accesses stay inside arrays\n"
    "  --warp-sync=N               accepted; not modelled yet, so threads of a\n"
    "                              warp stay independent (sound)\n"
    "  --loop-unwind=N, --findbugs accepted; loops are still proved (sound)\n"
    "  --no-benign-tolerance       report writes of the same value as races\n"
    "  --math-int                  accepted; integers stay bit-vectors (sound)\n"
    "  --boogie-file=FILE          give Boogie this extra .bpl file\n"
    "  --timeout=S                 give up after S seconds (default 300; 0: never)\n"
    "\n"
    "Output:\n"
    "  --verbose                   show Boogie's output and inference results\n"
    "  --debug                     same as --verbose\n"
    "  --time                      print the time each stage took\n"
    "  --keep-temps                do not remove the temporary directory\n"
    "  --infer-info                print how many candidates of each rule\n"
    "                              inference kept\n"
    "  --help, -h                  print this help and exit\n"
    "  --version                   print the version and exit\n";

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

/* ---- the option tables ---- */

/* Options that only switch something on. Returns NULL for other names. */
static bool *flag_field(Options *opt, const char *name) {
  const struct {
    const char *name;
    bool *field;
  } flags[] = {
      {"--no-inline", &opt->no_inline},
      {"--no-infer", &opt->no_infer},
      {"--only-intra-group", &opt->only_intra_group},
      {"--only-divergence", &opt->only_divergence},
      {"--no-benign-tolerance", &opt->no_benign_tolerance},
      {"--check-array-bounds", &opt->check_array_bounds},
      {"--math-int", &opt->math_int},
      {"--verbose", &opt->verbose},
      {"--debug", &opt->verbose},
      {"--time", &opt->time},
      {"--keep-temps", &opt->keep_temps},
      {"--infer-info", &opt->infer_info},
  };
  for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++)
    if (strcmp(flags[i].name, name) == 0)
      return flags[i].field;
  return NULL;
}

/* Options whose value is a launch size. The CUDA and OpenCL names are
 * aliases, as in GPUVerify. Returns NULL for other names. */
static LaunchSize *launch_field(Options *opt, const char *name) {
  const struct {
    const char *name;
    LaunchSize *field;
  } sizes[] = {
      {"--blockDim", &opt->group_size},
      {"--local_size", &opt->group_size},
      {"--gridDim", &opt->num_groups},
      {"--num_groups", &opt->num_groups},
      {"--global_size", &opt->global_size},
      {"--global_offset", &opt->global_offset},
  };
  for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
    if (strcmp(sizes[i].name, name) == 0)
      return sizes[i].field;
  return NULL;
}

/* Options whose value is a string kept as given (a pointer into argv).
 * Returns NULL for other names. */
static const char **string_field(Options *opt, const char *name) {
  if (strcmp(name, "--kernel") == 0)
    return &opt->kernel;
  if (strcmp(name, "--boogie-file") == 0)
    return &opt->boogie_file;
  return NULL;
}

/* Flags whose meaning depends on the rest of the command line, so they are
 * only noted here and settled in check_whole. Returns NULL for other names. */
static bool *seen_flag(Seen *seen, const char *name) {
  if (strcmp(name, "--equality-abstraction") == 0)
    return &seen->equality;
  if (strcmp(name, "--adversarial-abstraction") == 0)
    return &seen->adversarial;
  if (strcmp(name, "--findbugs") == 0)
    return &seen->findbugs;
  return NULL;
}

/* Options whose value is an integer, with the least value allowed and what
 * to say when the value is wrong. Returns NULL for other names. */
static int *int_field(Options *opt, const char *name, int *min, const char **expected) {
  *min = 1;
  *expected = "expected a positive integer";
  if (strcmp(name, "--warp-sync") == 0)
    return &opt->warp_sync;
  if (strcmp(name, "--loop-unwind") == 0)
    return &opt->loop_unwind;
  *min = 0;
  *expected = "expected seconds, or 0 for no limit";
  if (strcmp(name, "--timeout") == 0)
    return &opt->timeout;
  return NULL;
}

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

/* ---- collecting clang arguments ---- */

static void *must_realloc(void *p, size_t n) {
  p = realloc(p, n);
  if (!p) {
    fputs("tandem: out of memory\n", stderr);
    abort();
  }
  return p;
}

/* Appends prefix+value, as one malloc'd string, to opt->clang_args. */
static void add_clang_arg(Options *opt, const char *prefix, const char *value) {
  StrBuf b = {0};
  sb_puts(&b, prefix);
  sb_puts(&b, value);
  opt->clang_args = must_realloc(opt->clang_args, sizeof(char *) * (size_t)(opt->nclang_args + 1));
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

static bool take_file(const char *arg, Options *opt, char *err, int errlen) {
  if (opt->file)
    return fail(err, errlen, "more than one kernel file given: '%s' and '%s'", opt->file, arg);
  if (!ends_with(arg, ".cu") && !ends_with(arg, ".cl"))
    return fail(err, errlen, "expected a kernel file ending in .cu or .cl: '%s'", arg);
  opt->file = arg;
  return true;
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

  if (strcmp(name, "--help") == 0 || strcmp(name, "--version") == 0) {
    fputs(name[2] == 'h' ? USAGE : TANDEM_VERSION "\n", stdout);
    *exit_now = true;
    return true;
  }
  bool *flag = flag_field(opt, name);
  if (!flag)
    flag = seen_flag(seen, name);
  if (flag) {
    if (value)
      return fail(err, errlen, "option %s takes no value", name);
    *flag = true;
    return true;
  }
  /* Every other option needs a value. */
  LaunchSize *size = launch_field(opt, name);
  const char **str = string_field(opt, name);
  int min;
  const char *expected;
  int *number = int_field(opt, name, &min, &expected);
  bool clang_opt = strcmp(name, "--clang-opt") == 0;
  if (!size && !str && !number && !clang_opt)
    return fail(err, errlen, "unknown option '%s'", name);
  if (!value || *value == '\0')
    return fail(err, errlen, "missing value for %s=", name);

  if (size) {
    if (!launch_size_parse(value, size))
      return fail(err, errlen,
                  "invalid value for %s: '%s' (sizes are positive integers, or * for any size)",
                  name, value);
    if (size == &opt->num_groups)
      seen->grid_option = strcmp(name, "--gridDim") == 0 ? "--gridDim" : "--num_groups";
  } else if (str) {
    *str = value;
  } else if (number) {
    if (!parse_int(value, min, number))
      return fail(err, errlen, "invalid value for %s: '%s' (%s)", name, value, expected);
  } else {
    add_clang_arg(opt, "", value);
  }
  return true;
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

static bool check_whole(Options *opt, const Seen *seen, char *err, int errlen) {
  if (!opt->file)
    return fail(err, errlen, "no kernel file given");
  if (seen->equality && seen->adversarial)
    return fail(err, errlen,
                "--equality-abstraction and --adversarial-abstraction cannot be used together");
  opt->abstraction = seen->equality      ? ABSTRACTION_EQUALITY
                     : seen->adversarial ? ABSTRACTION_ADVERSARIAL
                                         : ABSTRACTION_AUTO;
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
  if (seen->findbugs && opt->loop_unwind == 0) /* an explicit --loop-unwind wins */
    opt->loop_unwind = 2;
  return true;
}

/* ---- entry points ---- */

static void options_init(Options *opt) {
  *opt = (Options){0};
  opt->abstraction = ABSTRACTION_AUTO;
  opt->timeout = 300;
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
  if (arg[1] == '-')
    return take_long_option(arg, opt, seen, exit_now, err, errlen);
  return fail(err, errlen, "unknown option '%s'", arg);
}

bool options_parse(int argc, char **argv, Options *opt, bool *exit_now, char *err, int errlen) {
  options_init(opt);
  *exit_now = false;
  if (err && errlen > 0)
    err[0] = '\0';
  Seen seen = {.grid_option = "--num_groups"};
  for (int i = 1; i < argc; i++) {
    if (!take_arg(argc, argv, &i, opt, &seen, exit_now, err, errlen)) {
      options_free(opt);
      return false;
    }
    if (*exit_now) {
      options_free(opt);
      return true;
    }
  }
  if (!check_whole(opt, &seen, err, errlen)) {
    options_free(opt);
    return false;
  }
  return true;
}

/* Frees what options_parse allocated (the clang arguments); the other
 * strings point into argv. Safe to call twice. */
void options_free(Options *opt) {
  for (int i = 0; i < opt->nclang_args; i++)
    free((char *)opt->clang_args[i]);
  free(opt->clang_args);
  opt->clang_args = NULL;
  opt->nclang_args = 0;
}
