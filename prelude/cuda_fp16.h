/*
 * Tandem's <cuda_fp16.h>: the 16-bit float type __half (and __half2), as
 * CUDA documents it.  A __half holds its 16 bits; conversions go through
 * clang's _Float16, and arithmetic is done in float and rounded back to
 * half, as on devices without native half arithmetic.
 */
#ifndef TANDEM_CUDA_FP16_H
#define TANDEM_CUDA_FP16_H

#include <cuda.h>
#include <tandem_float16.h>

#define __TANDEM_H_HD __host__ __device__ __attribute__((always_inline, nodebug))

struct __align__(2) __half {
  unsigned short __x;
  __TANDEM_H_HD __half() = default;
  __TANDEM_H_HD __half(float f)
      : __x(__builtin_bit_cast(unsigned short, (_Float16)f)) {}
  __TANDEM_H_HD __half(double f)
      : __x(__builtin_bit_cast(unsigned short, (_Float16)f)) {}
  __TANDEM_H_HD __half(int i) : __half((float)i) {}
  __TANDEM_H_HD __half(unsigned i) : __half((float)i) {}
  __TANDEM_H_HD operator float() const {
    return (float)__builtin_bit_cast(_Float16, __x);
  }
  __TANDEM_H_HD __half &operator=(float f) { return *this = __half(f); }
};
typedef struct __half half;
struct __align__(4) __half2 {
  __half x, y;
  __TANDEM_H_HD __half2() = default;
  __TANDEM_H_HD __half2(__half a, __half b) : x(a), y(b) {}
};
typedef struct __half2 half2;
/* The storage types of the raw bits. */
struct __half_raw { unsigned short x; };
struct __half2_raw { unsigned short x, y; };

#define __TANDEM_H_FN static inline __TANDEM_H_HD

/* Conversions. */
__TANDEM_H_FN __half __float2half(float f) { return __half(f); }
__TANDEM_H_FN __half __float2half_rn(float f) { return __half(f); }
__TANDEM_H_FN __half __double2half(double f) { return __half(f); }
__TANDEM_H_FN float __half2float(__half h) { return (float)h; }
__TANDEM_H_FN __half __int2half_rn(int i) { return __half((float)i); }
__TANDEM_H_FN int __half2int_rz(__half h) { return (int)(float)h; }
__TANDEM_H_FN __half __ushort_as_half(unsigned short x) {
  __half h; h.__x = x; return h;
}
__TANDEM_H_FN unsigned short __half_as_ushort(__half h) { return h.__x; }
__TANDEM_H_FN __half2 __floats2half2_rn(float a, float b) {
  return __half2(__half(a), __half(b));
}
__TANDEM_H_FN __half2 __float2half2_rn(float a) { return __half2(__half(a), __half(a)); }
__TANDEM_H_FN __half2 __halves2half2(__half a, __half b) { return __half2(a, b); }
__TANDEM_H_FN __half2 __half2half2(__half a) { return __half2(a, a); }
__TANDEM_H_FN float __low2float(__half2 h) { return (float)h.x; }
__TANDEM_H_FN float __high2float(__half2 h) { return (float)h.y; }
__TANDEM_H_FN __half __low2half(__half2 h) { return h.x; }
__TANDEM_H_FN __half __high2half(__half2 h) { return h.y; }
__TANDEM_H_FN float2 __half22float2(__half2 h) {
  return make_float2((float)h.x, (float)h.y);
}
__TANDEM_H_FN __half2 __float22half2_rn(float2 f) {
  return __half2(__half(f.x), __half(f.y));
}

__TANDEM_FLOAT16_ARITHMETIC(__TANDEM_H_FN, __half, __half2)

/* Math through float. */
__TANDEM_H_FN __half hsqrt(__half a) { return __half(sqrtf((float)a)); }
__TANDEM_H_FN __half hexp(__half a) { return __half(expf((float)a)); }
__TANDEM_H_FN __half hlog(__half a) { return __half(logf((float)a)); }
__TANDEM_H_FN __half __habs(__half a) { return __half(fabsf((float)a)); }

#undef __TANDEM_H_FN
#undef __TANDEM_H_HD
#endif /* TANDEM_CUDA_FP16_H */
