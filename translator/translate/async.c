/* Async copies: OpenCL's work-group copies and events, and a CUDA thread
 * block's cg::memcpy_async and cg::wait. */
#include "translate_int.h"

/* An event_t is a bv32 handle, 0 for no event. A copy is made by its whole
 * work group: one arbitrary work item of the group (never both threads of
 * one group) copies one arbitrary element, a read of the source and a
 * write of the destination that stay pending until a wait_group_events
 * for the copy's event; a barrier after that orders them (instrument/barriers.c).
 * As in GPUVerify, every work item of the group must make the call, with
 * the same arguments. */

int tr_mangled_pointee_bytes(const char *raw) {
  const char *s = tr_mangled_first_param(raw);
  if (!s || *s++ != 'P')
    return 0;
  if (!strncmp(s, "U3AS", 4) && s[4])
    s += 5;
  while (*s == 'K' || *s == 'V')
    s++;
  int lanes = 1;
  if (!strncmp(s, "Dv", 2)) {
    lanes = (int)strtol(s + 2, (char **)&s, 10);
    if (*s++ != '_')
      return 0;
    lanes += lanes == 3; /* a 3-vector takes the room of 4 */
  }
  static const char *const codes[] = {"ach", "st", "ijf", "lmd"};
  for (int i = 0; i < 4; i++)
    if (*s && strchr(codes[i], *s))
      return lanes << i;
  return 0;
}

AsyncKind tr_async_kind(Tr *t, LLVMValueRef call) {
  const char *raw = tr_callee_name(call);
  if (!raw)
    return ASYNC_NONE;
  /* The prelude's primitives for <cooperative_groups/memcpy_async.h>. */
  if (t->k->is_cuda)
    return !strcmp(raw, "__tandem_memcpy_async") ? ASYNC_BLOCK_COPY
           : !strcmp(raw, "__tandem_wait_async") ? ASYNC_BLOCK_WAIT
                                                  : ASYNC_NONE;
  if (tr_declared_by_user(t, raw))
    return ASYNC_NONE;
  static const struct {
    const char *name;
    AsyncKind kind;
  } builtins[] = {{"async_work_group_copy", ASYNC_COPY},
                  {"async_work_group_strided_copy", ASYNC_STRIDED_COPY},
                  {"wait_group_events", ASYNC_WAIT_EVENTS}};
  const char *name = tr_demangle(t->a, raw);
  for (size_t i = 0; i < sizeof builtins / sizeof *builtins; i++)
    if (!strcmp(name, builtins[i].name))
      return builtins[i].kind;
  return ASYNC_NONE;
}

/* The bytes of a copy's elements: OpenCL's gentype, or the constant size
 * the prelude passes for CUDA's; 0 when neither is one Tandem models. */
int tr_async_element_bytes(Tr *t, LLVMValueRef call) {
  switch (tr_async_kind(t, call)) {
  case ASYNC_COPY:
  case ASYNC_STRIDED_COPY: return tr_mangled_pointee_bytes(tr_callee_name(call));
  case ASYNC_BLOCK_COPY: {
    LLVMValueRef size = LLVMGetOperand(call, 3);
    uint64_t bytes = LLVMIsAConstantInt(size) ? LLVMConstIntGetZExtValue(size) : 0;
    return bytes == 1 || bytes == 2 || bytes == 4 || bytes == 8 || bytes == 16 ? (int)bytes
                                                                                : 0;
  }
  default: return 0;
  }
}

/* Whether an LLVM pointer value is an event: a copy's result, a load from
 * memory holding events, or a phi of those (and null). */
bool tr_is_event(Tr *t, LLVMValueRef v, int depth) {
  if (depth > 8)
    return false;
  if (LLVMIsACallInst(v))
    return tr_async_kind(t, v) == ASYNC_COPY || tr_async_kind(t, v) == ASYNC_STRIDED_COPY;
  if (LLVMIsALoadInst(v)) {
    return tr_holds_events(t, LLVMGetOperand(v, 0));
  }
  if (!LLVMIsAPHINode(v))
    return false;
  for (unsigned i = 0; i < LLVMCountIncoming(v); i++) {
    LLVMValueRef x = LLVMGetIncomingValue(v, i);
    if (!(LLVMIsAConstant(x) && LLVMIsNull(x)) && !tr_is_event(t, x, depth + 1))
      return false;
  }
  return true;
}

Expr *tr_event_value(Tr *t, Val *v) {
  if (tr_is_null(v))
    return e_bv(t->a, 0, 32);
  if (!v->e)
    tr_fail(t, "unsupported construct: event that is not the result of an async copy");
  return v->e;
}

/* Every work item of the group reaches the call, with equal arguments
 * (n of them): checked for any thread that reaches it. */
static void group_uniform(Tr *t, Expr **args, int n) {
  Expr *same = e_bool(t->a, true);
  for (int i = 0; i < n; i++)
    same = e_and(t->a, same, e_eq(t->a, args[i], tr_other(t, args[i])));
  Expr *sg = e_new(t->a, E_SAME_GROUP, ty_bool(t->a), 0);
  KStmt *s = tr_emit(t, K_ASSERT);
  s->e = e_and(
      t->a,
      e_implies(t->a, sg, e_bin(t->a, E_IFF, tr_enabled(t), tr_other(t, tr_enabled(t)))),
      e_implies(t->a, tr_both_in_group(t), same));
  s->akind = A_GROUP_UNIFORM;
  s->global = true;
}

/* The copy's access to one side: element `i` of `num`, `step` gentypes
 * apart. */
static void async_access(Tr *t, KStmtKind kind, LLVMValueRef ptr, Val *p, Expr *i,
                         Expr *step, int bytes, Expr *copier, Expr *event) {
  Val *at = NEW(t->a, Val);
  *at = *p;
  int unit = p->base ? bytes / p->base->elem_bytes : bytes; /* elements or bytes */
  at->offset = tr_add32(t, p->offset, bv_op(t->p, BV_MUL, i, tr_scale(t, step, unit)));
  MemOp op = {.kind = kind, .bytes = bytes, .guard = copier, .event = event};
  if (kind == K_WRITE)
    op.value = tr_havoc_value(t, ty_bv(t->a, bytes * 8));
  tr_mem_op(t, ptr, at, &op);
}

/* A group's copy of num elements of `bytes` each, from src_ptr to dst_ptr,
 * the global side `by` elements apart (1 when not strided), with the
 * event `in` (0: a new one): returns the copy's event. */
static Expr *async_copy(Tr *t, LLVMValueRef dst_ptr, LLVMValueRef src_ptr, Expr *num,
                        Expr *by, Expr *in, int bytes) {
  Val *dst = tr_get_val(t, dst_ptr);
  Val *src = dst ? tr_get_val(t, src_ptr) : NULL;
  if (t->failed)
    return NULL;
  if (tr_is_null(dst) || tr_is_null(src)) {
    tr_emit_null_check(t);
    return tr_havoc_value(t, ty_bv(t->a, 32));
  }
  Expr *one = e_bv(t->a, 1, 32);
  bool dst_strided =
      tr_space_of_address_space(t, LLVMGetPointerAddressSpace(LLVMTypeOf(dst_ptr))) ==
      SPACE_GLOBAL;
  Val *d = tr_as_dynamic(t, dst), *c = tr_as_dynamic(t, src);
  Expr *args[] = {d->id, d->offset, c->id, c->offset, num, by, in};
  group_uniform(t, args, 7);
  /* Never both threads of one group: the copy is one operation. */
  Expr *copier = tr_havoc_value(t, ty_bool(t->a));
  tr_emit(t, K_ASSUME)->e = e_implies(
      t->a, tr_both_in_group(t), e_not(t->a, e_and(t->a, copier, tr_other(t, copier))));
  Expr *i = tr_havoc_value(t, ty_bv(t->a, 32));
  tr_emit(t, K_ASSUME)->e = e_implies(t->a, copier, bv_op(t->p, BV_ULT, i, num));
  /* A new event, nonzero, one per group. */
  Expr *fresh = tr_havoc_value(t, ty_bv(t->a, 32));
  tr_emit(t, K_ASSUME)->e =
      e_and(t->a, e_bin(t->a, E_NE, fresh, e_bv(t->a, 0, 32)),
            e_implies(t->a, tr_both_in_group(t), e_eq(t->a, fresh, tr_other(t, fresh))));
  Expr *out =
      tr_materialize(t, e_ite(t->a, e_eq(t->a, in, e_bv(t->a, 0, 32)), fresh, in));
  async_access(t, K_WRITE, dst_ptr, dst, i, dst_strided ? by : one, bytes, copier, out);
  async_access(t, K_READ, src_ptr, src, i, dst_strided ? one : by, bytes, copier, out);
  return out;
}

/* async_work_group_copy(dst, src, num, event) and the strided copy
 * (dst, src, num, stride, event), whose global side is strided: returns
 * the event, the given one unless it is 0. */
static Expr *translate_async_copy(Tr *t, LLVMValueRef call, bool strided) {
  int bytes = tr_async_element_bytes(t, call);
  if (!bytes) {
    tr_fail(t, "unsupported construct: async copy of this element type");
    return NULL;
  }
  Expr *num = tr_arg_expr(t, call, 2);
  Expr *stride = strided ? tr_arg_expr(t, call, 3) : NULL;
  Val *ev = tr_get_val(t, LLVMGetOperand(call, strided ? 4 : 3));
  Expr *in = ev ? tr_event_value(t, ev) : NULL;
  if (t->failed)
    return NULL;
  Expr *by = strided ? tr_index32(t, stride) : e_bv(t->a, 1, 32);
  return async_copy(t, LLVMGetOperand(call, 0), LLVMGetOperand(call, 1),
                    tr_index32(t, num), by, in, bytes);
}

/* CUDA's copies (cg::memcpy_async by a thread block) all have this event:
 * cg::wait completes every copy of the group. */
enum { CUDA_COPY_EVENT = 1 };

/* The prelude's __tandem_memcpy_async(dst, src, count, element bytes), a
 * thread block's cg::memcpy_async of count elements. */
static void translate_block_copy(Tr *t, LLVMValueRef call) {
  int bytes = tr_async_element_bytes(t, call);
  if (!bytes) {
    tr_fail(t, "unsupported construct: cg::memcpy_async of elements other than of 1, 2, "
               "4, 8 or 16 bytes");
    return;
  }
  Expr *num = tr_arg_expr(t, call, 2);
  if (t->failed)
    return;
  async_copy(t, LLVMGetOperand(call, 0), LLVMGetOperand(call, 1), tr_index32(t, num),
             e_bv(t->a, 1, 32), e_bv(t->a, CUDA_COPY_EVENT, 32), bytes);
}

/* The prelude's __tandem_wait_async(): a thread block's cg::wait, before
 * its barrier. */
static void translate_block_wait(Tr *t) {
  group_uniform(t, NULL, 0);
  tr_emit(t, K_WAIT)->e = e_bv(t->a, CUDA_COPY_EVENT, 32);
}

/* wait_group_events(n, list) for a constant n: each event in turn. */
static void translate_wait(Tr *t, LLVMValueRef call) {
  LLVMValueRef n = LLVMGetOperand(call, 0);
  if (!LLVMIsAConstantInt(n) || LLVMConstIntGetZExtValue(n) > 64) {
    tr_fail(t, "unsupported construct: wait_group_events with a number of events "
               "known only at run time (or more than 64)");
    return;
  }
  LLVMValueRef list_ptr = LLVMGetOperand(call, 1);
  Val *list = tr_get_val(t, list_ptr);
  if (t->failed)
    return;
  group_uniform(t, NULL, 0);
  if (tr_is_null(list)) {
    tr_emit_null_check(t);
    return;
  }
  int size = t->ptr_bytes; /* an event_t in memory */
  for (uint64_t k = 0; k < LLVMConstIntGetZExtValue(n); k++) {
    MemOp op = {.kind = K_READ, .bytes = size};
    Expr *ev =
        tr_mem_op(t, list_ptr, tr_offset_by(t, list, (int64_t)k * size), &op).value;
    if (t->failed)
      return;
    group_uniform(t, &ev, 1);
    tr_emit(t, K_WAIT)->e = tr_index32(t, ev);
  }
}

bool tr_call_async(Tr *t, const Call *c, Expr **out) {
  switch (tr_async_kind(t, c->call)) {
  case ASYNC_COPY: *out = translate_async_copy(t, c->call, false); return true;
  case ASYNC_STRIDED_COPY: *out = translate_async_copy(t, c->call, true); return true;
  case ASYNC_WAIT_EVENTS: translate_wait(t, c->call); return true;
  case ASYNC_BLOCK_COPY: translate_block_copy(t, c->call); return true;
  case ASYNC_BLOCK_WAIT: translate_block_wait(t); return true;
  default: return false;
  }
}
