/* sarif: defects as SARIF 2.1.0 (OASIS), for code-scanning front ends: a
 * rule per defect kind, a result per defect with the first access as its
 * location and the second as a related location. */
#ifndef TANDEM_SARIF_H
#define TANDEM_SARIF_H

#include <stdio.h>

#include "outcome.h"

/* Appends the results of o's defects, each preceded by a comma unless
 * *first (which is then cleared). */
void sarif_results(StrBuf *out, const KernelOutcome *o, bool *first);

/* Writes the SARIF log of a run to f: the tool with its rules, the
 * invocation's exit code, and the results already written (fragments of
 * sarif_results, possibly empty). */
void sarif_write_log(FILE *f, int exit_code, const char *const *fragments, int nfragments);

#endif
