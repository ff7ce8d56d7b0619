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

/* Whether opt asks for what a stored report cannot give: the times and
 * Boogie's output of this run, or its temporary files. */
bool cache_unusable(const Options *opt);

/* The part of every key of this run that does not depend on the file
 * (binary, version, prelude, environment), as 64 hex digits. */
void cache_run_key(char out[65]);

/* The key of one file: the run's part, the file's options and the
 * preprocessed source (clang runs with its files in tmpdir). Returns false
 * when the source cannot be preprocessed (then nothing is cached). */
bool cache_file_key(const char *run_key, const Options *opt, bool is_cuda, const char *tmpdir,
                    char out[65]);

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
