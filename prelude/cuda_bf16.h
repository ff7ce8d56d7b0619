/*
 * Tandem's <cuda_bf16.h>: the bfloat16 type __nv_bfloat16 as CUDA
 * documents it.  It holds the upper 16 bits of a float; a float is
 * rounded to it to nearest, ties to even (NaN aside), in integer
 * arithmetic, and arithmetic is done in float.
 */
#ifndef TANDEM_CUDA_BF16_H
#define TANDEM_CUDA_BF16_H

#include <cuda.h>
#include <tandem_float16.h>

#define __TANDEM_B_HD __host__ __device__ __attribute__((always_inline, nodebug))

struct __align__(2) __nv_bfloat16 {
  unsigned short __x;
  __TANDEM_B_HD __nv_bfloat16() = default;
  __TANDEM_B_HD __nv_bfloat16(float f) {
    unsigned u = __builtin_bit_cast(unsigned, f);
    __x = (unsigned short)((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
  }
  __TANDEM_B_HD __nv_bfloat16(double f) : __nv_bfloat16((float)f) {}
  __TANDEM_B_HD __nv_bfloat16(int i) : __nv_bfloat16((float)i) {}
  __TANDEM_B_HD operator float() const {
    return __builtin_bit_cast(float, (unsigned)__x << 16);
  }
};
typedef struct __nv_bfloat16 nv_bfloat16;
struct __align__(4) __nv_bfloat162 {
  __nv_bfloat16 x, y;
  __TANDEM_B_HD __nv_bfloat162() = default;
  __TANDEM_B_HD __nv_bfloat162(__nv_bfloat16 a, __nv_bfloat16 b) : x(a), y(b) {}
};
typedef struct __nv_bfloat162 nv_bfloat162;

#define __TANDEM_B_FN static inline __TANDEM_B_HD
__TANDEM_B_FN __nv_bfloat16 __float2bfloat16(float f) { return __nv_bfloat16(f); }
__TANDEM_B_FN __nv_bfloat16 __float2bfloat16_rn(float f) { return __nv_bfloat16(f); }
__TANDEM_B_FN float __bfloat162float(__nv_bfloat16 h) { return (float)h; }
__TANDEM_B_FN __nv_bfloat162 __floats2bfloat162_rn(float a, float b) {
  return __nv_bfloat162(__nv_bfloat16(a), __nv_bfloat16(b));
}
__TANDEM_FLOAT16_ARITHMETIC(__TANDEM_B_FN, __nv_bfloat16, __nv_bfloat162)
#undef __TANDEM_B_FN
#undef __TANDEM_B_HD
#endif /* TANDEM_CUDA_BF16_H */
