/* launch: sizes, ids, two distinct threads, same group, warp and
 * sub-group as axioms; pinned parameters. */
#include "instrument_int.h"

void in_axiom(In *in, Expr *e) { vec_push(&in->o->axioms, e); }

static Expr *bvc(In *in, uint64_t v) { return e_bv(in->a, v, 32); }

/* Thread t's warp of `size` threads within its group: its linear local id
 * over the size. */
static Expr *warp_of(In *in, int t, int size) {
  Builtins *b = &in->k->b;
  Expr *lin = bvc(in, 0), *stride = bvc(in, 1);
  for (int d = 0; d < 3; d++) {
    Expr *id = e_var(in->a, in_tv(in, b->local_id[d], t));
    lin = bv_op(in->o, BV_ADD, lin, bv_op(in->o, BV_MUL, id, stride));
    stride = bv_op(in->o, BV_MUL, stride, e_var(in->a, in_tv(in, b->group_size[d], 0)));
  }
  return bv_op(in->o, BV_UDIV, lin, bvc(in, (uint64_t)size));
}

/* OpenCL's sub-groups (translate/subgroups.c): what the specification
 * says of the ids, and nothing of which work-items form a sub-group or
 * how many there are. A thread's local id in its sub-group is below the
 * sub-group's size, which is at least 1 and at most the launch's maximum;
 * its sub-group id is below its group's number of sub-groups. Threads of
 * one group share a sub-group exactly when their sub-group ids are equal:
 * they then have the sub-group's size and distinct local ids in it.
 * Returns that condition. */
static Expr *sub_group_axioms(In *in, Expr *same) {
  Builtins *b = &in->k->b;
  Expr *max = e_var(in->a, in_tv(in, b->max_sub_group_size, 0)), *one = bvc(in, 1);
  Expr *v[4][2];
  Var *vars[4] = {b->sub_group_id, b->sub_group_local_id, b->sub_group_size,
                  b->num_sub_groups};
  for (int t = 0; t < 2; t++) {
    for (int i = 0; i < 4; i++)
      v[i][t] = e_var(in->a, in_tv(in, vars[i], t));
    in_axiom(in, bv_op(in->o, BV_ULT, v[0][t], v[3][t]));
    in_axiom(in, bv_op(in->o, BV_ULT, v[1][t], v[2][t]));
    in_axiom(in, bv_op(in->o, BV_UGE, v[2][t], one));
    in_axiom(in, bv_op(in->o, BV_ULE, v[2][t], max));
  }
  in_axiom(in, e_implies(in->a, same, e_eq(in->a, v[3][0], v[3][1])));
  /* A sub-group has at least one work-item: with a group size given,
   * there are no more sub-groups than work-items, none larger. */
  uint64_t threads = 1;
  for (int d = 0; d < 3 && threads >> 32 == 0; d++) {
    Expr *lit = ptrmap_get(&in->concrete, b->group_size[d]);
    threads = lit ? threads * lit->lit : UINT64_MAX;
  }
  if (threads >> 32 == 0) {
    in_axiom(in, bv_op(in->o, BV_ULE, max, bvc(in, threads)));
    in_axiom(in, bv_op(in->o, BV_ULE, v[3][0], bvc(in, threads)));
  }
  Expr *mates = e_and(in->a, same, e_eq(in->a, v[0][0], v[0][1]));
  in_axiom(in, e_implies(in->a, mates,
                         e_and(in->a, e_eq(in->a, v[2][0], v[2][1]),
                               e_bin(in->a, E_NE, v[1][0], v[1][1]))));
  return mates;
}

/* A scalar parameter that an assumption of the entry block (a __requires,
 * --kernel-args) pins to a literal is that literal everywhere: the entry
 * block runs unconditionally, and a prover divides by a literal far more
 * easily than by a variable. */
static void pin_parameter(In *in, PtrMap *defs, Expr *e) {
  Expr *def = e->kind == E_VAR ? ptrmap_get(defs, e->var) : NULL;
  if (def) {
    pin_parameter(in, defs, def);
    return;
  }
  if (e->kind == E_AND) {
    pin_parameter(in, defs, e->args[0]);
    pin_parameter(in, defs, e->args[1]);
    return;
  }
  if (e->kind != E_EQ)
    return;
  for (int i = 0; i < 2; i++) {
    Expr *x = e->args[i], *lit = e->args[1 - i];
    if (x->kind != E_VAR || lit->kind != E_BV ||
        kernel_var_facts_of(in->k, x->var).nonuniform ||
        ptrmap_get(&in->concrete, x->var))
      continue;
    for (int j = 0; j < in->k->params.len; j++)
      if (in->k->params.items[j] == x->var) {
        ptrmap_put(&in->concrete, x->var, lit);
        /* Still declared and equal to it, for the witness in reports. */
        in_axiom(in, e_eq(in->a, e_var(in->a, in_tv(in, x->var, 0)), lit));
      }
  }
}

/* e's value when it is an operation on literals and concrete variables;
 * NULL otherwise. */
static Expr *literal_value(void *ctx, Expr *e) {
  In *in = ctx;
  if (e->kind == E_BV || e->kind == E_BOOL)
    return e;
  if (e->kind == E_VAR)
    return ptrmap_get(&in->concrete, e->var);
  if (e->kind != E_FN || e->op == BV_NONE)
    return NULL;
  Expr *c = e_map_args(in->a, e, literal_value, in);
  Expr *r = c ? bv_fold(in->o, c) : NULL;
  return r && (r->kind == E_BV || r->kind == E_BOOL) ? r : NULL;
}

/* A variable assigned once, a value computed from literals (a pinned
 * parameter's widening, a size's product), is that literal everywhere:
 * else it is an equation that Z3, solving incrementally, does not
 * substitute, and a product by it is bit-blasted as a product of two
 * unknowns (a PolyBench kernel's Houdini run took 3.4 times as long). The
 * definitions are read in block order until nothing changes, since a loop
 * may put a use's definition in a later block. */
static void propagate_literals(In *in) {
  for (bool changed = true; changed;) {
    changed = false;
    for (int b = 0; b < in->k->blocks.len; b++) {
      KBlock *blk = in->k->blocks.items[b];
      for (int i = 0; i < blk->stmts.len; i++) {
        KStmt *s = blk->stmts.items[i];
        if (s->kind != K_ASSIGN || kernel_var_facts_of(in->k, s->lhs).multi_def ||
            ptrmap_get(&in->concrete, s->lhs))
          continue;
        Expr *lit = literal_value(in, s->e);
        if (lit) {
          ptrmap_put(&in->concrete, s->lhs, lit);
          changed = true;
        }
      }
    }
  }
}

void in_pin_parameters(In *in) {
  KBlock *entry = in->k->blocks.items[0];
  PtrMap defs = {0}; /* the entry block's temporaries: Var* -> Expr* */
  for (int i = 0; i < entry->stmts.len; i++) {
    KStmt *s = entry->stmts.items[i];
    if (s->kind == K_ASSIGN && !kernel_var_facts_of(in->k, s->lhs).multi_def)
      ptrmap_put(&defs, s->lhs, s->e);
    if (s->kind == K_ASSUME)
      pin_parameter(in, &defs, s->e);
  }
  ptrmap_free(&defs);
  propagate_literals(in);
}

/* Distinct threads have distinct global ids in a dimension whose sizes
 * are symbolic: group * size + local is injective while the ids fit in 32
 * bits (an axiom) and local < size. Implied by the other axioms, so a
 * lemma, not an assumption; stated because a prover reaches it only
 * through multiplication by a symbolic size, which it bit-blasts and
 * does not finish (c[i] = a[i] + b[i] ran over 120 s). It is stated over
 * the terms the translation makes of a global id, in each operand order. */
static void injective_global_ids(In *in, Expr *ids[2][2], Expr *size) {
  Expr *same = e_and(in->a, e_eq(in->a, ids[0][0], ids[1][0]), e_eq(in->a, ids[0][1], ids[1][1]));
  for (int order = 0; order < 4; order++) {
    Expr *gid[2];
    for (int t = 0; t < 2; t++) {
      Expr *local = ids[t][0], *group = ids[t][1];
      Expr *base = order & 1 ? bv_op(in->o, BV_MUL, size, group)
                             : bv_op(in->o, BV_MUL, group, size);
      gid[t] = order & 2 ? bv_op(in->o, BV_ADD, local, base) : bv_op(in->o, BV_ADD, base, local);
    }
    in_axiom(in, e_bin(in->a, E_IMPLIES, e_eq(in->a, gid[0], gid[1]), same));
  }
}

/* CUDA's launch limits (every compute capability from 3.0 on): a launch
 * past them fails and runs no thread, so a size given as * is within them,
 * which the verdict says (assumptions.c). Sizes the user gives are taken
 * as given. OpenCL's limits are the device's, and are not assumed. */
enum { CUDA_MAX_BLOCK_THREADS = 1024 };
static const uint32_t cuda_max_block_dim[3] = {1024, 1024, 64};
static const uint32_t cuda_max_grid_dim[3] = {2147483647, 65535, 65535};

/* Bounds each size given as * by CUDA's limits: per dimension, and the
 * threads of a block together (where the given dimensions allow it, so
 * that the axioms stay consistent). */
static void cuda_launch_limits(In *in) {
  const LaunchSize *sizes[2] = {&in->cfg->launch.group_size, &in->cfg->launch.num_groups};
  const uint32_t *limits[2] = {cuda_max_block_dim, cuda_max_grid_dim};
  Builtins *b = &in->k->b;
  Var **vars[2] = {b->group_size, b->num_groups};
  bool block_any = false;
  uint64_t block_given = 1;
  Expr *threads = bvc(in, 1);
  for (int i = 0; i < 2; i++)
    for (int d = 0; d < 3; d++) {
      const Dim *dim = d < sizes[i]->ndims ? &sizes[i]->d[d] : NULL;
      Expr *v = e_var(in->a, in_tv(in, vars[i][d], 0));
      if (i == 0)
        threads = bv_op(in->o, BV_MUL, threads, v);
      if (dim && dim->any) {
        block_any |= i == 0;
        in_axiom(in, bv_op(in->o, BV_ULE, v, bvc(in, limits[i][d])));
      } else if (i == 0) {
        block_given *= dim ? dim->value : 1;
      }
    }
  /* Each factor is at most 1024, so the product does not wrap. */
  if (block_any && block_given <= CUDA_MAX_BLOCK_THREADS)
    in_axiom(in, bv_op(in->o, BV_ULE, threads, bvc(in, CUDA_MAX_BLOCK_THREADS)));
}

void in_launch_axioms(In *in) {
  Builtins *b = &in->k->b;
  const InstrumentConfig *cfg = in->cfg;
  Expr *same = e_bool(in->a, true), *distinct_ids = e_bool(in->a, true);
  for (int d = 0; d < 3; d++) {
    const LaunchSize *sizes[2] = {&cfg->launch.group_size, &cfg->launch.num_groups};
    Var *vars[2] = {b->group_size[d], b->num_groups[d]};
    Expr *sz[2];
    bool any = false;
    uint64_t product = 1; /* of the given sizes */
    for (int i = 0; i < 2; i++) {
      Expr *v = e_var(in->a, in_tv(in, vars[i], 0));
      sz[i] = v;
      const Dim *dim = d < sizes[i]->ndims ? &sizes[i]->d[d] : NULL;
      if (dim && dim->any) {
        any = true;
        in_axiom(in, bv_op(in->o, BV_UGT, v, bvc(in, 0)));
      } else {
        product *= dim ? dim->value : 1;
        Expr *lit = bvc(in, dim ? dim->value : 1);
        in_axiom(in, e_eq(in->a, v, lit));
        ptrmap_put(&in->concrete, vars[i], lit);
      }
    }
    /* Global ids fit in 32 bits: assumed for a size given as *, which the
     * verdict says (assumptions.c); for given sizes, stated only where it
     * holds, so that ids that wrap on a large launch race as they do on a
     * device (where it holds it is implied, but it helps the prover). */
    Expr *threads =
        bv_op(in->o, BV_MUL, bv_zext(in->o, sz[0], 64), bv_zext(in->o, sz[1], 64));
    if (any || product >> 32 == 0)
      in_axiom(in, bv_op(in->o, BV_ULT, threads, e_bv(in->a, UINT64_C(1) << 32, 64)));
    /* A global size given with a local size given as * (OpenCL): the
     * launches verified are those of that global size. */
    const LaunchSize *gs = &cfg->launch.global_size;
    const Dim *global = d < gs->ndims ? &gs->d[d] : NULL;
    if (any && global && !global->any)
      in_axiom(in, e_eq(in->a, threads, e_bv(in->a, global->value, 64)));
    const Dim *off = d < cfg->launch.global_offset.ndims ? &cfg->launch.global_offset.d[d] : NULL;
    Expr *ov = e_var(in->a, in_tv(in, b->global_offset[d], 0));
    if (!off || !off->any) {
      Expr *lit = bvc(in, off ? off->value : 0);
      in_axiom(in, e_eq(in->a, ov, lit));
      ptrmap_put(&in->concrete, b->global_offset[d], lit);
    }
    Expr *ids[2][2];
    for (int t = 0; t < 2; t++) {
      ids[t][0] = e_var(in->a, in_tv(in, b->local_id[d], t));
      ids[t][1] = e_var(in->a, in_tv(in, b->group_id[d], t));
      in_axiom(in, bv_op(in->o, BV_ULT, ids[t][0], sz[0]));
      in_axiom(in, bv_op(in->o, BV_ULT, ids[t][1], sz[1]));
      in->out->w.local_id[t][d] = in_tv(in, b->local_id[d], t);
      in->out->w.group_id[t][d] = in_tv(in, b->group_id[d], t);
    }
    if (any)
      injective_global_ids(in, ids, sz[0]);
    same = e_and(in->a, same, e_eq(in->a, ids[0][1], ids[1][1]));
    distinct_ids = e_and(in->a, distinct_ids, e_eq(in->a, ids[0][0], ids[1][0]));
  }
  in_axiom(in, e_not(in->a, e_and(in->a, same, distinct_ids)));
  if (in->k->is_cuda)
    cuda_launch_limits(in);
  if (cfg->warp_sync && cfg->abstraction != ABSTRACTION_EQUALITY)
    in->same_warp = e_and(in->a, same, e_eq(in->a, warp_of(in, 0, in->cfg->warp_sync),
                                                 warp_of(in, 1, in->cfg->warp_sync)));
  /* The threads that warp-level operations or sub-group functions
   * combine: a hardware warp's lanes, or an OpenCL sub-group. */
  if (in->k->warp_ops)
    in->warp_mates = e_and(in->a, same, e_eq(in->a, warp_of(in, 0, WARP_SIZE),
                                             warp_of(in, 1, WARP_SIZE)));
  if (in->k->b.sub_group_id)
    in->warp_mates = sub_group_axioms(in, same);
  if (cfg->only_intra_group) {
    in_axiom(in, same);
    in->same_group = e_bool(in->a, true);
  } else {
    /* One name for the condition keeps the many checks that use it small. */
    Var *sg = var_new(in->o, "$same_group", ty_bool(in->a), VAR_CONST);
    in->same_group = e_var(in->a, sg);
    in_axiom(in, e_bin(in->a, E_IFF, in->same_group, same));
  }
}
