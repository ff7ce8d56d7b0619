#include "cfg.h"

#include <stdlib.h>
#include <string.h>

static void postorder(Kernel *k, int b, bool *seen, int *out, int *len) {
  seen[b] = true;
  KBlock *kb = k->blocks.items[b];
  for (int i = 0; i < kb->nsucc; i++)
    if (!seen[kb->succ[i]->id])
      postorder(k, kb->succ[i]->id, seen, out, len);
  out[(*len)++] = b;
}

/* Cooper, Harvey and Kennedy's iterative algorithm over an order where
 * every block comes after some predecessor. */
static int intersect(const int *idom, const int *order_of, int a, int b) {
  while (a != b) {
    while (order_of[a] > order_of[b])
      a = idom[a];
    while (order_of[b] > order_of[a])
      b = idom[b];
  }
  return a;
}

static void dominators(Cfg *c, Kernel *k) {
  int n = c->n;
  int *order_of = mem_calloc((size_t)n, sizeof(int));
  for (int i = 0; i < c->nreach; i++)
    order_of[c->rpo[i]] = i;
  for (int i = 0; i < n; i++)
    c->idom[i] = -2;
  c->idom[c->rpo[0]] = c->rpo[0];
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 1; i < c->nreach; i++) {
      int b = c->rpo[i];
      KBlock *kb = k->blocks.items[b];
      int nd = -2;
      for (int j = 0; j < kb->preds.len; j++) {
        int p = ((KBlock *)kb->preds.items[j])->id;
        if (c->idom[p] == -2)
          continue;
        nd = nd == -2 ? p : intersect(c->idom, order_of, p, nd);
      }
      if (nd != c->idom[b]) {
        c->idom[b] = nd;
        changed = true;
      }
    }
  }
  c->idom[c->rpo[0]] = -1;
  free(order_of);
}

/* Post-dominators: the same algorithm on the reversed graph with a virtual
 * exit (id n) after every returning block. */
static void postdominators(Cfg *c, Kernel *k) {
  int n = c->n;
  /* Reverse postorder of the reversed graph from the exit. */
  int *order = mem_calloc((size_t)n + 1, sizeof(int));
  bool *seen = mem_calloc((size_t)n + 1, sizeof(bool));
  int len = 0;
  /* Iterative DFS on reversed edges. */
  int *stack = mem_calloc((size_t)n + 1, sizeof(int));
  int *next = mem_calloc((size_t)n + 1, sizeof(int));
  int sp = 0;
  stack[sp++] = n;
  seen[n] = true;
  while (sp) {
    int b = stack[sp - 1];
    bool pushed = false;
    if (b == n) {
      for (; next[b] < n; next[b]++) {
        KBlock *kb = k->blocks.items[next[b]];
        if (kb->nsucc == 0 && !seen[next[b]]) {
          seen[next[b]] = true;
          stack[sp++] = next[b]++;
          pushed = true;
          break;
        }
      }
    } else {
      KBlock *kb = k->blocks.items[b];
      for (; next[b] < kb->preds.len; next[b]++) {
        int p = ((KBlock *)kb->preds.items[next[b]])->id;
        if (!seen[p]) {
          seen[p] = true;
          stack[sp++] = p;
          next[b]++;
          pushed = true;
          break;
        }
      }
    }
    if (!pushed)
      order[len++] = stack[--sp];
  }
  int *order_of = mem_calloc((size_t)n + 1, sizeof(int));
  for (int i = 0; i <= n; i++)
    order_of[i] = n + 1; /* blocks that never reach an exit come last */
  for (int i = 0; i < len; i++)
    order_of[order[len - 1 - i]] = i;
  int *ip = mem_calloc((size_t)n + 1, sizeof(int));
  for (int i = 0; i <= n; i++)
    ip[i] = -2;
  ip[n] = n;
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 1; i < len; i++) {
      int b = order[len - 1 - i];
      KBlock *kb = k->blocks.items[b];
      int nd = -2;
      if (kb->nsucc == 0)
        nd = n;
      for (int j = 0; j < kb->nsucc; j++) {
        int s = kb->succ[j]->id;
        if (ip[s] == -2)
          continue;
        nd = nd == -2 ? s : intersect(ip, order_of, s, nd);
      }
      if (nd != ip[b]) {
        ip[b] = nd;
        changed = true;
      }
    }
  }
  for (int i = 0; i < n; i++)
    c->ipdom[i] = ip[i] == -2 ? n : ip[i];
  free(ip);
  free(order_of);
  free(order);
  free(seen);
  free(stack);
  free(next);
}

bool cfg_dominates(const Cfg *c, int a, int b) {
  for (; b >= 0; b = c->idom[b])
    if (a == b)
      return true;
  return false;
}

bool cfg_postdominates(const Cfg *c, int a, int b) {
  for (; b < c->n; b = c->ipdom[b])
    if (a == b)
      return true;
  return a == c->n;
}

void cfg_control_dependents(const Cfg *c, const Kernel *k, int a,
                            void (*f)(int b, void *arg), void *arg) {
  KBlock *kb = k->blocks.items[a];
  for (int i = 0; i < kb->nsucc; i++) {
    int s = kb->succ[i]->id;
    for (int b = s; b != c->ipdom[a] && b < c->n; b = c->ipdom[b])
      f(b, arg);
  }
}

bool cfg_in_loop(const Loop *l, int block) { return l && l->body[block]; }

Loop *cfg_child_loop(Loop *l, const Loop *region) {
  for (; l; l = l->parent)
    if (l->parent == region)
      return l;
  return NULL;
}

static void find_loops(Cfg *c, Kernel *k) {
  int n = c->n;
  /* Back edges: b -> h with h dominating b. Any other edge to a block
   * earlier in reverse postorder makes the graph irreducible. */
  int *order_of = mem_calloc((size_t)n, sizeof(int));
  for (int i = 0; i < c->nreach; i++)
    order_of[c->rpo[i]] = i;
  for (int i = 0; i < c->nreach; i++) {
    int h = c->rpo[i];
    KBlock *hb = k->blocks.items[h];
    Loop *loop = NULL;
    for (int j = 0; j < hb->preds.len; j++) {
      int b = ((KBlock *)hb->preds.items[j])->id;
      if (order_of[b] < order_of[h])
        continue;
      if (!cfg_dominates(c, h, b)) {
        c->irreducible = true;
        c->irreducible_block = h;
        continue;
      }
      if (!loop) {
        loop = mem_calloc(1, sizeof(Loop));
        loop->header = h;
        loop->body = mem_calloc((size_t)n, sizeof(bool));
        loop->body[h] = true;
        vec_push(&c->loops, loop);
      }
      /* Blocks reaching b without passing h. */
      int *stack = mem_calloc((size_t)n, sizeof(int));
      int sp = 0;
      if (!loop->body[b]) {
        loop->body[b] = true;
        stack[sp++] = b;
      }
      while (sp) {
        KBlock *x = k->blocks.items[stack[--sp]];
        for (int q = 0; q < x->preds.len; q++) {
          int p = ((KBlock *)x->preds.items[q])->id;
          if (!loop->body[p]) {
            loop->body[p] = true;
            stack[sp++] = p;
          }
        }
      }
      free(stack);
    }
  }
  free(order_of);
  /* Nesting: loops were found outer first (headers in reverse postorder),
   * so the parent is the last earlier loop containing the header. */
  for (int i = 0; i < c->loops.len; i++) {
    Loop *l = c->loops.items[i];
    for (int j = i - 1; j >= 0; j--) {
      Loop *o = c->loops.items[j];
      if (o->body[l->header]) {
        l->parent = o;
        break;
      }
    }
    l->depth = l->parent ? l->parent->depth + 1 : 1;
    for (int b = 0; b < n; b++)
      if (l->body[b] && (!c->innermost[b] || c->innermost[b]->depth < l->depth))
        c->innermost[b] = l;
  }
}

void cfg_build(Kernel *k, Cfg *c) {
  memset(c, 0, sizeof *c);
  int n = c->n = k->blocks.len;
  for (int i = 0; i < n; i++)
    vec_free(&((KBlock *)k->blocks.items[i])->preds);
  for (int i = 0; i < n; i++) {
    KBlock *b = k->blocks.items[i];
    for (int j = 0; j < b->nsucc; j++)
      vec_push(&b->succ[j]->preds, b);
  }
  bool *seen = mem_calloc((size_t)n, sizeof(bool));
  int *post = mem_calloc((size_t)n, sizeof(int));
  int len = 0;
  postorder(k, 0, seen, post, &len);
  /* Unreachable blocks (left by switch lowering) are dropped from the
   * order; they never execute. */
  c->rpo = mem_calloc((size_t)n, sizeof(int));
  for (int i = 0; i < len; i++)
    c->rpo[i] = post[len - 1 - i];
  for (int i = 0; i < n; i++)
    if (!seen[i]) {
      KBlock *b = k->blocks.items[i];
      for (int j = 0; j < b->nsucc; j++) {
        Vec *pr = &b->succ[j]->preds;
        for (int q = 0; q < pr->len; q++)
          if (pr->items[q] == b)
            pr->items[q--] = pr->items[--pr->len];
      }
    }
  c->nreach = len;
  c->idom = mem_calloc((size_t)n, sizeof(int));
  c->ipdom = mem_calloc((size_t)n, sizeof(int));
  c->innermost = mem_calloc((size_t)n, sizeof(Loop *));
  dominators(c, k);
  for (int i = 0; i < n; i++)
    if (!seen[i])
      c->idom[i] = -1;
  postdominators(c, k);
  find_loops(c, k);
  free(seen);
  free(post);
}

void cfg_free(Cfg *c) {
  for (int i = 0; i < c->loops.len; i++) {
    Loop *l = c->loops.items[i];
    free(l->body);
    free(l);
  }
  vec_free(&c->loops);
  free(c->rpo);
  free(c->idom);
  free(c->ipdom);
  free(c->innermost);
}
