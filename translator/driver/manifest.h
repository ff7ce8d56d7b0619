/* manifest: what a file's preprocessed source was made of, so that a
 * cached verdict of an unchanged file is found without running the
 * preprocessor (most of a cached run's time). A manifest, stored under the
 * file's direct key (cache_direct_key), names the full cache key and what
 * that key rests on: the digest of every file clang read, and the
 * modification time of every directory where a new header would be found
 * before one of them (a header shadowing another). Any difference, and
 * the file is preprocessed again. */
#ifndef TANDEM_MANIFEST_H
#define TANDEM_MANIFEST_H

#include <stdbool.h>

#include "frontend.h"

/* The key stored in dir's manifest direct, when everything it lists is
 * unchanged. */
bool manifest_lookup(const char *dir, const char *direct, char key[65]);

/* Stores the manifest of pp (which gave key) under direct. Nothing is
 * stored when a file or directory it lists changed after clang started
 * (its time could not tell a later change) or cannot be read. */
void manifest_store(const char *dir, const char *direct, const char *key,
                    const Preprocessed *pp);

#endif
