#include "rules.h"

#include <stdlib.h>

#include "loopfacts.h"

static bool accessed_in_loop(const LoopView *v, const Array *arr) {
  for (int i = 0; i < v->facts->accesses.len; i++)
    if (((const KStmt *)v->facts->accesses.items[i])->array == arr)
      return true;
  return false;
}

/* Whether s is a barrier that may empty arr's logs for two threads of one
 * group (grid: for any two threads of the launch); any barrier when arr is
 * NULL. */
static bool empties(const KStmt *s, const Array *arr, bool grid) {
  return s->kind == K_BARRIER && (!grid || s->scope == SCOPE_GRID) &&
         (!arr || s->e || (s->fence & kernel_fence_bit(arr)));
}

static bool block_empties(const KBlock *b, int from, const Array *arr, bool grid) {
  for (int i = from; i < b->stmts.len; i++)
    if (empties(b->stmts.items[i], arr, grid))
      return true;
  return false;
}

static bool loop_has_barrier(const LoopView *v) {
  for (int b = 0; b < v->k->blocks.len; b++)
    if (v->loop->body[b] && block_empties(v->k->blocks.items[b], 0, NULL, false))
      return true;
  return false;
}

/* Whether a path from the end of block b reaches the loop's head again
 * within the loop, clear[] saying which blocks such a path may go on
 * from. */
static bool goes_round(const LoopView *v, const KBlock *b, const bool *clear) {
  for (int i = 0; i < b->nsucc; i++) {
    int s = b->succ[i]->id;
    if (s == v->loop->header || (v->loop->body[s] && clear[s]))
      return true;
  }
  return false;
}

/* Whether thread 1 may go round the loop after a read (write: a write) of
 * arr with no barrier that empties its log in between (grid: for any two
 * threads): then the log is set at the head, and "no access" is refuted
 * there by the first iteration that makes the access. */
static bool access_goes_round(const LoopView *v, const Array *arr, bool write,
                              bool grid) {
  int n = v->k->blocks.len;
  /* clear[b]: from b's start, the head is reached again past no such
   * barrier; the least fixpoint, as paths may go round inner loops. */
  bool *clear = mem_calloc((size_t)n + 1, sizeof(bool));
  for (bool changed = true; changed;) {
    changed = false;
    for (int b = 0; b < n; b++) {
      const KBlock *kb = v->k->blocks.items[b];
      if (clear[b] || !v->loop->body[b] || b == v->loop->header ||
          block_empties(kb, 0, arr, grid) || !goes_round(v, kb, clear))
        continue;
      clear[b] = changed = true;
    }
  }
  bool found = false;
  for (int b = 0; b < n && !found; b++) {
    const KBlock *kb = v->k->blocks.items[b];
    if (!v->loop->body[b])
      continue;
    for (int i = 0; i < kb->stmts.len && !found; i++) {
      const KStmt *s = kb->stmts.items[i];
      found = s->array == arr && s->kind == (write ? K_WRITE : K_READ) &&
              !block_empties(kb, i + 1, arr, grid) && goes_round(v, kb, clear);
    }
  }
  free(clear);
  return found;
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

/* A log is clear at the head when no access of the loop goes round to it
 * with no barrier that empties the log in between, for the pairs the
 * candidate speaks of (a loop whose body ends in a barrier starts each
 * iteration with empty logs, at least for two threads of the same group,
 * or of the same warp when the barrier is a __syncwarp). Otherwise the
 * first iteration that makes the access refutes it, and such refutations
 * were Houdini's slowest queries (PolyBench gemm: Houdini 42 s before,
 * 14 s after). */
void rule_no_access(LoopView *v) {
  Arena *a = v->o->arena;
  bool one_group = e_is_true(v->same_group);
  for (int i = 0; i < v->k->arrays.len; i++) {
    const Array *arr = v->k->arrays.items[i];
    for (int write = 0; write < 2; write++) {
      Var *log = v->log(v->ctx, arr, write);
      if (!log)
        continue;
      bool kept_in_group = !access_goes_round(v, arr, write, false);
      Expr *none = e_not(a, e_var(a, log));
      if (one_group ? kept_in_group : !access_goes_round(v, arr, write, true))
        invariants_propose(v, "no-access", none);
      if (!one_group && kept_in_group)
        invariants_propose(v, "no-access-same-group",
                           e_implies(a, v->same_group, none));
      if (!v->warp_mates)
        continue;
      if (kept_in_group)
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
