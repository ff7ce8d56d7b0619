#include "kernel.h"

#include <stdlib.h>
#include <string.h>

KBlock *kblock_new(Kernel *k) {
  KBlock *b = NEW(k->prog->arena, KBlock);
  b->id = k->blocks.len;
  vec_push(&k->blocks, b);
  return b;
}

KStmt *kstmt_new(Kernel *k, KBlock *b, KStmtKind kind) {
  KStmt *s = NEW(k->prog->arena, KStmt);
  s->kind = kind;
  s->site = -1;
  vec_push(&b->stmts, s);
  return s;
}

VarFacts *kernel_var_facts(Kernel *k, const Var *v) {
  if (v->id >= k->nvar_facts) {
    int n = k->nvar_facts ? 2 * k->nvar_facts : 64;
    if (n <= v->id)
      n = v->id + 1;
    k->var_facts = mem_realloc(k->var_facts, (size_t)n * sizeof(VarFacts));
    memset(k->var_facts + k->nvar_facts, 0,
           (size_t)(n - k->nvar_facts) * sizeof(VarFacts));
    k->nvar_facts = n;
  }
  return &k->var_facts[v->id];
}

VarFacts kernel_var_facts_of(const Kernel *k, const Var *v) {
  if (v->id < k->nvar_facts)
    return k->var_facts[v->id];
  return (VarFacts){0};
}

int kernel_fence_bit(const Array *arr) {
  switch (arr->space) {
  case SPACE_SHARED:
    return 1;
  case SPACE_GLOBAL:
  case SPACE_CONSTANT:
    return 2;
  default:
    return 0;
  }
}

void kernel_free(Kernel *k) {
  for (int i = 0; i < k->blocks.len; i++) {
    KBlock *b = k->blocks.items[i];
    vec_free(&b->stmts);
    vec_free(&b->invariants);
    vec_free(&b->preds);
  }
  vec_free(&k->blocks);
  vec_free(&k->arrays);
  vec_free(&k->params);
  vec_free(&k->param_info);
  vec_free(&k->requires);
  vec_free(&k->ensures);
  vec_free(&k->function_wide);
  vec_free(&k->sites);
  vec_free(&k->notes);
  free(k->var_facts);
  k->var_facts = NULL;
  k->nvar_facts = 0;
}
