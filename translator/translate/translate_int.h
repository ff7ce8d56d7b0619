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
 * + 1, 0 for null, FUNCTION_IDS + its place in the module for a function)
 * and a byte offset. */
#define FUNCTION_IDS 0x40000000u

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

/* Instructions whose values only an annotation evaluated elsewhere uses:
 * they stay expressions, and their loads read memory where it is
 * evaluated (GPUVerify's non-temporal loads), with no access. */
typedef enum {
  SPEC_NONE,
  SPEC_BARRIER_INV, /* evaluated at the barrier that follows */
  SPEC_LOOP_INV,    /* evaluated at the loop head it is written in */
} SpecPart;

typedef struct {
  Kernel *k;
  Program *p;
  Arena *a;
  LLVMModuleRef mod;
  LLVMTargetDataRef td;
  int ptr_bytes; /* a pointer in memory: 8 on nvptx64 and spir64, 4 on spir */
  LLVMValueRef fn;
  const TranslateConfig *cfg;
  PtrMap vals;           /* LLVMValueRef -> Val* */
  PtrMap arrays;         /* root pointer -> Array* */
  PtrMap blocks;         /* LLVMBasicBlockRef -> KBlock* */
  PtrMap defs;           /* Var* -> Expr*: definitions in the current block */
  PtrMap temps;          /* Var* -> Expr*: every definition of a temporary */
  Vec narrowed;          /* Var*: temporaries an index or a narrowed
                            operation read through their definition
                            (tr_index32, tr_narrowed_op) */
  Vec all_temps;         /* Var*: every temporary, in the order made */
  Vec in_memory;         /* Array*: arrays whose pointers may be held in memory */
  Vec ptr_fields;        /* PtrField*: pointers the host passes inside structs */
  Array *dynamic_shared; /* every extern __shared__ array, or NULL */
  Array *aliased;        /* --may-alias: the global memory parameters may
                            reach, or NULL */
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
  SpecPart spec;          /* the instruction is part of a barrier invariant
                            or of a loop invariant */
  PtrMap data;            /* LLVMValueRef -> itself: the operations on data
                            whose arithmetic is uninterpreted (data.c) */
} Tr;

/* What an atomic operation does besides updating its pointer argument. */
typedef enum {
  ATOMIC_UPDATE,  /* only that (atomic_OP, atomicOP, atomicrmw, ...) */
  ATOMIC_CMPXCHG, /* OpenCL 2.0's atomic_compare_exchange_*: also reads
                     *expected and, when the exchange fails, writes the
                     old value there (plain accesses) */
  ATOMIC_INIT,    /* OpenCL 2.0's atomic_init: a plain write, no update */
} AtomicForm;

/* An atomic operation: the width it updates and, when it only adds a
 * constant, that constant (KStmt.step). */
typedef struct {
  int bytes; /* 0: not an atomic */
  int64_t step;
  AtomicForm form;
  bool group_scope; /* atomic only with the threads of the caller's group
                       (CUDA's atomicOP_block, OpenCL's
                       memory_scope_work_group): KStmt.group_scope */
  const char *unmodelled; /* why its memory scope is not modelled, or
                             NULL (TrAtomicCall) */
} AtomicOp;

/* An OpenCL vector load or store (vloadN, vstoreN, vload_halfN, ...). */
typedef struct {
  bool store, half;
  int lanes;      /* N: 1 to 16 */
  int stride;     /* elements between offsets: N, or 4 for vloada_half3 */
  int elem_bytes; /* of one element in memory */
  unsigned ptr_arg;
} VectorAccess;

/* An OpenCL image read or write (read_image*, write_image*). */
typedef struct {
  bool write;
  int bytes;          /* of the pixel read or written */
  unsigned coord_arg; /* the coordinates' argument */
} ImageAccess;

/* One memory operation of an instruction, whatever array it reaches. */
typedef struct {
  KStmtKind kind; /* K_READ, K_WRITE or K_ATOMIC */
  int bytes;
  Expr *value;         /* K_WRITE: the bits written */
  Expr *ptr_id;        /* K_WRITE of a pointer: its array id */
  bool loads_pointer;  /* K_READ of a pointer: also its array id */
  int64_t step;        /* K_ATOMIC: as KStmt.step */
  bool group_scope;    /* K_ATOMIC: as KStmt.group_scope */
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

/* The indices of a GEP (or of a constant GEP expression), one at a time:
 * a struct field at a constant byte offset, or an index that steps over
 * objects of `bytes` each (the first over the source element type). */
typedef struct {
  LLVMValueRef index;
  bool field;    /* a struct field: bytes is its offset */
  int64_t bytes; /* the size of one step, or the field's offset */
} GepStep;

typedef struct {
  Tr *t;
  LLVMValueRef gep;
  LLVMTypeRef type; /* what the next index steps into */
  unsigned i, n;
} GepWalk;

/* A call being translated, with its callee's name as in the module and
 * demangled. */
typedef struct {
  LLVMValueRef call;
  const char *raw;
  const char *name;
} Call;

typedef bool (*CallFn)(Tr *t, const Call *c, Expr **out);

/* names.c */
const char *tr_source_path(Tr *t, const char *dir, unsigned dlen, const char *file,
                           unsigned flen);
Loc tr_inst_loc(Tr *t, LLVMValueRef inst);
/* Where the function holding inst (inlined) is called; line 0 if not. */
Loc tr_call_site(Tr *t, LLVMValueRef inst);
void tr_fail(Tr *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void tr_note_once(Tr *t, LLVMValueRef inst, const char *msg);
/* A kernel's name as in the source: with a template instance's arguments. */
const char *tr_demangle_kernel(Arena *a, const char *name);
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
unsigned tr_opcode(LLVMValueRef v);
Expr *tr_other(Tr *t, Expr *x);
Expr *tr_enabled(Tr *t);
Expr *tr_both_in_group(Tr *t);
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
/* bv_op(op, x, y), on 32 bits where x and y are zero extensions of 32-bit
 * values, looked at through their temporaries (bv_op_narrowed). */
Expr *tr_narrowed_op(Tr *t, BvOp op, Expr *x, Expr *y);
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
void tr_gep_walk(GepWalk *w, Tr *t, LLVMValueRef gep);
bool tr_gep_next(GepWalk *w, GepStep *s);
Expr *tr_pointer_icmp(Tr *t, LLVMIntPredicate pred, Val *x, Val *y);
Val *tr_offset_by(Tr *t, Val *p, int64_t bytes);
/* p moved by count pieces of bytes_each bytes (whole elements of its base). */
Val *tr_offset_scaled(Tr *t, Val *p, Expr *count, int64_t bytes_each);
bool tr_is_null(Val *p);

/* operations.c */
BvOp tr_int_binop_op(unsigned op);
const char *tr_float_binop_name(unsigned op);
unsigned tr_lanes_of(LLVMTypeRef ty);
Expr *tr_lanewise(Tr *t, unsigned lanes, unsigned op, Expr **x, int nx, LaneOp f);
Expr *tr_icmp(Tr *t, LLVMIntPredicate pred, Expr *x, Expr *y);

/* memory.c */
MemResult tr_on_array(Tr *t, const MemOp *op, Array *arr, Expr *index);
void tr_emit_null_check(Tr *t);
MemResult tr_mem_op(Tr *t, LLVMValueRef ptr, Val *p, const MemOp *op);
/* Whether call is an OpenCL image read or write, and which (images.c). */
bool tr_image_access_of(Tr *t, LLVMValueRef call, ImageAccess *a);
/* Whether call is an OpenCL vector load or store, and which. */
bool tr_vector_access_of(Tr *t, LLVMValueRef call, VectorAccess *v);
void tr_store(Tr *t, LLVMValueRef ptr, Expr *bits, int bytes, Expr *ptr_id);

/* atomics.c */
AtomicOp tr_atomic_of(Tr *t, LLVMValueRef inst);

/* builtins.c */
Expr *tr_linear_local_id(Tr *t);
Expr *tr_inline_asm(Tr *t, LLVMValueRef call);
bool tr_declared_by_user(Tr *t, const char *raw);
int tr_out_value_bytes(Tr *t, LLVMValueRef call);

/* int_builtins.c */
const char *tr_mangled_first_param(const char *raw);

/* annotations.c */
SpecPart tr_spec_part(LLVMValueRef v);

/* async.c */
typedef enum {
  ASYNC_NONE,
  ASYNC_COPY,         /* async_work_group_copy */
  ASYNC_STRIDED_COPY, /* async_work_group_strided_copy */
  ASYNC_WAIT_EVENTS,  /* wait_group_events */
  ASYNC_BLOCK_COPY,   /* a CUDA thread block's cg::memcpy_async */
  ASYNC_BLOCK_WAIT,   /* a CUDA thread block's cg::wait */
} AsyncKind;
AsyncKind tr_async_kind(Tr *t, LLVMValueRef call);
int tr_async_element_bytes(Tr *t, LLVMValueRef call);
bool tr_is_event(Tr *t, LLVMValueRef v, int depth);
Expr *tr_event_value(Tr *t, Val *v);

/* barriers.c */
/* A barrier of another scope than a group's, or NULL (refused). */
KStmt *tr_emit_barrier(Tr *t);

/* warps.c: the threads that a warp-level operation (CUDA) or a sub-group
 * function (OpenCL, subgroups.c) combines. */
typedef struct {
  Expr *lane; /* the calling thread's lane, or its sub-group local id */
  Expr *same; /* the two threads are lanes of one warp, or work-items of
                 one sub-group */
} Lanes;
/* The other thread runs this operation as one of the caller's lanes that
 * mask names (NULL: any lane, as in a sub-group). */
Expr *tr_lanes_partner(Tr *t, const Lanes *l, Expr *mask);
/* A fresh result of type ty, the same for both threads when they run one
 * instance of the operation (partners with one mask). */
Expr *tr_lanes_result(Tr *t, const Lanes *l, Expr *mask, BType *ty);

/* calls.c */

/* Call handlers, in the files of what they translate (calls.c tries
 * them in turn): each translates the call into *out and returns true, or
 * returns false when the call is not of its kind. */
bool tr_call_work_item(Tr *t, const Call *c, Expr **out); /* builtins.c */
bool tr_call_function(Tr *t, const Call *c, Expr **out);
bool tr_call_printf(Tr *t, const Call *c, Expr **out);
bool tr_call_barrier(Tr *t, const Call *c, Expr **out);       /* barriers.c */
bool tr_call_warp(Tr *t, const Call *c, Expr **out);          /* warps.c */
bool tr_call_sub_group(Tr *t, const Call *c, Expr **out);     /* subgroups.c */
bool tr_call_atomic(Tr *t, const Call *c, Expr **out);        /* atomics.c */
bool tr_call_annotation(Tr *t, const Call *c, Expr **out);    /* annotations.c */
/* Whether callee is an annotation that states a property to prove (an
 * assertion, a postcondition, a loop or barrier invariant), not one that
 * assumes or names something. */
bool tr_annotation_is_property(const char *callee); /* annotations.c */
bool tr_call_async(Tr *t, const Call *c, Expr **out);         /* async.c */
bool tr_call_mem_intrinsic(Tr *t, const Call *c, Expr **out); /* memory.c */
bool tr_call_vector_memory(Tr *t, const Call *c, Expr **out); /* memory.c */
bool tr_call_image(Tr *t, const Call *c, Expr **out);         /* images.c */
bool tr_call_int_op(Tr *t, const Call *c, Expr **out);        /* int_builtins.c */
bool tr_call_shuffle(Tr *t, const Call *c, Expr **out);       /* operations.c */
bool tr_call_fabs(Tr *t, const Call *c, Expr **out);

/* data.c */
/* Finds the function's operations on data (t->data). */
void tr_find_data(Tr *t);
/* Whether instruction i computes data from data, uninterpreted. */
bool tr_is_data_op(Tr *t, LLVMValueRef i);

/* instructions.c */
Val *tr_inst(Tr *t, LLVMValueRef i);

/* Instruction handlers, one per opcode (or family), in the files of
 * what they translate: */
Val *tr_inst_binary(Tr *t, LLVMValueRef i); /* operations.c */
Val *tr_inst_fneg(Tr *t, LLVMValueRef i);
Val *tr_inst_icmp(Tr *t, LLVMValueRef i);
Val *tr_inst_fcmp(Tr *t, LLVMValueRef i);
Val *tr_inst_select(Tr *t, LLVMValueRef i);
Val *tr_inst_cast(Tr *t, LLVMValueRef i);
Val *tr_inst_lane(Tr *t, LLVMValueRef i);
Val *tr_inst_shufflevector(Tr *t, LLVMValueRef i);
Val *tr_inst_bitcast(Tr *t, LLVMValueRef i); /* addresses.c */
Val *tr_inst_ptrtoint(Tr *t, LLVMValueRef i);
Val *tr_inst_inttoptr(Tr *t, LLVMValueRef i);
Val *tr_inst_load(Tr *t, LLVMValueRef i); /* memory.c */
Val *tr_inst_store(Tr *t, LLVMValueRef i);
Val *tr_inst_atomicrmw(Tr *t, LLVMValueRef i); /* atomics.c */
Val *tr_inst_call(Tr *t, LLVMValueRef i);      /* calls.c */

/* blocks.c */
void tr_terminator(Tr *t, LLVMBasicBlockRef bb, LLVMValueRef term);
void tr_assume_phi_targets(Tr *t, LLVMValueRef phi);

/* kernel_args.c */
void tr_init_pointer_fields(Tr *t);
void tr_assume_kernel_args(Tr *t);

#endif
