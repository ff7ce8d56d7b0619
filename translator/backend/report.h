/* report: turning a failed check and its counterexample into the
 * diagnostic users read: the defect, both accesses with their source lines,
 * the threads and the argument values that witness it (docs/diagnostics.md). */
#ifndef TANDEM_REPORT_H
#define TANDEM_REPORT_H

#include "backend.h"
#include "instrument.h"
#include "outcome.h"

/* Source files read once per run, for quoting lines. */
typedef struct {
  Vec paths, texts;   /* char*, malloc'd */
} SourceCache;

void source_cache_free(SourceCache *c);

/* Appends the diagnostic for failure f to out. */
void report_failure(StrBuf *out, const Kernel *k, const Instrumented *in,
                    const Failure *f, const ReportConfig *rc, SourceCache *src);

/* Appends failure f to o as a typed Defect: the same facts as
 * report_failure's text. */
void report_describe(KernelOutcome *o, const Kernel *k, const Instrumented *in,
                     const Failure *f, const ReportConfig *rc, SourceCache *src);

/* A race a failed proof reports that no execution was found to reach (why
 * says how the search ended): both accesses, no threads, as text and as a
 * Defect. */
void report_unconfirmed(StrBuf *out, KernelOutcome *o, const Kernel *k,
                        const Instrumented *in, const Failure *f, const ReportConfig *rc,
                        const char *why, SourceCache *src);

/* Prints "file:line:col: error: msg" followed by the quoted source line;
 * msg may already carry the location prefix from translation. */
void report_located(StrBuf *out, const Loc *l, const char *kind,
                    const char *msg, SourceCache *src);

/* Line n of path, without leading blanks and without its end: a pointer
 * into the cache and its length (0 when there is no such line). */
const char *report_source_line(const char *path, int n, SourceCache *c, size_t *len);

/* Appends line n of path, indented, or nothing when there is no such
 * line. */
void report_quote_line(StrBuf *out, const char *path, int n, SourceCache *src);

#endif
