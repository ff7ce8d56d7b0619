/* Unit tests for options: every option, every error message, and the
 * launch-size forms. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "options.h"
#include "process.h"
#include "util.h"

/* Parses "tandem" followed by the given arguments. */
static bool parse_list(Options *opt, bool *exit_now, char *err, int errlen,
                       const char *const *args) {
  char *argv[64];
  int argc = 0;
  argv[argc++] = "tandem";
  for (; *args && argc < 63; args++)
    argv[argc++] = (char *)*args; /* options_parse does not write to argv */
  argv[argc] = NULL;
  return options_parse(argc, argv, opt, exit_now, err, errlen);
}

#define ARGS(...) ((const char *const[]){__VA_ARGS__, NULL})

/* A command line that must parse; leaves the result in opt. */
#define PARSE_OK(opt, ...)                                                        \
  do {                                                                            \
    char err_[256] = "";                                                          \
    bool exit_now_ = false;                                                       \
    CHECK(parse_list((opt), &exit_now_, err_, sizeof err_, ARGS(__VA_ARGS__)));   \
    CHECK_STR_EQ(err_, "");                                                       \
    CHECK(!exit_now_);                                                            \
  } while (0)

/* A command line that must fail with exactly this message. */
#define PARSE_ERR(message, ...)                                                   \
  do {                                                                            \
    Options opt_;                                                                 \
    char err_[256] = "";                                                          \
    bool exit_now_ = false;                                                       \
    CHECK(!parse_list(&opt_, &exit_now_, err_, sizeof err_, ARGS(__VA_ARGS__)));  \
    CHECK_STR_EQ(err_, (message));                                                \
    CHECK(opt_.clang_args == NULL); /* nothing left to free */                    \
    CHECK(opt_.check_arrays == NULL && opt_.kernel_args == NULL);                 \
    options_free(&opt_);                                                          \
  } while (0)

/* The sizes every valid command line needs, so tests can add the rest. */
#define SIZES "--blockDim=64", "--gridDim=16"

static bool dim_is(Dim d, unsigned value) { return !d.any && d.value == value; }

/* ---- launch sizes ---- */

static void test_launch_size_forms(void) {
  LaunchSize ls;
  CHECK(launch_size_parse("64", &ls));
  CHECK_INT_EQ(ls.ndims, 1);
  CHECK(dim_is(ls.d[0], 64) && dim_is(ls.d[1], 1) && dim_is(ls.d[2], 1));

  CHECK(launch_size_parse("2,3", &ls));
  CHECK_INT_EQ(ls.ndims, 2);
  CHECK(dim_is(ls.d[0], 2) && dim_is(ls.d[1], 3) && dim_is(ls.d[2], 1));

  CHECK(launch_size_parse("[1,2,3]", &ls));
  CHECK_INT_EQ(ls.ndims, 3);
  CHECK(dim_is(ls.d[0], 1) && dim_is(ls.d[1], 2) && dim_is(ls.d[2], 3));

  CHECK(launch_size_parse("[32]", &ls));
  CHECK_INT_EQ(ls.ndims, 1);
  CHECK(dim_is(ls.d[0], 32));

  CHECK(launch_size_parse("5,6,7", &ls));
  CHECK_INT_EQ(ls.ndims, 3);

  CHECK(launch_size_parse("4294967295", &ls));
  CHECK(dim_is(ls.d[0], 4294967295u));
}

static void test_launch_size_any(void) {
  LaunchSize ls;
  CHECK(launch_size_parse("*", &ls));
  CHECK_INT_EQ(ls.ndims, 1);
  CHECK(ls.d[0].any);
  CHECK(dim_is(ls.d[1], 1));

  CHECK(launch_size_parse("[*,8,*]", &ls));
  CHECK_INT_EQ(ls.ndims, 3);
  CHECK(ls.d[0].any && dim_is(ls.d[1], 8) && ls.d[2].any);
}

static void test_launch_size_rejects(void) {
  const char *bad[] = {"0",     "-1",    "abc",   "[1,2,3,4]", "4294967296", "",
                       "[]",    "[64",   "64]",   "1,,2",      "1,",         ",1",
                       "+5",    " 64",   "64 ",   "1.5",       "**",         "[1,0]",
                       "0x10",  "[[1]]", "1,2,3,4", "99999999999999999999999"};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    LaunchSize ls = {.ndims = 7};
    if (!CHECK(!launch_size_parse(bad[i], &ls)))
      printf("    (accepted '%s')\n", bad[i]);
    CHECK_INT_EQ(ls.ndims, 7); /* untouched on failure */
  }
}

static void test_launch_options(void) {
  Options opt;
  PARSE_OK(&opt, "--blockDim=[16,16]", "--gridDim=*", "k.cu");
  CHECK_INT_EQ(opt.group_size.ndims, 2);
  CHECK(dim_is(opt.group_size.d[0], 16) && dim_is(opt.group_size.d[1], 16));
  CHECK_INT_EQ(opt.num_groups.ndims, 1);
  CHECK(opt.num_groups.d[0].any);
  CHECK_INT_EQ(opt.global_size.ndims, 0);
  CHECK_INT_EQ(opt.global_offset.ndims, 0);
  options_free(&opt);

  PARSE_OK(&opt, "--local_size=2,3", "--num_groups=[4,5,6]", "--global_offset=64", "k.cl");
  CHECK_INT_EQ(opt.group_size.ndims, 2);
  CHECK(dim_is(opt.group_size.d[1], 3));
  CHECK_INT_EQ(opt.num_groups.ndims, 3);
  CHECK(dim_is(opt.num_groups.d[2], 6));
  CHECK_INT_EQ(opt.global_offset.ndims, 1);
  CHECK(dim_is(opt.global_offset.d[0], 64));
  options_free(&opt);

  /* The CUDA and OpenCL names are aliases; the last one given wins. */
  PARSE_OK(&opt, "--blockDim=8", "--local_size=32", "--num_groups=2", "k.cu");
  CHECK(dim_is(opt.group_size.d[0], 32));
  options_free(&opt);
}

static void test_launch_option_errors(void) {
  PARSE_ERR("invalid value for --blockDim: '0' (sizes are positive integers, or * for any size)",
            "--blockDim=0", "--gridDim=1", "k.cu");
  PARSE_ERR("invalid value for --gridDim: '-1' (sizes are positive integers, or * for any size)",
            "--blockDim=1", "--gridDim=-1", "k.cu");
  PARSE_ERR("invalid value for --local_size: 'abc' (sizes are positive integers, or * for any "
            "size)",
            "--local_size=abc", "--num_groups=1", "k.cl");
  PARSE_ERR("invalid value for --num_groups: '[1,2,3,4]' (sizes are positive integers, or * for "
            "any size)",
            "--local_size=1", "--num_groups=[1,2,3,4]", "k.cl");
  PARSE_ERR("invalid value for --global_size: '4294967296' (sizes are positive integers, or * "
            "for any size)",
            "--local_size=1", "--global_size=4294967296", "k.cl");
  PARSE_ERR("missing value for --global_offset=", SIZES, "--global_offset=", "k.cl");
  PARSE_ERR("missing value for --blockDim=", "--blockDim", "--gridDim=1", "k.cu");
}

static void test_sizes_required(void) {
  PARSE_ERR("no thread block size given (use --blockDim= for CUDA, --local_size= for OpenCL)",
            "--gridDim=4", "k.cu");
  PARSE_ERR("no grid size given (use --gridDim= for CUDA, --num_groups= or --global_size= for "
            "OpenCL)",
            "--blockDim=4", "k.cu");
}

/* ---- OpenCL global size ---- */

static void test_global_size(void) {
  Options opt;
  PARSE_OK(&opt, "--local_size=[32,64]", "--global_size=[64,256]", "k.cl");
  CHECK_INT_EQ(opt.num_groups.ndims, 2);
  CHECK(dim_is(opt.num_groups.d[0], 2) && dim_is(opt.num_groups.d[1], 4));
  CHECK(dim_is(opt.num_groups.d[2], 1));
  CHECK_INT_EQ(opt.global_size.ndims, 2);
  options_free(&opt);

  PARSE_OK(&opt, "--global_size=256", "--local_size=256", "k.cl"); /* either order */
  CHECK(dim_is(opt.num_groups.d[0], 1));
  options_free(&opt);

  /* '*' on either side makes that dimension of num_groups any size. */
  PARSE_OK(&opt, "--local_size=*", "--global_size=1024", "k.cl");
  CHECK(opt.num_groups.d[0].any);
  options_free(&opt);
  PARSE_OK(&opt, "--local_size=[1024,2]", "--global_size=[*,8]", "k.cl");
  CHECK(opt.num_groups.d[0].any && dim_is(opt.num_groups.d[1], 4));
  options_free(&opt);
}

static void test_global_size_errors(void) {
  PARSE_ERR("--num_groups=: not allowed with argument --global_size=", "--local_size=[32,64]",
            "--global_size=[64,64]", "--num_groups=[2,1]", "k.cl");
  PARSE_ERR("--num_groups=: not allowed with argument --global_size=", "--num_groups=2",
            "--local_size=32", "--global_size=64", "k.cl");
  PARSE_ERR("--gridDim=: not allowed with argument --global_size=", "--gridDim=2",
            "--local_size=32", "--global_size=64", "k.cl");
  PARSE_ERR("Dimensions of local and global size must match", "--local_size=[32,64]",
            "--global_size=[64]", "k.cl");
  PARSE_ERR("Dimension 1 of global size does not divide by dimension 1 of local size",
            "--local_size=[32,64]", "--global_size=[64,127]", "k.cl");
  PARSE_ERR("Dimension 0 of global size does not divide by dimension 0 of local size",
            "--local_size=32", "--global_size=16", "k.cl");
}

/* ---- the other options ---- */

static void test_defaults(void) {
  Options opt;
  PARSE_OK(&opt, SIZES, "kernel.cu");
  CHECK_STR_EQ(opt.file, "kernel.cu");
  CHECK_STR_EQ(opt.kernel, NULL);
  CHECK_STR_EQ(opt.boogie_file, NULL);
  CHECK_INT_EQ(opt.nclang_args, 0);
  CHECK(!opt.no_inline && !opt.no_infer && !opt.only_intra_group && !opt.only_divergence);
  CHECK(!opt.no_benign_tolerance && !opt.check_array_bounds && !opt.math_int);
  CHECK(!opt.verbose && !opt.time && !opt.keep_temps && !opt.infer_info);
  CHECK(!opt.no_annotations && !opt.only_requires && !opt.invariants_as_candidates);
  CHECK(opt.check_arrays == NULL && opt.ncheck_arrays == 0);
  CHECK(opt.kernel_args == NULL && opt.nkernel_args == 0);
  CHECK_INT_EQ(opt.abstraction, ABSTRACTION_AUTO);
  CHECK_INT_EQ(opt.warp_sync, 0);
  CHECK_INT_EQ(opt.loop_unwind, 0);
  CHECK_INT_EQ(opt.timeout, 300);
  CHECK_INT_EQ(opt.race_after, DEFAULT_RACE_AFTER);
  options_free(&opt);
}

static void test_flags(void) {
  Options opt;
  PARSE_OK(&opt, SIZES, "--no-inline", "--no-infer", "--only-intra-group", "--only-divergence",
           "--no-benign-tolerance", "--check-array-bounds", "--math-int", "--verbose", "--time",
           "--keep-temps", "--infer-info", "k.cu");
  CHECK(opt.no_inline && opt.no_infer && opt.only_intra_group && opt.only_divergence);
  CHECK(opt.no_benign_tolerance && opt.check_array_bounds && opt.math_int);
  CHECK(opt.verbose && opt.time && opt.keep_temps && opt.infer_info);
  options_free(&opt);

  PARSE_OK(&opt, SIZES, "--debug", "k.cu");
  CHECK(opt.verbose);
  options_free(&opt);

  PARSE_OK(&opt, SIZES, "--no-annotations", "--invariants-as-candidates", "k.cu");
  CHECK(opt.no_annotations && !opt.only_requires && opt.invariants_as_candidates);
  options_free(&opt);
  PARSE_OK(&opt, SIZES, "--only-requires", "k.cu");
  CHECK(opt.only_requires && !opt.no_annotations);
  options_free(&opt);
  PARSE_ERR("--no-annotations and --only-requires cannot be used together", SIZES,
            "--only-requires", "--no-annotations", "k.cu");

  PARSE_ERR("option --verbose takes no value", SIZES, "--verbose=1", "k.cu");
  PARSE_ERR("option --findbugs takes no value", SIZES, "--findbugs=yes", "k.cu");
}

static void test_abstractions(void) {
  Options opt;
  PARSE_OK(&opt, SIZES, "--equality-abstraction", "k.cu");
  CHECK_INT_EQ(opt.abstraction, ABSTRACTION_EQUALITY);
  options_free(&opt);
  PARSE_OK(&opt, SIZES, "--adversarial-abstraction", "k.cu");
  CHECK_INT_EQ(opt.abstraction, ABSTRACTION_ADVERSARIAL);
  options_free(&opt);
  PARSE_ERR("--equality-abstraction and --adversarial-abstraction cannot be used together", SIZES,
            "--equality-abstraction", "--adversarial-abstraction", "k.cu");
  PARSE_ERR("--equality-abstraction and --adversarial-abstraction cannot be used together", SIZES,
            "--adversarial-abstraction", "--equality-abstraction", "k.cu");
}

static void test_numbers(void) {
  Options opt;
  PARSE_OK(&opt, SIZES, "--warp-sync=32", "--loop-unwind=5", "--timeout=0", "k.cu");
  CHECK_INT_EQ(opt.warp_sync, 32);
  CHECK_INT_EQ(opt.loop_unwind, 5);
  CHECK_INT_EQ(opt.timeout, 0);
  options_free(&opt);

  PARSE_OK(&opt, SIZES, "--timeout=60", "--race-after=0", "k.cu");
  CHECK_INT_EQ(opt.timeout, 60);
  CHECK_INT_EQ(opt.race_after, 0);
  options_free(&opt);

  PARSE_ERR("invalid value for --warp-sync: '0' (expected a positive integer)", SIZES,
            "--warp-sync=0", "k.cu");
  PARSE_ERR("invalid value for --warp-sync: 'x' (expected a positive integer)", SIZES,
            "--warp-sync=x", "k.cu");
  PARSE_ERR("invalid value for --loop-unwind: '-2' (expected a positive integer)", SIZES,
            "--loop-unwind=-2", "k.cu");
  PARSE_ERR("invalid value for --timeout: '1s' (expected seconds, or 0 for no limit)", SIZES,
            "--timeout=1s", "k.cu");
  PARSE_ERR("invalid value for --timeout: '99999999999' (expected seconds, or 0 for no limit)",
            SIZES, "--timeout=99999999999", "k.cu");
  PARSE_ERR("missing value for --warp-sync=", SIZES, "--warp-sync", "k.cu");
  PARSE_ERR("missing value for --timeout=", SIZES, "--timeout=", "k.cu");
  PARSE_ERR("invalid value for --race-after: '-1' (expected seconds, or 0 for never)", SIZES,
            "--race-after=-1", "k.cu");
}

/* --run and its settings; an execution needs a concrete, bounded launch. */
static void test_run_options(void) {
  Options opt;
  PARSE_OK(&opt, SIZES, "k.cu");
  CHECK(!opt.run);
  CHECK_INT_EQ(opt.seed, 1);
  CHECK_INT_EQ(opt.run_steps, 0);
  CHECK_INT_EQ(opt.run_buffer, 0);
  CHECK(!opt.no_replay);
  options_free(&opt);

  PARSE_OK(&opt, SIZES, "--no-replay", "k.cu");
  CHECK(opt.no_replay);
  options_free(&opt);

  PARSE_OK(&opt, SIZES, "--run", "--seed=0", "--run-steps=500", "--run-buffer=4096", "k.cu");
  CHECK(opt.run);
  CHECK_INT_EQ(opt.seed, 0);
  CHECK_INT_EQ(opt.run_steps, 500);
  CHECK_INT_EQ(opt.run_buffer, 4096);
  options_free(&opt);

  PARSE_ERR("invalid value for --seed: '-1' (expected a non-negative integer)", SIZES,
            "--seed=-1", "k.cu");
  PARSE_ERR("invalid value for --run-steps: '0' (expected a positive number of instructions)",
            SIZES, "--run-steps=0", "k.cu");
  PARSE_ERR("invalid value for --run-buffer: '1k' (expected a positive number of bytes)", SIZES,
            "--run-buffer=1k", "k.cu");
  PARSE_ERR("option --run takes no value", SIZES, "--run=1", "k.cu");
  PARSE_ERR("--run: the thread block size must be given as numbers, not '*' (an execution "
            "runs one launch)", "--blockDim=*", "--gridDim=2", "--run", "k.cu");
  PARSE_ERR("--run: the grid size must be given as numbers, not '*' (an execution runs one "
            "launch)", "--blockDim=[4,4]", "--gridDim=[2,*]", "--run", "k.cu");
  PARSE_ERR("--run: the launch has 2097152 threads; an execution runs at most 1048576",
            "--blockDim=1024", "--gridDim=2048", "--run", "k.cu");
  PARSE_ERR("--run --warp-sync=24: an execution runs warps of a power of two of at most 32 "
            "lanes in lockstep", SIZES, "--warp-sync=24", "--run", "k.cu");
  PARSE_ERR("--run --warp-sync=64: an execution runs warps of a power of two of at most 32 "
            "lanes in lockstep", SIZES, "--warp-sync=64", "--run", "k.cu");
  PARSE_OK(&opt, SIZES, "--warp-sync=32", "--run", "k.cu");
  CHECK_INT_EQ(opt.warp_sync, 32);
  options_free(&opt);
  /* Without --run a symbolic launch is fine. */
  PARSE_OK(&opt, "--blockDim=*", "--gridDim=2", "k.cu");
  options_free(&opt);
}

static void test_findbugs(void) {
  Options opt;
  PARSE_OK(&opt, SIZES, "--findbugs", "k.cu");
  CHECK_INT_EQ(opt.loop_unwind, 2);
  options_free(&opt);
  /* An explicit --loop-unwind wins, whatever the order. */
  PARSE_OK(&opt, SIZES, "--loop-unwind=7", "--findbugs", "k.cu");
  CHECK_INT_EQ(opt.loop_unwind, 7);
  options_free(&opt);
  PARSE_OK(&opt, SIZES, "--findbugs", "--loop-unwind=3", "k.cu");
  CHECK_INT_EQ(opt.loop_unwind, 3);
  options_free(&opt);
}

static void test_strings(void) {
  Options opt;
  PARSE_OK(&opt, SIZES, "--kernel=scan", "--boogie-file=/x/axioms.bpl", "k.cu");
  CHECK_STR_EQ(opt.kernel, "scan");
  CHECK_STR_EQ(opt.boogie_file, "/x/axioms.bpl");
  options_free(&opt);
  PARSE_ERR("missing value for --kernel=", SIZES, "--kernel=", "k.cu");
  PARSE_ERR("missing value for --kernel=", SIZES, "--kernel", "k.cu");
  PARSE_ERR("missing value for --boogie-file=", SIZES, "--boogie-file=", "k.cu");
}

static void test_clang_args(void) {
  Options opt;
  PARSE_OK(&opt, "-DX", "-DWIDTH=16", "-D", "Y", SIZES, "-I", "inc dir", "-I/usr/inc",
           "--clang-opt=-Wno-uninitialized", "-DZ=a=b", "k.cl");
  if (CHECK_INT_EQ(opt.nclang_args, 7)) {
    CHECK_STR_EQ(opt.clang_args[0], "-DX");
    CHECK_STR_EQ(opt.clang_args[1], "-DWIDTH=16");
    CHECK_STR_EQ(opt.clang_args[2], "-DY");
    CHECK_STR_EQ(opt.clang_args[3], "-Iinc dir");
    CHECK_STR_EQ(opt.clang_args[4], "-I/usr/inc");
    CHECK_STR_EQ(opt.clang_args[5], "-Wno-uninitialized");
    CHECK_STR_EQ(opt.clang_args[6], "-DZ=a=b");
  }
  CHECK_STR_EQ(opt.file, "k.cl"); /* "Y" and "inc dir" were values, not files */
  options_free(&opt);
  CHECK(opt.clang_args == NULL);
  CHECK_INT_EQ(opt.nclang_args, 0);
  options_free(&opt); /* twice is harmless */

  PARSE_ERR("missing value after -D", SIZES, "k.cu", "-D");
  PARSE_ERR("missing value after -I", SIZES, "k.cu", "-I");
  PARSE_ERR("missing value for --clang-opt=", SIZES, "--clang-opt=", "k.cu");
  /* An error after clang arguments were collected frees them. */
  PARSE_ERR("unknown option '--bogus'", "-DX", "-I", "d", SIZES, "--bogus", "k.cu");
}

/* ---- abbreviations ---- */

static void test_abbreviations(void) {
  Options opt;
  PARSE_OK(&opt, "--blockD=8", "--gridD=*", "--no-inf", "--debu", "--vcgen-op=/checkArrays:A",
           "k.cu");
  CHECK(dim_is(opt.group_size.d[0], 8) && opt.num_groups.d[0].any);
  CHECK(opt.no_infer && !opt.no_inline && opt.verbose);
  CHECK_INT_EQ(opt.ncheck_arrays, 1);
  options_free(&opt);

  /* A whole name wins over the longer options it begins. */
  PARSE_OK(&opt, SIZES, "--time", "--kernel=k", "k.cu");
  CHECK(opt.time);
  CHECK_INT_EQ(opt.timeout, 300);
  CHECK_STR_EQ(opt.kernel, "k");
  CHECK(opt.kernel_args == NULL);
  options_free(&opt);

  /* Messages name the option in full. */
  PARSE_ERR("option --verbose takes no value", SIZES, "--verb=1", "k.cu");
  PARSE_ERR("missing value for --timeout=", SIZES, "--timeo", "k.cu");
  PARSE_ERR("--gridDim=: not allowed with argument --global_size=", "--local_size=1",
            "--global_s=1", "--gridD=1", "k.cl");

  PARSE_ERR("ambiguous option '--no' could match --no-inline, --no-infer, "
            "--no-benign-tolerance, --no-annotations, --no-barrier-access-checks, --no-cache, "
            "--no-replay",
            SIZES, "--no", "k.cu");
  PARSE_ERR("ambiguous option '--ti' could match --time, --time-as-csv, --timeout", SIZES,
            "--ti=3", "k.cu");
  PARSE_ERR("ambiguous option '--check-array' could match --check-array-bounds, --check-arrays",
            SIZES, "--check-array", "k.cu");
  PARSE_ERR("unknown option '--blockDims'", "--blockDims=4", "--gridDim=1", "k.cu");
}

/* ---- --check-arrays, --kernel-args and GPUVerify's tool options ---- */

static void test_check_arrays(void) {
  Options opt;
  PARSE_OK(&opt, SIZES, "--check-arrays=A,sdata,B2", "k.cu");
  if (CHECK_INT_EQ(opt.ncheck_arrays, 3)) {
    CHECK_STR_EQ(opt.check_arrays[0], "A");
    CHECK_STR_EQ(opt.check_arrays[1], "sdata");
    CHECK_STR_EQ(opt.check_arrays[2], "B2");
  }
  options_free(&opt);
  CHECK(opt.check_arrays == NULL);

  /* GPUVerify's spelling; the last list given counts. */
  PARSE_OK(&opt, SIZES, "--check-arrays=A,B", "--vcgen-opt=/checkArrays:C", "k.cu");
  if (CHECK_INT_EQ(opt.ncheck_arrays, 1))
    CHECK_STR_EQ(opt.check_arrays[0], "C");
  options_free(&opt);

  PARSE_ERR("invalid value for --check-arrays: 'A,,B' (expected array names separated by "
            "commas)",
            SIZES, "--check-arrays=A,,B", "k.cu");
  PARSE_ERR("invalid value for --check-arrays: 'A,' (expected array names separated by commas)",
            SIZES, "--check-arrays=A,", "k.cu");
  PARSE_ERR("invalid value for --vcgen-opt: '/checkArrays:' (expected array names separated by "
            "commas)",
            SIZES, "--vcgen-opt=/checkArrays:", "k.cu");
  PARSE_ERR("missing value for --check-arrays=", SIZES, "--check-arrays", "k.cu");
  /* An error after a list was taken frees it. */
  PARSE_ERR("unknown option '--bogus'", SIZES, "--check-arrays=A", "--bogus", "k.cu");
}

static void test_tool_options(void) {
  PARSE_ERR("unsupported value for --vcgen-opt: '/noBenign' (of GPUVerify's tool options, Tandem "
            "accepts only --vcgen-opt=/checkArrays:NAMES and --cruncher-opt)",
            SIZES, "--vcgen-opt=/noBenign", "k.cu");
  PARSE_ERR("unsupported value for --boogie-opt: '/checkArrays:A' (of GPUVerify's tool options, "
            "Tandem accepts only --vcgen-opt=/checkArrays:NAMES and --cruncher-opt)",
            SIZES, "--boogie-opt=/checkArrays:A", "k.cu");
  PARSE_ERR("missing value for --vcgen-opt=", SIZES, "--vcgen-opt", "k.cu");
  /* The inference engine's options are accepted, whatever they say. */
  Options opt;
  PARSE_OK(&opt, SIZES, "--cruncher-opt=/x", "--cruncher-opt=/displayLoopAbstractions", "k.cu");
  CHECK(opt.check_arrays == NULL);
  options_free(&opt);
}

static void test_gpuverify_only_options(void) {
  Options opt;
  PARSE_OK(&opt, SIZES, "--only-log", "--k-induction-depth=3", "k.cl");
  CHECK(opt.only_log);
  CHECK_INT_EQ(opt.k_induction_depth, 3);
  options_free(&opt);
  PARSE_ERR("invalid value for --k-induction-depth: '-1' (expected a non-negative integer)",
            SIZES, "--k-induction-depth=-1", "k.cl");
}

static bool value_is(ArgValue v, uint64_t bits) { return !v.any && v.bits == bits; }

static void test_kernel_args(void) {
  Options opt;
  PARSE_OK(&opt, SIZES, "--kernel-args=foo,0x00000003,*,10,0XfF,18446744073709551615",
           "--kernel-args=bar", "--kernel-args=foo,7", "k.cl");
  if (CHECK_INT_EQ(opt.nkernel_args, 3)) {
    const KernelArgs *ka = &opt.kernel_args[0];
    CHECK_STR_EQ(ka->kernel, "foo");
    if (CHECK_INT_EQ(ka->nvalues, 5)) {
      CHECK(value_is(ka->values[0], 3));
      CHECK(ka->values[1].any);
      CHECK(value_is(ka->values[2], 10));
      CHECK(value_is(ka->values[3], 255));
      CHECK(value_is(ka->values[4], UINT64_MAX));
    }
    CHECK_INT_EQ(opt.kernel_args[1].nvalues, 0);
  }
  /* For one kernel, the last option counts. */
  const KernelArgs *foo = options_kernel_args(&opt, "foo");
  if (CHECK(foo != NULL) && CHECK_INT_EQ(foo->nvalues, 1))
    CHECK(value_is(foo->values[0], 7));
  CHECK(options_kernel_args(&opt, "bar") == &opt.kernel_args[1]);
  CHECK(options_kernel_args(&opt, "fo") == NULL);
  options_free(&opt);
  CHECK(opt.kernel_args == NULL && opt.nkernel_args == 0);

  const char *bad[] = {"zz", "-1", "0x", "1.5", "18446744073709551616", "0x10000000000000000",
                       "0xg", " 1", "**"};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    char arg[64], message[256];
    snprintf(arg, sizeof arg, "--kernel-args=foo,1,%s", bad[i]);
    snprintf(message, sizeof message,
             "invalid value for --kernel-args: '%s' (values are decimal or 0x hexadecimal "
             "numbers below 2^64, or * for any value)",
             bad[i]);
    PARSE_ERR(message, SIZES, arg, "k.cl");
  }
  PARSE_ERR("invalid value for --kernel-args: ',1' (expected KERNEL,VALUE,VALUE,...)", SIZES,
            "--kernel-args=,1", "k.cl");
  PARSE_ERR("invalid value for --kernel-args: 'foo,,1' (expected KERNEL,VALUE,VALUE,...)", SIZES,
            "--kernel-args=foo,,1", "k.cl");
  PARSE_ERR("missing value for --kernel-args=", SIZES, "--kernel-args=", "k.cl");
  /* An error after kernel arguments were taken frees them. */
  PARSE_ERR("unknown option '--bogus'", SIZES, "--kernel-args=foo,1", "--bogus", "k.cl");
}

static void test_files(void) {
  Options opt;
  PARSE_OK(&opt, SIZES, "dir/kernel.cl");
  CHECK_STR_EQ(opt.file, "dir/kernel.cl");
  options_free(&opt);
  PARSE_ERR("no kernel file given", SIZES);
  PARSE_ERR("no kernel file given", SIZES, "--no-inline");
  PARSE_ERR("expected a kernel file ending in .cu or .cl: 'kernel.c'", SIZES, "kernel.c");
  PARSE_ERR("expected a kernel file ending in .cu or .cl: 'cu'", SIZES, "cu");
  PARSE_ERR("expected a kernel file ending in .cu or .cl: '-'", SIZES, "-");
  /* Several paths: the driver verifies each; opt.file is for one file. */
  PARSE_OK(&opt, SIZES, "a.cu", "-j", "3", "b.cl", "-DX", "--json=-");
  CHECK_INT_EQ(opt.npaths, 2);
  CHECK_STR_EQ(opt.paths[1], "b.cl");
  CHECK(opt.file == NULL);
  CHECK_INT_EQ(opt.jobs, 3);
  CHECK_STR_EQ(opt.json, "-");
  /* The option arguments, without the paths, for each file's own parse. */
  CHECK_INT_EQ(opt.noption_args, 6);
  CHECK_STR_EQ(opt.option_args[2], "-j");
  CHECK_STR_EQ(opt.option_args[3], "3");
  CHECK_STR_EQ(opt.option_args[5], "--json=-");
  Options one;
  char err[256] = "";
  char *extra[] = {"--blockDim=32", "-DY"};
  CHECK(options_parse_file(&opt, "c.cu", extra, 2, &one, err, sizeof err));
  CHECK_STR_EQ(one.file, "c.cu");
  CHECK_INT_EQ(one.group_size.d[0].value, 32); /* the header's option wins */
  CHECK_INT_EQ(one.nclang_args, 2);
  options_free(&one);
  options_free(&opt);
  PARSE_OK(&opt, "-j4", SIZES, "a.cu");
  options_free(&opt);
  PARSE_ERR("invalid value for -j: '0' (expected a positive integer)", SIZES, "-j0", "a.cu");
  PARSE_ERR("invalid value for -j: '' (expected a positive integer)", SIZES, "a.cu", "-j");
  /* --use-file-options: the launch may come from each file's header, so
   * the run's own command line need not give it; each file's must. */
  PARSE_OK(&opt, "--use-file-options", "a.cu");
  CHECK(opt.use_file_options);
  CHECK(!options_parse_file(&opt, "a.cu", NULL, 0, &one, err, sizeof err));
  CHECK_STR_EQ(err, "no thread block size given (use --blockDim= for CUDA, --local_size= "
                    "for OpenCL)");
  options_free(&opt);
}

static void test_unknown_options(void) {
  PARSE_ERR("unknown option '--foo'", SIZES, "--foo", "k.cu");
  PARSE_ERR("unknown option '--foo'", SIZES, "--foo=3", "k.cu");
  PARSE_ERR("unknown option '-x'", SIZES, "-x", "k.cu");
  PARSE_ERR("unknown option '--'", SIZES, "--", "k.cu");
  PARSE_ERR("unknown option '--blockdim'", "--blockdim=4", "--gridDim=1", "k.cu");
  char long_name[200];
  memset(long_name, 'y', sizeof long_name - 1);
  long_name[sizeof long_name - 1] = 0;
  memcpy(long_name, "--", 2);
  char expected[256];
  snprintf(expected, sizeof expected, "unknown option '%s'", long_name);
  PARSE_ERR(expected, SIZES, long_name, "k.cu");
}

static void test_small_error_buffer(void) {
  Options opt;
  char err[8];
  bool exit_now;
  CHECK(!parse_list(&opt, &exit_now, err, sizeof err, ARGS("--nonsense-option", "k.cu")));
  CHECK_STR_EQ(err, "unknown"); /* truncated, still terminated */
  options_free(&opt);
}

/* Runs options_parse with stdout sent to a file; returns what it printed
 * (malloc'd) and whether it asked to exit. */
static char *parse_capturing_stdout(const char *const *args, bool *ok, bool *exit_now) {
  char *dir = tempdir_create();
  if (!dir)
    return NULL;
  StrBuf path = {0};
  sb_printf(&path, "%s/stdout", dir);
  fflush(stdout);
  int saved = dup(STDOUT_FILENO);
  char *text = NULL;
  if (saved >= 0 && freopen(path.s, "w", stdout)) {
    Options opt;
    char err[256];
    *ok = parse_list(&opt, exit_now, err, sizeof err, args);
    options_free(&opt);
    fflush(stdout);
    dup2(saved, STDOUT_FILENO);
    text = read_file(path.s, NULL);
  }
  if (saved >= 0)
    close(saved);
  sb_free(&path);
  tempdir_remove(dir);
  free(dir);
  return text;
}

static void test_help_and_version(void) {
  bool ok = false, exit_now = false;
  char *text = parse_capturing_stdout(ARGS("--version"), &ok, &exit_now);
  CHECK(ok && exit_now);
  CHECK_STR_EQ(text, "tandem 0.1\n");
  free(text);

  const char *forms[] = {"--help", "-h"};
  for (int f = 0; f < 2; f++) {
    ok = exit_now = false;
    /* No file or sizes needed: help comes first. */
    text = parse_capturing_stdout(ARGS(forms[f]), &ok, &exit_now);
    CHECK(ok && exit_now);
    if (!CHECK(text != NULL))
      continue;
    const char *options[] = {
        "--blockDim=",   "--gridDim=",      "--local_size=",         "--num_groups=",
        "--global_size=", "--global_offset=", "--kernel=",           "-D",
        "-I",            "--clang-opt=",    "--no-inline",           "--no-infer",
        "--only-intra-group", "--only-divergence", "--equality-abstraction",
        "--adversarial-abstraction", "--check-array-bounds", "--warp-sync=",
        "--loop-unwind=", "--findbugs",     "--no-benign-tolerance", "--math-int",
        "--timeout=",    "--verbose",       "--debug",               "--time",
        "--keep-temps",  "--infer-info",    "--boogie-file=",        "--help",
        "--version",     "--check-arrays=", "--vcgen-opt=/checkArrays:", "--kernel-args=",
        "--no-annotations", "--only-requires", "--invariants-as-candidates", "--run",
        "--seed=",       "--run-steps=",    "--run-buffer=",         "--no-replay"};
    for (size_t i = 0; i < sizeof options / sizeof options[0]; i++)
      if (!CHECK(strstr(text, options[i]) != NULL))
        printf("    (usage does not mention %s)\n", options[i]);
    free(text);
  }
}

/* CUDA's launch limits; OpenCL's depend on the device and are not checked.
 * A launch beyond them is verified as given, with a warning. */
static void test_cuda_launch_limits(void) {
  static const struct {
    const char *warning, *block, *grid;
  } beyond[] = {
      {"--blockDim: x is 1025; CUDA allows at most 1024", "--blockDim=1025", "--gridDim=1"},
      {"--blockDim: z is 65; CUDA allows at most 64", "--blockDim=[1,1,65]", "--gridDim=1"},
      {"--blockDim: 2048 threads per block; CUDA allows at most 1024", "--blockDim=[32,64]",
       "--gridDim=1"},
      {"--gridDim: y is 65536; CUDA allows at most 65535", "--blockDim=32",
       "--gridDim=[1,65536]"},
  };
  Options opt;
  PARSE_OK(&opt, "--blockDim=[1024,1,1]", "--gridDim=[2147483647,65535,65535]", "k.cu");
  CHECK_STR_EQ(opt.launch_warning, "");
  options_free(&opt);
  PARSE_OK(&opt, "--blockDim=[*,*,*]", "--gridDim=*", "k.cu");
  CHECK_STR_EQ(opt.launch_warning, "");
  options_free(&opt);
  for (size_t i = 0; i < sizeof beyond / sizeof *beyond; i++) {
    PARSE_OK(&opt, beyond[i].block, beyond[i].grid, "k.cu");
    CHECK_STR_EQ(opt.launch_warning, beyond[i].warning);
    options_free(&opt);
  }
  PARSE_OK(&opt, "--local_size=2048", "--num_groups=1", "k.cl");
  CHECK_STR_EQ(opt.launch_warning, "");
  options_free(&opt);
}

static void test_kernel_names(void) {
  CHECK(options_names_kernel("scale", "scale"));
  CHECK(options_names_kernel("scale", "scale<float, 64u>"));
  CHECK(options_names_kernel("scale<float, 64u>", "scale<float, 64u>"));
  CHECK(options_names_kernel("scale", "ns::scale<float>"));
  CHECK(options_names_kernel("ns::scale", "ns::scale<float>"));
  CHECK(options_names_kernel("ns::scale<float>", "ns::scale<float>"));
  CHECK(!options_names_kernel("scal", "scale<float>"));
  CHECK(!options_names_kernel("s::scale", "ns::scale"));
  CHECK(!options_names_kernel("scale<int>", "scale<float>"));
  /* A :: inside the template's arguments is not a namespace. */
  CHECK(!options_names_kernel("P<int>>", "scale<ns::P<int>>"));
}

void test_options(void) {
  RUN_TEST(test_cuda_launch_limits);
  RUN_TEST(test_launch_size_forms);
  RUN_TEST(test_launch_size_any);
  RUN_TEST(test_launch_size_rejects);
  RUN_TEST(test_launch_options);
  RUN_TEST(test_launch_option_errors);
  RUN_TEST(test_sizes_required);
  RUN_TEST(test_global_size);
  RUN_TEST(test_global_size_errors);
  RUN_TEST(test_defaults);
  RUN_TEST(test_flags);
  RUN_TEST(test_abstractions);
  RUN_TEST(test_numbers);
  RUN_TEST(test_findbugs);
  RUN_TEST(test_strings);
  RUN_TEST(test_clang_args);
  RUN_TEST(test_abbreviations);
  RUN_TEST(test_check_arrays);
  RUN_TEST(test_tool_options);
  RUN_TEST(test_gpuverify_only_options);
  RUN_TEST(test_kernel_args);
  RUN_TEST(test_run_options);
  RUN_TEST(test_files);
  RUN_TEST(test_unknown_options);
  RUN_TEST(test_small_error_buffer);
  RUN_TEST(test_help_and_version);
  RUN_TEST(test_kernel_names);
}
