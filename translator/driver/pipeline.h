/* pipeline: one run of Tandem on one source file: front end, preparation,
 * translation, instrumentation, Boogie, report, per kernel. Owns the
 * private temporary directory of the run. */
#ifndef TANDEM_PIPELINE_H
#define TANDEM_PIPELINE_H

#include "options.h"

/* The exit codes of docs/usage.md. */
typedef enum {
  EXIT_VERIFIED = 0,
  EXIT_COMMAND_LINE = 1,
  EXIT_FRONTEND = 2,
  EXIT_TRANSLATION = 4,
  EXIT_NOT_VERIFIED = 6,
  EXIT_TIMEOUT = 7,
  EXIT_BOOGIE_INTERNAL = 11,
  EXIT_BACKEND = 12,
} ExitCode;

/* Verifies every kernel of opt->file (or opt->kernel); prints the report
 * to stdout and returns the exit code. */
int pipeline_run(const Options *opt);

#endif
