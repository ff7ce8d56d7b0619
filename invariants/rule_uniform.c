#include "rules.h"

#include "loopfacts.h"

/* Whether the loop contains a barrier. */
static bool has_barrier(const LoopView *v) {
  for (int i = 0; i < v->k->blocks.len; i++) {
    KBlock *b = v->k->blocks.items[i];
    for (int j = 0; v->loop->body[i] && j < b->stmts.len; j++)
      if (((KStmt *)b->stmts.items[j])->kind == K_BARRIER)
        return true;
  }
  return false;
}

/* A barrier gives two threads of one group the same view of memory kept
 * by the equality abstraction; a loop whose iterations end at a barrier
 * keeps it at its head, which branches on memory after the loop need. */
static void uniform_memory(LoopView *v) {
  Arena *a = v->o->arena;
  for (int i = 0; i < v->k->arrays.len; i++) {
    Array *arr = v->k->arrays.items[i];
    Var *m1 = v->map(v->ctx, arr, 0), *m2 = v->map(v->ctx, arr, 1);
    if (!m1 || m1 == m2 || arr->space == SPACE_PRIVATE)
      continue;
    invariants_propose(v, "uniform-memory",
                       e_implies(a, v->same_group, e_eq(a, e_var(a, m1), e_var(a, m2))));
  }
}

/* Counters that the analysis could not prove uniform often are: both
 * threads start them alike and step them alike. Within one group suffices
 * when they follow values read from shared memory (equal after a barrier),
 * and only for threads that run the iteration (unguarded counter candidates
 * never survived on the corpus). A header phi of no counting kind (an
 * accumulator of floats) is asked about only when the loop's guard reads
 * it: a convergence loop's residual. Elsewhere its uniformity decides no
 * branch of the loop, and refuting it for a value computed over a long
 * body is what Houdini spent minutes on (nbody's accumulators). Nor is a
 * counter whose initial value differs between threads (a grid-stride
 * loop's i = blockIdx.x * blockDim.x + threadIdx.x): the candidate is
 * false on entry, yet Houdini's first query over the whole loop took 46 s
 * to say so on BlackScholes, and its inference 71 s against 24 s without. */
void rule_uniform(LoopView *v) {
  Arena *a = v->o->arena;
  if (has_barrier(v))
    uniform_memory(v);
  LoopFacts *f = v->facts;
  for (int i = 0; i < f->counters.len; i++) {
    Counter *c = f->counters.items[i];
    if (!kernel_var_facts_of(v->k, c->var).nonuniform ||
        (c->kind == STEP_NONE && !(f->guard && expr_mentions(f->guard, c->var))) ||
        (c->init && v->apart && v->apart(v->ctx, c->init)))
      continue;
    Expr *x = e_var(v->k->prog->arena, c->var);
    Expr *both = e_and(a, v->same_group, e_and(a, v->active[0], v->active[1]));
    invariants_propose(v, "uniform-counter",
                       e_implies(a, both,
                                 e_eq(a, v->dual(v->ctx, x, 0), v->dual(v->ctx, x, 1))));
  }
  if (v->pred[0] == v->pred[1])
    return;
  invariants_propose(v, "uniform-predicate", e_bin(a, E_IFF, v->pred[0], v->pred[1]));
  /* Threads of one group that take the same branches (on values the
   * equality abstraction keeps equal) run the same iterations. */
  Expr *both_active = e_bin(a, E_IFF, v->active[0], v->active[1]);
  Expr *both_entered = e_bin(a, E_IFF, v->pred[0], v->pred[1]);
  invariants_propose(v, "uniform-predicate-same-group",
                     e_implies(a, v->same_group, e_and(a, both_entered, both_active)));
  /* Code for whole warps (if (t < 32), a loop per warp) runs the same
   * iterations in the lanes of one warp, which a __syncwarp in it needs. */
  if (v->warp_mates)
    invariants_propose(v, "uniform-predicate-same-warp",
                       e_implies(a, v->warp_mates, e_and(a, both_entered, both_active)));
}
