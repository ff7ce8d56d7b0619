/* translate: LLVM IR of one kernel function (after preparation) to the
 * single-thread Kernel (kernel.h): the memory model (arrays and element
 * sizes; pointers as array + offset, or as a run-time array id + byte
 * offset with accesses split by case), values as bit-vectors, built-ins and
 * annotations. A construct it cannot model stops it with a message naming
 * the construct and its source line. */
#ifndef TANDEM_TRANSLATE_H
#define TANDEM_TRANSLATE_H

#include <llvm-c/Core.h>

#include "config.h"
#include "kernel.h"

/* The functions of the user's source that --no-inline checks on their
 * own (MODULAR_ATTR) and that are not among the kernels (LLVMValueRef). */
void find_modular(LLVMModuleRef m, const Vec *kernels, Vec *out);

/* The kernel's name as written in the source (demangled). */
const char *kernel_source_name(Arena *a, LLVMValueRef fn);
/* A kernel's name as an identifier (scale_float__64_ for scale<float, 64>):
 * its Boogie procedure and files. */
const char *kernel_file_name(Arena *a, const char *name);

/* A callee's or global's plain name from its mangled one (_Z3fooi: foo;
 * _ZZ1kPiE4tile: tile); anything else as is (demangle.c). */
const char *tr_demangle(Arena *a, const char *name);

/* Bytes of the element type a mangled OpenCL built-in's first (pointer)
 * parameter points to (PU3AS3Dv4_f: a local float4; a 3-vector takes the
 * room of 4), or 0 (async.c): its copies and vector loads and stores. */
int tr_mangled_pointee_bytes(const char *raw);

/* An atomic call, by its callee's demangled name (atomics.c; the executor
 * reads atomics with it too). */
typedef enum {
  TR_ATOMIC_ADD, TR_ATOMIC_SUB, TR_ATOMIC_XCHG, TR_ATOMIC_EXCH, TR_ATOMIC_INC,
  TR_ATOMIC_DEC, TR_ATOMIC_CMPXCHG, TR_ATOMIC_CAS, TR_ATOMIC_MIN, TR_ATOMIC_MAX,
  TR_ATOMIC_AND, TR_ATOMIC_OR, TR_ATOMIC_XOR, TR_ATOMIC_LOAD, TR_ATOMIC_STORE,
  TR_ATOMIC_EXCHANGE, TR_ATOMIC_COMPARE_EXCHANGE_STRONG,
  TR_ATOMIC_COMPARE_EXCHANGE_WEAK, TR_ATOMIC_INIT,
} TrAtomicKind;

typedef struct {
  TrAtomicKind kind;      /* the operation: the name after atomic_, atom_,
                             atomic_fetch_ or __tandem_atomic_ */
  bool cuda;              /* CUDA's atomicOP, through the prelude */
  int value_arg;          /* the argument of the value written when the
                             result is not of its type (atomic_store,
                             atomic_init, compare-exchange's desired
                             value), else -1 */
  bool group_scope;       /* atomic only with the threads of the caller's
                             group (atomicOP_block, memory_scope_work_group) */
  const char *unmodelled; /* why its memory scope is not modelled, or NULL */
} TrAtomicCall;

/* OpenCL 2.0's atomic_compare_exchange_strong/_weak: on failure they
 * write the old value to *expected (their second argument). */
static inline bool tr_atomic_compare_exchange(TrAtomicKind k) {
  return k == TR_ATOMIC_COMPARE_EXCHANGE_STRONG || k == TR_ATOMIC_COMPARE_EXCHANGE_WEAK;
}

/* Device printf (clang lowers it to vprintf(format, argument buffer)) is
 * output, which no thread reads, and touches no shared or global memory
 * when its format is a constant without %n and each string a %s prints
 * is a constant (its arguments are in the thread's private buffer): then
 * NULL, else why not ("with %n (it writes memory)", ...). */
const char *tr_printf_unmodelled(LLVMValueRef call);

/* Whether call, whose callee is `name`, is an atomic; what it is in *out. */
bool tr_atomic_call(LLVMValueRef call, const char *name, TrAtomicCall *out);

/* The refusal of an atomic whose memory scope is not modelled: the
 * reason (TrAtomicCall.unmodelled), then the function's name. */
#define TR_SCOPE_REFUSAL "atomic with a memory scope %s in '%s': not modelled"

/* On failure returns false with the construct's location and a message. */
bool translate_kernel(LLVMModuleRef m, LLVMValueRef fn, const TranslateConfig *cfg,
                      Kernel *k, Loc *errloc, char *err, int errlen);

#endif
