/* threads: per-thread variables and expressions (tv, dual); fresh names, checks, failures. */
#include "instrument_int.h"

#include <stdio.h>
#include <string.h>

void in_fail(In *in, Loc l, const char *msg) {
  if (in->failed)
    return;
  in->failed = true;
  *in->errloc = l;
  snprintf(in->err, (size_t)in->errlen, "%s", msg);
}

InVar *in_var(In *in, const Var *v) {
  if (v->id >= in->nvars) {
    int n = v->id + 1 > 2 * in->nvars ? v->id + 1 : 2 * in->nvars;
    in->vars = mem_realloc(in->vars, (size_t)n * sizeof(InVar));
    memset(in->vars + in->nvars, 0, (size_t)(n - in->nvars) * sizeof(InVar));
    in->nvars = n;
  }
  return &in->vars[v->id];
}

Var *in_tv(In *in, Var *v, int t) {
  Var **copy = in_var(in, v)->copy;
  if (!copy[t]) {
    if (kernel_var_facts_of(in->k, v).nonuniform) {
      for (int i = 0; i < 2; i++) {
        char name[256];
        snprintf(name, sizeof name, "%s$%d", v->name, i + 1);
        copy[i] = var_new(in->o, name, v->type, v->kind);
      }
    } else {
      copy[0] = copy[1] = var_new(in->o, v->name, v->type, v->kind);
    }
  }
  return copy[t];
}

typedef struct {
  In *in;
  int t;
} DualCtx;

static Expr *dual_arg(void *ctx, Expr *arg) {
  DualCtx *d = ctx;
  return in_dual(d->in, arg, d->t);
}

Expr *in_race_scope(In *in, const Array *arr) {
  return arr->space == SPACE_SHARED ? in->same_group : e_bool(in->a, true);
}

Expr *in_dual(In *in, Expr *e, int t) {
  switch (e->kind) {
  case E_VAR: {
    /* Known sizes as literals: multiplying by a constant is cheap for the
     * prover, by an unknown it is not. */
    Expr *lit = ptrmap_get(&in->concrete, e->var);
    return lit ? lit : e_var(in->a, in_tv(in, e->var, t));
  }
  case E_BOOL:
  case E_BV:
  case E_INT:
    return e;
  case E_OTHER:
    return in_dual(in, e->args[0], 1 - t);
  case E_ENABLED:
    return in->enabled[t];
  case E_SAME_GROUP:
    return in->same_group;
  case E_LOG: {
    /* Each group has its own shared memory: a thread of another group
     * cannot touch thread 1's copy, so for such a pair the log is empty
     * (a barrier empties it for one group only, as the checks need). */
    ArrState *s = &in->as[e->array->id];
    Var *log = s->log[e->lit ? ACC_WRITE : ACC_READ];
    if (!log)
      return e_bool(in->a, false);
    return e_and(in->a, in_race_scope(in, e->array), e_var(in->a, log));
  }
  case E_LOG_OFFSET: {
    ArrState *s = &in->as[e->array->id];
    if (!s->watched)
      return e_bv(in->a, 0, 32);
    return bv_op(in->o, BV_MUL, e_var(in->a, s->watched),
                 e_bv(in->a, (uint64_t)e->array->elem_bytes, 32));
  }
  case E_MEM: {
    ArrState *s = &in->as[e->array->id];
    return in_read_value(in, in->group_view && s->view ? s->view : s->map[t],
                         in_dual(in, e->args[0], t), (int)e->lit);
  }
  default: {
    DualCtx ctx = {in, t};
    Expr *r = e_map_args(in->a, e, dual_arg, &ctx);
    return r ? bv_fold(in->o, r) : NULL;
  }
  }
}

/* Assertions about the access logs (__read, __write_offset_bytes, ...)
 * speak of thread 1, which keeps the logs. */
bool in_uses_logs(const In *in, const Expr *e) {
  if (e->kind == E_LOG || e->kind == E_LOG_OFFSET)
    return true;
  if (e->kind == E_VAR)
    return e->var->id < in->nvars && in->vars[e->var->id].from_logs;
  for (int i = 0; i < e->nargs; i++)
    if (in_uses_logs(in, e->args[i]))
      return true;
  return false;
}

void in_emit(In *in, Stmt *s) { block_add(in->cur, s); }

Var *in_fresh(In *in, const char *prefix, BType *ty) {
  char name[64];
  snprintf(name, sizeof name, "%s%d", prefix, in->npreds++);
  return var_new(in->o, name, ty, VAR_LOCAL);
}

Block *in_new_block(In *in, const char *prefix) {
  char name[64];
  snprintf(name, sizeof name, "%s%d", prefix, in->nlabels++);
  return block_new(in->o, name);
}

int in_add_check(In *in, CheckKind kind, int thread, Loc loc) {
  Check *c = NEW(in->a, Check);
  c->kind = kind;
  c->thread = thread;
  c->loc = loc;
  c->site = -1;
  c->head = -1;
  vec_push(&in->out->checks, c);
  return in->out->checks.len - 1;
}

void in_emit_assert(In *in, Expr *e, int check) {
  if (e_is_true(e))
    return;
  in_emit(in, s_assert(in->a, e, check));
}
