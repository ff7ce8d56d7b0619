/* backend_int: what backend.c and boogie_output.c share: the parsers of
 * Boogie's output, exposed for the unit tests. */
#ifndef TANDEM_BACKEND_INT_H
#define TANDEM_BACKEND_INT_H

#include "backend.h"

/* The verdict of Boogie's summary line in out. */
BackendStatus backend_summary_status(const char *out);

/* Appends a Failure per "file.bpl(L,C): Error BPnnnn" of r->output, its
 * check found from line L through check_of_line (nlines entries). */
void backend_parse_failures(BackendResult *r, const int *check_of_line, int nlines);

/* Sets survived[i] (n entries) to whether Houdini's assignment in out sets
 * candidate i to True. Lines that do not give a candidate the value True
 * (other constants, numbers past n, malformed lines) set nothing; the
 * assignment ends at the first empty line. */
void backend_parse_candidates(const char *out, bool *survived, int n);
/* The longest Houdini query of /trace's output ("Time taken = 6.2"), in
 * seconds; 0 when none is printed. */
double backend_slowest_query(const char *out);

/* Sets st[i] (n entries) from Boogie's /trace lines "Verifying <proc>$<i>
 * ..." and the "[... s, ...]  verified" line that ends each; a part that
 * has no such line is PART_NOT_REACHED, one whose proof started but has no
 * outcome (Boogie was stopped) PART_TIMEOUT. */
void backend_parse_parts(const char *out, PartStatus *st, int n);

/* A split proof's status from its summary's and its parts' (n > 1): a
 * part whose query failed with no assertion Boogie could name counts in
 * neither total of the summary, so a proof needs every part verified;
 * otherwise the answer is unusable (BACKEND_NO_VERDICT). */
BackendStatus backend_split_status(BackendStatus summary, const PartStatus *st, int n);

/* The next "*** MODEL" ... "*** END_MODEL" block from *cursor, which moves
 * past it; NULL when there is none. */
Model *backend_parse_model(char **cursor);
void backend_model_free(Model *m);

#endif
