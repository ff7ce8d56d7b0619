/*
 * Tandem's CUDA kernel header: what a .cu file needs to compile in
 * device-only mode with clang-16 and no CUDA SDK.
 *
 * This header owns: the CUDA qualifiers, built-in variables (from clang's
 * <__clang_cuda_builtin_vars.h>), vector types and dim3, barriers and
 * warp-level operations, atomics, math declarations, textures, the small
 * part of cuRAND used by kernels, and enough of the host runtime that host
 * code in the same file parses.  It includes the C and C++ standard
 * library's math, stdlib, stdio, string and assert headers first and adds
 * their device overloads, so that whole source files may include any
 * standard header.  The annotation language comes from annotations.h;
 * the other CUDA headers (cooperative_groups.h, cuda_fp16.h, ...) are
 * beside this one.
 *
 * Conventions:
 *  - Operations Tandem models are bodiless external functions with
 *    unmangled names: CUDA's own name when CUDA has one function of that
 *    name (sinf, __threadfence, __ballot_sync, ...), and a "__tandem_" name
 *    with a width suffix where CUDA overloads by type (atomics, shuffles).
 *  - Small helpers whose meaning is exact (make_int2, min, max, bit casts,
 *    overload dispatch) are always-inline functions without debug info, so
 *    they vanish at -O0 and leave the caller's source location behind.
 */
#ifndef TANDEM_CUDA_H
#define TANDEM_CUDA_H

#ifndef __CUDA__
#error "cuda.h is Tandem's CUDA header: compile with clang -x cuda"
#endif

/* ---------------------------------------------------------------------- */
/* Qualifiers and basic types                                             */
/* ---------------------------------------------------------------------- */

#ifndef __CUDACC__
#define __CUDACC__ 1
#endif

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
/* __noinline__ is a keyword of clang's CUDA (and a GNU attribute name in
 * the C++ library): no macro. */
#define __forceinline__ inline __attribute__((always_inline))
#define __align__(n) __attribute__((aligned(n)))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __device_builtin__
#define CUDART_CB

#define __TANDEM_HD \
  static inline __host__ __device__ __attribute__((always_inline, nodebug))
#define __TANDEM_D \
  static inline __device__ __attribute__((always_inline, nodebug))
#define __TANDEM_EXT extern "C" __device__
#define __TANDEM_EXT_HD extern "C" __host__ __device__

/* The C and C++ standard library comes first, as with CUDA's own headers:
 * host code sees the library's declarations, and this header adds the
 * device overloads (clang overloads on the target).  <assert.h> precedes
 * annotations.h, whose __assert macro would garble glibc's function
 * __assert. */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <cmath>
#include <cstdlib>

typedef __SIZE_TYPE__ size_t;
typedef __PTRDIFF_TYPE__ ptrdiff_t;
typedef unsigned int uint;
typedef unsigned short ushort;
typedef unsigned char uchar;
typedef unsigned long ulong;
#ifndef NULL
#define NULL __null
#endif

#include "annotations.h"

/* threadIdx, blockIdx, blockDim, gridDim (llvm.nvvm.read.ptx.sreg.*) and
 * warpSize (the constant 32). */
#include <__clang_cuda_builtin_vars.h>

/* ---------------------------------------------------------------------- */
/* Vector types                                                           */
/* ---------------------------------------------------------------------- */

#define __TANDEM_VECTOR(name, T, align2, align4)                            \
  struct name##1 { T x; };                                                  \
  struct __align__(align2) name##2 { T x, y; };                             \
  struct name##3 { T x, y, z; };                                            \
  struct __align__(align4) name##4 { T x, y, z, w; };                       \
  __TANDEM_HD name##1 make_##name##1(T x) {                                 \
    name##1 r = {x}; return r;                                              \
  }                                                                         \
  __TANDEM_HD name##2 make_##name##2(T x, T y) {                            \
    name##2 r = {x, y}; return r;                                           \
  }                                                                         \
  __TANDEM_HD name##3 make_##name##3(T x, T y, T z) {                       \
    name##3 r = {x, y, z}; return r;                                        \
  }                                                                         \
  __TANDEM_HD name##4 make_##name##4(T x, T y, T z, T w) {                  \
    name##4 r = {x, y, z, w}; return r;                                     \
  }

__TANDEM_VECTOR(char, signed char, 2, 4)
__TANDEM_VECTOR(uchar, unsigned char, 2, 4)
__TANDEM_VECTOR(short, short, 4, 8)
__TANDEM_VECTOR(ushort, unsigned short, 4, 8)
__TANDEM_VECTOR(int, int, 8, 16)
__TANDEM_VECTOR(uint, unsigned int, 8, 16)
__TANDEM_VECTOR(long, long, 2 * sizeof(long), 4 * sizeof(long))
__TANDEM_VECTOR(ulong, unsigned long, 2 * sizeof(long), 4 * sizeof(long))
__TANDEM_VECTOR(longlong, long long, 16, 16)
__TANDEM_VECTOR(ulonglong, unsigned long long, 16, 16)
__TANDEM_VECTOR(float, float, 8, 16)
__TANDEM_VECTOR(double, double, 16, 16)

#undef __TANDEM_VECTOR

#define __TANDEM_MEMBER __host__ __device__ __attribute__((always_inline, nodebug))
struct dim3 {
  unsigned int x, y, z;
  __TANDEM_MEMBER constexpr dim3(unsigned int vx = 1, unsigned int vy = 1,
                                 unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
  __TANDEM_MEMBER constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  __TANDEM_MEMBER constexpr operator uint3() const { return uint3{x, y, z}; }
};
#undef __TANDEM_MEMBER

/* Conversions of the built-in variables, declared by clang's header. */
#define __TANDEM_BUILTIN_CONVERSIONS(T)                                     \
  __device__ inline __attribute__((always_inline, nodebug))                 \
  T::operator dim3() const { return dim3(x, y, z); }                        \
  __device__ inline __attribute__((always_inline, nodebug))                 \
  T::operator uint3() const { return make_uint3(x, y, z); }
__TANDEM_BUILTIN_CONVERSIONS(__cuda_builtin_threadIdx_t)
__TANDEM_BUILTIN_CONVERSIONS(__cuda_builtin_blockIdx_t)
__TANDEM_BUILTIN_CONVERSIONS(__cuda_builtin_blockDim_t)
__TANDEM_BUILTIN_CONVERSIONS(__cuda_builtin_gridDim_t)
#undef __TANDEM_BUILTIN_CONVERSIONS

/* ---------------------------------------------------------------------- */
/* Barriers, fences, warp-level operations                                */
/* ---------------------------------------------------------------------- */

/* __syncthreads() is a clang builtin (llvm.nvvm.barrier0).  The counting
 * variants are clang builtins too (llvm.nvvm.barrier0.popc/and/or). */
__TANDEM_D int __syncthreads_count(int p) { return __nvvm_bar0_popc(p); }
__TANDEM_D int __syncthreads_and(int p) { return __nvvm_bar0_and(p); }
__TANDEM_D int __syncthreads_or(int p) { return __nvvm_bar0_or(p); }

__TANDEM_EXT __attribute__((convergent)) void __syncwarp(unsigned mask = 0xffffffffu);
__TANDEM_EXT void __threadfence(void);
__TANDEM_EXT void __threadfence_block(void);
__TANDEM_EXT void __threadfence_system(void);

/* Votes. */
__TANDEM_EXT __attribute__((convergent)) int __all_sync(unsigned mask, int pred);
__TANDEM_EXT __attribute__((convergent)) int __any_sync(unsigned mask, int pred);
__TANDEM_EXT __attribute__((convergent)) int __uni_sync(unsigned mask, int pred);
__TANDEM_EXT __attribute__((convergent)) unsigned __ballot_sync(unsigned mask, int pred);
__TANDEM_EXT __attribute__((convergent)) unsigned __activemask(void);
/* Legacy votes without a mask mean the full warp.  (__all is the
 * annotation of annotations.h, as in GPUVerify.) */
__TANDEM_D int __any(int pred) { return __any_sync(0xffffffffu, pred); }
__TANDEM_D unsigned __ballot(int pred) { return __ballot_sync(0xffffffffu, pred); }

/* Shuffles: one external function per kind on 32-bit values; the other
 * types are bit-cast or split into 32-bit halves (exact). */
__TANDEM_EXT __attribute__((convergent)) int
__tandem_shfl_idx_i32(unsigned mask, int var, int src_lane, int width);
__TANDEM_EXT __attribute__((convergent)) int
__tandem_shfl_up_i32(unsigned mask, int var, unsigned delta, int width);
__TANDEM_EXT __attribute__((convergent)) int
__tandem_shfl_down_i32(unsigned mask, int var, unsigned delta, int width);
__TANDEM_EXT __attribute__((convergent)) int
__tandem_shfl_xor_i32(unsigned mask, int var, int lane_mask, int width);

#define __TANDEM_SHFL(NAME, KIND, ARGT)                                     \
  __TANDEM_D int NAME(unsigned m, int v, ARGT a, int w = 32) {              \
    return __tandem_shfl_##KIND##_i32(m, v, a, w);                          \
  }                                                                         \
  __TANDEM_D unsigned NAME(unsigned m, unsigned v, ARGT a, int w = 32) {    \
    return (unsigned)__tandem_shfl_##KIND##_i32(m, (int)v, a, w);           \
  }                                                                         \
  __TANDEM_D float NAME(unsigned m, float v, ARGT a, int w = 32) {          \
    return __builtin_bit_cast(                                              \
        float, __tandem_shfl_##KIND##_i32(m, __builtin_bit_cast(int, v), a, w)); \
  }                                                                         \
  __TANDEM_D unsigned long long NAME(unsigned m, unsigned long long v,      \
                                     ARGT a, int w = 32) {                  \
    unsigned lo = (unsigned)__tandem_shfl_##KIND##_i32(m, (int)(unsigned)v, a, w); \
    unsigned hi = (unsigned)__tandem_shfl_##KIND##_i32(m, (int)(unsigned)(v >> 32), a, w); \
    return ((unsigned long long)hi << 32) | lo;                             \
  }                                                                         \
  __TANDEM_D long long NAME(unsigned m, long long v, ARGT a, int w = 32) {  \
    return (long long)NAME(m, (unsigned long long)v, a, w);                 \
  }                                                                         \
  __TANDEM_D double NAME(unsigned m, double v, ARGT a, int w = 32) {        \
    return __builtin_bit_cast(                                              \
        double, NAME(m, __builtin_bit_cast(unsigned long long, v), a, w));  \
  }
__TANDEM_SHFL(__shfl_sync, idx, int)
__TANDEM_SHFL(__shfl_up_sync, up, unsigned)
__TANDEM_SHFL(__shfl_down_sync, down, unsigned)
__TANDEM_SHFL(__shfl_xor_sync, xor, int)
#undef __TANDEM_SHFL

/* Matches (sm_70): the lanes of mask whose value equals the caller's
 * (any), or mask when every lane's does and else 0 (all).  One external
 * function per kind on 64-bit values; narrower values are widened
 * without sign, floats bit-cast, so that equality is kept exactly. */
__TANDEM_EXT __attribute__((convergent)) unsigned
__tandem_match_any_i64(unsigned mask, unsigned long long v);
__TANDEM_EXT __attribute__((convergent)) unsigned
__tandem_match_all_i64(unsigned mask, unsigned long long v);
#define __TANDEM_MATCH(T, BITS)                                                \
  __TANDEM_D unsigned __match_any_sync(unsigned m, T v) {                      \
    return __tandem_match_any_i64(m, (unsigned long long)BITS);                \
  }                                                                            \
  __TANDEM_D unsigned __match_all_sync(unsigned m, T v, int *pred) {           \
    unsigned r = __tandem_match_all_i64(m, (unsigned long long)BITS);          \
    *pred = r != 0;                                                            \
    return r;                                                                  \
  }
__TANDEM_MATCH(int, (unsigned)v)
__TANDEM_MATCH(unsigned, v)
__TANDEM_MATCH(long long, v)
__TANDEM_MATCH(unsigned long long, v)
__TANDEM_MATCH(long, v)
__TANDEM_MATCH(unsigned long, v)
__TANDEM_MATCH(float, __builtin_bit_cast(unsigned, v))
__TANDEM_MATCH(double, __builtin_bit_cast(unsigned long long, v))
#undef __TANDEM_MATCH

/* Warp reductions (sm_80): every lane of mask gets the reduction of the
 * lanes' values; min and max compare with the value's sign. */
__TANDEM_EXT __attribute__((convergent)) unsigned __tandem_reduce_add_u32(unsigned m, unsigned v);
__TANDEM_EXT __attribute__((convergent)) unsigned __tandem_reduce_and_u32(unsigned m, unsigned v);
__TANDEM_EXT __attribute__((convergent)) unsigned __tandem_reduce_or_u32(unsigned m, unsigned v);
__TANDEM_EXT __attribute__((convergent)) unsigned __tandem_reduce_xor_u32(unsigned m, unsigned v);
__TANDEM_EXT __attribute__((convergent)) unsigned __tandem_reduce_min_u32(unsigned m, unsigned v);
__TANDEM_EXT __attribute__((convergent)) unsigned __tandem_reduce_max_u32(unsigned m, unsigned v);
__TANDEM_EXT __attribute__((convergent)) int __tandem_reduce_min_i32(unsigned m, int v);
__TANDEM_EXT __attribute__((convergent)) int __tandem_reduce_max_i32(unsigned m, int v);
__TANDEM_D unsigned __reduce_add_sync(unsigned m, unsigned v) { return __tandem_reduce_add_u32(m, v); }
__TANDEM_D int __reduce_add_sync(unsigned m, int v) { return (int)__tandem_reduce_add_u32(m, (unsigned)v); }
__TANDEM_D unsigned __reduce_and_sync(unsigned m, unsigned v) { return __tandem_reduce_and_u32(m, v); }
__TANDEM_D unsigned __reduce_or_sync(unsigned m, unsigned v) { return __tandem_reduce_or_u32(m, v); }
__TANDEM_D unsigned __reduce_xor_sync(unsigned m, unsigned v) { return __tandem_reduce_xor_u32(m, v); }
__TANDEM_D unsigned __reduce_min_sync(unsigned m, unsigned v) { return __tandem_reduce_min_u32(m, v); }
__TANDEM_D unsigned __reduce_max_sync(unsigned m, unsigned v) { return __tandem_reduce_max_u32(m, v); }
__TANDEM_D int __reduce_min_sync(unsigned m, int v) { return __tandem_reduce_min_i32(m, v); }
__TANDEM_D int __reduce_max_sync(unsigned m, int v) { return __tandem_reduce_max_i32(m, v); }

/* Legacy shuffles without a mask mean the full warp. */
#define __shfl(v, ...)      __shfl_sync(0xffffffffu, v, __VA_ARGS__)
#define __shfl_up(v, ...)   __shfl_up_sync(0xffffffffu, v, __VA_ARGS__)
#define __shfl_down(v, ...) __shfl_down_sync(0xffffffffu, v, __VA_ARGS__)
#define __shfl_xor(v, ...)  __shfl_xor_sync(0xffffffffu, v, __VA_ARGS__)

/* ---------------------------------------------------------------------- */
/* Atomics                                                                */
/* ---------------------------------------------------------------------- */

/* One external function per operation and width class; signedness only
 * where it changes the result (min, max).  Each returns the old value.
 * P is the names' prefix: __tandem_atomic_ for device scope,
 * __tandem_atomic_block_ for block scope (sm_60's atomicAdd_block, ...),
 * which the translator models as atomic only with the threads of the
 * caller's block: with another block's access to the same element it is a
 * plain read-modify-write, a race. */
#define __TANDEM_ATOMIC_PRIMITIVES(P)                                       \
  __TANDEM_EXT int P##add_i32(int *p, int v);                               \
  __TANDEM_EXT long long P##add_i64(long long *p, long long v);             \
  __TANDEM_EXT float P##add_f32(float *p, float v);                         \
  __TANDEM_EXT double P##add_f64(double *p, double v);                      \
  __TANDEM_EXT int P##sub_i32(int *p, int v);                               \
  __TANDEM_EXT int P##exch_i32(int *p, int v);                              \
  __TANDEM_EXT long long P##exch_i64(long long *p, long long v);            \
  __TANDEM_EXT int P##min_i32(int *p, int v);                               \
  __TANDEM_EXT unsigned P##min_u32(unsigned *p, unsigned v);                \
  __TANDEM_EXT long long P##min_i64(long long *p, long long v);             \
  __TANDEM_EXT unsigned long long P##min_u64(unsigned long long *p,         \
                                             unsigned long long v);         \
  __TANDEM_EXT int P##max_i32(int *p, int v);                               \
  __TANDEM_EXT unsigned P##max_u32(unsigned *p, unsigned v);                \
  __TANDEM_EXT long long P##max_i64(long long *p, long long v);             \
  __TANDEM_EXT unsigned long long P##max_u64(unsigned long long *p,         \
                                             unsigned long long v);         \
  __TANDEM_EXT unsigned P##inc_u32(unsigned *p, unsigned limit);            \
  __TANDEM_EXT unsigned P##dec_u32(unsigned *p, unsigned limit);            \
  __TANDEM_EXT int P##cas_i32(int *p, int compare, int v);                  \
  __TANDEM_EXT long long P##cas_i64(long long *p, long long compare,        \
                                    long long v);                           \
  __TANDEM_EXT int P##and_i32(int *p, int v);                               \
  __TANDEM_EXT long long P##and_i64(long long *p, long long v);             \
  __TANDEM_EXT int P##or_i32(int *p, int v);                                \
  __TANDEM_EXT long long P##or_i64(long long *p, long long v);              \
  __TANDEM_EXT int P##xor_i32(int *p, int v);                               \
  __TANDEM_EXT long long P##xor_i64(long long *p, long long v);
__TANDEM_ATOMIC_PRIMITIVES(__tandem_atomic_)
__TANDEM_ATOMIC_PRIMITIVES(__tandem_atomic_block_)
#undef __TANDEM_ATOMIC_PRIMITIVES

/* CUDA's overloads, NAME##S over the primitives P##OP_TYPE (S: "" or
 * _block).  I32: int and unsigned, I64: unsigned long long. */
#define __TANDEM_ATOMIC_I32(NAME, S, P, OP)                                 \
  __TANDEM_D int NAME##S(int *p, int v) { return P##OP##_i32(p, v); }       \
  __TANDEM_D unsigned NAME##S(unsigned *p, unsigned v) {                    \
    return (unsigned)P##OP##_i32((int *)p, (int)v);                         \
  }
#define __TANDEM_ATOMIC_I64(NAME, S, P, OP)                                 \
  __TANDEM_D unsigned long long NAME##S(unsigned long long *p,              \
                                        unsigned long long v) {             \
    return (unsigned long long)P##OP##_i64((long long *)p, (long long)v);   \
  }
#define __TANDEM_ATOMIC_MINMAX(NAME, S, P, OP)                              \
  __TANDEM_D int NAME##S(int *p, int v) { return P##OP##_i32(p, v); }       \
  __TANDEM_D unsigned NAME##S(unsigned *p, unsigned v) {                    \
    return P##OP##_u32(p, v);                                               \
  }                                                                         \
  __TANDEM_D long long NAME##S(long long *p, long long v) {                 \
    return P##OP##_i64(p, v);                                               \
  }                                                                         \
  __TANDEM_D unsigned long long NAME##S(unsigned long long *p,              \
                                        unsigned long long v) {             \
    return P##OP##_u64(p, v);                                               \
  }
#define __TANDEM_ATOMICS(S, P)                                              \
  __TANDEM_ATOMIC_I32(atomicAdd, S, P, add)                                 \
  __TANDEM_ATOMIC_I64(atomicAdd, S, P, add)                                 \
  __TANDEM_ATOMIC_I32(atomicSub, S, P, sub)                                 \
  __TANDEM_ATOMIC_I32(atomicExch, S, P, exch)                               \
  __TANDEM_ATOMIC_I64(atomicExch, S, P, exch)                               \
  __TANDEM_ATOMIC_I32(atomicAnd, S, P, and)                                 \
  __TANDEM_ATOMIC_I64(atomicAnd, S, P, and)                                 \
  __TANDEM_ATOMIC_I32(atomicOr, S, P, or)                                   \
  __TANDEM_ATOMIC_I64(atomicOr, S, P, or)                                   \
  __TANDEM_ATOMIC_I32(atomicXor, S, P, xor)                                 \
  __TANDEM_ATOMIC_I64(atomicXor, S, P, xor)                                 \
  __TANDEM_ATOMIC_MINMAX(atomicMin, S, P, min)                              \
  __TANDEM_ATOMIC_MINMAX(atomicMax, S, P, max)                              \
  __TANDEM_D float atomicAdd##S(float *p, float v) { return P##add_f32(p, v); } \
  __TANDEM_D double atomicAdd##S(double *p, double v) {                     \
    return P##add_f64(p, v);                                                \
  }                                                                         \
  __TANDEM_D float atomicExch##S(float *p, float v) {                       \
    return __builtin_bit_cast(float,                                        \
                              P##exch_i32((int *)p, __builtin_bit_cast(int, v))); \
  }                                                                         \
  __TANDEM_D unsigned atomicInc##S(unsigned *p, unsigned limit) {           \
    return P##inc_u32(p, limit);                                            \
  }                                                                         \
  __TANDEM_D unsigned atomicDec##S(unsigned *p, unsigned limit) {           \
    return P##dec_u32(p, limit);                                            \
  }                                                                         \
  __TANDEM_D int atomicCAS##S(int *p, int compare, int v) {                 \
    return P##cas_i32(p, compare, v);                                       \
  }                                                                         \
  __TANDEM_D unsigned atomicCAS##S(unsigned *p, unsigned compare, unsigned v) { \
    return (unsigned)P##cas_i32((int *)p, (int)compare, (int)v);            \
  }                                                                         \
  __TANDEM_D unsigned long long atomicCAS##S(unsigned long long *p,         \
                                             unsigned long long compare,    \
                                             unsigned long long v) {        \
    return (unsigned long long)P##cas_i64((long long *)p, (long long)compare, \
                                          (long long)v);                    \
  }
__TANDEM_ATOMICS(, __tandem_atomic_)
__TANDEM_ATOMICS(_block, __tandem_atomic_block_)
#undef __TANDEM_ATOMICS
#undef __TANDEM_ATOMIC_I32
#undef __TANDEM_ATOMIC_I64
#undef __TANDEM_ATOMIC_MINMAX

/* System scope (sm_60) orders more than device scope, which covers every
 * thread of a launch: the plain atomic. */
#define __TANDEM_SYSTEM_ATOMIC(NAME)                                        \
  template <class... A> __TANDEM_D auto NAME##_system(A... a) {             \
    return NAME(a...);                                                      \
  }
__TANDEM_SYSTEM_ATOMIC(atomicAdd)
__TANDEM_SYSTEM_ATOMIC(atomicSub)
__TANDEM_SYSTEM_ATOMIC(atomicExch)
__TANDEM_SYSTEM_ATOMIC(atomicMin)
__TANDEM_SYSTEM_ATOMIC(atomicMax)
__TANDEM_SYSTEM_ATOMIC(atomicInc)
__TANDEM_SYSTEM_ATOMIC(atomicDec)
__TANDEM_SYSTEM_ATOMIC(atomicCAS)
__TANDEM_SYSTEM_ATOMIC(atomicAnd)
__TANDEM_SYSTEM_ATOMIC(atomicOr)
__TANDEM_SYSTEM_ATOMIC(atomicXor)
#undef __TANDEM_SYSTEM_ATOMIC

/* ---------------------------------------------------------------------- */
/* Integer and bit-cast intrinsics                                        */
/* ---------------------------------------------------------------------- */

/* Declared, modelled by the translator. */
__TANDEM_EXT int __mul24(int x, int y);
__TANDEM_EXT unsigned __umul24(unsigned x, unsigned y);
__TANDEM_EXT int __mulhi(int x, int y);
__TANDEM_EXT unsigned __umulhi(unsigned x, unsigned y);
__TANDEM_EXT long long __mul64hi(long long x, long long y);
__TANDEM_EXT unsigned long long __umul64hi(unsigned long long x, unsigned long long y);
__TANDEM_EXT int __popc(unsigned x);
__TANDEM_EXT int __popcll(unsigned long long x);
__TANDEM_EXT int __clz(int x);
__TANDEM_EXT int __clzll(long long x);
__TANDEM_EXT int __ffs(int x);
__TANDEM_EXT int __ffsll(long long x);
__TANDEM_EXT unsigned __brev(unsigned x);
__TANDEM_EXT unsigned long long __brevll(unsigned long long x);
__TANDEM_EXT unsigned __byte_perm(unsigned x, unsigned y, unsigned s);
__TANDEM_EXT unsigned __sad(int x, int y, unsigned z);
__TANDEM_EXT unsigned __usad(unsigned x, unsigned y, unsigned z);
__TANDEM_EXT int __hadd(int x, int y);
__TANDEM_EXT int __rhadd(int x, int y);
__TANDEM_EXT unsigned __uhadd(unsigned x, unsigned y);
__TANDEM_EXT unsigned __urhadd(unsigned x, unsigned y);
__TANDEM_EXT long long clock64(void);
__TANDEM_EXT long clock(void);

/* Bit casts: exact. */
__TANDEM_D int __float_as_int(float x) { return __builtin_bit_cast(int, x); }
__TANDEM_D unsigned __float_as_uint(float x) { return __builtin_bit_cast(unsigned, x); }
__TANDEM_D float __int_as_float(int x) { return __builtin_bit_cast(float, x); }
__TANDEM_D float __uint_as_float(unsigned x) { return __builtin_bit_cast(float, x); }
__TANDEM_D long long __double_as_longlong(double x) {
  return __builtin_bit_cast(long long, x);
}
__TANDEM_D double __longlong_as_double(long long x) {
  return __builtin_bit_cast(double, x);
}

/* Read-only data cache loads are plain loads. */
template <class T> __TANDEM_D T __ldg(const T *p) { return *p; }
template <class T> __TANDEM_D T __ldcg(const T *p) { return *p; }
template <class T> __TANDEM_D T __ldca(const T *p) { return *p; }
template <class T> __TANDEM_D T __ldcs(const T *p) { return *p; }
template <class T> __TANDEM_D T __ldlu(const T *p) { return *p; }
template <class T> __TANDEM_D T __ldcv(const T *p) { return *p; }
/* Stores with cache hints are plain stores. */
template <class T> __TANDEM_D void __stcg(T *p, T v) { *p = v; }
template <class T> __TANDEM_D void __stcs(T *p, T v) { *p = v; }
template <class T> __TANDEM_D void __stwb(T *p, T v) { *p = v; }
template <class T> __TANDEM_D void __stwt(T *p, T v) { *p = v; }

/* ---------------------------------------------------------------------- */
/* Math                                                                   */
/* ---------------------------------------------------------------------- */

/* Math functions are __device__ overloads of the C library's host
 * functions (clang overloads on the target), so host code sees the
 * library's own declarations and a kernel may redeclare one as
 * __device__ without a conflict.  __TANDEM_MATH_DEF defines a device
 * overload of what the C++ library already has on the host (float
 * overloads, abs, isnan, ...); __TANDEM_MATH_DEF_HD is for what it lacks
 * (min, max, vector functions). */
#define __TANDEM_MATH_DECL(...) extern "C" __device__ __VA_ARGS__;
#define __TANDEM_MATH_DEF(...)                                              \
  static inline __device__ __attribute__((always_inline, nodebug)) __VA_ARGS__
#define __TANDEM_MATH_DEF_HD(...)                                           \
  static inline __device__ __attribute__((always_inline, nodebug)) __VA_ARGS__ \
  static inline __host__ __attribute__((always_inline, nodebug)) __VA_ARGS__

/* C math functions, float and double: declared, modelled by the
 * translator (clang turns a few of them into LLVM intrinsics). */
#define __TANDEM_MATH1(name)                                                \
  __TANDEM_MATH_DECL(float name##f(float))                                  \
  __TANDEM_MATH_DECL(double name(double))
#define __TANDEM_MATH2(name)                                                \
  __TANDEM_MATH_DECL(float name##f(float, float))                           \
  __TANDEM_MATH_DECL(double name(double, double))
__TANDEM_MATH1(sin) __TANDEM_MATH1(cos) __TANDEM_MATH1(tan)
__TANDEM_MATH1(asin) __TANDEM_MATH1(acos) __TANDEM_MATH1(atan)
__TANDEM_MATH1(sinh) __TANDEM_MATH1(cosh) __TANDEM_MATH1(tanh)
__TANDEM_MATH1(asinh) __TANDEM_MATH1(acosh) __TANDEM_MATH1(atanh)
__TANDEM_MATH1(sinpi) __TANDEM_MATH1(cospi)
__TANDEM_MATH1(exp) __TANDEM_MATH1(exp2) __TANDEM_MATH1(exp10) __TANDEM_MATH1(expm1)
__TANDEM_MATH1(log) __TANDEM_MATH1(log2) __TANDEM_MATH1(log10) __TANDEM_MATH1(log1p)
__TANDEM_MATH1(logb)
__TANDEM_MATH1(sqrt) __TANDEM_MATH1(rsqrt) __TANDEM_MATH1(cbrt) __TANDEM_MATH1(rcbrt)
__TANDEM_MATH1(fabs) __TANDEM_MATH1(floor) __TANDEM_MATH1(ceil)
__TANDEM_MATH1(trunc) __TANDEM_MATH1(round) __TANDEM_MATH1(rint)
__TANDEM_MATH1(nearbyint)
__TANDEM_MATH1(erf) __TANDEM_MATH1(erfc) __TANDEM_MATH1(erfinv) __TANDEM_MATH1(erfcinv)
__TANDEM_MATH1(lgamma) __TANDEM_MATH1(tgamma)
__TANDEM_MATH1(normcdf) __TANDEM_MATH1(normcdfinv)
__TANDEM_MATH2(pow) __TANDEM_MATH2(atan2) __TANDEM_MATH2(fmod)
__TANDEM_MATH2(remainder) __TANDEM_MATH2(fmin) __TANDEM_MATH2(fmax)
__TANDEM_MATH2(hypot) __TANDEM_MATH2(copysign) __TANDEM_MATH2(fdim)
#undef __TANDEM_MATH1
#undef __TANDEM_MATH2
/* CUDA's math functions that the C library lacks exist on the host too. */
#define __TANDEM_HOST_MATH1(name)                                           \
  extern "C" __host__ float name##f(float);                                 \
  extern "C" __host__ double name(double);
__TANDEM_HOST_MATH1(rsqrt) __TANDEM_HOST_MATH1(rcbrt)
__TANDEM_HOST_MATH1(sinpi) __TANDEM_HOST_MATH1(cospi)
__TANDEM_HOST_MATH1(erfinv) __TANDEM_HOST_MATH1(erfcinv)
__TANDEM_HOST_MATH1(normcdf) __TANDEM_HOST_MATH1(normcdfinv)
#undef __TANDEM_HOST_MATH1
extern "C" __host__ float fdividef(float, float);
extern "C" __host__ void sincospif(float, float *, float *);
extern "C" __host__ void sincospi(double, double *, double *);
__TANDEM_MATH_DECL(float fmaf(float, float, float))
__TANDEM_MATH_DECL(double fma(double, double, double))
__TANDEM_MATH_DECL(float ldexpf(float, int))
__TANDEM_MATH_DECL(double ldexp(double, int))
__TANDEM_MATH_DECL(float frexpf(float, int *))
__TANDEM_MATH_DECL(double frexp(double, int *))
__TANDEM_MATH_DECL(float modff(float, float *))
__TANDEM_MATH_DECL(double modf(double, double *))
__TANDEM_MATH_DECL(void sincosf(float, float *, float *))
__TANDEM_MATH_DECL(void sincos(double, double *, double *))
__TANDEM_MATH_DECL(void sincospif(float, float *, float *))
__TANDEM_MATH_DECL(void sincospi(double, double *, double *))
__TANDEM_MATH_DECL(float fdividef(float, float))
__TANDEM_MATH_DECL(long lrintf(float))
__TANDEM_MATH_DECL(long lroundf(float))
__TANDEM_MATH_DECL(long long llrintf(float))
__TANDEM_MATH_DECL(long long llroundf(float))
__TANDEM_MATH_DECL(int __isnanf(float))
__TANDEM_MATH_DECL(int __isinff(float))
__TANDEM_MATH_DECL(int __finitef(float))
__TANDEM_MATH_DECL(int __isnan(double))
__TANDEM_MATH_DECL(int __isinf(double))
__TANDEM_MATH_DECL(int __finite(double))
__TANDEM_MATH_DECL(int __signbitf(float))
__TANDEM_MATH_DECL(int __signbit(double))
__TANDEM_MATH_DEF(bool isnan(float x) { return __isnanf(x); })
__TANDEM_MATH_DEF(bool isnan(double x) { return __isnan(x); })
__TANDEM_MATH_DEF(bool isinf(float x) { return __isinff(x); })
__TANDEM_MATH_DEF(bool isinf(double x) { return __isinf(x); })
__TANDEM_MATH_DEF(bool isfinite(float x) { return __finitef(x); })
__TANDEM_MATH_DEF(bool isfinite(double x) { return __finite(x); })
__TANDEM_MATH_DEF(bool signbit(float x) { return __signbitf(x); })
__TANDEM_MATH_DEF(bool signbit(double x) { return __signbit(x); })

/* C++ float overloads of the double functions (as CUDA's headers have). */
#define __TANDEM_F1(name) \
  __TANDEM_MATH_DEF(float name(float x) { return name##f(x); })
#define __TANDEM_F2(name) \
  __TANDEM_MATH_DEF(float name(float x, float y) { return name##f(x, y); })
__TANDEM_F1(sin) __TANDEM_F1(cos) __TANDEM_F1(tan) __TANDEM_F1(asin)
__TANDEM_F1(acos) __TANDEM_F1(atan) __TANDEM_F1(sinh) __TANDEM_F1(cosh)
__TANDEM_F1(tanh) __TANDEM_F1(exp) __TANDEM_F1(exp2) __TANDEM_F1(exp10)
__TANDEM_F1(log) __TANDEM_F1(log2) __TANDEM_F1(log10) __TANDEM_F1(sqrt)
__TANDEM_F1(rsqrt) __TANDEM_F1(cbrt) __TANDEM_F1(fabs) __TANDEM_F1(floor)
__TANDEM_F1(ceil) __TANDEM_F1(trunc) __TANDEM_F1(round) __TANDEM_F1(rint)
__TANDEM_F2(pow) __TANDEM_F2(atan2) __TANDEM_F2(fmod) __TANDEM_F2(fmin)
__TANDEM_F2(fmax) __TANDEM_F2(hypot) __TANDEM_F2(copysign)
#undef __TANDEM_F1
#undef __TANDEM_F2
__TANDEM_MATH_DEF(float pow(float x, int y) { return powf(x, (float)y); })
__TANDEM_MATH_DEF(double pow(double x, int y) { return pow(x, (double)y); })

/* Fast intrinsics and conversions with rounding modes: declared. */
__TANDEM_EXT float __sinf(float);
__TANDEM_EXT float __cosf(float);
__TANDEM_EXT float __tanf(float);
__TANDEM_EXT void __sincosf(float, float *, float *);
__TANDEM_EXT float __expf(float);
__TANDEM_EXT float __exp10f(float);
__TANDEM_EXT float __logf(float);
__TANDEM_EXT float __log2f(float);
__TANDEM_EXT float __log10f(float);
__TANDEM_EXT float __powf(float, float);
__TANDEM_EXT float __fdividef(float, float);
__TANDEM_EXT float __saturatef(float);
__TANDEM_EXT float __frcp_rn(float);
__TANDEM_EXT float __fsqrt_rn(float);
__TANDEM_EXT float __frsqrt_rn(float);
__TANDEM_EXT float __fadd_rn(float, float);
__TANDEM_EXT float __fadd_rz(float, float);
__TANDEM_EXT float __fsub_rn(float, float);
__TANDEM_EXT float __fmul_rn(float, float);
__TANDEM_EXT float __fmul_rz(float, float);
__TANDEM_EXT float __fdiv_rn(float, float);
__TANDEM_EXT float __fmaf_rn(float, float, float);
__TANDEM_EXT double __dadd_rn(double, double);
__TANDEM_EXT double __dmul_rn(double, double);
__TANDEM_EXT double __drcp_rn(double);
__TANDEM_EXT double __fma_rn(double, double, double);
__TANDEM_EXT int __float2int_rn(float);
__TANDEM_EXT int __float2int_rz(float);
__TANDEM_EXT int __float2int_ru(float);
__TANDEM_EXT int __float2int_rd(float);
__TANDEM_EXT unsigned __float2uint_rn(float);
__TANDEM_EXT unsigned __float2uint_rz(float);
__TANDEM_EXT unsigned __float2uint_ru(float);
__TANDEM_EXT unsigned __float2uint_rd(float);
__TANDEM_EXT float __int2float_rn(int);
__TANDEM_EXT float __uint2float_rn(unsigned);
__TANDEM_EXT int __double2int_rn(double);
__TANDEM_EXT int __double2int_rz(double);
__TANDEM_EXT float __double2float_rn(double);
__TANDEM_EXT double __int2double_rn(int);
__TANDEM_EXT int __double2hiint(double);
__TANDEM_EXT int __double2loint(double);
__TANDEM_EXT double __hiloint2double(int hi, int lo);
/* CUDA's saturate(x) is __saturatef(x). */
__TANDEM_D float saturate(float x) { return __saturatef(x); }

/* min, max, abs: exact.  (Integer negation is done unsigned so that
 * abs(INT_MIN) wraps as on the GPU instead of overflowing.) */
#define __TANDEM_MINMAX(T)                                                  \
  __TANDEM_MATH_DEF_HD(T min(T a, T b) { return a < b ? a : b; })              \
  __TANDEM_MATH_DEF_HD(T max(T a, T b) { return a > b ? a : b; })
__TANDEM_MINMAX(int)
__TANDEM_MINMAX(unsigned int)
__TANDEM_MINMAX(long)
__TANDEM_MINMAX(unsigned long)
__TANDEM_MINMAX(long long)
__TANDEM_MINMAX(unsigned long long)
#undef __TANDEM_MINMAX
__TANDEM_MATH_DEF_HD(unsigned min(int a, unsigned b) { return min((unsigned)a, b); })
__TANDEM_MATH_DEF_HD(unsigned min(unsigned a, int b) { return min(a, (unsigned)b); })
__TANDEM_MATH_DEF_HD(unsigned max(int a, unsigned b) { return max((unsigned)a, b); })
__TANDEM_MATH_DEF_HD(unsigned max(unsigned a, int b) { return max(a, (unsigned)b); })
__TANDEM_MATH_DEF_HD(float min(float a, float b) { return fminf(a, b); })
__TANDEM_MATH_DEF_HD(float max(float a, float b) { return fmaxf(a, b); })
__TANDEM_MATH_DEF_HD(double min(double a, double b) { return fmin(a, b); })
__TANDEM_MATH_DEF_HD(double max(double a, double b) { return fmax(a, b); })
__TANDEM_MATH_DEF_HD(double min(float a, double b) { return fmin((double)a, b); })
__TANDEM_MATH_DEF_HD(double min(double a, float b) { return fmin(a, (double)b); })
__TANDEM_MATH_DEF_HD(double max(float a, double b) { return fmax((double)a, b); })
__TANDEM_MATH_DEF_HD(double max(double a, float b) { return fmax(a, (double)b); })
__TANDEM_MATH_DEF(int abs(int a) {
  return (int)(a < 0 ? 0u - (unsigned)a : (unsigned)a);
})
__TANDEM_MATH_DEF(long labs(long a) {
  return (long)(a < 0 ? 0ul - (unsigned long)a : (unsigned long)a);
})
__TANDEM_MATH_DEF(long long llabs(long long a) {
  return (long long)(a < 0 ? 0ull - (unsigned long long)a : (unsigned long long)a);
})
__TANDEM_MATH_DEF(long abs(long a) { return labs(a); })
__TANDEM_MATH_DEF(long long abs(long long a) { return llabs(a); })
__TANDEM_MATH_DEF(float abs(float a) { return fabsf(a); })
__TANDEM_MATH_DEF(double abs(double a) { return fabs(a); })

/* ---------------------------------------------------------------------- */
/* Vector arithmetic                                                      */
/* ---------------------------------------------------------------------- */

/* The component-wise operators and small vector functions that CUDA
 * sample kernels take for granted (float, int and uint vectors). */
#define __TANDEM_VEC_OP(V, T, OP)                                           \
  __TANDEM_MATH_DEF_HD(V##2 operator OP(V##2 a, V##2 b) {                      \
    return make_##V##2(a.x OP b.x, a.y OP b.y); })                          \
  __TANDEM_MATH_DEF_HD(V##3 operator OP(V##3 a, V##3 b) {                      \
    return make_##V##3(a.x OP b.x, a.y OP b.y, a.z OP b.z); })              \
  __TANDEM_MATH_DEF_HD(V##4 operator OP(V##4 a, V##4 b) {                      \
    return make_##V##4(a.x OP b.x, a.y OP b.y, a.z OP b.z, a.w OP b.w); })  \
  __TANDEM_MATH_DEF_HD(V##2 operator OP(V##2 a, T s) {                         \
    return make_##V##2(a.x OP s, a.y OP s); })                              \
  __TANDEM_MATH_DEF_HD(V##3 operator OP(V##3 a, T s) {                         \
    return make_##V##3(a.x OP s, a.y OP s, a.z OP s); })                    \
  __TANDEM_MATH_DEF_HD(V##4 operator OP(V##4 a, T s) {                         \
    return make_##V##4(a.x OP s, a.y OP s, a.z OP s, a.w OP s); })          \
  __TANDEM_MATH_DEF_HD(V##2 operator OP(T s, V##2 a) {                         \
    return make_##V##2(s OP a.x, s OP a.y); })                              \
  __TANDEM_MATH_DEF_HD(V##3 operator OP(T s, V##3 a) {                         \
    return make_##V##3(s OP a.x, s OP a.y, s OP a.z); })                    \
  __TANDEM_MATH_DEF_HD(V##4 operator OP(T s, V##4 a) {                         \
    return make_##V##4(s OP a.x, s OP a.y, s OP a.z, s OP a.w); })          \
  __TANDEM_MATH_DEF_HD(void operator OP##=(V##2 &a, V##2 b) {                 \
    a.x OP##= b.x; a.y OP##= b.y; })                                        \
  __TANDEM_MATH_DEF_HD(void operator OP##=(V##3 &a, V##3 b) {                 \
    a.x OP##= b.x; a.y OP##= b.y; a.z OP##= b.z; })                         \
  __TANDEM_MATH_DEF_HD(void operator OP##=(V##4 &a, V##4 b) {                 \
    a.x OP##= b.x; a.y OP##= b.y; a.z OP##= b.z; a.w OP##= b.w; })          \
  __TANDEM_MATH_DEF_HD(void operator OP##=(V##2 &a, T s) {                    \
    a.x OP##= s; a.y OP##= s; })                                            \
  __TANDEM_MATH_DEF_HD(void operator OP##=(V##3 &a, T s) {                    \
    a.x OP##= s; a.y OP##= s; a.z OP##= s; })                               \
  __TANDEM_MATH_DEF_HD(void operator OP##=(V##4 &a, T s) {                    \
    a.x OP##= s; a.y OP##= s; a.z OP##= s; a.w OP##= s; })

/* Everything per element type V (float, int, uint) with scalar T. */
#define __TANDEM_VEC_ALL(V, T)                                              \
  __TANDEM_VEC_OP(V, T, +) __TANDEM_VEC_OP(V, T, -)                         \
  __TANDEM_VEC_OP(V, T, *) __TANDEM_VEC_OP(V, T, /)                         \
  __TANDEM_MATH_DEF_HD(V##2 make_##V##2(T s) { return make_##V##2(s, s); })    \
  __TANDEM_MATH_DEF_HD(V##3 make_##V##3(T s) { return make_##V##3(s, s, s); }) \
  __TANDEM_MATH_DEF_HD(V##4 make_##V##4(T s) { return make_##V##4(s, s, s, s); }) \
  __TANDEM_MATH_DEF_HD(V##2 make_##V##2(V##3 a) { return make_##V##2(a.x, a.y); }) \
  __TANDEM_MATH_DEF_HD(V##2 make_##V##2(V##4 a) { return make_##V##2(a.x, a.y); }) \
  __TANDEM_MATH_DEF_HD(V##3 make_##V##3(V##2 a) { return make_##V##3(a.x, a.y, 0); }) \
  __TANDEM_MATH_DEF_HD(V##3 make_##V##3(V##2 a, T z) { return make_##V##3(a.x, a.y, z); }) \
  __TANDEM_MATH_DEF_HD(V##3 make_##V##3(V##4 a) { return make_##V##3(a.x, a.y, a.z); }) \
  __TANDEM_MATH_DEF_HD(V##4 make_##V##4(V##3 a) { return make_##V##4(a.x, a.y, a.z, 0); }) \
  __TANDEM_MATH_DEF_HD(V##4 make_##V##4(V##3 a, T w) {                         \
    return make_##V##4(a.x, a.y, a.z, w); })                                \
  __TANDEM_MATH_DEF_HD(T dot(V##2 a, V##2 b) { return a.x * b.x + a.y * b.y; }) \
  __TANDEM_MATH_DEF_HD(T dot(V##3 a, V##3 b) {                                 \
    return a.x * b.x + a.y * b.y + a.z * b.z; })                            \
  __TANDEM_MATH_DEF_HD(T dot(V##4 a, V##4 b) {                                 \
    return a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w; })                \
  __TANDEM_MATH_DEF_HD(V##2 min(V##2 a, V##2 b) {                              \
    return make_##V##2(min(a.x, b.x), min(a.y, b.y)); })                    \
  __TANDEM_MATH_DEF_HD(V##3 min(V##3 a, V##3 b) {                              \
    return make_##V##3(min(a.x, b.x), min(a.y, b.y), min(a.z, b.z)); })     \
  __TANDEM_MATH_DEF_HD(V##4 min(V##4 a, V##4 b) {                              \
    return make_##V##4(min(a.x, b.x), min(a.y, b.y), min(a.z, b.z),        \
                       min(a.w, b.w)); })                                   \
  __TANDEM_MATH_DEF_HD(V##2 max(V##2 a, V##2 b) {                              \
    return make_##V##2(max(a.x, b.x), max(a.y, b.y)); })                    \
  __TANDEM_MATH_DEF_HD(V##3 max(V##3 a, V##3 b) {                              \
    return make_##V##3(max(a.x, b.x), max(a.y, b.y), max(a.z, b.z)); })     \
  __TANDEM_MATH_DEF_HD(V##4 max(V##4 a, V##4 b) {                              \
    return make_##V##4(max(a.x, b.x), max(a.y, b.y), max(a.z, b.z),        \
                       max(a.w, b.w)); })                                   \
  __TANDEM_MATH_DEF_HD(T clamp(T f, T a, T b) { return max(a, min(f, b)); })   \
  __TANDEM_MATH_DEF_HD(V##2 clamp(V##2 v, T a, T b) {                          \
    return make_##V##2(clamp(v.x, a, b), clamp(v.y, a, b)); })              \
  __TANDEM_MATH_DEF_HD(V##3 clamp(V##3 v, T a, T b) {                          \
    return make_##V##3(clamp(v.x, a, b), clamp(v.y, a, b), clamp(v.z, a, b)); }) \
  __TANDEM_MATH_DEF_HD(V##4 clamp(V##4 v, T a, T b) {                          \
    return make_##V##4(clamp(v.x, a, b), clamp(v.y, a, b), clamp(v.z, a, b), \
                       clamp(v.w, a, b)); })

__TANDEM_VEC_ALL(float, float)
__TANDEM_VEC_ALL(int, int)
__TANDEM_VEC_ALL(uint, unsigned int)
#undef __TANDEM_VEC_ALL
#undef __TANDEM_VEC_OP

/* Conversions between float, int and uint vectors of the same length. */
#define __TANDEM_VEC_CONVERT(TO, TT, FROM)                                  \
  __TANDEM_MATH_DEF_HD(TO##2 make_##TO##2(FROM##2 a) {                         \
    return make_##TO##2((TT)a.x, (TT)a.y); })                               \
  __TANDEM_MATH_DEF_HD(TO##3 make_##TO##3(FROM##3 a) {                         \
    return make_##TO##3((TT)a.x, (TT)a.y, (TT)a.z); })                      \
  __TANDEM_MATH_DEF_HD(TO##4 make_##TO##4(FROM##4 a) {                         \
    return make_##TO##4((TT)a.x, (TT)a.y, (TT)a.z, (TT)a.w); })
__TANDEM_VEC_CONVERT(float, float, int)
__TANDEM_VEC_CONVERT(float, float, uint)
__TANDEM_VEC_CONVERT(int, int, float)
__TANDEM_VEC_CONVERT(int, int, uint)
__TANDEM_VEC_CONVERT(uint, unsigned int, float)
__TANDEM_VEC_CONVERT(uint, unsigned int, int)
#undef __TANDEM_VEC_CONVERT

/* Float-only vector functions. */
__TANDEM_MATH_DEF_HD(float2 operator-(float2 a) { return make_float2(-a.x, -a.y); })
__TANDEM_MATH_DEF_HD(float3 operator-(float3 a) { return make_float3(-a.x, -a.y, -a.z); })
__TANDEM_MATH_DEF_HD(float4 operator-(float4 a) {
  return make_float4(-a.x, -a.y, -a.z, -a.w);
})
__TANDEM_MATH_DEF_HD(int2 operator-(int2 a) { return make_int2(-a.x, -a.y); })
__TANDEM_MATH_DEF_HD(int3 operator-(int3 a) { return make_int3(-a.x, -a.y, -a.z); })
__TANDEM_MATH_DEF_HD(int4 operator-(int4 a) { return make_int4(-a.x, -a.y, -a.z, -a.w); })
__TANDEM_MATH_DEF_HD(float length(float2 v) { return sqrtf(dot(v, v)); })
__TANDEM_MATH_DEF_HD(float length(float3 v) { return sqrtf(dot(v, v)); })
__TANDEM_MATH_DEF_HD(float length(float4 v) { return sqrtf(dot(v, v)); })
__TANDEM_MATH_DEF_HD(float2 normalize(float2 v) { return v * rsqrtf(dot(v, v)); })
__TANDEM_MATH_DEF_HD(float3 normalize(float3 v) { return v * rsqrtf(dot(v, v)); })
__TANDEM_MATH_DEF_HD(float4 normalize(float4 v) { return v * rsqrtf(dot(v, v)); })
__TANDEM_MATH_DEF_HD(float3 cross(float3 a, float3 b) {
  return make_float3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z,
                     a.x * b.y - a.y * b.x);
})
__TANDEM_MATH_DEF_HD(float3 reflect(float3 i, float3 n) { return i - 2.0f * n * dot(n, i); })
__TANDEM_MATH_DEF_HD(float lerp(float a, float b, float t) { return a + t * (b - a); })
__TANDEM_MATH_DEF_HD(float2 lerp(float2 a, float2 b, float t) { return a + t * (b - a); })
__TANDEM_MATH_DEF_HD(float3 lerp(float3 a, float3 b, float t) { return a + t * (b - a); })
__TANDEM_MATH_DEF_HD(float4 lerp(float4 a, float4 b, float t) { return a + t * (b - a); })
__TANDEM_MATH_DEF_HD(float smoothstep(float a, float b, float x) {
  float y = clamp((x - a) / (b - a), 0.0f, 1.0f);
  return y * y * (3.0f - 2.0f * y);
})
#define __TANDEM_VEC_F(name, f)                                             \
  __TANDEM_MATH_DEF_HD(float2 name(float2 a) { return make_float2(f(a.x), f(a.y)); }) \
  __TANDEM_MATH_DEF_HD(float3 name(float3 a) {                                 \
    return make_float3(f(a.x), f(a.y), f(a.z)); })                          \
  __TANDEM_MATH_DEF_HD(float4 name(float4 a) {                                 \
    return make_float4(f(a.x), f(a.y), f(a.z), f(a.w)); })
#define __TANDEM_VEC_F2(name, f)                                            \
  __TANDEM_MATH_DEF_HD(float2 name(float2 a, float2 b) {                       \
    return make_float2(f(a.x, b.x), f(a.y, b.y)); })                        \
  __TANDEM_MATH_DEF_HD(float3 name(float3 a, float3 b) {                       \
    return make_float3(f(a.x, b.x), f(a.y, b.y), f(a.z, b.z)); })           \
  __TANDEM_MATH_DEF_HD(float4 name(float4 a, float4 b) {                       \
    return make_float4(f(a.x, b.x), f(a.y, b.y), f(a.z, b.z), f(a.w, b.w)); })
__TANDEM_MATH_DEF_HD(float fracf(float v) { return v - floorf(v); })
__TANDEM_VEC_F(fabs, fabsf)
__TANDEM_VEC_F(floorf, floorf)
__TANDEM_VEC_F(fracf, fracf)
__TANDEM_VEC_F2(fminf, fminf)
__TANDEM_VEC_F2(fmaxf, fmaxf)
__TANDEM_VEC_F2(fmodf, fmodf)
#undef __TANDEM_VEC_F
#undef __TANDEM_VEC_F2

/* ---------------------------------------------------------------------- */
/* Memory and printf                                                      */
/* ---------------------------------------------------------------------- */

/* Device overloads of the C library functions that CUDA has on the device
 * too.  A device printf becomes vprintf; memcpy and memset are LLVM's
 * intrinsics, as the C library's built-ins are on the host. */
__TANDEM_EXT int printf(const char *format, ...);
__TANDEM_EXT void *malloc(size_t size);
__TANDEM_EXT void free(void *p);
__TANDEM_D void *memcpy(void *dst, const void *src, size_t n) {
  return __builtin_memcpy(dst, src, n);
}
__TANDEM_D void *memset(void *dst, int c, size_t n) {
  return __builtin_memset(dst, c, n);
}

/* assert(e) in device code is a checked assertion: <assert.h> calls
 * __assert_fail where e is false, and on the device that call asserts
 * false.  (__assertfail is CUDA's device-side name for the same.) */
__TANDEM_D void __assert_fail(const char *assertion, const char *file,
                              unsigned int line, const char *function) {
  __tandem_assert(false);
}
__TANDEM_D void __assertfail(const char *assertion, const char *file,
                             unsigned int line, const char *function,
                             size_t char_size) {
  __tandem_assert(false);
}

/* ---------------------------------------------------------------------- */
/* Textures and surfaces                                                  */
/* ---------------------------------------------------------------------- */

/* A texture is read-only, so a fetch is an arbitrary value.  The external
 * functions take the texture reference (null for texture objects) and
 * return one arbitrary scalar; vectors are built from scalars. */
__TANDEM_EXT float __tandem_texture_f32(const volatile void *texture);
__TANDEM_EXT int __tandem_texture_i32(const volatile void *texture);

enum cudaTextureReadMode { cudaReadModeElementType = 0, cudaReadModeNormalizedFloat = 1 };
enum cudaTextureFilterMode { cudaFilterModePoint = 0, cudaFilterModeLinear = 1 };
enum cudaTextureAddressMode {
  cudaAddressModeWrap = 0, cudaAddressModeClamp = 1,
  cudaAddressModeMirror = 2, cudaAddressModeBorder = 3
};
enum cudaChannelFormatKind {
  cudaChannelFormatKindSigned = 0, cudaChannelFormatKindUnsigned = 1,
  cudaChannelFormatKindFloat = 2, cudaChannelFormatKindNone = 3
};
struct cudaChannelFormatDesc { int x, y, z, w; enum cudaChannelFormatKind f; };
#define cudaTextureType1D 0x01
#define cudaTextureType2D 0x02
#define cudaTextureType3D 0x03
#define cudaTextureTypeCubemap 0x0C
#define cudaTextureType1DLayered 0xF1
#define cudaTextureType2DLayered 0xF2
#define cudaTextureTypeCubemapLayered 0xFC
#define cudaSurfaceType1D 0x01
#define cudaSurfaceType2D 0x02
#define cudaSurfaceType3D 0x03
#define cudaSurfaceTypeCubemap 0x0C
#define cudaSurfaceType1DLayered 0xF1
#define cudaSurfaceType2DLayered 0xF2
#define cudaSurfaceTypeCubemapLayered 0xFC
typedef unsigned long long cudaTextureObject_t;
typedef unsigned long long cudaSurfaceObject_t;

struct textureReference {
  int normalized;
  enum cudaTextureFilterMode filterMode;
  enum cudaTextureAddressMode addressMode[3];
  struct cudaChannelFormatDesc channelDesc;
};

template <class T, int texType = cudaTextureType1D,
          enum cudaTextureReadMode mode = cudaReadModeElementType>
struct __attribute__((device_builtin_texture_type)) texture
    : public textureReference {};

template <class T, int dim = 1>
struct __attribute__((device_builtin_surface_type)) surface {};

/* An arbitrary value of type T. */
template <class T> struct __tandem_texel;
#define __TANDEM_TEXEL_SCALAR(T, F)                                         \
  template <> struct __tandem_texel<T> {                                    \
    static __device__ __attribute__((always_inline, nodebug)) T             \
    get(const volatile void *t) { return (T)F(t); }                         \
  };
#define __TANDEM_TEXEL_VECTOR(V, T)                                         \
  template <> struct __tandem_texel<V##1> {                                 \
    static __device__ __attribute__((always_inline, nodebug)) V##1          \
    get(const volatile void *t) {                                           \
      return make_##V##1(__tandem_texel<T>::get(t));                        \
    }                                                                       \
  };                                                                        \
  template <> struct __tandem_texel<V##2> {                                 \
    static __device__ __attribute__((always_inline, nodebug)) V##2          \
    get(const volatile void *t) {                                           \
      T x = __tandem_texel<T>::get(t), y = __tandem_texel<T>::get(t);       \
      return make_##V##2(x, y);                                             \
    }                                                                       \
  };                                                                        \
  template <> struct __tandem_texel<V##4> {                                 \
    static __device__ __attribute__((always_inline, nodebug)) V##4          \
    get(const volatile void *t) {                                           \
      T x = __tandem_texel<T>::get(t), y = __tandem_texel<T>::get(t);       \
      T z = __tandem_texel<T>::get(t), w = __tandem_texel<T>::get(t);       \
      return make_##V##4(x, y, z, w);                                       \
    }                                                                       \
  };
__TANDEM_TEXEL_SCALAR(float, __tandem_texture_f32)
__TANDEM_TEXEL_SCALAR(signed char, __tandem_texture_i32)
__TANDEM_TEXEL_SCALAR(char, __tandem_texture_i32)
__TANDEM_TEXEL_SCALAR(unsigned char, __tandem_texture_i32)
__TANDEM_TEXEL_SCALAR(short, __tandem_texture_i32)
__TANDEM_TEXEL_SCALAR(unsigned short, __tandem_texture_i32)
__TANDEM_TEXEL_SCALAR(int, __tandem_texture_i32)
__TANDEM_TEXEL_SCALAR(unsigned int, __tandem_texture_i32)
__TANDEM_TEXEL_VECTOR(float, float)
__TANDEM_TEXEL_VECTOR(char, signed char)
__TANDEM_TEXEL_VECTOR(uchar, unsigned char)
__TANDEM_TEXEL_VECTOR(short, short)
__TANDEM_TEXEL_VECTOR(ushort, unsigned short)
__TANDEM_TEXEL_VECTOR(int, int)
__TANDEM_TEXEL_VECTOR(uint, unsigned int)
#undef __TANDEM_TEXEL_SCALAR
#undef __TANDEM_TEXEL_VECTOR

/* Result type of a fetch: the element type, or a float type in
 * normalized-float read mode for 8- and 16-bit integer elements. */
template <class T, enum cudaTextureReadMode M> struct __tandem_texres { typedef T type; };
#define __TANDEM_NORMALIZED(T, F)                                           \
  template <> struct __tandem_texres<T, cudaReadModeNormalizedFloat> { typedef F type; };
__TANDEM_NORMALIZED(char, float) __TANDEM_NORMALIZED(signed char, float)
__TANDEM_NORMALIZED(unsigned char, float) __TANDEM_NORMALIZED(short, float)
__TANDEM_NORMALIZED(unsigned short, float)
__TANDEM_NORMALIZED(char1, float1) __TANDEM_NORMALIZED(uchar1, float1)
__TANDEM_NORMALIZED(short1, float1) __TANDEM_NORMALIZED(ushort1, float1)
__TANDEM_NORMALIZED(char2, float2) __TANDEM_NORMALIZED(uchar2, float2)
__TANDEM_NORMALIZED(short2, float2) __TANDEM_NORMALIZED(ushort2, float2)
__TANDEM_NORMALIZED(char4, float4) __TANDEM_NORMALIZED(uchar4, float4)
__TANDEM_NORMALIZED(short4, float4) __TANDEM_NORMALIZED(ushort4, float4)
#undef __TANDEM_NORMALIZED

/* Texture references. */
#define __TANDEM_TEXREF(T, D, M) const texture<T, D, M> &t
#define __TANDEM_FETCH(T, M) \
  return __tandem_texel<typename __tandem_texres<T, M>::type>::get(&t)
template <class T, int D, enum cudaTextureReadMode M>
__TANDEM_D typename __tandem_texres<T, M>::type
tex1Dfetch(__TANDEM_TEXREF(T, D, M), int x) { __TANDEM_FETCH(T, M); }
template <class T, int D, enum cudaTextureReadMode M>
__TANDEM_D typename __tandem_texres<T, M>::type
tex1D(__TANDEM_TEXREF(T, D, M), float x) { __TANDEM_FETCH(T, M); }
template <class T, int D, enum cudaTextureReadMode M>
__TANDEM_D typename __tandem_texres<T, M>::type
tex2D(__TANDEM_TEXREF(T, D, M), float x, float y) { __TANDEM_FETCH(T, M); }
template <class T, int D, enum cudaTextureReadMode M>
__TANDEM_D typename __tandem_texres<T, M>::type
tex3D(__TANDEM_TEXREF(T, D, M), float x, float y, float z) { __TANDEM_FETCH(T, M); }
template <class T, int D, enum cudaTextureReadMode M>
__TANDEM_D typename __tandem_texres<T, M>::type
tex1DLayered(__TANDEM_TEXREF(T, D, M), float x, int layer) { __TANDEM_FETCH(T, M); }
template <class T, int D, enum cudaTextureReadMode M>
__TANDEM_D typename __tandem_texres<T, M>::type
tex2DLayered(__TANDEM_TEXREF(T, D, M), float x, float y, int layer) {
  __TANDEM_FETCH(T, M);
}
template <class T, int D, enum cudaTextureReadMode M>
__TANDEM_D typename __tandem_texres<T, M>::type
tex1DLod(__TANDEM_TEXREF(T, D, M), float x, float level) { __TANDEM_FETCH(T, M); }
template <class T, int D, enum cudaTextureReadMode M>
__TANDEM_D typename __tandem_texres<T, M>::type
tex2DLod(__TANDEM_TEXREF(T, D, M), float x, float y, float level) {
  __TANDEM_FETCH(T, M);
}
template <class T, int D, enum cudaTextureReadMode M>
__TANDEM_D typename __tandem_texres<T, M>::type
tex3DLod(__TANDEM_TEXREF(T, D, M), float x, float y, float z, float level) {
  __TANDEM_FETCH(T, M);
}
#undef __TANDEM_TEXREF
#undef __TANDEM_FETCH

/* Texture objects: the caller names the result type, tex2D<float4>(o, x, y). */
template <class T> __TANDEM_D T tex1Dfetch(cudaTextureObject_t o, int x) {
  return __tandem_texel<T>::get(0);
}
template <class T> __TANDEM_D T tex1D(cudaTextureObject_t o, float x) {
  return __tandem_texel<T>::get(0);
}
template <class T> __TANDEM_D T tex2D(cudaTextureObject_t o, float x, float y) {
  return __tandem_texel<T>::get(0);
}
template <class T>
__TANDEM_D T tex3D(cudaTextureObject_t o, float x, float y, float z) {
  return __tandem_texel<T>::get(0);
}
template <class T>
__TANDEM_D T tex2DLod(cudaTextureObject_t o, float x, float y, float level) {
  return __tandem_texel<T>::get(0);
}
template <class T>
__TANDEM_D T tex2DLayered(cudaTextureObject_t o, float x, float y, int layer) {
  return __tandem_texel<T>::get(0);
}

/* Cooperative groups: <cooperative_groups.h>. */

/* ---------------------------------------------------------------------- */
/* cuRAND (the part kernels use)                                          */
/* ---------------------------------------------------------------------- */

/* Generator states.  Sizes follow the real library so that arrays of
 * states are laid out alike; the contents are private to the generator. */
struct curandStateXORWOW {
  unsigned int d, v[5];
  int boxmuller_flag, boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStateXORWOW curandStateXORWOW_t;
typedef struct curandStateXORWOW curandState_t;
typedef struct curandStateXORWOW curandState;
struct curandStateMtgp32 {
  unsigned int s[1024];
  int offset, pIdx;
  void *k;
  int precise_double_flag;
};
typedef struct curandStateMtgp32 curandStateMtgp32_t;

/* XORWOW as Marsaglia published it ("Xorshift RNGs", 2003), so that a
 * kernel's generator reads and writes its state as the library's does:
 * the proof sees those accesses, the executor runs them.  curand_init
 * derives the state from its three arguments (not the library's skip-
 * ahead: the values differ from cuRAND's, the accesses do not). */
/* Shifts and xors only (xorshift64): cheap for the prover. */
__TANDEM_D unsigned __tandem_mix32(unsigned long long x) {
  x ^= x << 13;
  x ^= x >> 7;
  x ^= x << 17;
  return (unsigned)(x ^ (x >> 32)) | 1u;
}
__TANDEM_D void curand_init(unsigned long long seed, unsigned long long subsequence,
                            unsigned long long offset, curandStateXORWOW *state) {
  unsigned long long k = seed ^ (subsequence << 24) ^ (subsequence >> 40) ^ (offset << 7);
  state->d = 6615241u + __tandem_mix32(k);
  state->v[0] = __tandem_mix32(k ^ 0x632be59bd9b4e019ULL);
  state->v[1] = __tandem_mix32(k ^ 0x9e3779b97f4a7c15ULL);
  state->v[2] = __tandem_mix32(k ^ 0xbf58476d1ce4e5b9ULL);
  state->v[3] = __tandem_mix32(k ^ 0x94d049bb133111ebULL);
  state->v[4] = __tandem_mix32(k ^ 0xd6e8feb86659fd93ULL);
  state->boxmuller_flag = 0;
  state->boxmuller_flag_double = 0;
  state->boxmuller_extra = 0.0f;
  state->boxmuller_extra_double = 0.0;
}
__TANDEM_D unsigned curand(curandStateXORWOW *state) {
  unsigned t = state->v[0] ^ (state->v[0] >> 2);
  state->v[0] = state->v[1];
  state->v[1] = state->v[2];
  state->v[2] = state->v[3];
  state->v[3] = state->v[4];
  state->v[4] = (state->v[4] ^ (state->v[4] << 4)) ^ (t ^ (t << 1));
  state->d += 362437u;
  return state->v[4] + state->d;
}
/* Advancing by n values: n folded into the state (the accesses of the
 * library's jump, not its values). */
__TANDEM_D void skipahead(unsigned long long n, curandStateXORWOW *state) {
  state->v[0] ^= __tandem_mix32(n);
  state->d += (unsigned)n * 362437u;
}
__TANDEM_D void skipahead_sequence(unsigned long long n, curandStateXORWOW *state) {
  state->v[1] ^= __tandem_mix32(n);
}
/* Uniform in (0, 1]: the generator's 32 bits scaled by 2^-32. */
__TANDEM_D float curand_uniform(curandStateXORWOW *state) {
  return curand(state) * 2.3283064e-10f + 1.1641532e-10f;
}
__TANDEM_D double curand_uniform_double(curandStateXORWOW *state) {
  unsigned long long hi = curand(state), lo = curand(state);
  return (double)((hi << 21) ^ lo) * 2.220446049250313e-16 + 1.1102230246251565e-16;
}
/* Normal: Box-Muller on two uniforms, the second result kept in the
 * state for the next call. */
__TANDEM_D float curand_normal(curandStateXORWOW *state) {
  if (state->boxmuller_flag != 1) {
    float u = curand_uniform(state), v = curand_uniform(state) * 6.2831855f;
    float r = sqrtf(-2.0f * logf(u));
    state->boxmuller_extra = r * cosf(v);
    state->boxmuller_flag = 1;
    return r * sinf(v);
  }
  state->boxmuller_flag = 0;
  return state->boxmuller_extra;
}
__TANDEM_D double curand_normal_double(curandStateXORWOW *state) {
  if (state->boxmuller_flag_double != 1) {
    double u = curand_uniform_double(state);
    double v = curand_uniform_double(state) * 6.283185307179586;
    double r = sqrt(-2.0 * log(u));
    state->boxmuller_extra_double = r * cos(v);
    state->boxmuller_flag_double = 1;
    return r * sin(v);
  }
  state->boxmuller_flag_double = 0;
  return state->boxmuller_extra_double;
}
__TANDEM_D float curand_log_normal(curandStateXORWOW *state, float mean, float stddev) {
  return expf(mean + stddev * curand_normal(state));
}

/* An MTGP32 state is shared by the threads of a block, which draw from it
 * together: not modelled, a kernel that draws from one is refused. */
__TANDEM_EXT unsigned __tandem_curand_mtgp32(curandStateMtgp32 *state);
__TANDEM_D unsigned curand(curandStateMtgp32 *state) {
  return __tandem_curand_mtgp32(state);
}
__TANDEM_D float curand_uniform(curandStateMtgp32 *state) {
  return curand(state) * 2.3283064e-10f + 1.1641532e-10f;
}

/* ---------------------------------------------------------------------- */
/* Host runtime (declarations only, for host code in the same file)       */
/* ---------------------------------------------------------------------- */

enum cudaError {
  cudaSuccess = 0,
  cudaErrorInvalidValue = 1,
  cudaErrorMemoryAllocation = 2,
  cudaErrorInitializationError = 3,
  cudaErrorCudartUnloading = 4,
  cudaErrorInvalidConfiguration = 9,
  cudaErrorInvalidPitchValue = 12,
  cudaErrorInvalidSymbol = 13,
  cudaErrorInvalidDevicePointer = 17,
  cudaErrorInvalidMemcpyDirection = 21,
  cudaErrorMissingConfiguration = 52,
  cudaErrorInsufficientDriver = 35,
  cudaErrorNoDevice = 100,
  cudaErrorInvalidDevice = 101,
  cudaErrorInvalidKernelImage = 200,
  cudaErrorInvalidResourceHandle = 400,
  cudaErrorNotReady = 600,
  cudaErrorIllegalAddress = 700,
  cudaErrorLaunchOutOfResources = 701,
  cudaErrorLaunchTimeout = 702,
  cudaErrorAssert = 710,
  cudaErrorLaunchFailure = 719,
  cudaErrorCooperativeLaunchTooLarge = 720,
  cudaErrorNotSupported = 801,
  cudaErrorUnknown = 999
};
typedef enum cudaError cudaError_t;
enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0, cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2, cudaMemcpyDeviceToDevice = 3,
  cudaMemcpyDefault = 4
};
typedef struct CUstream_st *cudaStream_t;
#define cudaStreamDefault 0x00
#define cudaStreamNonBlocking 0x01
#define cudaStreamLegacy ((cudaStream_t)0x1)
#define cudaStreamPerThread ((cudaStream_t)0x2)
#define cudaEventDefault 0x00
#define cudaEventBlockingSync 0x01
#define cudaEventDisableTiming 0x02
#define cudaHostAllocDefault 0x00
#define cudaHostAllocPortable 0x01
#define cudaHostAllocMapped 0x02
#define cudaHostRegisterDefault 0x00
#define cudaMemAttachGlobal 0x01
#define cudaMemAttachHost 0x02
#define cudaCpuDeviceId (-1)
#define cudaDeviceScheduleAuto 0x00
#define cudaDeviceMapHost 0x08
enum cudaFuncCache {
  cudaFuncCachePreferNone = 0, cudaFuncCachePreferShared = 1,
  cudaFuncCachePreferL1 = 2, cudaFuncCachePreferEqual = 3
};
enum cudaSharedMemConfig {
  cudaSharedMemBankSizeDefault = 0, cudaSharedMemBankSizeFourByte = 1,
  cudaSharedMemBankSizeEightByte = 2
};
enum cudaFuncAttribute {
  cudaFuncAttributeMaxDynamicSharedMemorySize = 8,
  cudaFuncAttributePreferredSharedMemoryCarveout = 9
};
enum cudaDeviceAttr {
  cudaDevAttrMaxThreadsPerBlock = 1,
  cudaDevAttrMaxBlockDimX = 2,
  cudaDevAttrMaxGridDimX = 5,
  cudaDevAttrMaxSharedMemoryPerBlock = 8,
  cudaDevAttrWarpSize = 10,
  cudaDevAttrClockRate = 13,
  cudaDevAttrMultiProcessorCount = 16,
  cudaDevAttrComputeCapabilityMajor = 75,
  cudaDevAttrComputeCapabilityMinor = 76,
  cudaDevAttrCooperativeLaunch = 95
};
/* The device properties that programs commonly print or test. */
struct cudaDeviceProp {
  char name[256];
  char uuid[16];
  size_t totalGlobalMem;
  size_t sharedMemPerBlock;
  int regsPerBlock;
  int warpSize;
  size_t memPitch;
  int maxThreadsPerBlock;
  int maxThreadsDim[3];
  int maxGridSize[3];
  int clockRate;
  size_t totalConstMem;
  int major;
  int minor;
  size_t textureAlignment;
  int deviceOverlap;
  int multiProcessorCount;
  int kernelExecTimeoutEnabled;
  int integrated;
  int canMapHostMemory;
  int computeMode;
  int concurrentKernels;
  int ECCEnabled;
  int pciBusID;
  int pciDeviceID;
  int pciDomainID;
  int asyncEngineCount;
  int unifiedAddressing;
  int memoryClockRate;
  int memoryBusWidth;
  int l2CacheSize;
  int maxThreadsPerMultiProcessor;
  size_t sharedMemPerMultiprocessor;
  int regsPerMultiprocessor;
  int managedMemory;
  int isMultiGpuBoard;
  int concurrentManagedAccess;
  int cooperativeLaunch;
  size_t sharedMemPerBlockOptin;
};
typedef struct CUevent_st *cudaEvent_t;
typedef struct cudaArray *cudaArray_t;

extern "C" {
__host__ cudaError_t cudaMalloc(void **p, size_t size);
__host__ cudaError_t cudaMallocHost(void **p, size_t size);
__host__ cudaError_t cudaMallocManaged(void **p, size_t size, unsigned flags = 1);
__host__ cudaError_t cudaMallocPitch(void **p, size_t *pitch, size_t w, size_t h);
__host__ cudaError_t cudaFree(void *p);
__host__ cudaError_t cudaFreeHost(void *p);
__host__ cudaError_t cudaMemcpy(void *dst, const void *src, size_t n, enum cudaMemcpyKind k);
__host__ cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t n,
                                     enum cudaMemcpyKind k, cudaStream_t s = 0);
__host__ cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch,
                                  size_t w, size_t h, enum cudaMemcpyKind k);
__host__ cudaError_t cudaMemset(void *p, int value, size_t n);
__host__ cudaError_t cudaDeviceSynchronize(void);
__host__ cudaError_t cudaThreadSynchronize(void);
__host__ cudaError_t cudaDeviceReset(void);
__host__ cudaError_t cudaSetDevice(int device);
__host__ cudaError_t cudaGetDevice(int *device);
__host__ cudaError_t cudaGetDeviceCount(int *count);
__host__ cudaError_t cudaGetLastError(void);
__host__ cudaError_t cudaPeekAtLastError(void);
__host__ const char *cudaGetErrorString(cudaError_t e);
__host__ const char *cudaGetErrorName(cudaError_t e);
__host__ cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device);
__host__ cudaError_t cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr,
                                            int device);
__host__ cudaError_t cudaSetDeviceFlags(unsigned flags);
__host__ cudaError_t cudaDeviceSetCacheConfig(enum cudaFuncCache c);
__host__ cudaError_t cudaDeviceSetSharedMemConfig(enum cudaSharedMemConfig c);
__host__ cudaError_t cudaRuntimeGetVersion(int *version);
__host__ cudaError_t cudaDriverGetVersion(int *version);
__host__ cudaError_t cudaMemGetInfo(size_t *free_bytes, size_t *total_bytes);
__host__ cudaError_t cudaHostAlloc(void **p, size_t size, unsigned flags);
__host__ cudaError_t cudaHostRegister(void *p, size_t size, unsigned flags);
__host__ cudaError_t cudaHostUnregister(void *p);
__host__ cudaError_t cudaHostGetDevicePointer(void **d, void *h, unsigned flags);
__host__ cudaError_t cudaMallocAsync(void **p, size_t size, cudaStream_t s);
__host__ cudaError_t cudaFreeAsync(void *p, cudaStream_t s);
__host__ cudaError_t cudaMemsetAsync(void *p, int value, size_t n, cudaStream_t s = 0);
__host__ cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src,
                                       size_t spitch, size_t w, size_t h,
                                       enum cudaMemcpyKind k, cudaStream_t s = 0);
__host__ cudaError_t cudaMemcpyPeer(void *dst, int ddev, const void *src, int sdev,
                                    size_t n);
__host__ cudaError_t cudaMemPrefetchAsync(const void *p, size_t n, int device,
                                          cudaStream_t s = 0);
__host__ cudaError_t cudaStreamCreateWithFlags(cudaStream_t *s, unsigned flags);
__host__ cudaError_t cudaStreamQuery(cudaStream_t s);
__host__ cudaError_t cudaStreamWaitEvent(cudaStream_t s, cudaEvent_t e, unsigned flags = 0);
__host__ cudaError_t cudaEventCreateWithFlags(cudaEvent_t *e, unsigned flags);
__host__ cudaError_t cudaEventQuery(cudaEvent_t e);
__host__ cudaError_t cudaLaunchCooperativeKernel(const void *f, dim3 grid, dim3 block,
                                                 void **args, size_t shared = 0,
                                                 cudaStream_t stream = 0);
__host__ cudaError_t cudaFuncSetCacheConfig(const void *f, enum cudaFuncCache c);
__host__ cudaError_t cudaFuncSetAttribute(const void *f, enum cudaFuncAttribute a,
                                          int value);
__host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *blocks,
                                                                   const void *f,
                                                                   int block_size,
                                                                   size_t shared);
__host__ cudaError_t cudaProfilerStart(void);
__host__ cudaError_t cudaProfilerStop(void);
__host__ cudaError_t cudaStreamCreate(cudaStream_t *s);
__host__ cudaError_t cudaStreamDestroy(cudaStream_t s);
__host__ cudaError_t cudaStreamSynchronize(cudaStream_t s);
__host__ cudaError_t cudaEventCreate(cudaEvent_t *e);
__host__ cudaError_t cudaEventRecord(cudaEvent_t e, cudaStream_t s = 0);
__host__ cudaError_t cudaEventSynchronize(cudaEvent_t e);
__host__ cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t a, cudaEvent_t b);
__host__ cudaError_t cudaEventDestroy(cudaEvent_t e);
__host__ cudaError_t cudaUnbindTexture(const struct textureReference *t);
__host__ struct cudaChannelFormatDesc cudaCreateChannelDesc(int x, int y, int z, int w,
                                                           enum cudaChannelFormatKind f);
/* Kernel launches (<<<...>>>) are lowered by clang to one of these. */
__host__ cudaError_t __cudaPushCallConfiguration(dim3 grid, dim3 block,
                                                 size_t shared = 0, void *stream = 0);
__host__ cudaError_t cudaConfigureCall(dim3 grid, dim3 block, size_t shared = 0,
                                       cudaStream_t stream = 0);
__host__ cudaError_t cudaLaunchKernel(const void *f, dim3 grid, dim3 block,
                                      void **args, size_t shared, cudaStream_t stream);
}

/* The C++ overloads of the runtime API: typed pointers and kernels. */
#define __TANDEM_RT static inline __host__
template <class T> __TANDEM_RT cudaError_t cudaMalloc(T **p, size_t size) {
  return cudaMalloc((void **)p, size);
}
template <class T> __TANDEM_RT cudaError_t cudaMallocHost(T **p, size_t size) {
  return cudaMallocHost((void **)p, size);
}
template <class T>
__TANDEM_RT cudaError_t cudaMallocManaged(T **p, size_t size, unsigned flags = 1) {
  return cudaMallocManaged((void **)p, size, flags);
}
template <class T>
__TANDEM_RT cudaError_t cudaMallocPitch(T **p, size_t *pitch, size_t w, size_t h) {
  return cudaMallocPitch((void **)p, pitch, w, h);
}
template <class T>
__TANDEM_RT cudaError_t cudaHostAlloc(T **p, size_t size, unsigned flags) {
  return cudaHostAlloc((void **)p, size, flags);
}
template <class T>
__TANDEM_RT cudaError_t cudaMallocAsync(T **p, size_t size, cudaStream_t s) {
  return cudaMallocAsync((void **)p, size, s);
}
template <class T>
__TANDEM_RT cudaError_t cudaLaunchKernel(T *f, dim3 grid, dim3 block, void **args,
                                         size_t shared = 0, cudaStream_t s = 0) {
  return cudaLaunchKernel((const void *)f, grid, block, args, shared, s);
}
template <class T>
__TANDEM_RT cudaError_t cudaLaunchCooperativeKernel(T *f, dim3 grid, dim3 block,
                                                    void **args, size_t shared = 0,
                                                    cudaStream_t s = 0) {
  return cudaLaunchCooperativeKernel((const void *)f, grid, block, args, shared, s);
}
template <class T>
__TANDEM_RT cudaError_t cudaFuncSetCacheConfig(T *f, enum cudaFuncCache c) {
  return cudaFuncSetCacheConfig((const void *)f, c);
}
template <class T>
__TANDEM_RT cudaError_t cudaFuncSetAttribute(T *f, enum cudaFuncAttribute a, int value) {
  return cudaFuncSetAttribute((const void *)f, a, value);
}
template <class T>
__TANDEM_RT cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(
    int *blocks, T f, int block_size, size_t shared) {
  return cudaOccupancyMaxActiveBlocksPerMultiprocessor(blocks, (const void *)f,
                                                       block_size, shared);
}
/* Declared only: host code is never run. */
template <class T>
__host__ cudaError_t cudaOccupancyMaxPotentialBlockSize(int *min_grid, int *block, T f,
                                                        size_t shared = 0,
                                                        int limit = 0);
#undef __TANDEM_RT

template <class T>
__host__ cudaError_t cudaMemcpyToSymbolAsync(const T &symbol, const void *src, size_t n,
                                             size_t offset = 0,
                                             enum cudaMemcpyKind k = cudaMemcpyHostToDevice,
                                             cudaStream_t s = 0);
template <class T>
__host__ cudaError_t cudaGetSymbolAddress(void **p, const T &symbol);
template <class T>
__host__ cudaError_t cudaMemcpyToSymbol(const T &symbol, const void *src, size_t n,
                                        size_t offset = 0,
                                        enum cudaMemcpyKind k = cudaMemcpyHostToDevice);
template <class T>
__host__ cudaError_t cudaMemcpyFromSymbol(void *dst, const T &symbol, size_t n,
                                          size_t offset = 0,
                                          enum cudaMemcpyKind k = cudaMemcpyDeviceToHost);
template <class T, int D, enum cudaTextureReadMode M>
__host__ cudaError_t cudaBindTexture(size_t *offset, const texture<T, D, M> &t,
                                     const void *p, size_t size = ~(size_t)0);
template <class T, int D, enum cudaTextureReadMode M>
__host__ cudaError_t cudaBindTexture2D(size_t *offset, const texture<T, D, M> &t,
                                       const void *p, size_t w, size_t h, size_t pitch);
template <class T, int D, enum cudaTextureReadMode M>
__host__ cudaError_t cudaBindTextureToArray(const texture<T, D, M> &t, cudaArray_t a);

/* Cooperative groups come with cuda.h, as GPUVerify's header has them: its
 * suites use cooperative_groups after including only <cuda.h>. */
#include "cooperative_groups.h"

#endif /* TANDEM_CUDA_H */
