#include "exec_values.h"

#include <math.h>
#include <string.h>

uint64_t exec_from_float(float f) {
  uint32_t b;
  memcpy(&b, &f, sizeof b);
  return b;
}

float exec_to_float(uint64_t bits) {
  uint32_t b = (uint32_t)bits;
  float f;
  memcpy(&f, &b, sizeof f);
  return f;
}

uint64_t exec_from_double(ExecScalar s, double d) {
  if (s.kind == EXEC_F32)
    return exec_from_float((float)d);
  uint64_t b;
  memcpy(&b, &d, sizeof b);
  return b;
}

double exec_to_double(ExecScalar s, uint64_t bits) {
  if (s.kind == EXEC_F32)
    return exec_to_float(bits);
  double d;
  memcpy(&d, &bits, sizeof d);
  return d;
}

int64_t exec_sext(uint64_t v, int bits) {
  if (bits >= 64)
    return (int64_t)v;
  uint64_t sign = (uint64_t)1 << (bits - 1);
  v &= exec_mask(bits);
  return (int64_t)((v ^ sign) - sign);
}

/* A float operation in the lane's own precision: single-precision
 * arithmetic is done in float, so that it rounds as the device does. */
static uint64_t float_binop(LLVMOpcode op, ExecScalar s, uint64_t a, uint64_t b) {
  if (s.kind == EXEC_F32) {
    float x = exec_to_float(a), y = exec_to_float(b), r = 0;
    switch (op) {
    case LLVMFAdd: r = x + y; break;
    case LLVMFSub: r = x - y; break;
    case LLVMFMul: r = x * y; break;
    case LLVMFDiv: r = x / y; break;
    default: r = fmodf(x, y); break;
    }
    return exec_from_float(r);
  }
  double x = exec_to_double(s, a), y = exec_to_double(s, b), r = 0;
  switch (op) {
  case LLVMFAdd: r = x + y; break;
  case LLVMFSub: r = x - y; break;
  case LLVMFMul: r = x * y; break;
  case LLVMFDiv: r = x / y; break;
  default: r = fmod(x, y); break;
  }
  return exec_from_double(s, r);
}

bool exec_binop(LLVMOpcode op, ExecScalar s, uint64_t a, uint64_t b, uint64_t *out) {
  int w = s.bits;
  uint64_t m = exec_mask(w), r = 0;
  int64_t sa = exec_sext(a, w), sb = exec_sext(b, w);
  switch (op) {
  case LLVMAdd: r = a + b; break;
  case LLVMSub: r = a - b; break;
  case LLVMMul: r = a * b; break;
  case LLVMUDiv:
  case LLVMURem:
    if ((b & m) == 0)
      return false;
    r = op == LLVMUDiv ? (a & m) / (b & m) : (a & m) % (b & m);
    break;
  case LLVMSDiv:
  case LLVMSRem:
    if (sb == 0)
      return false;
    if (sb == -1) /* INT_MIN / -1 overflows in C: LLVM wraps the quotient */
      r = op == LLVMSDiv ? (uint64_t)0 - (uint64_t)sa : 0;
    else
      r = (uint64_t)(op == LLVMSDiv ? sa / sb : sa % sb);
    break;
  /* A shift by the width or more is poison in LLVM: 0 here. */
  case LLVMShl: r = b < (uint64_t)w ? a << b : 0; break;
  case LLVMLShr: r = b < (uint64_t)w ? (a & m) >> b : 0; break;
  case LLVMAShr:
    r = (uint64_t)(b < (uint64_t)w ? sa >> b : (sa < 0 ? -1 : 0));
    break;
  case LLVMAnd: r = a & b; break;
  case LLVMOr: r = a | b; break;
  case LLVMXor: r = a ^ b; break;
  default:
    *out = float_binop(op, s, a, b);
    return true;
  }
  *out = r & m;
  return true;
}

/* A float to an integer of `bits` bits; out of range is poison in LLVM:
 * saturated here, so that the run stays deterministic. */
static uint64_t float_to_int(double d, int bits, bool is_signed) {
  if (isnan(d))
    return 0;
  if (is_signed) {
    double lo = -ldexp(1.0, bits - 1), hi = ldexp(1.0, bits - 1);
    if (d >= hi)
      return exec_mask(bits - 1); /* the largest value */
    int64_t v = d <= lo ? (int64_t)lo : (int64_t)d;
    return (uint64_t)v & exec_mask(bits);
  }
  double hi = ldexp(1.0, bits);
  if (d <= 0)
    return 0;
  if (d >= hi)
    return exec_mask(bits);
  return (uint64_t)d & exec_mask(bits);
}

uint64_t exec_cast(LLVMOpcode op, ExecScalar from, ExecScalar to, uint64_t v) {
  switch (op) {
  case LLVMTrunc:
  case LLVMZExt:
  case LLVMPtrToInt:
  case LLVMIntToPtr:
  case LLVMAddrSpaceCast:
  case LLVMBitCast:
  case LLVMFreeze:
    return v & exec_mask(from.bits) & exec_mask(to.bits);
  case LLVMSExt:
    return (uint64_t)exec_sext(v, from.bits) & exec_mask(to.bits);
  case LLVMFPTrunc:
  case LLVMFPExt:
    return exec_from_double(to, exec_to_double(from, v));
  case LLVMFPToUI:
    return float_to_int(exec_to_double(from, v), to.bits, false);
  case LLVMFPToSI:
    return float_to_int(exec_to_double(from, v), to.bits, true);
  case LLVMUIToFP:
    if (to.kind == EXEC_F32)
      return exec_from_float((float)(v & exec_mask(from.bits)));
    return exec_from_double(to, (double)(v & exec_mask(from.bits)));
  case LLVMSIToFP:
    if (to.kind == EXEC_F32)
      return exec_from_float((float)exec_sext(v, from.bits));
    return exec_from_double(to, (double)exec_sext(v, from.bits));
  default:
    return v;
  }
}

bool exec_icmp(LLVMIntPredicate p, int bits, uint64_t a, uint64_t b) {
  uint64_t m = exec_mask(bits);
  a &= m;
  b &= m;
  int64_t sa = exec_sext(a, bits), sb = exec_sext(b, bits);
  switch (p) {
  case LLVMIntEQ: return a == b;
  case LLVMIntNE: return a != b;
  case LLVMIntUGT: return a > b;
  case LLVMIntUGE: return a >= b;
  case LLVMIntULT: return a < b;
  case LLVMIntULE: return a <= b;
  case LLVMIntSGT: return sa > sb;
  case LLVMIntSGE: return sa >= sb;
  case LLVMIntSLT: return sa < sb;
  case LLVMIntSLE: return sa <= sb;
  }
  return false;
}

bool exec_fcmp(LLVMRealPredicate p, ExecScalar s, uint64_t a, uint64_t b) {
  double x = exec_to_double(s, a), y = exec_to_double(s, b);
  bool uno = isnan(x) || isnan(y);
  switch (p) {
  case LLVMRealPredicateFalse: return false;
  case LLVMRealOEQ: return !uno && x == y;
  case LLVMRealOGT: return !uno && x > y;
  case LLVMRealOGE: return !uno && x >= y;
  case LLVMRealOLT: return !uno && x < y;
  case LLVMRealOLE: return !uno && x <= y;
  case LLVMRealONE: return !uno && x != y;
  case LLVMRealORD: return !uno;
  case LLVMRealUNO: return uno;
  case LLVMRealUEQ: return uno || x == y;
  case LLVMRealUGT: return uno || x > y;
  case LLVMRealUGE: return uno || x >= y;
  case LLVMRealULT: return uno || x < y;
  case LLVMRealULE: return uno || x <= y;
  case LLVMRealUNE: return uno || x != y;
  case LLVMRealPredicateTrue: return true;
  }
  return false;
}

void exec_store_lanes(uint8_t *dst, const ExecLeaf *leaves, int n, const uint64_t *lanes) {
  for (int i = 0; i < n; i++)
    for (int k = 0; k < leaves[i].bytes && k < 8; k++)
      dst[leaves[i].offset + (uint64_t)k] = (uint8_t)(lanes[i] >> (8 * k));
}

void exec_load_lanes(const uint8_t *src, const ExecLeaf *leaves, int n, uint64_t *lanes) {
  for (int i = 0; i < n; i++) {
    uint64_t v = 0;
    for (int k = 0; k < leaves[i].bytes && k < 8; k++)
      v |= (uint64_t)src[leaves[i].offset + (uint64_t)k] << (8 * k);
    lanes[i] = v & exec_mask(leaves[i].s.bits);
  }
}
