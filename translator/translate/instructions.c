/* Instructions: one translation per LLVM opcode. */
#include "translate_int.h"

/* An instruction, or a constant expression of the same form. */
Val *tr_inst(Tr *t, LLVMValueRef i) {
  unsigned op =
      LLVMIsAConstantExpr(i) ? LLVMGetConstOpcode(i) : LLVMGetInstructionOpcode(i);
  LLVMTypeRef ty = LLVMTypeOf(i);
  if (tr_int_binop_op(op) || tr_float_binop_name(op)) {
    Val *x = tr_get_val(t, LLVMGetOperand(i, 0)),
        *y = tr_get_val(t, LLVMGetOperand(i, 1));
    if (t->failed)
      return NULL;
    Expr *xy[2] = {x->e, y->e};
    return tr_val_new(t, tr_lanewise(t, tr_lanes_of(ty), op, xy, 2,
                                     tr_int_binop_op(op) ? tr_int_lane : tr_float_lane));
  }
  switch (op) {
  case LLVMFNeg: {
    Val *x = tr_get_val(t, LLVMGetOperand(i, 0));
    if (t->failed)
      return NULL;
    int w = x->e->type->width;
    unsigned lanes = tr_lanes_of(ty);
    /* Negation flips the sign bit of every lane. */
    Expr *mask = NULL;
    int lw = w / (int)lanes;
    for (unsigned l = 0; l < lanes; l++) {
      Expr *m = e_bv(t->a, UINT64_C(1) << (lw - 1), lw);
      mask = mask ? bv_concat(t->p, m, mask) : m;
    }
    return tr_val_new(t, bv_op(t->p, BV_XOR, x->e, mask));
  }
  case LLVMICmp: {
    LLVMValueRef a = LLVMGetOperand(i, 0), b = LLVMGetOperand(i, 1);
    Val *x = tr_get_val(t, a), *y = tr_get_val(t, b);
    if (t->failed)
      return NULL;
    if (LLVMGetTypeKind(LLVMTypeOf(a)) == LLVMVectorTypeKind) {
      tr_fail(t, "unsupported construct: vector comparison");
      return NULL;
    }
    if (!x->e || !y->e)
      return tr_val_new(t, tr_pointer_icmp(t, LLVMGetICmpPredicate(i), x, y));
    return tr_val_new(t, tr_icmp(t, LLVMGetICmpPredicate(i), x->e, y->e));
  }
  case LLVMFCmp: {
    Val *x = tr_get_val(t, LLVMGetOperand(i, 0)),
        *y = tr_get_val(t, LLVMGetOperand(i, 1));
    if (t->failed)
      return NULL;
    LLVMRealPredicate p = LLVMGetFCmpPredicate(i);
    if (p == LLVMRealPredicateFalse || p == LLVMRealPredicateTrue)
      return tr_val_new(t, e_bool(t->a, p == LLVMRealPredicateTrue));
    if (LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(i, 0))) == LLVMVectorTypeKind) {
      tr_fail(t, "unsupported construct: vector comparison");
      return NULL;
    }
    char name[32];
    snprintf(name, sizeof name, "FCMP%d_%d", (int)p, x->e->type->width);
    Expr *args[2] = {x->e, y->e};
    return tr_val_new(t, uf_call(t->p, name, ty_bool(t->a), 2, args));
  }
  case LLVMSelect: {
    Val *c = tr_get_val(t, LLVMGetOperand(i, 0));
    Val *x = tr_get_val(t, LLVMGetOperand(i, 1)),
        *y = tr_get_val(t, LLVMGetOperand(i, 2));
    if (t->failed)
      return NULL;
    if (c->e->type->kind != TY_BOOL) {
      tr_fail(t, "unsupported construct: vector select");
      return NULL;
    }
    if (!x->e || !y->e) {
      if (x->base && x->base == y->base) {
        Val *r = NEW(t->a, Val);
        r->base = x->base;
        r->offset = e_ite(t->a, c->e, x->offset, y->offset);
        return r;
      }
      Val *dx = tr_as_dynamic(t, x), *dy = tr_as_dynamic(t, y);
      return tr_dynamic_pointer(t, e_ite(t->a, c->e, dx->id, dy->id),
                                e_ite(t->a, c->e, dx->offset, dy->offset));
    }
    return tr_val_new(t, e_ite(t->a, c->e, x->e, y->e));
  }
  case LLVMZExt:
  case LLVMSExt:
  case LLVMTrunc:
  case LLVMFPToUI:
  case LLVMFPToSI:
  case LLVMUIToFP:
  case LLVMSIToFP:
  case LLVMFPTrunc:
  case LLVMFPExt: {
    Expr *e = tr_cast(t, i, op);
    return e ? tr_val_new(t, e) : NULL;
  }
  case LLVMBitCast:
  case LLVMAddrSpaceCast: {
    Val *x = tr_get_val(t, LLVMGetOperand(i, 0));
    if (x && x->e && LLVMGetTypeKind(ty) == LLVMPointerTypeKind) {
      tr_fail(t, "unsupported construct: integer used as a pointer");
      return NULL;
    }
    return x;
  }
  case LLVMFreeze: return tr_get_val(t, LLVMGetOperand(i, 0));
  case LLVMPtrToInt: {
    Val *x = tr_get_val(t, LLVMGetOperand(i, 0));
    if (t->failed)
      return NULL;
    return tr_val_new(t, tr_resize(t, tr_pointer_bits(t, x), LLVMGetIntTypeWidth(ty)));
  }
  case LLVMIntToPtr: {
    /* An integer's bits say nothing Tandem knows about the array. */
    Val *x = tr_get_val(t, LLVMGetOperand(i, 0));
    if (t->failed)
      return NULL;
    return tr_dynamic_pointer(t, tr_havoc_value(t, ty_bv(t->a, 32)),
                              tr_resize(t, x->e, 32));
  }
  case LLVMGetElementPtr: return tr_gep(t, i);
  case LLVMAlloca: return tr_get_val(t, i);
  case LLVMLoad: {
    if (tr_is_pointer(i) && tr_is_event(t, i, 0))
      return tr_val_new(t, tr_load(t, LLVMGetOperand(i, 0), tr_store_size(t, ty)));
    if (tr_is_pointer(i))
      return tr_load_pointer(t, LLVMGetOperand(i, 0));
    BType *bt = tr_type_of(t, ty);
    if (!bt) {
      tr_fail(t, "unsupported construct: load of this type");
      return NULL;
    }
    int bytes = tr_store_size(t, ty);
    Expr *r = t->in_binv ? tr_binv_read(t, LLVMGetOperand(i, 0), bytes)
                         : tr_load(t, LLVMGetOperand(i, 0), bytes);
    if (!r)
      return NULL;
    return tr_val_new(
        t, bt->kind == TY_BOOL ? e_bin(t->a, E_NE, r, e_bv(t->a, 0, bytes * 8)) : r);
  }
  case LLVMAtomicRMW: {
    Expr *old = tr_atomic(t, i, tr_atomic_of(t, i));
    return old ? tr_val_new(t, old) : NULL;
  }
  case LLVMStore: {
    LLVMValueRef v = LLVMGetOperand(i, 0);
    Val *x = tr_get_val(t, v);
    if (t->failed)
      return NULL;
    if (tr_is_pointer(v) && tr_holds_events(t, LLVMGetOperand(i, 1))) {
      Expr *e = tr_event_value(t, x);
      if (e)
        tr_store(t, LLVMGetOperand(i, 1), e, tr_store_size(t, LLVMTypeOf(v)), NULL);
      return NULL;
    }
    if (tr_is_pointer_val(x)) {
      tr_store(t, LLVMGetOperand(i, 1), tr_pointer_bits(t, x), 4,
               tr_as_dynamic(t, x)->id);
      return NULL;
    }
    if (!tr_type_of(t, LLVMTypeOf(v))) {
      tr_fail(t, "unsupported construct: store of this type");
      return NULL;
    }
    tr_store(t, LLVMGetOperand(i, 1), x->e, tr_store_size(t, LLVMTypeOf(v)), NULL);
    return NULL;
  }
  case LLVMExtractElement:
  case LLVMInsertElement: {
    bool ins = op == LLVMInsertElement;
    LLVMValueRef vec = LLVMGetOperand(i, 0);
    LLVMValueRef idx = LLVMGetOperand(i, ins ? 2 : 1);
    if (!LLVMIsAConstantInt(idx)) {
      tr_fail(t, "unsupported construct: vector lane chosen at run time");
      return NULL;
    }
    Val *v = tr_get_val(t, vec);
    Val *x = ins ? tr_get_val(t, LLVMGetOperand(i, 1)) : NULL;
    if (t->failed)
      return NULL;
    LLVMTypeRef vt = LLVMTypeOf(vec);
    int n = (int)LLVMGetVectorSize(vt), w = v->e->type->width, lw = w / n;
    int k = (int)LLVMConstIntGetZExtValue(idx);
    if (!ins) {
      Expr *lane = bv_extract(t->p, v->e, (k + 1) * lw, k * lw);
      if (LLVMGetTypeKind(ty) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(ty) == 1)
        return tr_val_new(t, e_eq(t->a, lane, e_bv(t->a, 1, 1)));
      return tr_val_new(t, lane);
    }
    Expr *r = tr_to_bv(t, x->e, lw);
    if (k > 0)
      r = bv_concat(t->p, r, bv_extract(t->p, v->e, k * lw, 0));
    if (k < n - 1)
      r = bv_concat(t->p, bv_extract(t->p, v->e, w, (k + 1) * lw), r);
    return tr_val_new(t, r);
  }
  case LLVMShuffleVector: {
    Val *x = tr_get_val(t, LLVMGetOperand(i, 0)),
        *y = tr_get_val(t, LLVMGetOperand(i, 1));
    if (t->failed)
      return NULL;
    int n = (int)LLVMGetVectorSize(LLVMTypeOf(LLVMGetOperand(i, 0)));
    int lw = x->e->type->width / n;
    unsigned m = LLVMGetNumMaskElements(i);
    Expr *acc = NULL;
    for (unsigned k = 0; k < m; k++) {
      int sel = LLVMGetMaskValue(i, k);
      Expr *lane;
      if (sel == LLVMGetUndefMaskElem()) {
        lane = tr_havoc_value(t, ty_bv(t->a, lw));
      } else {
        Expr *src = sel < n ? x->e : y->e;
        int l = sel % n;
        lane = bv_extract(t->p, src, (l + 1) * lw, l * lw);
      }
      acc = acc ? bv_concat(t->p, lane, acc) : lane;
    }
    return tr_val_new(t, acc);
  }
  case LLVMCall: {
    Expr *e = tr_call(t, i);
    return e ? tr_val_new(t, e) : NULL;
  }
  case LLVMFence: return NULL;
  case LLVMAtomicCmpXchg:
    tr_fail(t, "unsupported construct: cmpxchg instruction");
    return NULL;
  default:
    tr_fail(t, "unsupported construct: LLVM instruction '%s'",
            LLVMIsAInstruction(i) ? "other" : "?");
    return NULL;
  }
}
