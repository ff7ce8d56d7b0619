#include "rules.h"

/* A loop whose body ends in a barrier starts each iteration with empty
 * logs, at least for two threads of the same group, or of the same warp
 * when the barrier is a __syncwarp. */
void rule_no_access(LoopView *v) {
  Arena *a = v->o->arena;
  for (int i = 0; i < v->k->arrays.len; i++) {
    const Array *arr = v->k->arrays.items[i];
    for (int write = 0; write < 2; write++) {
      Var *log = v->log(v->ctx, arr, write);
      if (!log)
        continue;
      Expr *none = e_not(a, e_var(a, log));
      invariants_propose(v, "no-access", none);
      if (!e_is_true(v->same_group))
        invariants_propose(v, "no-access-same-group",
                           e_implies(a, v->same_group, none));
      if (!v->warp_mates)
        continue;
      invariants_propose(v, "no-access-same-warp", e_implies(a, v->warp_mates, none));
      /* Code for some warps only (if (t < 32) around the loop): a thread 1
       * that never entered logged nothing in it, whatever thread 2's warp
       * (in its group: the barrier before the loop emptied the logs). */
      if (v->pred[0] != v->pred[1])
        invariants_propose(v, "no-access-not-entered",
                           e_implies(a, e_and(a, v->same_group, e_not(a, v->pred[0])), none));
    }
  }
}
