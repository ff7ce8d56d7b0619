/* loops: loop heads with their invariants (user, function-wide, inferred), bodies and exits. */
#include "instrument_int.h"

#include <stdio.h>
#include <stdlib.h>

#include "invariants.h"
#include "loopfacts.h"
#include "uniformity.h"

/* What the invariant rules see of this instrumentation (LoopView). */
static Expr *view_dual(void *ctx, Expr *e, int t) { return in_dual(ctx, e, t); }

static Var *view_log(void *ctx, const Array *a, bool write) {
  ArrState *st = &((In *)ctx)->as[a->id];
  return st->log[write ? ACC_WRITE : ACC_READ];
}

static Var *view_watched(void *ctx, const Array *a) {
  return ((In *)ctx)->as[a->id].watched;
}

static Var *view_written(void *ctx, const Array *a) {
  return ((In *)ctx)->as[a->id].wval;
}

/* A copy of v made as the loop is entered, which the loop leaves alone. */
static Var *view_at_entry(void *ctx, Var *v) {
  In *in = ctx;
  Var *copy = in_fresh(in, "at_entry", v->type);
  block_add(in->loop_entry, s_assign(in->a, copy, e_var(in->a, v)));
  return copy;
}

/* Whether e differs between any two distinct threads of one group: two
 * threads with the same slot cover different single bytes (slots.h).
 * Slots are read modulo 2^32, so narrower values are never apart. */
static bool view_apart(void *ctx, const Expr *e) {
  SlotEnv env = in_slot_env(ctx);
  Slot s = slot_of(&env, e, -1);
  return s.valid && e->type->width >= 32 && slot_apart(&env, &s, 1, &s, 1, 1, true);
}

static Var *view_map(void *ctx, const Array *a, int t) {
  return ((In *)ctx)->as[a->id].map[t];
}

/* An array e reads whose values the model does not keep, or NULL. */
static const Array *unkept_read(const In *in, const Expr *e) {
  if (e->kind == E_MEM && !in->as[e->array->id].map[0])
    return e->array;
  for (int i = 0; i < e->nargs; i++) {
    const Array *a = unkept_read(in, e->args[i]);
    if (a)
      return a;
  }
  return NULL;
}

/* Where the loop at head h is: its first statement with a line (the
 * guard's comparison), else where the invariant s is. */
static Loc loop_loc(const KBlock *h, const KStmt *s) {
  for (int i = 0; i < h->stmts.len; i++) {
    const KStmt *t = h->stmts.items[i];
    if (t->loc.line > 0)
      return t->loc;
  }
  return s->loc;
}

/* Invariants hold for a thread that entered the loop, also after it left:
 * its counters keep the values of its last pass through the head. A
 * candidate user invariant goes to Houdini instead of being checked, like
 * the inferred ones (even with --no-infer: the user asked for it). */
static void emit_user_invariant(In *in, const KBlock *h, LoopView *v, KStmt *s, Expr *P[2]) {
  const Array *unkept = unkept_read(in, s->e);
  if (unkept) {
    char msg[300];
    snprintf(msg, sizeof msg,
             "unsupported construct: loop invariant that reads '%s', whose values are not "
             "kept (adversarial abstraction, atomics, or warps in lockstep)",
             unkept->name);
    in_fail(in, s->loc, msg);
    return;
  }
  if (s->candidate && !v)
    return; /* a hint for the loop's cut, and the loop has none */
  /* A uniform candidate is the same for both threads: proposed once. */
  bool once = in_uses_logs(in, s->e) ||
              (s->candidate && P[0] == P[1] && !expr_nonuniform(in->k, s->e));
  /* Memory it reads is the group's view where barrier invariants keep
   * one (both threads' writes), else the thread's own. */
  in->group_view = true;
  for (int t = 0; t < (once ? 1 : 2); t++) {
    Expr *e = e_implies(in->a, P[t], in_dual(in, s->e, t));
    if (s->candidate)
      invariants_propose(v, "user-invariant", e);
    else {
      int id = in_add_check(in, CHECK_INVARIANT, t + 1, s->loc);
      Check *c = in->out->checks.items[id];
      c->head = h->id;
      c->head_loc = loop_loc(h, s);
      in_emit_assert(in, e, id);
    }
  }
  in->group_view = false;
}

typedef struct {
  In *in;
  int block;
  bool missing; /* a value is not available at block */
} Avail;

static Expr *available_form(Avail *av, Expr *e);

static Expr *available_arg(void *av, Expr *arg) { return available_form(av, arg); }

/* e over values available at a block: a variable with one definition in a
 * block that dominates it stays (as do parameters, ids and constants); one
 * defined once by an assignment elsewhere (the invariant's own arithmetic,
 * written after the loops) is replaced by its definition, whose operands
 * have one definition each and so the same values at the block. */
static Expr *available_form(Avail *av, Expr *e) {
  if (e->kind == E_VAR) {
    InDef d = av->in->defs[e->var->id];
    if (d.block == -1 ||
        (d.block >= 0 && d.block != av->block && cfg_dominates(av->in->c, d.block, av->block)))
      return e;
    if (d.block >= 0 && d.stmt->kind == K_ASSIGN)
      return available_form(av, d.stmt->e);
    av->missing = true;
    return e;
  }
  if (!e->nargs)
    return e;
  return e_map_args(av->in->a, e, available_arg, av);
}

/* Per thread, the accumulators of the blocks the loop exits to: the
 * thread's ways out of it. */
static void exit_accumulators(In *in, Loop *loop, Vec exits[2]) {
  bool *seen = mem_calloc((size_t)in->k->blocks.len, sizeof(bool));
  for (int b = 0; b < in->k->blocks.len; b++) {
    if (!loop->body[b])
      continue;
    KBlock *kb = in->k->blocks.items[b];
    for (int i = 0; i < kb->nsucc; i++) {
      KBlock *s = kb->succ[i];
      if (loop->body[s->id] || seen[s->id])
        continue;
      seen[s->id] = true;
      for (int t = 0; t < in_nthreads(s); t++)
        vec_push(&exits[t], in_acc_var(in, s, t));
    }
  }
  free(seen);
}

/* The function-wide invariants at head h: v is the loop's view, or NULL
 * at the head of a loop that runs at most once (no cut, so candidates,
 * hints for a cut, are left out and the others are checked as asserts). */
static void emit_function_wide(In *in, KBlock *h, LoopView *v) {
  for (int i = 0; i < in->k->function_wide.len && !in->failed; i++) {
    KStmt *s = in->k->function_wide.items[i];
    Avail av = {.in = in, .block = h->id};
    KStmt at_head = *s;
    at_head.e = available_form(&av, s->e);
    if (av.missing) {
      in_fail(in, s->loc, "unsupported construct: function-wide invariant that uses a "
                          "value not available at every loop head");
      return;
    }
    /* Function-wide: it holds at every head whether or not the thread
     * runs the loop (as GPUVerify's procedure-wide invariants). */
    Expr *yes = e_bool(in->a, true), *always[2] = {yes, yes};
    emit_user_invariant(in, h, v, &at_head, always);
  }
}

/* The bounds narrowing found for the variables the loop assigns (which
 * Boogie havocs at the head), assumed there: the 32-bit operations it
 * chose are exact within them, and a state past them is no execution's
 * (a value never assigned is never read). */
static void emit_bounds(In *in, Loop *loop) {
  bool *seen = mem_calloc((size_t)in->k->prog->vars.len + 1, sizeof(bool));
  for (int b = 0; b < in->k->blocks.len; b++) {
    KBlock *kb = in->k->blocks.items[b];
    for (int i = 0; loop->body[b] && i < kb->stmts.len; i++) {
      Var *v = ((KStmt *)kb->stmts.items[i])->lhs;
      VarFacts f = v ? kernel_var_facts_of(in->k, v) : (VarFacts){0};
      if (!f.bounded || seen[v->id] || ptrmap_get(&in->concrete, v) ||
          (f.lo == INT32_MIN && f.hi == INT32_MAX))
        continue;
      seen[v->id] = true;
      int w = v->type->width;
      Expr *lo = e_bv(in->a, (uint64_t)f.lo & range_max(w, false), w);
      Expr *hi = e_bv(in->a, (uint64_t)f.hi & range_max(w, false), w);
      for (int t = 0; t < 2; t++) {
        Var *copy = in_tv(in, v, t);
        if (t && copy == in_tv(in, v, 0))
          break;
        Expr *x = e_var(in->a, copy);
        in_emit(in, s_assume(in->a, e_and(in->a, bv_op(in->o, BV_SLE, lo, x),
                                          bv_op(in->o, BV_SLE, x, hi))));
      }
    }
  }
  free(seen);
}

/* In a bounded check (--loop-unwind) a loop has no invariant at all, the
 * user's included (neither assumed nor checked): Boogie unrolls the loop
 * through its back edge and cuts off the executions past the bound. */
static void emit_invariants(In *in, KBlock *h, Loop *loop, Expr *P[2], Vec exits[2]) {
  in->enabled[0] = in->pred[0][h->id];
  in->enabled[1] = in->pred[1][h->id];
  if (in->cfg->bounded)
    return;
  emit_bounds(in, loop);
  LoopView v = {
      .k = in->k, .cfg = in->c, .loop = loop, .o = in->o, .head = in->cur,
      .pred = {P[0], P[1]}, .active = {in->pred[0][h->id], in->pred[1][h->id]},
      .same_group = in->same_group, .warp_mates = in->warp_mates, .dual = view_dual,
      .log = view_log, .watched = view_watched, .written = view_written,
      .map = view_map, .at_entry = view_at_entry, .apart = view_apart, .ctx = in,
      .exits = {exits[0], exits[1]}, .rule_of_candidate = &in->out->candidate_rules};
  for (int i = 0; i < h->invariants.len; i++)
    emit_user_invariant(in, h, &v, h->invariants.items[i], P);
  emit_function_wide(in, h, &v);
  if (!in->failed && in->cfg->infer)
    invariants_emit(&v);
  in->out->ncandidates = in->out->candidate_rules.len;
}

/* On the path that leaves from the head no thread entered the loop, so no
 * iteration ran: every variable the loop assigns, which Boogie havocs at
 * the head, still has its value from the entry. What the code after the
 * loop needs of that is each thread's way out of it (the flags of the
 * blocks after the loop, set before it by a branch around it) and thread
 * 1's access logs; each the loop assigns is copied in the entry block and
 * assumed equal to its copy on that path. Only those: each fact is more
 * for the prover (one kernel of the corpus went from 21 s to over 60 s
 * with them). The loop's blocks are those made from its head on
 * (blocks[first..]). */
static void restore_on_exit(In *in, Vec exits[2], Block *entry, int first, Block *exit) {
  int nvars = in->o->vars.len;
  bool *wanted = mem_calloc((size_t)nvars + 1, sizeof(bool));
  for (int t = 0; t < 2; t++)
    for (int i = 0; i < exits[t].len; i++)
      wanted[((Var *)exits[t].items[i])->id] = true;
  for (int i = 0; i < in->k->arrays.len; i++)
    for (int kind = 0; kind < 3; kind++) {
      Var *log = in->as[((Array *)in->k->arrays.items[i])->id].log[kind];
      if (log && log->id < nvars)
        wanted[log->id] = true;
    }
  for (int i = first; i < in->o->blocks.len; i++) {
    Block *b = in->o->blocks.items[i];
    if (b == exit)
      continue;
    for (int j = 0; j < b->stmts.len; j++) {
      Stmt *s = b->stmts.items[j];
      if ((s->kind != S_ASSIGN && s->kind != S_HAVOC) || s->lhs->id >= nvars ||
          !wanted[s->lhs->id])
        continue;
      wanted[s->lhs->id] = false;
      Var *saved = in_fresh(in, "before_loop", s->lhs->type);
      block_add(entry, s_assign(in->a, saved, e_var(in->a, s->lhs)));
      block_add(exit, s_assume(in->a, e_eq(in->a, e_var(in->a, s->lhs), e_var(in->a, saved))));
    }
  }
  free(wanted);
}

/* The next pass through head h is for the threads that took a back edge:
 * their accumulator becomes their predicate. */
static void next_iteration(In *in, KBlock *h) {
  for (int t = 0; t < in_nthreads(h); t++) {
    Var *acc = in_acc_var(in, h, t);
    in_emit(in, s_assign(in->a, in->pred[t][h->id]->var, e_var(in->a, acc)));
    in_emit(in, s_assign(in->a, acc, e_bool(in->a, false)));
  }
}

/* Whether a barrier is in loop. */
static bool has_barrier(const In *in, const Loop *loop) {
  for (int b = 0; b < in->k->blocks.len; b++) {
    const KBlock *kb = in->k->blocks.items[b];
    for (int i = 0; loop->body[b] && i < kb->stmts.len; i++)
      if (((KStmt *)kb->stmts.items[i])->kind == K_BARRIER)
        return true;
  }
  return false;
}

/* The counter of a loop whose body no thread runs twice
 * (loopfacts_runs_once), or NULL: such a loop needs no cut. A loop with
 * the user's own invariants keeps its cut, where they are assumed and
 * checked as the user wrote them. So does one without a barrier: its cut
 * is cheap (no log emptied in it to rebuild at the head), and without it
 * the prover meets the loops inside in another form, measured both ways
 * (PolyBench's deriche/kernel24 from 12 s to over 100 s, fdtd-2d/kernel3
 * from 41 s to 25 s); with a barrier inside, the cut is what costs. */
static const Counter *runs_once(In *in, Loop *loop) {
  KBlock *h = in->k->blocks.items[loop->header];
  if (h->invariants.len || in->cfg->bounded || !has_barrier(in, loop))
    return NULL;
  LoopFacts f;
  loopfacts_build(&f, in->k, in->c, loop);
  const Counter *c = loopfacts_runs_once(&f, in->k, loop, &in->concrete);
  loopfacts_free(&f);
  return c;
}

/* A loop no thread runs twice, without a cut: the body once, then the
 * header again for the threads that took the back edge, which all leave
 * from it. Nothing is havocked, so no invariant is needed; the
 * function-wide ones are checked at both passes through the head, as at
 * a loop head. (PolyBench's gemm: 82 s with the cut, 34 s without.)
 *
 * The counter starts at its initial value for both threads, not only
 * under the entering thread's predicate: every read of it is in blocks
 * the header dominates, which a thread reaches only through this entry.
 * So the loops inside see its one value, as after `c = init; if (c < n)`,
 * and not a choice between it and whatever the variable held before. */
static void emit_once(In *in, Loop *loop, const Counter *c) {
  KBlock *h = in->k->blocks.items[loop->header];
  for (int t = 0; t < 2; t++)
    if (t == 0 || in_tv(in, c->var, 1) != in_tv(in, c->var, 0))
      in_emit(in, s_assign(in->a, in_tv(in, c->var, t), in_dual(in, c->init, t)));
  for (int pass = 0; pass < 2; pass++) {
    if (pass == 1) /* the threads that took the back edge */
      next_iteration(in, h);
    in->enabled[0] = in->pred[0][h->id];
    in->enabled[1] = in->pred[1][h->id];
    emit_function_wide(in, h, NULL);
    if (pass == 0)
      in_emit_region(in, loop, loop->header);
  }
  in_emit_leaving_header(in, loop);
}

void in_emit_loop(In *in, Loop *loop, Loop *region) {
  KBlock *h = in->k->blocks.items[loop->header];
  in_compute_pred(in, h, region, true);
  const Counter *once = runs_once(in, loop);
  if (once) {
    emit_once(in, loop, once);
    return;
  }
  Expr *entered[2];
  for (int t = 0; t < in_nthreads(h); t++) {
    /* A loop every thread reaches (top level) is entered: kept literal,
     * so that what is said of a thread that did not enter folds away. */
    if (in->pred[t][h->id]->kind == E_BOOL) {
      entered[t] = in->pred[t][h->id];
      continue;
    }
    Var *e = in_fresh(in, "entered", ty_bool(in->a));
    in_emit(in, s_assign(in->a, e, in->pred[t][h->id]));
    entered[t] = e_var(in->a, e);
  }
  if (in_nthreads(h) == 1)
    entered[1] = entered[0];
  Vec exits[2] = {{0}, {0}};
  exit_accumulators(in, loop, exits);
  int first = in->o->blocks.len; /* the loop's blocks are made from here on */
  Block *head = in_new_block(in, "loop_head");
  Block *body = in_new_block(in, "loop_body");
  Block *exit = in_new_block(in, "loop_exit");
  Block *entry = in->cur;
  in->loop_entry = entry;
  block_goto(in->cur, head);
  in->cur = head;
  emit_invariants(in, h, loop, entered, exits);
  block_goto(head, body);
  block_goto(head, exit);
  Expr *any = e_or(in->a, in->pred[0][h->id], in->pred[1][h->id]);
  in->cur = body;
  in_emit(in, s_assume(in->a, any));
  in_emit_region(in, loop, loop->header);
  /* The loop is left from here when no thread took a back edge, so the
   * last iteration's state (why each thread left) is not lost to the loop
   * head's havoc. */
  next_iteration(in, h);
  Block *again = in_new_block(in, "loop_again");
  Block *done = in_new_block(in, "loop_done");
  Block *after = in_new_block(in, "loop_after");
  block_goto(in->cur, again);
  block_goto(in->cur, done);
  block_add(again, s_assume(in->a, any));
  block_goto(again, head);
  block_add(done, s_assume(in->a, e_not(in->a, any)));
  block_goto(done, after);
  /* From the head, the loop is left only by threads that never entered
   * it: one that entered leaves at the end of its last iteration, and a
   * state after the havoc at the head has lost what that iteration
   * computed (values of the header's block used after the loop). */
  restore_on_exit(in, exits, entry, first, exit);
  vec_free(&exits[0]);
  vec_free(&exits[1]);
  Expr *none = e_not(in->a, e_or(in->a, entered[0], entered[1]));
  block_add(exit, s_assume(in->a, e_and(in->a, e_not(in->a, any), none)));
  block_goto(exit, after);
  in->cur = after;
}

/* Function-wide invariants are placed at every loop head where their
 * values are available (available_form). */
InDef *in_find_defs(const Kernel *k) {
  InDef *defs = mem_calloc((size_t)k->prog->vars.len + 1, sizeof(InDef));
  for (int i = 0; i <= k->prog->vars.len; i++)
    defs[i].block = -1;
  for (int i = 0; i < k->blocks.len; i++) {
    KBlock *b = k->blocks.items[i];
    for (int j = 0; j < b->stmts.len; j++) {
      KStmt *s = b->stmts.items[j];
      if (!s->lhs)
        continue;
      InDef *d = &defs[s->lhs->id];
      d->block = d->block == -1 ? b->id : -2;
      d->stmt = s;
    }
  }
  return defs;
}

bool in_check_invariant_placement(In *in) {
  for (int i = 0; i < in->k->blocks.len; i++) {
    KBlock *b = in->k->blocks.items[i];
    if (!b->invariants.len)
      continue;
    Loop *l = in->c->innermost[i];
    if (!l || l->header != i) {
      in_fail(in, ((KStmt *)b->invariants.items[0])->loc,
              "user-specified invariant does not appear at loop head");
      return false;
    }
  }
  return true;
}

void in_find_counters(In *in) {
  for (int i = 0; i < in->c->loops.len; i++) {
    Loop *l = in->c->loops.items[i];
    LoopFacts f;
    loopfacts_build(&f, in->k, in->c, l);
    for (int j = 0; j < f.counters.len; j++) {
      const Counter *c = f.counters.items[j];
      uint64_t trips;
      if (!loopfacts_counter_values(&f, in->k, l, c, &trips))
        continue;
      SlotCounter *sc = NEW(in->a, SlotCounter);
      *sc = (SlotCounter){c->init, c->step, trips, l};
      ptrmap_put(&in->counters, c->var, sc);
    }
    loopfacts_free(&f);
  }
  in->def_block = mem_calloc((size_t)in->k->prog->vars.len + 1, sizeof(int));
  for (int i = 0; i < in->k->prog->vars.len; i++)
    in->def_block[i] = in->defs[i].block >= 0 ? in->defs[i].block : -1;
}
