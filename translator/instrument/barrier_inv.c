#include "barrier_inv.h"

static const char *unsupported_var(const Kernel *k, const Var *v) {
  const Builtins *b = &k->b;
  if (v == b->local_id[1] || v == b->local_id[2])
    return "a local id other than x (barrier invariants are one-dimensional)";
  if (v == b->local_id[0])
    return NULL;
  for (int d = 0; d < 3; d++)
    if (v == b->group_id[d])
      return NULL; /* the instantiated thread is of the same group */
  if (kernel_var_facts_of(k, v).nonuniform)
    return "a value private to the thread (write get_local_id(0) or threadIdx.x "
           "and the memory accesses in the invariant itself)";
  return NULL;
}

const char *binv_unsupported(const Kernel *k, const Expr *e, bool binary) {
  switch (e->kind) {
  case E_VAR:
    return unsupported_var(k, e->var);
  case E_ENABLED:
  case E_SAME_GROUP:
  case E_LOG:
  case E_LOG_OFFSET:
    return "__enabled, __same_group or an access predicate";
  case E_OTHER:
    if (!binary)
      return "the other thread's value in a unary invariant (use "
             "__barrier_invariant_binary_N)";
    break;
  default:
    break;
  }
  for (int i = 0; i < e->nargs; i++) {
    const char *why = binv_unsupported(k, e->args[i], binary);
    if (why)
      return why;
  }
  return NULL;
}

typedef struct {
  Arena *a;
  const Var *tid;
  Expr *first, *second;
} InstCtx;

static Expr *inst_arg(void *ctx, Expr *arg) {
  InstCtx *c = ctx;
  return binv_instantiate(c->a, arg, c->tid, c->first, c->second);
}

Expr *binv_instantiate(Arena *a, Expr *e, const Var *tid, Expr *first,
                       Expr *second) {
  if (e->kind == E_VAR && e->var == tid)
    return first;
  if (e->kind == E_OTHER && second)
    return binv_instantiate(a, e->args[0], tid, second, first);
  if (!e->nargs)
    return e;
  InstCtx c = {a, tid, first, second};
  return e_map_args(a, e, inst_arg, &c);
}

static Expr *for_thread(Arena *a, Expr *e, bool other) {
  if (!other)
    return e;
  Expr *o = e_new(a, E_OTHER, e->type, 1);
  o->args[0] = e;
  return o;
}

static void reads(Arena *a, Expr *e, Expr *cond, bool other, Vec *out) {
  switch (e->kind) {
  case E_MEM: {
    BinvRead *r = NEW(a, BinvRead);
    r->mem = e;
    r->other = other;
    r->cond = cond;
    vec_push(out, r);
    break;
  }
  case E_OTHER:
    reads(a, e->args[0], cond, !other, out);
    return;
  case E_IMPLIES:
    reads(a, e->args[0], cond, other, out);
    reads(a, e->args[1], e_and(a, cond, for_thread(a, e->args[0], other)), other, out);
    return;
  case E_ITE: {
    Expr *c = for_thread(a, e->args[0], other);
    reads(a, e->args[0], cond, other, out);
    reads(a, e->args[1], e_and(a, cond, c), other, out);
    reads(a, e->args[2], e_and(a, cond, e_not(a, c)), other, out);
    return;
  }
  default:
    break;
  }
  for (int i = 0; i < e->nargs; i++)
    reads(a, e->args[i], cond, other, out);
}

void binv_reads(Arena *a, Expr *e, Vec *out) {
  reads(a, e, e_bool(a, true), false, out);
}
