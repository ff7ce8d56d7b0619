#include "failures.h"

#include <stdio.h>
#include <stdlib.h>

/* Whether a failed proof found a defect, or only failed to prove loop
 * invariants (the user's), a property it cannot name, or races no
 * execution was found to reach. */
static Verdict failed_verdict(const KernelOutcome *o) {
  for (int i = 0; i < o->defects.len; i++) {
    const Defect *d = o->defects.items[i];
    if (d->kind != DEFECT_INVARIANT_ENTRY && d->kind != DEFECT_INVARIANT_MAINTAINED &&
        d->kind != DEFECT_UNKNOWN_PROPERTY && d->confirmation != CONFIRM_NOT)
      return VERDICT_DEFECT;
  }
  return VERDICT_UNPROVEN;
}

static Defect *last_defect(const FailureReporter *fr) {
  return fr->cur->defects.items[fr->cur->defects.len - 1];
}

/* Labels the race just reported (failure f of program in) when an
 * execution of the launch has it. */
static void label_by_execution(const FailureReporter *fr, StrBuf *out,
                               const Instrumented *in, const Failure *f) {
  ReplayHit hit;
  if (fr->replay && replay_find(fr->replay, in, f, &hit))
    replay_label(fr->replay, &hit, out, last_defect(fr));
}

/* Reports the race g that the bounded check b reached, from its execution. */
static void report_confirmed(const FailureReporter *fr, StrBuf *out, const Kernel *k,
                             const Bounded *b, const Failure *g) {
  report_failure(out, k, &b->in, g, fr->report, fr->src);
  sb_printf(out, "Confirmed by a bounded check: an execution with each loop run at most "
                 "%d times reaches it.\n", b->unwind);
  report_describe(fr->cur, k, &b->in, g, fr->report, fr->src);
  last_defect(fr)->confirmation = CONFIRM_BOUNDED;
  label_by_execution(fr, out, &b->in, g);
}

/* Reports failure f of the proof; a race is confirmed or labelled by the
 * bounded check b (NULL: the proof abstracted no loop), and by an
 * execution of the launch. */
static void report_one(const FailureReporter *fr, StrBuf *out, const Kernel *k,
                       const Instrumented *in, const Failure *f, const Bounded *b) {
  bool race = confirm_is_race(in, f);
  const Failure *g = race && b && b->ran ? confirm_match(b, in, f) : NULL;
  if (g) {
    report_confirmed(fr, out, k, b, g);
    return;
  }
  if (!race || !b) {
    report_failure(out, k, in, f, fr->report, fr->src);
    report_describe(fr->cur, k, in, f, fr->report, fr->src);
    if (race) {
      last_defect(fr)->confirmation = CONFIRM_EXACT;
      label_by_execution(fr, out, in, f);
    }
    return;
  }
  /* No bounded execution reaches it: an execution of the launch may. */
  ReplayHit hit;
  bool replayed = fr->replay && replay_find(fr->replay, in, f, &hit);
  char why[160];
  if (b->ran)
    snprintf(why, sizeof why, "no execution with each loop run at most %d times "
             "reaches it", b->unwind);
  report_race_accesses(out, fr->cur, k, in, f, fr->report,
                       replayed ? NULL : b->ran ? why : b->why,
                       replayed ? hit.race->element : NULL, fr->src);
  if (replayed)
    replay_label(fr->replay, &hit, out, last_defect(fr));
}

/* Reports the races the bounded check found that the proof reported at
 * another access (a loop's abstraction may put the failure there, with a
 * logged access no execution makes at that point); pushes their reports on texts. */
static void report_bounded_only(const FailureReporter *fr, Vec *texts, const Kernel *k,
                                const Instrumented *in, const BackendResult *proof,
                                const Bounded *b) {
  for (int i = 0; b && b->ran && i < b->br.failures.len; i++) {
    const Failure *g = b->br.failures.items[i];
    bool seen = !confirm_is_race(&b->in, g);
    for (int j = 0; j < i && !seen; j++)
      seen = ((const Failure *)b->br.failures.items[j])->check == g->check;
    for (int j = 0; j < proof->failures.len && !seen; j++) {
      const Failure *f = proof->failures.items[j];
      seen = confirm_is_race(in, f) &&
             confirm_same_race(in->checks.items[f->check], b->in.checks.items[g->check]);
    }
    if (seen)
      continue;
    StrBuf out = {0};
    report_confirmed(fr, &out, k, b, g);
    vec_push(texts, out.s);
  }
}

/* Prints the reports (texts, char*: one per defect of the kernel from
 * index `from` on) but those that repeat another; returns how many. */
static int print_reports(KernelOutcome *o, int from, Vec *texts) {
  bool *kept = mem_calloc((size_t)texts->len + 1, sizeof(bool));
  bool one_each = o->defects.len - from == texts->len;
  if (one_each)
    outcome_drop_repeats(o, from, kept);
  int printed = 0;
  for (int i = 0; i < texts->len; i++) {
    if (!one_each || kept[i]) {
      fputs(texts->items[i], stdout);
      printed++;
    }
    free(texts->items[i]);
  }
  vec_free(texts);
  free(kept);
  return printed;
}

int failures_report(const FailureReporter *fr, const Kernel *k, const Instrumented *in,
                    const BackendResult *br, const Bounded *bounded) {
  /* Boogie may give several counterexamples for one check: one report
   * per check. */
  Vec texts = {0};
  int from = fr->cur->defects.len;
  for (int i = 0; i < br->failures.len; i++) {
    const Failure *f = br->failures.items[i];
    bool seen = false;
    for (int j = 0; j < i && !seen; j++) {
      const Failure *g = br->failures.items[j];
      seen = g->check == f->check && g->kind == f->kind;
    }
    if (seen)
      continue;
    StrBuf out = {0};
    report_one(fr, &out, k, in, f, bounded);
    vec_push(&texts, out.s);
  }
  report_bounded_only(fr, &texts, k, in, br, bounded);
  int reported = print_reports(fr->cur, from, &texts);
  fr->cur->verdict = failed_verdict(fr->cur);
  return reported;
}
