/* predication: per-thread block predicates from edge conditions; a region's blocks in order. */
#include "instrument_int.h"

#include <stdio.h>
#include <stdlib.h>

static bool region_contains(const Loop *r, int b) { return !r || r->body[b]; }

static Expr *edge_cond(In *in, KBlock *from, KBlock *to, int t) {
  if (from->nsucc == 1)
    return e_bool(in->a, true);
  Expr *c = in_dual(in, from->cond, t);
  return to == from->succ[0] ? c : e_not(in->a, c);
}

int in_nthreads(const KBlock *b) { return b->divergent ? 2 : 1; }

Var *in_acc_var(In *in, KBlock *b, int t) {
  if (!in->acc[t][b->id]) {
    char name[32];
    snprintf(name, sizeof name, "acc%d$%d", b->id, t + 1);
    Var *v = var_new(in->o, name, ty_bool(in->a), VAR_LOCAL);
    in->acc[t][b->id] = v;
    block_add(in->init, s_assign(in->a, v, e_bool(in->a, false)));
  }
  return in->acc[t][b->id];
}

static void set_pred(In *in, KBlock *b, Expr *p[2], bool force_var) {
  int nt = in_nthreads(b);
  for (int t = 0; t < nt; t++) {
    if (force_var || (p[t]->kind != E_VAR && p[t]->kind != E_BOOL)) {
      char name[32];
      snprintf(name, sizeof name, nt == 2 ? "p%d$%d" : "p%d", b->id, t + 1);
      Var *v = var_new(in->o, name, ty_bool(in->a), VAR_LOCAL);
      in_emit(in, s_assign(in->a, v, p[t]));
      p[t] = e_var(in->a, v);
    }
    in->pred[t][b->id] = p[t];
  }
  if (nt == 1)
    in->pred[1][b->id] = in->pred[0][b->id];
}

/* Whether b runs exactly when its immediate dominator does: then it shares
 * the dominator's predicate. */
static KBlock *same_pred_block(In *in, KBlock *b, const Loop *region) {
  int d = in->c->idom[b->id];
  if (d < 0 || in->c->innermost[d] != region)
    return NULL;
  if (!cfg_postdominates(in->c, b->id, d))
    return NULL;
  return in->k->blocks.items[d];
}

void in_compute_pred(In *in, KBlock *b, const Loop *region, bool force_var) {
  Expr *p[2];
  KBlock *d = same_pred_block(in, b, region);
  /* The accumulators are reset below: a predicate read from one must be
   * copied first. */
  for (int t = 0; t < 2; t++)
    force_var |= in->acc[t][b->id] != NULL;
  for (int t = 0; t < in_nthreads(b); t++) {
    if (d && !force_var) {
      p[t] = in->pred[t][d->id];
    } else {
      p[t] = e_bool(in->a, false);
      for (int i = 0; i < b->preds.len; i++) {
        KBlock *y = b->preds.items[i];
        if (in->c->innermost[y->id] == region)
          p[t] = e_or(in->a, p[t], e_and(in->a, in->pred[t][y->id], edge_cond(in, y, b, t)));
      }
      if (in->acc[t][b->id])
        p[t] = e_or(in->a, p[t], e_var(in->a, in->acc[t][b->id]));
    }
  }
  set_pred(in, b, p, force_var);
  for (int t = 0; t < 2; t++)
    if (in->acc[t][b->id])
      in_emit(in, s_assign(in->a, in->acc[t][b->id], e_bool(in->a, false)));
}

/* Edges leaving the region, or going back to its header, are pushed into
 * the target's accumulator; the rest are pulled when the target is
 * reached. */
static void push_edges(In *in, KBlock *b, const Loop *region) {
  for (int i = 0; i < b->nsucc; i++) {
    KBlock *s = b->succ[i];
    if (region_contains(region, s->id) && !(region && s->id == region->header))
      continue;
    for (int t = 0; t < in_nthreads(s); t++) {
      Var *acc = in_acc_var(in, s, t);
      Expr *e = e_and(in->a, in->pred[t][b->id], edge_cond(in, b, s, t));
      in_emit(in, s_assign(in->a, acc, e_or(in->a, e_var(in->a, acc), e)));
    }
  }
}

static void emit_block(In *in, KBlock *b, Loop *region, int header) {
  if (b->id != header)
    in_compute_pred(in, b, region, false);
  for (int i = 0; i < b->stmts.len && !in->failed; i++)
    in_emit_kstmt(in, b, b->stmts.items[i]);
  push_edges(in, b, region);
}

/* The region's nodes (its own blocks, and child loops by their headers)
 * in topological order, back edges to the header ignored. */
static int node_of(In *in, int b, const Loop *region) {
  Loop *l = in->c->innermost[b];
  if (l == region)
    return b;
  return cfg_child_loop(l, region)->header;
}

static void topo_visit(In *in, int node, const Loop *region, int header,
                       bool *seen, int *out, int *len) {
  seen[node] = true;
  Loop *l = in->c->innermost[node];
  bool is_child = l != region;
  for (int b = 0; b < in->k->blocks.len; b++) {
    bool member = is_child ? cfg_child_loop(l, region)->body[b] : b == node;
    if (!member)
      continue;
    KBlock *kb = in->k->blocks.items[b];
    for (int i = 0; i < kb->nsucc; i++) {
      int s = kb->succ[i]->id;
      if (!region_contains(region, s) || s == header)
        continue;
      int n = node_of(in, s, region);
      if (n != node && !seen[n])
        topo_visit(in, n, region, header, seen, out, len);
    }
    if (!is_child)
      break;
  }
  out[(*len)++] = node;
}

void in_emit_region(In *in, Loop *region, int header) {
  int n = in->k->blocks.len;
  bool *seen = mem_calloc((size_t)n, sizeof(bool));
  int *order = mem_calloc((size_t)n, sizeof(int));
  int len = 0;
  topo_visit(in, header, region, header, seen, order, &len);
  for (int i = len - 1; i >= 0 && !in->failed; i--) {
    int node = order[i];
    Loop *l = in->c->innermost[node];
    if (l == region)
      emit_block(in, in->k->blocks.items[node], region, header);
    else
      in_emit_loop(in, cfg_child_loop(l, region), region);
  }
  free(seen);
  free(order);
}

void in_emit_leaving_header(In *in, Loop *loop) {
  KBlock *h = in->k->blocks.items[loop->header];
  emit_block(in, h, loop, loop->header); /* the header keeps its predicate */
  for (int i = 0; i < h->nsucc; i++)
    for (int t = 0; t < 2 && loop->body[h->succ[i]->id]; t++) {
      Expr *stays = e_and(in->a, in->pred[t][h->id], edge_cond(in, h, h->succ[i], t));
      in_emit(in, s_assume(in->a, e_not(in->a, stays)));
    }
}
