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

static Expr *int_lane(Tr *t, unsigned op, Expr **a, int lw) {
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
  if (op == LLVMMul && x->kind == E_VAR && y->kind == E_VAR &&
      kernel_var_facts_of(t->k, x->var).loaded &&
      kernel_var_facts_of(t->k, y->var).loaded) {
    char name[32];
    snprintf(name, sizeof name, "$data_mul%d", lw);
    return uf_call(t->p, name, x->type, 2, a);
  }
  return tr_narrowed_op(t, tr_int_binop_op(op), x, y);
}

/* An operation on data (data.c): uninterpreted, named by its opcode. */
static Expr *data_lane(Tr *t, unsigned op, Expr **a, int lw) {
  static const char *const names[] = {
      [LLVMAdd] = "add",   [LLVMSub] = "sub",   [LLVMMul] = "mul",   [LLVMUDiv] = "udiv",
      [LLVMSDiv] = "sdiv", [LLVMURem] = "urem", [LLVMSRem] = "srem", [LLVMShl] = "shl",
      [LLVMLShr] = "lshr", [LLVMAShr] = "ashr", [LLVMAnd] = "and",   [LLVMOr] = "or",
      [LLVMXor] = "xor"};
  char name[32];
  snprintf(name, sizeof name, "$data_%s%d", names[op], lw);
  return uf_call(t->p, name, a[0]->type, 2, a);
}

static Expr *float_lane(Tr *t, unsigned op, Expr **a, int lw) {
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
  return tr_narrowed_op(t, icmp_op(pred), x, y);
}

static Expr *translate_cast(Tr *t, LLVMValueRef inst, unsigned op) {
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
  if (tr_is_data_op(t, inst) && x->type->kind == TY_BV &&
      (op == LLVMZExt || op == LLVMSExt || op == LLVMTrunc)) {
    /* A cast of data (data.c); vectors' lanes are cast together. */
    char name[48];
    snprintf(name, sizeof name, "$data_%s%d_%d",
             op == LLVMZExt ? "zext" : op == LLVMSExt ? "sext" : "trunc", x->type->width, tw);
    return uf_call(t->p, name, to, 1, &x);
  }
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
static Expr *translate_shuffle(Tr *t, LLVMValueRef call) {
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

/* add, sub, ..., xor, fadd, ..., frem: lane by lane on vectors. */
Val *tr_inst_binary(Tr *t, LLVMValueRef i) {
  unsigned op = tr_opcode(i);
  Val *x = tr_get_val(t, LLVMGetOperand(i, 0)), *y = tr_get_val(t, LLVMGetOperand(i, 1));
  if (t->failed)
    return NULL;
  Expr *xy[2] = {x->e, y->e};
  LaneOp lane = !tr_int_binop_op(op)    ? float_lane
                : tr_is_data_op(t, i) ? data_lane
                                      : int_lane;
  return tr_val_new(t, tr_lanewise(t, tr_lanes_of(LLVMTypeOf(i)), op, xy, 2, lane));
}

/* fneg: flips the sign bit of every lane. */
Val *tr_inst_fneg(Tr *t, LLVMValueRef i) {
  Val *x = tr_get_val(t, LLVMGetOperand(i, 0));
  if (t->failed)
    return NULL;
  int w = x->e->type->width;
  unsigned lanes = tr_lanes_of(LLVMTypeOf(i));
  Expr *mask = NULL;
  int lw = w / (int)lanes;
  for (unsigned l = 0; l < lanes; l++) {
    Expr *m = e_bv(t->a, UINT64_C(1) << (lw - 1), lw);
    mask = mask ? bv_concat(t->p, m, mask) : m;
  }
  return tr_val_new(t, bv_op(t->p, BV_XOR, x->e, mask));
}

/* icmp, of integers or of pointers. */
Val *tr_inst_icmp(Tr *t, LLVMValueRef i) {
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

/* fcmp: an uninterpreted predicate per comparison and width. */
Val *tr_inst_fcmp(Tr *t, LLVMValueRef i) {
  Val *x = tr_get_val(t, LLVMGetOperand(i, 0)), *y = tr_get_val(t, LLVMGetOperand(i, 1));
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

/* select, of values or of pointers. */
Val *tr_inst_select(Tr *t, LLVMValueRef i) {
  Val *c = tr_get_val(t, LLVMGetOperand(i, 0));
  Val *x = tr_get_val(t, LLVMGetOperand(i, 1)), *y = tr_get_val(t, LLVMGetOperand(i, 2));
  if (t->failed)
    return NULL;
  if (c->e->type->kind != TY_BOOL) {
    tr_fail(t, "unsupported construct: vector select");
    return NULL;
  }
  if (x->e && y->e)
    return tr_val_new(t, e_ite(t->a, c->e, x->e, y->e));
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

/* zext, sext, trunc and the conversions between integers and floats. */
Val *tr_inst_cast(Tr *t, LLVMValueRef i) {
  Expr *e = translate_cast(t, i, tr_opcode(i));
  return e ? tr_val_new(t, e) : NULL;
}

/* The vector a chain of insertelements ending at i builds, when it sets
 * every one of its n lanes of lw bits: built from the lanes alone, it does
 * not depend on the vector the chain started from (often undefined, which
 * would make a splat of a parameter look thread-dependent); else NULL. */
static Expr *whole_vector(Tr *t, LLVMValueRef i, int n, int lw) {
  LLVMValueRef *lanes = arena_alloc(t->a, (size_t)n * sizeof *lanes);
  int set = 0;
  for (LLVMValueRef c = i; set < n && LLVMIsAInsertElementInst(c); c = LLVMGetOperand(c, 0)) {
    LLVMValueRef idx = LLVMGetOperand(c, 2);
    if (!LLVMIsAConstantInt(idx))
      return NULL;
    uint64_t k = LLVMConstIntGetZExtValue(idx);
    if (k < (uint64_t)n && !lanes[k]) {
      lanes[k] = LLVMGetOperand(c, 1);
      set++;
    }
  }
  if (set < n)
    return NULL;
  Expr *r = NULL;
  for (int k = 0; k < n; k++) {
    Val *x = tr_get_val(t, lanes[k]);
    if (t->failed)
      return NULL;
    Expr *lane = tr_to_bv(t, x->e, lw);
    r = r ? bv_concat(t->p, lane, r) : lane;
  }
  return r;
}

/* extractelement and insertelement at a constant lane. */
Val *tr_inst_lane(Tr *t, LLVMValueRef i) {
  bool ins = tr_opcode(i) == LLVMInsertElement;
  LLVMTypeRef ty = LLVMTypeOf(i);
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
  Expr *r = whole_vector(t, i, n, lw);
  if (r)
    return tr_val_new(t, r);
  r = tr_to_bv(t, x->e, lw);
  if (k > 0)
    r = bv_concat(t->p, r, bv_extract(t->p, v->e, k * lw, 0));
  if (k < n - 1)
    r = bv_concat(t->p, bv_extract(t->p, v->e, w, (k + 1) * lw), r);
  return tr_val_new(t, r);
}

/* shufflevector: lanes of two vectors by a constant mask; an undefined
 * mask element is any value. */
Val *tr_inst_shufflevector(Tr *t, LLVMValueRef i) {
  Val *x = tr_get_val(t, LLVMGetOperand(i, 0)), *y = tr_get_val(t, LLVMGetOperand(i, 1));
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

/* OpenCL's own shuffle and shuffle2. */
bool tr_call_shuffle(Tr *t, const Call *c, Expr **out) {
  if (t->k->is_cuda || tr_declared_by_user(t, c->raw) ||
      (strcmp(c->name, "shuffle") && strcmp(c->name, "shuffle2")))
    return false;
  *out = translate_shuffle(t, c->call);
  return true;
}

/* llvm.fabs of a scalar: the sign bit cleared. */
bool tr_call_fabs(Tr *t, const Call *c, Expr **out) {
  BType *rt = tr_type_of(t, LLVMTypeOf(c->call));
  if (strncmp(c->raw, "llvm.fabs.", 10) || !rt || rt->kind != TY_BV ||
      LLVMGetTypeKind(LLVMTypeOf(c->call)) == LLVMVectorTypeKind)
    return false;
  Expr *x = tr_arg_expr(t, c->call, 0);
  if (!x)
    return true;
  int w = x->type->width;
  *out = bv_op(t->p, BV_AND, x, e_bv(t->a, (UINT64_C(1) << (w - 1)) - 1, w));
  return true;
}
