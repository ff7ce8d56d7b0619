/* Arithmetic, comparisons, casts and vector lanes. */
#include "translate_int.h"

BvOp tr_int_binop_op(unsigned op) {
  switch (op) {
  case LLVMAdd: return BV_ADD;
  case LLVMSub: return BV_SUB;
  case LLVMMul: return BV_MUL;
  case LLVMUDiv: return BV_UDIV;
  case LLVMSDiv: return BV_SDIV;
  case LLVMURem: return BV_UREM;
  case LLVMSRem: return BV_SREM;
  case LLVMShl: return BV_SHL;
  case LLVMLShr: return BV_LSHR;
  case LLVMAShr: return BV_ASHR;
  case LLVMAnd: return BV_AND;
  case LLVMOr: return BV_OR;
  case LLVMXor: return BV_XOR;
  default: return BV_NONE;
  }
}

const char *tr_float_binop_name(unsigned op) {
  switch (op) {
  case LLVMFAdd: return "FADD";
  case LLVMFSub: return "FSUB";
  case LLVMFMul: return "FMUL";
  case LLVMFDiv: return "FDIV";
  case LLVMFRem: return "FREM";
  default: return NULL;
  }
}

unsigned tr_lanes_of(LLVMTypeRef ty) {
  return LLVMGetTypeKind(ty) == LLVMVectorTypeKind ? LLVMGetVectorSize(ty) : 1;
}

Expr *tr_lanewise(Tr *t, unsigned lanes, unsigned op, Expr **x, int nx, LaneOp f) {
  if (lanes == 1)
    return f(t, op, x, x[0]->type->kind == TY_BV ? x[0]->type->width : 1);
  int lw = x[0]->type->width / (int)lanes;
  Expr *acc = NULL;
  for (int i = 0; i < (int)lanes; i++) {
    Expr *l[3] = {NULL, NULL, NULL};
    for (int k = 0; k < nx; k++)
      l[k] =
          x[k]->type->width == lw ? x[k] : bv_extract(t->p, x[k], (i + 1) * lw, i * lw);
    Expr *r = tr_to_bv(t, f(t, op, l, lw), 1);
    acc = acc ? bv_concat(t->p, r, acc) : r;
  }
  return acc;
}

Expr *tr_int_lane(Tr *t, unsigned op, Expr **a, int lw) {
  Expr *x = a[0], *y = a[1];
  if (x->type->kind == TY_BOOL) {
    switch (op) {
    case LLVMAnd: return e_and(t->a, x, y);
    case LLVMOr: return e_or(t->a, x, y);
    case LLVMXor: return e_bin(t->a, E_NE, x, y);
    default: tr_fail(t, "unsupported construct: arithmetic on booleans"); return x;
    }
  }
  /* The product of two values read from memory is data, not an address:
   * an uninterpreted product (any function would do) spares the prover a
   * multiplier circuit. */
  if (op == LLVMMul && x->kind == E_VAR && y->kind == E_VAR && x->var->loaded &&
      y->var->loaded) {
    char name[32];
    snprintf(name, sizeof name, "$data_mul%d", lw);
    return uf_call(t->p, name, x->type, 2, a);
  }
  return bv_op(t->p, tr_int_binop_op(op), x, y);
}

Expr *tr_float_lane(Tr *t, unsigned op, Expr **a, int lw) {
  char name[32];
  snprintf(name, sizeof name, "%s%d", tr_float_binop_name(op), lw);
  return uf_call(t->p, name, ty_bv(t->a, lw), 2, a);
}

static BvOp icmp_op(LLVMIntPredicate p) {
  switch (p) {
  case LLVMIntUGT: return BV_UGT;
  case LLVMIntUGE: return BV_UGE;
  case LLVMIntULT: return BV_ULT;
  case LLVMIntULE: return BV_ULE;
  case LLVMIntSGT: return BV_SGT;
  case LLVMIntSGE: return BV_SGE;
  case LLVMIntSLT: return BV_SLT;
  case LLVMIntSLE: return BV_SLE;
  default: return BV_NONE;
  }
}

Expr *tr_icmp(Tr *t, LLVMIntPredicate pred, Expr *x, Expr *y) {
  if (pred == LLVMIntEQ)
    return e_eq(t->a, x, y);
  if (pred == LLVMIntNE)
    return e_bin(t->a, E_NE, x, y);
  if (x->type->kind == TY_BOOL) {
    x = tr_to_bv(t, x, 1);
    y = tr_to_bv(t, y, 1);
  }
  return bv_op(t->p, icmp_op(pred), x, y);
}

Expr *tr_cast(Tr *t, LLVMValueRef inst, unsigned op) {
  LLVMValueRef src = LLVMGetOperand(inst, 0);
  Val *sv = tr_get_val(t, src);
  if (t->failed)
    return NULL;
  BType *to = tr_type_of(t, LLVMTypeOf(inst));
  if (!to || !sv->e) {
    tr_fail(t, "unsupported construct: cast of this type");
    return NULL;
  }
  Expr *x = sv->e;
  int tw = to->kind == TY_BV ? to->width : 1;
  switch (op) {
  case LLVMZExt: return bv_zext(t->p, tr_to_bv(t, x, 1), tw);
  case LLVMSExt:
    if (x->type->kind == TY_BOOL)
      return e_ite(t->a, x, e_bv(t->a, UINT64_MAX, tw), e_bv(t->a, 0, tw));
    return bv_sext(t->p, x, tw);
  case LLVMTrunc:
    if (to->kind == TY_BOOL)
      return e_eq(t->a, bv_extract(t->p, x, 1, 0), e_bv(t->a, 1, 1));
    return bv_extract(t->p, x, tw, 0);
  case LLVMBitCast: return x;
  default: {
    /* Conversions between integers and floats are uninterpreted. */
    const char *names[] = {
        [LLVMFPToUI] = "FP_TO_UI", [LLVMFPToSI] = "FP_TO_SI",  [LLVMUIToFP] = "UI_TO_FP",
        [LLVMSIToFP] = "SI_TO_FP", [LLVMFPTrunc] = "FP_TRUNC", [LLVMFPExt] = "FP_EXT"};
    char name[48];
    snprintf(name, sizeof name, "%s%d_%d", names[op],
             x->type->kind == TY_BV ? x->type->width : 1, tw);
    Expr *arg = tr_to_bv(t, x, 1);
    return uf_call(t->p, name, to, 1, &arg);
  }
  }
}

/* OpenCL's shuffle(x, mask) and shuffle2(x, y, mask): lane i of the
 * result is lane mask[i] of x (of x followed by y), the mask element
 * taken modulo the number of source lanes, a power of two. */
Expr *tr_shuffle(Tr *t, LLVMValueRef call) {
  unsigned nsrc = (unsigned)LLVMGetNumArgOperands(call) - 1;
  LLVMTypeRef st = LLVMTypeOf(LLVMGetOperand(call, 0));
  LLVMTypeRef mt = LLVMTypeOf(LLVMGetOperand(call, nsrc));
  unsigned m = tr_lanes_of(st) * nsrc, n = tr_lanes_of(mt);
  if (LLVMGetTypeKind(st) != LLVMVectorTypeKind || n < 2 || (m & (m - 1))) {
    tr_fail(t, "unsupported construct: '%s' of these types", tr_callee_name(call));
    return NULL;
  }
  Expr *src = tr_arg_expr(t, call, 0), *mask = tr_arg_expr(t, call, nsrc);
  if (src && mask && nsrc == 2) {
    Expr *hi = tr_arg_expr(t, call, 1);
    src = hi ? bv_concat(t->p, hi, src) : NULL;
  }
  if (!src || !mask)
    return NULL;
  int lw = src->type->width / (int)m, mw = mask->type->width / (int)n, bits = 0;
  while ((1u << bits) < m)
    bits++;
  Expr *acc = NULL;
  for (int i = 0; i < (int)n; i++) {
    Expr *sel = bv_extract(t->p, mask, i * mw + bits, i * mw);
    Expr *lane = bv_extract(t->p, src, (int)m * lw, ((int)m - 1) * lw);
    for (int j = (int)m - 2; j >= 0; j--)
      lane = e_ite(t->a, e_eq(t->a, sel, e_bv(t->a, (uint64_t)j, bits)),
                   bv_extract(t->p, src, (j + 1) * lw, j * lw), lane);
    acc = acc ? bv_concat(t->p, lane, acc) : lane;
  }
  return acc;
}
