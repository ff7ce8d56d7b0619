/* slots: index expressions that give each thread elements of its own.
 * An index that is base + c1*id1 + c2*id2 + ... + e1*k1 + ... over the
 * thread ids (or bit fields of them) and the counters of loops with
 * literal bounds, with literal coefficients and a base that every thread
 * computes to the same value at every point of the launch (literals,
 * launch sizes, kernel arguments), is a slot. Two accesses through slots
 * of one shape by two distinct threads cover different elements when no
 * difference of the ids, whatever iterations the threads are at, brings
 * them within the accesses' widths: such a pair can never race, whatever
 * happens between them. */
#ifndef TANDEM_SLOTS_H
#define TANDEM_SLOTS_H

#include "cfg.h"
#include "ranges.h"

/* Invariant variables a base adds up, and loop counters, at most; id
 * fields read through shifts and masks, at most. */
enum { SLOT_MAX_TERMS = 6, SLOT_MAX_FIELDS = 8 };

/* The thread-id atoms: local and group id per dimension, and group id
 * times the group size when the size is not a literal (blockIdx.x *
 * blockDim.x with --blockDim=*). */
typedef enum { SLOT_LOCAL, SLOT_GROUP, SLOT_GROUP_SCALED, SLOT_KINDS } SlotAtom;

/* A loop counter whose values are init + step * j for 0 <= j <= trips
 * (loopfacts_counter_values), j < trips in the blocks of the loop's body
 * but its header: the guard at the header holds there, and the counter
 * changes only on the way back to it. Its initial value is a slot too
 * when it is to count (store = base + tid; store += width). */
typedef struct {
  const Expr *init; /* its value on entry */
  const Expr *step; /* what each trip adds: a slot with a literal only */
  uint64_t trips;
  const Loop *loop;
} SlotCounter;

/* What slots read: the launch's facts (sizes, pinned values, single
 * definitions), the counters with known values (Var* -> SlotCounter*),
 * and the block of each single definition (by Var.id; -1 unknown). */
typedef struct {
  RangeEnv launch;
  const PtrMap *counters;
  const int *def_block;
} SlotEnv;

typedef struct {
  const Var *var;
  uint32_t coeff;
  uint64_t trips; /* a counter's: j in [0, trips] */
} SlotTerm;

/* Bits [lo, hi) of a thread id, as shifts and masks read them (the warp
 * tid >> 5, the lane tid & 31), times a coefficient. Only ids of a known
 * number of values have fields; one that covers all of an id's bits is
 * the id itself, an atom. */
typedef struct {
  SlotAtom kind;
  int dim, lo, hi;
  int bits; /* the id's: its largest value's */
  uint32_t coeff;
} SlotField;

/* An index modulo 2^32 (indices are 32-bit element numbers). */
typedef struct {
  bool valid;
  uint32_t atom[SLOT_KINDS][3]; /* coefficient of each id, by dimension */
  /* bit fields of ids, by kind, dimension and bits, in canonical form */
  SlotField fields[SLOT_MAX_FIELDS];
  int nfields;
  uint32_t lit;
  SlotTerm terms[SLOT_MAX_TERMS]; /* invariants, by Var.id, no zero coefficient */
  int nterms;
  SlotTerm loops[SLOT_MAX_TERMS]; /* counters' iteration numbers j, likewise */
  int nloops;
} Slot;

/* index, read in block `block` (-1: anywhere), as a slot; .valid false
 * when it is not one. */
Slot slot_of(const SlotEnv *env, const Expr *index, int block);

/* Whether a and b are both slots and the same one. */
bool slot_same(const Slot *a, const Slot *b);

/* Whether a and b are both slots whose ids and invariants agree: they may
 * differ in their literals and loop counters (A[t], A[t + 64 * k]). */
bool slot_same_shape(const Slot *a, const Slot *b);

/* Whether thread 1's access of count_a elements through slot a and
 * thread 2's of count_b through slot b, of an array of elem_bytes
 * elements, never share an element when the threads are distinct: of one
 * group when in_group, of the whole launch otherwise. */
bool slot_apart(const SlotEnv *env, const Slot *a, int count_a, const Slot *b,
                int count_b, int elem_bytes, bool in_group);

#endif
