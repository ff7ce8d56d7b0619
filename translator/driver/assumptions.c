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

static void note_distinct_params(const Options *opt, const Kernel *k) {
  Vec params = {0};
  assumptions_distinct_params(k, &params);
  if (params.len) {
    bool one = params.len == 1;
    printf("%s: %s: note: assuming that pointer parameter%s ", opt->file, k->name,
           one ? "" : "s");
    for (int i = 0; i < params.len; i++)
      printf("%s%s", i == 0 ? "" : i + 1 == params.len ? " and " : ", ",
             ((const Array *)params.items[i])->name);
    printf(" %s not overlap %sa global variable (declare %s %s to say so)\n",
           one ? "does" : "do", one ? "another parameter or " : "each other or ",
           one ? "it" : "them", k->is_cuda ? "__restrict__" : "restrict");
  }
  vec_free(&params);
}

/* With --check-arrays the verdict covers races on the named arrays only,
 * with --only-log on none: said with it, so that it is not read as
 * covering every array. */
static void note_checked_arrays(const Options *opt, const Kernel *k) {
  if (opt->only_log) {
    printf("%s: %s: note: no race was checked (--only-log)\n", opt->file, k->name);
    return;
  }
  if (!opt->check_arrays)
    return;
  printf("%s: %s: note: races were checked only on ", opt->file, k->name);
  for (int i = 0; i < opt->ncheck_arrays; i++)
    printf("%s%s", i ? ", " : "", opt->check_arrays[i]);
  printf(" (--check-arrays)\n");
}

/* With --no-barrier-access-checks a barrier invariant may read elements
 * whose values the two threads do not know. */
static void note_barrier_access(const Options *opt, const Kernel *k) {
  if (opt->no_barrier_access_checks && k->nbinvs)
    printf("%s: %s: note: barrier invariants were not checked to read only "
           "elements their threads accessed (--no-barrier-access-checks)\n",
           opt->file, k->name);
}

/* A launch size given as * leaves the grid unbounded; the model's ids are
 * 32 bits, so it assumes a grid whose global ids fit. */
static void note_unbounded_launch(const Options *opt, const Kernel *k) {
  const LaunchSize *sizes[] = {&opt->group_size, &opt->num_groups};
  for (int i = 0; i < 2; i++)
    for (int d = 0; d < sizes[i]->ndims; d++)
      if (sizes[i]->d[d].any) {
        printf("%s: %s: note: assuming fewer than 2^32 threads in each dimension of the "
               "grid (a launch size is *)\n",
               opt->file, k->name);
        return;
      }
}

void assumptions_print(const Options *opt, const Kernel *k) {
  note_unbounded_launch(opt, k);
  note_distinct_params(opt, k);
  note_checked_arrays(opt, k);
  note_barrier_access(opt, k);
}
