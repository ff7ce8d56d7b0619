#include "rules.h"

#include "loopfacts.h"

static bool accessed_in_loop(const LoopView *v, const Array *arr) {
  for (int i = 0; i < v->facts->accesses.len; i++)
    if (((const KStmt *)v->facts->accesses.items[i])->array == arr)
      return true;
  return false;
}

static bool loop_has_barrier(const LoopView *v) {
  for (int b = 0; b < v->k->blocks.len; b++) {
    if (!v->loop->body[b])
      continue;
    const KBlock *kb = v->k->blocks.items[b];
    for (int i = 0; i < kb->stmts.len; i++)
      if (((const KStmt *)kb->stmts.items[i])->kind == K_BARRIER)
        return true;
  }
  return false;
}

/* A loop of barriers that does not touch an array only empties its logs:
 * what thread 1 logged before the loop (load, loop of barriers, store
 * back) is still what it logged, unless a barrier emptied it. Said with a
 * copy of the log made on entry, so that the facts known there about the
 * watched offset are kept. */
void rule_log_kept(LoopView *v) {
  if (!invariants_enabled("log-kept") || !loop_has_barrier(v))
    return;
  Arena *a = v->o->arena;
  for (int i = 0; i < v->k->arrays.len; i++) {
    const Array *arr = v->k->arrays.items[i];
    if (accessed_in_loop(v, arr))
      continue;
    for (int write = 0; write < 2; write++) {
      Var *log = v->log(v->ctx, arr, write);
      if (log)
        invariants_propose(v, "log-kept", e_implies(a, e_var(a, log),
                                                    e_var(a, v->at_entry(v->ctx, log))));
    }
  }
}

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

/* Thread 1's logs change in the loop only by its own accesses and by
 * barriers it takes part in: if it did not enter the loop, they hold what
 * they held on entry (a loop run by one thread under if (i == 0)). */
void rule_log_not_entered(LoopView *v) {
  /* As for exit-not-entered: needed only where the threads enter apart. */
  if (!invariants_enabled("log-not-entered") || v->pred[0] == v->pred[1] ||
      e_is_true(v->pred[0]))
    return;
  Arena *a = v->o->arena;
  for (int i = 0; i < v->k->arrays.len; i++) {
    const Array *arr = v->k->arrays.items[i];
    if (!accessed_in_loop(v, arr))
      continue;
    for (int write = 0; write < 2; write++) {
      Var *log = v->log(v->ctx, arr, write);
      if (log)
        invariants_propose(v, "log-not-entered",
                           e_implies(a, e_not(a, v->pred[0]),
                                     e_eq(a, e_var(a, log),
                                          e_var(a, v->at_entry(v->ctx, log)))));
    }
  }
}
