#include "exec_prog.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exec_calls.h"
#include "exec_specs.h"
#include "exec_values.h"
#include "translate.h"

typedef struct {
  ExecProg *p;
  ExecEnv *env;
  ExecSpecs specs;
  PtrMap slots;          /* value -> slot + 1 */
  PtrMap blocks;         /* basic block -> index + 1 */
  LLVMValueRef at;
  char *err;
  int errlen;
  bool failed;
} Builder;

static void fail(Builder *b, LLVMValueRef at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void fail(Builder *b, LLVMValueRef at, const char *fmt, ...) {
  if (b->failed)
    return;
  b->failed = true;
  b->at = at;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(b->err, (size_t)b->errlen, fmt, ap);
  va_end(ap);
}

/* ---- types ---- */

bool exec_prog_scalar(const ExecProg *p, LLVMTypeRef ty, ExecScalar *out) {
  if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind)
    ty = LLVMGetElementType(ty);
  switch (LLVMGetTypeKind(ty)) {
  case LLVMIntegerTypeKind:
    *out = (ExecScalar){EXEC_INT, (int)LLVMGetIntTypeWidth(ty)};
    return out->bits <= 64;
  case LLVMFloatTypeKind:
    *out = (ExecScalar){EXEC_F32, 32};
    return true;
  case LLVMDoubleTypeKind:
    *out = (ExecScalar){EXEC_F64, 64};
    return true;
  case LLVMPointerTypeKind:
    *out = (ExecScalar){EXEC_PTR, p->ptr_bits};
    return true;
  default:
    return false;
  }
}

int exec_prog_lanes(const ExecProg *p, LLVMTypeRef ty) {
  ExecScalar s;
  int n;
  switch (LLVMGetTypeKind(ty)) {
  case LLVMVoidTypeKind:
    return 0;
  case LLVMVectorTypeKind:
    n = (int)LLVMGetVectorSize(ty);
    return exec_prog_scalar(p, ty, &s) && n <= EXEC_MAX_LANES ? n : -1;
  case LLVMStructTypeKind: {
    int total = 0;
    for (unsigned i = 0; i < LLVMCountStructElementTypes(ty); i++) {
      int l = exec_prog_lanes(p, LLVMStructGetTypeAtIndex(ty, i));
      if (l < 0 || (total += l) > EXEC_MAX_LANES)
        return -1;
    }
    return total;
  }
  case LLVMArrayTypeKind: {
    int l = exec_prog_lanes(p, LLVMGetElementType(ty));
    uint64_t len = (uint64_t)LLVMGetArrayLength(ty);
    return l < 0 || len * (uint64_t)l > (uint64_t)EXEC_MAX_LANES ? -1 : (int)len * l;
  }
  default:
    return exec_prog_scalar(p, ty, &s) ? 1 : -1;
  }
}

static void layout_into(ExecProg *p, LLVMTypeRef ty, uint64_t base, Vec *leaves) {
  switch (LLVMGetTypeKind(ty)) {
  case LLVMVectorTypeKind: {
    LLVMTypeRef e = LLVMGetElementType(ty);
    uint64_t step = LLVMStoreSizeOfType(p->td, e);
    for (unsigned i = 0; i < LLVMGetVectorSize(ty); i++)
      layout_into(p, e, base + i * step, leaves);
    return;
  }
  case LLVMStructTypeKind:
    for (unsigned i = 0; i < LLVMCountStructElementTypes(ty); i++)
      layout_into(p, LLVMStructGetTypeAtIndex(ty, i),
                  base + LLVMOffsetOfElement(p->td, ty, i), leaves);
    return;
  case LLVMArrayTypeKind: {
    LLVMTypeRef e = LLVMGetElementType(ty);
    uint64_t step = LLVMABISizeOfType(p->td, e);
    for (uint64_t i = 0; i < (uint64_t)LLVMGetArrayLength(ty); i++)
      layout_into(p, e, base + i * step, leaves);
    return;
  }
  default: {
    ExecLeaf *l = arena_alloc(&p->arena, sizeof *l);
    exec_prog_scalar(p, ty, &l->s);
    l->offset = base;
    l->bytes = (int)LLVMStoreSizeOfType(p->td, ty);
    vec_push(leaves, l);
  }
  }
}

int exec_prog_layout(ExecProg *p, LLVMTypeRef ty, ExecLeaf **out) {
  int n = exec_prog_lanes(p, ty);
  if (n < 0 || !LLVMTypeIsSized(ty))
    return -1;
  if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind &&
      LLVMGetTypeKind(LLVMGetElementType(ty)) == LLVMIntegerTypeKind &&
      LLVMGetIntTypeWidth(LLVMGetElementType(ty)) % 8)
    return -1; /* vectors of i1 are bit-packed */
  Vec leaves = {0};
  layout_into(p, ty, 0, &leaves);
  *out = arena_alloc(&p->arena, sizeof(ExecLeaf) * (size_t)(leaves.len ? leaves.len : 1));
  for (int i = 0; i < leaves.len; i++)
    (*out)[i] = *(ExecLeaf *)leaves.items[i];
  vec_free(&leaves);
  return n;
}

/* ---- global variables ---- */

static const char *global_name(ExecProg *p, LLVMValueRef g) {
  size_t len = 0;
  const char *n = LLVMGetValueName2(g, &len);
  n = tr_demangle(&p->arena, n ? n : "");
  const char *dot = strrchr(n, '.'); /* OpenCL: kernel.var */
  if (dot && dot[1])
    n = dot + 1;
  return *n ? n : "anonymous";
}

static ExecSpace global_space(LLVMValueRef g, bool is_cuda) {
  unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(g));
  if (as == 3)
    return EXEC_SPACE_SHARED;
  if ((is_cuda && as == 4) || (!is_cuda && as == 2) || LLVMIsGlobalConstant(g))
    return EXEC_SPACE_CONSTANT;
  return EXEC_SPACE_GLOBAL;
}

/* The shape of an array type, for naming its elements. */
static void shape(const ExecProg *p, ExecObject *o, LLVMTypeRef ty) {
  o->ndims = 0;
  while (LLVMGetTypeKind(ty) == LLVMArrayTypeKind && o->ndims < EXEC_MAX_DIMS) {
    ty = LLVMGetElementType(ty);
    o->step[o->ndims++] = LLVMABISizeOfType(p->td, ty);
  }
}

static bool const_eval(Builder *b, LLVMValueRef v, uint64_t *out);

/* The object of global g, made on first use (with its initializer). */
static int global_object(Builder *b, LLVMValueRef g) {
  void *known = ptrmap_get(b->env->globals, g);
  if (known)
    return (int)(intptr_t)known;
  ExecProg *p = b->p;
  LLVMTypeRef ty = LLVMGlobalGetValueType(g);
  if (!LLVMTypeIsSized(ty)) {
    fail(b, NULL, "unsupported construct: variable '%s' of a type without a size",
         global_name(p, g));
    return 0;
  }
  ExecSpace space = global_space(g, b->env->is_cuda);
  uint64_t size = LLVMABISizeOfType(p->td, ty);
  /* extern __shared__ T s[]: its size is the launch's, as a buffer's. */
  bool dynamic = space == EXEC_SPACE_SHARED && !size && LLVMIsDeclaration(g);
  if (dynamic)
    size = b->env->extern_bytes;
  int id = exec_mem_add(b->env->mem, global_name(p, g), space, size);
  if (id < 0) {
    fail(b, NULL, "the run's memory budget does not hold variable '%s'", global_name(p, g));
    return 0;
  }
  ptrmap_put(b->env->globals, g, (void *)(intptr_t)id);
  ExecObject *o = &b->env->mem->objs[id];
  o->is_buffer = dynamic;
  if (!dynamic)
    shape(p, o, ty);
  LLVMValueRef init = LLVMGetInitializer(g);
  if (space == EXEC_SPACE_SHARED || !init || LLVMIsUndef(init))
    return id;
  ExecLeaf *leaves;
  int n = exec_prog_layout(p, ty, &leaves);
  if (n < 0) {
    fail(b, NULL, "unsupported construct: the initializer of variable '%s'", o->name);
    return id;
  }
  uint64_t *lanes = mem_calloc((size_t)n + 1, sizeof(uint64_t));
  if (const_eval(b, init, lanes))
    exec_store_lanes(b->env->mem->objs[id].data, leaves, n, lanes);
  free(lanes);
  return id;
}

/* A function's address: an object of no bytes of its own, so that it
 * equals no other pointer and an access through it is out of bounds. */
static int function_object(Builder *b, LLVMValueRef f) {
  void *known = ptrmap_get(b->env->globals, f);
  if (known)
    return (int)(intptr_t)known;
  const char *name = tr_demangle(&b->p->arena, LLVMGetValueName(f));
  int id = exec_mem_add(b->env->mem, name, EXEC_SPACE_GLOBAL, 0);
  if (id < 0) {
    fail(b, NULL, "the run's memory budget does not hold function '%s'", name);
    return 0;
  }
  ptrmap_put(b->env->globals, f, (void *)(intptr_t)id);
  return id;
}

/* ---- constants ---- */

/* Byte offset of a GEP's indices (values in idx, n of them) from a
 * pointer to src. */
static bool gep_steps(Builder *b, LLVMValueRef at, LLVMTypeRef src, int n, LLVMValueRef *idx,
                      ExecGepStep *steps, int64_t *first) {
  ExecProg *p = b->p;
  *first = (int64_t)LLVMABISizeOfType(p->td, src);
  LLVMTypeRef cur = src;
  for (int i = 1; i < n; i++) {
    switch (LLVMGetTypeKind(cur)) {
    case LLVMStructTypeKind: {
      unsigned f = (unsigned)LLVMConstIntGetZExtValue(idx[i]);
      steps[i - 1] = (ExecGepStep){0, LLVMOffsetOfElement(p->td, cur, f), 0};
      cur = LLVMStructGetTypeAtIndex(cur, f);
      break;
    }
    case LLVMArrayTypeKind:
      cur = LLVMGetElementType(cur);
      steps[i - 1] = (ExecGepStep){(int64_t)LLVMABISizeOfType(p->td, cur), 0, 0};
      break;
    default:
      fail(b, at, "unsupported construct: getelementptr into a vector");
      return false;
    }
  }
  return true;
}

static bool const_gep(Builder *b, LLVMValueRef v, uint64_t *out) {
  int n = LLVMGetNumOperands(v) - 1;
  LLVMValueRef *idx = mem_calloc((size_t)n + 1, sizeof *idx);
  ExecGepStep *steps = mem_calloc((size_t)n + 1, sizeof *steps);
  int64_t first;
  for (int i = 0; i < n; i++)
    idx[i] = LLVMGetOperand(v, (unsigned)i + 1);
  uint64_t base;
  bool ok = const_eval(b, LLVMGetOperand(v, 0), &base) &&
            gep_steps(b, NULL, LLVMGetGEPSourceElementType(v), n, idx, steps, &first);
  if (ok) {
    uint64_t off = n ? (uint64_t)LLVMConstIntGetSExtValue(idx[0]) * (uint64_t)first : 0;
    for (int i = 1; i < n; i++)
      off += steps[i - 1].stride
                 ? (uint64_t)LLVMConstIntGetSExtValue(idx[i]) * (uint64_t)steps[i - 1].stride
                 : steps[i - 1].field_offset;
    *out = exec_ptr_add(b->env->mem, base, (int64_t)off);
  }
  free(idx);
  free(steps);
  return ok;
}

static bool const_expr(Builder *b, LLVMValueRef v, uint64_t *out) {
  LLVMOpcode op = LLVMGetConstOpcode(v);
  ExecScalar s;
  switch (op) {
  case LLVMGetElementPtr:
    return const_gep(b, v, out);
  case LLVMAddrSpaceCast:
  case LLVMBitCast:
  case LLVMPtrToInt:
  case LLVMIntToPtr:
    if (exec_prog_lanes(b->p, LLVMTypeOf(v)) != 1 ||
        !exec_prog_scalar(b->p, LLVMTypeOf(v), &s) || !const_eval(b, LLVMGetOperand(v, 0), out))
      break;
    if (op == LLVMBitCast && s.kind != EXEC_PTR)
      break;
    *out &= exec_mask(s.bits);
    return true;
  default:
    break;
  }
  fail(b, NULL, "unsupported construct: constant expression (opcode %d)", (int)op);
  return false;
}

/* A constant's lanes into out. */
static bool const_eval(Builder *b, LLVMValueRef v, uint64_t *out) {
  LLVMTypeRef ty = LLVMTypeOf(v);
  int n = exec_prog_lanes(b->p, ty);
  if (n < 0) {
    fail(b, NULL, "unsupported construct: a constant of a type the executor does not model");
    return false;
  }
  ExecScalar s = {EXEC_INT, 64};
  exec_prog_scalar(b->p, ty, &s);
  if (LLVMIsAGlobalVariable(v)) {
    int id = global_object(b, v);
    out[0] = exec_ptr_make(b->env->mem, id, 0);
    return !b->failed;
  }
  if (LLVMIsAFunction(v)) {
    out[0] = exec_ptr_make(b->env->mem, function_object(b, v), 0);
    return !b->failed;
  }
  if (LLVMIsUndef(v) || LLVMIsPoison(v) || LLVMIsAConstantAggregateZero(v) ||
      LLVMIsAConstantPointerNull(v)) {
    memset(out, 0, sizeof(uint64_t) * (size_t)n);
    return true;
  }
  if (LLVMIsAConstantInt(v)) {
    out[0] = LLVMConstIntGetZExtValue(v) & exec_mask(s.bits);
    return true;
  }
  if (LLVMIsAConstantFP(v)) {
    LLVMBool loses;
    out[0] = exec_from_double(s, LLVMConstRealGetDouble(v, &loses));
    return true;
  }
  if (LLVMIsAConstantExpr(v))
    return const_expr(b, v, out);
  if (LLVMIsAConstantDataSequential(v)) {
    unsigned len = LLVMGetTypeKind(ty) == LLVMVectorTypeKind ? LLVMGetVectorSize(ty)
                                                               : (unsigned)(uint64_t)LLVMGetArrayLength(ty);
    int each = n / (int)(len ? len : 1);
    for (unsigned i = 0; i < len; i++)
      if (!const_eval(b, LLVMGetAggregateElement(v, i), out + i * (unsigned)each))
        return false;
    return true;
  }
  if (LLVMIsAConstantStruct(v) || LLVMIsAConstantArray(v) || LLVMIsAConstantVector(v)) {
    int at = 0;
    for (int i = 0; i < LLVMGetNumOperands(v); i++) {
      LLVMValueRef e = LLVMGetOperand(v, (unsigned)i);
      if (!const_eval(b, e, out + at))
        return false;
      at += exec_prog_lanes(b->p, LLVMTypeOf(e));
    }
    return true;
  }
  fail(b, NULL, "unsupported construct: a constant the executor does not model");
  return false;
}

/* ---- instructions ---- */

static bool operand(Builder *b, LLVMValueRef inst, LLVMValueRef v, ExecOp *op) {
  void *slot = ptrmap_get(&b->slots, v);
  if (slot) {
    op->slot = (int)(intptr_t)slot - 1;
    return true;
  }
  if (LLVMIsAInstruction(v) || LLVMIsAArgument(v)) {
    fail(b, inst, "internal error: a value used before it is defined");
    return false;
  }
  if (LLVMIsAInlineAsm(v)) {
    fail(b, inst, "unsupported construct: inline assembly (asm statement)");
    return false;
  }
  int n = exec_prog_lanes(b->p, LLVMTypeOf(v));
  op->slot = -1;
  op->k = arena_alloc(&b->p->arena, sizeof(uint64_t) * (size_t)(n > 0 ? n : 1));
  bool ok = const_eval(b, v, op->k);
  if (!ok && !b->at)
    b->at = inst;
  return ok;
}

static int block_index(Builder *b, LLVMBasicBlockRef bb) {
  return (int)(intptr_t)ptrmap_get(&b->blocks, bb) - 1;
}

static void set_ops(Builder *b, ExecInst *x, int n, LLVMValueRef *vals) {
  x->nops = n;
  x->ops = arena_alloc(&b->p->arena, sizeof(ExecOp) * (size_t)(n ? n : 1));
  for (int i = 0; i < n && !b->failed; i++)
    operand(b, x->v, vals[i], &x->ops[i]);
}

static void set_targets(Builder *b, ExecInst *x, int n) {
  x->ntargets = n;
  x->targets = arena_alloc(&b->p->arena, sizeof(int) * (size_t)(n ? n : 1));
}

/* br, switch: the condition as operand, the successors as targets. */
static void build_branch(Builder *b, ExecInst *x) {
  LLVMValueRef i = x->v;
  unsigned n = LLVMGetNumSuccessors(i);
  set_targets(b, x, (int)n);
  for (unsigned k = 0; k < n; k++)
    x->targets[k] = block_index(b, LLVMGetSuccessor(i, k));
  if (x->op == LLVMBr) {
    LLVMValueRef cond = LLVMIsConditional(i) ? LLVMGetCondition(i) : NULL;
    set_ops(b, x, cond ? 1 : 0, &cond);
    return;
  }
  /* switch: operand 0 the value, then (case value, block) pairs. */
  int ncase = (int)n - 1;
  LLVMValueRef *vals = mem_calloc((size_t)ncase + 1, sizeof *vals);
  vals[0] = LLVMGetOperand(i, 0);
  for (int c = 0; c < ncase; c++)
    vals[c + 1] = LLVMGetOperand(i, (unsigned)(2 + 2 * c));
  set_ops(b, x, ncase + 1, vals);
  free(vals);
}

/* phi: the incoming values as operands, their blocks as targets. */
static void build_phi(Builder *b, ExecInst *x) {
  int n = (int)LLVMCountIncoming(x->v);
  LLVMValueRef *vals = mem_calloc((size_t)n + 1, sizeof *vals);
  set_targets(b, x, n);
  for (int k = 0; k < n; k++) {
    vals[k] = LLVMGetIncomingValue(x->v, (unsigned)k);
    x->targets[k] = block_index(b, LLVMGetIncomingBlock(x->v, (unsigned)k));
  }
  set_ops(b, x, n, vals);
  free(vals);
}

static void build_gep(Builder *b, ExecInst *x) {
  int n = LLVMGetNumOperands(x->v) - 1;
  LLVMValueRef *idx = mem_calloc((size_t)n + 1, sizeof *idx);
  for (int i = 0; i < n; i++)
    idx[i] = LLVMGetOperand(x->v, (unsigned)i + 1);
  if (LLVMGetTypeKind(LLVMTypeOf(x->v)) == LLVMVectorTypeKind)
    fail(b, x->v, "unsupported construct: getelementptr on a vector of pointers");
  x->gep = arena_alloc(&b->p->arena, sizeof(ExecGepStep) * (size_t)(n ? n : 1));
  gep_steps(b, x->v, LLVMGetGEPSourceElementType(x->v), n, idx, x->gep, &x->gep_first);
  for (int i = 0; i < n && !b->failed; i++) {
    LLVMTypeRef ty = LLVMTypeOf(idx[i]);
    if (LLVMGetTypeKind(ty) != LLVMIntegerTypeKind) {
      fail(b, x->v, "unsupported construct: getelementptr with a vector index");
      break;
    }
    *(i ? &x->gep[i - 1].bits : &x->gep_first_bits) = (int)LLVMGetIntTypeWidth(ty);
  }
  free(idx);
}

static void build_alloca(Builder *b, ExecInst *x) {
  LLVMTypeRef ty = LLVMGetAllocatedType(x->v);
  LLVMValueRef count = LLVMGetOperand(x->v, 0);
  if (!LLVMIsAConstantInt(count) || !LLVMTypeIsSized(ty)) {
    fail(b, x->v, "unsupported construct: alloca of a variable size");
    return;
  }
  x->size = LLVMABISizeOfType(b->p->td, ty) * LLVMConstIntGetZExtValue(count);
  size_t len = 0;
  const char *name = LLVMGetValueName2(x->v, &len);
  int id = exec_mem_add(b->env->mem, len ? arena_strdup(&b->p->arena, name) : "local",
                        EXEC_SPACE_PRIVATE, x->size);
  if (id < 0) {
    fail(b, x->v, "the run's memory budget does not hold this local variable");
    return;
  }
  shape(b->p, &b->env->mem->objs[id], ty);
  x->aux = id;
}

/* An OpenCL sub-group built-in (mangled, as OpenCL's built-ins are). */
static bool is_sub_group_function(const char *raw, const char *name) {
  return !strncmp(raw, "_Z", 2) &&
         (!strncmp(name, "sub_group_", 10) || strstr(name, "sub_group_size") ||
          strstr(name, "num_sub_groups") || !strcmp(name, "get_sub_group_id") ||
          !strcmp(name, "get_sub_group_local_id"));
}

/* The value type a load, store or atomic accesses, and its layout. */
static void build_access(Builder *b, ExecInst *x, LLVMTypeRef ty) {
  x->nleaves = exec_prog_layout(b->p, ty, &x->leaves);
  if (x->nleaves < 0)
    fail(b, x->v, "unsupported construct: memory access of a type the executor does not model");
  else
    x->size = LLVMStoreSizeOfType(b->p->td, ty);
}

static void build_call(Builder *b, ExecInst *x) {
  LLVMValueRef callee = LLVMGetCalledValue(x->v);
  if (LLVMIsAInlineAsm(callee)) {
    fail(b, x->v, "unsupported construct: inline assembly (asm statement)");
    return;
  }
  if (!LLVMIsAFunction(callee)) {
    fail(b, x->v, "unsupported construct: call through a function pointer");
    return;
  }
  size_t len = 0;
  const char *raw = LLVMGetValueName2(callee, &len);
  x->callee = tr_demangle(&b->p->arena, raw);
  TrAtomicCall atomic = {.value_arg = -1};
  if (ptrmap_get(&b->specs.unchecked, x->v)) {
    x->aux = EXEC_CALL_IGNORE; /* a __requires that needs an opaque annotation */
  } else if (exec_specs_opaque(x->callee)) {
    fail(b, x->v, "unsupported construct: annotation '%s' outside a specification (it has "
                  "no value in one execution)", x->callee);
    return;
  } else if (tr_atomic_call(x->v, x->callee, &atomic) && atomic.unmodelled) {
    fail(b, x->v, "unsupported construct: " TR_SCOPE_REFUSAL, atomic.unmodelled, x->callee);
    return;
  } else if (!exec_calls_classify(x->v, raw, x->callee, &x->aux, &x->aux2)) {
    /* One execution would be one implementation's sub-groups; the
     * executor picks none, so a kernel with them is not run. */
    if (!strcmp(raw, "vprintf")) {
      const char *why = tr_printf_unmodelled(x->v);
      fail(b, x->v, "unsupported construct: printf %s",
           why ? why : "whose count is used (one execution would invent it)");
      return;
    }
    if (is_sub_group_function(raw, x->callee)) {
      fail(b, x->v, "unsupported construct: sub-group function '%s' (the executor does not "
                    "model OpenCL sub-groups)", x->callee);
      return;
    }
    fail(b, x->v, LLVMIsDeclaration(callee) ? "unsupported construct: call to '%s'"
                                            : "unsupported construct: call to '%s', a "
                                              "function that was not inlined",
         x->callee);
    return;
  }
  /* An ignored call's operands (metadata, annotations' arguments) are
   * never evaluated. */
  int n = x->aux == EXEC_CALL_IGNORE ? 0 : LLVMGetNumArgOperands(x->v);
  LLVMValueRef *vals = mem_calloc((size_t)n + 1, sizeof *vals);
  for (int k = 0; k < n; k++)
    vals[k] = LLVMGetOperand(x->v, (unsigned)k);
  set_ops(b, x, n, vals);
  free(vals);
  /* An atomic's value: its result's type, or that of the value it
   * writes when the result is not (atomic_store, compare-exchange). */
  if (x->aux == EXEC_CALL_ATOMIC && atomic.value_arg >= 0 && atomic.value_arg < n)
    build_access(b, x, LLVMTypeOf(LLVMGetOperand(x->v, (unsigned)atomic.value_arg)));
  else if ((x->aux == EXEC_CALL_ATOMIC || x->aux == EXEC_CALL_VLOAD) && n > 0)
    build_access(b, x, LLVMTypeOf(x->v));
  else if (x->aux == EXEC_CALL_VSTORE && n > 0)
    build_access(b, x, LLVMTypeOf(LLVMGetOperand(x->v, 0)));
}

static void build_plain(Builder *b, ExecInst *x) {
  int n = LLVMGetNumOperands(x->v);
  LLVMValueRef *vals = mem_calloc((size_t)n + 1, sizeof *vals);
  for (int k = 0; k < n; k++)
    vals[k] = LLVMGetOperand(x->v, (unsigned)k);
  set_ops(b, x, n, vals);
  free(vals);
}

/* The first lane an extractvalue/insertvalue's indices select. */
static int aggregate_lane(Builder *b, LLVMTypeRef ty, const unsigned *idx, unsigned n) {
  int lane = 0;
  for (unsigned k = 0; k < n; k++) {
    if (LLVMGetTypeKind(ty) == LLVMStructTypeKind) {
      for (unsigned f = 0; f < idx[k]; f++)
        lane += exec_prog_lanes(b->p, LLVMStructGetTypeAtIndex(ty, f));
      ty = LLVMStructGetTypeAtIndex(ty, idx[k]);
    } else {
      ty = LLVMGetElementType(ty);
      lane += (int)idx[k] * exec_prog_lanes(b->p, ty);
    }
  }
  return lane;
}

static void build_inst(Builder *b, ExecInst *x) {
  LLVMValueRef i = x->v;
  LLVMValueRef op0 = LLVMGetNumOperands(i) > 0 ? LLVMGetOperand(i, 0) : NULL;
  if (op0 && !LLVMIsABasicBlock(op0)) {
    x->olanes = exec_prog_lanes(b->p, LLVMTypeOf(op0));
    exec_prog_scalar(b->p, LLVMTypeOf(op0), &x->os);
  }
  switch (x->op) {
  case LLVMBr:
  case LLVMSwitch:
    build_branch(b, x);
    return;
  case LLVMPHI:
    build_phi(b, x);
    return;
  case LLVMGetElementPtr:
    build_plain(b, x);
    build_gep(b, x);
    return;
  case LLVMAlloca:
    build_alloca(b, x);
    return;
  case LLVMLoad:
    build_plain(b, x);
    build_access(b, x, LLVMTypeOf(i));
    return;
  case LLVMStore:
  case LLVMAtomicRMW:
  case LLVMAtomicCmpXchg:
    build_plain(b, x);
    /* store's value is operand 0; atomics' pointer is, their value 1 */
    build_access(b, x, LLVMTypeOf(LLVMGetOperand(i, x->op == LLVMStore ? 0 : 1)));
    if (x->op == LLVMAtomicRMW)
      x->aux = (int)LLVMGetAtomicRMWBinOp(i);
    return;
  case LLVMCall:
    build_call(b, x);
    return;
  case LLVMICmp:
    build_plain(b, x);
    x->aux = (int)LLVMGetICmpPredicate(i);
    return;
  case LLVMFCmp:
    build_plain(b, x);
    x->aux = (int)LLVMGetFCmpPredicate(i);
    return;
  case LLVMExtractValue:
  case LLVMInsertValue:
    build_plain(b, x);
    x->extract = aggregate_lane(b, LLVMTypeOf(op0), LLVMGetIndices(i), LLVMGetNumIndices(i));
    return;
  case LLVMRet:
  case LLVMUnreachable:
  case LLVMFence:
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv: case LLVMSDiv:
  case LLVMURem: case LLVMSRem: case LLVMShl: case LLVMLShr: case LLVMAShr:
  case LLVMAnd: case LLVMOr: case LLVMXor:
  case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv: case LLVMFRem: case LLVMFNeg:
  case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMFPTrunc: case LLVMFPExt:
  case LLVMFPToUI: case LLVMFPToSI: case LLVMUIToFP: case LLVMSIToFP:
  case LLVMPtrToInt: case LLVMIntToPtr: case LLVMBitCast: case LLVMAddrSpaceCast:
  case LLVMSelect: case LLVMExtractElement: case LLVMInsertElement:
  case LLVMShuffleVector: case LLVMFreeze:
    build_plain(b, x);
    return;
  default:
    fail(b, i, "unsupported construct: LLVM instruction with opcode %d (exceptions, "
               "variable arguments or indirect branches)", (int)x->op);
    return;
  }
}

/* Numbers the blocks and instructions and gives every value its slots. */
static bool number(Builder *b, LLVMValueRef fn) {
  ExecProg *p = b->p;
  int nargs = (int)LLVMCountParams(fn);
  p->nargs = nargs;
  p->arg_slot = arena_alloc(&p->arena, sizeof(int) * (size_t)(nargs ? nargs : 1));
  for (int k = 0; k < nargs; k++) {
    LLVMValueRef a = LLVMGetParam(fn, (unsigned)k);
    int lanes = exec_prog_lanes(p, LLVMTypeOf(a));
    ExecLeaf *leaves;
    if (lanes < 1 || exec_prog_layout(p, LLVMTypeOf(a), &leaves) < 0) {
      fail(b, NULL, "unsupported construct: kernel parameter %d of a type the executor does "
                    "not model", k + 1);
      return false;
    }
    p->arg_slot[k] = p->nregs;
    ptrmap_put(&b->slots, a, (void *)(intptr_t)(p->nregs + 1));
    p->nregs += lanes;
  }
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
    ptrmap_put(&b->blocks, bb, (void *)(intptr_t)(++p->nblocks));
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      p->ninsts++;
      int lanes = exec_prog_lanes(p, LLVMTypeOf(i));
      if (lanes < 0) {
        fail(b, i, "unsupported construct: a value of a type the executor does not model "
                   "(half precision, wide integers)");
        return false;
      }
      ptrmap_put(&b->slots, i, (void *)(intptr_t)(p->nregs + 1));
      p->nregs += lanes;
    }
  }
  return true;
}

bool exec_prog_build(ExecProg *p, LLVMModuleRef m, LLVMValueRef fn, ExecEnv *env, LLVMValueRef *at,
                     char *err, int errlen) {
  *p = (ExecProg){0};
  p->td = LLVMCreateTargetData(LLVMGetDataLayoutStr(m));
  p->ptr_bits = (int)LLVMPointerSize(p->td) * 8;
  Builder b = {.p = p, .env = env, .err = err, .errlen = errlen};
  *at = NULL;
  exec_specs_find(fn, &p->arena, &b.specs);
  if (number(&b, fn)) {
    p->insts = arena_alloc(&p->arena, sizeof(ExecInst) * (size_t)(p->ninsts ? p->ninsts : 1));
    p->blocks = arena_alloc(&p->arena, sizeof(ExecBlock) * (size_t)(p->nblocks ? p->nblocks : 1));
    int k = 0, bi = 0;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb && !b.failed;
         bb = LLVMGetNextBasicBlock(bb), bi++) {
      ExecBlock *xb = &p->blocks[bi];
      xb->first = k;
      int phi_lanes = 0; /* jump() moves them through a buffer of EXEC_MAX_LANES */
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i && !b.failed;
           i = LLVMGetNextInstruction(i), k++) {
        ExecInst *x = &p->insts[k];
        x->v = i;
        x->op = LLVMGetInstructionOpcode(i);
        x->slot = (int)(intptr_t)ptrmap_get(&b.slots, i) - 1;
        x->lanes = exec_prog_lanes(p, LLVMTypeOf(i));
        exec_prog_scalar(p, LLVMTypeOf(i), &x->s);
        xb->nphis += x->op == LLVMPHI;
        phi_lanes += x->op == LLVMPHI ? x->lanes : 0;
        if (phi_lanes > EXEC_MAX_LANES)
          fail(&b, i, "unsupported construct: phis of more than %d scalars in one block",
               EXEC_MAX_LANES);
        x->skip = ptrmap_get(&b.specs.skipped, i) != NULL;
        if (!x->skip)
          build_inst(&b, x);
        xb->n++;
      }
    }
  }
  ptrmap_free(&b.slots);
  ptrmap_free(&b.blocks);
  exec_specs_free(&b.specs);
  *at = b.at;
  return !b.failed;
}

void exec_prog_free(ExecProg *p) {
  if (p->td)
    LLVMDisposeTargetData(p->td);
  arena_free(&p->arena);
  *p = (ExecProg){0};
}
