/* Integer built-ins computed exactly: min, max, clamp, abs, saturating and halving
 * arithmetic, rotate, mul_hi, mul24, upsample. */
#include "translate_int.h"

typedef enum {
  IOP_MIN,
  IOP_MAX,
  IOP_CLAMP,
  IOP_ABS,
  IOP_ABS_DIFF,
  IOP_SAD,
  IOP_ADD_SAT,
  IOP_SUB_SAT,
  IOP_MAD_SAT,
  IOP_HADD,
  IOP_RHADD,
  IOP_ROTATE,
  IOP_MUL_HI,
  IOP_MAD_HI,
  IOP_MUL24,
  IOP_MAD24,
  IOP_UPSAMPLE,
} IntOp;

static const int iop_arity[] = {
    [IOP_MIN] = 2,      [IOP_MAX] = 2,    [IOP_CLAMP] = 3,   [IOP_ABS] = 1,
    [IOP_ABS_DIFF] = 2, [IOP_SAD] = 3,    [IOP_ADD_SAT] = 2, [IOP_SUB_SAT] = 2,
    [IOP_MAD_SAT] = 3,  [IOP_HADD] = 2,   [IOP_RHADD] = 2,   [IOP_ROTATE] = 2,
    [IOP_MUL_HI] = 2,   [IOP_MAD_HI] = 3, [IOP_MUL24] = 2,   [IOP_MAD24] = 3,
    [IOP_UPSAMPLE] = 2};

/* Added to an IntOp for signed operands. */
#define IOP_SIGNED 0x100

/* Where an operation comes from: an LLVM intrinsic (by name prefix), a
 * CUDA function, or an OpenCL built-in, signed when its first parameter
 * is (OpenCL overloads them per type). */
typedef enum { FROM_LLVM, FROM_CUDA, FROM_OPENCL } IopSource;

static const struct {
  const char *name;
  IopSource from;
  IntOp op;
  bool is_signed;
} int_ops[] = {
    {"llvm.smin.", FROM_LLVM, IOP_MIN, true},
    {"llvm.smax.", FROM_LLVM, IOP_MAX, true},
    {"llvm.umin.", FROM_LLVM, IOP_MIN, false},
    {"llvm.umax.", FROM_LLVM, IOP_MAX, false},
    {"llvm.abs.", FROM_LLVM, IOP_ABS, true},
    {"llvm.sadd.sat.", FROM_LLVM, IOP_ADD_SAT, true},
    {"llvm.uadd.sat.", FROM_LLVM, IOP_ADD_SAT, false},
    {"llvm.ssub.sat.", FROM_LLVM, IOP_SUB_SAT, true},
    {"llvm.usub.sat.", FROM_LLVM, IOP_SUB_SAT, false},
    {"__mul24", FROM_CUDA, IOP_MUL24, true},
    {"__umul24", FROM_CUDA, IOP_MUL24, false},
    {"__mulhi", FROM_CUDA, IOP_MUL_HI, true},
    {"__umulhi", FROM_CUDA, IOP_MUL_HI, false},
    {"__mul64hi", FROM_CUDA, IOP_MUL_HI, true},
    {"__umul64hi", FROM_CUDA, IOP_MUL_HI, false},
    {"__hadd", FROM_CUDA, IOP_HADD, true},
    {"__uhadd", FROM_CUDA, IOP_HADD, false},
    {"__rhadd", FROM_CUDA, IOP_RHADD, true},
    {"__urhadd", FROM_CUDA, IOP_RHADD, false},
    {"__sad", FROM_CUDA, IOP_SAD, true},
    {"__usad", FROM_CUDA, IOP_SAD, false},
    {"min", FROM_OPENCL, IOP_MIN, false},
    {"max", FROM_OPENCL, IOP_MAX, false},
    {"clamp", FROM_OPENCL, IOP_CLAMP, false},
    {"abs", FROM_OPENCL, IOP_ABS, false},
    {"abs_diff", FROM_OPENCL, IOP_ABS_DIFF, false},
    {"add_sat", FROM_OPENCL, IOP_ADD_SAT, false},
    {"sub_sat", FROM_OPENCL, IOP_SUB_SAT, false},
    {"mad_sat", FROM_OPENCL, IOP_MAD_SAT, false},
    {"hadd", FROM_OPENCL, IOP_HADD, false},
    {"rhadd", FROM_OPENCL, IOP_RHADD, false},
    {"rotate", FROM_OPENCL, IOP_ROTATE, false},
    {"mul_hi", FROM_OPENCL, IOP_MUL_HI, false},
    {"mad_hi", FROM_OPENCL, IOP_MAD_HI, false},
    {"mul24", FROM_OPENCL, IOP_MUL24, false},
    {"mad24", FROM_OPENCL, IOP_MAD24, false},
    {"upsample", FROM_OPENCL, IOP_UPSAMPLE, false},
};

/* The mangling of the first parameter of a mangled function (the "Dv4_i"
 * of _Z3minDv4_iS_), or NULL. */
const char *tr_mangled_first_param(const char *raw) {
  if (strncmp(raw, "_Z", 2) || !isdigit((unsigned char)raw[2]))
    return NULL;
  const char *s = raw + 2;
  size_t n = strtoul(s, (char **)&s, 10);
  return strlen(s) < n ? NULL : s + n;
}

/* The signedness of the first parameter of a mangled function
 * (_Z3minDv4_iS_ takes an int4): 1 signed integer, 0 unsigned, -1 other. */
static int first_param_signed(const char *raw) {
  const char *s = tr_mangled_first_param(raw);
  if (s && !strncmp(s, "Dv", 2)) { /* vector: Dv<lanes>_<element> */
    s += 2;
    while (isdigit((unsigned char)*s))
      s++;
    if (*s++ != '_')
      return -1;
  }
  if (s && *s && strchr("acsil", *s)) /* OpenCL's char is signed */
    return 1;
  return s && *s && strchr("htjm", *s) ? 0 : -1;
}

/* The IntOp (with IOP_SIGNED) that a call computes, or -1. */
static int int_op_of(Tr *t, const char *raw, const char *name) {
  for (size_t i = 0; i < sizeof int_ops / sizeof *int_ops; i++) {
    const char *n = int_ops[i].name;
    int is_signed = int_ops[i].is_signed;
    switch (int_ops[i].from) {
    case FROM_LLVM:
      if (strncmp(raw, n, strlen(n)))
        continue;
      break;
    case FROM_CUDA:
      if (!t->k->is_cuda || strcmp(raw, n))
        continue;
      break;
    case FROM_OPENCL:
      is_signed = first_param_signed(raw);
      if (t->k->is_cuda || strcmp(name, n) || is_signed < 0)
        continue;
      break;
    }
    return (int)int_ops[i].op | (is_signed ? IOP_SIGNED : 0);
  }
  return -1;
}

static Expr *ext(Tr *t, Expr *x, int width, bool is_signed) {
  return is_signed ? bv_sext(t->p, x, width) : bv_zext(t->p, x, width);
}

static Expr *less(Tr *t, Expr *x, Expr *y, bool is_signed) {
  return bv_op(t->p, is_signed ? BV_SLT : BV_ULT, x, y);
}

/* x, an exact result as a signed number wider than w bits, clamped to
 * the range of w-bit integers and truncated to w bits. */
static Expr *saturate(Tr *t, Expr *x, int w, bool is_signed) {
  uint64_t top = UINT64_C(1) << (w - 1);
  int xw = x->type->width;
  Expr *lo = ext(t, e_bv(t->a, is_signed ? top : 0, w), xw, is_signed);
  Expr *hi = ext(t, e_bv(t->a, is_signed ? top - 1 : UINT64_MAX, w), xw, is_signed);
  Expr *r =
      e_ite(t->a, less(t, x, lo, true), lo, e_ite(t->a, less(t, hi, x, true), hi, x));
  return bv_extract(t->p, r, w, 0);
}

/* The product of x and y in `width` bits. */
static Expr *wide_mul(Tr *t, Expr *x, Expr *y, int width, bool is_signed) {
  return bv_op(t->p, BV_MUL, ext(t, x, width, is_signed), ext(t, y, width, is_signed));
}

/* sad, mad_hi and mad24 add their third operand to another operation. */
static int added_to(IntOp op) {
  return op == IOP_SAD      ? IOP_ABS_DIFF
         : op == IOP_MAD_HI ? IOP_MUL_HI
         : op == IOP_MAD24  ? IOP_MUL24
                            : -1;
}

static Expr *int_op_lane(Tr *t, unsigned op, Expr **a, int w) {
  bool s = op & IOP_SIGNED;
  IntOp base = (IntOp)(op & ~IOP_SIGNED);
  Expr *x = a[0], *y = a[1], *z = a[2];
  Expr *zero = e_bv(t->a, 0, w), *one = e_bv(t->a, 1, w);
  int inner = added_to(base);
  if (inner >= 0) {
    Expr *r = int_op_lane(t, (unsigned)inner | (op & IOP_SIGNED), a, w);
    return bv_op(t->p, BV_ADD, r, z);
  }
  switch (base) {
  case IOP_MIN: return e_ite(t->a, less(t, y, x, s), y, x);
  case IOP_MAX: return e_ite(t->a, less(t, x, y, s), y, x);
  case IOP_CLAMP: {
    Expr *m = e_ite(t->a, less(t, x, y, s), y, x);
    return e_ite(t->a, less(t, z, m, s), z, m);
  }
  case IOP_ABS:
    if (!s)
      return x;
    return e_ite(t->a, less(t, x, zero, true), bv_op(t->p, BV_SUB, zero, x), x);
  case IOP_ABS_DIFF:
    return e_ite(t->a, less(t, x, y, s), bv_op(t->p, BV_SUB, y, x),
                 bv_op(t->p, BV_SUB, x, y));
  case IOP_ADD_SAT: /* exact, and signed, in w + 2 bits */
  case IOP_SUB_SAT: {
    Expr *r = bv_op(t->p, base == IOP_ADD_SAT ? BV_ADD : BV_SUB, ext(t, x, w + 2, s),
                    ext(t, y, w + 2, s));
    return saturate(t, r, w, s);
  }
  case IOP_MAD_SAT: { /* exact, and signed, in 2w + 1 bits */
    Expr *r =
        bv_op(t->p, BV_ADD, wide_mul(t, x, y, 2 * w + 1, s), ext(t, z, 2 * w + 1, s));
    return saturate(t, r, w, s);
  }
  case IOP_HADD:
  case IOP_RHADD: {
    BvOp shr = s ? BV_ASHR : BV_LSHR;
    Expr *low = bv_op(t->p, base == IOP_HADD ? BV_AND : BV_OR, x, y);
    Expr *halves =
        bv_op(t->p, BV_ADD, bv_op(t->p, shr, x, one), bv_op(t->p, shr, y, one));
    return bv_op(t->p, BV_ADD, halves, bv_op(t->p, BV_AND, low, one));
  }
  case IOP_ROTATE: { /* by y modulo w; shifting by w or more gives 0 */
    Expr *n = bv_op(t->p, BV_AND, y, e_bv(t->a, (uint64_t)w - 1, w));
    Expr *rest = bv_op(t->p, BV_SUB, e_bv(t->a, (uint64_t)w, w), n);
    return bv_op(t->p, BV_OR, bv_op(t->p, BV_SHL, x, n), bv_op(t->p, BV_LSHR, x, rest));
  }
  case IOP_MUL_HI: return bv_extract(t->p, wide_mul(t, x, y, 2 * w, s), 2 * w, w);
  case IOP_MUL24: /* the product of the low 24 bits */
    return bv_op(t->p, BV_MUL, ext(t, bv_extract(t->p, x, 24, 0), w, s),
                 ext(t, bv_extract(t->p, y, 24, 0), w, s));
  case IOP_UPSAMPLE: return bv_concat(t->p, x, y);
  default: /* sad, mad_hi, mad24: above */ return NULL;
  }
}

static Expr *translate_int_op(Tr *t, LLVMValueRef call, int op) {
  Expr *args[3];
  int n = iop_arity[op & ~IOP_SIGNED];
  for (int i = 0; i < n; i++)
    if (!(args[i] = tr_arg_expr(t, call, (unsigned)i)))
      return NULL;
  if (args[0]->type->kind != TY_BV) {
    tr_fail(t, "unsupported construct: '%s' on booleans", tr_callee_name(call));
    return NULL;
  }
  return tr_lanewise(t, tr_lanes_of(LLVMTypeOf(LLVMGetOperand(call, 0))), (unsigned)op,
                     args, n, int_op_lane);
}

bool tr_call_int_op(Tr *t, const Call *c, Expr **out) {
  int iop = int_op_of(t, c->raw, c->name);
  if (iop < 0)
    return false;
  *out = translate_int_op(t, c->call, iop);
  return true;
}
