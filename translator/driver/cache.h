/* cache: the verdicts of files already verified, so that a CI run over
 * unchanged kernels does not prove them again. An entry is addressed by a
 * SHA-256 key over everything the verdict and its report depend on: the
 * Tandem binary and version, the prelude's headers, the options (the
 * file's own included), a --boogie-file's contents, TANDEM_DISABLE_RULES,
 * and the preprocessed source. Only verdicts (exit codes 0 and 6) are
 * stored; errors and timeouts are proved again. */
#ifndef TANDEM_CACHE_H
#define TANDEM_CACHE_H

#include <stdbool.h>

#include "options.h"

/* The cache directory of a run: --cache-dir, else $XDG_CACHE_HOME/tandem,
 * else ~/.cache/tandem (malloc'd); NULL with --no-cache or without a
 * home. */
char *cache_dir(const Options *opt);

/* Where compiles keep the prelude's precompiled header: pch/ in the
 * cache directory, with --no-cache too (it is a compile's input, not a
 * verdict; clang checks it against its headers); NULL without a home. */
char *cache_pch_dir(const Options *opt);

/* Whether opt asks for what a stored report cannot give: the times and
 * Boogie's output of this run, or its temporary files. */
bool cache_unusable(const Options *opt);

/* The part of every key of this run that does not depend on the file
 * (binary, version, prelude, environment), as 64 hex digits. */
void cache_run_key(char out[65]);

/* The key of one file: the run's part, the file's options and its
 * preprocessed source (frontend_preprocess). */
void cache_file_key(const char *run_key, const Options *opt, const char *source, char out[65]);

/* The file's direct key: the key's parts but the file's own contents and
 * the working directory instead of the preprocessed source. A manifest
 * stored under it (manifest.h) gives the key without preprocessing. False
 * when the file cannot be read. */
bool cache_direct_key(const char *run_key, const Options *opt, char out[65]);

/* One stored verification of a file: what the worker printed, its JSON and
 * SARIF fragments, its exit code. */
typedef struct {
  int code;
  char *report, *json, *sarif;
} CacheEntry;

/* Reads entry key of dir; false when it is missing or malformed (a
 * corrupt entry is ignored, and replaced by the next store). */
bool cache_load(const char *dir, const char *key, CacheEntry *e);
/* Writes the entry atomically (a temporary file renamed into place), so
 * that concurrent runs never read half an entry. Failures are ignored:
 * the cache is an optimisation. */
void cache_store(const char *dir, const char *key, const CacheEntry *e);
void cache_entry_free(CacheEntry *e);

#endif
