/* failures: the report of a failed proof. One block per defect, each
 * race confirmed by the bounded check or an execution of the launch, or
 * labelled as not confirmed; copies of one defect at the same source
 * positions are one report. */
#ifndef TANDEM_FAILURES_H
#define TANDEM_FAILURES_H

#include "backend.h"
#include "confirm.h"
#include "outcome.h"
#include "replay.h"
#include "report.h"

typedef struct {
  const ReportConfig *report;
  SourceCache *src;
  KernelOutcome *cur;   /* the kernel's outcome: its defects are added */
  Replay *replay;       /* its executions, or NULL */
} FailureReporter;

/* Prints the reports of the failures of proof br (of program in; the
 * bounded check b, or NULL when the proof abstracted no loop), sets the
 * outcome's verdict, and returns how many errors were reported. */
int failures_report(const FailureReporter *fr, const Kernel *k, const Instrumented *in,
                    const BackendResult *br, const Bounded *b);

#endif
