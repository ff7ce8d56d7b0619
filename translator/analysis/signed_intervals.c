/* signed_intervals: interval arithmetic on signed bit-vector values. */
#include "signed_intervals.h"

int64_t itv_min(int w) { return w >= 64 ? INT64_MIN : -((int64_t)1 << (w - 1)); }
int64_t itv_max(int w) { return w >= 64 ? INT64_MAX : ((int64_t)1 << (w - 1)) - 1; }
Itv itv_top(int w) { return (Itv){itv_min(w), itv_max(w)}; }
bool itv_fits(Itv x, int w) { return x.lo >= itv_min(w) && x.hi <= itv_max(w); }
Itv itv_hull(Itv a, Itv b) {
  return (Itv){a.lo < b.lo ? a.lo : b.lo, a.hi > b.hi ? a.hi : b.hi};
}

/* [lo, hi] when it fits width w, else the whole width. */
static Itv clamp(__int128 lo, __int128 hi, int w) {
  if (lo < itv_min(w) || hi > itv_max(w))
    return itv_top(w);
  return (Itv){(int64_t)lo, (int64_t)hi};
}

int64_t itv_literal(uint64_t lit, int w) {
  if (w >= 64)
    return (int64_t)lit;
  uint64_t m = (uint64_t)1 << (w - 1);
  lit &= ((uint64_t)1 << w) - 1;
  return (int64_t)(lit ^ m) - (int64_t)m;
}

/* The smallest 2^k - 1 at or above x (x >= 0). */
static int64_t mask_above(int64_t x) {
  int64_t m = 0;
  while (m < x)
    m = m * 2 + 1;
  return m;
}

/* x op y on intervals, y a literal when a point. */
Itv itv_op(BvOp op, Itv x, Itv y, int w) {
  __int128 a[4];
  bool point = y.lo == y.hi;
  int64_t c = y.lo;
  switch (op) {
  case BV_ADD:
    return clamp((__int128)x.lo + y.lo, (__int128)x.hi + y.hi, w);
  case BV_SUB:
    return clamp((__int128)x.lo - y.hi, (__int128)x.hi - y.lo, w);
  case BV_MUL: {
    a[0] = (__int128)x.lo * y.lo, a[1] = (__int128)x.lo * y.hi;
    a[2] = (__int128)x.hi * y.lo, a[3] = (__int128)x.hi * y.hi;
    __int128 lo = a[0], hi = a[0];
    for (int i = 1; i < 4; i++) {
      lo = a[i] < lo ? a[i] : lo;
      hi = a[i] > hi ? a[i] : hi;
    }
    return clamp(lo, hi, w);
  }
  case BV_SDIV: /* truncation is monotone in the dividend */
    if (!point || c == 0 || c == -1)
      return itv_top(w);
    return c > 0 ? (Itv){x.lo / c, x.hi / c} : (Itv){x.hi / c, x.lo / c};
  case BV_SREM: {
    if (!point || c == 0 || c == INT64_MIN)
      return itv_top(w);
    int64_t m = (c < 0 ? -c : c) - 1;
    if (x.lo >= 0)
      return (Itv){0, x.hi < m ? x.hi : m};
    if (x.hi <= 0)
      return (Itv){x.lo > -m ? x.lo : -m, 0};
    return (Itv){-m, m};
  }
  case BV_UREM: /* below a positive divisor; at most a non-negative dividend */
    if (y.lo >= 1)
      return (Itv){0, x.lo >= 0 && x.hi < y.hi - 1 ? x.hi : y.hi - 1};
    return y.lo >= 0 && x.lo >= 0 ? (Itv){0, x.hi} : itv_top(w);
  case BV_UDIV:
  case BV_LSHR: {
    if (y.lo < 0 || (op == BV_UDIV && y.lo == 0))
      return itv_top(w);
    if (op == BV_LSHR && y.lo >= w)
      return (Itv){0, 0};
    if (op == BV_LSHR && y.hi >= w)
      y.hi = w - 1;
    if (x.lo >= 0)
      return op == BV_UDIV ? (Itv){x.lo / y.hi, x.hi / y.lo} : (Itv){x.lo >> y.hi, x.hi >> y.lo};
    /* a negative dividend read unsigned: at most the width's maximum */
    uint64_t umax = w >= 64 ? UINT64_MAX : ((uint64_t)1 << w) - 1;
    uint64_t hi = op == BV_UDIV ? umax / (uint64_t)y.lo : umax >> y.lo;
    return hi <= (uint64_t)itv_max(w) ? (Itv){0, (int64_t)hi} : itv_top(w);
  }
  case BV_ASHR: /* floor division by 2^c */
    if (!point || c < 0 || c >= w)
      return itv_top(w);
    return (Itv){x.lo >= 0 ? x.lo >> c : ~(~x.lo >> c), x.hi >= 0 ? x.hi >> c : ~(~x.hi >> c)};
  case BV_SHL:
    if (!point || c < 0 || c >= w)
      return itv_top(w);
    return clamp((__int128)x.lo * ((__int128)1 << c), (__int128)x.hi * ((__int128)1 << c), w);
  case BV_AND: /* a non-negative operand bounds the result */
    if (x.lo >= 0 && y.lo >= 0)
      return (Itv){0, x.hi < y.hi ? x.hi : y.hi};
    if (x.lo >= 0 || y.lo >= 0)
      return (Itv){0, x.lo >= 0 ? x.hi : y.hi};
    return itv_top(w);
  case BV_OR:
  case BV_XOR:
    if (x.lo < 0 || y.lo < 0)
      return itv_top(w);
    return (Itv){0, mask_above(x.hi > y.hi ? x.hi : y.hi)};
  default:
    return itv_top(w);
  }
}
