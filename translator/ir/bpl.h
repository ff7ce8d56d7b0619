/* bpl: Tandem's in-memory Boogie IR: types, variables, expressions,
 * statements, blocks and the program. Every node lives in the program's
 * arena. Expressions may also hold kernel-level forms (the other thread's
 * value, the current predicate, access logs) that instrumentation resolves
 * before printing. */
#ifndef TANDEM_BPL_H
#define TANDEM_BPL_H

#include "util.h"

typedef enum { TY_BOOL, TY_INT, TY_BV, TY_MAP } TypeKind;

typedef struct BType {
  TypeKind kind;
  int width;               /* TY_BV */
  struct BType *key, *val; /* TY_MAP */
} BType;

typedef enum { VAR_LOCAL, VAR_CONST } VarKind;

typedef struct Var {
  const char *name;
  BType *type;
  VarKind kind;
  const char *attrs;   /* printed verbatim before the name, or NULL */
  int id;              /* index in Program.vars: the stages keep what they
                          know of a variable in tables by id (the Kernel's
                          VarFacts, instrumentation's InVar) */
} Var;

/* Bit-vector operations with their SMT-LIB meaning. An expression made by
 * bv_op and its siblings records its operation, so that analyses match on
 * the operation, never on a printed name. */
typedef enum {
  BV_NONE,                     /* not a bit-vector operation */
  BV_ADD, BV_SUB, BV_MUL, BV_UDIV, BV_SDIV, BV_UREM, BV_SREM,
  BV_SHL, BV_LSHR, BV_ASHR, BV_AND, BV_OR, BV_XOR,
  BV_ULT, BV_ULE, BV_UGT, BV_UGE, BV_SLT, BV_SLE, BV_SGT, BV_SGE, /* predicates */
  BV_ZEXT, BV_SEXT,            /* widening to the expression's width */
  BV_EXTRACT,                  /* bits [lit, lit + width) of args[0] */
  BV_CONCAT,                   /* args[0] ++ args[1] */
} BvOp;

typedef enum {
  E_VAR,
  E_BOOL,    /* lit: 0 or 1 */
  E_BV,      /* lit, type width */
  E_INT,     /* lit */
  E_NOT,
  E_AND,
  E_OR,
  E_IMPLIES,
  E_IFF,
  E_EQ,
  E_NE,
  E_FN,      /* fn(args); op says which bit-vector operation it is */
  E_SELECT,  /* args[0][args[1]] */
  E_STORE,   /* args[0][args[1] := args[2]] */
  E_ITE,     /* if args[0] then args[1] else args[2] */
  /* Kernel-level forms, resolved by instrumentation: */
  E_OTHER,      /* args[0] evaluated in the other thread */
  E_ENABLED,    /* this thread executes the current statement */
  E_SAME_GROUP, /* the two threads are in the same group */
  E_LOG,        /* the access log of array (lit: 0 read, 1 write) is set */
  E_LOG_OFFSET, /* byte offset recorded in that log */
  E_MEM,        /* array's lit elements from element args[0], read by a
                   barrier invariant (not an access of the kernel) */
} ExprKind;

struct Array;

typedef struct Expr {
  ExprKind kind;
  BType *type;
  Var *var;
  uint64_t lit;
  BvOp op;
  const char *fn;
  struct Expr **args;
  int nargs;
  struct Array *array;
} Expr;

typedef enum { S_ASSIGN, S_HAVOC, S_ASSUME, S_ASSERT, S_COMMENT } StmtKind;

typedef struct Stmt {
  StmtKind kind;
  Var *lhs;            /* S_ASSIGN, S_HAVOC */
  Expr *index;         /* S_ASSIGN to lhs[index] when non-NULL */
  Expr *e;             /* rhs or condition */
  const char *attrs;   /* S_ASSERT/S_ASSUME attributes, or comment text */
  int check;           /* S_ASSERT: index in the check table, or -1 */
  bool check_only;     /* S_ASSERT: not assumed after it ({:subsumption 0}),
                          a probe whose failure is no defect; left out
                          where checks are assumed */
} Stmt;

typedef struct Block {
  const char *label;
  Vec stmts;           /* Stmt* */
  Vec succs;           /* Block*; empty means return */
} Block;

/* A declared function: a bit-vector builtin (op is not BV_NONE; printed
 * with its SMT-LIB name as {:bvbuiltin}) or an uninterpreted function. */
typedef struct Func {
  const char *name;
  BvOp op;
  BType **params;
  int nparams;
  BType *ret;
} Func;

typedef struct Program {
  Arena *arena;
  Vec vars;            /* every Var, globals and locals */
  Vec funcs;           /* Func* */
  Vec axioms;          /* Expr* */
  Vec blocks;          /* the single procedure's body, entry first */
  const char *proc_name;
  Vec candidates;      /* Var*: Houdini's existential constants, by number */
} Program;

/* Types (interned per program is unnecessary: compared structurally). */
BType *ty_bool(Arena *a);
BType *ty_int(Arena *a);
BType *ty_bv(Arena *a, int width);
BType *ty_map(Arena *a, BType *key, BType *val);
bool ty_eq(const BType *x, const BType *y);

Var *var_new(Program *p, const char *name, BType *type, VarKind kind);

Expr *e_var(Arena *a, Var *v);
Expr *e_bool(Arena *a, bool b);
Expr *e_bv(Arena *a, uint64_t value, int width);
Expr *e_int(Arena *a, int64_t value);
Expr *e_not(Arena *a, Expr *x);
Expr *e_bin(Arena *a, ExprKind k, Expr *x, Expr *y); /* bool-valued kinds */
Expr *e_and(Arena *a, Expr *x, Expr *y);
Expr *e_or(Arena *a, Expr *x, Expr *y);
Expr *e_implies(Arena *a, Expr *x, Expr *y);
Expr *e_eq(Arena *a, Expr *x, Expr *y);
Expr *e_ite(Arena *a, Expr *c, Expr *x, Expr *y);
Expr *e_select(Arena *a, Expr *map, Expr *index);
Expr *e_store(Arena *a, Expr *map, Expr *index, Expr *value);
Expr *e_fn(Arena *a, const char *fn, BType *type, int nargs, Expr **args);
Expr *e_fn1(Arena *a, const char *fn, BType *type, Expr *x);
Expr *e_fn2(Arena *a, const char *fn, BType *type, Expr *x, Expr *y);
Expr *e_new(Arena *a, ExprKind k, BType *type, int nargs);
bool e_is_true(const Expr *e);
/* A copy of e whose arguments are f(ctx, argument); NULL as soon as f
 * gives NULL for one of them. */
Expr *e_map_args(Arena *a, const Expr *e, Expr *(*f)(void *ctx, Expr *arg),
                 void *ctx);
bool e_is_false(const Expr *e);

/* A comparison op with its operands swapped (a op b == b swapped a) or
 * negated (!(a op b) == a negated b); BV_NONE for anything else. */
BvOp bv_comparison(BvOp op, bool negate);

/* A binary bit-vector operation (BV_ADD .. BV_SGE); the function is
 * declared in the program on first use. */
Expr *bv_op(Program *p, BvOp op, Expr *x, Expr *y);
/* op on 64-bit zero extensions of 32-bit values (or literals that fit),
 * computed on 32 bits where that gives the same value; NULL otherwise.
 * bv_op does this itself for operands that are extensions. */
Expr *bv_op_narrowed(Program *p, BvOp op, Expr *x, Expr *y);
/* x when e is x / 2^k rounded towards zero as bv_op writes signed
 * division by a power of two (shifts, no divider), with *k set; NULL. */
Expr *bv_sdiv_pow2_dividend(const Expr *e, int *k);
/* Whether op is a comparison (its value is a bool). */
bool bv_op_is_predicate(BvOp op);
/* "ADD" for BV_ADD: the suffix of its printed function name. */
const char *bv_op_name(BvOp op);
Expr *bv_zext(Program *p, Expr *x, int to);
Expr *bv_sext(Program *p, Expr *x, int to);
Expr *bv_extract(Program *p, Expr *x, int hi, int lo); /* bits [hi, lo) */
Expr *bv_concat(Program *p, Expr *hi, Expr *lo);
/* e rebuilt by the folding constructors once its arguments changed
 * (became literals): operations on literals computed, a conditional or
 * connective with a literal operand decided, a divisor that is now a power
 * of two rewritten, an operation on zero extensions narrowed
 * (bv_op_narrowed); else e itself. */
Expr *bv_fold(Program *p, Expr *e);
/* An uninterpreted function, declared on first use. */
Expr *uf_call(Program *p, const char *name, BType *ret, int nargs, Expr **args);

Stmt *s_assign(Arena *a, Var *lhs, Expr *e);
Stmt *s_assign_index(Arena *a, Var *lhs, Expr *index, Expr *e);
Stmt *s_havoc(Arena *a, Var *v);
Stmt *s_assume(Arena *a, Expr *e);
Stmt *s_assert(Arena *a, Expr *e, int check);
Stmt *s_comment(Arena *a, const char *text);

Block *block_new(Program *p, const char *label);
void block_add(Block *b, Stmt *s);
void block_goto(Block *b, Block *succ);

void program_init(Program *p, Arena *a);
void program_free(Program *p);
/* A new Houdini candidate: the existential constant numbered
 * p->candidates.len, named "_b" and its number. */
Var *program_add_candidate(Program *p);
/* The number of the candidate named by the len characters of name, or -1
 * when program_add_candidate gives no candidate that name: how Boogie's
 * answers are read back. */
int bpl_candidate_id(const char *name, size_t len);
/* Inference's result as axioms: each candidate that survived holds, every
 * other one is false. survived has an entry per candidate. */
void program_fix_candidates(Program *p, const bool *survived);
/* Each candidate's assertion (check -1) as an assumption, which Boogie
 * takes as a free loop invariant: for candidates Houdini proved. */
void program_assume_candidates(Program *p);
/* Whether some check's assertion is left (a candidate's is no check: it
 * only serves the proof of checks). */
bool program_has_checks(const Program *p);
/* Removes the assignments and havocs of local variables that no assertion
 * or assumption reads, through any chain of assignments (prune.c). */
void program_prune(Program *p);
/* Declares f in p unless a function of that name is declared (f's types
 * are copied into p's arena). */
void program_declare(Program *p, const Func *f);

/* Printing. line_of_check (may be NULL) receives, for each check id, the
 * line of its assert in the printed text; it must have room for ncheck.
 * With checks_assumed, the checks are printed as assumptions (for
 * inferring invariants: a failing check must not hide a candidate's). */
void bpl_print_type(StrBuf *b, const BType *t);
void bpl_print_expr(StrBuf *b, const Expr *e);
void bpl_print_program(StrBuf *b, const Program *p, int *line_of_check,
                       int ncheck, bool checks_assumed);

/* A proof split into parts, each proved on its own given the others: the
 * procedure is printed once per part, named <proc>$<i>, and in part i only
 * the checks of part i are asserted; the others are assumed (check-only
 * probes left out). If every part holds, the first failing assertion of
 * any execution would fail its part: the split is sound. */
typedef struct {
  int n;
  const int *part_of_check; /* per check id */
  int candidate_part;       /* the part of Houdini's candidates (check -1) */
  const char *const *titles; /* a comment above each part's procedure */
} BplParts;

/* bpl_print_program with the checks split into parts (line_of_check gets
 * the line where each check is asserted). */
void bpl_print_program_parts(StrBuf *b, const Program *p, int *line_of_check,
                             int ncheck, const BplParts *parts);

#endif
