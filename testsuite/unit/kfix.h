/* kfix: a hand-built Kernel for the unit tests of the analyses (cfg,
 * uniformity, loopfacts). The fixture owns its arena, Program and Kernel;
 * kfix_free releases all three. Blocks are made with kfix_blocks and wired
 * with kfix_goto / kfix_branch / kfix_return. */
#ifndef TANDEM_TEST_KFIX_H
#define TANDEM_TEST_KFIX_H

#include <stdio.h>
#include <string.h>

#include "kernel.h"

typedef struct {
  Arena a;
  Program p;
  Kernel k;
  KBlock *b[16];
  int n;
} KFix;

/* A kernel of n unwired blocks (each returns until wired). */
static inline void kfix_init(KFix *f, int n) {
  memset(f, 0, sizeof *f);
  program_init(&f->p, &f->a);
  f->p.proc_name = "kfix";
  f->k.prog = &f->p;
  f->k.name = "kfix";
  f->n = n;
  for (int i = 0; i < n && i < 16; i++)
    f->b[i] = kblock_new(&f->k);
}

static inline void kfix_free(KFix *f) {
  kernel_free(&f->k);
  program_free(&f->p);
  arena_free(&f->a);
}

static inline void kfix_goto(KFix *f, int from, int to) {
  f->b[from]->succ[0] = f->b[to];
  f->b[from]->nsucc = 1;
  f->b[from]->cond = NULL;
}

/* `from` branches on cond: true to t, false to e. */
static inline void kfix_branch(KFix *f, int from, Expr *cond, int t, int e) {
  f->b[from]->succ[0] = f->b[t];
  f->b[from]->succ[1] = f->b[e];
  f->b[from]->nsucc = 2;
  f->b[from]->cond = cond;
}

static inline void kfix_return(KFix *f, int from) { f->b[from]->nsucc = 0; }

/* Variables. */
static inline Var *kfix_bv32(KFix *f, const char *name, VarKind kind) {
  return var_new(&f->p, name, ty_bv(&f->a, 32), kind);
}

static inline Var *kfix_bool(KFix *f, const char *name) {
  return var_new(&f->p, name, ty_bool(&f->a), VAR_CONST);
}

/* A thread-id builtin as translate.c's make_builtins makes it. */
static inline Var *kfix_tid(KFix *f, const char *name) {
  Var *v = kfix_bv32(f, name, VAR_CONST);
  kernel_var_facts(&f->k, v)->nonuniform = true;
  return v;
}

/* What the kernel knows of v (kernel_var_facts_of). */
static inline VarFacts kfix_facts(KFix *f, const Var *v) {
  return kernel_var_facts_of(&f->k, v);
}

static inline Expr *kfix_v(KFix *f, Var *v) { return e_var(&f->a, v); }
static inline Expr *kfix_c(KFix *f, uint64_t value) { return e_bv(&f->a, value, 32); }

/* Statements appended to block `blk`. */
static inline KStmt *kfix_assign(KFix *f, int blk, Var *lhs, Expr *e) {
  KStmt *s = kstmt_new(&f->k, f->b[blk], K_ASSIGN);
  s->lhs = lhs;
  s->e = e;
  return s;
}

static inline KStmt *kfix_read(KFix *f, int blk, Var *lhs, Array *arr, Expr *index) {
  KStmt *s = kstmt_new(&f->k, f->b[blk], K_READ);
  s->lhs = lhs;
  s->array = arr;
  s->index = index;
  s->count = 1;
  return s;
}

static inline KStmt *kfix_write(KFix *f, int blk, Array *arr, Expr *index, Expr *e) {
  KStmt *s = kstmt_new(&f->k, f->b[blk], K_WRITE);
  s->array = arr;
  s->index = index;
  s->e = e;
  s->count = 1;
  return s;
}

/* An atomic that adds `step` (0: any other update) to arr[index]. */
static inline KStmt *kfix_atomic(KFix *f, int blk, Var *lhs, Array *arr, Expr *index,
                                 int64_t step) {
  KStmt *s = kstmt_new(&f->k, f->b[blk], K_ATOMIC);
  s->lhs = lhs;
  s->array = arr;
  s->index = index;
  s->count = 1;
  s->step = step;
  arr->atomic = true;
  return s;
}

static inline Array *kfix_array(KFix *f, const char *name, MemSpace space,
                                bool written) {
  Array *arr = NEW(&f->a, Array);
  arr->name = name;
  arr->bname = name;
  arr->space = space;
  arr->elem_bytes = 4;
  arr->read = true;
  arr->written = written;
  arr->id = f->k.arrays.len;
  vec_push(&f->k.arrays, arr);
  return arr;
}

/* A phi copy as translate.c emits it on an edge: `tmp := src; phi := tmp`.
 * The phi variable is multi_def, as translate.c marks it. */
static inline Var *kfix_phi_copy(KFix *f, int blk, Var *phi, Expr *src) {
  char name[32];
  snprintf(name, sizeof name, "$tmp%d", f->p.vars.len);
  Var *tmp = var_new(&f->p, name, src->type, VAR_LOCAL);
  kfix_assign(f, blk, tmp, src);
  kfix_assign(f, blk, phi, e_var(&f->a, tmp));
  kernel_var_facts(&f->k, phi)->multi_def = true;
  return tmp;
}

/* Expression text. */
static inline const char *kfix_text(KFix *f, const Expr *e) {
  StrBuf b = {0};
  bpl_print_expr(&b, e);
  const char *s = arena_strdup(&f->a, b.s);
  sb_free(&b);
  return s;
}

#endif
