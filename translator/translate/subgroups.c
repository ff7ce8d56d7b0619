/* subgroups: OpenCL's sub-groups (cl_khr_subgroups, OpenCL 2.x) for two
 * threads: the ids and sizes, sub_group_barrier, and the sub-group
 * functions all, any, broadcast, reduce and scan (values; no memory).
 *
 * How many work-items a sub-group has and which ones form it are the
 * implementation's choice, so the model knows no more than the
 * specification says: a thread's sub-group id, local id and size are
 * unknown constants of the thread, its group's number of sub-groups one
 * of the group, the maximum size one of the launch, related by the axioms
 * of instrument/launch.c. Two threads share a sub-group exactly when they
 * share a group and a sub-group id.
 *
 * Every work-item of a sub-group must reach a sub-group function, as it
 * must reach sub_group_barrier: each call is also a barrier of the
 * sub-group that orders no memory, so that reaching it apart is reported
 * as barrier divergence. Where it is not, the two threads' runs of a call
 * are one instance, and results that the specification makes the same
 * for the sub-group are the same for both. */
#include "translate_int.h"

/* The sub-group builtins, made on the first use of one. */
static Builtins *sub_group_ids(Tr *t) {
  Builtins *b = &t->k->b;
  if (b->sub_group_id)
    return b;
  struct {
    Var **v;
    const char *name;
    bool nonuniform;
  } ids[] = {
      {&b->sub_group_id, "sub_group_id", true},
      {&b->sub_group_local_id, "sub_group_local_id", true},
      {&b->sub_group_size, "sub_group_size", true},
      {&b->num_sub_groups, "num_sub_groups", true},
      {&b->max_sub_group_size, "max_sub_group_size", false},
  };
  for (size_t i = 0; i < sizeof ids / sizeof *ids; i++) {
    Var *v = var_new(t->p, ids[i].name, ty_bv(t->a, 32), VAR_CONST);
    kernel_var_facts(t->k, v)->nonuniform = ids[i].nonuniform;
    *ids[i].v = v;
  }
  return b;
}

/* The caller's sub-group local id, and whether the two threads share a
 * sub-group. */
static Lanes sub_group_lanes(Tr *t) {
  Builtins *b = sub_group_ids(t);
  Expr *id = e_var(t->a, b->sub_group_id);
  Lanes l = {.lane = e_var(t->a, b->sub_group_local_id),
             .same = e_and(t->a, e_new(t->a, E_SAME_GROUP, ty_bool(t->a), 0),
                           e_eq(t->a, id, tr_other(t, id)))};
  return l;
}

/* A barrier of the caller's sub-group with the given fence bits. */
static void sub_group_barrier_of(Tr *t, const Lanes *l, int fence, Expr *flags) {
  KStmt *s = tr_emit_barrier(t);
  if (!s)
    return;
  s->fence = fence;
  s->e = flags;
  s->scope = SCOPE_SUB_GROUP;
  s->lanes = l->same;
}

/* sub_group_barrier(flags [, scope]): flags as barrier()'s. A scope of
 * memory_scope_work_item (0), or one known only at run time, makes no
 * access visible to another work-item: the barrier then orders none. */
static void sub_group_barrier(Tr *t, LLVMValueRef call) {
  LLVMValueRef flags = LLVMGetOperand(call, 0);
  Expr *e = LLVMIsAConstantInt(flags) ? NULL : tr_arg_expr(t, call, 0);
  if (t->failed)
    return;
  int fence = e ? 3 : (int)(LLVMConstIntGetZExtValue(flags) & 3);
  if (LLVMGetNumArgOperands(call) > 1) {
    LLVMValueRef scope = LLVMGetOperand(call, 1);
    if (!LLVMIsAConstantInt(scope) || LLVMConstIntGetZExtValue(scope) == 0)
      fence = 0, e = NULL;
  }
  Lanes l = sub_group_lanes(t);
  sub_group_barrier_of(t, &l, fence, e);
}

static Expr *is_zero(Tr *t, Expr *x) { return e_eq(t->a, x, e_bv(t->a, 0, x->type->width)); }

static void assume(Tr *t, Expr *e) { tr_emit(t, K_ASSUME)->e = e; }

/* sub_group_all(p), sub_group_any(p): not 0 or 0, as the predicates of the
 * caller and of a partner decide it (any other work-item's is unknown). */
static Expr *vote(Tr *t, const Lanes *l, LLVMValueRef call, bool all) {
  Expr *pred = tr_arg_expr(t, call, 0);
  if (!pred)
    return NULL;
  Expr *r = tr_lanes_result(t, l, NULL, ty_bv(t->a, 32));
  Expr *p = e_not(t->a, is_zero(t, pred)), *q = tr_other(t, p);
  Expr *with = tr_lanes_partner(t, l, NULL);
  Expr *decides = all ? e_not(t->a, p) : p, *decides_other = all ? e_not(t->a, q) : q;
  Expr *result = all ? is_zero(t, r) : e_not(t->a, is_zero(t, r));
  assume(t, e_implies(t->a, decides, result));
  assume(t, e_implies(t->a, e_and(t->a, with, decides_other), result));
  return r;
}

/* sub_group_broadcast(x, id): the x of the work-item whose sub-group
 * local id is id; the caller's or a partner's is known. An id that is
 * not the same for the sub-group, or names no work-item, is undefined:
 * nothing is assumed then, so that no assumption contradicts another. */
static Expr *broadcast(Tr *t, const Lanes *l, LLVMValueRef call, BType *ty) {
  Expr *x = tr_arg_expr(t, call, 0);
  Expr *id = x ? tr_arg_expr(t, call, 1) : NULL;
  if (!id)
    return NULL;
  if (x->type->kind != TY_BV || x->type->width != ty->width) {
    tr_fail(t, "unsupported construct: sub_group_broadcast of a value of this type");
    return NULL;
  }
  id = tr_materialize(t, id);
  Expr *r = tr_havoc_value(t, ty);
  Expr *with = tr_lanes_partner(t, l, NULL);
  assume(t, e_implies(t->a, e_eq(t->a, id, l->lane), e_eq(t->a, r, x)));
  assume(t, e_implies(t->a, e_and(t->a, with, e_eq(t->a, id, tr_other(t, l->lane))),
                      e_eq(t->a, r, tr_other(t, x))));
  assume(t, e_implies(t->a, e_and(t->a, with, e_eq(t->a, id, tr_other(t, id))),
                      e_eq(t->a, r, tr_other(t, r))));
  return r;
}

/* A sub-group function with a result: the call meets the sub-group, then
 * its value. */
static Expr *sub_group_function(Tr *t, const Call *c, BType *ty) {
  Lanes l = sub_group_lanes(t);
  sub_group_barrier_of(t, &l, 0, NULL);
  if (t->failed)
    return NULL;
  const char *name = c->name + strlen("sub_group_");
  if (!strcmp(name, "all") || !strcmp(name, "any"))
    return vote(t, &l, c->call, !strcmp(name, "all"));
  if (!strcmp(name, "broadcast"))
    return broadcast(t, &l, c->call, ty);
  /* reduce_OP: one value for the sub-group; scan_*_OP: one per work-item
   * (an operand is needed only for what it constrains: nothing here). */
  if (!tr_arg_expr(t, c->call, 0))
    return NULL;
  if (!strncmp(name, "reduce_", 7))
    return tr_lanes_result(t, &l, NULL, ty);
  return tr_havoc_value(t, ty);
}

/* The sub-group functions of OpenCL 2.0 (and cl_khr_subgroups) that the
 * model knows; others (the extended sub-group extensions: shuffles,
 * ballots, clustered and non-uniform forms, ...) are refused by name. */
static bool modelled(const char *name) {
  static const char *const fns[] = {
      "sub_group_all", "sub_group_any", "sub_group_broadcast", "sub_group_reduce_add",
      "sub_group_reduce_min", "sub_group_reduce_max", "sub_group_scan_exclusive_add",
      "sub_group_scan_exclusive_min", "sub_group_scan_exclusive_max",
      "sub_group_scan_inclusive_add", "sub_group_scan_inclusive_min",
      "sub_group_scan_inclusive_max", NULL};
  for (int i = 0; fns[i]; i++)
    if (!strcmp(name, fns[i]))
      return true;
  return false;
}

/* get_sub_group_size() and the like: the builtin it reads, or NULL. */
static Expr *sub_group_id_function(Tr *t, const char *name) {
  static const char *const fns[] = {"get_sub_group_id", "get_sub_group_local_id",
                                    "get_sub_group_size", "get_num_sub_groups",
                                    "get_enqueued_num_sub_groups", "get_max_sub_group_size",
                                    NULL};
  int which = -1;
  for (int i = 0; fns[i]; i++)
    if (!strcmp(name, fns[i]))
      which = i;
  if (which < 0)
    return NULL;
  Builtins *b = sub_group_ids(t);
  /* A launch's groups all have the enqueued size: as many sub-groups. */
  Var *vars[] = {b->sub_group_id,   b->sub_group_local_id, b->sub_group_size,
                 b->num_sub_groups, b->num_sub_groups,     b->max_sub_group_size};
  return e_var(t->a, vars[which]);
}

bool tr_call_sub_group(Tr *t, const Call *c, Expr **out) {
  if (t->k->is_cuda || tr_declared_by_user(t, c->raw))
    return false;
  const char *name = c->name;
  if ((*out = sub_group_id_function(t, name)))
    return true;
  if (!strcmp(name, "sub_group_barrier")) {
    sub_group_barrier(t, c->call);
    return true;
  }
  if (strncmp(name, "sub_group_", 10))
    return false;
  BType *ty = tr_type_of(t, LLVMTypeOf(c->call));
  if (!modelled(name) || !ty || ty->kind != TY_BV) {
    tr_fail(t, "unsupported construct: sub-group function '%s'%s", name,
            modelled(name) ? " on a vector or of a type not modelled" : " (not modelled)");
    return true;
  }
  *out = sub_group_function(t, c, ty);
  return true;
}
