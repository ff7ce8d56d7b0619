/* instrument_int: what the files of the instrument room share: the In
 * context of one instrumentation, the state kept per array, and the
 * functions one file calls in another. Each group of prototypes below is
 * one file's; instrument.c runs the steps in order. */
#ifndef TANDEM_INSTRUMENT_INT_H
#define TANDEM_INSTRUMENT_INT_H

#include "instrument.h"
#include "intervals.h"
#include "ranges.h"
#include "slots.h"

/* What the two-thread program keeps for one array. */
typedef struct {
  Var *map[2];     /* value maps per thread (one shared map when read-only) */
  Var *log[3];     /* per AccessKind: thread 1's log at the watched offset */
  Var *site[3];    /* per AccessKind: which access thread 1 logs */
  Var *wval;       /* value of thread 1's logged write (benign writes) */
  Var *rval;       /* value of thread 1's logged read (benign reads) */
  Var *pending[2]; /* per read/write log, for arrays async copies access: the
                      event of the logged copy access until it is waited
                      for, else 0; a barrier only clears a log at 0 */
  Var *watched;    /* the watched element offset */
  Expr *group_logged; /* thread 1's logged atomic is one of group scope
                         (its site is one of theirs), when the array is
                         in memory several groups reach; else NULL */
  bool checked;    /* thread 2's accesses are checked */
  bool counter;    /* an atomic counter (counters.h) */
  Vec draws;       /* counters: Draw*, the values its atomics returned */
  bool benign;     /* same-value writes are tolerated */
  bool benign_reads; /* so are reads and writes that agree on the value */
  /* Arrays that barrier invariants read: */
  Var *view;         /* the memory of thread 1's group: thread 1's map with
                        thread 2's writes when in the same group */
  Var *not_accessed; /* an element neither thread (of one group) accessed
                        since the last barrier, for the access checks */
} ArrState;

/* What instrumentation keeps for one kernel variable (In.vars, by Var.id). */
typedef struct {
  Var *copy[2];   /* per thread: its copy in the two-thread program (one
                     Var for both when uniform), made on first use */
  bool from_logs; /* computed from thread 1's access logs */
} InVar;

/* Where a kernel variable is defined (In.defs, by Var.id). */
typedef struct {
  int block;   /* its defining block; -1 none, -2 several */
  KStmt *stmt; /* its definition, when block >= 0 */
} InDef;

/* What the race checks know of one access site (In.sites, by site id):
 * the elements its accesses may cover, over the whole launch, and the
 * slot they share when each thread's are its own. */
typedef struct {
  const Array *array; /* NULL: no access has this site */
  AccessKind kind;
  bool mixed;         /* accesses of several arrays or kinds share it */
  Range elems;        /* first and last element index covered */
  Slot slot;          /* the index of every access of the site, as a slot */
  int count;          /* the most elements one of its accesses covers */
} SiteRange;

/* A value an atomic counter returned to one thread. */
typedef struct {
  Var *value, *index, *drawn;
  int thread;
} Draw;

typedef struct {
  Kernel *k;
  const Cfg *c;     /* k's control flow: dominators, loops */
  const InstrumentConfig *cfg;
  Program *o;       /* the two-thread program being built */
  Arena *a;         /* the arena of k and of o */
  Instrumented *out;
  ArrState *as;     /* per array id */
  Expr **pred[2];   /* per block, per thread */
  Var **acc[2];     /* per block: predicate contributions pushed to it */
  Block *init, *cur; /* the initialisations before the start; where
                        statements go now */
  Block *loop_entry; /* the block that enters the loop whose invariants
                        are being emitted */
  Expr *same_group;
  Expr *same_warp;  /* --warp-sync: the threads run in lockstep; or NULL */
  Expr *warp_mates; /* the threads are lanes of one hardware warp, when
                       the kernel has warp-level operations, or share an
                       OpenCL sub-group, when it has sub-group functions;
                       or NULL */
  PtrMap concrete;  /* launch-size Var -> its literal value, when given */
  InDef *defs;      /* per kernel var: where it is defined */
  PtrMap single_defs; /* Var* -> KStmt*: the variables defined once */
  SiteRange *sites; /* per access site id (in_find_site_ranges) */
  /* per array id: its barrier intervals, built when first asked (nsites
   * 0 until then) */
  Intervals *intervals;
  PtrMap counters;  /* Var* -> SlotCounter*: loop counters with known values */
  int *def_block;   /* per kernel var: the block of its one definition, or -1 */
  InVar *vars;      /* per kernel var: its copies and facts (in_var) */
  int nvars;
  Expr *enabled[2]; /* per thread: E_ENABLED in the statement being emitted */
  bool equality;    /* a barrier's fresh values are equal for two threads
                       of one group (not --adversarial-abstraction) */
  bool group_view;  /* E_MEM reads the group's view where kept (barrier
                       invariants asserted, loop invariants), not the
                       thread's own map */
  int nlabels, npreds; /* numbers for fresh block and variable names */
  Loc *errloc;      /* the first failure, for the caller */
  char *err;
  int errlen;
  bool failed;
} In;

/* threads.c: the two threads' copies of variables and expressions, and
 * the helpers every file emits with. */

/* Records the first failure: a construct this room cannot handle. */
void in_fail(In *in, Loc l, const char *msg);
/* What instrumentation keeps for kernel variable v; In.vars grows to
 * cover it. */
InVar *in_var(In *in, const Var *v);
/* Thread t's copy of v (one Var for both when v is uniform). */
Var *in_tv(In *in, Var *v, int t);
/* e as thread t computes it: its variables, memory and the forms of
 * annotations (the other thread, enabledness, logs) resolved. */
Expr *in_dual(In *in, Expr *e, int t);
/* Whether e speaks of the access logs, which only thread 1 keeps. */
bool in_uses_logs(const In *in, const Expr *e);
/* Which pairs of threads can race on arr: of one group for shared memory,
 * any two otherwise. */
Expr *in_race_scope(In *in, const Array *arr);
void in_emit(In *in, Stmt *s);
/* A fresh local prefix<n>, and a fresh block prefix<n>. */
Var *in_fresh(In *in, const char *prefix, BType *ty);
Block *in_new_block(In *in, const char *prefix);
/* Appends a Check and returns its number. */
int in_add_check(In *in, CheckKind kind, int thread, Loc loc);
/* assert e as the given check, unless e is literally true. */
void in_emit_assert(In *in, Expr *e, int check);

/* Emits statement s of block b under P: the block's predicates per
 * thread, with the statement's guard. Each KStmtKind has one
 * (statements.c). */
typedef void InStmtFn(In *in, KBlock *b, KStmt *s, Expr *P[2]);

/* accesses.c: reads, writes and atomics, with their logs, race checks and
 * bounds checks. */

/* idx + j, the index of an access's j-th element. */
Expr *in_elem_index(In *in, Expr *idx, int j);
/* count elements of map from idx, the lowest index in the lowest bits. */
Expr *in_read_value(In *in, Var *map, Expr *idx, int count);
void in_emit_read(In *in, KBlock *b, KStmt *s, Expr *P[2]);
void in_emit_write(In *in, KBlock *b, KStmt *s, Expr *P[2]);
void in_emit_atomic(In *in, KBlock *b, KStmt *s, Expr *P[2]);
/* What slots read of this launch (slots.h). */
SlotEnv in_slot_env(In *in);
/* In.sites, from the index ranges of the accesses (ranges.h) and their
 * slots (slots.h), once the parameters are pinned and the counters found. */
void in_find_site_ranges(In *in);
/* Whether some access of arr may meet a logged access of kind first (a
 * read or write) of another thread, so that the log is needed. */
bool in_log_may_conflict(In *in, const Array *arr, AccessKind first);

/* barriers.c: barriers and waits: the logs and memory a barrier resets,
 * and the barrier invariants it asserts and assumes. */

/* Why barrier invariants cannot read arr, or NULL. */
const char *in_binv_unreadable(const Array *arr);
void in_emit_barrier(In *in, KBlock *b, KStmt *s, Expr *P[2]);
void in_emit_wait(In *in, KBlock *b, KStmt *s, Expr *P[2]);

/* statements.c: one kernel statement under its block's predicates. */
void in_emit_kstmt(In *in, KBlock *b, KStmt *s);

/* predication.c: the predicate of each block per thread, from the edges
 * into it, and the emission of a region's blocks in order. */

/* 2 when b is divergent (a predicate per thread), else 1. */
int in_nthreads(const KBlock *b);
/* The accumulator that edges pushed into b for thread t collect in. */
Var *in_acc_var(In *in, KBlock *b, int t);
/* Sets b's predicates from the edges into it within region (as
 * variables when force_var). */
void in_compute_pred(In *in, KBlock *b, const Loop *region, bool force_var);
/* Emits the blocks of region (NULL: the kernel) from header, child loops
 * through in_emit_loop. */
void in_emit_region(In *in, Loop *region, int header);
/* The header of a loop whose body no thread runs twice, passed again by
 * the threads that took the back edge: its statements and its edges out
 * of the loop. The edges into the body are not taken (the caller proved
 * it): assumed so. */
void in_emit_leaving_header(In *in, Loop *loop);

/* loops.c: a loop as one head with its invariants, the user's and the
 * inferred ones, and the body run until no thread takes a back edge; a
 * loop that runs at most once as its body and its header again. */
void in_emit_loop(In *in, Loop *loop, Loop *region);
/* Per kernel variable: where it is defined (malloc). */
InDef *in_find_defs(const Kernel *k);
/* Fails unless every user invariant sits at a loop head. */
bool in_check_invariant_placement(In *in);
/* In.counters, the loop counters whose values slots may read (stepping
 * by a loop invariant in a loop with literal bounds), and In.def_block. */
void in_find_counters(In *in);

/* launch.c: the launch as axioms: sizes, ids, the two threads distinct,
 * same group and warp, and parameters pinned to literals. */
void in_axiom(In *in, Expr *e);
void in_launch_axioms(In *in);
void in_pin_parameters(In *in);

/* arrays.c: the state of each array, its initial contents, and its
 * release. */
void in_setup_arrays(In *in);
void in_init_arrays(In *in);
void in_free_arrays(In *in);

#endif
