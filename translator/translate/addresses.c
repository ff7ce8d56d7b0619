/* Pointer values: an array and element offset, or a run-time array id and byte offset;
 * address arithmetic, comparison and conversion. */
#include "translate_int.h"

Val *tr_dynamic_pointer(Tr *t, Expr *id, Expr *offset) {
  Val *r = NEW(t->a, Val);
  r->id = id;
  r->offset = offset;
  return r;
}

bool tr_is_pointer_val(Val *v) { return v->base || v->id; }

/* p as a dynamic pointer (a static one has a constant id). */
Val *tr_as_dynamic(Tr *t, Val *p) {
  if (p->id)
    return p;
  return tr_dynamic_pointer(t, e_bv(t->a, (uint64_t)p->base->id + 1, 32),
                            tr_scale(t, p->offset, p->base->elem_bytes));
}

/* A pointer as the bits it is in memory or as an integer: its array's
 * address, which is unknown (an uninterpreted function of the id, so that
 * no two arrays are assumed to be apart or together), plus its byte offset
 * sign-extended (a pointer just before its array is a small negative
 * offset). */
static Expr *array_address(Tr *t, Expr *id) {
  return uf_call(t->p, "$ptr_address", ty_bv(t->a, t->ptr_bytes * 8), 1, &id);
}

Expr *tr_pointer_bits(Tr *t, Val *p) {
  Val *d = tr_as_dynamic(t, p);
  return bv_op(t->p, BV_ADD, array_address(t, d->id),
               bv_sext(t->p, d->offset, t->ptr_bytes * 8));
}

/* The pointer whose bits in memory are `bits`, given its array id. */
Val *tr_pointer_from_bits(Tr *t, Expr *id, Expr *bits) {
  return tr_dynamic_pointer(
      t, id, tr_index32(t, bv_op(t->p, BV_SUB, bits, array_address(t, id))));
}

/* A pointer nothing is known about: any array, any offset (different in
 * each thread). */
Val *tr_unknown_pointer(Tr *t) {
  return tr_dynamic_pointer(t, tr_havoc_value(t, ty_bv(t->a, 32)),
                            tr_havoc_value(t, ty_bv(t->a, 32)));
}

void tr_gep_walk(GepWalk *w, Tr *t, LLVMValueRef gep) {
  *w = (GepWalk){t, gep, LLVMGetGEPSourceElementType(gep), 1,
                 (unsigned)LLVMGetNumOperands(gep)};
}

bool tr_gep_next(GepWalk *w, GepStep *s) {
  if (w->i >= w->n)
    return false;
  LLVMTargetDataRef td = w->t->td;
  s->index = LLVMGetOperand(w->gep, w->i);
  s->field = false;
  if (w->i++ == 1) {
    s->bytes = (int64_t)LLVMABISizeOfType(td, w->type);
  } else if (LLVMGetTypeKind(w->type) == LLVMStructTypeKind) {
    unsigned field = (unsigned)LLVMConstIntGetZExtValue(s->index);
    s->field = true;
    s->bytes = (int64_t)LLVMOffsetOfElement(td, w->type, field);
    w->type = LLVMStructGetTypeAtIndex(w->type, field);
  } else {
    w->type = LLVMGetElementType(w->type);
    s->bytes = (int64_t)LLVMABISizeOfType(td, w->type);
  }
  return true;
}

/* Whether a step of bytes is whole elements of eb bytes. The element size
 * of an array divides every step of the addresses of its accesses
 * (arrays.c), so a step that it does not divide leads to no access that
 * the model could place; refused rather than rounded. */
static bool whole_elements(Tr *t, int64_t bytes, int eb) {
  if (bytes % eb == 0)
    return true;
  tr_fail(t, "unsupported construct: address arithmetic of %lld bytes in an array of "
             "%d-byte elements", (long long)bytes, eb);
  return false;
}

/* Address arithmetic, in elements of the base object of a static pointer,
 * in bytes for a dynamic one. */
Val *tr_gep(Tr *t, LLVMValueRef gep) {
  Val *base = tr_get_val(t, LLVMGetOperand(gep, 0));
  if (t->failed)
    return NULL;
  int eb = base->base ? base->base->elem_bytes : 1;
  Expr *off = base->offset;
  GepWalk w;
  GepStep s;
  for (tr_gep_walk(&w, t, gep); tr_gep_next(&w, &s);) {
    /* A constant step counts in bytes before it is divided: four i8 steps
     * are one element of an int array, where one i8 step is none. */
    if (s.field || LLVMIsAConstantInt(s.index)) {
      int64_t bytes = s.field ? s.bytes : s.bytes * LLVMConstIntGetSExtValue(s.index);
      if (!whole_elements(t, bytes, eb))
        return NULL;
      off = tr_add32(t, off, e_bv(t->a, (uint64_t)(bytes / eb), 32));
      continue;
    }
    Val *iv = tr_get_val(t, s.index);
    if (t->failed || !whole_elements(t, s.bytes, eb))
      return NULL;
    off = tr_add32(t, off, tr_scale(t, tr_index32(t, iv->e), s.bytes / eb));
  }
  Val *r = NEW(t->a, Val);
  *r = *base;
  r->offset = off;
  return r;
}

/* Offsets are 32 bits: exact for the addresses that races compare (equal
 * addresses have equal low bits), but the order of two pointers and a
 * pointer's bits as an integer are right only for arrays under 2 GiB. */
static void note_small_arrays(Tr *t) {
  tr_note_once(t, t->inst,
               "pointer order and pointers converted to integers are modelled with "
               "32-bit offsets: assuming no array of 2 GiB or more");
}

/* Pointers into one static array compare by element offset. Otherwise,
 * as in GPUVerify, two pointers are equal when their arrays and byte
 * offsets are; pointers into one array are ordered by offset, and into
 * different arrays in an order Tandem does not know (an uninterpreted
 * function of both). */
Expr *tr_pointer_icmp(Tr *t, LLVMIntPredicate pred, Val *x, Val *y) {
  if (pred != LLVMIntEQ && pred != LLVMIntNE)
    note_small_arrays(t);
  if (x->base && x->base == y->base)
    return tr_icmp(t, pred, x->offset, y->offset);
  Val *dx = tr_as_dynamic(t, x), *dy = tr_as_dynamic(t, y);
  Expr *same = e_eq(t->a, dx->id, dy->id);
  if (pred == LLVMIntEQ || pred == LLVMIntNE) {
    Expr *eq = e_and(t->a, same, e_eq(t->a, dx->offset, dy->offset));
    return pred == LLVMIntEQ ? eq : e_not(t->a, eq);
  }
  Expr *args[4] = {dx->id, dx->offset, dy->id, dy->offset};
  char name[32];
  snprintf(name, sizeof name, "$ptr_order%d", (int)pred);
  return e_ite(t->a, same, tr_icmp(t, pred, dx->offset, dy->offset),
               uf_call(t->p, name, ty_bool(t->a), 4, args));
}

Val *tr_offset_by(Tr *t, Val *p, int64_t bytes) {
  Val *r = NEW(t->a, Val);
  *r = *p;
  int eb = p->base ? p->base->elem_bytes : 1;
  if (!whole_elements(t, bytes, eb))
    return NULL;
  r->offset = tr_add32(t, p->offset, e_bv(t->a, (uint64_t)(bytes / eb), 32));
  return r;
}

Val *tr_offset_scaled(Tr *t, Val *p, Expr *count, int64_t bytes_each) {
  Val *r = NEW(t->a, Val);
  *r = *p;
  int eb = p->base ? p->base->elem_bytes : 1;
  if (!whole_elements(t, bytes_each, eb))
    return NULL;
  r->offset = tr_add32(t, p->offset, tr_scale(t, count, bytes_each / eb));
  return r;
}

bool tr_is_null(Val *p) { return p->id && p->id->kind == E_BV && p->id->lit == 0; }

/* bitcast and addrspacecast: the same value; an integer never becomes a
 * pointer this way. */
Val *tr_inst_bitcast(Tr *t, LLVMValueRef i) {
  Val *x = tr_get_val(t, LLVMGetOperand(i, 0));
  if (x && x->e && LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMPointerTypeKind) {
    tr_fail(t, "unsupported construct: integer used as a pointer");
    return NULL;
  }
  return x;
}

/* ptrtoint: the pointer's bits. */
Val *tr_inst_ptrtoint(Tr *t, LLVMValueRef i) {
  Val *x = tr_get_val(t, LLVMGetOperand(i, 0));
  if (t->failed)
    return NULL;
  note_small_arrays(t);
  return tr_val_new(
      t, tr_resize(t, tr_pointer_bits(t, x), LLVMGetIntTypeWidth(LLVMTypeOf(i))));
}

/* inttoptr: an integer's bits say nothing Tandem knows about the array. */
Val *tr_inst_inttoptr(Tr *t, LLVMValueRef i) {
  Val *x = tr_get_val(t, LLVMGetOperand(i, 0));
  if (t->failed)
    return NULL;
  return tr_dynamic_pointer(t, tr_havoc_value(t, ty_bv(t->a, 32)),
                            tr_resize(t, x->e, 32));
}
