#include "policy.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static Launch launch_of(const Options *opt) {
  return (Launch){opt->group_size, opt->num_groups, opt->global_offset, opt->global_size};
}

int launch_dims(const Launch *l) {
  int n = l->group_size.ndims;
  if (l->num_groups.ndims > n)
    n = l->num_groups.ndims;
  return n < 1 ? 1 : n;
}

TranslateConfig policy_translate(const Options *opt, const char *kernel, bool is_cuda) {
  Launch l = launch_of(opt);
  const KernelArgs *ka = options_kernel_args(opt, kernel);
  return (TranslateConfig){
      .is_cuda = is_cuda,
      .launch_dims = launch_dims(&l),
      .annotations = opt->no_annotations   ? ANNOTATIONS_NONE
                     : opt->only_requires ? ANNOTATIONS_ONLY_REQUIRES
                                          : ANNOTATIONS_ALL,
      .invariants_as_candidates = opt->invariants_as_candidates,
      .may_alias = opt->may_alias,
      .args = ka ? ka->values : NULL,
      .nargs = ka ? ka->nvalues : 0,
  };
}

FrontendConfig policy_frontend(const Options *opt, bool is_cuda) {
  return (FrontendConfig){.file = opt->file, .is_cuda = is_cuda, .clang_args = opt->clang_args,
                          .nclang_args = opt->nclang_args, .timeout = opt->timeout};
}

InstrumentConfig policy_instrument(const Options *opt) {
  return (InstrumentConfig){
      .launch = launch_of(opt),
      .abstraction = opt->abstraction,
      .warp_sync = opt->warp_sync,
      .infer = !opt->no_infer && opt->loop_unwind == 0,
      .bounded = opt->loop_unwind > 0,
      .benign_tolerance = !opt->no_benign_tolerance,
      .check_array_bounds = opt->check_array_bounds,
      .barrier_access_checks = !opt->no_barrier_access_checks,
      .only_intra_group = opt->only_intra_group,
      .only_divergence = opt->only_divergence,
  };
}

BackendConfig policy_backend(const Options *opt) {
  return (BackendConfig){.timeout = opt->timeout, .boogie_file = opt->boogie_file,
                         .loop_unroll = opt->loop_unwind, .race_after = opt->race_after};
}

ReportConfig policy_report(const Options *opt) {
  return (ReportConfig){.file = opt->file, .launch = launch_of(opt)};
}

/* A launch size's value in dimension d (1 past the dimensions given). */
static uint32_t dim_value(const LaunchSize *l, int d) {
  return d < l->ndims && !l->d[d].any ? l->d[d].value : 1;
}

ExecConfig policy_execute(const Options *opt, const char *kernel, bool is_cuda) {
  Launch l = launch_of(opt);
  const KernelArgs *ka = options_kernel_args(opt, kernel);
  ExecConfig cfg = {
      .file = opt->file,
      .is_cuda = is_cuda,
      .dims = launch_dims(&l),
      .seed = (uint64_t)opt->seed,
      .max_steps = opt->run_steps ? (uint64_t)opt->run_steps : EXEC_DEFAULT_STEPS,
      .memory_budget = EXEC_MEMORY_BUDGET,
      .benign_tolerance = !opt->no_benign_tolerance,
      .warp_sync = (uint32_t)opt->warp_sync,
      .args = ka ? ka->values : NULL,
      .nargs = ka ? ka->nvalues : 0,
  };
  uint64_t threads = 1;
  for (int d = 0; d < 3; d++) {
    cfg.group_size[d] = dim_value(&l.group_size, d);
    cfg.num_groups[d] = dim_value(&l.num_groups, d);
    cfg.offset[d] = d < l.global_offset.ndims ? l.global_offset.d[d].value : 0;
    threads *= (uint64_t)cfg.group_size[d] * cfg.num_groups[d];
  }
  cfg.buffer_given = opt->run_buffer > 0;
  cfg.annotations = opt->no_annotations  ? ANNOTATIONS_NONE
                    : opt->only_requires ? ANNOTATIONS_ONLY_REQUIRES
                                         : ANNOTATIONS_ALL;
  cfg.check_races = !opt->only_divergence && !opt->only_log;
  cfg.inter_group = !opt->only_intra_group;
  cfg.buffer_bytes = opt->run_buffer ? (uint64_t)opt->run_buffer : exec_default_buffer(threads);
  return cfg;
}

bool policy_restrict_checks(const Options *opt, Kernel *k, char *err, int errlen) {
  if (!opt->check_arrays && !opt->only_log)
    return true;
  for (int i = 0; i < k->arrays.len; i++)
    ((Array *)k->arrays.items[i])->unchecked = true;
  for (int j = 0; j < opt->ncheck_arrays && !opt->only_log; j++) {
    bool found = false;
    for (int i = 0; i < k->arrays.len; i++) {
      Array *arr = k->arrays.items[i];
      if (!strcmp(arr->name, opt->check_arrays[j])) {
        arr->unchecked = false;
        found = true;
      }
    }
    if (!found) {
      snprintf(err, (size_t)errlen,
               "--check-arrays: Array name '%s' specified for restricted checking is "
               "not found in kernel '%s'",
               opt->check_arrays[j], k->name);
      return false;
    }
  }
  return true;
}

bool policy_run_input(const Options *opt, ExecInput *in, char *err, int errlen) {
  *in = (ExecInput){0};
  if (!opt->run_input)
    return true;
  char *text = read_file(opt->run_input, NULL);
  if (!text) {
    snprintf(err, (size_t)errlen, "--run-input: cannot read '%s'", opt->run_input);
    return false;
  }
  char msg[256];
  bool ok = exec_input_parse(text, in, msg, sizeof msg);
  if (!ok)
    snprintf(err, (size_t)errlen, "--run-input: %s: %s", opt->run_input, msg);
  free(text);
  return ok;
}
