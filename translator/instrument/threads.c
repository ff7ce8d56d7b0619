/* threads: per-thread variables and expressions (tv, dual); fresh names, checks, failures. */
#include "instrument_int.h"

#include <stdio.h>

void in_fail(In *in, Loc l, const char *msg) {
  if (in->failed)
    return;
  in->failed = true;
  *in->errloc = l;
  snprintf(in->err, (size_t)in->errlen, "%s", msg);
}

Var *in_tv(In *in, Var *v, int t) {
  if (!v->copy[t]) {
    if (v->nonuniform) {
      for (int i = 0; i < 2; i++) {
        char name[256];
        snprintf(name, sizeof name, "%s$%d", v->name, i + 1);
        v->copy[i] = var_new(in->o, name, v->type, v->kind);
      }
    } else {
      v->copy[0] = v->copy[1] = var_new(in->o, v->name, v->type, v->kind);
    }
  }
  return v->copy[t];
}

typedef struct {
  In *in;
  int t;
} DualCtx;

static Expr *dual_arg(void *ctx, Expr *arg) {
  DualCtx *d = ctx;
  return in_dual(d->in, arg, d->t);
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
    ArrState *s = &in->as[e->array->id];
    Var *log = s->log[e->lit ? ACC_WRITE : ACC_READ];
    return log ? e_var(in->a, log) : e_bool(in->a, false);
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
    return in_read_value(in, in->group_view ? s->view : s->map[t],
                         in_dual(in, e->args[0], t), (int)e->lit);
  }
  default: {
    DualCtx ctx = {in, t};
    return e_map_args(in->a, e, dual_arg, &ctx);
  }
  }
}

/* Assertions about the access logs (__read, __write_offset_bytes, ...)
 * speak of thread 1, which keeps the logs. */
bool in_uses_logs(const Expr *e) {
  if (e->kind == E_LOG || e->kind == E_LOG_OFFSET)
    return true;
  if (e->kind == E_VAR)
    return e->var->from_logs;
  for (int i = 0; i < e->nargs; i++)
    if (in_uses_logs(e->args[i]))
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
  vec_push(&in->out->checks, c);
  return in->out->checks.len - 1;
}

void in_emit_assert(In *in, Expr *e, int check) {
  if (e_is_true(e))
    return;
  in_emit(in, s_assert(in->a, e, check));
}
