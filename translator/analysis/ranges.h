/* ranges: the values an integer expression of a kernel can take, as an
 * interval of its unsigned reading. Flow-insensitive: a variable with one
 * definition ranges over what that definition computes, wherever it is
 * read; one with several, or read from memory, over its whole type. So a
 * range holds at every point of every execution of the launch. */
#ifndef TANDEM_RANGES_H
#define TANDEM_RANGES_H

#include "kernel.h"

typedef struct {
  uint64_t lo, hi; /* lo <= value <= hi, read as unsigned at its width */
} Range;

typedef struct {
  const Kernel *k;
  const PtrMap *concrete; /* Var* -> its literal value (pinned, launch) */
  const PtrMap *def;      /* Var* -> KStmt*, the single definitions */
} RangeEnv;

Range range_of(const RangeEnv *env, const Expr *e);

/* Whether r lies where e's width reads it as non-negative when signed. */
bool range_nonnegative(Range r, int width);

/* The largest value of a width, unsigned (2^w - 1) or signed (2^(w-1) - 1). */
uint64_t range_max(int width, bool is_signed);

#endif
