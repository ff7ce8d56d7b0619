#include "uniformity.h"

#include <stdlib.h>

bool expr_nonuniform(const Kernel *k, const Expr *e) {
  switch (e->kind) {
  case E_VAR:
    return kernel_var_facts_of(k, e->var).nonuniform;
  case E_ENABLED:
  case E_LOG:
  case E_LOG_OFFSET:
  case E_MEM:
    return true;
  case E_SAME_GROUP:
    return false;
  default:
    for (int i = 0; i < e->nargs; i++)
      if (expr_nonuniform(k, e->args[i]))
        return true;
    return false;
  }
}

static void mark(Kernel *k, Var *v, bool *changed) {
  if (v && !kernel_var_facts_of(k, v).nonuniform) {
    kernel_var_facts(k, v)->nonuniform = true;
    *changed = true;
  }
}

typedef struct {
  Kernel *k;
  bool changed;
} MarkCtx;

static void mark_divergent(int b, void *arg) {
  MarkCtx *m = arg;
  KBlock *kb = m->k->blocks.items[b];
  if (!kb->divergent) {
    kb->divergent = true;
    m->changed = true;
  }
}

/* A read is uniform only from an object no thread writes, at a uniform
 * index, of which there is one instance: both threads then see the same
 * memory (each group has its own __shared__ memory). */
static bool read_nonuniform(const Kernel *k, const KStmt *s) {
  return s->array->written || s->array->adversarial ||
         s->array->space == SPACE_PRIVATE || s->array->space == SPACE_SHARED ||
         expr_nonuniform(k, s->index);
}

void uniformity_analyse(Kernel *k, const Cfg *c) {
  /* A variable assigned in several places is a merge (phi): it depends on
   * which way control went. */
  Program *p = k->prog;
  int *defs = mem_calloc((size_t)p->vars.len + 1, sizeof(int));
  for (int i = 0; i < k->blocks.len; i++) {
    KBlock *b = k->blocks.items[i];
    for (int j = 0; j < b->stmts.len; j++) {
      KStmt *s = b->stmts.items[j];
      if (s->lhs)
        defs[s->lhs->id]++;
    }
  }
  for (int i = 0; i < p->vars.len; i++)
    if (defs[i] > 1)
      kernel_var_facts(k, p->vars.items[i])->multi_def = true;
  free(defs);

  MarkCtx m = {k, true};
  while (m.changed) {
    m.changed = false;
    for (int i = 0; i < k->blocks.len; i++) {
      KBlock *b = k->blocks.items[i];
      for (int j = 0; j < b->stmts.len; j++) {
        KStmt *s = b->stmts.items[j];
        bool nu = false;
        switch (s->kind) {
        case K_ASSIGN:
          nu = expr_nonuniform(k, s->e) ||
               (b->divergent && kernel_var_facts_of(k, s->lhs).multi_def);
          break;
        case K_HAVOC:
        case K_ATOMIC: /* another thread may update first */
          nu = true;
          break;
        case K_READ:
          nu = read_nonuniform(k, s) ||
               (b->divergent && kernel_var_facts_of(k, s->lhs).multi_def);
          break;
        default:
          continue;
        }
        if (nu)
          mark(k, s->lhs, &m.changed);
      }
      if (b->nsucc == 2 && (b->divergent || expr_nonuniform(k, b->cond)))
        cfg_control_dependents(c, k, b->id, mark_divergent, &m);
    }
  }
}
