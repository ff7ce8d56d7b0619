#include "parts.h"

#include <stdlib.h>

/* The groups of checks that are neither per array nor per loop, in the
 * order proved (the loops' parts come between the last two). */
typedef enum { GROUP_BARRIERS, GROUP_ASSERTIONS, GROUP_CANDIDATES, NGROUPS } Group;

static const char *const group_title[NGROUPS] = {
    "no barrier divergence", "the assertions", "the inferred loop invariants"};

/* The group of a check that is neither a race's nor a loop invariant's. */
static Group group_of(CheckKind kind) {
  switch (kind) {
  case CHECK_DIVERGENCE:
  case CHECK_GROUP_UNIFORM:
  case CHECK_BARRIER_INVARIANT:
  case CHECK_BARRIER_ACCESS:
    return GROUP_BARRIERS;
  default:
    return GROUP_ASSERTIONS;
  }
}

static bool is_race(CheckKind kind) { return kind == CHECK_RACE || kind == CHECK_BENIGN; }

/* The index among loops[0..n) of the loop with head `head`, or -1. */
static int loop_index(const Check *const *loops, int n, int head) {
  for (int i = 0; i < n; i++)
    if (loops[i]->head == head)
      return i;
  return -1;
}

/* The loop invariants are proved loop by loop: in one query with all of
 * them, Z3 took 25 s to 65 s on parboil's histo_final (three loops, by
 * the order of the same formulas), and 0.4 s, 1.4 s and 13 s loop by loop
 * (1.5 s, 6.4 s and 4.6 s in the other order). */
void parts_plan(const Instrumented *in, ProofParts *pp) {
  int ncheck = in->checks.len;
  Vec arrays = {0}; /* Array*, in the order their first race check comes */
  /* The first invariant check of each loop, in the order met. */
  const Check **loops = mem_calloc((size_t)ncheck + 1, sizeof *loops);
  int nloops = 0;
  bool used[NGROUPS] = {[GROUP_CANDIDATES] = in->ncandidates > 0 && !in->candidates_proved};
  for (int i = 0; i < ncheck; i++) {
    const Check *c = in->checks.items[i];
    if (c->kind == CHECK_INVARIANT) {
      if (loop_index(loops, nloops, c->head) < 0)
        loops[nloops++] = c;
      continue;
    }
    if (!is_race(c->kind)) {
      used[group_of(c->kind)] = true;
      continue;
    }
    bool seen = false;
    for (int j = 0; j < arrays.len && !seen; j++)
      seen = arrays.items[j] == c->array;
    if (!seen)
      vec_push(&arrays, c->array);
  }
  int group_part[NGROUPS];
  int n = arrays.len;
  for (int g = 0; g < GROUP_CANDIDATES; g++)
    group_part[g] = used[g] ? n++ : -1;
  int first_loop = n;
  n += nloops;
  group_part[GROUP_CANDIDATES] = used[GROUP_CANDIDATES] ? n++ : -1;
  if (n == 0)
    n = 1; /* nothing to check: one empty part */
  pp->part_of_check = mem_calloc((size_t)ncheck + 1, sizeof(int));
  pp->titles = mem_calloc((size_t)n, sizeof(char *));
  for (int j = 0; j < arrays.len; j++)
    pp->titles[j] = mem_printf("no race on %s", ((const Array *)arrays.items[j])->name);
  for (int g = 0; g < NGROUPS; g++)
    if (group_part[g] >= 0)
      pp->titles[group_part[g]] = mem_printf("%s", group_title[g]);
  for (int j = 0; j < nloops; j++)
    pp->titles[first_loop + j] =
        loops[j]->head_loc.line > 0
            ? mem_printf("the invariants of the loop at line %d", loops[j]->head_loc.line)
            : mem_printf("the loop invariants");
  if (!pp->titles[0])
    pp->titles[0] = mem_printf("the kernel");
  for (int i = 0; i < ncheck; i++) {
    const Check *c = in->checks.items[i];
    int part;
    if (c->kind == CHECK_INVARIANT)
      part = first_loop + loop_index(loops, nloops, c->head);
    else
      part = group_part[group_of(c->kind)];
    for (int j = 0; j < arrays.len && is_race(c->kind); j++)
      if (arrays.items[j] == c->array)
        part = j;
    pp->part_of_check[i] = part;
  }
  pp->bpl = (BplParts){.n = n,
                       .part_of_check = pp->part_of_check,
                       .candidate_part = group_part[GROUP_CANDIDATES] >= 0
                                             ? group_part[GROUP_CANDIDATES]
                                             : 0,
                       .titles = (const char *const *)pp->titles};
  vec_free(&arrays);
  free(loops);
}

void parts_free(ProofParts *pp) {
  for (int i = 0; i < pp->bpl.n; i++)
    free(pp->titles[i]);
  free(pp->titles);
  free(pp->part_of_check);
  *pp = (ProofParts){0};
}

void parts_settle(const ProofParts *pp, BackendResult *br) {
  for (int i = 0; i < pp->bpl.n; i++) {
    bool failed = false;
    for (int j = 0; j < br->failures.len && !failed; j++) {
      const Failure *f = br->failures.items[j];
      int part = f->check >= 0 ? pp->part_of_check[f->check] : pp->bpl.candidate_part;
      failed = part == i;
    }
    if (br->parts[i] == PART_FAILED && !failed)
      br->parts[i] = PART_VERIFIED;
  }
}

void parts_describe(const ProofParts *pp, const PartStatus *st, StrBuf *out) {
  /* Failed parts are the defects reported. */
  static const char *const heading[] = {[PART_VERIFIED] = "proved",
                                        [PART_TIMEOUT] = "timed out",
                                        [PART_NOT_REACHED] = "not reached"};
  static const PartStatus order[] = {PART_VERIFIED, PART_TIMEOUT, PART_NOT_REACHED};
  bool first_group = true;
  for (size_t k = 0; k < sizeof order / sizeof *order; k++) {
    bool first = true;
    for (int i = 0; i < pp->bpl.n; i++) {
      if (st[i] != order[k])
        continue;
      if (first)
        sb_printf(out, "%s%s: ", first_group ? "" : "; ", heading[order[k]]);
      sb_printf(out, "%s%s", first ? "" : ", ", pp->titles[i]);
      first = first_group = false;
    }
  }
}

/* What a proof that did not finish shows: for a split proof, " (proved:
 * no race on A; timed out: the loop invariants; ...)", or "" when there is
 * nothing to tell; NULL parts: inference's run. */
char *parts_unfinished(const ProofParts *parts, const BackendResult *br) {
  if (!parts) /* Houdini's run */
    return mem_printf("%s", " while inferring loop invariants");
  bool told = false;
  for (int i = 0; i < parts->bpl.n && !told; i++)
    told = br->parts[i] != PART_FAILED && br->parts[i] != PART_VERIFIED;
  if (!told || parts->bpl.n < 2)
    return mem_printf("%s", "");
  StrBuf b = {0};
  sb_puts(&b, " (");
  parts_describe(parts, br->parts, &b);
  sb_puts(&b, "; each proved part assumes that the others hold)");
  return b.s;
}
