/* barrier_inv: the expression side of barrier invariants (kernel.h,
 * BarrierInv): which forms an invariant may use, its instantiation for
 * other threads, and the memory it reads with the conditions under which
 * it reads it (for the access checks). barriers.c places the assertions
 * and assumptions at the barrier. */
#ifndef TANDEM_BARRIER_INV_H
#define TANDEM_BARRIER_INV_H

#include "kernel.h"

/* NULL when e may be the expression of a barrier invariant of k (after
 * uniformity analysis); otherwise what it uses that cannot be instantiated
 * for another thread. */
const char *binv_unsupported(const Kernel *k, const Expr *e, bool binary);

/* e for another thread: the local id x replaced by `first`; inside the
 * other-thread form by `second` (binary invariants: the two swap at each
 * nesting, and the form is dropped, as in GPUVerify). */
Expr *binv_instantiate(Arena *a, Expr *e, const Var *tid, Expr *first,
                       Expr *second);

/* One read of an invariant: the E_MEM form, whether it sits under the
 * other-thread form, and the condition under which the invariant
 * evaluates it (the premises of implications and if-then-else conditions
 * it is under, each also marked for the thread it belongs to). */
typedef struct {
  Expr *mem;
  bool other;
  Expr *cond;
} BinvRead;

/* Appends every read of e to out (BinvRead*). */
void binv_reads(Arena *a, Expr *e, Vec *out);

#endif
