/* pipeline_int: what the files of the pipeline (pipeline.c, confirm.c)
 * share. */
#ifndef TANDEM_PIPELINE_INT_H
#define TANDEM_PIPELINE_INT_H

#include "instrument.h"

/* Prints the program to <tmpdir>/<kernel><suffix>.bpl (returns the path,
 * malloc'd, or NULL), split into parts if not NULL; fills the map from
 * lines to checks when check_of_line is not NULL (without it, the checks
 * are assumed: the program Houdini runs on). */
char *pipeline_write_program(const char *tmpdir, const Kernel *k, Instrumented *in,
                             const char *suffix, const BplParts *parts,
                             int **check_of_line, int *nlines);

#endif
