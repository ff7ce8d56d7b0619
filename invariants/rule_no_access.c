#include "rules.h"

/* A loop whose body ends in a barrier starts each iteration with empty
 * logs, at least for two threads of the same group. */
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
    }
  }
}
