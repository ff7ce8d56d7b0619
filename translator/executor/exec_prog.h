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

/* The most scalar lanes one value may have (a struct of vectors); the
 * interpreter's temporaries hold this many. */
#define EXEC_MAX_LANES 1024

/* The kind of one scalar lane. */
typedef enum { EXEC_INT, EXEC_F32, EXEC_F64, EXEC_PTR } ExecKind;

typedef struct {
  ExecKind kind;
  int bits;              /* integer or pointer width */
} ExecScalar;

/* One scalar of a value in memory: at offset, of `bytes` bytes. */
typedef struct {
  uint64_t offset;
  ExecScalar s;
  int bytes;
} ExecLeaf;

/* An operand: a register slot, or constant lanes. */
typedef struct {
  int slot;              /* -1 for a constant */
  uint64_t *k;
} ExecOp;

/* One GEP index: added as index * stride, or (a struct field) as offset. */
typedef struct {
  int64_t stride;        /* 0 for a struct field */
  uint64_t field_offset;
  int bits;              /* the index's width: it is sign-extended */
} ExecGepStep;

typedef struct {
  LLVMValueRef v;
  LLVMOpcode op;
  int slot, lanes;       /* the result's registers */
  ExecScalar s;             /* the result's lane kind */
  ExecScalar os;            /* operand 0's lane kind */
  int olanes;            /* operand 0's lanes */
  int nops;
  ExecOp *ops;
  int *targets;          /* successor blocks (br, switch), or a phi's
                            incoming blocks, one per operand */
  int ntargets;
  ExecGepStep *gep;         /* one per index after the first (GEP) */
  int64_t gep_first;     /* the first index's stride */
  int gep_first_bits;    /* and width */
  ExecLeaf *leaves;         /* load, store, atomics: the value's layout */
  int nleaves;
  uint64_t size;         /* bytes a load or store accesses; alloca size */
  int aux;               /* alloca: object id; call: built-in; cmp: predicate */
  int aux2;              /* call: the built-in's detail (exec_calls.h) */
  const char *callee;    /* calls: the callee's plain name */
  int extract;           /* extractvalue/insertvalue: first lane */
  bool skip;             /* computes only a specification's argument
                            (exec_specs.h): not executed */
} ExecInst;

typedef struct {
  int first, n;          /* its instructions: insts[first .. first + n) */
  int nphis;             /* the phis at its start */
} ExecBlock;

typedef struct {
  Arena arena;           /* everything below */
  ExecInst *insts;
  int ninsts;
  ExecBlock *blocks;
  int nblocks;
  int nregs;             /* register lanes per thread */
  int *arg_slot;         /* the kernel parameters' slots */
  int nargs;
  int *allocas;          /* object ids of the allocas */
  int nallocas;
  LLVMTargetDataRef td;
  int ptr_bits;
} ExecProg;

/* What compiling needs from the run: memory for globals and allocas, and
 * how calls are classified (exec_calls.h). */
typedef struct {
  ExecMem *mem;
  PtrMap *globals;       /* LLVMValueRef global -> (void *)(intptr_t) object id */
  bool is_cuda;          /* address space numbers are CUDA's, else OpenCL's */
  uint64_t extern_bytes; /* the size of an extern __shared__ array (sized at
                            launch, like a buffer) */
} ExecEnv;

/* Compiles fn; on a construct not modelled returns false with the message
 * in err and the instruction in *at. */
bool exec_prog_build(ExecProg *p, LLVMModuleRef m, LLVMValueRef fn, ExecEnv *env,
                     LLVMValueRef *at, char *err, int errlen);
void exec_prog_free(ExecProg *p);

/* The scalar lanes of a type (0 for void); -1 for one not modelled. */
int exec_prog_lanes(const ExecProg *p, LLVMTypeRef ty);
/* The lane kind of a scalar or a vector's element; false if not modelled. */
bool exec_prog_scalar(const ExecProg *p, LLVMTypeRef ty, ExecScalar *out);
/* The memory layout of a type: its leaves in lane order; -1 if not
 * modelled. */
int exec_prog_layout(ExecProg *p, LLVMTypeRef ty, ExecLeaf **out);

/* A mask of the low `bits` bits. */
static inline uint64_t exec_mask(int bits) {
  return bits >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << bits) - 1);
}

#endif
