/* exec_input: the file of --run-input, which gives a run's buffers their
 * sizes and first contents and its scalar parameters their values, one
 * parameter per line (docs/usage.md, "Running a kernel"):
 *
 *     # comment
 *     n = 16                  a scalar, or a buffer's size in bytes
 *     A = [1, 2, -3, 0x10]    a buffer's first 32-bit words
 *     B = 4096 [1.5, 2.0]     both
 *
 * A word with a '.' or an exponent is a float's bits. Parsing gives plain
 * data; the run applies it by parameter name (exec_run.c). */
#ifndef TANDEM_EXEC_INPUT_H
#define TANDEM_EXEC_INPUT_H

#include <stdbool.h>
#include <stdint.h>

typedef struct {
  char *name;
  bool has_number;  /* a scalar's value, or a buffer's size */
  bool is_float;    /* the number was written as a float */
  double fnum;      /* then its value */
  int64_t num;      /* else its value */
  uint32_t *words;  /* a buffer's first words, or NULL */
  int nwords;
  bool used;        /* a parameter of the kernel has the name */
} ExecInputEntry;

typedef struct {
  ExecInputEntry *entries;
  int len;
} ExecInput;

/* Parses text; false with a message (naming the line) in err. */
bool exec_input_parse(const char *text, ExecInput *in, char *err, int errlen);
/* The entry for a parameter name, or NULL. */
ExecInputEntry *exec_input_find(const ExecInput *in, const char *name);
void exec_input_free(ExecInput *in);

#endif
