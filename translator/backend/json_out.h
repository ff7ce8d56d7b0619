/* json_out: Tandem's results as JSON (docs/json.md, schema
 * docs/tandem-result.schema.json): the escaping of a small writer, one
 * object per kernel outcome, and the object of a whole run. */
#ifndef TANDEM_JSON_OUT_H
#define TANDEM_JSON_OUT_H

#include <stdio.h>

#include "outcome.h"

/* The version of the result format; raised on any incompatible change. */
#define JSON_SCHEMA_VERSION 1

/* Appends s as a JSON string (NULL as null). */
void json_string(StrBuf *out, const char *s);

/* Appends the object of one kernel outcome. */
void json_kernel(StrBuf *out, const KernelOutcome *o);

/* Writes the run's object to f: the tool, the options (argv without the
 * paths), the exit code, and the kernel objects already written (each
 * fragment a comma-separated list of them, possibly empty). */
void json_write_run(FILE *f, const char *const *options, int noptions, int exit_code,
                    const char *const *fragments, int nfragments);

#endif
