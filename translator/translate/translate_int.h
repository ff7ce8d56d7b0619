/* translate_int.h: what the files of translate/ share: the translation
 * context (Tr), translated values (Val), memory operations, and the
 * functions one file of the room calls in another (prefix tr_). */
#ifndef TANDEM_TRANSLATE_INT_H
#define TANDEM_TRANSLATE_INT_H

#include <ctype.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/Target.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend.h"
#include "pointers.h"
#include "translate.h"

/* A translated LLVM value: a scalar expression, or a pointer. A pointer
 * with one known object is that array and an element offset into it; any
 * other pointer is dynamic: an array id known at run time (the array's id
 * + 1, 0 for null) and a byte offset. */
typedef struct {
  Expr *e;
  Array *base;
  Expr *offset; /* elements of base, or bytes when id is set */
  Expr *id;     /* a dynamic pointer's array id */
} Val;

/* A pointer field of a struct passed to the kernel by value: the host's
 * pointer, modelled as a kernel pointer parameter of its own. */
typedef struct {
  Array *holder;  /* the by-value struct */
  int64_t offset; /* the field's byte offset */
  Array *target;
} PtrField;

typedef struct {
  Kernel *k;
  Program *p;
  Arena *a;
  LLVMModuleRef mod;
  LLVMTargetDataRef td;
  LLVMValueRef fn;
  const TranslateConfig *cfg;
  PtrMap vals;    /* LLVMValueRef -> Val* */
  PtrMap arrays;  /* root pointer -> Array* */
  PtrMap blocks;  /* LLVMBasicBlockRef -> KBlock* */
  PtrMap defs;    /* Var* -> Expr*: definitions in the current block */
  PtrMap temps;   /* Var* -> Expr*: every definition of a temporary */
  Vec in_memory;  /* Array*: arrays whose pointers may be held in memory */
  Vec ptr_fields; /* PtrField*: pointers the host passes inside structs */
  KBlock *cur;
  LLVMValueRef inst;
  Loc *errloc;
  char *err;
  int errlen;
  bool failed;
  int ntemps;
  const char *cwd;        /* the directory Tandem (and so clang) runs in */
  Vec binvs;              /* BarrierInv* written since the last barrier */
  LLVMValueRef binv_call; /* the last of them, for an error's location */
  bool in_binv;           /* the instruction is part of a barrier invariant */
} Tr;

/* An atomic read-modify-write: the width it updates and, when it only adds
 * a constant, that constant (KStmt.step). */
typedef struct {
  int bytes; /* 0: not an atomic */
  int64_t step;
} AtomicOp;

/* One memory operation of an instruction, whatever array it reaches. */
typedef struct {
  KStmtKind kind; /* K_READ, K_WRITE or K_ATOMIC */
  int bytes;
  Expr *value;         /* K_WRITE: the bits written */
  Expr *ptr_id;        /* K_WRITE of a pointer: its array id */
  bool loads_pointer;  /* K_READ of a pointer: also its array id */
  int64_t step;        /* K_ATOMIC: as KStmt.step */
  Expr *guard, *event; /* an async copy's access: as KStmt.guard and .event */
} MemOp;

typedef struct {
  Expr *value; /* the bits read (K_READ) or the old value (K_ATOMIC) */
  Expr *id;    /* loads_pointer: the pointer's array id */
} MemResult;

/* Applies a scalar operation to up to three operands lane by lane;
 * vectors are bit-vectors whose lane i occupies bits [i*lw, (i+1)*lw). An
 * operand one lane wide (a scalar) takes part in every lane. */
typedef Expr *(*LaneOp)(Tr *t, unsigned op, Expr **x, int lw);

/* names.c */
const char *tr_source_path(Tr *t, const char *dir, unsigned dlen, const char *file,
                           unsigned flen);
Loc tr_inst_loc(Tr *t, LLVMValueRef inst);
void tr_fail(Tr *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
const char *tr_demangle(Arena *a, const char *name);
const char *tr_value_name(LLVMValueRef v);
const char *tr_sanitize(Arena *a, const char *prefix, const char *name, int id);
const char *tr_callee_name(LLVMValueRef call);

/* arrays.c */
LLVMTypeRef tr_byval_type(Tr *t, LLVMValueRef param);
MemSpace tr_space_of_address_space(Tr *t, unsigned as);
MemSpace tr_space_of(Tr *t, LLVMValueRef root);
void tr_candidates(Tr *t, LLVMValueRef ptr, bool create, Vec *out);
bool tr_holds_events(Tr *t, LLVMValueRef ptr);
bool tr_is_memset(LLVMValueRef call);
int tr_mem_intrinsic_unit(LLVMValueRef call);
bool tr_is_pointer(LLVMValueRef v);
void tr_collect_arrays(Tr *t);
void tr_fixed_initializers(Tr *t, bool is_cuda);

/* values.c */
int tr_store_size(Tr *t, LLVMTypeRef ty);
BType *tr_type_of(Tr *t, LLVMTypeRef ty);
Var *tr_new_temp(Tr *t, BType *ty);
KStmt *tr_emit(Tr *t, KStmtKind kind);
Expr *tr_materialize(Tr *t, Expr *e);
Val *tr_val_new(Tr *t, Expr *e);
Expr *tr_havoc_value(Tr *t, BType *ty);
uint64_t tr_float_bits(LLVMValueRef c, int width);
Val *tr_get_val(Tr *t, LLVMValueRef v);
Expr *tr_arg_expr(Tr *t, LLVMValueRef call, unsigned i);
Expr *tr_index32(Tr *t, Expr *e);
Expr *tr_scale(Tr *t, Expr *idx, int64_t k);
Expr *tr_add32(Tr *t, Expr *x, Expr *y);
Expr *tr_to_bv(Tr *t, Expr *e, int width);
Expr *tr_resize(Tr *t, Expr *x, int width);
Var *tr_result_var(Tr *t, int bits);
void tr_assign(Tr *t, Var *v, Expr *e);
void tr_goto_block(KBlock *from, KBlock *to);
void tr_bind(Tr *t, LLVMValueRef i, Val *v);

/* addresses.c */
Val *tr_dynamic_pointer(Tr *t, Expr *id, Expr *offset);
bool tr_is_pointer_val(Val *v);
Val *tr_as_dynamic(Tr *t, Val *p);
Expr *tr_pointer_bits(Tr *t, Val *p);
Val *tr_pointer_from_bits(Tr *t, Expr *id, Expr *bits);
Val *tr_unknown_pointer(Tr *t);
Val *tr_gep(Tr *t, LLVMValueRef gep);
Expr *tr_pointer_icmp(Tr *t, LLVMIntPredicate pred, Val *x, Val *y);
Val *tr_offset_by(Tr *t, Val *p, int64_t bytes);
bool tr_is_null(Val *p);

/* operations.c */
BvOp tr_int_binop_op(unsigned op);
const char *tr_float_binop_name(unsigned op);
unsigned tr_lanes_of(LLVMTypeRef ty);
Expr *tr_lanewise(Tr *t, unsigned lanes, unsigned op, Expr **x, int nx, LaneOp f);
Expr *tr_int_lane(Tr *t, unsigned op, Expr **a, int lw);
Expr *tr_float_lane(Tr *t, unsigned op, Expr **a, int lw);
Expr *tr_icmp(Tr *t, LLVMIntPredicate pred, Expr *x, Expr *y);
Expr *tr_cast(Tr *t, LLVMValueRef inst, unsigned op);
Expr *tr_shuffle(Tr *t, LLVMValueRef call);

/* memory.c */
MemResult tr_on_array(Tr *t, const MemOp *op, Array *arr, Expr *index);
void tr_emit_null_check(Tr *t);
MemResult tr_mem_op(Tr *t, LLVMValueRef ptr, Val *p, const MemOp *op);
Expr *tr_load(Tr *t, LLVMValueRef ptr, int bytes);
void tr_store(Tr *t, LLVMValueRef ptr, Expr *bits, int bytes, Expr *ptr_id);
Expr *tr_binv_read(Tr *t, LLVMValueRef ptr, int bytes);
Val *tr_load_pointer(Tr *t, LLVMValueRef ptr);
void tr_mem_intrinsic(Tr *t, LLVMValueRef call);

/* atomics.c */
AtomicOp tr_atomic_op(Tr *t, LLVMValueRef inst, const char *name);
AtomicOp tr_atomic_of(Tr *t, LLVMValueRef inst);
Expr *tr_atomic(Tr *t, LLVMValueRef inst, AtomicOp op);

/* builtins.c */
Expr *tr_opencl_builtin(Tr *t, const char *name, LLVMValueRef call);
Expr *tr_cuda_builtin(Tr *t, const char *name);
bool tr_declared_by_user(Tr *t, const char *raw);
int tr_out_value_bytes(Tr *t, LLVMValueRef call);
bool tr_is_pure_function(const char *name);
Expr *tr_uninterpreted_call(Tr *t, LLVMValueRef call, const char *fname, int out_bytes);
Expr *tr_bodiless_call(Tr *t, LLVMValueRef call, const char *name);

/* int_builtins.c */
const char *tr_mangled_first_param(const char *raw);
int tr_int_op_of(Tr *t, const char *raw, const char *name);
Expr *tr_int_op(Tr *t, LLVMValueRef call, int op);

/* annotations.c */
Expr *tr_annotation(Tr *t, const char *name, LLVMValueRef call, bool *handled);
bool tr_only_in_binv(LLVMValueRef v, int depth);

/* async.c */
int tr_first_pointee_bytes(const char *raw);
int tr_async_kind(Tr *t, LLVMValueRef call);
bool tr_is_event(Tr *t, LLVMValueRef v, int depth);
Expr *tr_event_value(Tr *t, Val *v);
Expr *tr_async_copy(Tr *t, LLVMValueRef call, bool strided);
void tr_wait(Tr *t, LLVMValueRef call);

/* calls.c */
Expr *tr_call(Tr *t, LLVMValueRef call);

/* instructions.c */
Val *tr_inst(Tr *t, LLVMValueRef i);

/* blocks.c */
void tr_terminator(Tr *t, LLVMBasicBlockRef bb, LLVMValueRef term);
void tr_assume_phi_targets(Tr *t, LLVMValueRef phi);

/* kernel_args.c */
void tr_init_pointer_fields(Tr *t);
void tr_assume_kernel_args(Tr *t);

#endif
