/* invariants: candidate loop invariants for Houdini. The engine asks each
 * rule (one family per file, rule_*.c) for candidates at a loop head, built
 * from the loop's own expressions: its counters, guard and access indices.
 * Each candidate is guarded by an existential constant so that Boogie's
 * /contractInfer keeps the largest inductive subset; the rule that made it
 * is recorded so results can be reported per rule. */
#ifndef TANDEM_INVARIANTS_H
#define TANDEM_INVARIANTS_H

#include "cfg.h"

/* What the two-thread program offers a rule at one loop head. */
typedef struct LoopView {
  Kernel *k;
  const Cfg *cfg;
  Loop *loop;
  Program *o;           /* the two-thread program */
  Block *head;          /* where candidates go */
  Expr *pred[2];        /* per thread: it entered the loop */
  Expr *active[2];      /* per thread: it runs the current iteration */
  Expr *same_group;
  Expr *warp_mates;     /* lanes of one warp (kernels with warp-level
                           operations), or NULL */
  /* A kernel expression in thread t (0 or 1) of the two-thread program. */
  Expr *(*dual)(void *ctx, Expr *e, int t);
  /* Thread 1's read or write log of an array, and its watched offset;
   * NULL when the array has none. */
  Var *(*log)(void *ctx, const Array *a, bool write);
  Var *(*watched)(void *ctx, const Array *a);
  /* The value of thread 1's logged write (benign tolerance), or NULL. */
  Var *(*written)(void *ctx, const Array *a);
  /* Thread t's value map of an array; both NULL or equal when the threads
   * share one map or the array is adversarial. */
  Var *(*map)(void *ctx, const Array *a, int t);
  /* Per thread: the flags that collect its ways out of the loop (Var*;
   * for a block after the loop that is uniform, thread 1's only). */
  Vec exits[2];
  /* A variable holding v's value as the loop is entered. */
  Var *(*at_entry)(void *ctx, Var *v);
  /* Whether a kernel expression, valid at the loop head, has different
   * values in any two distinct threads of one group. */
  bool (*apart)(void *ctx, const Expr *e);
  void *ctx;
  /* Filled by the engine: */
  Vec *rule_of_candidate; /* const char*, by candidate number */
  struct LoopFacts *facts;
} LoopView;

/* For testing that a rule is needed: a disabled rule proposes nothing
 * (TANDEM_DISABLE_RULES, read by the driver). The setting holds for the
 * whole process. rule is a name --infer-info prints, or "user-invariant";
 * returns false when no rule has that name. */
bool invariants_set_enabled(const char *rule, bool enabled);
bool invariants_enabled(const char *rule);

/* Proposes candidates for one loop. */
void invariants_emit(LoopView *v);

/* For a rule: adds `e` as a candidate named after rule. */
void invariants_propose(LoopView *v, const char *rule, Expr *e);
/* For a rule: the same candidate for each thread, guarded by the thread's
 * predicate, or once when it is uniform. f builds it from a kernel
 * expression already dualised. */
void invariants_propose_per_thread(LoopView *v, const char *rule, Expr *kexpr);
/* For a rule: whether to propose that a distance stays a multiple of m
 * (a kernel expression), the step of a counter or an offset. A power of
 * two divides 2^w: wrapping around keeps the congruence. Another literal
 * keeps it only while nothing wraps, which a guard bounding its counter
 * by a literal makes likely; with a bound that is a parameter, a counter
 * near 2^w wraps, and Houdini refutes the candidate only after its
 * slowest rounds (the counterexample is one exact multiple of m below
 * 2^w). A modulus that is not a literal is proposed as before. */
bool invariants_congruence_kept(LoopView *v, Expr *m);

#endif
