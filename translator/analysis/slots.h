/* slots: index expressions that give each thread elements of its own.
 * An index that is base + c1*id1 + c2*id2 + ... over the thread ids, with
 * literal coefficients and a base that every thread computes to the same
 * value at every point of the launch (literals, launch sizes, kernel
 * arguments), is a slot. Two accesses through one slot by two distinct
 * threads cover different elements when the coefficients spread the
 * threads apart by at least the accesses' widths: such a pair can never
 * race, whatever happens between them. Reads the same facts as ranges.h. */
#ifndef TANDEM_SLOTS_H
#define TANDEM_SLOTS_H

#include "ranges.h"

/* Invariant variables a base adds up, at most. */
enum { SLOT_MAX_TERMS = 6 };

/* The thread-id atoms: local and group id per dimension, and group id
 * times the group size when the size is not a literal (blockIdx.x *
 * blockDim.x with --blockDim=*). */
typedef enum { SLOT_LOCAL, SLOT_GROUP, SLOT_GROUP_SCALED, SLOT_KINDS } SlotAtom;

typedef struct {
  const Var *var;
  uint32_t coeff;
} SlotTerm;

/* An index modulo 2^32 (indices are 32-bit element numbers). */
typedef struct {
  bool valid;
  uint32_t atom[SLOT_KINDS][3]; /* coefficient of each id, by dimension */
  uint32_t lit;
  SlotTerm terms[SLOT_MAX_TERMS]; /* by Var.id, no zero coefficient */
  int nterms;
} Slot;

/* index as a slot; .valid false when it is not one. */
Slot slot_of(const RangeEnv *env, const Expr *index);

/* Whether a and b are both slots and the same one. */
bool slot_same(const Slot *a, const Slot *b);

/* Whether a and b are both slots that differ at most in their literal. */
bool slot_same_shape(const Slot *a, const Slot *b);

/* Whether thread 1's access of count_a elements through slot a and
 * thread 2's of count_b through slot b never share an element when the
 * threads are distinct: of one group when in_group, of the whole launch
 * otherwise. The two may differ in their literals (A[t] and A[t + 64]). */
bool slot_apart(const RangeEnv *env, const Slot *a, int count_a, const Slot *b,
                int count_b, bool in_group);

#endif
