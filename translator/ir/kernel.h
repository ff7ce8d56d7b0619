/* kernel: the single-thread program that translation produces from LLVM IR
 * and instrumentation consumes: a control-flow graph of blocks whose
 * statements read and write named arrays, meet barriers and check
 * annotations. Expressions and variables are Boogie IR (bpl.h), owned by
 * the kernel's Program. */
#ifndef TANDEM_KERNEL_H
#define TANDEM_KERNEL_H

#include "bpl.h"

/* The kinds of memory access; atomics race with reads and writes but not
 * with each other. */
typedef enum { ACC_READ, ACC_WRITE, ACC_ATOMIC } AccessKind;

typedef enum { SPACE_GLOBAL, SPACE_SHARED, SPACE_CONSTANT, SPACE_PRIVATE } MemSpace;

/* A source position; file is the kernel's main file unless the code came
 * from a header. Code inlined from a function has the call it came
 * through as its caller, and so on out to the kernel. */
typedef struct Loc {
  const char *file;
  int line, col;
  const struct Loc *caller; /* NULL in the kernel's own code */
} Loc;

/* One memory object: a Boogie map indexed by element. */
typedef struct Array {
  const char *name;       /* source name, for diagnostics */
  const char *bname;      /* Boogie-safe identifier */
  MemSpace space;
  int elem_bytes;         /* Boogie element size: every access is a multiple */
  /* Source shape, for diagnostics: the byte size of one step of each
   * index, outermost first (int L[4][5] has steps 20, 4). */
  int step_bytes[6];
  int nsteps;
  int64_t size_bytes;     /* the object's size when known, else 0 */
  const uint8_t *init;    /* its size_bytes bytes when fixed for the whole
                             launch (an OpenCL __constant initializer) */
  bool read, written;     /* accessed that way anywhere in the kernel */
  bool atomic;            /* accessed by an atomic operation */
  bool group_atomic;      /* by one of group scope too (KStmt.group_scope) */
  bool is_param;          /* a kernel pointer parameter */
  bool restrict_param;    /* declared restrict: its user vouches that no
                             other parameter points into it */
  bool adversarial;       /* reads give any value (adversarial abstraction) */
  bool annotated;         /* an annotation asks about its access logs */
  bool unchecked;         /* --check-arrays leaves it out of race checks */
  bool in_binv;           /* a barrier invariant reads it */
  bool in_invariant;      /* a loop invariant reads it */
  bool events;            /* private memory holding OpenCL event_t values */
  struct Array *ptr_ids;  /* private memory that holds pointers: the array
                             ids of those pointers, by element index */
  int id;                 /* index in Kernel.arrays; a pointer's run-time
                             array id is id + 1 (0 is null) */
} Array;

typedef enum {
  K_ASSIGN,   /* lhs := e */
  K_HAVOC,    /* havoc lhs */
  K_READ,     /* lhs := array[index .. index+count) */
  K_WRITE,    /* array[index .. index+count) := e */
  K_ATOMIC,   /* lhs := old array[index .. index+count), updated atomically */
  K_BARRIER,  /* fence: bit 0 shared, bit 1 global (or e, at run time);
                 scope: which threads it orders */
  K_ASSERT,   /* check e (kind says which annotation) */
  K_ASSUME,
  K_WAIT,     /* wait_group_events for event e: thread 1's async copy
                 accesses with that event are complete */
} KStmtKind;

/* Threads per warp on every CUDA device. */
enum { WARP_SIZE = 32 };

/* Which threads a barrier orders: a group's (__syncthreads, barrier), the
 * grid's (cooperative groups' grid sync), lanes of one warp that name
 * each other in their masks (__syncwarp), or the work-items of one
 * OpenCL sub-group (sub_group_barrier; with no fence, the point where a
 * sub-group function's work-items meet). */
typedef enum {
  SCOPE_GROUP,
  SCOPE_GRID,
  SCOPE_WARP,
  SCOPE_SUB_GROUP,
} BarrierScope;

typedef enum {
  A_ASSERT,        /* __assert / __global_assert */
  A_INVARIANT,     /* __invariant at a loop head */
  A_ENSURES,       /* __ensures, checked at kernel exit */
  A_REQUIRES_CALL, /* __requires of an inlined callee, checked at the call */
  A_UNREACHABLE,   /* code LLVM found to have undefined behaviour */
  A_NULL,          /* an access through the null pointer */
  A_GROUP_UNIFORM, /* an async copy or wait reached, or called with
                      arguments, that differ within a work group */
} AssertKind;

/* A barrier invariant (__barrier_invariant_N, __barrier_invariant_binary_N),
 * kept by the barrier that follows it: asserted there for the threads of
 * the group (pairs of them when binary) and assumed after it for each
 * instantiation, the local id x replaced by the instantiation expression. */
typedef struct {
  Expr *e;           /* over the local id x, E_MEM and, when binary, E_OTHER */
  Expr **insts;      /* the instantiation expressions; pairs when binary */
  int ninsts;
  bool binary;
  Loc loc;
} BarrierInv;

typedef struct KStmt {
  KStmtKind kind;
  Var *lhs;
  Expr *e;           /* rhs, written value, condition, or a barrier's fence
                        flags when only known at run time */
  Array *array;
  Expr *index;       /* element index, bv32 */
  int count;         /* elements covered by the access */
  int fence;
  AssertKind akind;
  bool global;       /* __global_assert/__global_requires: for every thread */
  bool candidate;    /* A_INVARIANT: Houdini keeps it if it holds, else drops it */
  Loc loc;
  Loc call;          /* A_REQUIRES_CALL: the call whose precondition it is */
  int site;          /* access site id (for the race witness), or -1 */
  int64_t step;      /* K_ATOMIC: the constant it adds when it only adds
                        one (atomic_inc, atomicAdd(p, 1)), else 0 */
  bool group_scope;  /* K_ATOMIC: atomic only with the threads of its
                        group (CUDA's block scope, OpenCL's work-group
                        scope); with another group's access to the element
                        it is a plain read-modify-write */
  BarrierInv **binvs; /* K_BARRIER: the barrier invariants written before it */
  BarrierScope scope; /* K_BARRIER */
  Expr *lanes;       /* SCOPE_WARP: the two threads are lanes of one warp,
                        each in the other's mask; SCOPE_SUB_GROUP: they
                        share a sub-group */
  int nbinvs;
  Expr *guard;       /* K_READ/K_WRITE of an async copy: made only when true
                        (this thread is the one copying the element) */
  Expr *event;       /* K_READ/K_WRITE of an async copy: its event, which
                        keeps the access pending until waited for */
} KStmt;

typedef struct KBlock {
  int id;
  Vec stmts;         /* KStmt* */
  /* Terminator: 0 succs = return; 1 = goto; 2 = branch on cond. */
  struct KBlock *succ[2];
  int nsucc;
  Expr *cond;        /* true goes to succ[0] */
  Vec invariants;    /* KStmt* (A_INVARIANT) evaluated at this loop head */
  /* Analysis results: */
  bool divergent;    /* the two threads may disagree on executing it */
  Vec preds;         /* KBlock* */
} KBlock;

/* An assumption translation made about code Tandem cannot see, reported
 * to the user with the verdict. */
typedef struct {
  Loc loc;
  const char *msg;
} Note;

/* What translation and the analyses of the single-thread kernel know of
 * one variable (Kernel.var_facts, by Var.id). */
typedef struct {
  bool nonuniform; /* differs between the two threads */
  bool multi_def;  /* assigned at more than one place */
  bool loaded;     /* holds a value read from memory */
  bool bounded;    /* narrowed (narrowing.h): every value assigned to it
                      lies in [lo, hi], read as signed */
  int64_t lo, hi;
} VarFacts;

/* The thread-identity builtins, each a Var of the kernel. The sub-group
 * ones are made when the kernel first asks for one (subgroups.c), all
 * together; NULL in a kernel without sub-group functions. */
typedef struct {
  Var *local_id[3], *group_id[3], *group_size[3], *num_groups[3];
  Var *global_offset[3];
  Var *sub_group_id, *sub_group_local_id, *sub_group_size; /* per thread */
  Var *num_sub_groups;     /* per group */
  Var *max_sub_group_size; /* for the launch */
} Builtins;

/* What a report says of a scalar parameter. */
typedef struct {
  const char *name; /* as in the source */
  bool is_float;    /* a floating-point value: its bits print as a number */
} ParamInfo;

typedef struct Kernel {
  const char *name;         /* source name */
  const char *ident;        /* the name as an identifier (kernel_file_name) */
  Program *prog;            /* owns vars, exprs and declarations */
  Vec blocks;               /* KBlock*, entry first */
  Vec arrays;               /* Array* */
  Vec params;               /* Var* of scalar parameters (consts) */
  Vec param_info;           /* ParamInfo*, by parameter */
  Vec requires;             /* Expr*: assumed for both threads at entry */
  Vec ensures;              /* KStmt*: checked at exit */
  Vec function_wide;        /* KStmt* (A_INVARIANT): at every loop head */
  Vec sites;                /* Loc*: access sites by id */
  Vec notes;                /* Note*, in source order */
  VarFacts *var_facts;      /* by Var.id, grown on demand (kernel_var_facts) */
  int nvar_facts;
  Builtins b;
  int work_dims;            /* highest dimension the launch uses (1..3) */
  int nbinvs;               /* barrier invariants, over all barriers */
  bool is_cuda;
  int ptr_bytes;            /* a pointer's size: addresses wrap at 2^(8 *
                               ptr_bytes) bytes (4 on spir); 0 unknown */
  bool warp_ops;            /* calls warp-level operations (__shfl_sync,
                               __syncwarp, votes, ...) */
  bool modular;             /* a device function checked alone: its
                               arguments may differ between the threads */
  bool narrowed;            /* narrowing (narrowing.h) has run: the first
                               instrumentation runs it, for every program
                               made from the kernel */
} Kernel;

KBlock *kblock_new(Kernel *k);
KStmt *kstmt_new(Kernel *k, KBlock *b, KStmtKind kind);
/* v's facts, to set them: the table grows to cover v. */
VarFacts *kernel_var_facts(Kernel *k, const Var *v);
/* v's facts, to read them: all false when none was set. */
VarFacts kernel_var_facts_of(const Kernel *k, const Var *v);
/* The bit of a barrier's fence flags (KStmt.fence) that covers arr, or 0. */
int kernel_fence_bit(const Array *arr);
void kernel_free(Kernel *k);

#endif
