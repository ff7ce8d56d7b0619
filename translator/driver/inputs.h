/* inputs: the kernel files of a run: the PATHs given, directories searched
 * for .cu and .cl files, and the options line of a GPUVerify test header
 * (--use-file-options). */
#ifndef TANDEM_INPUTS_H
#define TANDEM_INPUTS_H

#include <stdbool.h>

#include "util.h"

/* Appends the kernel files of paths to files (char*, malloc'd): a file as
 * given, a directory's .cu and .cl files (recursively, sorted by path;
 * .cuh is a header, not a kernel file). Returns false with a message in
 * err when a directory holds none or cannot be read. */
bool inputs_expand(const char *const *paths, int npaths, Vec *files, char *err, int errlen);

/* The options of path's test header: when its first line is //pass or
 * //xfail:..., the words of its second line after "//" (split as a POSIX
 * shell would, ${KERNEL_DIR} replaced by the file's directory), as
 * scripts/run-tests.py reads them. *nwords is -1 when the file has no
 * header, 0 when the header has no options. Returns NULL on an unmatched
 * quote, with a message in err. */
char **inputs_header_options(const char *path, int *nwords, char *err, int errlen);
void inputs_free_words(char **words, int nwords);

/* Splits text into words like a POSIX shell (quotes and backslashes, no
 * expansion). Returns NULL on an unmatched quote. */
char **inputs_split_words(const char *text, int *nwords);

#endif
