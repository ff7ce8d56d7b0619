#include "kernel.h"

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
  vec_free(&k->param_names);
  vec_free(&k->requires);
  vec_free(&k->ensures);
  vec_free(&k->function_wide);
  vec_free(&k->sites);
  vec_free(&k->notes);
}
