/*
 * Tandem annotation language, shared by CUDA (cuda.h) and OpenCL (opencl.h).
 *
 * This header owns the user-visible annotation names (the GPUVerify names,
 * so annotated kernels work unchanged) and the external functions they lower
 * to.  Every annotation becomes a call of a bodiless, unmangled, convergent
 * function whose name starts with "__tandem_"; the translator recognises
 * exactly these names (see the list in docs/notes-corpus-calls.txt).
 * Nothing here has a body except pure-C helpers whose meaning is exact.
 *
 * Two further naming conventions belong to the annotation language and are
 * recognised by the translator, not declared here:
 *   __uninterpreted_function_NAME   a bodiless function that Boogie sees as
 *                                   the uninterpreted function NAME
 *   __spec_NAME                     a function whose body is only a contract
 *                                   (__requires/__ensures/__reads_from/...)
 *
 * Annotation arguments are evaluated without short-circuit control flow:
 * __implies and __ite below never branch, so an annotation's argument is a
 * pure data-flow expression ending in the __tandem_ call.
 */
#ifndef TANDEM_ANNOTATIONS_H
#define TANDEM_ANNOTATIONS_H

/* ---------------------------------------------------------------------- */
/* Language glue                                                          */
/* ---------------------------------------------------------------------- */

/* __tandem_i64 is a 64-bit integer: long in OpenCL C, where long long
 * would be 128 bits; long long elsewhere. */
#if defined(__CUDA__)
#define __TANDEM_EXTERN_C extern "C"
#define __TANDEM_DEVICE __attribute__((device))
typedef bool __tandem_bool;
typedef long long __tandem_i64;
#elif defined(__OPENCL_C_VERSION__)
#define __TANDEM_EXTERN_C
#define __TANDEM_DEVICE
typedef bool __tandem_bool;
typedef long __tandem_i64;
#if __OPENCL_C_VERSION__ < 200 && !defined(__opencl_c_generic_address_space)
#error "Tandem's OpenCL annotations need the generic address space: compile with -cl-std=CL2.0 or later"
#endif
#else
#define __TANDEM_EXTERN_C
#define __TANDEM_DEVICE
typedef _Bool __tandem_bool;
typedef long long __tandem_i64;
#endif

/* Attributes of every __tandem_ declaration: never moved across control flow. */
#define __TANDEM_ANNOT __TANDEM_EXTERN_C __TANDEM_DEVICE __attribute__((convergent))

/* Loop invariants are also never copied: a loop that states one is not
 * unrolled, and the invariant stays at its head. */
#define __TANDEM_LOOP_ANNOT __TANDEM_ANNOT __attribute__((noduplicate))

/* Attributes of the small exact helpers defined in the headers: always
 * inlined (also at -O0), and without debug info of their own so that the
 * inlined code carries the caller's source location. */
#define __TANDEM_INLINE \
  static __TANDEM_DEVICE inline __attribute__((always_inline, nodebug))

/* Byte offsets and sizes: size_t of the target (64 bits for CUDA, 32 for
 * OpenCL's spir). */
typedef __SIZE_TYPE__ __tandem_size_t;

/* Pointer queries take any pointer (generic address space in OpenCL). */
#define __TANDEM_ANYPTR const volatile void *

/* ---------------------------------------------------------------------- */
/* External functions (the contract with the translator)                  */
/* ---------------------------------------------------------------------- */

/* Contracts, invariants, assertions, assumptions. */
__TANDEM_ANNOT void __tandem_requires(__tandem_bool e);
__TANDEM_ANNOT void __tandem_global_requires(__tandem_bool e);
__TANDEM_ANNOT void __tandem_ensures(__tandem_bool e);
__TANDEM_ANNOT void __tandem_global_ensures(__tandem_bool e);
__TANDEM_LOOP_ANNOT void __tandem_invariant(__tandem_bool e);
__TANDEM_LOOP_ANNOT void __tandem_global_invariant(__tandem_bool e);
__TANDEM_LOOP_ANNOT void __tandem_candidate_invariant(__tandem_bool e);
__TANDEM_LOOP_ANNOT void __tandem_candidate_global_invariant(__tandem_bool e);
__TANDEM_ANNOT void __tandem_function_wide_invariant(__tandem_bool e);
__TANDEM_ANNOT void __tandem_function_wide_candidate_invariant(__tandem_bool e);
__TANDEM_ANNOT void __tandem_assert(__tandem_bool e);
__TANDEM_ANNOT void __tandem_global_assert(__tandem_bool e);
__TANDEM_ANNOT void __tandem_assume(__tandem_bool e);

/* Thread predicates. */
__TANDEM_ANNOT __tandem_bool __tandem_enabled(void);
__TANDEM_ANNOT __tandem_bool __tandem_dominator_enabled(void);
__TANDEM_ANNOT __tandem_bool __tandem_same_group(void);

/* Value of an expression in the other thread, per width class. */
__TANDEM_ANNOT int __tandem_other_i32(int x);
__TANDEM_ANNOT __tandem_i64 __tandem_other_i64(__tandem_i64 x);
__TANDEM_ANNOT __tandem_bool __tandem_other_bool(__tandem_bool x);

/* Implication, without branches. */
__TANDEM_ANNOT __tandem_bool __tandem_implies(__tandem_bool a, __tandem_bool b);

/* Branch-free if-then-else, per width class. */
__TANDEM_ANNOT int __tandem_ite_i32(__tandem_bool c, int a, int b);
__TANDEM_ANNOT __tandem_i64 __tandem_ite_i64(__tandem_bool c, __tandem_i64 a, __tandem_i64 b);

/* Access predicates: the array that p points into, since the last barrier. */
__TANDEM_ANNOT __tandem_bool __tandem_read(__TANDEM_ANYPTR p);
__TANDEM_ANNOT __tandem_bool __tandem_write(__TANDEM_ANYPTR p);
__TANDEM_ANNOT __tandem_size_t __tandem_read_offset_bytes(__TANDEM_ANYPTR p);
__TANDEM_ANNOT __tandem_size_t __tandem_write_offset_bytes(__TANDEM_ANYPTR p);
__TANDEM_ANNOT __tandem_size_t __tandem_ptr_offset_bytes(__TANDEM_ANYPTR p);
__TANDEM_ANNOT __tandem_bool __tandem_atomic_has_taken_value(
    __TANDEM_ANYPTR array, __tandem_size_t offset, unsigned value);

/* Specifications of bodiless functions, fresh arrays, ghost state. */
__TANDEM_ANNOT void __tandem_reads_from(__TANDEM_ANYPTR p);
__TANDEM_ANNOT void __tandem_writes_to(__TANDEM_ANYPTR p);
__TANDEM_ANNOT void __tandem_requires_fresh_array(__TANDEM_ANYPTR p);
__TANDEM_ANNOT void __tandem_array_snapshot(volatile void *dst, __TANDEM_ANYPTR src);
__TANDEM_ANNOT void __tandem_read_permission(__TANDEM_ANYPTR p, __tandem_size_t size);

/* Return value and entry value, for postconditions. */
__TANDEM_ANNOT int __tandem_return_val_int(void);
__TANDEM_ANNOT __tandem_bool __tandem_return_val_bool(void);
__TANDEM_ANNOT void *__tandem_return_val_ptr(void);
#if !defined(__OPENCL_C_VERSION__) /* OpenCL C has no function pointers */
__TANDEM_ANNOT void (*__tandem_return_val_funptr(void))(void);
#endif
__TANDEM_ANNOT int __tandem_old_i32(int x);
__TANDEM_ANNOT __tandem_i64 __tandem_old_i64(__tandem_i64 x);
__TANDEM_ANNOT __tandem_bool __tandem_old_bool(__tandem_bool x);

/* Barrier invariants: an expression and N instantiation expressions (unary),
 * or N pairs of them (binary).  One function per arity, since device code
 * cannot call variadic functions.  The loads of the expression are part of
 * it: evaluated at the barrier that follows, not accesses of the kernel. */
#define __TANDEM_U1 unsigned
#define __TANDEM_U2 __TANDEM_U1, unsigned
#define __TANDEM_U3 __TANDEM_U2, unsigned
#define __TANDEM_U4 __TANDEM_U3, unsigned
#define __TANDEM_U5 __TANDEM_U4, unsigned
#define __TANDEM_U6 __TANDEM_U5, unsigned
#define __TANDEM_U7 __TANDEM_U6, unsigned
#define __TANDEM_U8 __TANDEM_U7, unsigned
#define __TANDEM_U9 __TANDEM_U8, unsigned
#define __TANDEM_U10 __TANDEM_U9, unsigned
#define __TANDEM_U11 __TANDEM_U10, unsigned
#define __TANDEM_U12 __TANDEM_U11, unsigned
#define __TANDEM_U13 __TANDEM_U12, unsigned
#define __TANDEM_U14 __TANDEM_U13, unsigned
#define __TANDEM_U15 __TANDEM_U14, unsigned
#define __TANDEM_U16 __TANDEM_U15, unsigned
#define __TANDEM_U17 __TANDEM_U16, unsigned
#define __TANDEM_U18 __TANDEM_U17, unsigned
#define __TANDEM_U19 __TANDEM_U18, unsigned
#define __TANDEM_U20 __TANDEM_U19, unsigned

#define __TANDEM_BI(n) \
  __TANDEM_ANNOT void __tandem_barrier_invariant_##n(__tandem_bool, __TANDEM_U##n);
#define __TANDEM_BI2(n, twice_n) \
  __TANDEM_ANNOT void __tandem_barrier_invariant_binary_##n(__tandem_bool, __TANDEM_U##twice_n);

__TANDEM_BI(1)  __TANDEM_BI(2)  __TANDEM_BI(3)  __TANDEM_BI(4)  __TANDEM_BI(5)
__TANDEM_BI(6)  __TANDEM_BI(7)  __TANDEM_BI(8)  __TANDEM_BI(9)  __TANDEM_BI(10)
__TANDEM_BI(11) __TANDEM_BI(12) __TANDEM_BI(13) __TANDEM_BI(14) __TANDEM_BI(15)
__TANDEM_BI(16) __TANDEM_BI(17) __TANDEM_BI(18) __TANDEM_BI(19) __TANDEM_BI(20)
__TANDEM_BI2(1, 2)  __TANDEM_BI2(2, 4)  __TANDEM_BI2(3, 6)  __TANDEM_BI2(4, 8)
__TANDEM_BI2(5, 10) __TANDEM_BI2(6, 12) __TANDEM_BI2(7, 14) __TANDEM_BI2(8, 16)
__TANDEM_BI2(9, 18) __TANDEM_BI2(10, 20)

#undef __TANDEM_BI
#undef __TANDEM_BI2

/* ---------------------------------------------------------------------- */
/* The annotation language (GPUVerify names)                               */
/* ---------------------------------------------------------------------- */

/* Contracts and assertions.  They are expressions of type void, so that
 * loop invariants can sit in a loop condition:
 *   for (i = 0; __invariant(i <= n), i < n; i++) ...                      */
#define __requires(e)            __tandem_requires(e)
#define __global_requires(e)     __tandem_global_requires(e)
#define __ensures(e)             __tandem_ensures(e)
#define __global_ensures(e)      __tandem_global_ensures(e)
#define __invariant(e)           __tandem_invariant(e)
#define __global_invariant(e)    __tandem_global_invariant(e)
#define __candidate_invariant(e) __tandem_candidate_invariant(e)
#define __candidate_global_invariant(e) __tandem_candidate_global_invariant(e)
#define __function_wide_invariant(e) __tandem_function_wide_invariant(e)
#define __function_wide_candidate_invariant(e) \
  __tandem_function_wide_candidate_invariant(e)
#define __assert(e)              __tandem_assert(e)
#define __global_assert(e)       __tandem_global_assert(e)
#define __assume(e)              __tandem_assume(e)

/* __ite and __write are also names in the C++ standard library (a
 * variable, a function of three arguments): there, with another number of
 * arguments, the macro gives the name back unexpanded.  __TANDEM_NARGS
 * counts up to 8 arguments. */
#define __TANDEM_NARGS(...) __TANDEM_NARGS_(__VA_ARGS__, 8, 7, 6, 5, 4, 3, 2, 1, 0)
#define __TANDEM_NARGS_(_1, _2, _3, _4, _5, _6, _7, _8, n, ...) n
#define __TANDEM_CAT(a, b) __TANDEM_CAT_(a, b)
#define __TANDEM_CAT_(a, b) a##b
#define __ite(...) __TANDEM_CAT(__tandem_ite_, __TANDEM_NARGS(__VA_ARGS__))(__VA_ARGS__)
#define __write(...) __TANDEM_CAT(__tandem_write_, __TANDEM_NARGS(__VA_ARGS__))(__VA_ARGS__)
#define __tandem_ite_1(...) __ite(__VA_ARGS__)
#define __tandem_ite_2(...) __ite(__VA_ARGS__)
#define __tandem_ite_4(...) __ite(__VA_ARGS__)
#define __tandem_write_2(...) __write(__VA_ARGS__)
#define __tandem_write_3(...) __write(__VA_ARGS__)
#define __tandem_write_4(...) __write(__VA_ARGS__)

/* Logic without branches. */
#define __implies(a, b) __tandem_implies((a), (b))
#define __tandem_ite_3(c, a, b)                                             \
  ((__typeof__((c) ? (a) : (b)))(sizeof((c) ? (a) : (b)) > 4                \
       ? __tandem_ite_i64((c), (__tandem_i64)(a), (__tandem_i64)(b))        \
       : __tandem_ite_i32((c), (int)(a), (int)(b))))

/* Thread predicates.  __same_group is written without parentheses. */
#define __enabled()           __tandem_enabled()
#define __dominator_enabled() __tandem_dominator_enabled()
#define __same_group          (__tandem_same_group())

/* The other thread's value of an integer (or pointer) expression, of the
 * expression's own type; the width class is picked at compile time and
 * only the matching call is emitted. */
#define __other_int(x)                                                      \
  ((__typeof__(x))(sizeof(x) > 4 ? __tandem_other_i64((__tandem_i64)(x))    \
                                 : (__tandem_i64)__tandem_other_i32((int)(x))))
#define __other_bool(x)    __tandem_other_bool(x)
#define __uniform_int(x)   ((x) == __other_int(x))
#define __uniform_bool(x)  ((x) == __other_bool(x))
#define __distinct_int(x)  ((x) != __other_int(x))
#define __distinct_bool(x) ((x) != __other_bool(x))
#define __all(x)           (!!(x) & __other_bool(x))
#define __exclusive(x)     (!__all(x))

/* Access predicates on the array that p points into. */
#define __read(p)               __tandem_read(p)
#define __tandem_write_1(p)     __tandem_write(p)
#define __no_read(p)            (!__tandem_read(p))
#define __no_write(p)           (!__tandem_write(p))
#define __read_implies(p, e)    __implies(__tandem_read(p), e)
#define __write_implies(p, e)   __implies(__tandem_write(p), e)
#define __read_offset_bytes(p)  __tandem_read_offset_bytes(p)
#define __write_offset_bytes(p) __tandem_write_offset_bytes(p)
#define __ptr_offset_bytes(p)   __tandem_ptr_offset_bytes(p)
#define __atomic_has_taken_value(p, offset, value) \
  __tandem_atomic_has_taken_value((p), (offset), (value))

/* Specifications, fresh arrays, ghost arrays. */
#define __reads_from(p)           __tandem_reads_from(p)
#define __writes_to(p)            __tandem_writes_to(p)
#define __requires_fresh_array(p) __tandem_requires_fresh_array(p)
#define __array_snapshot(dst, src) __tandem_array_snapshot((dst), (src))
#define __read_permission(T, x)   __tandem_read_permission(&(x), sizeof(T))

/* Postconditions. */
#define __return_val_int()     __tandem_return_val_int()
#define __return_val_bool()    __tandem_return_val_bool()
#define __return_val_ptr()     __tandem_return_val_ptr()
#define __return_val_funptr(T) ((T)__tandem_return_val_funptr())
#define __old_int(x)                                                        \
  ((__typeof__(x))(sizeof(x) > 4 ? __tandem_old_i64((__tandem_i64)(x))      \
                                 : (__tandem_i64)__tandem_old_i32((int)(x))))
#define __old_bool(x) __tandem_old_bool(x)

/* Barrier invariants: __barrier_invariant_N(e, i1, ..., iN) and
 * __barrier_invariant_binary_N(e, i1, j1, ..., iN, jN). */
#define __barrier_invariant_1(e, ...)  __tandem_barrier_invariant_1((e), __VA_ARGS__)
#define __barrier_invariant_2(e, ...)  __tandem_barrier_invariant_2((e), __VA_ARGS__)
#define __barrier_invariant_3(e, ...)  __tandem_barrier_invariant_3((e), __VA_ARGS__)
#define __barrier_invariant_4(e, ...)  __tandem_barrier_invariant_4((e), __VA_ARGS__)
#define __barrier_invariant_5(e, ...)  __tandem_barrier_invariant_5((e), __VA_ARGS__)
#define __barrier_invariant_6(e, ...)  __tandem_barrier_invariant_6((e), __VA_ARGS__)
#define __barrier_invariant_7(e, ...)  __tandem_barrier_invariant_7((e), __VA_ARGS__)
#define __barrier_invariant_8(e, ...)  __tandem_barrier_invariant_8((e), __VA_ARGS__)
#define __barrier_invariant_9(e, ...)  __tandem_barrier_invariant_9((e), __VA_ARGS__)
#define __barrier_invariant_10(e, ...) __tandem_barrier_invariant_10((e), __VA_ARGS__)
#define __barrier_invariant_11(e, ...) __tandem_barrier_invariant_11((e), __VA_ARGS__)
#define __barrier_invariant_12(e, ...) __tandem_barrier_invariant_12((e), __VA_ARGS__)
#define __barrier_invariant_13(e, ...) __tandem_barrier_invariant_13((e), __VA_ARGS__)
#define __barrier_invariant_14(e, ...) __tandem_barrier_invariant_14((e), __VA_ARGS__)
#define __barrier_invariant_15(e, ...) __tandem_barrier_invariant_15((e), __VA_ARGS__)
#define __barrier_invariant_16(e, ...) __tandem_barrier_invariant_16((e), __VA_ARGS__)
#define __barrier_invariant_17(e, ...) __tandem_barrier_invariant_17((e), __VA_ARGS__)
#define __barrier_invariant_18(e, ...) __tandem_barrier_invariant_18((e), __VA_ARGS__)
#define __barrier_invariant_19(e, ...) __tandem_barrier_invariant_19((e), __VA_ARGS__)
#define __barrier_invariant_20(e, ...) __tandem_barrier_invariant_20((e), __VA_ARGS__)
#define __barrier_invariant_binary_1(e, ...)  __tandem_barrier_invariant_binary_1((e), __VA_ARGS__)
#define __barrier_invariant_binary_2(e, ...)  __tandem_barrier_invariant_binary_2((e), __VA_ARGS__)
#define __barrier_invariant_binary_3(e, ...)  __tandem_barrier_invariant_binary_3((e), __VA_ARGS__)
#define __barrier_invariant_binary_4(e, ...)  __tandem_barrier_invariant_binary_4((e), __VA_ARGS__)
#define __barrier_invariant_binary_5(e, ...)  __tandem_barrier_invariant_binary_5((e), __VA_ARGS__)
#define __barrier_invariant_binary_6(e, ...)  __tandem_barrier_invariant_binary_6((e), __VA_ARGS__)
#define __barrier_invariant_binary_7(e, ...)  __tandem_barrier_invariant_binary_7((e), __VA_ARGS__)
#define __barrier_invariant_binary_8(e, ...)  __tandem_barrier_invariant_binary_8((e), __VA_ARGS__)
#define __barrier_invariant_binary_9(e, ...)  __tandem_barrier_invariant_binary_9((e), __VA_ARGS__)
#define __barrier_invariant_binary_10(e, ...) __tandem_barrier_invariant_binary_10((e), __VA_ARGS__)

/* Pure helpers. */
#define __is_pow2(x)     (((x) & ((x) - 1)) == 0)
#define __mod_pow2(x, y) ((x) & ((y) - 1))

/* Addition that the kernel author promises does not overflow: the sum,
 * with the promise as an assumption (exact; no new intrinsic). */
#define __add_noovfl_unsigned_int(x, y)                                     \
  ({ unsigned __tandem_a = (x), __tandem_b = (y);                           \
     __tandem_assume(__tandem_a + __tandem_b >= __tandem_a);                \
     __tandem_a + __tandem_b; })
#define __add_noovfl_int(x, y)                                              \
  ({ int __tandem_a = (x), __tandem_b = (y);                                \
     int __tandem_s = (int)((unsigned)__tandem_a + (unsigned)__tandem_b);   \
     __tandem_assume(((__tandem_a ^ __tandem_s) & (__tandem_b ^ __tandem_s)) >= 0); \
     __tandem_s; })

/* __add_noovfl(x, y, ...): predicate "the unsigned sum does not overflow"
 * for 2 to 4 operands, as exact wrap-around checks. */
#define __TANDEM_NOOVFL2(a, b) \
  ((unsigned)(a) + (unsigned)(b) >= (unsigned)(a))
#define __TANDEM_NOOVFL3(a, b, c) \
  (__TANDEM_NOOVFL2(a, b) & __TANDEM_NOOVFL2((unsigned)(a) + (unsigned)(b), c))
#define __TANDEM_NOOVFL4(a, b, c, d) \
  (__TANDEM_NOOVFL3(a, b, c) &       \
   __TANDEM_NOOVFL2((unsigned)(a) + (unsigned)(b) + (unsigned)(c), d))
#define __TANDEM_PICK4(_1, _2, _3, _4, NAME, ...) NAME
#define __add_noovfl(...)                                                   \
  __TANDEM_PICK4(__VA_ARGS__, __TANDEM_NOOVFL4, __TANDEM_NOOVFL3,           \
                 __TANDEM_NOOVFL2, __TANDEM_NOOVFL_NEEDS_TWO_OPERANDS)(__VA_ARGS__)

/* Axioms about launch parameters, at file scope: __axiom(blockIdx.x == 16);
 * Each becomes a defined function __tandem_axiom_<N> returning the fact. */
#define __TANDEM_AXIOM_DEF(e, n) \
  __TANDEM_EXTERN_C __TANDEM_DEVICE __tandem_bool __tandem_axiom_##n(void) { return (e); }
#define __TANDEM_AXIOM_EXPAND(e, n) __TANDEM_AXIOM_DEF(e, n)
#define __axiom(e) __TANDEM_AXIOM_EXPAND(e, __COUNTER__)

/* Uninterpreted functions: DECLARE_UF_BINARY(A, unsigned, unsigned, unsigned)
 * declares the bodiless __uninterpreted_function_A and a wrapper A. */
#define DECLARE_UF_UNARY(NAME, T1, R)                                       \
  __TANDEM_EXTERN_C __TANDEM_DEVICE R __uninterpreted_function_##NAME(T1);  \
  __TANDEM_INLINE R NAME(T1 __tandem_x) {                                   \
    return __uninterpreted_function_##NAME(__tandem_x);                     \
  }
#define DECLARE_UF_BINARY(NAME, T1, T2, R)                                  \
  __TANDEM_EXTERN_C __TANDEM_DEVICE R __uninterpreted_function_##NAME(T1, T2); \
  __TANDEM_INLINE R NAME(T1 __tandem_x, T2 __tandem_y) {                    \
    return __uninterpreted_function_##NAME(__tandem_x, __tandem_y);         \
  }

#endif /* TANDEM_ANNOTATIONS_H */
