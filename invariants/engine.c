/* The engine: runs every rule at a loop head and guards what they propose
 * with existential constants for Houdini. */
#include "invariants.h"

#include "loopfacts.h"
#include "rules.h"
#include "uniformity.h"

typedef void (*Rule)(LoopView *v);

static const Rule rules[] = {rule_no_access,      rule_access_pattern, rule_benign_value,
                             rule_counter_bounds, rule_enabledness,    rule_pow2,
                             rule_uniform};

void invariants_propose(LoopView *v, const char *rule, Expr *e) {
  if (e_is_true(e))
    return;
  Arena *a = v->o->arena;
  Var *b = program_add_candidate(v->o);
  block_add(v->head, s_assert(a, e_implies(a, e_var(a, b), e), -1));
  vec_push(v->rule_of_candidate, (void *)rule);
}

void invariants_propose_per_thread(LoopView *v, const char *rule, Expr *kexpr) {
  Arena *a = v->o->arena;
  int threads = expr_nonuniform(kexpr) || v->pred[0] != v->pred[1] ? 2 : 1;
  for (int t = 0; t < threads; t++)
    invariants_propose(v, rule,
                       e_implies(a, v->pred[t], v->dual(v->ctx, kexpr, t)));
}

void invariants_emit(LoopView *v) {
  LoopFacts facts;
  loopfacts_build(&facts, v->k, v->cfg, v->loop);
  v->facts = &facts;
  for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++)
    rules[i](v);
  v->facts = NULL;
  loopfacts_free(&facts);
}
