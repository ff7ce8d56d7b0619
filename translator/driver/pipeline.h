/* pipeline: one run of Tandem on one source file: front end, preparation,
 * translation, instrumentation, Boogie, report, per kernel. Owns the
 * outcomes of its kernels. */
#ifndef TANDEM_PIPELINE_H
#define TANDEM_PIPELINE_H

#include "options.h"
#include "util.h"

/* The exit codes of docs/usage.md. */
typedef enum {
  EXIT_VERIFIED = 0,
  EXIT_COMMAND_LINE = 1,
  EXIT_FRONTEND = 2,
  EXIT_TRANSLATION = 4,
  EXIT_NOT_VERIFIED = 6,
  EXIT_TIMEOUT = 7,
  EXIT_INTERRUPTED = 8,  /* GPUVerify's CTRL_C */
  EXIT_BOOGIE_INTERNAL = 11,
  EXIT_BACKEND = 12,
} ExitCode;

/* Verifies every kernel of opt->file (or opt->kernel), with its files in
 * tmpdir (which the caller owns and removes); prints the report to stdout,
 * appends a KernelOutcome* per kernel (or one for a file that fails before
 * its kernels) to outcomes and returns the exit code. */
int pipeline_run(const Options *opt, const char *tmpdir, Vec *outcomes);

/* The worse of two exit codes (docs/usage.md: from worst: 8, 1, 12, 11,
 * 4, 2, 7, 6, 0). */
ExitCode pipeline_worse(ExitCode a, ExitCode b);

#endif
