#include "rules.h"

#include "loopfacts.h"
#include "uniformity.h"

/* How a thread's predicate at the head relates to the loop. A thread runs
 * an iteration only if it entered the loop (the havoc at the head forgets
 * even that, which loses the counters of loops nested in a loop). One that
 * entered and stopped running left by the guard, so while the guard still
 * holds of its frozen counters it is running (a break makes this fail,
 * and Houdini drops it). */
void rule_enabledness(LoopView *v) {
  Arena *a = v->o->arena;
  Expr *guard = v->facts->guard;
  int threads =
      v->pred[0] != v->pred[1] || (guard && expr_nonuniform(v->k, guard)) ? 2 : 1;
  for (int t = 0; t < threads; t++) {
    invariants_propose(v, "enabled-entered", e_implies(a, v->active[t], v->pred[t]));
    if (guard)
      invariants_propose(v, "enabled-guard",
                         e_implies(a, e_and(a, v->pred[t], v->dual(v->ctx, guard, t)),
                                   v->active[t]));
  }
}

/* A thread that did not enter the loop takes none of its ways out: the
 * flags of the blocks after it keep their values from the entry (what a
 * branch around the loop set). Without it, the havoc at the head lets a
 * thread that skipped the loop (if (i == 0) around it) reach the code
 * after it. */
void rule_exit_not_entered(LoopView *v) {
  /* When both threads enter alike, a thread that did not enter means
   * neither did, and instrumentation restores the flags on that path. */
  if (!invariants_enabled("exit-not-entered") || v->pred[0] == v->pred[1])
    return;
  Arena *a = v->o->arena;
  for (int t = 0; t < 2; t++)
    for (int i = 0; i < v->exits[t].len && !e_is_true(v->pred[t]); i++) {
      Var *flag = v->exits[t].items[i];
      invariants_propose(v, "exit-not-entered",
                         e_implies(a, e_not(a, v->pred[t]),
                                   e_eq(a, e_var(a, flag),
                                         e_var(a, v->at_entry(v->ctx, flag)))));
    }
}

/* A thread that entered the loop and no longer runs it left by one of its
 * ways out. With a barrier after a loop that only some threads enter
 * (`if (t < n) for (...) ...; barrier`), the threads meet there only if
 * every one that entered has left. */
void rule_exit_entered(LoopView *v) {
  if (!invariants_enabled("exit-entered") || v->pred[0] == v->pred[1])
    return;
  Arena *a = v->o->arena;
  for (int t = 0; t < 2; t++) {
    if (!v->exits[t].len || e_is_true(v->pred[t]))
      continue;
    Expr *left = e_bool(a, false);
    for (int i = 0; i < v->exits[t].len; i++)
      left = e_or(a, left, e_var(a, v->exits[t].items[i]));
    invariants_propose(v, "exit-entered",
                       e_implies(a, v->pred[t], e_or(a, v->active[t], left)));
  }
}
