/* LLVM values as expressions: types, temporaries, constants, and statements emitted into
 * the current block. */
#include "translate_int.h"

int tr_store_size(Tr *t, LLVMTypeRef ty) { return (int)LLVMStoreSizeOfType(t->td, ty); }

BType *tr_type_of(Tr *t, LLVMTypeRef ty) {
  switch (LLVMGetTypeKind(ty)) {
  case LLVMIntegerTypeKind: {
    unsigned w = LLVMGetIntTypeWidth(ty);
    return w == 1 ? ty_bool(t->a) : ty_bv(t->a, (int)w);
  }
  case LLVMHalfTypeKind: return ty_bv(t->a, 16);
  case LLVMFloatTypeKind: return ty_bv(t->a, 32);
  case LLVMDoubleTypeKind: return ty_bv(t->a, 64);
  case LLVMVectorTypeKind: return ty_bv(t->a, tr_store_size(t, ty) * 8);
  default: return NULL;
  }
}

Var *tr_new_temp(Tr *t, BType *ty) {
  char name[32];
  snprintf(name, sizeof name, "v%d", t->ntemps++);
  Var *v = var_new(t->p, name, ty, VAR_LOCAL);
  vec_push(&t->all_temps, v);
  return v;
}

KStmt *tr_emit(Tr *t, KStmtKind kind) {
  KStmt *s = kstmt_new(t->k, t->cur, kind);
  s->loc = tr_inst_loc(t, t->inst);
  return s;
}

/* Assigns e to a fresh variable in the current block. */
Expr *tr_materialize(Tr *t, Expr *e) {
  Var *v = tr_new_temp(t, e->type);
  KStmt *s = tr_emit(t, K_ASSIGN);
  s->lhs = v;
  s->e = e;
  ptrmap_put(&t->defs, v, e);
  ptrmap_put(&t->temps, v, e);
  return e_var(t->a, v);
}

Val *tr_val_new(Tr *t, Expr *e) {
  Val *v = NEW(t->a, Val);
  v->e = e;
  return v;
}

/* A fresh arbitrary value, different in each thread. */
Expr *tr_havoc_value(Tr *t, BType *ty) {
  Var *h = tr_new_temp(t, ty);
  tr_emit(t, K_HAVOC)->lhs = h;
  return e_var(t->a, h);
}

uint64_t tr_float_bits(LLVMValueRef c, int width) {
  LLVMBool loses = 0;
  double d = LLVMConstRealGetDouble(c, &loses);
  if (width == 32) {
    float f = (float)d;
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
  }
  uint64_t u;
  memcpy(&u, &d, 8);
  return u;
}

Expr *tr_index32(Tr *t, Expr *e) {
  if (e->type->kind == TY_BOOL)
    return e_ite(t->a, e, e_bv(t->a, 1, 32), e_bv(t->a, 0, 32));
  int w = e->type->width;
  if (w == 32)
    return e;
  if (w > 32) {
    /* A temporary is defined once and its operands keep their values
     * wherever it is used (SSA), so its definition may stand in for it:
     * an index widened to 64 bits then narrows back to its 32-bit form. */
    Expr *def = e->kind == E_VAR ? ptrmap_get(&t->temps, e->var) : NULL;
    if (def)
      vec_push(&t->narrowed, e->var);
    return bv_extract(t->p, def ? def : e, 32, 0);
  }
  return bv_sext(t->p, e, 32);
}

Expr *tr_narrowed_op(Tr *t, BvOp op, Expr *x, Expr *y) {
  Expr *e[2] = {x, y}, *def[2];
  for (int i = 0; i < 2; i++) {
    def[i] = e[i]->kind == E_VAR ? ptrmap_get(&t->temps, e[i]->var) : NULL;
    bool zext = def[i] && def[i]->kind == E_FN && def[i]->op == BV_ZEXT;
    def[i] = zext ? def[i] : e[i];
  }
  Expr *r = bv_op_narrowed(t->p, op, def[0], def[1]);
  for (int i = 0; r && i < 2; i++)
    if (def[i] != e[i])
      vec_push(&t->narrowed, e[i]->var);
  return r ? r : bv_op(t->p, op, x, y);
}

Expr *tr_scale(Tr *t, Expr *idx, int64_t k) {
  if (k == 1)
    return idx;
  if (idx->kind == E_BV)
    return e_bv(t->a, idx->lit * (uint64_t)k, 32);
  return bv_op(t->p, BV_MUL, idx, e_bv(t->a, (uint64_t)k, 32));
}

Expr *tr_add32(Tr *t, Expr *x, Expr *y) {
  if (x->kind == E_BV && x->lit == 0)
    return y;
  if (y->kind == E_BV && y->lit == 0)
    return x;
  if (x->kind == E_BV && y->kind == E_BV)
    return e_bv(t->a, x->lit + y->lit, 32);
  return bv_op(t->p, BV_ADD, x, y);
}

/* A function's address: an id of its own, which no array has, so that a
 * function pointer compares equal to that function only, and memory
 * accessed through it is no array's (a defect). */
static Val *function_address(Tr *t, LLVMValueRef f) {
  uint64_t place = 0;
  for (LLVMValueRef g = LLVMGetFirstFunction(t->mod); g && g != f; g = LLVMGetNextFunction(g))
    place++;
  return tr_dynamic_pointer(t, e_bv(t->a, FUNCTION_IDS + place, 32), e_bv(t->a, 0, 32));
}

/* A pointer parameter through which the kernel accesses no memory (a
 * function pointer, or one only compared or passed on): the host's value,
 * the same in every thread and otherwise unknown. */
static Val *opaque_param(Tr *t, LLVMValueRef p) {
  Expr *parts[2];
  for (int k = 0; k < 2; k++)
    parts[k] = e_var(t->a, var_new(t->p,
                                   tr_sanitize(t->a, k ? "$offset_of_" : "$id_of_",
                                               tr_value_name(p), k),
                                   ty_bv(t->a, 32), VAR_CONST));
  return tr_dynamic_pointer(t, parts[0], parts[1]);
}

static Val *const_val(Tr *t, LLVMValueRef v) {
  LLVMTypeRef ty = LLVMTypeOf(v);
  LLVMTypeKind tk = LLVMGetTypeKind(ty);
  if (LLVMIsAConstantExpr(v)) {
    switch (LLVMGetConstOpcode(v)) {
    case LLVMGetElementPtr: return tr_gep(t, v);
    case LLVMBitCast:
    case LLVMAddrSpaceCast: return tr_get_val(t, LLVMGetOperand(v, 0));
    case LLVMSelect:
    case LLVMICmp:
    case LLVMPtrToInt:
    case LLVMIntToPtr: return tr_inst(t, v);
    default: tr_fail(t, "unsupported construct: constant expression"); return NULL;
    }
  }
  if (LLVMIsUndef(v) || LLVMIsPoison(v)) {
    if (tk == LLVMPointerTypeKind)
      return tr_unknown_pointer(t);
    BType *bt = tr_type_of(t, ty);
    if (!bt) {
      tr_fail(t, "unsupported construct: undefined value of this type");
      return NULL;
    }
    return tr_val_new(t, tr_havoc_value(t, bt));
  }
  if (tk == LLVMIntegerTypeKind) {
    unsigned w = LLVMGetIntTypeWidth(ty);
    if (w > 64) {
      tr_fail(t, "unsupported construct: %u-bit integer constant", w);
      return NULL;
    }
    uint64_t x = LLVMConstIntGetZExtValue(v);
    return tr_val_new(t, w == 1 ? e_bool(t->a, x) : e_bv(t->a, x, (int)w));
  }
  if (tk == LLVMFloatTypeKind || tk == LLVMDoubleTypeKind) {
    int w = tk == LLVMFloatTypeKind ? 32 : 64;
    return tr_val_new(t, e_bv(t->a, tr_float_bits(v, w), w));
  }
  if (tk == LLVMVectorTypeKind || tk == LLVMArrayTypeKind) {
    if (LLVMIsNull(v))
      return tr_val_new(t, e_bv(t->a, 0, tr_store_size(t, ty) * 8));
    /* Lanes from lowest to highest bits. */
    unsigned n = tk == LLVMVectorTypeKind ? LLVMGetVectorSize(ty) : 0;
    Expr *acc = NULL;
    for (unsigned i = 0; i < n; i++) {
      LLVMValueRef lane = LLVMGetAggregateElement(v, i);
      Val *lv = lane ? tr_get_val(t, lane) : NULL;
      if (!lv || t->failed || lv->e->type->kind != TY_BV) {
        tr_fail(t, "unsupported construct: constant vector");
        return NULL;
      }
      acc = acc ? bv_concat(t->p, lv->e, acc) : lv->e;
    }
    if (acc)
      return tr_val_new(t, acc);
  }
  if (tk == LLVMPointerTypeKind && LLVMIsNull(v))
    return tr_dynamic_pointer(t, e_bv(t->a, 0, 32), e_bv(t->a, 0, 32));
  if (LLVMIsAFunction(v))
    return function_address(t, v);
  tr_fail(t, "unsupported construct: constant of this type");
  return NULL;
}

Val *tr_get_val(Tr *t, LLVMValueRef v) {
  Val *r = ptrmap_get(&t->vals, v);
  if (r)
    return r;
  if (LLVMIsAArgument(v) || LLVMIsAGlobalVariable(v) || LLVMIsAAllocaInst(v)) {
    Array *arr = ptrmap_get(&t->arrays, v);
    if (!arr && LLVMIsAArgument(v) && tr_is_pointer(v) && !tr_byval_type(t, v)) {
      r = opaque_param(t, v);
      ptrmap_put(&t->vals, v, r);
      return r;
    }
    if (!arr) {
      tr_fail(t, "unsupported construct: use of '%s' as a value", tr_value_name(v));
      return NULL;
    }
    r = NEW(t->a, Val);
    r->base = arr;
    r->offset = e_bv(t->a, 0, 32);
    /* --may-alias: each object is somewhere in the one it may overlap. */
    if (arr == t->aliased)
      r->offset =
          e_var(t->a, var_new(t->p, tr_sanitize(t->a, "$at_", tr_value_name(v), arr->id),
                              ty_bv(t->a, 32), VAR_CONST));
    ptrmap_put(&t->vals, v, r);
    return r;
  }
  if (LLVMIsAConstant(v))
    return const_val(t, v);
  tr_fail(t, "internal error: value used before its definition");
  return NULL;
}

Expr *tr_to_bv(Tr *t, Expr *e, int width) {
  if (e->type->kind == TY_BOOL)
    return e_ite(t->a, e, e_bv(t->a, 1, width), e_bv(t->a, 0, width));
  return e;
}

/* An integer of `width` bits from a bit-vector, truncated or zero-extended. */
Expr *tr_resize(Tr *t, Expr *x, int width) {
  int w = x->type->kind == TY_BV ? x->type->width : 1;
  x = tr_to_bv(t, x, 1);
  if (w == width)
    return x;
  return w > width ? bv_extract(t->p, x, width, 0) : bv_zext(t->p, x, width);
}

Var *tr_result_var(Tr *t, int bits) {
  Var *v = tr_new_temp(t, ty_bv(t->a, bits));
  kernel_var_facts(t->k, v)->multi_def = true;
  return v;
}

void tr_assign(Tr *t, Var *v, Expr *e) {
  KStmt *s = tr_emit(t, K_ASSIGN);
  s->lhs = v;
  s->e = e;
}

void tr_goto_block(KBlock *from, KBlock *to) {
  from->succ[0] = to;
  from->nsucc = 1;
}

Expr *tr_arg_expr(Tr *t, LLVMValueRef call, unsigned i) {
  Val *v = tr_get_val(t, LLVMGetOperand(call, i));
  if (t->failed)
    return NULL;
  if (!v->e) {
    tr_fail(t, "unsupported construct: pointer passed where a value is expected");
    return NULL;
  }
  return v->e;
}

static bool is_simple(Expr *e) { return e->kind == E_VAR || e->kind == E_BV; }

/* Values are materialized once per instruction so each is computed once;
 * pure expressions become assignments, which uniformity analysis reads. */
void tr_bind(Tr *t, LLVMValueRef i, Val *v) {
  if (!v)
    return;
  /* The parts of a barrier or loop invariant stay expressions, evaluated
   * at the barrier or the loop head. */
  if (t->spec != SPEC_NONE) {
    ptrmap_put(&t->vals, i, v);
    return;
  }
  if (v->e && v->e->kind != E_VAR && v->e->kind != E_BV && v->e->kind != E_BOOL)
    v = tr_val_new(t, tr_materialize(t, v->e));
  else if (!v->e && (!is_simple(v->offset) || (v->id && !is_simple(v->id)))) {
    Val *r = NEW(t->a, Val);
    *r = *v;
    r->offset = is_simple(v->offset) ? v->offset : tr_materialize(t, v->offset);
    if (v->id && !is_simple(v->id))
      r->id = tr_materialize(t, v->id);
    v = r;
  }
  ptrmap_put(&t->vals, i, v);
}

/* The opcode of an instruction or of a constant expression. */
unsigned tr_opcode(LLVMValueRef v) {
  return LLVMIsAConstantExpr(v) ? LLVMGetConstOpcode(v) : LLVMGetInstructionOpcode(v);
}

/* x in the other thread. */
Expr *tr_other(Tr *t, Expr *x) {
  Expr *o = e_new(t->a, E_OTHER, x->type, 1);
  o->args[0] = x;
  return o;
}

/* This thread runs the statement. */
Expr *tr_enabled(Tr *t) { return e_new(t->a, E_ENABLED, ty_bool(t->a), 0); }

/* Both threads run the statement, in one group. */
Expr *tr_both_in_group(Tr *t) {
  return e_and(t->a, e_new(t->a, E_SAME_GROUP, ty_bool(t->a), 0),
               e_and(t->a, tr_enabled(t), tr_other(t, tr_enabled(t))));
}
