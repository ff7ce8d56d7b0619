/* The entry point: one kernel function, translated in named steps. */
#include "translate_int.h"

#include <unistd.h>

void find_modular(LLVMModuleRef m, const Vec *kernels, Vec *out) {
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    if (!LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, MODULAR_ATTR,
                                       (unsigned)strlen(MODULAR_ATTR)))
      continue;
    bool kernel = false;
    for (int i = 0; i < kernels->len && !kernel; i++)
      kernel = kernels->items[i] == f;
    if (!kernel)
      vec_push(out, f);
  }
}

/* A function checked alone may be called with any arguments: a scalar
 * differs between the threads, and so does the offset a pointer argument
 * points at. Every kernel is verified as launched, so this only widens
 * what the function's own proof covers. */
static void note_modular(Tr *t) {
  LLVMMetadataRef sp = LLVMGetSubprogram(t->fn);
  Note *n = NEW(t->a, Note);
  n->loc = (Loc){.file = ""};
  if (sp) {
    LLVMMetadataRef file = LLVMDIScopeGetFile(sp);
    unsigned flen = 0, dlen = 0;
    const char *f = LLVMDIFileGetFilename(file, &flen);
    const char *d = LLVMDIFileGetDirectory(file, &dlen);
    n->loc.file = tr_source_path(t, d, dlen, f, flen);
    n->loc.line = (int)LLVMDISubprogramGetLine(sp);
  }
  LLVMAttributeRef why = LLVMGetStringAttributeAtIndex(
      t->fn, LLVMAttributeFunctionIndex, MODULAR_ATTR, (unsigned)strlen(MODULAR_ATTR));
  unsigned len = 0;
  const char *value = why ? LLVMGetStringAttributeValue(why, &len) : "";
  bool contract = len == strlen(MODULAR_CONTRACT) && !strncmp(value, MODULAR_CONTRACT, len);
  n->msg = arena_printf(t->a,
                        "%s '%s'%s: with --no-inline it is checked on its own, for "
                        "arguments that may differ between the threads",
                        contract ? "device function" : "no kernel calls", t->k->name,
                        contract ? " has a postcondition" : "");
  vec_push(&t->k->notes, n);
}

static void rpo_visit(LLVMBasicBlockRef bb, PtrMap *seen, Vec *post) {
  ptrmap_put(seen, bb, bb);
  LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
  unsigned n = term ? LLVMGetNumSuccessors(term) : 0;
  for (unsigned i = 0; i < n; i++) {
    LLVMBasicBlockRef s = LLVMGetSuccessor(term, i);
    if (!ptrmap_get(seen, s))
      rpo_visit(s, seen, post);
  }
  vec_push(post, bb);
}

static void make_builtins(Tr *t) {
  static const char *const names[] = {"local_id", "group_id", "group_size", "num_groups",
                                      "global_offset"};
  Builtins *b = &t->k->b;
  Var **sets[] = {b->local_id, b->group_id, b->group_size, b->num_groups,
                  b->global_offset};
  for (int s = 0; s < 5; s++)
    for (int d = 0; d < 3; d++) {
      char name[32];
      snprintf(name, sizeof name, "%s_%c", names[s], 'x' + d);
      Var *v = var_new(t->p, name, ty_bv(t->a, 32), VAR_CONST);
      kernel_var_facts(t->k, v)->nonuniform = s < 2;
      sets[s][d] = v;
    }
  t->k->work_dims = 1;
}

/* The kernel's parameters: scalars become constants of the program;
 * pointers are their arrays (with --no-inline, a function checked alone
 * gets a pointer into its array at any offset). */
static void translate_params(Tr *t) {
  Kernel *k = t->k;
  for (LLVMValueRef p = LLVMGetFirstParam(t->fn); p && !t->failed;
       p = LLVMGetNextParam(p)) {
    if (ptrmap_get(&t->arrays, p)) {
      if (k->modular && !tr_byval_type(t, p)) {
        Var *off =
            var_new(t->p, tr_sanitize(t->a, "$offset_", tr_value_name(p), k->params.len),
                    ty_bv(t->a, 32), VAR_CONST);
        kernel_var_facts(k, off)->nonuniform = true;
        Val *v = NEW(t->a, Val);
        v->base = ptrmap_get(&t->arrays, p);
        v->offset = e_var(t->a, off);
        ptrmap_put(&t->vals, p, v);
      }
      continue;
    }
    BType *bt = tr_type_of(t, LLVMTypeOf(p));
    if (!bt) {
      t->inst = NULL;
      tr_fail(t, "unsupported construct: kernel parameter '%s' of this type",
              tr_value_name(p));
      return;
    }
    Var *v = var_new(t->p, tr_sanitize(t->a, "$arg_", tr_value_name(p), k->params.len),
                     bt, VAR_CONST);
    kernel_var_facts(k, v)->nonuniform = k->modular;
    vec_push(&k->params, v);
    ParamInfo *info = NEW(t->a, ParamInfo);
    info->name = arena_strdup(t->a, tr_value_name(p));
    LLVMTypeKind kind = LLVMGetTypeKind(LLVMTypeOf(p));
    info->is_float = kind == LLVMFloatTypeKind || kind == LLVMDoubleTypeKind ||
                     kind == LLVMHalfTypeKind;
    vec_push(&k->param_info, info);
    ptrmap_put(&t->vals, p, tr_val_new(t, e_var(t->a, v)));
  }
}

/* The blocks in reverse postorder, so that definitions come before uses;
 * each gets its block of the Kernel. */
static void order_blocks(Tr *t, Vec *rpo) {
  PtrMap seen = {0};
  Vec post = {0};
  rpo_visit(LLVMGetEntryBasicBlock(t->fn), &seen, &post);
  ptrmap_free(&seen);
  for (int i = post.len - 1; i >= 0; i--) {
    vec_push(rpo, post.items[i]);
    ptrmap_put(&t->blocks, post.items[i], kblock_new(t->k));
  }
  vec_free(&post);
  t->cur = ptrmap_get(&t->blocks, LLVMGetEntryBasicBlock(t->fn));
}

/* A phi's variables: it is assigned on its incoming edges, which may be
 * translated before its block. */
static void declare_phi(Tr *t, LLVMValueRef phi) {
  LLVMTypeRef ty = LLVMTypeOf(phi);
  Val *v = NEW(t->a, Val);
  if (LLVMGetTypeKind(ty) == LLVMPointerTypeKind && tr_is_event(t, phi, 0)) {
    v->e = e_var(t->a, tr_new_temp(t, ty_bv(t->a, 32)));
    kernel_var_facts(t->k, v->e->var)->multi_def = true;
  } else if (LLVMGetTypeKind(ty) == LLVMPointerTypeKind) {
    LLVMValueRef root = ptr_root(phi);
    v->base = root ? ptrmap_get(&t->arrays, root) : NULL;
    if (!v->base)
      v->id = e_var(t->a, tr_result_var(t, 32));
    /* A known offset needs no variable: a loop head would forget it. */
    v->offset = ptr_at_start(phi) ? e_bv(t->a, 0, 32) : e_var(t->a, tr_result_var(t, 32));
  } else {
    BType *bt = tr_type_of(t, ty);
    if (!bt) {
      tr_fail(t, "unsupported construct: value of this type");
      return;
    }
    v->e = e_var(t->a, tr_new_temp(t, bt));
    kernel_var_facts(t->k, v->e->var)->multi_def = true;
  }
  ptrmap_put(&t->vals, phi, v);
}

static void declare_phis(Tr *t, const Vec *rpo) {
  for (int i = 0; i < rpo->len && !t->failed; i++)
    for (LLVMValueRef ins = LLVMGetFirstInstruction(rpo->items[i]);
         ins && LLVMGetInstructionOpcode(ins) == LLVMPHI && !t->failed;
         ins = LLVMGetNextInstruction(ins)) {
      t->inst = ins;
      declare_phi(t, ins);
    }
}

/* One block's instructions, then its terminator. */
static void translate_block(Tr *t, LLVMBasicBlockRef bb) {
  t->cur = ptrmap_get(&t->blocks, bb);
  ptrmap_free(&t->defs);
  for (LLVMValueRef ins = LLVMGetFirstInstruction(bb); ins && !t->failed;
       ins = LLVMGetNextInstruction(ins)) {
    t->inst = ins;
    if (LLVMGetInstructionOpcode(ins) == LLVMPHI) {
      tr_assume_phi_targets(t, ins);
      continue;
    }
    if (LLVMIsATerminatorInst(ins)) {
      if (t->binvs.len) {
        t->inst = t->binv_call;
        tr_fail(t, "unsupported construct: barrier invariant not followed by a "
                   "barrier in the same block");
        return;
      }
      tr_terminator(t, bb, ins);
      return;
    }
    t->spec = tr_spec_part(ins);
    tr_bind(t, ins, tr_inst(t, ins));
  }
}

static void mark_read(const Expr *e, bool *read) {
  if (!e)
    return;
  if (e->kind == E_VAR)
    read[e->var->id] = true;
  for (int i = 0; i < e->nargs; i++)
    mark_read(e->args[i], read);
}

static void mark_read_stmt(const KStmt *s, bool *read) {
  mark_read(s->e, read);
  mark_read(s->index, read);
  mark_read(s->guard, read);
  mark_read(s->event, read);
  for (int i = 0; i < s->nbinvs; i++) {
    mark_read(s->binvs[i]->e, read);
    for (int j = 0; j < s->binvs[i]->ninsts; j++)
      mark_read(s->binvs[i]->insts[j], read);
  }
}

/* A temporary an index read through its definition may be read nowhere
 * else: its assignment goes, so that a 64-bit index leaves no dead 64-bit
 * arithmetic behind for the prover. */
static void drop_unread_narrowed(Tr *t) {
  if (!t->narrowed.len)
    return;
  Kernel *k = t->k;
  bool *read = mem_calloc((size_t)k->prog->vars.len + 1, sizeof(bool));
  for (int i = 0; i < k->blocks.len; i++) {
    KBlock *b = k->blocks.items[i];
    mark_read(b->nsucc == 2 ? b->cond : NULL, read);
    for (int j = 0; j < b->invariants.len; j++)
      mark_read_stmt(b->invariants.items[j], read);
    for (int j = 0; j < b->stmts.len; j++)
      mark_read_stmt(b->stmts.items[j], read);
  }
  for (int i = 0; i < k->requires.len; i++)
    mark_read(k->requires.items[i], read);
  for (int i = 0; i < k->ensures.len; i++)
    mark_read_stmt(k->ensures.items[i], read);
  for (int i = 0; i < k->function_wide.len; i++)
    mark_read_stmt(k->function_wide.items[i], read);
  bool *drop = mem_calloc((size_t)k->prog->vars.len + 1, sizeof(bool));
  for (int i = 0; i < t->narrowed.len; i++) {
    Var *v = t->narrowed.items[i];
    drop[v->id] = !read[v->id];
  }
  for (int i = 0; i < k->blocks.len; i++) {
    KBlock *b = k->blocks.items[i];
    int n = 0;
    for (int j = 0; j < b->stmts.len; j++) {
      KStmt *s = b->stmts.items[j];
      if (!(s->kind == K_ASSIGN && drop[s->lhs->id]))
        b->stmts.items[n++] = s;
    }
    b->stmts.len = n;
  }
  /* The survivors are numbered densely: the prover's search depends on
   * the names, and a program should not depend on what was dropped. */
  int n = 0;
  for (int i = 0; i < t->all_temps.len; i++) {
    Var *v = t->all_temps.items[i];
    if (!drop[v->id])
      v->name = arena_printf(t->a, "v%d", n++);
  }
  t->ntemps = n;
  free(read);
  free(drop);
}

static void free_context(Tr *t) {
  vec_free(&t->narrowed);
  vec_free(&t->all_temps);
  vec_free(&t->binvs);
  ptrmap_free(&t->temps);
  ptrmap_free(&t->vals);
  ptrmap_free(&t->arrays);
  ptrmap_free(&t->blocks);
  ptrmap_free(&t->defs);
  ptrmap_free(&t->data);
  vec_free(&t->in_memory);
  vec_free(&t->ptr_fields);
}

bool translate_kernel(LLVMModuleRef m, LLVMValueRef fn, const TranslateConfig *cfg,
                      Kernel *k, Loc *errloc, char *err, int errlen) {
  Tr t = {.k = k,
          .p = k->prog,
          .a = k->prog->arena,
          .mod = m,
          .td = LLVMGetModuleDataLayout(m),
          .fn = fn,
          .cfg = cfg,
          .errloc = errloc,
          .err = err,
          .errlen = errlen};
  t.ptr_bytes = (int)LLVMPointerSize(t.td);
  k->ptr_bytes = t.ptr_bytes;
  char cwd[4096];
  t.cwd = arena_strdup(t.a, getcwd(cwd, sizeof cwd) ? cwd : "");
  k->name = kernel_source_name(t.a, fn);
  k->ident = kernel_file_name(t.a, k->name);
  k->is_cuda = cfg->is_cuda;
  make_builtins(&t);
  tr_collect_arrays(&t);
  tr_fixed_initializers(&t, cfg->is_cuda);
  if (k->modular)
    note_modular(&t);
  translate_params(&t);
  Vec rpo = {0};
  order_blocks(&t, &rpo);
  if (!t.failed)
    tr_init_pointer_fields(&t);
  if (!t.failed)
    tr_assume_kernel_args(&t);
  tr_find_data(&t);
  declare_phis(&t, &rpo);
  for (int i = 0; i < rpo.len && !t.failed; i++)
    translate_block(&t, rpo.items[i]);
  vec_free(&rpo);
  if (!t.failed)
    drop_unread_narrowed(&t);
  free_context(&t);
  return !t.failed;
}
