/* narrowing's internal interface: the analysis's state (narrowing.c),
 * which the rewrite (narrowing_rewrite.c) reads. */
#ifndef TANDEM_NARROWING_INT_H
#define TANDEM_NARROWING_INT_H

#include "narrowing.h"
#include "signed_intervals.h"

enum {
  WIDE = 64,   /* the width of the variables narrowed */
  NARROW = 32, /* and the width they are narrowed to */
  /* A loop head's bounds that still grow after this many visits widen
   * (widened); the descending passes then recover the bounds the loop's
   * guards give. */
  WIDEN_AFTER = 3,
  DESCENDING_PASSES = 12, /* at most: a nested loop's bound needs more */
  WORK_BOUND = 20000, /* expression nodes one walk visits at most */
  SPLIT_DEPTH = 4,    /* case splits one refinement nests at most */
};

/* What one path-merged point knows of a tracked variable: a 64-bit local,
 * or a 64-bit scalar parameter, which is never narrowed itself but whose
 * bounds the assumptions (preconditions) give from where they are made on
 * (PolyBench's `__requires(c1 < 2 * n - 1)`, `c1 >= 0` with n = 1024):
 * operations on it are then computed on 32 bits where exact. */
typedef struct {
  Itv v;       /* the values assigned, when set */
  bool set;    /* assigned on some path */
  bool unset;  /* not yet assigned on some path */
} Slot;

typedef struct {
  Kernel *k;
  const Cfg *c;
  const RangeEnv *launch;
  int *slot_of;    /* per Var.id: its index among the tracked, or -1 */
  Var **tracked;   /* locals, then parameters (VAR_CONST) */
  int ntracked, nvars;
  Slot *entry;     /* the state at the kernel's entry */
  Slot **in, **out; /* per block id: the state at entry and exit; NULL unreached */
  int *visits;
  bool **loop_assigns; /* per block id of a loop head: per tracked, whether
                          the loop assigns it (else NULL) */
  bool *bad;       /* per tracked: not narrowable */
  Itv *assigned;   /* per tracked: the hull of its assigned values */
  bool *has_def;
  const Expr **cond; /* per block id: its branch_meaning */
  PtrMap assumed;    /* KStmt* of an assumption -> its constant_form */
  bool final;      /* the last pass: record definitions and reads */
  long work;       /* nodes the current walk may still visit */
  bool gave_up;    /* a walk of the final pass ran out: narrow nothing */
  int splits;      /* case splits the current refinement is nested in */
} Nw;

int nw_slot(const Nw *n, const Var *v);
/* Whether tracked variable i is a parameter (never narrowed itself). */
bool nw_is_param(const Nw *n, int i);
Slot *nw_state_new(const Nw *n);
/* e's values (a bit-vector of at most 64 bits) in state st. */
Itv nw_eval(Nw *n, const Slot *st, const Expr *e);
/* Narrows st to the states where c has the given truth; false when no
 * state is left. */
bool nw_refine(Nw *n, Slot *st, const Expr *c, bool truth);
/* What assumption s says of the kernel's constants, or NULL. */
const Expr *nw_assumed(Nw *n, const KStmt *s);
/* Retypes the narrowed variables, then rewrites every expression of the
 * kernel (narrowing_rewrite.c). */
void nw_rewrite(Nw *n);

#endif
