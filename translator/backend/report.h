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

/* A race a failed proof reports by its two accesses only, without the
 * threads, element and witness of its counterexample (which may be the
 * loop abstraction's), as text and as a Defect of confirmation
 * CONFIRM_NOT. why says how the search for an execution ended, or is NULL
 * when the caller confirms the race by an execution it describes next
 * (and raises the Defect's confirmation); element is that execution's
 * element (`part[2]`), which the heading names, or NULL. */
void report_race_accesses(StrBuf *out, KernelOutcome *o, const Kernel *k,
                          const Instrumented *in, const Failure *f,
                          const ReportConfig *rc, const char *why, const char *element,
                          SourceCache *src);

/* The most accesses a race report names as the one thread 1 logged. */
enum { REPORT_MAX_LOGGED_SITES = 8 };

/* The access sites (ids into k->sites) that thread 1's logged access of
 * race failure f may be: one when the model names it, else every access
 * of the logged kind to the array (REPORT_MAX_LOGGED_SITES at most). */
int report_logged_sites(const Kernel *k, const Instrumented *in, const Failure *f,
                        int *sites);

/* "thread 3 in block 0", or "work item 67 with local id 3 in work group
 * 1" (group_size: the work items per group, for the global id), with ids
 * of `dims` dimensions. */
void report_thread_id(StrBuf *out, const ThreadId *t, const uint64_t group_size[3],
                      int dims, bool is_cuda);

/* A scalar argument's value from its bits, as a witness prints it: a
 * signed integer, or for a float the number (then returns true). */
bool report_value(StrBuf *out, uint64_t bits, int width, bool is_float);

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
/* After an atomic-atomic race: why two atomics race (one is of group
 * scope). */
void report_group_scope_note(StrBuf *out, bool is_cuda);

#endif
