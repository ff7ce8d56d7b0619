/*
 * Tandem's arithmetic of CUDA's 16-bit float types (__half of
 * <cuda_fp16.h>, __nv_bfloat16 of <cuda_bf16.h>), one definition for
 * both: every operation is done in float and rounded back, as the
 * headers document; the pair type T2 works lane by lane.  Internal to the
 * prelude: each header instantiates it for its types.
 */
#ifndef TANDEM_FLOAT16_H
#define TANDEM_FLOAT16_H

#define __TANDEM_FLOAT16_ARITHMETIC(FN, T, T2)                              \
  FN T __hadd(T a, T b) { return T((float)a + (float)b); }                  \
  FN T __hsub(T a, T b) { return T((float)a - (float)b); }                  \
  FN T __hmul(T a, T b) { return T((float)a * (float)b); }                  \
  FN T __hdiv(T a, T b) { return T((float)a / (float)b); }                  \
  FN T __hneg(T a) { return T(-(float)a); }                                 \
  FN T __hfma(T a, T b, T c) { return T((float)a * (float)b + (float)c); }  \
  FN bool __heq(T a, T b) { return (float)a == (float)b; }                  \
  FN bool __hne(T a, T b) { return (float)a != (float)b; }                  \
  FN bool __hlt(T a, T b) { return (float)a < (float)b; }                   \
  FN bool __hle(T a, T b) { return (float)a <= (float)b; }                  \
  FN bool __hgt(T a, T b) { return (float)a > (float)b; }                   \
  FN bool __hge(T a, T b) { return (float)a >= (float)b; }                  \
  FN T __hmax(T a, T b) { return __hgt(a, b) ? a : b; }                     \
  FN T __hmin(T a, T b) { return __hlt(a, b) ? a : b; }                     \
  FN T2 __hadd2(T2 a, T2 b) { return T2(__hadd(a.x, b.x), __hadd(a.y, b.y)); } \
  FN T2 __hsub2(T2 a, T2 b) { return T2(__hsub(a.x, b.x), __hsub(a.y, b.y)); } \
  FN T2 __hmul2(T2 a, T2 b) { return T2(__hmul(a.x, b.x), __hmul(a.y, b.y)); } \
  FN T2 __hfma2(T2 a, T2 b, T2 c) {                                         \
    return T2(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y));                \
  }                                                                         \
  FN T operator+(T a, T b) { return __hadd(a, b); }                         \
  FN T operator-(T a, T b) { return __hsub(a, b); }                         \
  FN T operator*(T a, T b) { return __hmul(a, b); }                         \
  FN T operator/(T a, T b) { return __hdiv(a, b); }                         \
  FN T &operator+=(T &a, T b) { return a = __hadd(a, b); }                  \
  FN T &operator-=(T &a, T b) { return a = __hsub(a, b); }                  \
  FN T &operator*=(T &a, T b) { return a = __hmul(a, b); }                  \
  FN T &operator/=(T &a, T b) { return a = __hdiv(a, b); }                  \
  FN T operator-(T a) { return __hneg(a); }                                 \
  FN bool operator==(T a, T b) { return __heq(a, b); }                      \
  FN bool operator!=(T a, T b) { return __hne(a, b); }                      \
  FN bool operator<(T a, T b) { return __hlt(a, b); }                       \
  FN bool operator<=(T a, T b) { return __hle(a, b); }                      \
  FN bool operator>(T a, T b) { return __hgt(a, b); }                       \
  FN bool operator>=(T a, T b) { return __hge(a, b); }                      \
  FN T2 operator+(T2 a, T2 b) { return __hadd2(a, b); }                     \
  FN T2 operator-(T2 a, T2 b) { return __hsub2(a, b); }                     \
  FN T2 operator*(T2 a, T2 b) { return __hmul2(a, b); }

#endif /* TANDEM_FLOAT16_H */
