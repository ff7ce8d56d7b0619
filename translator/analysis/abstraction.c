#include "abstraction.h"

#include <stdlib.h>

static void mark_vars(const Expr *e, bool *relevant, bool *changed) {
  if (e->kind == E_VAR) {
    if (!relevant[e->var->id]) {
      relevant[e->var->id] = true;
      *changed = true;
    }
    return;
  }
  for (int i = 0; i < e->nargs; i++)
    mark_vars(e->args[i], relevant, changed);
}

/* Variables whose values reach control flow, an address or a check,
 * found backwards through assignments, and through memory: a value
 * written to an array whose reads are relevant is relevant too. Until
 * nothing changes. */
static void relevant_vars(Kernel *k, bool *relevant) {
  bool *read_relevant = mem_calloc((size_t)k->arrays.len + 1, sizeof(bool));
  bool changed = true;
  while (changed) {
    changed = false;
    for (int i = 0; i < k->blocks.len; i++) {
      KBlock *b = k->blocks.items[i];
      if (b->nsucc == 2)
        mark_vars(b->cond, relevant, &changed);
      for (int j = 0; j < b->invariants.len; j++)
        mark_vars(((KStmt *)b->invariants.items[j])->e, relevant, &changed);
      for (int j = 0; j < b->stmts.len; j++) {
        KStmt *s = b->stmts.items[j];
        switch (s->kind) {
        case K_READ:
          mark_vars(s->index, relevant, &changed);
          if (relevant[s->lhs->id] && !read_relevant[s->array->id]) {
            read_relevant[s->array->id] = true;
            changed = true;
          }
          break;
        case K_WRITE:
          mark_vars(s->index, relevant, &changed);
          if (read_relevant[s->array->id])
            mark_vars(s->e, relevant, &changed);
          break;
        case K_ASSERT:
        case K_ASSUME:
          mark_vars(s->e, relevant, &changed);
          break;
        case K_ASSIGN:
          if (relevant[s->lhs->id])
            mark_vars(s->e, relevant, &changed);
          break;
        default:
          break;
        }
      }
    }
    for (int i = 0; i < k->ensures.len; i++)
      mark_vars(((KStmt *)k->ensures.items[i])->e, relevant, &changed);
  }
  free(read_relevant);
}

/* Whether the equality abstraction can keep arr's values: not when atomics
 * or lanes of a warp in lockstep change them behind the thread's back. */
static bool values_kept(const Array *arr, bool lockstep) {
  return !arr->atomic && !(lockstep && arr->written);
}

const Array *abstraction_choose(Kernel *k, Abstraction mode, bool lockstep) {
  /* A thread's own private memory is always modelled exactly. Atomics
   * update memory at any time: no value of theirs can be kept, and
   * neither can memory that the threads of a warp in lockstep write. */
  for (int i = 0; i < k->arrays.len; i++) {
    Array *arr = k->arrays.items[i];
    if (arr->atomic && mode == ABSTRACTION_EQUALITY)
      return arr;
    arr->adversarial = arr->space != SPACE_PRIVATE &&
                       (mode != ABSTRACTION_EQUALITY || arr->atomic);
  }
  if (mode != ABSTRACTION_AUTO)
    return NULL;
  /* Barrier and loop invariants speak of the values. (An array the kernel never
   * writes is not kept for that alone: as in GPUVerify, values that are
   * only copied are any values, so copies of one element by two threads
   * are a race, and keeping such arrays slowed real kernels past their
   * limits.) */
  for (int i = 0; i < k->arrays.len; i++) {
    Array *arr = k->arrays.items[i];
    if ((arr->in_binv || arr->in_invariant) && values_kept(arr, lockstep))
      arr->adversarial = false;
  }
  bool *relevant = mem_calloc((size_t)k->prog->vars.len + 1, sizeof(bool));
  relevant_vars(k, relevant);
  for (int i = 0; i < k->blocks.len; i++) {
    KBlock *b = k->blocks.items[i];
    for (int j = 0; j < b->stmts.len; j++) {
      KStmt *s = b->stmts.items[j];
      if (s->kind == K_READ && relevant[s->lhs->id] && values_kept(s->array, lockstep))
        s->array->adversarial = false;
    }
  }
  free(relevant);
  return NULL;
}
