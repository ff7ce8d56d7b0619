/* batch: one run of tandem over every kernel file it was given: worker
 * processes (-j), each file's report printed whole and in input order,
 * the worst exit code, the JSON and SARIF files, the run's private
 * temporary directory, and stopping cleanly on SIGINT/SIGTERM (exit 8). */
#ifndef TANDEM_BATCH_H
#define TANDEM_BATCH_H

#include "options.h"

/* Verifies the files of opt->paths; returns the exit code. */
int batch_run(const Options *opt);

#endif
