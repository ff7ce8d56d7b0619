/* statements: one kernel statement under its block's predicates, by kind to its handler. */
#include "instrument_int.h"

/* lhs := e, per thread when lhs is non-uniform. A variable defined in
 * several blocks keeps its value for a thread that is not enabled. */
static void emit_assign(In *in, KBlock *b, KStmt *s, Expr *P[2]) {
  if (ptrmap_get(&in->concrete, s->lhs))
    return; /* a literal wherever it is used */
  VarFacts f = kernel_var_facts_of(in->k, s->lhs);
  int nt = f.nonuniform ? 2 : 1;
  Expr *rhs[2];
  bool logs = in_uses_logs(in, s->e);
  in_var(in, s->lhs)->from_logs |= logs;
  for (int t = 0; t < nt; t++) {
    rhs[t] = in_dual(in, s->e, t);
    if (f.multi_def)
      rhs[t] = e_ite(in->a, P[t], rhs[t], e_var(in->a, in_tv(in, s->lhs, t)));
  }
  for (int t = 0; t < nt; t++)
    in_emit(in, s_assign(in->a, in_tv(in, s->lhs, t), rhs[t]));
}

/* havoc lhs, per thread when lhs is non-uniform. */
static void emit_havoc(In *in, KBlock *b, KStmt *s, Expr *P[2]) {
  int nt = kernel_var_facts_of(in->k, s->lhs).nonuniform ? 2 : 1;
  for (int t = 0; t < nt; t++)
    in_emit(in, s_havoc(in->a, in_tv(in, s->lhs, t)));
}

/* An annotation's assertion (__assert, a call's __requires, ...): a check
 * per thread, or one for assertions about the logs and group uniformity. */
static void emit_assertion(In *in, KBlock *b, KStmt *s, Expr *P[2]) {
  /* A group-uniformity check is global and symmetric: once is enough. */
  int threads = in_uses_logs(in, s->e) || s->akind == A_GROUP_UNIFORM ? 1 : 2;
  for (int t = 0; t < threads; t++) {
    static const CheckKind kinds[] = {[A_ASSERT] = CHECK_ASSERT,
                                      [A_REQUIRES_CALL] = CHECK_REQUIRES_CALL,
                                      [A_ENSURES] = CHECK_ENSURES,
                                      [A_UNREACHABLE] = CHECK_UNREACHABLE,
                                      [A_NULL] = CHECK_NULL,
                                      [A_GROUP_UNIFORM] = CHECK_GROUP_UNIFORM};
    int id = in_add_check(in, kinds[s->akind], t + 1, s->loc);
    ((Check *)in->out->checks.items[id])->call = s->call;
    /* A global assertion binds every thread once any thread is here. */
    Expr *guard = s->global ? e_or(in->a, P[0], P[1]) : P[t];
    in_emit_assert(in, e_implies(in->a, guard, in_dual(in, s->e, t)), id);
  }
}

/* assume e, for each thread where it is enabled. */
static void emit_assume(In *in, KBlock *b, KStmt *s, Expr *P[2]) {
  for (int t = 0; t < 2; t++)
    in_emit(in, s_assume(in->a, e_implies(in->a, P[t], in_dual(in, s->e, t))));
}

/* One handler per KStmtKind: every kind has one. */
static InStmtFn *const handlers[] = {
    [K_ASSIGN] = emit_assign,    [K_HAVOC] = emit_havoc,       [K_READ] = in_emit_read,
    [K_WRITE] = in_emit_write,   [K_ATOMIC] = in_emit_atomic,  [K_BARRIER] = in_emit_barrier,
    [K_ASSERT] = emit_assertion, [K_ASSUME] = emit_assume,     [K_WAIT] = in_emit_wait,
};

void in_emit_kstmt(In *in, KBlock *b, KStmt *s) {
  Expr *P[2] = {in->pred[0][b->id], in->pred[1][b->id]};
  in->enabled[0] = P[0];
  in->enabled[1] = P[1];
  for (int t = 0; t < 2 && s->guard; t++)
    P[t] = e_and(in->a, P[t], in_dual(in, s->guard, t));
  handlers[s->kind](in, b, s, P);
}
