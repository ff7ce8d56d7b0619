/* exec_prog: a kernel's prepared LLVM IR turned into a form that is quick
 * to execute: instructions numbered, each value given register slots (one
 * per scalar lane: vectors and structs are flattened), operands resolved
 * to slots or pre-evaluated constants, branch targets to block numbers,
 * GEP steps and memory layouts computed once. Constructs the executor does
 * not model are refused here, before the run, with their instruction. */
#ifndef TANDEM_EXEC_PROG_H
#define TANDEM_EXEC_PROG_H

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#include "exec_mem.h"
#include "util.h"

/* The kind of one scalar lane. */
typedef enum { XK_INT, XK_F32, XK_F64, XK_PTR } XKind;

typedef struct {
  XKind kind;
  int bits;              /* integer or pointer width */
} XScalar;

/* One scalar of a value in memory: at offset, of `bytes` bytes. */
typedef struct {
  uint64_t offset;
  XScalar s;
  int bytes;
} XLeaf;

/* An operand: a register slot, or constant lanes. */
typedef struct {
  int slot;              /* -1 for a constant */
  uint64_t *k;
} XOp;

/* One GEP index: added as index * stride, or (a struct field) as offset. */
typedef struct {
  int64_t stride;        /* 0 for a struct field */
  uint64_t field_offset;
} XGepStep;

typedef struct {
  LLVMValueRef v;
  LLVMOpcode op;
  int slot, lanes;       /* the result's registers */
  XScalar s;             /* the result's lane kind */
  XScalar os;            /* operand 0's lane kind */
  int olanes;            /* operand 0's lanes */
  int nops;
  XOp *ops;
  int *targets;          /* successor blocks (br, switch), or a phi's
                            incoming blocks, one per operand */
  int ntargets;
  XGepStep *gep;         /* one per index after the first (GEP) */
  int64_t gep_first;     /* the first index's stride */
  XLeaf *leaves;         /* load, store, atomics: the value's layout */
  int nleaves;
  uint64_t size;         /* bytes a load or store accesses; alloca size */
  int aux;               /* alloca: object id; call: built-in; cmp: predicate */
  int aux2;              /* call: the built-in's detail (exec_calls.h) */
  const char *callee;    /* calls: the callee's plain name */
  int extract;           /* extractvalue/insertvalue: first lane */
  bool skip;             /* computes only a specification's argument
                            (exec_specs.h): not executed */
} XInst;

typedef struct {
  int first, n;          /* its instructions: insts[first .. first + n) */
  int nphis;             /* the phis at its start */
} XBlock;

typedef struct {
  Arena arena;           /* everything below */
  XInst *insts;
  int ninsts;
  XBlock *blocks;
  int nblocks;
  int nregs;             /* register lanes per thread */
  int *arg_slot;         /* the kernel parameters' slots */
  int nargs;
  int *allocas;          /* object ids of the allocas */
  int nallocas;
  LLVMTargetDataRef td;
  int ptr_bits;
} XProg;

/* What compiling needs from the run: memory for globals and allocas, and
 * how calls are classified (exec_calls.h). */
typedef struct {
  ExecMem *mem;
  PtrMap *globals;       /* LLVMValueRef global -> (void *)(intptr_t) object id */
  bool is_cuda;          /* address space numbers are CUDA's, else OpenCL's */
} XEnv;

/* Compiles fn; on a construct not modelled returns false with the message
 * in err and the instruction in *at. */
bool exec_prog_build(XProg *p, LLVMModuleRef m, LLVMValueRef fn, XEnv *env,
                     LLVMValueRef *at, char *err, int errlen);
void exec_prog_free(XProg *p);

/* The scalar lanes of a type (0 for void); -1 for one not modelled. */
int exec_prog_lanes(const XProg *p, LLVMTypeRef ty);
/* The lane kind of a scalar or a vector's element; false if not modelled. */
bool exec_prog_scalar(const XProg *p, LLVMTypeRef ty, XScalar *out);
/* The memory layout of a type: its leaves in lane order; -1 if not
 * modelled. */
int exec_prog_layout(XProg *p, LLVMTypeRef ty, XLeaf **out);

/* A mask of the low `bits` bits. */
static inline uint64_t exec_mask(int bits) {
  return bits >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << bits) - 1);
}

#endif
