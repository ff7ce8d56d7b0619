/* slots: thread-id-linear index expressions and when two never meet. */
#include "slots.h"

#include <string.h>

/* Steps of the walk over an index and the definitions it reads: enough
 * for an index computed in a few dozen operations, and a bound on
 * definitions that share operands. */
enum { SLOT_MAX_STEPS = 512, SLOT_MAX_DEPTH = 24 };

static const uint64_t INDEX_SPAN = UINT64_C(1) << 32;

typedef struct {
  const SlotEnv *env;
  const RangeEnv *launch;
  int steps;
} Walk;

static bool literal_only(const Slot *s) {
  static const uint32_t none[SLOT_KINDS][3];
  return s->nterms == 0 && s->nloops == 0 && s->nfields == 0 &&
         !memcmp(s->atom, none, sizeof none);
}

static Slot literal(uint32_t v) { return (Slot){.valid = true, .lit = v}; }

static Slot invalid(void) { return (Slot){.valid = false}; }

static Slot atom(SlotAtom kind, int d) {
  Slot s = literal(0);
  s.atom[kind][d] = 1;
  return s;
}

/* A launch size known as a literal up to 2^32; 0 when unknown. */
static int64_t size_of(const RangeEnv *env, const Var *size) {
  Expr *lit = ptrmap_get(env->concrete, size);
  return lit && lit->kind == E_BV && lit->lit <= INDEX_SPAN ? (int64_t)lit->lit : 0;
}

/* The number of bits of the largest of `values` values. */
static int bits_for(int64_t values) {
  int bits = 0;
  while (bits < 32 && ((values - 1) >> bits))
    bits++;
  return bits;
}

/* How many values an id takes; 0 when unknown. */
static int64_t id_values(const RangeEnv *env, SlotAtom kind, int d) {
  const Builtins *b = &env->k->b;
  if (kind == SLOT_GROUP_SCALED)
    return 0;
  return size_of(env, kind == SLOT_LOCAL ? b->group_size[d] : b->num_groups[d]);
}

static int field_cmp(const SlotField *x, const SlotField *y) {
  int c[4] = {(int)x->kind - (int)y->kind, x->dim - y->dim, x->lo - y->lo, x->hi - y->hi};
  for (int i = 0; i < 4; i++)
    if (c[i])
      return c[i];
  return 0;
}

/* Adds f to the fields xs (n of them, in field_cmp order); false when
 * full. */
static bool add_field(SlotField *xs, int *n, SlotField f) {
  int j = 0;
  while (j < *n && field_cmp(&xs[j], &f) < 0)
    j++;
  if (j < *n && !field_cmp(&xs[j], &f)) {
    if (!(xs[j].coeff += f.coeff))
      memmove(&xs[j], &xs[j + 1], sizeof f * (size_t)(--*n - j));
    return true;
  }
  if (*n == SLOT_MAX_FIELDS)
    return false;
  memmove(&xs[j + 1], &xs[j], sizeof f * (size_t)(*n - j));
  xs[j] = f;
  ++*n;
  return true;
}

/* Adds t to the terms xs (n of them, by Var.id); false when full. Two
 * reads of one counter, in different blocks, keep the wider range. */
static bool add_term(SlotTerm *xs, int *n, SlotTerm t) {
  int j = 0;
  while (j < *n && xs[j].var->id < t.var->id)
    j++;
  if (j < *n && xs[j].var == t.var) {
    xs[j].coeff += t.coeff;
    xs[j].trips = t.trips > xs[j].trips ? t.trips : xs[j].trips;
    if (!xs[j].coeff)
      memmove(&xs[j], &xs[j + 1], sizeof t * (size_t)(--*n - j));
    return true;
  }
  if (*n == SLOT_MAX_TERMS)
    return false;
  memmove(&xs[j + 1], &xs[j], sizeof t * (size_t)(*n - j));
  xs[j] = t;
  ++*n;
  return true;
}

/* x with its fields in canonical form: per id, the weight each of its
 * bits has in the value, cut into maximal runs of doubling weights; a run
 * over all of the id's bits is the id. Two slots that read every bit of
 * the ids with the same weight then have the same fields. */
static Slot canon(Slot x) {
  if (!x.valid || !x.nfields)
    return x;
  SlotField in[SLOT_MAX_FIELDS];
  int n = x.nfields;
  memcpy(in, x.fields, sizeof in[0] * (size_t)n);
  x.nfields = 0;
  for (int i = 0, j; i < n; i = j) {
    SlotAtom k = in[i].kind;
    int d = in[i].dim, bits = in[i].bits;
    uint32_t wt[32];
    for (int b = 0; b < bits; b++)
      wt[b] = x.atom[k][d] << b;
    for (j = i; j < n && in[j].kind == k && in[j].dim == d; j++)
      for (int b = in[j].lo; b < in[j].hi; b++)
        wt[b] += in[j].coeff << (b - in[j].lo);
    x.atom[k][d] = 0;
    for (int b = 0, e; b < bits; b = e) {
      for (e = b + 1; e < bits && wt[e] == wt[e - 1] << 1; e++)
        ;
      if (!wt[b])
        e = b + 1;
      else if (b == 0 && e == bits)
        x.atom[k][d] = wt[0];
      else if (!add_field(x.fields, &x.nfields, (SlotField){k, d, b, e, bits, wt[b]}))
        return invalid();
    }
  }
  return x;
}

/* x + sign * y; invalid when the terms overflow. */
static Slot add(Slot x, const Slot *y, uint32_t sign) {
  if (!x.valid || !y->valid)
    return invalid();
  x.lit += sign * y->lit;
  for (int k = 0; k < SLOT_KINDS; k++)
    for (int d = 0; d < 3; d++)
      x.atom[k][d] += sign * y->atom[k][d];
  for (int i = 0; i < y->nterms; i++) {
    SlotTerm t = y->terms[i];
    t.coeff *= sign;
    if (!add_term(x.terms, &x.nterms, t))
      return invalid();
  }
  for (int i = 0; i < y->nloops; i++) {
    SlotTerm t = y->loops[i];
    t.coeff *= sign;
    if (!add_term(x.loops, &x.nloops, t))
      return invalid();
  }
  for (int i = 0; i < y->nfields; i++) {
    SlotField f = y->fields[i];
    f.coeff *= sign;
    if (!add_field(x.fields, &x.nfields, f))
      return invalid();
  }
  return canon(x);
}

static int scale_terms(SlotTerm *xs, int n, uint32_t c) {
  int m = 0;
  for (int i = 0; i < n; i++)
    if ((xs[i].coeff *= c))
      xs[m++] = xs[i];
  return m;
}

static Slot scale(Slot x, uint32_t c) {
  if (!x.valid)
    return x;
  if (!c)
    return literal(0);
  x.lit *= c;
  for (int k = 0; k < SLOT_KINDS; k++)
    for (int d = 0; d < 3; d++)
      x.atom[k][d] *= c;
  x.nterms = scale_terms(x.terms, x.nterms, c);
  x.nloops = scale_terms(x.loops, x.nloops, c);
  int m = 0;
  for (int i = 0; i < x.nfields; i++)
    if ((x.fields[i].coeff *= c))
      x.fields[m++] = x.fields[i];
  x.nfields = m;
  return canon(x);
}

static bool is_param(const Kernel *k, const Var *v) {
  for (int i = 0; i < k->params.len; i++)
    if (k->params.items[i] == v)
      return true;
  return false;
}

/* A launch size or offset, or a kernel argument: the same for every
 * thread and never assigned. A device function checked alone
 * (Kernel.modular) gets arguments that may differ between threads. */
static bool launch_constant(const Kernel *k, const Var *v) {
  for (int d = 0; d < 3; d++)
    if (v == k->b.group_size[d] || v == k->b.num_groups[d] || v == k->b.global_offset[d])
      return true;
  return !k->modular && is_param(k, v) && !kernel_var_facts_of(k, v).nonuniform;
}

static bool invariant(Walk *w, const Expr *e, int depth);

/* Whether v holds one value for every thread at every point it is read. */
static bool invariant_var(Walk *w, const Var *v, int depth) {
  if (ptrmap_get(w->launch->concrete, v) || launch_constant(w->launch->k, v))
    return true;
  const KStmt *d = ptrmap_get(w->launch->def, v);
  return d && d->kind == K_ASSIGN && depth < SLOT_MAX_DEPTH &&
         invariant(w, d->e, depth + 1);
}

/* Pure operations on invariant operands; nothing that reads memory, the
 * logs or the thread's state. */
static bool invariant(Walk *w, const Expr *e, int depth) {
  if (++w->steps > SLOT_MAX_STEPS)
    return false;
  switch (e->kind) {
  case E_BOOL:
  case E_BV:
  case E_INT: return true;
  case E_VAR: return invariant_var(w, e->var, depth);
  case E_NOT:
  case E_AND:
  case E_OR:
  case E_IMPLIES:
  case E_IFF:
  case E_EQ:
  case E_NE:
  case E_FN:
  case E_ITE:
    for (int i = 0; i < e->nargs; i++)
      if (!invariant(w, e->args[i], depth))
        return false;
    return true;
  default: return false;
  }
}

static Slot linear(Walk *w, const Expr *e, int depth, int block);

/* A counter with known values read in block `block`: its initial value,
 * read where the loop is entered, plus step * j, one iteration number j
 * of its own. */
static Slot counter(Walk *w, const Var *v, const SlotCounter *c, int depth, int block) {
  if (depth >= SLOT_MAX_DEPTH)
    return invalid();
  Slot s = linear(w, c->init, depth + 1, -1), step = linear(w, c->step, depth + 1, -1);
  if (!step.valid || !literal_only(&step))
    return invalid();
  const Loop *l = c->loop;
  bool guarded = block >= 0 && l->body[block] && block != l->header && c->trips;
  SlotTerm j = {v, step.lit, guarded ? c->trips - 1 : c->trips};
  if (s.valid && step.lit && !add_term(s.loops, &s.nloops, j))
    return invalid();
  return s;
}

static Slot var_slot(Walk *w, const Var *v, int depth, int block) {
  const Builtins *b = &w->launch->k->b;
  Expr *lit = ptrmap_get(w->launch->concrete, v);
  if (lit && lit->kind == E_BV)
    return literal((uint32_t)lit->lit);
  for (int d = 0; d < 3; d++) {
    if (v == b->local_id[d])
      return atom(SLOT_LOCAL, d);
    if (v == b->group_id[d])
      return atom(SLOT_GROUP, d);
  }
  const SlotCounter *c = w->env->counters ? ptrmap_get(w->env->counters, v) : NULL;
  if (c)
    return counter(w, v, c, depth, block);
  const KStmt *def = ptrmap_get(w->launch->def, v);
  if (def && def->kind == K_ASSIGN && depth < SLOT_MAX_DEPTH) {
    int at = w->env->def_block ? w->env->def_block[v->id] : -1;
    Slot s = linear(w, def->e, depth + 1, at);
    if (s.valid)
      return s;
  }
  if (!invariant_var(w, v, depth))
    return invalid();
  Slot s = literal(0);
  s.terms[0] = (SlotTerm){v, 1, 0};
  s.nterms = 1;
  return s;
}

/* The only product of two non-literals a slot keeps: group id times
 * group size, when the size is not a literal. */
static Slot scaled_group(const Walk *w, const Slot *x, const Slot *y) {
  const Builtins *b = &w->launch->k->b;
  for (int d = 0; d < 3; d++) {
    Slot g = atom(SLOT_GROUP, d), size = literal(0);
    size.terms[0] = (SlotTerm){b->group_size[d], 1, 0};
    size.nterms = 1;
    if ((slot_same(x, &g) && slot_same(y, &size)) ||
        (slot_same(y, &g) && slot_same(x, &size)))
      return atom(SLOT_GROUP_SCALED, d);
  }
  return invalid();
}

/* coeff times bits [lo, hi) of an id of `bits` bits: the id itself when
 * they are all of its bits, nothing when none. */
static Slot field(SlotAtom kind, int d, int lo, int hi, int bits, uint32_t coeff) {
  hi = hi < bits ? hi : bits;
  if (lo >= hi || !coeff)
    return literal(0);
  if (lo == 0 && hi == bits)
    return scale(atom(kind, d), coeff);
  Slot s = literal(0);
  s.fields[0] = (SlotField){kind, d, lo, hi, bits, coeff};
  s.nfields = 1;
  return s;
}

/* Bits [lo, hi) of an id, placed at bit `at` of a value. */
typedef struct {
  SlotAtom kind;
  int dim, lo, hi, at;
} Part;

enum { SLOT_MAX_PARTS = SLOT_KINDS * 3 + SLOT_MAX_FIELDS, SIGN_BIT = 31 };

static int exact_log2(uint32_t c) { return c && !(c & (c - 1)) ? __builtin_ctz(c) : -1; }

/* x as ids' fields times powers of two plus a literal, no two sharing a
 * bit and all below the sign bit: then x is that sum exactly, not only
 * modulo 2^32, signed and unsigned alike, and shifts and masks take each
 * field's bits apart. The parts and the bits they use; -1 when x is not
 * of that form. */
static int parts_of(const Walk *w, const Slot *x, Part *ps, uint32_t *used) {
  if (!x->valid || x->nterms || x->nloops)
    return -1;
  int n = 0;
  for (int k = 0; k < SLOT_KINDS; k++)
    for (int d = 0; d < 3; d++)
      if (x->atom[k][d]) {
        int64_t values = id_values(w->launch, (SlotAtom)k, d);
        ps[n++] =
            (Part){k, d, 0, values ? bits_for(values) : -1, exact_log2(x->atom[k][d])};
      }
  for (int i = 0; i < x->nfields; i++) {
    const SlotField *f = &x->fields[i];
    ps[n++] = (Part){f->kind, f->dim, f->lo, f->hi, exact_log2(f->coeff)};
  }
  *used = x->lit;
  for (int i = 0; i < n; i++) {
    if (ps[i].hi < 0 || ps[i].at < 0 || ps[i].at + ps[i].hi - ps[i].lo > SIGN_BIT)
      return -1;
    uint32_t bits = ((UINT32_C(1) << (ps[i].hi - ps[i].lo)) - 1) << ps[i].at;
    if (*used & bits)
      return -1;
    *used |= bits;
  }
  return *used >> SIGN_BIT ? -1 : n;
}

/* (x & mask) >> shift, x of the parts ps: the bits of each part that the
 * mask keeps and the shift does not drop, as fields of their ids. */
static Slot select_bits(const Walk *w, const Slot *x, const Part *ps, int n,
                        uint32_t mask, int shift) {
  Slot r = literal((x->lit & mask) >> shift);
  for (int i = 0; i < n; i++) {
    const Part *p = &ps[i];
    int bits = bits_for(id_values(w->launch, p->kind, p->dim));
    int end = p->at + p->hi - p->lo;
    for (int b = p->at > shift ? p->at : shift; b < end; b++) {
      if (!(mask >> b & 1))
        continue;
      int e = b;
      while (e < end && mask >> e & 1)
        e++;
      Slot f = field(p->kind, p->dim, p->lo + b - p->at, p->lo + e - p->at, bits,
                     UINT32_C(1) << (b - shift));
      r = add(r, &f, 1);
      b = e;
    }
  }
  return r;
}

/* x >> shift, x & mask, x / 2^shift, x % 2^shift, x | y, read as fields
 * of the ids when the operands are placed bits (parts_of). A shift or a
 * signed operation needs the exact value: a 32-bit operand. */
static Slot bit_op(const Walk *w, const Expr *e, const Slot *x, const Slot *y) {
  Part px[SLOT_MAX_PARTS], py[SLOT_MAX_PARTS];
  uint32_t ux, uy;
  int nx = parts_of(w, x, px, &ux);
  if (nx < 0 || !y->valid)
    return invalid();
  if (e->op == BV_OR)
    return parts_of(w, y, py, &uy) >= 0 && !(ux & uy) ? add(*x, y, 1) : invalid();
  if (!literal_only(y))
    return invalid();
  if (e->op == BV_AND)
    return select_bits(w, x, px, nx, y->lit, 0);
  bool shift = e->op == BV_LSHR || e->op == BV_ASHR;
  int k = shift ? (y->lit < 32 ? (int)y->lit : -1) : exact_log2(y->lit);
  bool is_signed = e->op == BV_SDIV || e->op == BV_SREM;
  if (k < 0 || e->args[0]->type->width != 32 || (is_signed && k >= SIGN_BIT))
    return invalid();
  if (e->op == BV_UREM || e->op == BV_SREM)
    return select_bits(w, x, px, nx, (UINT32_C(1) << k) - 1, 0);
  return select_bits(w, x, px, nx, UINT32_MAX, k);
}

/* Whether cond is false whatever the thread: x < 0 (signed) for x of
 * placed bits below the sign, or a conjunction with such a part. The
 * signed remainder's case split for negative dividends is one. */
static bool known_false(Walk *w, const Expr *cond, int depth, int block) {
  if (cond->kind == E_AND)
    return known_false(w, cond->args[0], depth, block) ||
           known_false(w, cond->args[1], depth, block);
  if (cond->kind != E_FN || cond->op != BV_SLT || cond->args[0]->type->width != 32 ||
      cond->args[1]->kind != E_BV || cond->args[1]->lit)
    return false;
  Slot x = linear(w, cond->args[0], depth, block);
  Part ps[SLOT_MAX_PARTS];
  uint32_t used;
  return parts_of(w, &x, ps, &used) >= 0;
}

/* cond ? a : b: the arm the condition always takes, or the slot both
 * arms are. */
static Slot choice(Walk *w, const Expr *e, int depth, int block) {
  if (known_false(w, e->args[0], depth, block))
    return linear(w, e->args[2], depth, block);
  Slot a = linear(w, e->args[1], depth, block), b = linear(w, e->args[2], depth, block);
  return slot_same(&a, &b) ? a : invalid();
}

/* Arithmetic modulo 2^32 commutes with extension and truncation to 32
 * bits, so wider operations are read modulo 2^32 too; narrower ones wrap
 * sooner and are not slots. */
static Slot linear(Walk *w, const Expr *e, int depth, int block) {
  if (++w->steps > SLOT_MAX_STEPS || e->type->kind != TY_BV || e->type->width < 32)
    return invalid();
  if (e->kind == E_BV)
    return literal((uint32_t)e->lit);
  if (e->kind == E_VAR)
    return var_slot(w, e->var, depth, block);
  if (e->kind == E_ITE)
    return choice(w, e, depth, block);
  if (e->kind != E_FN)
    return invalid();
  switch (e->op) {
  case BV_ZEXT:
  case BV_SEXT: return linear(w, e->args[0], depth, block);
  case BV_EXTRACT: return e->lit == 0 ? linear(w, e->args[0], depth, block) : invalid();
  case BV_ADD:
  case BV_SUB: {
    Slot x = linear(w, e->args[0], depth, block), y = linear(w, e->args[1], depth, block);
    return add(x, &y, e->op == BV_ADD ? 1 : UINT32_MAX);
  }
  case BV_MUL: {
    Slot x = linear(w, e->args[0], depth, block), y = linear(w, e->args[1], depth, block);
    if (!x.valid || !y.valid)
      return invalid();
    if (literal_only(&y))
      return scale(x, y.lit);
    if (literal_only(&x))
      return scale(y, x.lit);
    return scaled_group(w, &x, &y);
  }
  case BV_SHL: {
    Slot x = linear(w, e->args[0], depth, block), y = linear(w, e->args[1], depth, block);
    if (!y.valid || !literal_only(&y) || y.lit >= 32)
      return invalid();
    return scale(x, UINT32_C(1) << y.lit);
  }
  case BV_LSHR:
  case BV_ASHR:
  case BV_UDIV:
  case BV_SDIV:
  case BV_UREM:
  case BV_SREM:
  case BV_AND:
  case BV_OR: {
    Slot x = linear(w, e->args[0], depth, block), y = linear(w, e->args[1], depth, block);
    if (e->op == BV_AND && literal_only(&x))
      return bit_op(w, e, &y, &x);
    return bit_op(w, e, &x, &y);
  }
  default: return invalid();
  }
}

Slot slot_of(const SlotEnv *env, const Expr *index, int block) {
  Walk w = {.env = env, .launch = &env->launch};
  return linear(&w, index, 0, block);
}

static bool same_terms(const SlotTerm *x, int nx, const SlotTerm *y, int ny) {
  if (nx != ny)
    return false;
  for (int i = 0; i < nx; i++)
    if (x[i].var != y[i].var || x[i].coeff != y[i].coeff || x[i].trips != y[i].trips)
      return false;
  return true;
}

static bool same_fields(const Slot *a, const Slot *b) {
  if (a->nfields != b->nfields)
    return false;
  for (int i = 0; i < a->nfields; i++)
    if (field_cmp(&a->fields[i], &b->fields[i]) ||
        a->fields[i].coeff != b->fields[i].coeff)
      return false;
  return true;
}

bool slot_same_shape(const Slot *a, const Slot *b) {
  return a->valid && b->valid && !memcmp(a->atom, b->atom, sizeof a->atom) &&
         same_fields(a, b) && same_terms(a->terms, a->nterms, b->terms, b->nterms);
}

bool slot_same(const Slot *a, const Slot *b) {
  return slot_same_shape(a, b) && a->lit == b->lit &&
         same_terms(a->loops, a->nloops, b->loops, b->nloops);
}

/* One digit of the difference of two indices: a coefficient, positive,
 * times a difference d in [lo, hi]. The ids' digits tell the threads
 * apart; a loop's digit is one thread's iteration number. */
typedef struct {
  int64_t scale, lo, hi;
  bool thread;
} Digit;

enum { SLOT_MAX_DIGITS = 6 + 2 * SLOT_MAX_FIELDS + 2 * SLOT_MAX_TERMS };

/* coeff, read as signed, times d in [lo, hi]; none when d is always 0. */
static void push_digit(Digit *ds, int *n, uint32_t coeff, int64_t lo, int64_t hi,
                       bool thread) {
  int64_t c = (int32_t)coeff;
  if (lo == hi && !lo)
    return;
  ds[(*n)++] = c < 0 ? (Digit){-c, -hi, -lo, thread} : (Digit){c, lo, hi, thread};
}

/* An id that takes `values` values (0: unknown, below 2^32). */
static void push_id(Digit *ds, int *n, uint32_t coeff, int64_t values) {
  int64_t m = values ? values - 1 : (int64_t)INDEX_SPAN - 1;
  if (m)
    push_digit(ds, n, coeff, -m, m, true);
}

/* The digits of an id read whole times `whole` and through fields: the
 * id cut at every field's bounds, each piece a digit of its own weighed
 * by all that reads it. Pieces are taken as independent, which is more
 * than the values of the id allow, never less. A piece nothing reads
 * gets a digit of scale 0: threads that differ there alone meet. */
static void push_pieces(const Slot *s, SlotAtom kind, int d, uint32_t whole,
                        int64_t values, Digit *ds, int *n) {
  int cuts[2 * SLOT_MAX_FIELDS + 2], nc = 0;
  for (int i = 0; i < s->nfields; i++)
    if (s->fields[i].kind == kind && s->fields[i].dim == d) {
      cuts[nc++] = s->fields[i].lo;
      cuts[nc++] = s->fields[i].hi;
    }
  if (!nc || !values) { /* fields exist only for ids of known sizes */
    push_id(ds, n, whole, values);
    return;
  }
  cuts[nc++] = 0;
  cuts[nc++] = bits_for(values);
  for (int i = 1; i < nc; i++)
    for (int j = i; j > 0 && cuts[j] < cuts[j - 1]; j--) {
      int t = cuts[j];
      cuts[j] = cuts[j - 1];
      cuts[j - 1] = t;
    }
  for (int i = 0; i + 1 < nc; i++) {
    int lo = cuts[i], hi = cuts[i + 1];
    if (lo == hi)
      continue;
    uint32_t coeff = whole << lo;
    for (int j = 0; j < s->nfields; j++) {
      const SlotField *f = &s->fields[j];
      if (f->kind == kind && f->dim == d && f->lo <= lo && hi <= f->hi)
        coeff += f->coeff << (lo - f->lo);
    }
    int64_t top = (values - 1) >> lo, most = ((int64_t)1 << (hi - lo)) - 1;
    push_id(ds, n, coeff, (top < most ? top : most) + 1);
  }
}

/* The digits of the ids that tell two threads of the scope apart; -1
 * when the form is not one this reads; *unknown when a size is. */
static int id_digits(const RangeEnv *env, const Slot *s, bool in_group, Digit *ds,
                     bool *unknown) {
  const Builtins *bi = &env->k->b;
  int n = 0;
  for (int d = 0; d < 3; d++) {
    int64_t size = size_of(env, bi->group_size[d]),
            groups = size_of(env, bi->num_groups[d]);
    uint32_t local = s->atom[SLOT_LOCAL][d], group = s->atom[SLOT_GROUP][d];
    uint32_t scaled = s->atom[SLOT_GROUP_SCALED][d];
    if (in_group) { /* the group ids are the same for both threads */
      *unknown |= !size;
      push_pieces(s, SLOT_LOCAL, d, local, size, ds, &n);
    } else if (scaled) { /* group id * unknown size + local id: the global id */
      if (scaled != local || group || s->nfields)
        return -1;
      bool known = size && groups && size < (int64_t)INDEX_SPAN / groups;
      *unknown |= !known;
      push_id(ds, &n, local, known ? size * groups : 0);
    } else {
      *unknown |= !size || !groups;
      push_pieces(s, SLOT_LOCAL, d, local, size, ds, &n);
      push_pieces(s, SLOT_GROUP, d, group, groups, ds, &n);
    }
  }
  return n;
}

static int64_t floor_div(int64_t a, int64_t b) { return a / b - (a % b != 0 && a < 0); }
static int64_t ceil_div(int64_t a, int64_t b) { return a / b + (a % b != 0 && a > 0); }

/* Whether differences d_i in [lo_i, hi_i], those of the ids not all zero
 * when `nonzero`, make sum scale_i * d_i fall in [lo, hi]. Digits in
 * decreasing scale, none 0: each bounds its difference by what the
 * smaller ones can add; the last is solved outright. Past the budget,
 * the answer is yes. */
static bool reachable(const Digit *ds, int n, int64_t lo, int64_t hi, bool nonzero,
                      int *budget) {
  if (n == 0)
    return lo <= 0 && 0 <= hi && !nonzero;
  int64_t rest_lo = 0, rest_hi = 0;
  for (int i = 1; i < n; i++) {
    rest_lo += ds[i].scale * ds[i].lo;
    rest_hi += ds[i].scale * ds[i].hi;
  }
  int64_t c = ds[0].scale;
  int64_t dlo = ceil_div(lo - rest_hi, c), dhi = floor_div(hi - rest_lo, c);
  dlo = dlo < ds[0].lo ? ds[0].lo : dlo;
  dhi = dhi > ds[0].hi ? ds[0].hi : dhi;
  if (n == 1)
    return dlo <= dhi && (!nonzero || (ds[0].thread && (dlo != 0 || dhi != 0)));
  for (int64_t d = dlo; d <= dhi; d++) {
    if (--*budget < 0)
      return true;
    if (reachable(ds + 1, n - 1, lo - c * d, hi - c * d, nonzero && !(ds[0].thread && d),
                  budget))
      return true;
  }
  return false;
}

/* Thread 1's access through a and thread 2's through b cover elements
 * that differ by D + (lit b - lit a), D the difference of their ids'
 * combination and of their loops' terms; they meet when that lands
 * within the counts. Every difference is bounded, and while the whole
 * spread stays below 2^32 nothing wraps. */
/* How many elements of elem_bytes the addresses reach before they wrap:
 * 2^32 as indices are 32-bit, fewer with 32-bit pointers (spir), whose
 * byte addresses wrap first. */
static int64_t element_span(const Kernel *k, int elem_bytes) {
  if (k->ptr_bytes >= 8 && elem_bytes > 0)
    return (int64_t)INDEX_SPAN;
  int bits = k->ptr_bytes > 0 && k->ptr_bytes < 4 ? 8 * k->ptr_bytes : 32;
  return ((int64_t)1 << bits) / (elem_bytes > 0 ? elem_bytes : 1);
}

bool slot_apart(const SlotEnv *env, const Slot *a, int count_a, const Slot *b,
                int count_b, int elem_bytes, bool in_group) {
  if (!slot_same_shape(a, b) || count_a < 1 || count_b < 1)
    return false;
  int64_t span = element_span(env->launch.k, elem_bytes);
  Digit ds[SLOT_MAX_DIGITS];
  bool unknown = false;
  int n = id_digits(&env->launch, a, in_group, ds, &unknown);
  if (n < 0)
    return false;
  /* Threads that differ in an id the index does not read meet at one
   * element with no difference at all. */
  bool nonzero = true;
  int m = 0;
  for (int i = 0; i < n; i++) {
    nonzero &= ds[i].scale != 0;
    if (ds[i].scale)
      ds[m++] = ds[i];
  }
  int64_t delta = (int32_t)(b->lit - a->lit);
  int64_t lo = delta - count_a + 1, hi = delta + count_b - 1;
  /* An unknown number of ids is below 2^32 (a size, or the launch's
   * global size, which the launch axioms bound): one id alone, unscaled,
   * differs between the threads. */
  if (unknown)
    return n == 1 && m == 1 && ds[0].scale == 1 && lo == 0 && hi == 0 && !a->nloops &&
           !b->nloops && span == (int64_t)INDEX_SPAN;
  for (int i = 0; i < a->nloops; i++)
    if (a->loops[i].trips >= INDEX_SPAN)
      return false;
    else
      push_digit(ds, &m, a->loops[i].coeff, 0, (int64_t)a->loops[i].trips, false);
  for (int i = 0; i < b->nloops; i++)
    if (b->loops[i].trips >= INDEX_SPAN)
      return false;
    else
      push_digit(ds, &m, b->loops[i].coeff, -(int64_t)b->loops[i].trips, 0, false);
  int64_t spread = -lo > hi ? -lo : hi;
  if (spread >= span)
    return false;
  for (int i = 0; i < m; i++) {
    int64_t far = -ds[i].lo > ds[i].hi ? -ds[i].lo : ds[i].hi;
    if (far > (span - 1 - spread) / ds[i].scale)
      return false;
    spread += ds[i].scale * far;
  }
  for (int i = 1; i < m; i++)
    for (int j = i; j > 0 && ds[j].scale > ds[j - 1].scale; j--) {
      Digit t = ds[j];
      ds[j] = ds[j - 1];
      ds[j - 1] = t;
    }
  int budget = SLOT_MAX_STEPS;
  return !reachable(ds, m, lo, hi, nonzero, &budget);
}
