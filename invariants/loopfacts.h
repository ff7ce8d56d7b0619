/* loopfacts: what the rules read about one loop, computed once: its
 * counters (header phis with their initial value and update), its guard,
 * the accesses in its body, and how to express a value at the loop head. */
#ifndef TANDEM_LOOPFACTS_H
#define TANDEM_LOOPFACTS_H

#include "invariants.h"

typedef enum {
  STEP_NONE,   /* not a recognised counter */
  STEP_ADD,    /* v := v + step */
  STEP_MUL2,   /* v := v * 2 or v << 1 */
  STEP_DIV2,   /* v := v / 2 or v >> 1 */
} StepKind;

typedef struct {
  Var *var;        /* the header phi */
  Expr *init;      /* value on entry, valid at the loop head; or NULL */
  StepKind kind;
  Expr *step;      /* STEP_ADD: the added value, loop-invariant */
  bool down;       /* STEP_ADD: the counter goes down (i -= s, i += -4) */
  Expr *mag;       /* STEP_ADD: the step's magnitude, -step going down */
} Counter;

typedef struct LoopFacts {
  Vec counters;    /* Counter* */
  Expr *guard;     /* the header's condition to stay in the loop, or NULL */
  Vec accesses;    /* KStmt*: reads and writes in the loop, nested too */
  PtrMap block;    /* KStmt* -> KBlock* holding it, for each access */
  PtrMap def;      /* Var* -> KStmt* defining it (single definitions) */
  PtrMap inside;   /* Var* -> Var*: defined inside the loop */
} LoopFacts;

void loopfacts_build(LoopFacts *f, Kernel *k, const Cfg *c, const Loop *l);
void loopfacts_free(LoopFacts *f);

/* e rewritten over values available at the loop head (consts, header
 * phis, values defined before the loop), or NULL when it depends on
 * memory read or values made inside the loop. */
Expr *loopfacts_at_head(const LoopFacts *f, Program *p, Expr *e);

/* The guard as `counter op bound`, negations folded and the counter put
 * on the left, with bound free of the counter: the counter, or NULL when
 * the guard is no such comparison. */
const Counter *loopfacts_guard_counter(const LoopFacts *f, BvOp *op, Expr **bound);

/* The number of iterations of a loop whose guard compares a counter that
 * starts at a constant and goes up by a positive constant with a
 * constant (i < 4, i <= 7, 8 > i); false when it is not that shape. */
bool loopfacts_constant_trips(const LoopFacts *f, uint64_t *trips);

/* The values counter c of loop l takes, as c->init + c->step * j for 0 <=
 * j <= trips, modulo 2^width: it has one value on entry, its one update
 * adds a loop-invariant step, and the loop's guard bounds the trips (the
 * guard's counter starts at a literal and never wraps past its bound);
 * false when it is not that shape. */
bool loopfacts_counter_values(const LoopFacts *f, const Kernel *k, const Loop *l,
                              const Counter *c, uint64_t *trips);

/* The counter of a loop whose body no thread runs twice, or NULL: its one
 * back edge adds a positive literal to the counter of its guard (`c < n`,
 * `c <= n`, signed or not), and over the launch's ranges (ranges.h, with
 * concrete: Var* -> literal) the least initial value plus one step leaves
 * the guard for every bound, while the largest initial value that enters
 * does not wrap. PPCG's tile loops (`c0 = 32 * b0; c0 < 4096; c0 += 8192`)
 * are such. The counter lives in k's arena. */
const Counter *loopfacts_runs_once(const LoopFacts *f, const Kernel *k, const Loop *l,
                                   const PtrMap *concrete);

/* The value of e when it is made of literals, +, - and * only, as a
 * signed number of e's width; false otherwise. */
bool loopfacts_literal(const Expr *e, int64_t *out);


/* Whether x - y is a literal, made of the same terms with the same
 * literal factors (v + 4 * (k + 16 * i) and v + 64 * i): the difference,
 * signed, in *d. */
bool loopfacts_literal_offset(const Expr *x, const Expr *y, int64_t *d);

/* Whether e mentions v. */
bool expr_mentions(const Expr *e, const Var *v);

/* Whether x and y are the same expression, node for node. */
bool expr_equal(const Expr *x, const Expr *y);

/* e with every occurrence of v replaced by r. */
Expr *expr_subst(Program *p, Expr *e, const Var *v, Expr *r);

/* Splits e = a * v + c with a and c free of v; false when e is not
 * linear in v (a is NULL-free on success). */
bool expr_linear_in(Program *p, Expr *e, const Var *v, Expr **a, Expr **c);

#endif
