/* Memory objects: which arrays a kernel touches, their element size and shape, and the
 * initial contents of constant memory. */
#include "translate_int.h"

static int gcd(int x, int y) {
  while (y) {
    int r = x % y;
    x = y;
    y = r;
  }
  return x < 0 ? -x : x;
}

/* The type of the struct a kernel parameter passes by value (as a pointer
 * marked byval), or NULL. */
LLVMTypeRef tr_byval_type(Tr *t, LLVMValueRef param) {
  if (LLVMGetTypeKind(LLVMTypeOf(param)) != LLVMPointerTypeKind)
    return NULL;
  unsigned idx = 0;
  for (LLVMValueRef p = LLVMGetFirstParam(t->fn); p && p != param;
       p = LLVMGetNextParam(p))
    idx++;
  LLVMAttributeRef byval = LLVMGetEnumAttributeAtIndex(
      t->fn, idx + 1, LLVMGetEnumAttributeKindForName("byval", 5));
  return byval ? LLVMGetTypeAttributeValue(byval) : NULL;
}

MemSpace tr_space_of_address_space(Tr *t, unsigned as) {
  if (as == 3)
    return SPACE_SHARED;
  if ((t->k->is_cuda && as == 4) || (!t->k->is_cuda && as == 2))
    return SPACE_CONSTANT;
  return SPACE_GLOBAL;
}

MemSpace tr_space_of(Tr *t, LLVMValueRef root) {
  /* A struct passed by value is a per-thread copy. */
  if (LLVMIsAAllocaInst(root) || (LLVMIsAArgument(root) && tr_byval_type(t, root)))
    return SPACE_PRIVATE;
  return tr_space_of_address_space(t, LLVMGetPointerAddressSpace(LLVMTypeOf(root)));
}

static const char *root_name(Tr *t, LLVMValueRef root) {
  const char *n = tr_value_name(root);
  if (LLVMIsAGlobalVariable(root)) {
    n = tr_demangle(t->a, n);
    const char *dot = strrchr(n, '.'); /* OpenCL: kernel.var */
    if (dot && dot[1])
      n = dot + 1;
  }
  return *n ? n : "anonymous";
}

/* Records the source shape of an object from its type: arrays of arrays
 * give one step per dimension. */
static void shape_from_type(Tr *t, Array *arr, LLVMTypeRef ty) {
  arr->nsteps = 0;
  while (arr->nsteps < 6) {
    arr->step_bytes[arr->nsteps++] = (int)LLVMABISizeOfType(t->td, ty);
    if (LLVMGetTypeKind(ty) != LLVMArrayTypeKind)
      break;
    ty = LLVMGetElementType(ty);
  }
}

/* A pointer parameter's shape, for naming its elements, from the types it
 * is indexed with: the first, unless a later one is a finer flat view of
 * the same memory (a float array also read as float4 is named in floats:
 * with opaque pointers the declared type is not in the IR). */
static void param_shape(Tr *t, Array *arr, LLVMTypeRef ty) {
  if (arr->nsteps == 0) {
    shape_from_type(t, arr, ty);
    return;
  }
  /* i8 is how LLVM addresses raw bytes (a struct's field at an offset),
   * not a type the source indexes with. */
  LLVMTypeKind kind = LLVMGetTypeKind(ty);
  bool flat = kind != LLVMArrayTypeKind && kind != LLVMStructTypeKind &&
              !(kind == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(ty) == 8);
  int size = (int)LLVMABISizeOfType(t->td, ty), leaf = arr->step_bytes[0];
  if (arr->nsteps == 1 && flat && size > 0 && size < leaf && leaf % size == 0)
    arr->step_bytes[0] = size;
}

static Array *new_array(Tr *t, const char *name, MemSpace space) {
  Array *arr = NEW(t->a, Array);
  arr->id = t->k->arrays.len;
  arr->name = arena_strdup(t->a, name);
  arr->bname = tr_sanitize(t->a, "$$", arr->name, arr->id);
  arr->space = space;
  vec_push(&t->k->arrays, arr);
  return arr;
}

/* An extern __shared__ declaration: a declaration without a definition in
 * the shared address space. */
static bool is_dynamic_shared(Tr *t, LLVMValueRef root) {
  return t->k->is_cuda && LLVMIsAGlobalVariable(root) && LLVMIsDeclaration(root) &&
         LLVMGetPointerAddressSpace(LLVMTypeOf(root)) == 3;
}

/* Every extern __shared__ array starts where the block's dynamic shared
 * memory starts (CUDA Programming Guide), so all of them are one object,
 * named after the first; the user is told which names it stands for. */
static Array *dynamic_shared(Tr *t, LLVMValueRef root) {
  Array *arr = t->dynamic_shared;
  ptrmap_put(&t->arrays, root, arr);
  Note *n = NEW(t->a, Note);
  n->loc = (Loc){.file = ""};
  n->msg = arena_printf(t->a,
                        "extern __shared__ arrays '%s' and '%s' are the same memory "
                        "(dynamic shared memory), reported as '%s'",
                        arr->name, root_name(t, root), arr->name);
  vec_push(&t->k->notes, n);
  return arr;
}

/* A kernel pointer parameter declared restrict (noalias): its user's word
 * that no other pointer reaches its object. */
static bool is_restrict(Tr *t, LLVMValueRef param) {
  unsigned idx = 0;
  for (LLVMValueRef p = LLVMGetFirstParam(t->fn); p && p != param;
       p = LLVMGetNextParam(p))
    idx++;
  return LLVMGetEnumAttributeAtIndex(
             t->fn, idx + 1, LLVMGetEnumAttributeKindForName("noalias", 7)) != NULL;
}

/* With --may-alias, global memory that a pointer parameter may reach: the
 * parameters themselves (restrict ones excepted) and global variables. */
static bool may_alias(Tr *t, LLVMValueRef root) {
  if (!t->cfg->may_alias || tr_space_of(t, root) != SPACE_GLOBAL)
    return false;
  if (LLVMIsAArgument(root))
    return !tr_byval_type(t, root) && !is_restrict(t, root);
  return LLVMIsAGlobalVariable(root);
}

/* --may-alias: all of that memory is one object, named after its parts;
 * each parameter points at an offset of its own (translate.c). */
static Array *aliased(Tr *t, LLVMValueRef root) {
  Array *arr = t->aliased;
  arr->name = arena_printf(t->a, "%s/%s", arr->name, root_name(t, root));
  arr->is_param |= LLVMIsAArgument(root) != NULL;
  arr->size_bytes = 0;
  ptrmap_put(&t->arrays, root, arr);
  return arr;
}

static Array *array_for_root(Tr *t, LLVMValueRef root) {
  Array *arr = ptrmap_get(&t->arrays, root);
  if (arr)
    return arr;
  bool shared_object = may_alias(t, root);
  if (shared_object && t->aliased)
    return aliased(t, root);
  bool dynamic = is_dynamic_shared(t, root);
  if (dynamic && t->dynamic_shared)
    return dynamic_shared(t, root);
  arr = new_array(t, root_name(t, root), tr_space_of(t, root));
  arr->is_param = LLVMIsAArgument(root);
  arr->restrict_param = arr->is_param && is_restrict(t, root);
  if (shared_object)
    t->aliased = arr;
  LLVMTypeRef ty = NULL;
  if (LLVMIsAGlobalVariable(root))
    ty = LLVMGlobalGetValueType(root);
  else if (LLVMIsAAllocaInst(root))
    ty = LLVMGetAllocatedType(root);
  if (ty) {
    arr->size_bytes = (int64_t)LLVMABISizeOfType(t->td, ty);
    /* The whole object is one step of its own type: index below it. */
    shape_from_type(t, arr, ty);
    if (arr->nsteps > 1) {
      memmove(arr->step_bytes, arr->step_bytes + 1,
              sizeof(int) * (size_t)(arr->nsteps - 1));
      arr->nsteps--;
    }
  }
  ptrmap_put(&t->arrays, root, arr);
  if (dynamic)
    t->dynamic_shared = arr;
  return arr;
}

/* Private memory that holds pointers keeps, beside their bits, the array
 * ids of the pointers in a map of its own (indexed like the memory), so
 * that a pointer loaded back points where the stored one did. */
static Array *pointer_ids_of(Tr *t, Array *arr) {
  if (!arr->ptr_ids) {
    arr->ptr_ids =
        new_array(t, arena_printf(t->a, "%s.ptr_ids", arr->name), SPACE_PRIVATE);
    arr->ptr_ids->elem_bytes = t->ptr_bytes; /* one id per pointer slot */
    arr->ptr_ids->read = arr->ptr_ids->written = true;
  }
  return arr->ptr_ids;
}

static void push_unique(Vec *v, void *x) {
  for (int i = 0; i < v->len; i++)
    if (v->items[i] == x)
      return;
  vec_push(v, x);
}

/* The arrays a pointer may point into: its roots and, when it may have
 * been loaded from memory, every array whose pointer may be in memory.
 * During translation (create false) every array already exists. */
void tr_candidates(Tr *t, LLVMValueRef ptr, bool create, Vec *out) {
  PtrTargets pt = {0};
  ptr_targets(ptr, &pt);
  for (int i = 0; i < pt.roots.len; i++) {
    LLVMValueRef r = pt.roots.items[i];
    Array *arr = create ? array_for_root(t, r) : ptrmap_get(&t->arrays, r);
    if (arr)
      push_unique(out, arr);
  }
  for (int i = 0; pt.memory && i < t->in_memory.len; i++)
    push_unique(out, t->in_memory.items[i]);
  ptr_targets_free(&pt);
}

/* Folds the strides of one GEP into the element size of its object. */
static void note_gep(Tr *t, Array *arr, LLVMValueRef gep, bool direct) {
  if (direct && arr->is_param)
    param_shape(t, arr, LLVMGetGEPSourceElementType(gep));
  GepWalk w;
  GepStep s;
  for (tr_gep_walk(&w, t, gep); tr_gep_next(&w, &s);) {
    int step = (int)s.bytes;
    if (!s.field && LLVMIsAConstantInt(s.index))
      step *= (int)LLVMConstIntGetSExtValue(s.index);
    arr->elem_bytes = gcd(arr->elem_bytes, step);
  }
}

static void note_pointer(Tr *t, LLVMValueRef v, Array *arr, PtrMap *seen) {
  if (ptrmap_get(seen, v))
    return;
  ptrmap_put(seen, v, v);
  unsigned op = 0;
  if (LLVMIsAInstruction(v))
    op = LLVMGetInstructionOpcode(v);
  else if (LLVMIsAConstantExpr(v))
    op = LLVMGetConstOpcode(v);
  switch (op) {
  case LLVMGetElementPtr: {
    LLVMValueRef base = LLVMGetOperand(v, 0);
    note_gep(t, arr, v, ptrmap_get(&t->arrays, base) == arr);
    note_pointer(t, base, arr, seen);
    break;
  }
  case LLVMBitCast:
  case LLVMAddrSpaceCast: note_pointer(t, LLVMGetOperand(v, 0), arr, seen); break;
  case LLVMSelect:
    note_pointer(t, LLVMGetOperand(v, 1), arr, seen);
    note_pointer(t, LLVMGetOperand(v, 2), arr, seen);
    break;
  case LLVMPHI:
    for (unsigned i = 0; i < LLVMCountIncoming(v); i++)
      note_pointer(t, LLVMGetIncomingValue(v, i), arr, seen);
    break;
  default: break;
  }
}

/* Folds the address steps of pointer ptr into the element size of arr. */
static void note_steps(Tr *t, LLVMValueRef ptr, Array *arr) {
  PtrMap seen = {0};
  note_pointer(t, ptr, arr, &seen);
  ptrmap_free(&seen);
}

/* Notes an access of `bytes` through pointer ptr in every array it may
 * point into; holds_pointer when the access loads or stores a pointer. */
static void note_access(Tr *t, LLVMValueRef ptr, int bytes, AccessKind kind,
                        bool holds_pointer) {
  Vec cands = {0};
  tr_candidates(t, ptr, true, &cands);
  for (int i = 0; i < cands.len; i++) {
    Array *arr = cands.items[i];
    arr->elem_bytes = gcd(arr->elem_bytes, bytes);
    arr->read |= kind == ACC_READ;
    arr->written |= kind == ACC_WRITE;
    arr->atomic |= kind == ACC_ATOMIC;
    note_steps(t, ptr, arr);
    if (arr->nsteps == 0) { /* accessed without address arithmetic */
      arr->step_bytes[0] = bytes;
      arr->nsteps = 1;
    }
    if (holds_pointer && arr->space == SPACE_PRIVATE)
      pointer_ids_of(t, arr);
  }
  vec_free(&cands);
}

/* The accesses of atomic operation `call` (atomics.c): its update, or
 * atomic_init's plain write; and compare-exchange's read and write of
 * *expected. */
static void note_atomic(Tr *t, LLVMValueRef call, AtomicOp op) {
  LLVMValueRef ptr = LLVMGetOperand(call, 0);
  note_access(t, ptr, op.bytes, op.form == ATOMIC_INIT ? ACC_WRITE : ACC_ATOMIC, false);
  if (op.form == ATOMIC_CMPXCHG) {
    note_access(t, LLVMGetOperand(call, 1), op.bytes, ACC_READ, false);
    note_access(t, LLVMGetOperand(call, 1), op.bytes, ACC_WRITE, false);
  }
  if (!op.group_scope)
    return;
  Vec cands = {0};
  tr_candidates(t, ptr, true, &cands);
  for (int i = 0; i < cands.len; i++)
    ((Array *)cands.items[i])->group_atomic = true;
  vec_free(&cands);
}

/* Private memory holding OpenCL events (event_t values), which it holds
 * as plain 32-bit values. mark_events records that ptr points into such
 * memory; holds_events says whether every object ptr may point into does. */
static void mark_events(Tr *t, LLVMValueRef ptr) {
  PtrTargets pt = {0};
  ptr_targets(ptr, &pt);
  for (int i = 0; i < pt.roots.len; i++) {
    Array *arr = ptrmap_get(&t->arrays, pt.roots.items[i]);
    if (arr && arr->space == SPACE_PRIVATE)
      arr->events = true;
  }
  ptr_targets_free(&pt);
}

bool tr_holds_events(Tr *t, LLVMValueRef ptr) {
  PtrTargets pt = {0};
  ptr_targets(ptr, &pt);
  bool all = pt.roots.len > 0 && !pt.memory && !pt.unknown;
  for (int i = 0; i < pt.roots.len && all; i++) {
    Array *arr = ptrmap_get(&t->arrays, pt.roots.items[i]);
    all = arr && arr->events;
  }
  ptr_targets_free(&pt);
  return all;
}

bool tr_is_memset(LLVMValueRef call) {
  const char *n = tr_callee_name(call);
  return n && !strncmp(n, "llvm.memset", 11);
}

/* For memcpy, memmove and memset of a constant length: the size of the
 * pieces they are copied in (the largest of 8, 4, 2, 1 dividing the
 * length); 0 for any other call. */
int tr_mem_intrinsic_unit(LLVMValueRef call) {
  const char *n = tr_callee_name(call);
  if (!n || (strncmp(n, "llvm.memcpy", 11) && strncmp(n, "llvm.memmove", 12) &&
             strncmp(n, "llvm.memset", 11)))
    return 0;
  LLVMValueRef len = LLVMGetOperand(call, 2);
  if (!LLVMIsAConstantInt(len))
    return 0;
  uint64_t n_bytes = LLVMConstIntGetZExtValue(len);
  for (int unit = 8; unit > 1; unit /= 2)
    if (n_bytes % (uint64_t)unit == 0)
      return unit;
  return 1;
}

bool tr_is_pointer(LLVMValueRef v) {
  return LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMPointerTypeKind;
}

/* The pointers inside a struct the kernel receives by value, at byte
 * offset `at` of holder: each points to an object of its own, which
 * GPUVerify treats as a kernel pointer parameter. */
static void note_pointer_fields(Tr *t, Array *holder, LLVMTypeRef ty, int64_t at) {
  switch (LLVMGetTypeKind(ty)) {
  case LLVMPointerTypeKind: {
    if (t->ptr_fields.len >= 256)
      return;
    PtrField *f = NEW(t->a, PtrField);
    f->holder = holder;
    f->offset = at;
    const char *name = arena_printf(t->a, "%s.%lld", holder->name, (long long)at);
    f->target =
        new_array(t, name, tr_space_of_address_space(t, LLVMGetPointerAddressSpace(ty)));
    f->target->is_param = true;
    vec_push(&t->ptr_fields, f);
    vec_push(&t->in_memory, f->target);
    holder->elem_bytes = gcd(holder->elem_bytes, tr_store_size(t, ty));
    holder->elem_bytes = gcd(holder->elem_bytes, (int)at);
    pointer_ids_of(t, holder);
    return;
  }
  case LLVMStructTypeKind:
    for (unsigned i = 0; i < LLVMCountStructElementTypes(ty); i++)
      note_pointer_fields(t, holder, LLVMStructGetTypeAtIndex(ty, i),
                          at + (int64_t)LLVMOffsetOfElement(t->td, ty, i));
    return;
  case LLVMArrayTypeKind: {
    LLVMTypeRef el = LLVMGetElementType(ty);
    int64_t size = (int64_t)LLVMABISizeOfType(t->td, el);
    for (unsigned i = 0; i < LLVMGetArrayLength(ty); i++)
      note_pointer_fields(t, holder, el, at + (int64_t)i * size);
    return;
  }
  default: return;
  }
}

/* Notes a pointer the kernel stores: its arrays are those whose pointers
 * may be loaded from memory, and its address steps must be whole elements
 * of each. */
static void note_stored_pointer(Tr *t, LLVMValueRef v) {
  Vec cands = {0};
  tr_candidates(t, v, true, &cands);
  for (int i = 0; i < cands.len; i++) {
    note_steps(t, v, cands.items[i]);
    push_unique(&t->in_memory, cands.items[i]);
  }
  vec_free(&cands);
}

/* The accesses of an async copy, and the events a wait reads; false for
 * other calls. */
static bool note_async(Tr *t, LLVMValueRef call) {
  AsyncKind kind = tr_async_kind(t, call);
  if (kind == ASYNC_WAIT_EVENTS) {
    LLVMValueRef list = LLVMGetOperand(call, 1);
    note_access(t, list, t->ptr_bytes, ACC_READ, false);
    mark_events(t, list);
    return true;
  }
  int bytes = tr_async_element_bytes(t, call);
  if (!bytes)
    return kind != ASYNC_NONE; /* an unknown element type is reported when translated */
  note_access(t, LLVMGetOperand(call, 0), bytes, ACC_WRITE, false);
  note_access(t, LLVMGetOperand(call, 1), bytes, ACC_READ, false);
  return true;
}

/* First pass: every object the kernel touches, and the element size that
 * divides all its accesses and address steps. Stored pointers come first:
 * a pointer loaded from memory may point into any of their arrays. */
void tr_collect_arrays(Tr *t) {
  for (LLVMValueRef p = LLVMGetFirstParam(t->fn); p; p = LLVMGetNextParam(p)) {
    if (LLVMGetTypeKind(LLVMTypeOf(p)) != LLVMPointerTypeKind)
      continue;
    Array *arr = array_for_root(t, p);
    LLVMTypeRef st = tr_byval_type(t, p);
    if (st)
      note_pointer_fields(t, arr, st, 0);
  }
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(t->fn); bb;
       bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      if (LLVMGetInstructionOpcode(i) == LLVMStore && tr_is_pointer(LLVMGetOperand(i, 0)))
        note_stored_pointer(t, LLVMGetOperand(i, 0));
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(t->fn); bb;
       bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      switch (LLVMGetInstructionOpcode(i)) {
      case LLVMLoad:
        note_access(t, LLVMGetOperand(i, 0), tr_store_size(t, LLVMTypeOf(i)), ACC_READ,
                    tr_is_pointer(i));
        break;
      case LLVMStore: {
        LLVMValueRef v = LLVMGetOperand(i, 0), ptr = LLVMGetOperand(i, 1);
        note_access(t, ptr, tr_store_size(t, LLVMTypeOf(v)), ACC_WRITE, tr_is_pointer(v));
        /* Private memory that holds events holds them as plain values. */
        if (tr_is_pointer(v) && tr_is_event(t, v, 0))
          mark_events(t, ptr);
        break;
      }
      case LLVMAtomicRMW:
      case LLVMCall: {
        AtomicOp op = tr_atomic_of(t, i);
        if (op.bytes) {
          note_atomic(t, i, op);
          break;
        }
        if (note_async(t, i))
          break;
        ImageAccess ia;
        if (tr_image_access_of(t, i, &ia)) {
          note_access(t, LLVMGetOperand(i, 0), ia.bytes, ia.write ? ACC_WRITE : ACC_READ,
                      false);
          break;
        }
        VectorAccess va;
        if (tr_vector_access_of(t, i, &va)) {
          note_access(t, LLVMGetOperand(i, va.ptr_arg), va.lanes * va.elem_bytes,
                      va.store ? ACC_WRITE : ACC_READ, false);
          break;
        }
        int unit = tr_mem_intrinsic_unit(i);
        if (unit) {
          note_access(t, LLVMGetOperand(i, 0), unit, ACC_WRITE, false);
          if (!tr_is_memset(i))
            note_access(t, LLVMGetOperand(i, 1), unit, ACC_READ, false);
        }
        int out_bytes = tr_out_value_bytes(t, i);
        unsigned nargs = (unsigned)LLVMGetNumArgOperands(i);
        for (unsigned k = 0; out_bytes && k < nargs; k++)
          if (tr_is_pointer(LLVMGetOperand(i, k)))
            note_access(t, LLVMGetOperand(i, k), out_bytes, ACC_WRITE, false);
        break;
      }
      default: break;
      }
    }
  for (int i = 0; i < t->k->arrays.len; i++) {
    Array *arr = t->k->arrays.items[i];
    if (arr->elem_bytes <= 0)
      arr->elem_bytes = 1;
    if (arr->nsteps == 0) {
      arr->step_bytes[0] = arr->elem_bytes;
      arr->nsteps = 1;
    }
  }
}

/* Writes the bytes of constant c at out (little-endian); false when some
 * byte is not a known constant. */
static bool const_bytes(Tr *t, LLVMValueRef c, uint8_t *out) {
  LLVMTypeRef ty = LLVMTypeOf(c);
  uint64_t size = LLVMStoreSizeOfType(t->td, ty);
  if (LLVMIsNull(c)) {
    memset(out, 0, size);
    return true;
  }
  if (LLVMIsUndef(c) || !LLVMIsAConstant(c))
    return false;
  LLVMTypeKind kind = LLVMGetTypeKind(ty);
  if (kind == LLVMIntegerTypeKind || kind == LLVMFloatTypeKind ||
      kind == LLVMDoubleTypeKind) {
    if (size > 8 || (kind == LLVMIntegerTypeKind && !LLVMIsAConstantInt(c)))
      return false;
    uint64_t v = kind == LLVMIntegerTypeKind ? LLVMConstIntGetZExtValue(c)
                                             : tr_float_bits(c, (int)size * 8);
    for (uint64_t i = 0; i < size; i++)
      out[i] = (uint8_t)(v >> (8 * i));
    return true;
  }
  unsigned n;
  if (kind == LLVMArrayTypeKind || kind == LLVMVectorTypeKind)
    n = kind == LLVMArrayTypeKind ? (unsigned)LLVMGetArrayLength(ty)
                                  : LLVMGetVectorSize(ty);
  else if (kind == LLVMStructTypeKind)
    n = LLVMCountStructElementTypes(ty);
  else
    return false;
  memset(out, 0, LLVMABISizeOfType(t->td, ty));
  for (unsigned i = 0; i < n; i++) {
    uint64_t off = kind == LLVMStructTypeKind
                       ? LLVMOffsetOfElement(t->td, ty, i)
                       : i * LLVMABISizeOfType(t->td, LLVMGetElementType(ty));
    LLVMValueRef e = LLVMGetAggregateElement(c, i);
    if (!e || !const_bytes(t, e, out + off))
      return false;
  }
  return true;
}

/* OpenCL __constant objects keep their initializers for the whole launch
 * (CUDA's __constant__ memory may be set by the host: unknown). */
void tr_fixed_initializers(Tr *t, bool is_cuda) {
  if (is_cuda)
    return;
  for (LLVMValueRef g = LLVMGetFirstGlobal(t->mod); g; g = LLVMGetNextGlobal(g)) {
    Array *arr = ptrmap_get(&t->arrays, g);
    LLVMValueRef init = LLVMGetInitializer(g);
    if (!arr || arr->space != SPACE_CONSTANT || !init || !LLVMIsGlobalConstant(g) ||
        arr->size_bytes <= 0 || arr->size_bytes > 65536)
      continue;
    uint8_t *bytes = arena_alloc(t->a, (size_t)arr->size_bytes);
    if (const_bytes(t, init, bytes))
      arr->init = bytes;
  }
}
