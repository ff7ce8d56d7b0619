/* outcome: the typed results of a run, and the table of defect kinds that
 * JSON and SARIF share. */
#include "outcome.h"

#include <stdlib.h>
#include <string.h>

static const char *const verdict_names[] = {"verified", "defect", "unproven", "error",
                                            "timeout", "not-checked", "bounded"};

const char *outcome_verdict_name(Verdict v) { return verdict_names[v]; }

static const DefectRule rules[DEFECT_NKINDS] = {
    {"data-race/read-write", "A thread reads an element that another thread writes, "
                             "with no barrier between them."},
    {"data-race/write-read", "A thread writes an element that another thread reads, "
                             "with no barrier between them."},
    {"data-race/write-write", "Two threads write one element with no barrier between them."},
    {"data-race/atomic-read", "A thread updates an element atomically that another thread "
                              "reads non-atomically."},
    {"data-race/atomic-write", "A thread updates an element atomically that another thread "
                               "writes non-atomically."},
    {"data-race/read-atomic", "A thread reads an element non-atomically that another thread "
                              "updates atomically."},
    {"data-race/write-atomic", "A thread writes an element non-atomically that another "
                               "thread updates atomically."},
    {"data-race/atomic-atomic", "Two threads of different groups update an element with "
                                "atomics of which one is of group scope (atomic only "
                                "within its group)."},
    {"barrier-divergence", "A barrier may be reached by some threads of a group and not "
                           "by others."},
    {"assertion", "An assertion (__assert) might not hold."},
    {"invariant/entry", "A loop invariant might not hold when the loop is entered."},
    {"invariant/maintained", "A loop invariant might not be maintained by the loop."},
    {"postcondition", "A postcondition (__ensures) might not hold on every return path."},
    {"precondition", "A precondition (__requires) of a called function might not hold."},
    {"null-pointer", "A null pointer may be accessed."},
    {"array-bounds", "An access may fall outside its array (--check-array-bounds)."},
    {"undefined-behaviour", "Code the compiler marks unreachable, such as an out-of-bounds "
                            "access, may be reached."},
    {"barrier-invariant", "A barrier invariant might not hold."},
    {"barrier-invariant/access", "A barrier invariant reads an element neither thread "
                                 "accessed since the last barrier."},
    {"group-uniformity", "An async work-group copy or wait may be reached non-uniformly, "
                         "or with arguments that differ within a group."},
    {"constant-write", "Constant memory may be written."},
    {"unknown-property", "A property of the kernel might not hold."},
};

const DefectRule *outcome_rule(DefectKind k) { return &rules[k]; }

DefectKind outcome_race_kind(int first, int second) {
  static const DefectKind table[3][3] = {
      {DEFECT_RACE_READ_WRITE, DEFECT_RACE_READ_WRITE, DEFECT_RACE_READ_ATOMIC},
      {DEFECT_RACE_WRITE_READ, DEFECT_RACE_WRITE_WRITE, DEFECT_RACE_WRITE_ATOMIC},
      {DEFECT_RACE_ATOMIC_READ, DEFECT_RACE_ATOMIC_WRITE, DEFECT_RACE_ATOMIC_ATOMIC},
  };
  return table[first][second];
}

bool outcome_is_race(DefectKind k) { return k <= DEFECT_RACE_ATOMIC_ATOMIC; }

const char *outcome_access_name(int access) {
  static const char *const names[3] = {"read", "write", "atomic"};
  return names[access];
}

const char *outcome_confirmed_by(Confirmation c) {
  switch (c) {
  case CONFIRM_EXACT:
    return "proof";
  case CONFIRM_BOUNDED:
    return "bounded-check";
  case CONFIRM_EXECUTION:
    return "execution";
  case CONFIRM_NONE_NEEDED:
  case CONFIRM_NOT:
    break;
  }
  return NULL;
}

KernelOutcome *outcome_new(const char *file, const char *kernel) {
  KernelOutcome *o = mem_calloc(1, sizeof *o);
  o->file = mem_strdup(file);
  o->kernel = kernel ? mem_strdup(kernel) : NULL;
  o->verdict = VERDICT_NOT_CHECKED;
  return o;
}

Defect *outcome_add_defect(KernelOutcome *o, DefectKind kind, const char *message) {
  Defect *d = mem_calloc(1, sizeof *d);
  d->kind = kind;
  d->message = mem_strdup(message);
  vec_push(&o->defects, d);
  return d;
}

void outcome_add_assumption(KernelOutcome *o, const char *file, int line, int col,
                            const char *text) {
  Assumption *a = mem_calloc(1, sizeof *a);
  a->file = mem_strdup(file ? file : "");
  a->line = line;
  a->col = col;
  a->text = mem_strdup(text);
  vec_push(&o->assumptions, a);
}

static void defect_free(Defect *d) {
  free(d->message);
  free(d->array);
  free(d->element);
  for (int j = 0; j < d->naccesses; j++) {
    free(d->access[j].file);
    free(d->access[j].text);
  }
  free(d->witness);
  free(d);
}

static bool same_text(const char *a, const char *b) {
  return a == b || (a && b && !strcmp(a, b));
}

/* Whether two defects are one to the user: of one kind, on one array, at
 * the same source positions. Defects without a position are all kept. */
static bool same_defect(const Defect *a, const Defect *b) {
  if (a->kind != b->kind || a->naccesses != b->naccesses || a->naccesses == 0 ||
      !same_text(a->array, b->array))
    return false;
  for (int i = 0; i < a->naccesses; i++) {
    const SourceAccess *x = &a->access[i], *y = &b->access[i];
    if (!same_text(x->file, y->file) || x->line != y->line || x->col != y->col ||
        x->line == 0)
      return false;
  }
  return true;
}

/* How strongly a defect is known to happen. */
static int confirmation_rank(Confirmation c) {
  switch (c) {
  case CONFIRM_NOT:
    return 0;
  case CONFIRM_NONE_NEEDED:
    return 1;
  case CONFIRM_EXACT:
  case CONFIRM_BOUNDED:
    return 2;
  case CONFIRM_EXECUTION:
    break;
  }
  return 3;
}

void outcome_drop_repeats(KernelOutcome *o, int from, bool *kept) {
  int n = o->defects.len;
  for (int i = from; i < n; i++) {
    const Defect *d = o->defects.items[i];
    kept[i - from] = true;
    for (int j = from; j < n && kept[i - from]; j++) {
      const Defect *e = o->defects.items[j];
      int rd = confirmation_rank(d->confirmation), re = confirmation_rank(e->confirmation);
      if (j != i && same_defect(d, e) && (re > rd || (re == rd && j < i)))
        kept[i - from] = false;
    }
  }
  int len = from;
  for (int i = from; i < n; i++) {
    if (kept[i - from])
      o->defects.items[len++] = o->defects.items[i];
    else
      defect_free(o->defects.items[i]);
  }
  o->defects.len = len;
}

void outcome_free(KernelOutcome *o) {
  if (!o)
    return;
  for (int i = 0; i < o->defects.len; i++)
    defect_free(o->defects.items[i]);
  vec_free(&o->defects);
  for (int i = 0; i < o->assumptions.len; i++) {
    Assumption *a = o->assumptions.items[i];
    free(a->file);
    free(a->text);
    free(a);
  }
  vec_free(&o->assumptions);
  free(o->file);
  free(o->kernel);
  free(o->message);
  free(o);
}
