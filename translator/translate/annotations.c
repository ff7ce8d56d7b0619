/* The annotation language: contracts, invariants, assertions, access predicates, barrier
 * invariants. */
#include "translate_int.h"

static bool is_inlined(LLVMValueRef inst) {
  LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(inst);
  return loc && LLVMDILocationGetInlinedAt(loc);
}

/* An expression valid at the top of the current block: definitions made
 * in the block so far are substituted. */
static Expr *at_block_entry(Tr *t, Expr *e);

static Expr *at_block_entry_arg(void *t, Expr *arg) { return at_block_entry(t, arg); }

static Expr *at_block_entry(Tr *t, Expr *e) {
  if (e->kind == E_VAR) {
    Expr *def = ptrmap_get(&t->defs, e->var);
    return def ? at_block_entry(t, def) : e;
  }
  if (!e->nargs)
    return e;
  return e_map_args(t->a, e, at_block_entry_arg, t);
}

static bool reads_memory_in_block(Tr *t, Expr *e) {
  if (e->kind == E_VAR) {
    for (int i = 0; i < t->cur->stmts.len; i++) {
      KStmt *s = t->cur->stmts.items[i];
      if (s->kind == K_READ && s->lhs == e->var)
        return true;
    }
    return false;
  }
  for (int i = 0; i < e->nargs; i++)
    if (reads_memory_in_block(t, e->args[i]))
      return true;
  return false;
}

static Expr *log_of(Tr *t, Array *arr, ExprKind kind, int write) {
  Expr *e = e_new(t->a, kind, kind == E_LOG ? ty_bool(t->a) : ty_bv(t->a, 32), 0);
  e->array = arr;
  arr->annotated = true;
  e->lit = (uint64_t)write;
  return e;
}

/* The annotation's first argument, a pointer; NULL after a failure. */
static Val *pointer_arg(Tr *t, LLVMValueRef call) {
  Val *p = tr_get_val(t, LLVMGetOperand(call, 0));
  if (t->failed)
    return NULL;
  if (p->e) {
    tr_fail(t, "unsupported construct: value passed where a pointer is expected");
    return NULL;
  }
  return p;
}

/* An access log of the array the pointer argument points into: for a
 * dynamic pointer, by case on its id over its arrays (any value for
 * another id). */
static Expr *log_expr(Tr *t, LLVMValueRef call, ExprKind kind, int write) {
  LLVMValueRef ptr = LLVMGetOperand(call, 0);
  Val *p = pointer_arg(t, call);
  if (!p)
    return NULL;
  if (p->base)
    return log_of(t, p->base, kind, write);
  Expr *e = tr_havoc_value(t, kind == E_LOG ? ty_bool(t->a) : ty_bv(t->a, 32));
  Vec cands = {0};
  if (p->id->kind != E_BV)
    tr_candidates(t, ptr, false, &cands);
  for (int i = 0; i < cands.len; i++) {
    Array *arr = cands.items[i];
    e = e_ite(t->a, e_eq(t->a, p->id, e_bv(t->a, (uint64_t)arr->id + 1, 32)),
              log_of(t, arr, kind, write), e);
  }
  vec_free(&cands);
  return e;
}

/* Whether --no-annotations or --only-requires drops this annotation. Only
 * statements are dropped: contracts, invariants, assertions, assumptions
 * and specifications, none of which changes the kernel's state. Their
 * arguments are computed by the code before the call, which stays like any
 * other code, so no read or other effect of an argument is lost. */
static bool ignored(Tr *t, const char *name) {
  static const char *const statements[] = {"requires",
                                           "global_requires",
                                           "ensures",
                                           "global_ensures",
                                           "ensures_at_return",
                                           "global_ensures_at_return",
                                           "invariant",
                                           "global_invariant",
                                           "candidate_invariant",
                                           "candidate_global_invariant",
                                           "function_wide_invariant",
                                           "function_wide_candidate_invariant",
                                           "assert",
                                           "global_assert",
                                           "assume",
                                           "reads_from",
                                           "writes_to",
                                           "requires_fresh_array",
                                           "read_permission",
                                           NULL};
  if (t->cfg->annotations == ANNOTATIONS_ALL)
    return false;
  if (t->cfg->annotations == ANNOTATIONS_ONLY_REQUIRES &&
      (!strcmp(name, "requires") || !strcmp(name, "global_requires")))
    return false;
  if (!strncmp(name, "barrier_invariant_", 18))
    return true;
  for (int i = 0; statements[i]; i++)
    if (!strcmp(name, statements[i]))
      return true;
  return false;
}

static Expr *as_bool(Tr *t, Expr *e) {
  if (!e || e->type->kind == TY_BOOL)
    return e;
  return e_bin(t->a, E_NE, e, e_bv(t->a, 0, e->type->width));
}

static bool has_multi_def(const Kernel *k, const Expr *e) {
  if (e->kind == E_VAR)
    return kernel_var_facts_of(k, e->var).multi_def;
  for (int i = 0; i < e->nargs; i++)
    if (has_multi_def(k, e->args[i]))
      return true;
  return false;
}

static Expr *expand_temps(Tr *t, Expr *e);

static Expr *expand_temps_arg(void *t, Expr *arg) { return expand_temps(t, arg); }

/* e with its temporaries replaced by their definitions, as far as these
 * are over values that never change (a variable assigned in several
 * places, such as a phi, keeps its temporary): a barrier invariant is
 * instantiated for other threads, so it must show its ids and reads. */
static Expr *expand_temps(Tr *t, Expr *e) {
  if (e->kind == E_VAR) {
    Expr *def = ptrmap_get(&t->temps, e->var);
    if (!def)
      return e;
    Expr *x = expand_temps(t, def);
    return has_multi_def(t->k, x) ? e : x;
  }
  if (!e->nargs)
    return e;
  return e_map_args(t->a, e, expand_temps_arg, t);
}

/* __barrier_invariant_N(e, i1..iN), __barrier_invariant_binary_N(e, i1, j1,
 * ...): kept until the barrier that follows. */
static void barrier_invariant(Tr *t, const char *name, LLVMValueRef call) {
  BarrierInv *bi = NEW(t->a, BarrierInv);
  bi->binary = !strncmp(name, "barrier_invariant_binary_", 25);
  bi->loc = tr_inst_loc(t, call);
  bi->e = as_bool(t, tr_arg_expr(t, call, 0));
  if (bi->e)
    bi->e = expand_temps(t, bi->e);
  bi->ninsts = LLVMGetNumArgOperands(call) - 1;
  bi->insts = arena_alloc(t->a, sizeof(Expr *) * (size_t)bi->ninsts);
  for (int i = 0; i < bi->ninsts && !t->failed; i++)
    bi->insts[i] = tr_arg_expr(t, call, (unsigned)i + 1);
  vec_push(&t->binvs, bi);
  t->binv_call = call;
}

/* Each annotation translates its call: a statement returns NULL with the
 * statement emitted, an expression returns its value. */
typedef Expr *(*AnnotationFn)(Tr *t, const char *name, LLVMValueRef call);

/* Whether arithmetic instruction v carries nsw: LLVM-C 16 has no getter
 * for the flag, so it is read from v's printed form, `%x = add [nuw] nsw
 * i64 %a, %b`, where the flags come before the type. */
static bool has_nsw(LLVMValueRef v) {
  char *printed = LLVMPrintValueToString(v);
  const char *p = strstr(printed, " = ");
  bool nsw = false;
  if (p) {
    p += 3 + strcspn(p + 3, " "); /* past the opcode */
    nsw = !strncmp(p, " nsw ", 5) || !strncmp(p, " nuw nsw ", 9);
  }
  LLVMDisposeMessage(printed);
  return nsw;
}

/* Whether instruction v, an integer add, sub or mul marked nsw, overflows:
 * for add and sub the sign of the result disagrees with what the operands'
 * signs imply; a product is compared at twice the width, only by a literal
 * (a product of two unknowns at 128 bits would cost Z3 more than the
 * precondition is worth). NULL for any other instruction, or no test. */
static Expr *signed_overflow(Tr *t, LLVMValueRef v) {
  LLVMOpcode op = LLVMGetInstructionOpcode(v);
  if ((op != LLVMAdd && op != LLVMSub && op != LLVMMul) ||
      LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind || !has_nsw(v))
    return NULL;
  Val *x = tr_get_val(t, LLVMGetOperand(v, 0)), *y = tr_get_val(t, LLVMGetOperand(v, 1));
  Val *r = tr_get_val(t, v);
  if (t->failed || !x->e || !y->e || !r->e || x->e->type->kind != TY_BV)
    return NULL;
  int w = x->e->type->width;
  if (op == LLVMMul) {
    if (x->e->kind != E_BV && y->e->kind != E_BV)
      return NULL;
    Expr *wide = bv_op(t->p, BV_MUL, bv_sext(t->p, x->e, 2 * w), bv_sext(t->p, y->e, 2 * w));
    return e_not(t->a, e_eq(t->a, bv_sext(t->p, r->e, 2 * w), wide));
  }
  Expr *zero = e_bv(t->a, 0, w);
  Expr *nx = bv_op(t->p, BV_SLT, x->e, zero), *ny = bv_op(t->p, BV_SLT, y->e, zero);
  Expr *nr = bv_op(t->p, BV_SLT, r->e, zero);
  Expr *signs_agree = e_eq(t->a, nx, ny);
  return e_and(t->a, op == LLVMAdd ? signs_agree : e_not(t->a, signs_agree),
               e_not(t->a, e_eq(t->a, nr, nx)));
}

/* How far the walk below follows a precondition's operands. */
enum { PRECONDITION_WALK_DEPTH = 32 };

/* What C promises of the computation of value v in a precondition: no
 * signed add, sub or mul of it overflows, as that is undefined. PolyBench
 * states `n >= c0 + 1` of a long c0, which wrapping would let c0 be
 * LONG_MAX. The walk follows integer operations, not memory or calls. */
static Expr *defined_in_c(Tr *t, LLVMValueRef v, PtrMap *seen, int depth) {
  if (!LLVMIsAInstruction(v) || LLVMIsAPHINode(v) || LLVMIsALoadInst(v) ||
      LLVMIsACallInst(v) || depth > PRECONDITION_WALK_DEPTH || ptrmap_get(seen, v))
    return e_bool(t->a, true);
  ptrmap_put(seen, v, v);
  Expr *over = signed_overflow(t, v);
  Expr *ok = over ? e_not(t->a, over) : e_bool(t->a, true);
  for (int i = 0; i < LLVMGetNumOperands(v); i++) {
    LLVMValueRef op = LLVMGetOperand(v, (unsigned)i);
    ok = e_and(t->a, ok, defined_in_c(t, op, seen, depth + 1));
  }
  return ok;
}

/* __requires: assumed at the kernel's entry, where its computation is
 * also taken to be defined in C; checked where a device function that
 * carries it is called (inlined). */
static Expr *requires_(Tr *t, const char *name, LLVMValueRef call) {
  Expr *c = tr_arg_expr(t, call, 0);
  if (!c)
    return NULL;
  bool at_call = is_inlined(call);
  if (!at_call) {
    PtrMap seen = {0};
    c = e_and(t->a, defined_in_c(t, LLVMGetOperand(call, 0), &seen, 0), c);
    ptrmap_free(&seen);
  }
  KStmt *s = tr_emit(t, at_call ? K_ASSERT : K_ASSUME);
  s->e = c;
  s->akind = A_REQUIRES_CALL;
  s->call = tr_call_site(t, call);
  s->global = name[0] == 'g';
  return NULL;
}

/* __ensures, moved to the returns of its function by the frontend (named
 * *_at_return there): a kernel's is checked at the kernel's exit, a device
 * function's where the inlined function returns, by the threads that
 * return there (both, for __global_ensures, once either does). One that
 * could not be moved is a kernel's, checked at the exit with the values it
 * has where written, or a device function's, refused. */
static Expr *ensures(Tr *t, const char *name, LLVMValueRef call) {
  bool moved = strstr(name, "_at_return") != NULL;
  if (is_inlined(call) && !moved) {
    tr_fail(t, "unsupported construct: __ensures on a device function, where it is not "
               "first in the function or its expression is computed by a loop or a call");
    return NULL;
  }
  Expr *c = tr_arg_expr(t, call, 0);
  if (!c)
    return NULL;
  if (is_inlined(call)) {
    KStmt *s = tr_emit(t, K_ASSERT);
    s->e = c;
    s->akind = A_ENSURES;
    s->global = name[0] == 'g';
    return NULL;
  }
  KStmt *s = NEW(t->a, KStmt);
  s->kind = K_ASSERT;
  s->akind = A_ENSURES;
  s->e = c;
  s->loc = tr_inst_loc(t, call);
  vec_push(&t->k->ensures, s);
  return NULL;
}

static bool reads_memory_at_head(const Expr *e) {
  if (e->kind == E_MEM)
    return true;
  for (int i = 0; i < e->nargs; i++)
    if (reads_memory_at_head(e->args[i]))
      return true;
  return false;
}

static bool has_effects(const KBlock *b) {
  for (int i = 0; i < b->stmts.len; i++) {
    KStmtKind k = ((const KStmt *)b->stmts.items[i])->kind;
    if (k == K_WRITE || k == K_ATOMIC || k == K_BARRIER || k == K_WAIT)
      return true;
  }
  return false;
}

/* __invariant and __global_invariant at a loop head, their candidate
 * forms, and function-wide invariants (at every loop head). */
static Expr *invariant(Tr *t, const char *name, LLVMValueRef call) {
  bool candidate = strstr(name, "candidate_") != NULL;
  bool function_wide = !strncmp(name, "function_wide_", 14);
  Expr *c = tr_arg_expr(t, call, 0);
  if (!c)
    return NULL;
  if (t->cur != ptrmap_get(&t->blocks, LLVMGetInstructionParent(call))) {
    tr_fail(t, "unsupported construct: loop invariant after an access through a "
               "pointer with several possible targets");
    return NULL;
  }
  /* The header's reads run after its invariants are checked; the memory
   * the invariant reads is read at the head, before any effect of the
   * header. */
  c = at_block_entry(t, c);
  if (!function_wide && reads_memory_at_head(c) && has_effects(t->cur)) {
    tr_fail(t, "unsupported construct: loop invariant that reads memory after a write "
               "or barrier in its loop's condition");
    return NULL;
  }
  if (reads_memory_in_block(t, c)) {
    tr_fail(t, "unsupported construct: loop invariant that reads memory");
    return NULL;
  }
  /* As in GPUVerify: written last, where it cannot be mistaken for a
   * check of one point of the kernel. */
  if (function_wide && LLVMGetInstructionOpcode(LLVMGetBasicBlockTerminator(
                           LLVMGetInstructionParent(call))) != LLVMRet) {
    tr_fail(t, "function-wide invariant must be written at the end of the kernel");
    return NULL;
  }
  KStmt *s = NEW(t->a, KStmt);
  s->kind = K_ASSERT;
  s->akind = A_INVARIANT;
  s->candidate = candidate || t->cfg->invariants_as_candidates;
  s->e = c;
  s->loc = tr_inst_loc(t, call);
  vec_push(function_wide ? &t->k->function_wide : &t->cur->invariants, s);
  return NULL;
}

/* __assert, __global_assert and __assume at their point of the kernel. */
static Expr *assertion(Tr *t, const char *name, LLVMValueRef call) {
  Expr *c = tr_arg_expr(t, call, 0);
  if (!c)
    return NULL;
  KStmt *s = tr_emit(t, strcmp(name, "assume") ? K_ASSERT : K_ASSUME);
  s->e = c;
  s->akind = A_ASSERT;
  s->global = name[0] == 'g';
  return NULL;
}

static Expr *barrier_invariant_(Tr *t, const char *name, LLVMValueRef call) {
  barrier_invariant(t, name, call);
  return NULL;
}

static Expr *implies(Tr *t, const char *name, LLVMValueRef call) {
  return e_implies(t->a, as_bool(t, tr_arg_expr(t, call, 0)),
                   as_bool(t, tr_arg_expr(t, call, 1)));
}

static Expr *enabled(Tr *t, const char *name, LLVMValueRef call) {
  return e_new(t->a, E_ENABLED, ty_bool(t->a), 0);
}

static Expr *same_group(Tr *t, const char *name, LLVMValueRef call) {
  return e_new(t->a, E_SAME_GROUP, ty_bool(t->a), 0);
}

/* __other_int and its siblings: the value in the other thread. */
static Expr *other(Tr *t, const char *name, LLVMValueRef call) {
  Expr *x = tr_arg_expr(t, call, 0);
  if (!x)
    return NULL;
  Expr *e = e_new(t->a, E_OTHER, x->type, 1);
  e->args[0] = x;
  return e;
}

/* A byte offset (32 bits in the model: no array is 4 GiB or more) as the
 * target's size_t that the annotation returns. */
static Expr *offset_as_size(Tr *t, LLVMValueRef call, Expr *offset) {
  return offset ? tr_resize(t, offset, (int)LLVMGetIntTypeWidth(LLVMTypeOf(call))) : NULL;
}

/* __read(p), __write(p): whether the array p points into was accessed
 * since the last barrier. */
static Expr *access_log(Tr *t, const char *name, LLVMValueRef call) {
  return log_expr(t, call, E_LOG, name[0] == 'w');
}

/* __read_offset_bytes(p), __write_offset_bytes(p): the byte offset of
 * that access. */
static Expr *access_offset(Tr *t, const char *name, LLVMValueRef call) {
  return offset_as_size(t, call, log_expr(t, call, E_LOG_OFFSET, name[0] == 'w'));
}

/* The object of a pointer field of a struct passed by value, when ptr is
 * that field as loaded (a dynamic pointer to the model); NULL otherwise. */
static Array *field_target(Tr *t, LLVMValueRef ptr) {
  if (!LLVMIsALoadInst(ptr))
    return NULL;
  Val *at = tr_get_val(t, LLVMGetOperand(ptr, 0));
  if (!at->base || !at->offset || at->offset->kind != E_BV)
    return NULL;
  int64_t bytes = (int64_t)at->offset->lit * at->base->elem_bytes;
  for (int i = 0; i < t->ptr_fields.len; i++) {
    PtrField *f = t->ptr_fields.items[i];
    if (f->holder == at->base && f->offset == bytes)
      return f->target;
  }
  return NULL;
}

/* __requires_fresh_array(p): the user's word that no other pointer reaches
 * p's object, as restrict on a parameter says. The model already gives each
 * parameter an object of its own; the annotation makes that its user's
 * word, so the verdict no longer prints it as an assumption. */
static Expr *fresh_array(Tr *t, const char *name, LLVMValueRef call) {
  Val *p = pointer_arg(t, call);
  if (!p)
    return NULL;
  Array *arr = p->base ? p->base : field_target(t, LLVMGetOperand(call, 0));
  if (arr && arr->is_param && arr != t->aliased)
    arr->restrict_param = true;
  return NULL;
}

static Expr *ite(Tr *t, const char *name, LLVMValueRef call) {
  Expr *c = as_bool(t, tr_arg_expr(t, call, 0)), *x = tr_arg_expr(t, call, 1),
       *y = tr_arg_expr(t, call, 2);
  if (!c || !x || !y)
    return NULL;
  return e_ite(t->a, c, x, y);
}

/* A texture is read-only memory the kernel cannot race on; what a fetch
 * returns is not modelled, so it is any value, per call and thread. */
static Expr *texture(Tr *t, const char *name, LLVMValueRef call) {
  return tr_havoc_value(t, tr_type_of(t, LLVMTypeOf(call)));
}

static Expr *ptr_offset_bytes(Tr *t, const char *name, LLVMValueRef call) {
  Val *v = pointer_arg(t, call);
  return v ? offset_as_size(t, call, tr_as_dynamic(t, v)->offset) : NULL;
}

/* The annotations by name (after the prelude's __tandem_); a name ending
 * in '_' stands for every name it begins. */
static const struct {
  const char *name;
  AnnotationFn fn;
} annotations[] = {
    {"requires", requires_},
    {"global_requires", requires_},
    {"ensures", ensures},
    {"global_ensures", ensures},
    {"ensures_at_return", ensures},
    {"global_ensures_at_return", ensures},
    {"invariant", invariant},
    {"global_invariant", invariant},
    {"candidate_invariant", invariant},
    {"candidate_global_invariant", invariant},
    {"function_wide_invariant", invariant},
    {"function_wide_candidate_invariant", invariant},
    {"assert", assertion},
    {"global_assert", assertion},
    {"assume", assertion},
    {"barrier_invariant_", barrier_invariant_},
    {"implies", implies},
    {"enabled", enabled},
    {"same_group", same_group},
    {"other_", other},
    {"read", access_log},
    {"write", access_log},
    {"read_offset_bytes", access_offset},
    {"write_offset_bytes", access_offset},
    {"ite_i32", ite},
    {"ite_i64", ite},
    {"texture_f32", texture},
    {"texture_i32", texture},
    {"ptr_offset_bytes", ptr_offset_bytes},
    {"requires_fresh_array", fresh_array},
};

/* The prelude's primitives that stand for what Tandem does not model (after
 * __tandem_), and what to tell the user; a name ending in '_' stands for
 * every name it begins. */
static const struct {
  const char *name;
  const char *what;
} refused[] = {
    {"curand_mtgp32", "cuRAND's MTGP32 generator (its state is shared by the threads of a "
                      "block, which draw from it together; not modelled)"},
    {"memcpy_async_group", "cg::memcpy_async or cg::wait by a group other than a thread "
                           "block (only a thread block's copies are modelled)"},
    {"wait_prior", "cg::wait_prior<N> with N > 0 (only a wait for every copy is "
                   "modelled)"},
    {"return_val_", "__return_val_* outside a postcondition at the start of its function, "
                    "or of a type other than the function's return type"},
    {"old_", "__old_* outside a postcondition at the start of its function"},
};

static bool names(const char *pattern, const char *name) {
  size_t n = strlen(pattern);
  return pattern[n - 1] == '_' ? !strncmp(name, pattern, n) : !strcmp(name, pattern);
}

bool tr_annotation_is_property(const char *callee) {
  if (!callee || strncmp(callee, "__tandem_", 9))
    return false;
  const char *name = callee + 9;
  for (size_t i = 0; i < sizeof annotations / sizeof *annotations; i++)
    if (names(annotations[i].name, name)) {
      AnnotationFn fn = annotations[i].fn;
      return fn == ensures || fn == invariant || fn == barrier_invariant_ ||
             (fn == assertion && strcmp(name, "assume"));
    }
  return false;
}

/* A call of the prelude's __tandem_NAME: an annotation, or a refusal. */
bool tr_call_annotation(Tr *t, const Call *c, Expr **out) {
  if (strncmp(c->name, "__tandem_", 9))
    return false;
  const char *name = c->name + 9;
  if (ignored(t, name))
    return true;
  for (size_t i = 0; i < sizeof annotations / sizeof *annotations; i++)
    if (names(annotations[i].name, name)) {
      *out = annotations[i].fn(t, name, c->call);
      return true;
    }
  for (size_t i = 0; i < sizeof refused / sizeof *refused; i++)
    if (names(refused[i].name, name)) {
      tr_fail(t, "unsupported construct: %s", refused[i].what);
      return true;
    }
  tr_fail(t, "unsupported construct: annotation '__%s'", name);
  return true;
}

static bool is_loop_invariant(const char *n) {
  static const char *const names[] = {"__tandem_invariant",
                                      "__tandem_global_invariant",
                                      "__tandem_candidate_invariant",
                                      "__tandem_candidate_global_invariant",
                                      "__tandem_function_wide_invariant",
                                      "__tandem_function_wide_candidate_invariant",
                                      NULL};
  for (int i = 0; names[i]; i++)
    if (!strcmp(n, names[i]))
      return true;
  return false;
}

/* Whether v is used only by the expressions of invariants of kind `part`,
 * directly or through operations without effects: then it is part of
 * them. A loop invariant's parts are in its block, where the loop head
 * evaluates them. */
static bool only_in(LLVMValueRef v, SpecPart part, int depth) {
  LLVMUseRef u = LLVMGetFirstUse(v);
  if (!u || depth > 32)
    return false;
  for (; u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!LLVMIsAInstruction(user))
      return false;
    if (part == SPEC_LOOP_INV &&
        LLVMGetInstructionParent(user) != LLVMGetInstructionParent(v))
      return false;
    unsigned op = LLVMGetInstructionOpcode(user);
    if (op == LLVMCall) {
      const char *n = tr_callee_name(user);
      if (!n)
        return false;
      if (part == SPEC_BARRIER_INV && !strncmp(n, "__tandem_barrier_invariant_", 27)) {
        if (LLVMGetOperandUse(user, 0) != u)
          return false; /* an instantiation: a value of the kernel */
        continue;
      }
      if (part == SPEC_LOOP_INV && is_loop_invariant(n))
        continue;
      if (strncmp(n, "__tandem_other_", 15) && strncmp(n, "__tandem_ite_", 13) &&
          strcmp(n, "__tandem_implies"))
        return false;
    } else if (!tr_int_binop_op(op) && !tr_float_binop_name(op) && op != LLVMICmp &&
               op != LLVMFCmp && op != LLVMSelect && op != LLVMGetElementPtr &&
               op != LLVMLoad && op != LLVMFNeg && !LLVMIsACastInst(user)) {
      return false;
    }
    if (!only_in(user, part, depth + 1))
      return false;
  }
  return true;
}

SpecPart tr_spec_part(LLVMValueRef v) {
  return only_in(v, SPEC_BARRIER_INV, 0) ? SPEC_BARRIER_INV
         : only_in(v, SPEC_LOOP_INV, 0)  ? SPEC_LOOP_INV
                                         : SPEC_NONE;
}
