#include "assumptions.h"

#include <stdio.h>

static bool accessed(const Array *a) { return a->read || a->written || a->atomic; }

static bool updated(const Array *a) { return a->written || a->atomic; }

/* Each pointer parameter is an array of its own, so a parameter that
 * points into another parameter's object or a global variable would be
 * two objects to the proof: a race between them goes unseen. Only a pair
 * with a write matters, and restrict on the parameter is the user's word
 * that nothing else reaches its object. */
static bool may_overlap(const Array *param, const Array *b) {
  return b != param && b->space == SPACE_GLOBAL && accessed(b) &&
         !(b->is_param && b->restrict_param) && (updated(param) || updated(b));
}

void assumptions_distinct_params(const Kernel *k, Vec *out) {
  for (int i = 0; i < k->arrays.len; i++) {
    const Array *a = k->arrays.items[i];
    if (!a->is_param || a->space != SPACE_GLOBAL || !accessed(a) || a->restrict_param)
      continue;
    for (int j = 0; j < k->arrays.len; j++)
      if (may_overlap(a, k->arrays.items[j])) {
        vec_push(out, (void *)a);
        break;
      }
  }
}

static void note_distinct_params(const Kernel *k, KernelOutcome *o) {
  Vec params = {0};
  assumptions_distinct_params(k, &params);
  if (params.len) {
    bool one = params.len == 1;
    StrBuf b = {0};
    sb_printf(&b, "assuming that pointer parameter%s ", one ? "" : "s");
    for (int i = 0; i < params.len; i++)
      sb_printf(&b, "%s%s", i == 0 ? "" : i + 1 == params.len ? " and " : ", ",
                ((const Array *)params.items[i])->name);
    sb_printf(&b, " %s not overlap %sa global variable (declare %s %s to say so)",
              one ? "does" : "do", one ? "another parameter or " : "each other or ",
              one ? "it" : "them", k->is_cuda ? "__restrict__" : "restrict");
    outcome_add_assumption(o, NULL, 0, 0, b.s);
    sb_free(&b);
  }
  vec_free(&params);
}

/* With --check-arrays the verdict covers races on the named arrays only,
 * with --only-log on none: said with it, so that it is not read as
 * covering every array. */
static void note_checked_arrays(const Options *opt, KernelOutcome *o) {
  if (opt->only_log) {
    outcome_add_assumption(o, NULL, 0, 0, "no race was checked (--only-log)");
    return;
  }
  if (!opt->check_arrays)
    return;
  StrBuf b = {0};
  sb_puts(&b, "races were checked only on ");
  for (int i = 0; i < opt->ncheck_arrays; i++)
    sb_printf(&b, "%s%s", i ? ", " : "", opt->check_arrays[i]);
  sb_puts(&b, " (--check-arrays)");
  outcome_add_assumption(o, NULL, 0, 0, b.s);
  sb_free(&b);
}

/* With --no-barrier-access-checks a barrier invariant may read elements
 * whose values the two threads do not know. */
static void note_barrier_access(const Options *opt, const Kernel *k, KernelOutcome *o) {
  if (opt->no_barrier_access_checks && k->nbinvs)
    outcome_add_assumption(o, NULL, 0, 0,
                           "barrier invariants were not checked to read only elements "
                           "their threads accessed (--no-barrier-access-checks)");
}

/* A launch size given as * leaves the grid unbounded (unless the global
 * size is given); the model's ids are 32 bits, so it assumes a grid whose
 * global ids fit, and a CUDA launch within the hardware's limits
 * (instrument/launch.c). */
static void note_unbounded_launch(const Options *opt, const Kernel *k, KernelOutcome *o) {
  const LaunchSize *sizes[] = {&opt->group_size, &opt->num_groups};
  const LaunchSize *global = &opt->global_size;
  for (int i = 0; i < 2; i++)
    for (int d = 0; d < sizes[i]->ndims; d++)
      if (sizes[i]->d[d].any && (d >= global->ndims || global->d[d].any)) {
        outcome_add_assumption(o, NULL, 0, 0,
                               "assuming fewer than 2^32 threads in each dimension of the "
                               "grid (a launch size is *)");
        if (k->is_cuda)
          outcome_add_assumption(o, NULL, 0, 0,
                                 "assuming a launch within CUDA's limits: at most 1024 "
                                 "threads per block, blockDim.z at most 64, gridDim.y and "
                                 "gridDim.z at most 65535 (a launch size is *)");
        return;
      }
}

/* A warp-level operation pairs the two threads' runs of it as one
 * instance, which holds when every lane its mask names takes part. */
static void note_warp_operations(const Kernel *k, KernelOutcome *o) {
  if (k->warp_ops)
    outcome_add_assumption(o, NULL, 0, 0,
                           "assuming that every lane a warp-level operation's mask names "
                           "takes part in it unless it has exited (as CUDA requires; not "
                           "checked)");
}

void assumptions_collect(const Options *opt, const Kernel *k, KernelOutcome *o) {
  note_unbounded_launch(opt, k, o);
  note_distinct_params(k, o);
  note_checked_arrays(opt, o);
  note_barrier_access(opt, k, o);
  note_warp_operations(k, o);
}

void assumptions_print(const Options *opt, const Kernel *k, int from, const KernelOutcome *o) {
  for (int i = from; i < o->assumptions.len; i++) {
    const Assumption *a = o->assumptions.items[i];
    printf("%s: %s: note: %s\n", opt->file, k->name, a->text);
  }
}
