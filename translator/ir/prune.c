/* prune: the program without the assignments and havocs of local
 * variables that no assertion or assumption depends on. The translation
 * computes every value of the kernel, and instrumentation keeps only the
 * ones that reach a check (the hashing rounds of a SHA-1 kernel, whose
 * values are only written to memory whose values are abstracted, are
 * thousands of assignments); Boogie would still encode each of them in
 * every query. */
#include "bpl.h"

#include <stdlib.h>

/* Marks the local variables e reads as live, queueing the new ones. */
static void mark_reads(const Expr *e, bool *live, Vec *work) {
  if (e->kind == E_VAR && e->var->kind == VAR_LOCAL && !live[e->var->id]) {
    live[e->var->id] = true;
    vec_push(work, e->var);
  }
  for (int i = 0; i < e->nargs; i++)
    mark_reads(e->args[i], live, work);
}

static bool assigns_dead_local(const Stmt *s, const bool *live) {
  return (s->kind == S_ASSIGN || s->kind == S_HAVOC) && s->lhs->kind == VAR_LOCAL &&
         !live[s->lhs->id];
}

void program_prune(Program *p) {
  int n = p->vars.len;
  bool *live = mem_calloc((size_t)n + 1, sizeof *live);
  Vec *defs = mem_calloc((size_t)n + 1, sizeof *defs); /* Stmt*, per var id */
  Vec work = {0};
  /* Live from the start: what an assertion or assumption reads. A value
   * is live when a live variable's assignment reads it (the map of an
   * indexed assignment keeps its other elements: it reads itself). */
  for (int i = 0; i < p->blocks.len; i++) {
    Block *b = p->blocks.items[i];
    for (int j = 0; j < b->stmts.len; j++) {
      Stmt *s = b->stmts.items[j];
      if (s->kind == S_ASSERT || s->kind == S_ASSUME)
        mark_reads(s->e, live, &work);
      else if (s->kind == S_ASSIGN && s->lhs->kind == VAR_LOCAL)
        vec_push(&defs[s->lhs->id], s);
      else if (s->kind == S_ASSIGN)
        mark_reads(s->e, live, &work);
    }
  }
  while (work.len) {
    Var *v = work.items[--work.len];
    for (int i = 0; i < defs[v->id].len; i++) {
      Stmt *s = defs[v->id].items[i];
      mark_reads(s->e, live, &work);
      if (s->index)
        mark_reads(s->index, live, &work);
    }
  }
  for (int i = 0; i < p->blocks.len; i++) {
    Block *b = p->blocks.items[i];
    int kept = 0;
    for (int j = 0; j < b->stmts.len; j++)
      if (!assigns_dead_local(b->stmts.items[j], live))
        b->stmts.items[kept++] = b->stmts.items[j];
    b->stmts.len = kept;
  }
  for (int i = 0; i < n; i++)
    vec_free(&defs[i]);
  free(defs);
  free(live);
  vec_free(&work);
}
