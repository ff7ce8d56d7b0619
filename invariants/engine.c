/* The engine: runs every rule at a loop head and guards what they propose
 * with existential constants for Houdini. */
#include "invariants.h"

#include <string.h>

#include "loopfacts.h"
#include "rules.h"
#include "uniformity.h"

typedef void (*Rule)(LoopView *v);

static const Rule rules[] = {rule_no_access,   rule_log_kept,       rule_log_not_entered,
                             rule_access_pattern,
                             rule_benign_value, rule_counter_bounds, rule_enabledness,
                             rule_exit_not_entered, rule_exit_entered, rule_pow2, rule_tile,
                             rule_uniform};

/* Every name a candidate is proposed under, and whether it is disabled. */
static const char *const rule_names[] = {
    "no-access", "no-access-same-group", "no-access-same-warp", /* rule_no_access.c */
    "no-access-not-entered", "log-kept", "log-not-entered",
    "access-bound", "access-fixed", "access-lead-in", "access-range", /* rule_access_pattern.c */
    "access-fixed-any", "access-stride",
    "benign-value",                                           /* rule_benign_value.c */
    "counter-guard", "counter-guard-previous", "counter-lower", /* rule_counter_bounds.c */
    "counter-lower-signed", "counter-stride",
    "enabled-entered", "enabled-guard", "exit-not-entered",   /* rule_enabledness.c */
    "exit-entered",
    "pow2", "pow2-bound", "pow2-nonzero", "pow2-product",     /* rule_pow2.c */
    "access-tile", "no-access-same-tile",                     /* rule_tile.c */
    "uniform-counter", "uniform-memory", "uniform-predicate", /* rule_uniform.c */
    "uniform-predicate-same-group", "uniform-predicate-same-warp",
    "user-invariant",                                         /* instrumentation */
};
#define NRULES (sizeof rule_names / sizeof rule_names[0])
static bool rule_disabled[NRULES];

static int rule_index(const char *rule) {
  for (size_t i = 0; i < NRULES; i++)
    if (!strcmp(rule_names[i], rule))
      return (int)i;
  return -1;
}

bool invariants_set_enabled(const char *rule, bool enabled) {
  int i = rule_index(rule);
  if (i >= 0)
    rule_disabled[i] = !enabled;
  return i >= 0;
}

bool invariants_enabled(const char *rule) {
  int i = rule_index(rule);
  return i < 0 || !rule_disabled[i];
}

void invariants_propose(LoopView *v, const char *rule, Expr *e) {
  if (e_is_true(e) || !invariants_enabled(rule))
    return;
  Arena *a = v->o->arena;
  Var *b = program_add_candidate(v->o);
  block_add(v->head, s_assert(a, e_implies(a, e_var(a, b), e), -1));
  vec_push(v->rule_of_candidate, (void *)rule);
}

void invariants_propose_per_thread(LoopView *v, const char *rule, Expr *kexpr) {
  Arena *a = v->o->arena;
  int threads = expr_nonuniform(v->k, kexpr) || v->pred[0] != v->pred[1] ? 2 : 1;
  for (int t = 0; t < threads; t++)
    invariants_propose(v, rule,
                       e_implies(a, v->pred[t], v->dual(v->ctx, kexpr, t)));
}

bool invariants_congruence_kept(LoopView *v, Expr *m) {
  Expr *mod = v->dual(v->ctx, m, 0);
  if (mod->kind != E_BV || !(mod->lit & (mod->lit - 1)))
    return true;
  BvOp op;
  Expr *bound;
  return loopfacts_guard_counter(v->facts, &op, &bound) &&
         v->dual(v->ctx, bound, 0)->kind == E_BV;
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
