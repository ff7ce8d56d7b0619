/* intervals: the barrier-free stretches each access site may run in. */
#include "intervals.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"

enum { WORD_BITS = 64 };

static void set_bit(uint64_t *set, int i) {
  set[i / WORD_BITS] |= UINT64_C(1) << (i % WORD_BITS);
}

/* Whether to |= from changed it. */
static bool join(uint64_t *to, const uint64_t *from, int words) {
  bool changed = false;
  for (int w = 0; w < words; w++) {
    changed |= (from[w] & ~to[w]) != 0;
    to[w] |= from[w];
  }
  return changed;
}

/* The last barrier of b that cuts, as a start index (0 is the entry;
 * barriers are numbered in block and statement order); -1 none. */
static int last_cut(const KBlock *b, const int *first, IntervalCut cut, const void *arg) {
  int last = -1;
  for (int i = 0, n = 0; i < b->stmts.len; i++) {
    const KStmt *s = b->stmts.items[i];
    if (s->kind == K_BARRIER && cut(s, arg))
      last = first[b->id] + n++;
  }
  return last;
}

void intervals_build(Intervals *iv, const Kernel *k, const Cfg *c, IntervalCut cut,
                     const void *arg) {
  int nb = k->blocks.len;
  /* Start 0 is the entry; each cutting barrier is one more. */
  int *first = mem_calloc((size_t)nb + 1, sizeof *first);
  int nstarts = 1;
  for (int b = 0; b < nb; b++) {
    const KBlock *kb = k->blocks.items[b];
    first[b] = nstarts;
    for (int i = 0; i < kb->stmts.len; i++) {
      const KStmt *s = kb->stmts.items[i];
      nstarts += s->kind == K_BARRIER && cut(s, arg);
    }
  }
  int words = (nstarts + WORD_BITS - 1) / WORD_BITS;
  uint64_t *in = mem_calloc((size_t)nb * (size_t)words + 1, sizeof *in);
  uint64_t *out = mem_calloc((size_t)nb * (size_t)words + 1, sizeof *out);
  int *cut_at = mem_calloc((size_t)nb + 1, sizeof *cut_at);
  for (int b = 0; b < nb; b++)
    cut_at[b] = last_cut(k->blocks.items[b], first, cut, arg);
  if (c->nreach > 0)
    set_bit(&in[(size_t)c->rpo[0] * (size_t)words], 0);
  /* Reverse postorder until nothing changes: a block's stretches reach
   * its successors unless one of its barriers ends them. */
  for (bool changed = true; changed;) {
    changed = false;
    for (int r = 0; r < c->nreach; r++) {
      int b = c->rpo[r];
      const KBlock *kb = k->blocks.items[b];
      uint64_t *o = &out[(size_t)b * (size_t)words];
      if (cut_at[b] >= 0)
        set_bit(o, cut_at[b]);
      else
        join(o, &in[(size_t)b * (size_t)words], words);
      for (int s = 0; s < kb->nsucc; s++)
        changed |= join(&in[(size_t)kb->succ[s]->id * (size_t)words], o, words);
    }
  }
  iv->nsites = k->sites.len;
  iv->words = words;
  iv->starts = mem_calloc((size_t)iv->nsites * (size_t)words + 1, sizeof *iv->starts);
  iv->seen = mem_calloc((size_t)iv->nsites + 1, sizeof *iv->seen);
  uint64_t *now = mem_calloc((size_t)words, sizeof *now);
  for (int r = 0; r < c->nreach; r++) {
    const KBlock *kb = k->blocks.items[c->rpo[r]];
    memcpy(now, &in[(size_t)kb->id * (size_t)words], sizeof *now * (size_t)words);
    for (int i = 0, n = 0; i < kb->stmts.len; i++) {
      const KStmt *s = kb->stmts.items[i];
      if (s->kind == K_BARRIER && cut(s, arg)) {
        memset(now, 0, sizeof *now * (size_t)words);
        set_bit(now, first[kb->id] + n++);
      } else if (s->site >= 0 && s->site < iv->nsites) {
        iv->seen[s->site] = true;
        join(&iv->starts[(size_t)s->site * (size_t)words], now, words);
      }
    }
  }
  free(now);
  free(cut_at);
  free(out);
  free(in);
  free(first);
}

bool intervals_meet(const Intervals *iv, int a, int b) {
  if (a < 0 || b < 0 || a >= iv->nsites || b >= iv->nsites || !iv->seen[a] ||
      !iv->seen[b])
    return true;
  const uint64_t *x = &iv->starts[(size_t)a * (size_t)iv->words];
  const uint64_t *y = &iv->starts[(size_t)b * (size_t)iv->words];
  for (int w = 0; w < iv->words; w++)
    if (x[w] & y[w])
      return true;
  return false;
}

void intervals_free(Intervals *iv) {
  free(iv->starts);
  free(iv->seen);
  *iv = (Intervals){0};
}
