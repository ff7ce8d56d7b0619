/* Memory accesses: loads, stores and copies, through static pointers or by case split on
 * a dynamic pointer's array. */
#include "translate_int.h"

/* Numbers an access, so that a race witness can name it. */
static void add_site(Tr *t, KStmt *s) {
  s->site = t->k->sites.len;
  Loc *l = NEW(t->a, Loc);
  *l = s->loc;
  vec_push(&t->k->sites, l);
}

static KStmt *emit_access(Tr *t, KStmtKind kind, Array *arr, Expr *index, int bytes) {
  KStmt *s = tr_emit(t, kind);
  s->array = arr;
  s->index = index;
  s->count = bytes / arr->elem_bytes;
  add_site(t, s);
  return s;
}

/* A write to private memory that holds pointers records the id of the
 * pointer it writes (in a slot of a pointer's width), or null in every pointer-sized slot it covers when it
 * writes something else. */
static void write_pointer_ids(Tr *t, Array *arr, Expr *index, const MemOp *op) {
  int slots = op->bytes < t->ptr_bytes ? 1 : op->bytes / t->ptr_bytes;
  for (int i = 0; i < slots; i++) {
    Expr *at =
        tr_add32(t, index, e_bv(t->a, (uint64_t)(i * t->ptr_bytes / arr->elem_bytes), 32));
    emit_access(t, K_WRITE, arr->ptr_ids, at, t->ptr_bytes)->e =
        op->ptr_id ? tr_resize(t, op->ptr_id, t->ptr_bytes * 8)
                   : e_bv(t->a, 0, t->ptr_bytes * 8);
  }
}

/* The operation on one array at element index `index`. Shared and global
 * memory keep no pointer ids: a pointer loaded from them has an unknown
 * array. */
MemResult tr_on_array(Tr *t, const MemOp *op, Array *arr, Expr *index) {
  MemResult r = {NULL, NULL};
  if (op->kind == K_ATOMIC && arr->space == SPACE_PRIVATE) {
    tr_fail(t, "unsupported construct: atomic operation on private memory");
    return r;
  }
  /* tr_collect_arrays sized each array's elements and chose its logs from
   * the accesses it noted: one it missed in shared or global memory would
   * go unchecked. (Private memory has no logs; the translation itself
   * writes by-value structs' images there.) */
  bool noted = op->kind == K_READ ? arr->read : op->kind == K_WRITE ? arr->written : arr->atomic;
  if (arr->space != SPACE_PRIVATE && (!noted || op->bytes % arr->elem_bytes)) {
    tr_fail(t, "internal error: an access to '%s' that the collection of arrays did not "
               "note", arr->name);
    return r;
  }
  KStmt *s = emit_access(t, op->kind, arr, index, op->bytes);
  s->guard = op->guard;
  s->event = op->event;
  if (op->kind == K_WRITE) {
    s->e = op->value;
    if (arr->ptr_ids)
      write_pointer_ids(t, arr, index, op);
    return r;
  }
  s->lhs = tr_new_temp(t, ty_bv(t->a, op->bytes * 8));
  kernel_var_facts(t->k, s->lhs)->loaded = op->kind == K_READ;
  s->step = op->step;
  s->group_scope = op->group_scope;
  r.value = e_var(t->a, s->lhs);
  if (!op->loads_pointer)
    return r;
  if (!arr->ptr_ids)
    r.id = tr_havoc_value(t, ty_bv(t->a, 32));
  else {
    KStmt *ids = emit_access(t, K_READ, arr->ptr_ids, index, t->ptr_bytes);
    ids->lhs = tr_new_temp(t, ty_bv(t->a, t->ptr_bytes * 8));
    r.id = tr_resize(t, e_var(t->a, ids->lhs), 32);
  }
  return r;
}

/* An access through the null pointer, or one into no array the kernel
 * has, is a defect of the thread that makes it. */
void tr_emit_null_check(Tr *t) {
  KStmt *s = tr_emit(t, K_ASSERT);
  s->e = e_bool(t->a, false);
  s->akind = A_NULL;
}

/* A byte offset as an element index of arr (every address step through
 * which a pointer reaches arr is a whole number of its elements). */
static Expr *byte_index(Tr *t, Expr *off, int eb) {
  if (eb == 1)
    return off;
  if (off->kind == E_BV)
    return e_bv(t->a, (uint64_t)((int32_t)off->lit / eb), 32);
  int shift = 0;
  while ((1 << shift) < eb)
    shift++;
  if (1 << shift == eb)
    return bv_op(t->p, BV_ASHR, off, e_bv(t->a, (uint64_t)shift, 32));
  return bv_op(t->p, BV_SDIV, off, e_bv(t->a, (uint64_t)eb, 32));
}

/* The operation through pointer p, the value of LLVM pointer ptr. A
 * static pointer accesses its array. A dynamic one is a case split on its
 * array id over the arrays it may point into, each case an ordinary
 * access; the remaining case (null, or an array the kernel does not have)
 * is a defect. */
MemResult tr_mem_op(Tr *t, LLVMValueRef ptr, Val *p, const MemOp *op) {
  if (!p) /* an address translation refused (t->failed) */
    return (MemResult){0};
  if (p->base)
    return tr_on_array(t, op, p->base, p->offset);
  Var *value = op->kind == K_WRITE ? NULL : tr_result_var(t, op->bytes * 8);
  Var *id = op->loads_pointer ? tr_result_var(t, 32) : NULL;
  if (value)
    kernel_var_facts(t->k, value)->loaded = op->kind == K_READ;
  Vec cands = {0};
  if (p->id->kind != E_BV)
    tr_candidates(t, ptr, false, &cands);
  KBlock *join = kblock_new(t->k);
  for (int i = 0; i < cands.len && !t->failed; i++) {
    Array *arr = cands.items[i];
    KBlock *at = t->cur, *yes = kblock_new(t->k), *no = kblock_new(t->k);
    at->cond = e_eq(t->a, p->id, e_bv(t->a, (uint64_t)arr->id + 1, 32));
    at->succ[0] = yes;
    at->succ[1] = no;
    at->nsucc = 2;
    t->cur = yes;
    MemResult c = tr_on_array(t, op, arr, byte_index(t, p->offset, arr->elem_bytes));
    if (value && c.value)
      tr_assign(t, value, c.value);
    if (id && c.id)
      tr_assign(t, id, c.id);
    tr_goto_block(t->cur, join);
    t->cur = no;
  }
  vec_free(&cands);
  tr_emit_null_check(t);
  if (value)
    tr_emit(t, K_HAVOC)->lhs = value;
  if (id)
    tr_emit(t, K_HAVOC)->lhs = id;
  tr_goto_block(t->cur, join);
  t->cur = join;
  MemResult r = {value ? e_var(t->a, value) : NULL, id ? e_var(t->a, id) : NULL};
  return r;
}

/* The value of `bytes` at pointer operand ptr of the instruction. */
static Expr *load(Tr *t, LLVMValueRef ptr, int bytes) {
  Val *p = tr_get_val(t, ptr);
  if (t->failed)
    return NULL;
  MemOp op = {.kind = K_READ, .bytes = bytes};
  return tr_mem_op(t, ptr, p, &op).value;
}

void tr_store(Tr *t, LLVMValueRef ptr, Expr *bits, int bytes, Expr *ptr_id) {
  Val *p = tr_get_val(t, ptr);
  if (t->failed)
    return;
  MemOp op = {.kind = K_WRITE,
              .bytes = bytes,
              .value = tr_to_bv(t, bits, bytes * 8),
              .ptr_id = ptr_id};
  tr_mem_op(t, ptr, p, &op);
}

/* A read of a barrier or loop invariant: evaluated at the barrier or loop
 * head, not an access of the kernel (GPUVerify's non-temporal loads);
 * through a pointer to one known array only. */
static Expr *spec_read(Tr *t, LLVMValueRef ptr, int bytes) {
  Val *p = tr_get_val(t, ptr);
  if (t->failed)
    return NULL;
  if (!p->base) {
    tr_fail(t, "unsupported construct: %s invariant that reads through a pointer "
               "with several possible targets",
            t->spec == SPEC_BARRIER_INV ? "barrier" : "loop");
    return NULL;
  }
  Expr *r = e_new(t->a, E_MEM, ty_bv(t->a, bytes * 8), 1);
  r->array = p->base;
  r->args[0] = p->offset;
  r->lit = (uint64_t)(bytes / p->base->elem_bytes);
  if (t->spec == SPEC_BARRIER_INV) {
    p->base->in_binv = true;
  } else {
    /* Its values are modelled for the invariant, as for a read. */
    p->base->in_invariant = true;
    p->base->read = true;
  }
  return r;
}

/* A pointer loaded from memory: its bits, and its id where the memory
 * keeps one. */
static Val *load_pointer(Tr *t, LLVMValueRef ptr) {
  Val *p = tr_get_val(t, ptr);
  if (t->failed)
    return NULL;
  MemOp op = {.kind = K_READ, .bytes = t->ptr_bytes, .loads_pointer = true};
  MemResult r = tr_mem_op(t, ptr, p, &op);
  return t->failed ? NULL : tr_pointer_from_bits(t, r.id, r.value);
}

/* memcpy, memmove and memset of a constant length, as the reads and writes
 * of its pieces (a copy between distinct objects, so order is immaterial).
 * Pieces of pointer size copy the ids of pointers in private memory. */
static void translate_mem_intrinsic(Tr *t, LLVMValueRef call) {
  bool set = tr_is_memset(call);
  int unit = tr_mem_intrinsic_unit(call);
  if (!unit) {
    tr_fail(t, "unsupported construct: %s with a length known only at run time",
            set ? "memset" : "memcpy");
    return;
  }
  uint64_t len = LLVMConstIntGetZExtValue(LLVMGetOperand(call, 2));
  if (len / (uint64_t)unit > 4096) {
    tr_fail(t, "unsupported construct: %s of more than 4096 pieces",
            set ? "memset" : "memcpy");
    return;
  }
  LLVMValueRef dptr = LLVMGetOperand(call, 0), sptr = LLVMGetOperand(call, 1);
  Val *dst = tr_get_val(t, dptr);
  Val *src = set ? NULL : tr_get_val(t, sptr);
  if (t->failed)
    return;
  MemOp w = {.kind = K_WRITE, .bytes = unit};
  /* Only private memory that holds pointers needs their ids. */
  bool ids = unit == t->ptr_bytes && (dst->id || dst->base->ptr_ids);
  MemOp r = {.kind = K_READ, .bytes = unit, .loads_pointer = ids};
  if (set) {
    LLVMValueRef v = LLVMGetOperand(call, 1);
    if (!LLVMIsAConstantInt(v)) {
      tr_fail(t, "unsupported construct: memset with a value known only at run time");
      return;
    }
    uint64_t byte = LLVMConstIntGetZExtValue(v) & 0xff, word = 0;
    for (int i = 0; i < unit; i++)
      word = word << 8 | byte;
    w.value = e_bv(t->a, word, unit * 8);
  }
  if (tr_is_null(dst) || (src && tr_is_null(src))) {
    tr_emit_null_check(t);
    return;
  }
  for (uint64_t off = 0; off < len && !t->failed; off += (uint64_t)unit) {
    if (!set) {
      MemResult piece = tr_mem_op(t, sptr, tr_offset_by(t, src, (int64_t)off), &r);
      w.value = piece.value;
      w.ptr_id = piece.id;
    }
    if (!t->failed)
      tr_mem_op(t, dptr, tr_offset_by(t, dst, (int64_t)off), &w);
  }
}

/* load: a value, a pointer (with its array id where the memory keeps one),
 * an event, or a read of a barrier invariant. */
Val *tr_inst_load(Tr *t, LLVMValueRef i) {
  LLVMTypeRef ty = LLVMTypeOf(i);
  if (tr_is_pointer(i) && tr_is_event(t, i, 0))
    return tr_val_new(t, load(t, LLVMGetOperand(i, 0), tr_store_size(t, ty)));
  if (tr_is_pointer(i))
    return load_pointer(t, LLVMGetOperand(i, 0));
  BType *bt = tr_type_of(t, ty);
  if (!bt) {
    tr_fail(t, "unsupported construct: load of this type");
    return NULL;
  }
  int bytes = tr_store_size(t, ty);
  Expr *r = t->spec != SPEC_NONE ? spec_read(t, LLVMGetOperand(i, 0), bytes)
                                 : load(t, LLVMGetOperand(i, 0), bytes);
  if (!r)
    return NULL;
  return tr_val_new(
      t, bt->kind == TY_BOOL ? e_bin(t->a, E_NE, r, e_bv(t->a, 0, bytes * 8)) : r);
}

/* store: a value, a pointer's bits and array id, or an event. */
Val *tr_inst_store(Tr *t, LLVMValueRef i) {
  LLVMValueRef v = LLVMGetOperand(i, 0), ptr = LLVMGetOperand(i, 1);
  Val *x = tr_get_val(t, v);
  if (t->failed)
    return NULL;
  int bytes = tr_store_size(t, LLVMTypeOf(v));
  if (tr_is_pointer(v) && tr_holds_events(t, ptr)) {
    Expr *e = tr_event_value(t, x);
    if (e)
      tr_store(t, ptr, e, bytes, NULL);
  } else if (tr_is_pointer_val(x)) {
    tr_store(t, ptr, tr_pointer_bits(t, x), t->ptr_bytes, tr_as_dynamic(t, x)->id);
  } else if (!tr_type_of(t, LLVMTypeOf(v))) {
    tr_fail(t, "unsupported construct: store of this type");
  } else {
    tr_store(t, ptr, x->e, bytes, NULL);
  }
  return NULL;
}

bool tr_call_mem_intrinsic(Tr *t, const Call *c, Expr **out) {
  if (strncmp(c->raw, "llvm.memcpy", 11) && strncmp(c->raw, "llvm.memmove", 12) &&
      strncmp(c->raw, "llvm.memset", 11))
    return false;
  translate_mem_intrinsic(t, c->call);
  return true;
}

static bool parse_vector_access(const char *name, VectorAccess *v) {
  const char *r;
  if (!strncmp(name, "vload", 5))
    *v = (VectorAccess){.store = false}, r = name + 5;
  else if (!strncmp(name, "vstore", 6))
    *v = (VectorAccess){.store = true}, r = name + 6;
  else
    return false;
  bool aligned = *r == 'a';
  r += aligned;
  v->half = !strncmp(r, "_half", 5);
  if (v->half)
    r += 5;
  else if (aligned)
    return false;
  v->lanes = 0;
  for (; isdigit((unsigned char)*r); r++)
    v->lanes = v->lanes * 10 + (*r - '0');
  if (!v->lanes && v->half)
    v->lanes = 1;
  if (v->lanes != 1 && v->lanes != 2 && v->lanes != 3 && v->lanes != 4 && v->lanes != 8 &&
      v->lanes != 16)
    return false;
  if (v->lanes == 1 && !v->half)
    return false;
  /* A store of halfs may name its rounding mode; the values are unknown. */
  if (v->store && v->half && (!strcmp(r, "_rte") || !strcmp(r, "_rtz") ||
                              !strcmp(r, "_rtp") || !strcmp(r, "_rtn")))
    r += 4;
  v->stride = aligned && v->lanes == 3 ? 4 : v->lanes;
  return !*r;
}

bool tr_vector_access_of(Tr *t, LLVMValueRef call, VectorAccess *v) {
  const char *raw = t->k->is_cuda ? NULL : tr_callee_name(call);
  if (!raw || tr_declared_by_user(t, raw) || !parse_vector_access(tr_demangle(t->a, raw), v))
    return false;
  v->ptr_arg = v->store ? 2 : 1;
  LLVMTypeRef data = v->store ? LLVMTypeOf(LLVMGetOperand(call, 0)) : LLVMTypeOf(call);
  LLVMTypeRef elem = LLVMGetTypeKind(data) == LLVMVectorTypeKind ? LLVMGetElementType(data)
                                                                  : data;
  v->elem_bytes = v->half ? 2 : tr_store_size(t, elem);
  return true;
}

/* vloadN(offset, p): N elements at p + offset * N; vstoreN(data, offset,
 * p) likewise. Halfs are 2 bytes each, converted to and from float by
 * operations whose values Tandem leaves unknown. */
bool tr_call_vector_memory(Tr *t, const Call *c, Expr **out) {
  VectorAccess v;
  if (!tr_vector_access_of(t, c->call, &v))
    return false;
  LLVMValueRef call = c->call, ptr = LLVMGetOperand(call, v.ptr_arg);
  Expr *offset = tr_arg_expr(t, call, v.ptr_arg - 1);
  Val *p = offset ? tr_get_val(t, ptr) : NULL;
  Expr *value = v.store && !v.half ? tr_arg_expr(t, call, 0) : NULL;
  if (t->failed)
    return true;
  if (tr_is_null(p)) {
    tr_emit_null_check(t);
    return true;
  }
  Val *at = tr_offset_scaled(t, p, tr_index32(t, offset), (int64_t)v.stride * v.elem_bytes);
  if (!at)
    return true;
  MemOp op = {.kind = v.store ? K_WRITE : K_READ, .bytes = v.lanes * v.elem_bytes,
              .value = value};
  if (v.store && v.half)
    op.value = tr_havoc_value(t, ty_bv(t->a, op.bytes * 8));
  MemResult r = tr_mem_op(t, ptr, at, &op);
  if (!v.store && !t->failed)
    *out = v.half ? tr_havoc_value(t, tr_type_of(t, LLVMTypeOf(call))) : r.value;
  return true;
}
