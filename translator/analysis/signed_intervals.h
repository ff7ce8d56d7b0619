/* signed_intervals: intervals of bit-vector values read as signed at
 * their width (at most 64 bits), and the bit-vector operations on them.
 * A result that may wrap is the whole width: the arithmetic is the
 * bit-vector's, never the integers'. */
#ifndef TANDEM_SIGNED_INTERVALS_H
#define TANDEM_SIGNED_INTERVALS_H

#include "bpl.h"

/* lo <= value <= hi. */
typedef struct {
  int64_t lo, hi;
} Itv;

/* The least and greatest signed values of width w. */
int64_t itv_min(int w);
int64_t itv_max(int w);
/* Every value of width w. */
Itv itv_top(int w);
bool itv_fits(Itv x, int w);
Itv itv_hull(Itv a, Itv b);
/* Literal lit of width w, read as signed. */
int64_t itv_literal(uint64_t lit, int w);
/* x op y for a binary, non-predicate op of width w; y a literal when a
 * point (shifts, divisions and remainders need one, or bounds). */
Itv itv_op(BvOp op, Itv x, Itv y, int w);

#endif
