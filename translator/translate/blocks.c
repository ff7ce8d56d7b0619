/* Control flow: terminators, and phis as copies on the incoming edges. */
#include "translate_int.h"

/* The variables a phi's value lives in, and the values to copy into
 * them from v: a scalar, an element offset, or a dynamic pointer's id and
 * byte offset. */
static int phi_parts(Tr *t, Val *phi, Val *v, Var **vars, Expr **srcs) {
  if (phi->e) { /* a scalar, or an event (null: no event, 0) */
    vars[0] = phi->e->var;
    srcs[0] = tr_is_null(v) ? e_bv(t->a, 0, 32) : v->e;
    return 1;
  }
  int n = 0;
  Val *d = phi->id ? tr_as_dynamic(t, v) : v;
  if (phi->id) {
    vars[n] = phi->id->var;
    srcs[n++] = d->id;
  }
  if (phi->offset->kind == E_VAR) {
    vars[n] = phi->offset->var;
    srcs[n++] = d->offset;
  }
  return n;
}

/* Copies the values that phis of `to` take on the edge from `from` into
 * the current block, in parallel: sources are read before any phi of the
 * same block is written. */
static void emit_phi_copies(Tr *t, LLVMBasicBlockRef from, LLVMBasicBlockRef to) {
  Vec dsts = {0}, srcs = {0};
  for (LLVMValueRef i = LLVMGetFirstInstruction(to);
       i && LLVMGetInstructionOpcode(i) == LLVMPHI; i = LLVMGetNextInstruction(i)) {
    for (unsigned k = 0; k < LLVMCountIncoming(i); k++) {
      if (LLVMGetIncomingBlock(i, k) != from)
        continue;
      Val *v = tr_get_val(t, LLVMGetIncomingValue(i, k));
      if (t->failed)
        goto out;
      Var *vars[2];
      Expr *src[2];
      int n = phi_parts(t, ptrmap_get(&t->vals, i), v, vars, src);
      for (int j = 0; j < n; j++) {
        /* Read into a temporary first: a later copy may read this phi. */
        Var *tmp = tr_new_temp(t, src[j]->type);
        tr_assign(t, tmp, src[j]);
        vec_push(&dsts, vars[j]);
        vec_push(&srcs, tmp);
      }
      break;
    }
  }
  for (int k = 0; k < dsts.len; k++) {
    KStmt *s = tr_emit(t, K_ASSIGN);
    s->lhs = dsts.items[k];
    s->e = e_var(t->a, srcs.items[k]);
  }
out:
  vec_free(&dsts);
  vec_free(&srcs);
}

static bool has_phis(LLVMBasicBlockRef bb) {
  LLVMValueRef i = LLVMGetFirstInstruction(bb);
  return i && LLVMGetInstructionOpcode(i) == LLVMPHI;
}

/* The block control goes to from the current block towards `to`: an edge
 * block holding phi copies when `to` has phis. */
static KBlock *edge_to(Tr *t, LLVMBasicBlockRef from, LLVMBasicBlockRef to,
                       bool shared_edge) {
  KBlock *target = ptrmap_get(&t->blocks, to);
  if (!has_phis(to))
    return target;
  KBlock *saved = t->cur;
  KBlock *edge = shared_edge ? saved : kblock_new(t->k);
  t->cur = edge;
  emit_phi_copies(t, from, to);
  t->cur = saved;
  if (edge != saved) {
    edge->succ[0] = target;
    edge->nsucc = 1;
  }
  return target == NULL ? NULL : (edge == saved ? target : edge);
}

void tr_terminator(Tr *t, LLVMBasicBlockRef bb, LLVMValueRef term) {
  KBlock *b = t->cur;
  switch (LLVMGetInstructionOpcode(term)) {
  case LLVMRet: b->nsucc = 0; return;
  case LLVMUnreachable: {
    /* Clang and LLVM put this where the code has undefined behaviour (an
     * out-of-bounds access, say): reaching it is a defect, not a way out. */
    KStmt *s = tr_emit(t, K_ASSERT);
    s->e = e_bool(t->a, false);
    s->akind = A_UNREACHABLE;
    tr_emit(t, K_ASSUME)->e = e_bool(t->a, false);
    b->nsucc = 0;
    return;
  }
  case LLVMBr:
    if (!LLVMIsConditional(term)) {
      b->succ[0] = edge_to(t, bb, LLVMGetSuccessor(term, 0), true);
      b->nsucc = 1;
      return;
    } else {
      LLVMBasicBlockRef s0 = LLVMGetSuccessor(term, 0), s1 = LLVMGetSuccessor(term, 1);
      Val *c = tr_get_val(t, LLVMGetCondition(term));
      if (t->failed)
        return;
      if (s0 == s1) {
        b->succ[0] = edge_to(t, bb, s0, true);
        b->nsucc = 1;
        return;
      }
      b->cond = c->e;
      b->succ[0] = edge_to(t, bb, s0, false);
      b->succ[1] = edge_to(t, bb, s1, false);
      b->nsucc = 2;
      return;
    }
  case LLVMSwitch: {
    /* A chain of two-way branches, one per case. */
    Val *x = tr_get_val(t, LLVMGetOperand(term, 0));
    if (t->failed)
      return;
    unsigned n = (unsigned)LLVMGetNumOperands(term);
    KBlock *at = b;
    for (unsigned i = 2; i + 1 < n; i += 2) {
      Val *cv = tr_get_val(t, LLVMGetOperand(term, i));
      if (t->failed)
        return;
      LLVMBasicBlockRef dest = LLVMValueAsBasicBlock(LLVMGetOperand(term, i + 1));
      KBlock *next = kblock_new(t->k);
      t->cur = at;
      at->cond = e_eq(t->a, x->e, cv->e);
      at->succ[0] = edge_to(t, bb, dest, false);
      at->succ[1] = next;
      at->nsucc = 2;
      at = next;
    }
    t->cur = at;
    at->succ[0] = edge_to(t, bb, LLVMGetSwitchDefaultDest(term), false);
    at->nsucc = 1;
    return;
  }
  default: tr_fail(t, "unsupported construct: terminator instruction");
  }
}

/* A dynamic pointer phi made only from pointers to known arrays and null
 * holds one of their ids: assumed where its block starts, since a loop
 * head forgets where the pointer may point. */
void tr_assume_phi_targets(Tr *t, LLVMValueRef phi) {
  Val *v = ptrmap_get(&t->vals, phi);
  if (!v->id)
    return;
  PtrTargets pt = {0};
  ptr_targets(phi, &pt);
  /* Every target must be an array the kernel has (or null). */
  bool known = !pt.memory && !pt.unknown, null = pt.null;
  for (int i = 0; i < pt.roots.len; i++)
    known &= ptrmap_get(&t->arrays, pt.roots.items[i]) != NULL;
  ptr_targets_free(&pt);
  if (!known)
    return;
  Vec cands = {0};
  tr_candidates(t, phi, false, &cands);
  Expr *any = e_bool(t->a, false);
  for (int i = -1; i < cands.len; i++) {
    if (i < 0 && !null)
      continue;
    uint64_t id = i < 0 ? 0 : (uint64_t)((Array *)cands.items[i])->id + 1;
    Expr *is = e_eq(t->a, v->id, e_bv(t->a, id, 32));
    any = any->kind == E_BOOL ? is : e_or(t->a, any, is);
  }
  vec_free(&cands);
  tr_emit(t, K_ASSUME)->e = any;
}
