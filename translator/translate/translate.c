/* Translation of one prepared LLVM kernel function into a Kernel. */
#include "translate.h"

#include "pointers.h"

#include <ctype.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/Target.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "frontend.h"

/* A translated LLVM value: a scalar expression, or a pointer. A pointer
 * with one known object is that array and an element offset into it; any
 * other pointer is dynamic: an array id known at run time (the array's id
 * + 1, 0 for null) and a byte offset. */
typedef struct {
  Expr *e;
  Array *base;
  Expr *offset;   /* elements of base, or bytes when id is set */
  Expr *id;       /* a dynamic pointer's array id */
} Val;

/* A pointer field of a struct passed to the kernel by value: the host's
 * pointer, modelled as a kernel pointer parameter of its own. */
typedef struct {
  Array *holder;   /* the by-value struct */
  int64_t offset;  /* the field's byte offset */
  Array *target;
} PtrField;

typedef struct {
  Kernel *k;
  Program *p;
  Arena *a;
  LLVMModuleRef mod;
  LLVMTargetDataRef td;
  LLVMValueRef fn;
  const TranslateConfig *cfg;
  PtrMap vals;     /* LLVMValueRef -> Val* */
  PtrMap arrays;   /* root pointer -> Array* */
  PtrMap blocks;   /* LLVMBasicBlockRef -> KBlock* */
  PtrMap defs;     /* Var* -> Expr*: definitions in the current block */
  PtrMap temps;    /* Var* -> Expr*: every definition of a temporary */
  Vec in_memory;   /* Array*: arrays whose pointers may be held in memory */
  Vec ptr_fields;  /* PtrField*: pointers the host passes inside structs */
  KBlock *cur;
  LLVMValueRef inst;
  Loc *errloc;
  char *err;
  int errlen;
  bool failed;
  int ntemps;
  const char *cwd; /* the directory Tandem (and so clang) runs in */
  Vec binvs;       /* BarrierInv* written since the last barrier */
  LLVMValueRef binv_call; /* the last of them, for an error's location */
  bool in_binv;    /* the instruction is part of a barrier invariant */
} Tr;

/* ---- errors and locations ---- */

/* clang records a file relative to the directory it ran in, which for a
 * kernel outside ours is not a path from here: join the two then. */
static const char *source_path(Tr *t, const char *dir, unsigned dlen,
                               const char *file, unsigned flen) {
  if (!file || !flen)
    return "";
  if (file[0] == '/' || !dir || !dlen ||
      (strlen(t->cwd) == dlen && !strncmp(dir, t->cwd, dlen)))
    return arena_strndup(t->a, file, flen);
  return arena_printf(t->a, "%.*s/%.*s", (int)dlen, dir, (int)flen, file);
}

static Loc inst_loc(Tr *t, LLVMValueRef inst) {
  Loc l = {"", 0, 0};
  if (!inst || !LLVMIsAInstruction(inst))
    return l;
  unsigned flen = 0, dlen = 0;
  const char *f = LLVMGetDebugLocFilename(inst, &flen);
  const char *d = LLVMGetDebugLocDirectory(inst, &dlen);
  l.file = source_path(t, d, dlen, f, flen);
  l.line = (int)LLVMGetDebugLocLine(inst);
  l.col = (int)LLVMGetDebugLocColumn(inst);
  return l;
}

static void fail(Tr *t, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void fail(Tr *t, const char *fmt, ...) {
  if (t->failed)
    return;
  t->failed = true;
  Loc l = inst_loc(t, t->inst);
  char msg[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  *t->errloc = l;
  snprintf(t->err, (size_t)t->errlen, "%s", msg);
}

/* ---- names ---- */

/* Demangles the common Itanium shapes: _Z3foo..., _ZN2ns3fooE...,
 * _ZZ3fooPiE1s (a static local s of foo). Anything else stays as is. */
static const char *demangle(Arena *a, const char *name) {
  if (strncmp(name, "_Z", 2))
    return name;
  const char *s = name + 2;
  if (*s == 'Z') { /* local entity: skip the enclosing function */
    const char *e = strrchr(s, 'E');
    if (!e)
      return name;
    s = e + 1;
  } else if (*s == 'N') {
    s++;
    const char *last = NULL;
    size_t lastlen = 0;
    while (isdigit((unsigned char)*s)) {
      size_t n = strtoul(s, (char **)&s, 10);
      last = s;
      lastlen = n;
      if (strlen(s) < n)
        return name;
      s += n;
    }
    return last ? arena_strndup(a, last, lastlen) : name;
  }
  if (!isdigit((unsigned char)*s))
    return name;
  size_t n = strtoul(s, (char **)&s, 10);
  if (strlen(s) < n)
    return name;
  return arena_strndup(a, s, n);
}

static const char *value_name(LLVMValueRef v) {
  size_t len = 0;
  const char *n = LLVMGetValueName2(v, &len);
  return n ? n : "";
}

const char *kernel_source_name(Arena *a, LLVMValueRef fn) {
  return demangle(a, value_name(fn));
}

static const char *sanitize(Arena *a, const char *prefix, const char *name,
                            int id) {
  StrBuf b = {0};
  sb_puts(&b, prefix);
  for (const char *c = name; *c; c++)
    sb_putc(&b, isalnum((unsigned char)*c) || *c == '_' ? *c : '_');
  sb_printf(&b, "%d", id);
  char *r = arena_strdup(a, b.s);
  sb_free(&b);
  return r;
}

/* ---- kernels ---- */

void find_kernels(LLVMModuleRef m, bool is_cuda, Vec *out) {
  if (is_cuda) {
    unsigned n = LLVMGetNamedMetadataNumOperands(m, "nvvm.annotations");
    if (!n)
      return;
    LLVMValueRef *ops = calloc(n, sizeof *ops);
    LLVMGetNamedMetadataOperands(m, "nvvm.annotations", ops);
    for (unsigned i = 0; i < n; i++) {
      unsigned k = LLVMGetMDNodeNumOperands(ops[i]);
      if (k < 2)
        continue;
      LLVMValueRef fields[8];
      if (k > 8)
        continue;
      LLVMGetMDNodeOperands(ops[i], fields);
      unsigned len = 0;
      const char *s = fields[1] ? LLVMGetMDString(fields[1], &len) : NULL;
      if (fields[0] && LLVMIsAFunction(fields[0]) && s && len == 6 &&
          !strncmp(s, "kernel", 6))
        vec_push(out, fields[0]);
    }
    free(ops);
    return;
  }
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f) && LLVMGetFunctionCallConv(f) == LLVMSPIRKERNELCallConv)
      vec_push(out, f);
}

void find_uncalled(LLVMModuleRef m, const Vec *kernels, Vec *out) {
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    if (!LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, UNCALLED_ATTR,
                                       (unsigned)strlen(UNCALLED_ATTR)))
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
  n->loc = (Loc){"", 0, 0};
  if (sp) {
    LLVMMetadataRef file = LLVMDIScopeGetFile(sp);
    unsigned flen = 0, dlen = 0;
    const char *f = LLVMDIFileGetFilename(file, &flen);
    const char *d = LLVMDIFileGetDirectory(file, &dlen);
    n->loc.file = source_path(t, d, dlen, f, flen);
    n->loc.line = (int)LLVMDISubprogramGetLine(sp);
  }
  n->msg = arena_printf(t->a,
                        "no kernel calls '%s': with --no-inline it is checked on its own, "
                        "for arguments that may differ between the threads",
                        t->k->name);
  vec_push(&t->k->notes, n);
}

/* ---- memory objects ---- */

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
static LLVMTypeRef byval_type(Tr *t, LLVMValueRef param) {
  if (LLVMGetTypeKind(LLVMTypeOf(param)) != LLVMPointerTypeKind)
    return NULL;
  unsigned idx = 0;
  for (LLVMValueRef p = LLVMGetFirstParam(t->fn); p && p != param; p = LLVMGetNextParam(p))
    idx++;
  LLVMAttributeRef byval = LLVMGetEnumAttributeAtIndex(
      t->fn, idx + 1, LLVMGetEnumAttributeKindForName("byval", 5));
  return byval ? LLVMGetTypeAttributeValue(byval) : NULL;
}

static MemSpace space_of_address_space(Tr *t, unsigned as) {
  if (as == 3)
    return SPACE_SHARED;
  if ((t->k->is_cuda && as == 4) || (!t->k->is_cuda && as == 2))
    return SPACE_CONSTANT;
  return SPACE_GLOBAL;
}

static MemSpace space_of(Tr *t, LLVMValueRef root) {
  /* A struct passed by value is a per-thread copy. */
  if (LLVMIsAAllocaInst(root) || (LLVMIsAArgument(root) && byval_type(t, root)))
    return SPACE_PRIVATE;
  return space_of_address_space(t, LLVMGetPointerAddressSpace(LLVMTypeOf(root)));
}

static const char *root_name(Tr *t, LLVMValueRef root) {
  const char *n = value_name(root);
  if (LLVMIsAGlobalVariable(root)) {
    n = demangle(t->a, n);
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

static Array *new_array(Tr *t, const char *name, MemSpace space) {
  Array *arr = NEW(t->a, Array);
  arr->id = t->k->arrays.len;
  arr->name = arena_strdup(t->a, name);
  arr->bname = sanitize(t->a, "$$", arr->name, arr->id);
  arr->space = space;
  vec_push(&t->k->arrays, arr);
  return arr;
}

static Array *array_for_root(Tr *t, LLVMValueRef root) {
  Array *arr = ptrmap_get(&t->arrays, root);
  if (arr)
    return arr;
  arr = new_array(t, root_name(t, root), space_of(t, root));
  arr->is_param = LLVMIsAArgument(root);
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
  return arr;
}

/* Private memory that holds pointers keeps, beside their bits, the array
 * ids of the pointers in a map of its own (indexed like the memory), so
 * that a pointer loaded back points where the stored one did. */
static Array *pointer_ids_of(Tr *t, Array *arr) {
  if (!arr->ptr_ids) {
    arr->ptr_ids = new_array(t, arena_printf(t->a, "%s.ptr_ids", arr->name), SPACE_PRIVATE);
    arr->ptr_ids->elem_bytes = 4;
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
static void candidates(Tr *t, LLVMValueRef ptr, bool create, Vec *out) {
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
  LLVMTypeRef ty = LLVMGetGEPSourceElementType(gep);
  if (direct && arr->is_param && arr->nsteps == 0)
    shape_from_type(t, arr, ty);
  unsigned n = (unsigned)LLVMGetNumOperands(gep);
  for (unsigned i = 1; i < n; i++) {
    LLVMValueRef idx = LLVMGetOperand(gep, i);
    int step;
    if (i == 1) {
      step = (int)LLVMABISizeOfType(t->td, ty);
    } else if (LLVMGetTypeKind(ty) == LLVMStructTypeKind) {
      unsigned field = (unsigned)LLVMConstIntGetZExtValue(idx);
      step = (int)LLVMOffsetOfElement(t->td, ty, field);
      arr->elem_bytes = gcd(arr->elem_bytes, step);
      ty = LLVMStructGetTypeAtIndex(ty, field);
      continue;
    } else {
      ty = LLVMGetElementType(ty);
      step = (int)LLVMABISizeOfType(t->td, ty);
    }
    if (LLVMIsAConstantInt(idx))
      step *= (int)LLVMConstIntGetSExtValue(idx);
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
  case LLVMAddrSpaceCast:
    note_pointer(t, LLVMGetOperand(v, 0), arr, seen);
    break;
  case LLVMSelect:
    note_pointer(t, LLVMGetOperand(v, 1), arr, seen);
    note_pointer(t, LLVMGetOperand(v, 2), arr, seen);
    break;
  case LLVMPHI:
    for (unsigned i = 0; i < LLVMCountIncoming(v); i++)
      note_pointer(t, LLVMGetIncomingValue(v, i), arr, seen);
    break;
  default:
    break;
  }
}

static int store_size(Tr *t, LLVMTypeRef ty) {
  return (int)LLVMStoreSizeOfType(t->td, ty);
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
  candidates(t, ptr, true, &cands);
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

static bool holds_events(Tr *t, LLVMValueRef ptr) {
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

static const char *callee_name(LLVMValueRef call) {
  LLVMValueRef f = LLVMGetCalledValue(call);
  if (!f || !LLVMIsAFunction(f))
    return NULL;
  return value_name(f);
}

static bool is_memset(LLVMValueRef call) {
  const char *n = callee_name(call);
  return n && !strncmp(n, "llvm.memset", 11);
}

/* For memcpy, memmove and memset of a constant length: the size of the
 * pieces they are copied in (the largest of 8, 4, 2, 1 dividing the
 * length); 0 for any other call. */
static int mem_intrinsic_unit(LLVMValueRef call) {
  const char *n = callee_name(call);
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

/* An atomic read-modify-write: the width it updates and, when it only adds
 * a constant, that constant (KStmt.step). */
typedef struct {
  int bytes; /* 0: not an atomic */
  int64_t step;
} AtomicOp;

static bool starts(const char *s, const char *prefix) {
  return !strncmp(s, prefix, strlen(prefix));
}

/* The constant operand i of a call, sign-extended; false if not constant. */
static bool const_operand(LLVMValueRef call, unsigned i, int64_t *out) {
  if ((unsigned)LLVMGetNumArgOperands(call) <= i)
    return false;
  LLVMValueRef v = LLVMGetOperand(call, i);
  if (!LLVMIsAConstantInt(v))
    return false;
  *out = LLVMConstIntGetSExtValue(v);
  return true;
}

/* OpenCL's atomic_OP/atom_OP, CUDA's atomicOP (through the prelude's
 * __tandem_atomic_OP_TYPE) and LLVM's atomicrmw. CUDA's atomicInc/atomicDec
 * wrap at a limit, so only OpenCL's inc/dec count as adding a constant. */
static AtomicOp atomic_op(Tr *t, LLVMValueRef inst, const char *name) {
  AtomicOp op = {0, 0};
  const char *o;
  if (LLVMGetInstructionOpcode(inst) == LLVMAtomicRMW) {
    op.bytes = store_size(t, LLVMTypeOf(inst));
    LLVMAtomicRMWBinOp b = LLVMGetAtomicRMWBinOp(inst);
    LLVMValueRef v = LLVMGetOperand(inst, 1);
    if ((b == LLVMAtomicRMWBinOpAdd || b == LLVMAtomicRMWBinOpSub) &&
        LLVMIsAConstantInt(v)) {
      int64_t c = LLVMConstIntGetSExtValue(v);
      op.step = b == LLVMAtomicRMWBinOpAdd ? c : -c;
    }
    return op;
  }
  if (!name)
    return op;
  bool cuda = starts(name, "__tandem_atomic_");
  if (cuda)
    o = name + 16;
  else if (starts(name, "atomic_"))
    o = name + 7;
  else if (starts(name, "atom_"))
    o = name + 5;
  else
    return op;
  static const char *const ops[] = {"add", "sub", "xchg", "exch", "inc", "dec", "cmpxchg",
                                    "cas", "min", "max", "and", "or", "xor", NULL};
  int i = 0;
  while (ops[i] && !(starts(o, ops[i]) && (o[strlen(ops[i])] == '_' ||
                                           (!cuda && !o[strlen(ops[i])]))))
    i++;
  if (!ops[i])
    return op;
  LLVMTypeRef rt = LLVMTypeOf(inst);
  if (LLVMGetTypeKind(rt) == LLVMVoidTypeKind)
    return op;
  op.bytes = store_size(t, rt);
  int64_t c;
  if (!strcmp(ops[i], "add") && const_operand(inst, 1, &c))
    op.step = c;
  else if (!strcmp(ops[i], "sub") && const_operand(inst, 1, &c))
    op.step = -c;
  else if (!cuda && !strcmp(ops[i], "inc"))
    op.step = 1;
  else if (!cuda && !strcmp(ops[i], "dec"))
    op.step = -1;
  return op;
}

static AtomicOp atomic_of(Tr *t, LLVMValueRef inst) {
  const char *raw = LLVMGetInstructionOpcode(inst) == LLVMCall ? callee_name(inst) : NULL;
  return atomic_op(t, inst, raw ? demangle(t->a, raw) : NULL);
}

/* A function the kernel's source declares, as opposed to a built-in of
 * the headers: C++ names are mangled in CUDA, where Tandem's built-ins are
 * extern "C", and OpenCL's built-ins are overloaded, so mangled, where
 * plain C names are not. */
static bool declared_by_user(Tr *t, const char *raw) {
  return strncmp(raw, "llvm.", 5) && t->k->is_cuda == !strncmp(raw, "_Z", 2);
}

/* Math built-ins that also return results through their pointer
 * arguments (sincos's cosine, modf's integral part, fract's floor): each
 * receives a value of the type of the first argument. */
static const char *const out_pointer_functions[] = {
    "sincos", "sincosf", "__sincosf", "sincospi", "sincospif", "fract",
    "modf", "modff", NULL};

/* For a call of one of those, the size of the value written through each
 * pointer argument; 0 for any other call. */
static int out_value_bytes(Tr *t, LLVMValueRef call) {
  const char *raw = callee_name(call);
  if (!raw || declared_by_user(t, raw))
    return 0;
  const char *name = demangle(t->a, raw);
  for (int i = 0; out_pointer_functions[i]; i++)
    if (!strcmp(name, out_pointer_functions[i]))
      return store_size(t, LLVMTypeOf(LLVMGetOperand(call, 0)));
  return 0;
}

static bool is_pointer(LLVMValueRef v) {
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
    f->target = new_array(t, name, space_of_address_space(t, LLVMGetPointerAddressSpace(ty)));
    f->target->is_param = true;
    vec_push(&t->ptr_fields, f);
    vec_push(&t->in_memory, f->target);
    holder->elem_bytes = gcd(holder->elem_bytes, store_size(t, ty));
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
  default:
    return;
  }
}

/* Notes a pointer the kernel stores: its arrays are those whose pointers
 * may be loaded from memory, and its address steps must be whole elements
 * of each. */
static void note_stored_pointer(Tr *t, LLVMValueRef v) {
  Vec cands = {0};
  candidates(t, v, true, &cands);
  for (int i = 0; i < cands.len; i++) {
    note_steps(t, v, cands.items[i]);
    push_unique(&t->in_memory, cands.items[i]);
  }
  vec_free(&cands);
}

static int async_kind(Tr *t, LLVMValueRef call);
static bool is_event(Tr *t, LLVMValueRef v, int depth);
static int first_pointee_bytes(const char *raw);

/* The accesses of an async copy, and the events a wait reads; false for
 * other calls. */
static bool note_async(Tr *t, LLVMValueRef call) {
  int kind = async_kind(t, call);
  if (kind == 3) {
    LLVMValueRef list = LLVMGetOperand(call, 1);
    note_access(t, list, (int)LLVMPointerSize(t->td), ACC_READ, false);
    mark_events(t, list);
    return true;
  }
  int bytes = kind ? first_pointee_bytes(callee_name(call)) : 0;
  if (!bytes)
    return kind != 0; /* an unknown gentype is reported when translated */
  note_access(t, LLVMGetOperand(call, 0), bytes, ACC_WRITE, false);
  note_access(t, LLVMGetOperand(call, 1), bytes, ACC_READ, false);
  return true;
}

/* First pass: every object the kernel touches, and the element size that
 * divides all its accesses and address steps. Stored pointers come first:
 * a pointer loaded from memory may point into any of their arrays. */
static void collect_arrays(Tr *t) {
  for (LLVMValueRef p = LLVMGetFirstParam(t->fn); p; p = LLVMGetNextParam(p)) {
    if (LLVMGetTypeKind(LLVMTypeOf(p)) != LLVMPointerTypeKind)
      continue;
    Array *arr = array_for_root(t, p);
    LLVMTypeRef st = byval_type(t, p);
    if (st)
      note_pointer_fields(t, arr, st, 0);
  }
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(t->fn); bb;
       bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
         i = LLVMGetNextInstruction(i))
      if (LLVMGetInstructionOpcode(i) == LLVMStore && is_pointer(LLVMGetOperand(i, 0)))
        note_stored_pointer(t, LLVMGetOperand(i, 0));
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(t->fn); bb;
       bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
         i = LLVMGetNextInstruction(i)) {
      switch (LLVMGetInstructionOpcode(i)) {
      case LLVMLoad:
        note_access(t, LLVMGetOperand(i, 0), store_size(t, LLVMTypeOf(i)),
                    ACC_READ, is_pointer(i));
        break;
      case LLVMStore: {
        LLVMValueRef v = LLVMGetOperand(i, 0), ptr = LLVMGetOperand(i, 1);
        note_access(t, ptr, store_size(t, LLVMTypeOf(v)), ACC_WRITE, is_pointer(v));
        /* Private memory that holds events holds them as plain values. */
        if (is_pointer(v) && is_event(t, v, 0))
          mark_events(t, ptr);
        break;
      }
      case LLVMAtomicRMW:
      case LLVMCall: {
        AtomicOp op = atomic_of(t, i);
        if (op.bytes) {
          note_access(t, LLVMGetOperand(i, 0), op.bytes, ACC_ATOMIC, false);
          break;
        }
        if (note_async(t, i))
          break;
        int unit = mem_intrinsic_unit(i);
        if (unit) {
          note_access(t, LLVMGetOperand(i, 0), unit, ACC_WRITE, false);
          if (!is_memset(i))
            note_access(t, LLVMGetOperand(i, 1), unit, ACC_READ, false);
        }
        int out_bytes = out_value_bytes(t, i);
        unsigned nargs = (unsigned)LLVMGetNumArgOperands(i);
        for (unsigned k = 0; out_bytes && k < nargs; k++)
          if (is_pointer(LLVMGetOperand(i, k)))
            note_access(t, LLVMGetOperand(i, k), out_bytes, ACC_WRITE, false);
        break;
      }
      default:
        break;
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

/* ---- values ---- */

static BType *type_of(Tr *t, LLVMTypeRef ty) {
  switch (LLVMGetTypeKind(ty)) {
  case LLVMIntegerTypeKind: {
    unsigned w = LLVMGetIntTypeWidth(ty);
    return w == 1 ? ty_bool(t->a) : ty_bv(t->a, (int)w);
  }
  case LLVMHalfTypeKind:
    return ty_bv(t->a, 16);
  case LLVMFloatTypeKind:
    return ty_bv(t->a, 32);
  case LLVMDoubleTypeKind:
    return ty_bv(t->a, 64);
  case LLVMVectorTypeKind:
    return ty_bv(t->a, store_size(t, ty) * 8);
  default:
    return NULL;
  }
}

static Var *new_temp(Tr *t, BType *ty) {
  char name[32];
  snprintf(name, sizeof name, "v%d", t->ntemps++);
  return var_new(t->p, name, ty, VAR_LOCAL);
}

static KStmt *emit(Tr *t, KStmtKind kind) {
  KStmt *s = kstmt_new(t->k, t->cur, kind);
  s->loc = inst_loc(t, t->inst);
  return s;
}

/* Assigns e to a fresh variable in the current block. */
static Expr *materialize(Tr *t, Expr *e) {
  Var *v = new_temp(t, e->type);
  KStmt *s = emit(t, K_ASSIGN);
  s->lhs = v;
  s->e = e;
  ptrmap_put(&t->defs, v, e);
  ptrmap_put(&t->temps, v, e);
  return e_var(t->a, v);
}

static Val *val_new(Tr *t, Expr *e) {
  Val *v = NEW(t->a, Val);
  v->e = e;
  return v;
}

/* A fresh arbitrary value, different in each thread. */
static Expr *havoc_value(Tr *t, BType *ty) {
  Var *h = new_temp(t, ty);
  emit(t, K_HAVOC)->lhs = h;
  return e_var(t->a, h);
}

static Val *get_val(Tr *t, LLVMValueRef v);
static Val *translate_inst(Tr *t, LLVMValueRef i);

static uint64_t float_bits(LLVMValueRef c, int width) {
  LLVMBool loses = 0;
  double d = LLVMConstRealGetDouble(c, &loses);
  if (width == 32) {
    float f = (float)d;
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
  }
  uint64_t u;
  memcpy(&u, &d, 8);
  return u;
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
                                             : float_bits(c, (int)size * 8);
    for (uint64_t i = 0; i < size; i++)
      out[i] = (uint8_t)(v >> (8 * i));
    return true;
  }
  unsigned n;
  if (kind == LLVMArrayTypeKind || kind == LLVMVectorTypeKind)
    n = kind == LLVMArrayTypeKind ? (unsigned)LLVMGetArrayLength(ty) : LLVMGetVectorSize(ty);
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
static void fixed_initializers(Tr *t, bool is_cuda) {
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

static Expr *index32(Tr *t, Expr *e) {
  if (e->type->kind == TY_BOOL)
    return e_ite(t->a, e, e_bv(t->a, 1, 32), e_bv(t->a, 0, 32));
  int w = e->type->width;
  if (w == 32)
    return e;
  if (w > 32)
    return bv_extract(t->p, e, 32, 0);
  return bv_sext(t->p, e, 32);
}

static Expr *scale(Tr *t, Expr *idx, int64_t k) {
  if (k == 1)
    return idx;
  if (idx->kind == E_BV)
    return e_bv(t->a, idx->lit * (uint64_t)k, 32);
  return bv_op(t->p, BV_MUL, idx, e_bv(t->a, (uint64_t)k, 32));
}

static Expr *add32(Tr *t, Expr *x, Expr *y) {
  if (x->kind == E_BV && x->lit == 0)
    return y;
  if (y->kind == E_BV && y->lit == 0)
    return x;
  if (x->kind == E_BV && y->kind == E_BV)
    return e_bv(t->a, x->lit + y->lit, 32);
  return bv_op(t->p, BV_ADD, x, y);
}

/* ---- pointers ---- */

static Val *dynamic_pointer(Tr *t, Expr *id, Expr *offset) {
  Val *r = NEW(t->a, Val);
  r->id = id;
  r->offset = offset;
  return r;
}

static bool is_pointer_val(Val *v) {
  return v->base || v->id;
}

/* p as a dynamic pointer (a static one has a constant id). */
static Val *as_dynamic(Tr *t, Val *p) {
  if (p->id)
    return p;
  return dynamic_pointer(t, e_bv(t->a, (uint64_t)p->base->id + 1, 32),
                         scale(t, p->offset, p->base->elem_bytes));
}

/* A pointer as the 32 bits it is in memory or as an integer: its array's
 * address, which is unknown (an uninterpreted function of the id, so that
 * no two arrays are assumed to be apart or together), plus its offset. */
static Expr *pointer_bits(Tr *t, Val *p) {
  Val *d = as_dynamic(t, p);
  Expr *id = d->id;
  return add32(t, uf_call(t->p, "$ptr_address", ty_bv(t->a, 32), 1, &id), d->offset);
}

/* The pointer whose bits in memory are `bits`, given its array id. */
static Val *pointer_from_bits(Tr *t, Expr *id, Expr *bits) {
  return dynamic_pointer(
      t, id, bv_op(t->p, BV_SUB, bits, uf_call(t->p, "$ptr_address", ty_bv(t->a, 32), 1, &id)));
}

/* A pointer nothing is known about: any array, any offset (different in
 * each thread). */
static Val *unknown_pointer(Tr *t) {
  return dynamic_pointer(t, havoc_value(t, ty_bv(t->a, 32)), havoc_value(t, ty_bv(t->a, 32)));
}

/* Address arithmetic, in elements of the base object of a static pointer,
 * in bytes for a dynamic one. */
static Val *translate_gep(Tr *t, LLVMValueRef gep) {
  Val *base = get_val(t, LLVMGetOperand(gep, 0));
  if (t->failed)
    return NULL;
  int eb = base->base ? base->base->elem_bytes : 1;
  LLVMTypeRef ty = LLVMGetGEPSourceElementType(gep);
  Expr *off = base->offset;
  unsigned n = (unsigned)LLVMGetNumOperands(gep);
  for (unsigned i = 1; i < n; i++) {
    LLVMValueRef idx = LLVMGetOperand(gep, i);
    int64_t step;
    if (i == 1) {
      step = (int64_t)LLVMABISizeOfType(t->td, ty);
    } else if (LLVMGetTypeKind(ty) == LLVMStructTypeKind) {
      unsigned field = (unsigned)LLVMConstIntGetZExtValue(idx);
      off = add32(t, off, e_bv(t->a, LLVMOffsetOfElement(t->td, ty, field) / (unsigned)eb, 32));
      ty = LLVMStructGetTypeAtIndex(ty, field);
      continue;
    } else {
      ty = LLVMGetElementType(ty);
      step = (int64_t)LLVMABISizeOfType(t->td, ty);
    }
    Val *iv = get_val(t, idx);
    if (t->failed)
      return NULL;
    off = add32(t, off, scale(t, index32(t, iv->e), step / eb));
  }
  Val *r = NEW(t->a, Val);
  *r = *base;
  r->offset = off;
  return r;
}

static Val *const_val(Tr *t, LLVMValueRef v) {
  LLVMTypeRef ty = LLVMTypeOf(v);
  LLVMTypeKind tk = LLVMGetTypeKind(ty);
  if (LLVMIsAConstantExpr(v)) {
    switch (LLVMGetConstOpcode(v)) {
    case LLVMGetElementPtr:
      return translate_gep(t, v);
    case LLVMBitCast:
    case LLVMAddrSpaceCast:
      return get_val(t, LLVMGetOperand(v, 0));
    case LLVMSelect:
    case LLVMICmp:
    case LLVMPtrToInt:
    case LLVMIntToPtr:
      return translate_inst(t, v);
    default:
      fail(t, "unsupported construct: constant expression");
      return NULL;
    }
  }
  if (LLVMIsUndef(v) || LLVMIsPoison(v)) {
    if (tk == LLVMPointerTypeKind)
      return unknown_pointer(t);
    BType *bt = type_of(t, ty);
    if (!bt) {
      fail(t, "unsupported construct: undefined value of this type");
      return NULL;
    }
    return val_new(t, havoc_value(t, bt));
  }
  if (tk == LLVMIntegerTypeKind) {
    unsigned w = LLVMGetIntTypeWidth(ty);
    if (w > 64) {
      fail(t, "unsupported construct: %u-bit integer constant", w);
      return NULL;
    }
    uint64_t x = LLVMConstIntGetZExtValue(v);
    return val_new(t, w == 1 ? e_bool(t->a, x) : e_bv(t->a, x, (int)w));
  }
  if (tk == LLVMFloatTypeKind || tk == LLVMDoubleTypeKind) {
    int w = tk == LLVMFloatTypeKind ? 32 : 64;
    return val_new(t, e_bv(t->a, float_bits(v, w), w));
  }
  if (tk == LLVMVectorTypeKind || tk == LLVMArrayTypeKind) {
    if (LLVMIsNull(v))
      return val_new(t, e_bv(t->a, 0, store_size(t, ty) * 8));
    /* Lanes from lowest to highest bits. */
    unsigned n = tk == LLVMVectorTypeKind ? LLVMGetVectorSize(ty) : 0;
    Expr *acc = NULL;
    for (unsigned i = 0; i < n; i++) {
      LLVMValueRef lane = LLVMGetAggregateElement(v, i);
      Val *lv = lane ? get_val(t, lane) : NULL;
      if (!lv || t->failed || lv->e->type->kind != TY_BV) {
        fail(t, "unsupported construct: constant vector");
        return NULL;
      }
      acc = acc ? bv_concat(t->p, lv->e, acc) : lv->e;
    }
    if (acc)
      return val_new(t, acc);
  }
  if (tk == LLVMPointerTypeKind && LLVMIsNull(v))
    return dynamic_pointer(t, e_bv(t->a, 0, 32), e_bv(t->a, 0, 32));
  fail(t, "unsupported construct: constant of this type");
  return NULL;
}

static Val *get_val(Tr *t, LLVMValueRef v) {
  Val *r = ptrmap_get(&t->vals, v);
  if (r)
    return r;
  if (LLVMIsAArgument(v) || LLVMIsAGlobalVariable(v) || LLVMIsAAllocaInst(v)) {
    Array *arr = ptrmap_get(&t->arrays, v);
    if (!arr) {
      fail(t, "unsupported construct: use of '%s' as a value", value_name(v));
      return NULL;
    }
    r = NEW(t->a, Val);
    r->base = arr;
    r->offset = e_bv(t->a, 0, 32);
    ptrmap_put(&t->vals, v, r);
    return r;
  }
  if (LLVMIsAConstant(v))
    return const_val(t, v);
  fail(t, "internal error: value used before its definition");
  return NULL;
}

/* ---- instructions ---- */

static Expr *to_bv(Tr *t, Expr *e, int width) {
  if (e->type->kind == TY_BOOL)
    return e_ite(t->a, e, e_bv(t->a, 1, width), e_bv(t->a, 0, width));
  return e;
}

static BvOp int_binop_op(unsigned op) {
  switch (op) {
  case LLVMAdd: return BV_ADD;
  case LLVMSub: return BV_SUB;
  case LLVMMul: return BV_MUL;
  case LLVMUDiv: return BV_UDIV;
  case LLVMSDiv: return BV_SDIV;
  case LLVMURem: return BV_UREM;
  case LLVMSRem: return BV_SREM;
  case LLVMShl: return BV_SHL;
  case LLVMLShr: return BV_LSHR;
  case LLVMAShr: return BV_ASHR;
  case LLVMAnd: return BV_AND;
  case LLVMOr: return BV_OR;
  case LLVMXor: return BV_XOR;
  default: return BV_NONE;
  }
}

static const char *float_binop_name(unsigned op) {
  switch (op) {
  case LLVMFAdd: return "FADD";
  case LLVMFSub: return "FSUB";
  case LLVMFMul: return "FMUL";
  case LLVMFDiv: return "FDIV";
  case LLVMFRem: return "FREM";
  default: return NULL;
  }
}

static unsigned lanes_of(LLVMTypeRef ty) {
  return LLVMGetTypeKind(ty) == LLVMVectorTypeKind ? LLVMGetVectorSize(ty) : 1;
}

/* Applies a scalar operation to up to three operands lane by lane;
 * vectors are bit-vectors whose lane i occupies bits [i*lw, (i+1)*lw). An
 * operand one lane wide (a scalar) takes part in every lane. */
typedef Expr *(*LaneOp)(Tr *t, unsigned op, Expr **x, int lw);

static Expr *lanewise(Tr *t, unsigned lanes, unsigned op, Expr **x, int nx,
                      LaneOp f) {
  if (lanes == 1)
    return f(t, op, x, x[0]->type->kind == TY_BV ? x[0]->type->width : 1);
  int lw = x[0]->type->width / (int)lanes;
  Expr *acc = NULL;
  for (int i = 0; i < (int)lanes; i++) {
    Expr *l[3] = {NULL, NULL, NULL};
    for (int k = 0; k < nx; k++)
      l[k] = x[k]->type->width == lw
                 ? x[k]
                 : bv_extract(t->p, x[k], (i + 1) * lw, i * lw);
    Expr *r = to_bv(t, f(t, op, l, lw), 1);
    acc = acc ? bv_concat(t->p, r, acc) : r;
  }
  return acc;
}

static Expr *int_lane(Tr *t, unsigned op, Expr **a, int lw) {
  Expr *x = a[0], *y = a[1];
  if (x->type->kind == TY_BOOL) {
    switch (op) {
    case LLVMAnd: return e_and(t->a, x, y);
    case LLVMOr: return e_or(t->a, x, y);
    case LLVMXor: return e_bin(t->a, E_NE, x, y);
    default:
      fail(t, "unsupported construct: arithmetic on booleans");
      return x;
    }
  }
  /* The product of two values read from memory is data, not an address:
   * an uninterpreted product (any function would do) spares the prover a
   * multiplier circuit. */
  if (op == LLVMMul && x->kind == E_VAR && y->kind == E_VAR && x->var->loaded &&
      y->var->loaded) {
    char name[32];
    snprintf(name, sizeof name, "$data_mul%d", lw);
    return uf_call(t->p, name, x->type, 2, a);
  }
  return bv_op(t->p, int_binop_op(op), x, y);
}

static Expr *float_lane(Tr *t, unsigned op, Expr **a, int lw) {
  char name[32];
  snprintf(name, sizeof name, "%s%d", float_binop_name(op), lw);
  return uf_call(t->p, name, ty_bv(t->a, lw), 2, a);
}

static BvOp icmp_op(LLVMIntPredicate p) {
  switch (p) {
  case LLVMIntUGT: return BV_UGT;
  case LLVMIntUGE: return BV_UGE;
  case LLVMIntULT: return BV_ULT;
  case LLVMIntULE: return BV_ULE;
  case LLVMIntSGT: return BV_SGT;
  case LLVMIntSGE: return BV_SGE;
  case LLVMIntSLT: return BV_SLT;
  case LLVMIntSLE: return BV_SLE;
  default: return BV_NONE;
  }
}

static Expr *icmp(Tr *t, LLVMIntPredicate pred, Expr *x, Expr *y) {
  if (pred == LLVMIntEQ)
    return e_eq(t->a, x, y);
  if (pred == LLVMIntNE)
    return e_bin(t->a, E_NE, x, y);
  if (x->type->kind == TY_BOOL) {
    x = to_bv(t, x, 1);
    y = to_bv(t, y, 1);
  }
  return bv_op(t->p, icmp_op(pred), x, y);
}

/* Pointers into one static array compare by element offset. Otherwise,
 * as in GPUVerify, two pointers are equal when their arrays and byte
 * offsets are; pointers into one array are ordered by offset, and into
 * different arrays in an order Tandem does not know (an uninterpreted
 * function of both). */
static Expr *pointer_icmp(Tr *t, LLVMIntPredicate pred, Val *x, Val *y) {
  if (x->base && x->base == y->base)
    return icmp(t, pred, x->offset, y->offset);
  Val *dx = as_dynamic(t, x), *dy = as_dynamic(t, y);
  Expr *same = e_eq(t->a, dx->id, dy->id);
  if (pred == LLVMIntEQ || pred == LLVMIntNE) {
    Expr *eq = e_and(t->a, same, e_eq(t->a, dx->offset, dy->offset));
    return pred == LLVMIntEQ ? eq : e_not(t->a, eq);
  }
  Expr *args[4] = {dx->id, dx->offset, dy->id, dy->offset};
  char name[32];
  snprintf(name, sizeof name, "$ptr_order%d", (int)pred);
  return e_ite(t->a, same, icmp(t, pred, dx->offset, dy->offset),
               uf_call(t->p, name, ty_bool(t->a), 4, args));
}

/* An integer of `width` bits from a bit-vector, truncated or zero-extended. */
static Expr *resize(Tr *t, Expr *x, int width) {
  int w = x->type->kind == TY_BV ? x->type->width : 1;
  x = to_bv(t, x, 1);
  if (w == width)
    return x;
  return w > width ? bv_extract(t->p, x, width, 0) : bv_zext(t->p, x, width);
}

static Expr *translate_cast(Tr *t, LLVMValueRef inst, unsigned op) {
  LLVMValueRef src = LLVMGetOperand(inst, 0);
  Val *sv = get_val(t, src);
  if (t->failed)
    return NULL;
  BType *to = type_of(t, LLVMTypeOf(inst));
  if (!to || !sv->e) {
    fail(t, "unsupported construct: cast of this type");
    return NULL;
  }
  Expr *x = sv->e;
  int tw = to->kind == TY_BV ? to->width : 1;
  switch (op) {
  case LLVMZExt:
    return bv_zext(t->p, to_bv(t, x, 1), tw);
  case LLVMSExt:
    if (x->type->kind == TY_BOOL)
      return e_ite(t->a, x, e_bv(t->a, UINT64_MAX, tw), e_bv(t->a, 0, tw));
    return bv_sext(t->p, x, tw);
  case LLVMTrunc:
    if (to->kind == TY_BOOL)
      return e_eq(t->a, bv_extract(t->p, x, 1, 0), e_bv(t->a, 1, 1));
    return bv_extract(t->p, x, tw, 0);
  case LLVMBitCast:
    return x;
  default: {
    /* Conversions between integers and floats are uninterpreted. */
    const char *names[] = {[LLVMFPToUI] = "FP_TO_UI", [LLVMFPToSI] = "FP_TO_SI",
                           [LLVMUIToFP] = "UI_TO_FP", [LLVMSIToFP] = "SI_TO_FP",
                           [LLVMFPTrunc] = "FP_TRUNC", [LLVMFPExt] = "FP_EXT"};
    char name[48];
    snprintf(name, sizeof name, "%s%d_%d", names[op],
             x->type->kind == TY_BV ? x->type->width : 1, tw);
    Expr *arg = to_bv(t, x, 1);
    return uf_call(t->p, name, to, 1, &arg);
  }
  }
}

/* Numbers an access, so that a race witness can name it. */
static void add_site(Tr *t, KStmt *s) {
  s->site = t->k->sites.len;
  Loc *l = NEW(t->a, Loc);
  *l = s->loc;
  vec_push(&t->k->sites, l);
}

/* One memory operation of an instruction, whatever array it reaches. */
typedef struct {
  KStmtKind kind;      /* K_READ, K_WRITE or K_ATOMIC */
  int bytes;
  Expr *value;         /* K_WRITE: the bits written */
  Expr *ptr_id;        /* K_WRITE of a pointer: its array id */
  bool loads_pointer;  /* K_READ of a pointer: also its array id */
  int64_t step;        /* K_ATOMIC: as KStmt.step */
  Expr *guard, *event; /* an async copy's access: as KStmt.guard and .event */
} MemOp;

typedef struct {
  Expr *value;         /* the bits read (K_READ) or the old value (K_ATOMIC) */
  Expr *id;            /* loads_pointer: the pointer's array id */
} MemResult;

static KStmt *emit_access(Tr *t, KStmtKind kind, Array *arr, Expr *index, int bytes) {
  KStmt *s = emit(t, kind);
  s->array = arr;
  s->index = index;
  s->count = bytes / arr->elem_bytes;
  add_site(t, s);
  return s;
}

/* A write to private memory that holds pointers records the id of the
 * pointer it writes, or null in every pointer-sized slot it covers when it
 * writes something else. */
static void write_pointer_ids(Tr *t, Array *arr, Expr *index, const MemOp *op) {
  int slots = op->bytes < 4 ? 1 : op->bytes / 4;
  for (int i = 0; i < slots; i++) {
    Expr *at = add32(t, index, e_bv(t->a, (uint64_t)(i * 4 / arr->elem_bytes), 32));
    emit_access(t, K_WRITE, arr->ptr_ids, at, 4)->e =
        op->ptr_id ? op->ptr_id : e_bv(t->a, 0, 32);
  }
}

/* The operation on one array at element index `index`. Shared and global
 * memory keep no pointer ids: a pointer loaded from them has an unknown
 * array. */
static MemResult on_array(Tr *t, const MemOp *op, Array *arr, Expr *index) {
  MemResult r = {NULL, NULL};
  if (op->kind == K_ATOMIC && arr->space == SPACE_PRIVATE) {
    fail(t, "unsupported construct: atomic operation on private memory");
    return r;
  }
  KStmt *s = emit_access(t, op->kind, arr, index, op->bytes);
  s->guard = op->guard;
  s->event = op->event;
  if (op->kind == K_WRITE) {
    s->e = op->value;
    if (arr->ptr_ids)
      write_pointer_ids(t, arr, index, op);
    return r;
  }
  s->lhs = new_temp(t, ty_bv(t->a, op->bytes * 8));
  s->lhs->loaded = op->kind == K_READ;
  s->step = op->step;
  r.value = e_var(t->a, s->lhs);
  if (!op->loads_pointer)
    return r;
  if (!arr->ptr_ids)
    r.id = havoc_value(t, ty_bv(t->a, 32));
  else {
    KStmt *ids = emit_access(t, K_READ, arr->ptr_ids, index, 4);
    ids->lhs = new_temp(t, ty_bv(t->a, 32));
    r.id = e_var(t->a, ids->lhs);
  }
  return r;
}

/* An access through the null pointer, or one into no array the kernel
 * has, is a defect of the thread that makes it. */
static void emit_null_check(Tr *t) {
  KStmt *s = emit(t, K_ASSERT);
  s->e = e_bool(t->a, false);
  s->akind = A_NULL;
}

/* A byte offset as an element index of arr (every address step through
 * which a pointer reaches arr is a whole number of its elements). */
static Expr *byte_index(Tr *t, Expr *off, int eb) {
  if (eb == 1)
    return off;
  if (off->kind == E_BV)
    return e_bv(t->a, (uint64_t)((int32_t)off->lit / eb), 32);
  int shift = 0;
  while ((1 << shift) < eb)
    shift++;
  if (1 << shift == eb)
    return bv_op(t->p, BV_ASHR, off, e_bv(t->a, (uint64_t)shift, 32));
  return bv_op(t->p, BV_SDIV, off, e_bv(t->a, (uint64_t)eb, 32));
}

static Var *result_var(Tr *t, int bits) {
  Var *v = new_temp(t, ty_bv(t->a, bits));
  v->multi_def = true;
  return v;
}

static void assign(Tr *t, Var *v, Expr *e) {
  KStmt *s = emit(t, K_ASSIGN);
  s->lhs = v;
  s->e = e;
}

static void goto_block(KBlock *from, KBlock *to) {
  from->succ[0] = to;
  from->nsucc = 1;
}

/* The operation through pointer p, the value of LLVM pointer ptr. A
 * static pointer accesses its array. A dynamic one is a case split on its
 * array id over the arrays it may point into, each case an ordinary
 * access; the remaining case (null, or an array the kernel does not have)
 * is a defect. */
static MemResult mem_op(Tr *t, LLVMValueRef ptr, Val *p, const MemOp *op) {
  if (p->base)
    return on_array(t, op, p->base, p->offset);
  Var *value = op->kind == K_WRITE ? NULL : result_var(t, op->bytes * 8);
  Var *id = op->loads_pointer ? result_var(t, 32) : NULL;
  if (value)
    value->loaded = op->kind == K_READ;
  Vec cands = {0};
  if (p->id->kind != E_BV)
    candidates(t, ptr, false, &cands);
  KBlock *join = kblock_new(t->k);
  for (int i = 0; i < cands.len && !t->failed; i++) {
    Array *arr = cands.items[i];
    KBlock *at = t->cur, *yes = kblock_new(t->k), *no = kblock_new(t->k);
    at->cond = e_eq(t->a, p->id, e_bv(t->a, (uint64_t)arr->id + 1, 32));
    at->succ[0] = yes;
    at->succ[1] = no;
    at->nsucc = 2;
    t->cur = yes;
    MemResult c = on_array(t, op, arr, byte_index(t, p->offset, arr->elem_bytes));
    if (value && c.value)
      assign(t, value, c.value);
    if (id && c.id)
      assign(t, id, c.id);
    goto_block(t->cur, join);
    t->cur = no;
  }
  vec_free(&cands);
  emit_null_check(t);
  if (value)
    emit(t, K_HAVOC)->lhs = value;
  if (id)
    emit(t, K_HAVOC)->lhs = id;
  goto_block(t->cur, join);
  t->cur = join;
  MemResult r = {value ? e_var(t->a, value) : NULL, id ? e_var(t->a, id) : NULL};
  return r;
}

/* The value of `bytes` at pointer operand ptr of the instruction. */
static Expr *load(Tr *t, LLVMValueRef ptr, int bytes) {
  Val *p = get_val(t, ptr);
  if (t->failed)
    return NULL;
  MemOp op = {.kind = K_READ, .bytes = bytes};
  return mem_op(t, ptr, p, &op).value;
}

static void store(Tr *t, LLVMValueRef ptr, Expr *bits, int bytes, Expr *ptr_id) {
  Val *p = get_val(t, ptr);
  if (t->failed)
    return;
  MemOp op = {.kind = K_WRITE, .bytes = bytes, .value = to_bv(t, bits, bytes * 8),
              .ptr_id = ptr_id};
  mem_op(t, ptr, p, &op);
}

/* A read of a barrier invariant: evaluated at the barrier, not an access
 * of the kernel (GPUVerify's non-temporal loads); through a pointer to one
 * known array only. */
static Expr *binv_read(Tr *t, LLVMValueRef ptr, int bytes) {
  Val *p = get_val(t, ptr);
  if (t->failed)
    return NULL;
  if (!p->base) {
    fail(t, "unsupported construct: barrier invariant that reads through a pointer "
            "with several possible targets");
    return NULL;
  }
  Expr *r = e_new(t->a, E_MEM, ty_bv(t->a, bytes * 8), 1);
  r->array = p->base;
  r->args[0] = p->offset;
  r->lit = (uint64_t)(bytes / p->base->elem_bytes);
  p->base->in_binv = true;
  return r;
}

/* A pointer loaded from memory: its bits, and its id where the memory
 * keeps one. */
static Val *load_pointer(Tr *t, LLVMValueRef ptr) {
  Val *p = get_val(t, ptr);
  if (t->failed)
    return NULL;
  MemOp op = {.kind = K_READ, .bytes = 4, .loads_pointer = true};
  MemResult r = mem_op(t, ptr, p, &op);
  return t->failed ? NULL : pointer_from_bits(t, r.id, r.value);
}

/* An atomic update; its old value is left arbitrary (another thread may
 * have updated the location first). */
static Expr *translate_atomic(Tr *t, LLVMValueRef inst, AtomicOp op) {
  LLVMValueRef ptr = LLVMGetOperand(inst, 0);
  Val *p = get_val(t, ptr);
  if (t->failed)
    return NULL;
  MemOp m = {.kind = K_ATOMIC, .bytes = op.bytes, .step = op.step};
  return mem_op(t, ptr, p, &m).value;
}

/* ---- calls ---- */

static int const_arg(Tr *t, LLVMValueRef call, unsigned i) {
  LLVMValueRef a = LLVMGetOperand(call, i);
  if (!LLVMIsAConstantInt(a)) {
    fail(t, "unsupported construct: non-constant dimension or flag argument "
            "to '%s'", callee_name(call));
    return 0;
  }
  return (int)LLVMConstIntGetZExtValue(a);
}

static Expr *builtin_dim(Tr *t, Var **vars, int dim) {
  if (dim < 0 || dim > 2)
    return e_bv(t->a, 0, 32);
  if (dim + 1 > t->k->work_dims)
    t->k->work_dims = dim + 1;
  return e_var(t->a, vars[dim]);
}

/* OpenCL work-item functions; NULL when name is not one. */
static Expr *opencl_builtin(Tr *t, const char *name, LLVMValueRef call) {
  Builtins *b = &t->k->b;
  static const char *const dims_fns[] = {"get_local_id", "get_group_id",
                                         "get_local_size", "get_num_groups",
                                         "get_global_id", "get_global_size",
                                         "get_global_offset", NULL};
  int which = -1;
  for (int i = 0; dims_fns[i]; i++)
    if (!strcmp(name, dims_fns[i]))
      which = i;
  if (which < 0) {
    if (!strcmp(name, "get_work_dim")) {
      return e_bv(t->a, (uint64_t)t->cfg->launch_dims, 32);
    }
    return NULL;
  }
  int d = const_arg(t, call, 0);
  if (t->failed)
    return NULL;
  Expr *lid = builtin_dim(t, b->local_id, d), *gid = builtin_dim(t, b->group_id, d);
  Expr *gsz = builtin_dim(t, b->group_size, d), *ng = builtin_dim(t, b->num_groups, d);
  Expr *off = builtin_dim(t, b->global_offset, d);
  switch (which) {
  case 0: return lid;
  case 1: return gid;
  case 2: return gsz;
  case 3: return ng;
  case 4:
    return add32(t, add32(t, bv_op(t->p, BV_MUL, gid, gsz), lid), off);
  case 5: return bv_op(t->p, BV_MUL, ng, gsz);
  default: return off;
  }
}

static Expr *cuda_builtin(Tr *t, const char *name) {
  static const char *const prefix = "llvm.nvvm.read.ptx.sreg.";
  size_t pl = strlen(prefix);
  if (strncmp(name, prefix, pl))
    return NULL;
  const char *s = name + pl;
  if (!strcmp(s, "warpsize"))
    return e_bv(t->a, 32, 32);
  const char *dot = strchr(s, '.');
  if (!dot || dot[1] < 'x' || dot[1] > 'z' || dot[2])
    return NULL;
  int d = dot[1] - 'x';
  Builtins *b = &t->k->b;
  size_t n = (size_t)(dot - s);
  if (n == 3 && !strncmp(s, "tid", 3))
    return builtin_dim(t, b->local_id, d);
  if (n == 5 && !strncmp(s, "ctaid", 5))
    return builtin_dim(t, b->group_id, d);
  if (n == 4 && !strncmp(s, "ntid", 4))
    return builtin_dim(t, b->group_size, d);
  if (n == 6 && !strncmp(s, "nctaid", 6))
    return builtin_dim(t, b->num_groups, d);
  return NULL;
}

static bool is_inlined(LLVMValueRef inst) {
  LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(inst);
  return loc && LLVMDILocationGetInlinedAt(loc);
}

/* An expression valid at the top of the current block: definitions made
 * in the block so far are substituted. */
static Expr *at_block_entry(Tr *t, Expr *e);

static Expr *at_block_entry_arg(void *t, Expr *arg) {
  return at_block_entry(t, arg);
}

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

static Expr *arg_expr(Tr *t, LLVMValueRef call, unsigned i) {
  Val *v = get_val(t, LLVMGetOperand(call, i));
  if (t->failed)
    return NULL;
  if (!v->e) {
    fail(t, "unsupported construct: pointer passed where a value is expected");
    return NULL;
  }
  return v->e;
}

static Expr *log_of(Tr *t, Array *arr, ExprKind kind, int write) {
  Expr *e = e_new(t->a, kind, kind == E_LOG ? ty_bool(t->a) : ty_bv(t->a, 32), 0);
  e->array = arr;
  arr->annotated = true;
  e->lit = (uint64_t)write;
  return e;
}

/* An access log of the array the pointer argument points into: for a
 * dynamic pointer, by case on its id over its arrays (any value for
 * another id). */
static Expr *log_expr(Tr *t, LLVMValueRef call, ExprKind kind, int write) {
  LLVMValueRef ptr = LLVMGetOperand(call, 0);
  Val *p = get_val(t, ptr);
  if (t->failed)
    return NULL;
  if (p->e) {
    fail(t, "unsupported construct: value passed where a pointer is expected");
    return NULL;
  }
  if (p->base)
    return log_of(t, p->base, kind, write);
  Expr *e = havoc_value(t, kind == E_LOG ? ty_bool(t->a) : ty_bv(t->a, 32));
  Vec cands = {0};
  if (p->id->kind != E_BV)
    candidates(t, ptr, false, &cands);
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
  static const char *const statements[] = {
      "requires", "global_requires", "ensures", "global_ensures", "invariant",
      "global_invariant", "candidate_invariant", "candidate_global_invariant",
      "function_wide_invariant", "function_wide_candidate_invariant", "assert",
      "global_assert", "assume", "reads_from", "writes_to",
      "requires_fresh_array", "read_permission", NULL};
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

static bool has_multi_def(const Expr *e) {
  if (e->kind == E_VAR)
    return e->var->multi_def;
  for (int i = 0; i < e->nargs; i++)
    if (has_multi_def(e->args[i]))
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
    return has_multi_def(x) ? e : x;
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
  bi->loc = inst_loc(t, call);
  bi->e = as_bool(t, arg_expr(t, call, 0));
  if (bi->e)
    bi->e = expand_temps(t, bi->e);
  bi->ninsts = LLVMGetNumArgOperands(call) - 1;
  bi->insts = arena_alloc(t->a, sizeof(Expr *) * (size_t)bi->ninsts);
  for (int i = 0; i < bi->ninsts && !t->failed; i++)
    bi->insts[i] = arg_expr(t, call, (unsigned)i + 1);
  vec_push(&t->binvs, bi);
  t->binv_call = call;
}

/* Annotations: statements return NULL with the statement emitted;
 * expression forms return the value. handled is false when the name is
 * not an annotation. */
static Expr *annotation(Tr *t, const char *name, LLVMValueRef call,
                        bool *handled) {
  *handled = true;
  if (ignored(t, name))
    return NULL;
  if (!strcmp(name, "requires") || !strcmp(name, "global_requires")) {
    Expr *c = arg_expr(t, call, 0);
    if (!c)
      return NULL;
    KStmt *s = emit(t, is_inlined(call) ? K_ASSERT : K_ASSUME);
    s->e = c;
    s->akind = A_REQUIRES_CALL;
    s->global = name[0] == 'g';
    return NULL;
  }
  if (!strcmp(name, "ensures") || !strcmp(name, "global_ensures")) {
    if (is_inlined(call)) {
      fail(t, "unsupported construct: __ensures on a device function "
              "(modular verification is not available yet)");
      return NULL;
    }
    Expr *c = arg_expr(t, call, 0);
    if (!c)
      return NULL;
    KStmt *s = NEW(t->a, KStmt);
    s->kind = K_ASSERT;
    s->akind = A_ENSURES;
    s->e = c;
    s->loc = inst_loc(t, call);
    vec_push(&t->k->ensures, s);
    return NULL;
  }
  bool candidate = !strncmp(name, "candidate_", 10) ||
                   !strcmp(name, "function_wide_candidate_invariant");
  const char *inv = !strncmp(name, "candidate_", 10) ? name + 10 : name;
  bool function_wide = !strncmp(name, "function_wide_", 14);
  if (!strcmp(inv, "invariant") || !strcmp(inv, "global_invariant") || function_wide) {
    Expr *c = arg_expr(t, call, 0);
    if (!c)
      return NULL;
    if (t->cur != ptrmap_get(&t->blocks, LLVMGetInstructionParent(call))) {
      fail(t, "unsupported construct: loop invariant after an access through a "
              "pointer with several possible targets");
      return NULL;
    }
    /* The header's reads run after its invariants are checked. */
    c = at_block_entry(t, c);
    if (reads_memory_in_block(t, c)) {
      fail(t, "unsupported construct: loop invariant that reads memory");
      return NULL;
    }
    /* As in GPUVerify: written last, where it cannot be mistaken for a
     * check of one point of the kernel. */
    if (function_wide && LLVMGetInstructionOpcode(LLVMGetBasicBlockTerminator(
                             LLVMGetInstructionParent(call))) != LLVMRet) {
      fail(t, "function-wide invariant must be written at the end of the kernel");
      return NULL;
    }
    KStmt *s = NEW(t->a, KStmt);
    s->kind = K_ASSERT;
    s->akind = A_INVARIANT;
    s->candidate = candidate || t->cfg->invariants_as_candidates;
    s->e = c;
    s->loc = inst_loc(t, call);
    vec_push(function_wide ? &t->k->function_wide : &t->cur->invariants, s);
    return NULL;
  }
  if (!strcmp(name, "assert") || !strcmp(name, "global_assert") ||
      !strcmp(name, "assume")) {
    Expr *c = arg_expr(t, call, 0);
    if (!c)
      return NULL;
    KStmt *s = emit(t, name[1] == 's' && name[2] == 's' && name[3] == 'u'
                           ? K_ASSUME : K_ASSERT);
    s->e = c;
    s->akind = A_ASSERT;
    s->global = name[0] == 'g';
    return NULL;
  }
  if (!strncmp(name, "barrier_invariant_", 18)) {
    barrier_invariant(t, name, call);
    return NULL;
  }
  if (!strcmp(name, "implies"))
    return e_implies(t->a, as_bool(t, arg_expr(t, call, 0)),
                     as_bool(t, arg_expr(t, call, 1)));
  if (!strcmp(name, "enabled"))
    return e_new(t->a, E_ENABLED, ty_bool(t->a), 0);
  if (!strcmp(name, "same_group"))
    return e_new(t->a, E_SAME_GROUP, ty_bool(t->a), 0);
  if (!strncmp(name, "other_", 6)) {
    Expr *x = arg_expr(t, call, 0);
    if (!x)
      return NULL;
    Expr *e = e_new(t->a, E_OTHER, x->type, 1);
    e->args[0] = x;
    return e;
  }
  if (!strcmp(name, "read") || !strcmp(name, "write"))
    return log_expr(t, call, E_LOG, name[0] == 'w');
  if (!strcmp(name, "read_offset_bytes") || !strcmp(name, "write_offset_bytes"))
    return log_expr(t, call, E_LOG_OFFSET, name[0] == 'w');
  if (!strcmp(name, "ite_i32") || !strcmp(name, "ite_i64")) {
    Expr *c = as_bool(t, arg_expr(t, call, 0)), *x = arg_expr(t, call, 1),
         *y = arg_expr(t, call, 2);
    if (!c || !x || !y)
      return NULL;
    return e_ite(t->a, c, x, y);
  }
  /* A texture is read-only memory the kernel cannot race on; what a fetch
   * returns is not modelled, so it is any value, per call and thread. */
  if (!strcmp(name, "texture_f32") || !strcmp(name, "texture_i32"))
    return havoc_value(t, type_of(t, LLVMTypeOf(call)));
  if (!strcmp(name, "ptr_offset_bytes")) {
    Val *v = get_val(t, LLVMGetOperand(call, 0));
    if (t->failed)
      return NULL;
    if (v->e) {
      fail(t, "unsupported construct: value passed where a pointer is expected");
      return NULL;
    }
    return as_dynamic(t, v)->offset;
  }
  *handled = false;
  return NULL;
}

static const char *const pure_functions[] = {
    "sqrt", "rsqrt", "exp", "exp2", "exp10", "log", "log2", "log10", "sin",
    "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh",
    "pow", "powr", "pown", "fabs", "floor", "ceil", "round", "trunc", "fmin",
    "fmax", "fma", "mad", "fmod", "hypot", "cbrt", "erf", "erfc", "native_sqrt",
    "native_rsqrt", "native_exp", "native_log", "native_sin", "native_cos",
    "native_divide", "native_recip", "native_powr", "half_sqrt", "half_exp",
    "fdividef", "rint", "copysign", "min", "max", "clz", "ctz", "popc",
    "popcount", "ffs", "brev", "saturate", "rcp", "frcp_rn", "fsqrt_rn", "expf",
    "logf", "sinf", "cosf", "sqrtf", "rsqrtf", "powf", "fabsf", "floorf",
    "ceilf", "fminf", "fmaxf", "tanf", "tanhf", "exp2f", "log2f", "fmaf",
    "roundf", "truncf", "atanf", "atan2f", "acosf", "asinf", "log10f", "exp10f",
    "erff", "cbrtf", "hypotf", "fmodf", "rintf", "copysignf", "isnan", "isinf",
    "isfinite", "signbit", "sign", "step", "smoothstep", "mix", "clamp",
    "degrees", "radians", "dot", "cross", "length", "distance", "normalize",
    "fast_length", "fast_normalize", "sincos_approx", "select", "saturatef", NULL};

/* OpenCL's conversions (convert_int4, convert_uchar_sat_rte, ...) are
 * functions of their argument alone. */
static bool is_pure_function(const char *name) {
  while (*name == '_')
    name++;
  if (!strncmp(name, "convert_", 8))
    return true;
  for (int i = 0; pure_functions[i]; i++)
    if (!strcmp(name, pure_functions[i]))
      return true;
  return false;
}

static Val *offset_by(Tr *t, Val *p, int64_t bytes) {
  Val *r = NEW(t->a, Val);
  *r = *p;
  int eb = p->base ? p->base->elem_bytes : 1;
  r->offset = add32(t, p->offset, e_bv(t->a, (uint64_t)(bytes / eb), 32));
  return r;
}

static bool is_null(Val *p) {
  return p->id && p->id->kind == E_BV && p->id->lit == 0;
}

/* memcpy, memmove and memset of a constant length, as the reads and writes
 * of its pieces (a copy between distinct objects, so order is immaterial).
 * Pieces of pointer size copy the ids of pointers in private memory. */
static void translate_mem_intrinsic(Tr *t, LLVMValueRef call) {
  bool set = is_memset(call);
  int unit = mem_intrinsic_unit(call);
  if (!unit) {
    fail(t, "unsupported construct: %s with a length known only at run time",
         set ? "memset" : "memcpy");
    return;
  }
  uint64_t len = LLVMConstIntGetZExtValue(LLVMGetOperand(call, 2));
  if (len / (uint64_t)unit > 4096) {
    fail(t, "unsupported construct: %s of more than 4096 pieces", set ? "memset" : "memcpy");
    return;
  }
  LLVMValueRef dptr = LLVMGetOperand(call, 0), sptr = LLVMGetOperand(call, 1);
  Val *dst = get_val(t, dptr);
  Val *src = set ? NULL : get_val(t, sptr);
  if (t->failed)
    return;
  MemOp w = {.kind = K_WRITE, .bytes = unit};
  /* Only private memory that holds pointers needs their ids. */
  bool ids = unit == 4 && (dst->id || dst->base->ptr_ids);
  MemOp r = {.kind = K_READ, .bytes = unit, .loads_pointer = ids};
  if (set) {
    LLVMValueRef v = LLVMGetOperand(call, 1);
    if (!LLVMIsAConstantInt(v)) {
      fail(t, "unsupported construct: memset with a value known only at run time");
      return;
    }
    uint64_t byte = LLVMConstIntGetZExtValue(v) & 0xff, word = 0;
    for (int i = 0; i < unit; i++)
      word = word << 8 | byte;
    w.value = e_bv(t->a, word, unit * 8);
  }
  if (is_null(dst) || (src && is_null(src))) {
    emit_null_check(t);
    return;
  }
  for (uint64_t off = 0; off < len && !t->failed; off += (uint64_t)unit) {
    if (!set) {
      MemResult piece = mem_op(t, sptr, offset_by(t, src, (int64_t)off), &r);
      w.value = piece.value;
      w.ptr_id = piece.id;
    }
    if (!t->failed)
      mem_op(t, dptr, offset_by(t, dst, (int64_t)off), &w);
  }
}

/* ---- integer operations computed exactly ---- */

typedef enum {
  IOP_MIN, IOP_MAX, IOP_CLAMP, IOP_ABS, IOP_ABS_DIFF, IOP_SAD, IOP_ADD_SAT,
  IOP_SUB_SAT, IOP_MAD_SAT, IOP_HADD, IOP_RHADD, IOP_ROTATE, IOP_MUL_HI,
  IOP_MAD_HI, IOP_MUL24, IOP_MAD24, IOP_UPSAMPLE,
} IntOp;

static const int iop_arity[] = {
    [IOP_MIN] = 2, [IOP_MAX] = 2, [IOP_CLAMP] = 3, [IOP_ABS] = 1,
    [IOP_ABS_DIFF] = 2, [IOP_SAD] = 3, [IOP_ADD_SAT] = 2, [IOP_SUB_SAT] = 2,
    [IOP_MAD_SAT] = 3, [IOP_HADD] = 2, [IOP_RHADD] = 2, [IOP_ROTATE] = 2,
    [IOP_MUL_HI] = 2, [IOP_MAD_HI] = 3, [IOP_MUL24] = 2, [IOP_MAD24] = 3,
    [IOP_UPSAMPLE] = 2};

/* Added to an IntOp for signed operands. */
#define IOP_SIGNED 0x100

/* Where an operation comes from: an LLVM intrinsic (by name prefix), a
 * CUDA function, or an OpenCL built-in, signed when its first parameter
 * is (OpenCL overloads them per type). */
typedef enum { FROM_LLVM, FROM_CUDA, FROM_OPENCL } IopSource;

static const struct {
  const char *name;
  IopSource from;
  IntOp op;
  bool is_signed;
} int_ops[] = {
    {"llvm.smin.", FROM_LLVM, IOP_MIN, true},
    {"llvm.smax.", FROM_LLVM, IOP_MAX, true},
    {"llvm.umin.", FROM_LLVM, IOP_MIN, false},
    {"llvm.umax.", FROM_LLVM, IOP_MAX, false},
    {"llvm.abs.", FROM_LLVM, IOP_ABS, true},
    {"llvm.sadd.sat.", FROM_LLVM, IOP_ADD_SAT, true},
    {"llvm.uadd.sat.", FROM_LLVM, IOP_ADD_SAT, false},
    {"llvm.ssub.sat.", FROM_LLVM, IOP_SUB_SAT, true},
    {"llvm.usub.sat.", FROM_LLVM, IOP_SUB_SAT, false},
    {"__mul24", FROM_CUDA, IOP_MUL24, true},
    {"__umul24", FROM_CUDA, IOP_MUL24, false},
    {"__mulhi", FROM_CUDA, IOP_MUL_HI, true},
    {"__umulhi", FROM_CUDA, IOP_MUL_HI, false},
    {"__mul64hi", FROM_CUDA, IOP_MUL_HI, true},
    {"__umul64hi", FROM_CUDA, IOP_MUL_HI, false},
    {"__hadd", FROM_CUDA, IOP_HADD, true},
    {"__uhadd", FROM_CUDA, IOP_HADD, false},
    {"__rhadd", FROM_CUDA, IOP_RHADD, true},
    {"__urhadd", FROM_CUDA, IOP_RHADD, false},
    {"__sad", FROM_CUDA, IOP_SAD, true},
    {"__usad", FROM_CUDA, IOP_SAD, false},
    {"min", FROM_OPENCL, IOP_MIN, false},
    {"max", FROM_OPENCL, IOP_MAX, false},
    {"clamp", FROM_OPENCL, IOP_CLAMP, false},
    {"abs", FROM_OPENCL, IOP_ABS, false},
    {"abs_diff", FROM_OPENCL, IOP_ABS_DIFF, false},
    {"add_sat", FROM_OPENCL, IOP_ADD_SAT, false},
    {"sub_sat", FROM_OPENCL, IOP_SUB_SAT, false},
    {"mad_sat", FROM_OPENCL, IOP_MAD_SAT, false},
    {"hadd", FROM_OPENCL, IOP_HADD, false},
    {"rhadd", FROM_OPENCL, IOP_RHADD, false},
    {"rotate", FROM_OPENCL, IOP_ROTATE, false},
    {"mul_hi", FROM_OPENCL, IOP_MUL_HI, false},
    {"mad_hi", FROM_OPENCL, IOP_MAD_HI, false},
    {"mul24", FROM_OPENCL, IOP_MUL24, false},
    {"mad24", FROM_OPENCL, IOP_MAD24, false},
    {"upsample", FROM_OPENCL, IOP_UPSAMPLE, false},
};

/* The mangling of the first parameter of a mangled function (the "Dv4_i"
 * of _Z3minDv4_iS_), or NULL. */
static const char *mangled_first_param(const char *raw) {
  if (strncmp(raw, "_Z", 2) || !isdigit((unsigned char)raw[2]))
    return NULL;
  const char *s = raw + 2;
  size_t n = strtoul(s, (char **)&s, 10);
  return strlen(s) < n ? NULL : s + n;
}

/* The signedness of the first parameter of a mangled function
 * (_Z3minDv4_iS_ takes an int4): 1 signed integer, 0 unsigned, -1 other. */
static int first_param_signed(const char *raw) {
  const char *s = mangled_first_param(raw);
  if (s && !strncmp(s, "Dv", 2)) { /* vector: Dv<lanes>_<element> */
    s += 2;
    while (isdigit((unsigned char)*s))
      s++;
    if (*s++ != '_')
      return -1;
  }
  if (s && *s && strchr("acsil", *s)) /* OpenCL's char is signed */
    return 1;
  return s && *s && strchr("htjm", *s) ? 0 : -1;
}

/* The IntOp (with IOP_SIGNED) that a call computes, or -1. */
static int int_op_of(Tr *t, const char *raw, const char *name) {
  for (size_t i = 0; i < sizeof int_ops / sizeof *int_ops; i++) {
    const char *n = int_ops[i].name;
    int is_signed = int_ops[i].is_signed;
    switch (int_ops[i].from) {
    case FROM_LLVM:
      if (strncmp(raw, n, strlen(n)))
        continue;
      break;
    case FROM_CUDA:
      if (!t->k->is_cuda || strcmp(raw, n))
        continue;
      break;
    case FROM_OPENCL:
      is_signed = first_param_signed(raw);
      if (t->k->is_cuda || strcmp(name, n) || is_signed < 0)
        continue;
      break;
    }
    return (int)int_ops[i].op | (is_signed ? IOP_SIGNED : 0);
  }
  return -1;
}

static Expr *ext(Tr *t, Expr *x, int width, bool is_signed) {
  return is_signed ? bv_sext(t->p, x, width) : bv_zext(t->p, x, width);
}

static Expr *less(Tr *t, Expr *x, Expr *y, bool is_signed) {
  return bv_op(t->p, is_signed ? BV_SLT : BV_ULT, x, y);
}

/* x, an exact result as a signed number wider than w bits, clamped to
 * the range of w-bit integers and truncated to w bits. */
static Expr *saturate(Tr *t, Expr *x, int w, bool is_signed) {
  uint64_t top = UINT64_C(1) << (w - 1);
  int xw = x->type->width;
  Expr *lo = ext(t, e_bv(t->a, is_signed ? top : 0, w), xw, is_signed);
  Expr *hi = ext(t, e_bv(t->a, is_signed ? top - 1 : UINT64_MAX, w), xw,
                 is_signed);
  Expr *r = e_ite(t->a, less(t, x, lo, true), lo,
                  e_ite(t->a, less(t, hi, x, true), hi, x));
  return bv_extract(t->p, r, w, 0);
}

/* The product of x and y in `width` bits. */
static Expr *wide_mul(Tr *t, Expr *x, Expr *y, int width, bool is_signed) {
  return bv_op(t->p, BV_MUL, ext(t, x, width, is_signed),
               ext(t, y, width, is_signed));
}

/* sad, mad_hi and mad24 add their third operand to another operation. */
static int added_to(IntOp op) {
  return op == IOP_SAD      ? IOP_ABS_DIFF
         : op == IOP_MAD_HI ? IOP_MUL_HI
         : op == IOP_MAD24  ? IOP_MUL24
                            : -1;
}

static Expr *int_op_lane(Tr *t, unsigned op, Expr **a, int w) {
  bool s = op & IOP_SIGNED;
  IntOp base = (IntOp)(op & ~IOP_SIGNED);
  Expr *x = a[0], *y = a[1], *z = a[2];
  Expr *zero = e_bv(t->a, 0, w), *one = e_bv(t->a, 1, w);
  int inner = added_to(base);
  if (inner >= 0) {
    Expr *r = int_op_lane(t, (unsigned)inner | (op & IOP_SIGNED), a, w);
    return bv_op(t->p, BV_ADD, r, z);
  }
  switch (base) {
  case IOP_MIN:
    return e_ite(t->a, less(t, y, x, s), y, x);
  case IOP_MAX:
    return e_ite(t->a, less(t, x, y, s), y, x);
  case IOP_CLAMP: {
    Expr *m = e_ite(t->a, less(t, x, y, s), y, x);
    return e_ite(t->a, less(t, z, m, s), z, m);
  }
  case IOP_ABS:
    if (!s)
      return x;
    return e_ite(t->a, less(t, x, zero, true), bv_op(t->p, BV_SUB, zero, x), x);
  case IOP_ABS_DIFF:
    return e_ite(t->a, less(t, x, y, s), bv_op(t->p, BV_SUB, y, x),
                 bv_op(t->p, BV_SUB, x, y));
  case IOP_ADD_SAT: /* exact, and signed, in w + 2 bits */
  case IOP_SUB_SAT: {
    Expr *r = bv_op(t->p, base == IOP_ADD_SAT ? BV_ADD : BV_SUB,
                    ext(t, x, w + 2, s), ext(t, y, w + 2, s));
    return saturate(t, r, w, s);
  }
  case IOP_MAD_SAT: { /* exact, and signed, in 2w + 1 bits */
    Expr *r = bv_op(t->p, BV_ADD, wide_mul(t, x, y, 2 * w + 1, s),
                    ext(t, z, 2 * w + 1, s));
    return saturate(t, r, w, s);
  }
  case IOP_HADD:
  case IOP_RHADD: {
    BvOp shr = s ? BV_ASHR : BV_LSHR;
    Expr *low = bv_op(t->p, base == IOP_HADD ? BV_AND : BV_OR, x, y);
    Expr *halves = bv_op(t->p, BV_ADD, bv_op(t->p, shr, x, one),
                         bv_op(t->p, shr, y, one));
    return bv_op(t->p, BV_ADD, halves, bv_op(t->p, BV_AND, low, one));
  }
  case IOP_ROTATE: { /* by y modulo w; shifting by w or more gives 0 */
    Expr *n = bv_op(t->p, BV_AND, y, e_bv(t->a, (uint64_t)w - 1, w));
    Expr *rest = bv_op(t->p, BV_SUB, e_bv(t->a, (uint64_t)w, w), n);
    return bv_op(t->p, BV_OR, bv_op(t->p, BV_SHL, x, n),
                 bv_op(t->p, BV_LSHR, x, rest));
  }
  case IOP_MUL_HI:
    return bv_extract(t->p, wide_mul(t, x, y, 2 * w, s), 2 * w, w);
  case IOP_MUL24: /* the product of the low 24 bits */
    return bv_op(t->p, BV_MUL, ext(t, bv_extract(t->p, x, 24, 0), w, s),
                 ext(t, bv_extract(t->p, y, 24, 0), w, s));
  case IOP_UPSAMPLE:
    return bv_concat(t->p, x, y);
  default: /* sad, mad_hi, mad24: above */
    return NULL;
  }
}

static Expr *translate_int_op(Tr *t, LLVMValueRef call, int op) {
  Expr *args[3];
  int n = iop_arity[op & ~IOP_SIGNED];
  for (int i = 0; i < n; i++)
    if (!(args[i] = arg_expr(t, call, (unsigned)i)))
      return NULL;
  if (args[0]->type->kind != TY_BV) {
    fail(t, "unsupported construct: '%s' on booleans", callee_name(call));
    return NULL;
  }
  return lanewise(t, lanes_of(LLVMTypeOf(LLVMGetOperand(call, 0))), (unsigned)op,
                  args, n, int_op_lane);
}

/* OpenCL's shuffle(x, mask) and shuffle2(x, y, mask): lane i of the
 * result is lane mask[i] of x (of x followed by y), the mask element
 * taken modulo the number of source lanes, a power of two. */
static Expr *translate_shuffle(Tr *t, LLVMValueRef call) {
  unsigned nsrc = (unsigned)LLVMGetNumArgOperands(call) - 1;
  LLVMTypeRef st = LLVMTypeOf(LLVMGetOperand(call, 0));
  LLVMTypeRef mt = LLVMTypeOf(LLVMGetOperand(call, nsrc));
  unsigned m = lanes_of(st) * nsrc, n = lanes_of(mt);
  if (LLVMGetTypeKind(st) != LLVMVectorTypeKind || n < 2 || (m & (m - 1))) {
    fail(t, "unsupported construct: '%s' of these types", callee_name(call));
    return NULL;
  }
  Expr *src = arg_expr(t, call, 0), *mask = arg_expr(t, call, nsrc);
  if (src && mask && nsrc == 2) {
    Expr *hi = arg_expr(t, call, 1);
    src = hi ? bv_concat(t->p, hi, src) : NULL;
  }
  if (!src || !mask)
    return NULL;
  int lw = src->type->width / (int)m, mw = mask->type->width / (int)n, bits = 0;
  while ((1u << bits) < m)
    bits++;
  Expr *acc = NULL;
  for (int i = 0; i < (int)n; i++) {
    Expr *sel = bv_extract(t->p, mask, i * mw + bits, i * mw);
    Expr *lane = bv_extract(t->p, src, (int)m * lw, ((int)m - 1) * lw);
    for (int j = (int)m - 2; j >= 0; j--)
      lane = e_ite(t->a, e_eq(t->a, sel, e_bv(t->a, (uint64_t)j, bits)),
                   bv_extract(t->p, src, (j + 1) * lw, j * lw), lane);
    acc = acc ? bv_concat(t->p, lane, acc) : lane;
  }
  return acc;
}

/* A pure function of the call's scalar arguments, uninterpreted: the
 * call's value (NULL for void), and through each pointer argument a value
 * of `out_bytes`. */
static Expr *uninterpreted_call(Tr *t, LLVMValueRef call, const char *fname,
                                int out_bytes) {
  const char *raw = callee_name(call);
  unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
  Expr **args = arena_alloc(t->a, sizeof(Expr *) * (nargs + 1));
  int n = 0;
  for (unsigned i = 0; i < nargs; i++) {
    if (out_bytes && is_pointer(LLVMGetOperand(call, i)))
      continue;
    Expr *x = arg_expr(t, call, i);
    if (!x)
      return NULL;
    args[n++] = to_bv(t, x, 1);
  }
  for (unsigned i = 0; i < nargs && out_bytes; i++) {
    if (!is_pointer(LLVMGetOperand(call, i)))
      continue;
    store(t, LLVMGetOperand(call, i),
          uf_call(t->p, sanitize(t->a, "$fn_", raw, (int)i), ty_bv(t->a, out_bytes * 8),
                  n, args),
          out_bytes, NULL);
    if (t->failed)
      return NULL;
  }
  BType *rt = type_of(t, LLVMTypeOf(call));
  return rt ? uf_call(t->p, fname, rt, n, args) : NULL;
}

/* Says once per kernel and function what a bodiless function is assumed
 * to do. */
static void note_bodiless(Tr *t, LLVMValueRef call, const char *name,
                          bool returns) {
  const char *msg = arena_printf(
      t->a, "'%s' has no body: assumed to %saccess no memory", name,
      returns ? "return an arbitrary value and to " : "");
  for (int i = 0; i < t->k->notes.len; i++)
    if (!strcmp(((Note *)t->k->notes.items[i])->msg, msg))
      return;
  Note *n = NEW(t->a, Note);
  n->loc = inst_loc(t, call);
  n->msg = msg;
  vec_push(&t->k->notes, n);
}

/* GPUVerify's convention for a function declared without a body: each
 * call returns an arbitrary value, fresh per call and per thread, and
 * accesses no memory. What it would do through a pointer is unknown; a
 * struct passed by value is the caller's private copy, which it cannot
 * change. */
static Expr *bodiless_call(Tr *t, LLVMValueRef call, const char *name) {
  LLVMTypeRef ty = LLVMTypeOf(call);
  BType *rt = type_of(t, ty);
  if (LLVMGetTypeKind(ty) != LLVMVoidTypeKind && !rt) {
    fail(t, "unsupported construct: call to bodiless function '%s' returning "
            "a %s", name, is_pointer(call) ? "pointer" : "struct");
    return NULL;
  }
  unsigned byval = LLVMGetEnumAttributeKindForName("byval", 5);
  for (unsigned i = 0; i < (unsigned)LLVMGetNumArgOperands(call); i++) {
    LLVMValueRef arg = LLVMGetOperand(call, i), root = ptr_root(arg);
    if (is_pointer(arg) &&
        !(LLVMGetCallSiteEnumAttribute(call, i + 1, byval) && root &&
          space_of(t, root) == SPACE_PRIVATE)) {
      fail(t, "unsupported construct: call to bodiless function '%s' with a "
              "pointer argument", name);
      return NULL;
    }
  }
  note_bodiless(t, call, name, rt != NULL);
  return rt ? havoc_value(t, rt) : NULL;
}

/* ---- OpenCL async copies and events ---- */

/* An event_t is a bv32 handle, 0 for no event. A copy is made by its whole
 * work group: one arbitrary work item of the group (never both threads of
 * one group) copies one arbitrary element, a read of the source and a
 * write of the destination that stay pending until a wait_group_events
 * for the copy's event; a barrier after that orders them (instrument/barriers.c).
 * As in GPUVerify, every work item of the group must make the call, with
 * the same arguments. */

/* Bytes of the gentype that the first (pointer) parameter of a mangled
 * built-in points to (PU3AS3Dv4_f: local float4), or 0. */
static int first_pointee_bytes(const char *raw) {
  const char *s = mangled_first_param(raw);
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

/* 1 for async_work_group_copy, 2 for async_work_group_strided_copy, 3
 * for wait_group_events (OpenCL's own), else 0. */
static int async_kind(Tr *t, LLVMValueRef call) {
  const char *raw = callee_name(call);
  if (!raw || t->k->is_cuda || declared_by_user(t, raw))
    return 0;
  static const char *const names[] = {"async_work_group_copy",
                                      "async_work_group_strided_copy",
                                      "wait_group_events"};
  const char *name = demangle(t->a, raw);
  for (int i = 0; i < 3; i++)
    if (!strcmp(name, names[i]))
      return i + 1;
  return 0;
}

/* Whether an LLVM pointer value is an event: a copy's result, a load from
 * memory holding events, or a phi of those (and null). */
static bool is_event(Tr *t, LLVMValueRef v, int depth) {
  if (depth > 8)
    return false;
  if (LLVMIsACallInst(v))
    return async_kind(t, v) == 1 || async_kind(t, v) == 2;
  if (LLVMIsALoadInst(v)) {
    return holds_events(t, LLVMGetOperand(v, 0));
  }
  if (!LLVMIsAPHINode(v))
    return false;
  for (unsigned i = 0; i < LLVMCountIncoming(v); i++) {
    LLVMValueRef x = LLVMGetIncomingValue(v, i);
    if (!(LLVMIsAConstant(x) && LLVMIsNull(x)) && !is_event(t, x, depth + 1))
      return false;
  }
  return true;
}

static Expr *event_value(Tr *t, Val *v) {
  if (is_null(v))
    return e_bv(t->a, 0, 32);
  if (!v->e)
    fail(t, "unsupported construct: event that is not the result of an async copy");
  return v->e;
}

static Expr *other(Tr *t, Expr *x) {
  Expr *o = e_new(t->a, E_OTHER, x->type, 1);
  o->args[0] = x;
  return o;
}

static Expr *enabled(Tr *t) { return e_new(t->a, E_ENABLED, ty_bool(t->a), 0); }

/* Both threads run the statement, in one group. */
static Expr *both_in_group(Tr *t) {
  return e_and(t->a, e_new(t->a, E_SAME_GROUP, ty_bool(t->a), 0),
               e_and(t->a, enabled(t), other(t, enabled(t))));
}

/* Every work item of the group reaches the call, with equal arguments
 * (n of them): checked for any thread that reaches it. */
static void group_uniform(Tr *t, Expr **args, int n) {
  Expr *same = e_bool(t->a, true);
  for (int i = 0; i < n; i++)
    same = e_and(t->a, same, e_eq(t->a, args[i], other(t, args[i])));
  Expr *sg = e_new(t->a, E_SAME_GROUP, ty_bool(t->a), 0);
  KStmt *s = emit(t, K_ASSERT);
  s->e = e_and(t->a, e_implies(t->a, sg, e_bin(t->a, E_IFF, enabled(t), other(t, enabled(t)))),
               e_implies(t->a, both_in_group(t), same));
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
  at->offset = add32(t, p->offset, bv_op(t->p, BV_MUL, i, scale(t, step, unit)));
  MemOp op = {.kind = kind, .bytes = bytes, .guard = copier, .event = event};
  if (kind == K_WRITE)
    op.value = havoc_value(t, ty_bv(t->a, bytes * 8));
  mem_op(t, ptr, at, &op);
}

/* async_work_group_copy(dst, src, num, event) and the strided copy
 * (dst, src, num, stride, event), whose global side is strided: returns
 * the event, the given one unless it is 0. */
static Expr *translate_async_copy(Tr *t, LLVMValueRef call, bool strided) {
  int bytes = first_pointee_bytes(callee_name(call));
  if (!bytes) {
    fail(t, "unsupported construct: async copy of this element type");
    return NULL;
  }
  LLVMValueRef dst_ptr = LLVMGetOperand(call, 0), src_ptr = LLVMGetOperand(call, 1);
  Val *dst = get_val(t, dst_ptr);
  Val *src = dst ? get_val(t, src_ptr) : NULL;
  Expr *num = src ? arg_expr(t, call, 2) : NULL;
  Expr *stride = num && strided ? arg_expr(t, call, 3) : NULL;
  Val *ev = num ? get_val(t, LLVMGetOperand(call, strided ? 4 : 3)) : NULL;
  Expr *in = ev ? event_value(t, ev) : NULL;
  if (t->failed)
    return NULL;
  if (is_null(dst) || is_null(src)) {
    emit_null_check(t);
    return havoc_value(t, ty_bv(t->a, 32));
  }
  num = index32(t, num);
  Expr *one = e_bv(t->a, 1, 32), *by = strided ? index32(t, stride) : one;
  bool dst_strided = space_of_address_space(t, LLVMGetPointerAddressSpace(
                                                  LLVMTypeOf(dst_ptr))) == SPACE_GLOBAL;
  Val *d = as_dynamic(t, dst), *c = as_dynamic(t, src);
  Expr *args[] = {d->id, d->offset, c->id, c->offset, num, by, in};
  group_uniform(t, args, 7);
  /* Never both threads of one group: the copy is one operation. */
  Expr *copier = havoc_value(t, ty_bool(t->a));
  emit(t, K_ASSUME)->e = e_implies(t->a, both_in_group(t),
                                   e_not(t->a, e_and(t->a, copier, other(t, copier))));
  Expr *i = havoc_value(t, ty_bv(t->a, 32));
  emit(t, K_ASSUME)->e = e_implies(t->a, copier, bv_op(t->p, BV_ULT, i, num));
  /* A new event, nonzero, one per group. */
  Expr *fresh = havoc_value(t, ty_bv(t->a, 32));
  emit(t, K_ASSUME)->e = e_and(t->a, e_bin(t->a, E_NE, fresh, e_bv(t->a, 0, 32)),
                               e_implies(t->a, both_in_group(t), e_eq(t->a, fresh, other(t, fresh))));
  Expr *out = materialize(t, e_ite(t->a, e_eq(t->a, in, e_bv(t->a, 0, 32)), fresh, in));
  async_access(t, K_WRITE, dst_ptr, dst, i, dst_strided ? by : one, bytes, copier, out);
  async_access(t, K_READ, src_ptr, src, i, dst_strided ? one : by, bytes, copier, out);
  return out;
}

/* wait_group_events(n, list) for a constant n: each event in turn. */
static void translate_wait(Tr *t, LLVMValueRef call) {
  LLVMValueRef n = LLVMGetOperand(call, 0);
  if (!LLVMIsAConstantInt(n) || LLVMConstIntGetZExtValue(n) > 64) {
    fail(t, "unsupported construct: wait_group_events with a number of events "
            "known only at run time (or more than 64)");
    return;
  }
  LLVMValueRef list_ptr = LLVMGetOperand(call, 1);
  Val *list = get_val(t, list_ptr);
  if (t->failed)
    return;
  group_uniform(t, NULL, 0);
  if (is_null(list)) {
    emit_null_check(t);
    return;
  }
  int size = (int)LLVMPointerSize(t->td); /* an event_t in memory */
  for (uint64_t k = 0; k < LLVMConstIntGetZExtValue(n); k++) {
    MemOp op = {.kind = K_READ, .bytes = size};
    Expr *ev = mem_op(t, list_ptr, offset_by(t, list, (int64_t)k * size), &op).value;
    group_uniform(t, &ev, 1);
    emit(t, K_WAIT)->e = index32(t, ev);
  }
}

/* Translates a call; returns its value (NULL for void). */
/* A barrier, which takes the barrier invariants written before it. */
static KStmt *emit_barrier(Tr *t) {
  KStmt *s = emit(t, K_BARRIER);
  s->nbinvs = t->binvs.len;
  s->binvs = arena_alloc(t->a, sizeof(BarrierInv *) * ((size_t)s->nbinvs + 1));
  for (int i = 0; i < s->nbinvs; i++)
    s->binvs[i] = t->binvs.items[i];
  t->k->nbinvs += s->nbinvs;
  t->binvs.len = 0;
  return s;
}

static Expr *translate_call(Tr *t, LLVMValueRef call) {
  const char *raw = callee_name(call);
  if (!raw) {
    fail(t, "unsupported construct: call through a function pointer");
    return NULL;
  }
  if (!strncmp(raw, "llvm.dbg.", 9) || !strncmp(raw, "llvm.lifetime.", 14) ||
      !strcmp(raw, "llvm.experimental.noalias.scope.decl") ||
      !strncmp(raw, "llvm.var.annotation", 19))
    return NULL;
  Expr *b = cuda_builtin(t, raw);
  if (b || t->failed)
    return b;
  if (!strcmp(raw, "llvm.nvvm.barrier0") ||
      !strcmp(raw, "llvm.nvvm.barrier.sync")) {
    emit_barrier(t)->fence = 3;
    return NULL;
  }
  if (!strncmp(raw, "llvm.nvvm.membar", 16))
    return NULL; /* a fence orders nothing between threads by itself */
  const char *name = demangle(t->a, raw);
  AtomicOp atomic = atomic_op(t, call, name);
  if (atomic.bytes)
    return translate_atomic(t, call, atomic);
  if (!strncmp(name, "__tandem_", 9)) {
    bool handled;
    Expr *e = annotation(t, name + 9, call, &handled);
    if (handled || t->failed)
      return e;
    fail(t, "unsupported construct: annotation '__%s'", name + 9);
    return NULL;
  }
  b = opencl_builtin(t, name, call);
  if (b || t->failed)
    return b;
  switch (async_kind(t, call)) {
  case 1:
  case 2:
    return translate_async_copy(t, call, async_kind(t, call) == 2);
  case 3:
    translate_wait(t, call);
    return NULL;
  }
  if (!strcmp(name, "barrier") || !strcmp(name, "work_group_barrier")) {
    /* CLK_LOCAL_MEM_FENCE = 1, CLK_GLOBAL_MEM_FENCE = 2; flags computed at
     * run time may differ between threads. */
    LLVMValueRef flags = LLVMGetOperand(call, 0);
    Expr *e = LLVMIsAConstantInt(flags) ? NULL : arg_expr(t, call, 0);
    if (t->failed)
      return NULL;
    KStmt *s = emit_barrier(t);
    s->fence = e ? 3 : (int)(LLVMConstIntGetZExtValue(flags) & 3);
    s->e = e;
    return NULL;
  }
  if (!strcmp(name, "mem_fence") || !strcmp(name, "read_mem_fence") ||
      !strcmp(name, "write_mem_fence") || !strncmp(raw, "__threadfence", 13))
    return NULL;
  if (!strncmp(raw, "llvm.memcpy", 11) || !strncmp(raw, "llvm.memmove", 12) ||
      !strncmp(raw, "llvm.memset", 11)) {
    translate_mem_intrinsic(t, call);
    return NULL;
  }
  int iop = int_op_of(t, raw, name);
  if (iop >= 0)
    return translate_int_op(t, call, iop);
  if (!t->k->is_cuda && !declared_by_user(t, raw) &&
      (!strcmp(name, "shuffle") || !strcmp(name, "shuffle2")))
    return translate_shuffle(t, call);
  if (!strncmp(raw, "llvm.assume", 11)) {
    /* LLVM assumes what code with undefined behaviour would contradict (a
     * branch to 'unreachable' becomes an assumption): checked, then
     * assumed. */
    Expr *c = arg_expr(t, call, 0);
    if (!c)
      return NULL;
    KStmt *s = emit(t, K_ASSERT);
    s->e = c;
    s->akind = A_UNREACHABLE;
    emit(t, K_ASSUME)->e = c;
    return NULL;
  }
  BType *rt = type_of(t, LLVMTypeOf(call));
  if (!strncmp(raw, "llvm.fabs.", 10) && rt && rt->kind == TY_BV &&
      LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMVectorTypeKind) {
    Expr *x = arg_expr(t, call, 0);
    if (!x)
      return NULL;
    int w = x->type->width;
    return bv_op(t->p, BV_AND, x, e_bv(t->a, (UINT64_C(1) << (w - 1)) - 1, w));
  }
  const char *fname = sanitize(t->a, "$fn_", raw, 0);
  int out_bytes = out_value_bytes(t, call);
  if (out_bytes)
    return uninterpreted_call(t, call, fname, out_bytes);
  bool readnone = LLVMGetEnumAttributeAtIndex(
      LLVMGetCalledValue(call), (unsigned)LLVMAttributeFunctionIndex,
      LLVMGetEnumAttributeKindForName("readnone", 8)) != NULL;
  /* GPUVerify's convention: __uninterpreted_function_NAME is a pure
   * function the user leaves unspecified. It keeps its own name, so that
   * axioms about it given with --boogie-file apply. */
  if (rt && !strncmp(name, "__uninterpreted_function_", 25))
    return uninterpreted_call(t, call, arena_strdup(t->a, name + 25), 0);
  if (rt && readnone)
    return uninterpreted_call(t, call, fname, 0);
  if (LLVMIsDeclaration(LLVMGetCalledValue(call)) && declared_by_user(t, raw))
    return bodiless_call(t, call, name);
  if (rt && (is_pure_function(name) || !strncmp(raw, "llvm.", 5)))
    return uninterpreted_call(t, call, fname, 0);
  fail(t, "unsupported construct: call to function '%s'", name);
  return NULL;
}

/* ---- blocks ---- */

/* The variables a phi's value lives in, and the values to copy into
 * them from v: a scalar, an element offset, or a dynamic pointer's id and
 * byte offset. */
static int phi_parts(Tr *t, Val *phi, Val *v, Var **vars, Expr **srcs) {
  if (phi->e) { /* a scalar, or an event (null: no event, 0) */
    vars[0] = phi->e->var;
    srcs[0] = is_null(v) ? e_bv(t->a, 0, 32) : v->e;
    return 1;
  }
  int n = 0;
  Val *d = phi->id ? as_dynamic(t, v) : v;
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
      Val *v = get_val(t, LLVMGetIncomingValue(i, k));
      if (t->failed)
        goto out;
      Var *vars[2];
      Expr *src[2];
      int n = phi_parts(t, ptrmap_get(&t->vals, i), v, vars, src);
      for (int j = 0; j < n; j++) {
        /* Read into a temporary first: a later copy may read this phi. */
        Var *tmp = new_temp(t, src[j]->type);
        assign(t, tmp, src[j]);
        vec_push(&dsts, vars[j]);
        vec_push(&srcs, tmp);
      }
      break;
    }
  }
  for (int k = 0; k < dsts.len; k++) {
    KStmt *s = emit(t, K_ASSIGN);
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

static void translate_terminator(Tr *t, LLVMBasicBlockRef bb, LLVMValueRef term) {
  KBlock *b = t->cur;
  switch (LLVMGetInstructionOpcode(term)) {
  case LLVMRet:
    b->nsucc = 0;
    return;
  case LLVMUnreachable: {
    /* Clang and LLVM put this where the code has undefined behaviour (an
     * out-of-bounds access, say): reaching it is a defect, not a way out. */
    KStmt *s = emit(t, K_ASSERT);
    s->e = e_bool(t->a, false);
    s->akind = A_UNREACHABLE;
    emit(t, K_ASSUME)->e = e_bool(t->a, false);
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
      Val *c = get_val(t, LLVMGetCondition(term));
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
    Val *x = get_val(t, LLVMGetOperand(term, 0));
    if (t->failed)
      return;
    unsigned n = (unsigned)LLVMGetNumOperands(term);
    KBlock *at = b;
    for (unsigned i = 2; i + 1 < n; i += 2) {
      Val *cv = get_val(t, LLVMGetOperand(term, i));
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
  default:
    fail(t, "unsupported construct: terminator instruction");
  }
}

/* An instruction, or a constant expression of the same form. */
static Val *translate_inst(Tr *t, LLVMValueRef i) {
  unsigned op = LLVMIsAConstantExpr(i) ? LLVMGetConstOpcode(i) : LLVMGetInstructionOpcode(i);
  LLVMTypeRef ty = LLVMTypeOf(i);
  if (int_binop_op(op) || float_binop_name(op)) {
    Val *x = get_val(t, LLVMGetOperand(i, 0)), *y = get_val(t, LLVMGetOperand(i, 1));
    if (t->failed)
      return NULL;
    Expr *xy[2] = {x->e, y->e};
    return val_new(t, lanewise(t, lanes_of(ty), op, xy, 2,
                               int_binop_op(op) ? int_lane : float_lane));
  }
  switch (op) {
  case LLVMFNeg: {
    Val *x = get_val(t, LLVMGetOperand(i, 0));
    if (t->failed)
      return NULL;
    int w = x->e->type->width;
    unsigned lanes = lanes_of(ty);
    /* Negation flips the sign bit of every lane. */
    Expr *mask = NULL;
    int lw = w / (int)lanes;
    for (unsigned l = 0; l < lanes; l++) {
      Expr *m = e_bv(t->a, UINT64_C(1) << (lw - 1), lw);
      mask = mask ? bv_concat(t->p, m, mask) : m;
    }
    return val_new(t, bv_op(t->p, BV_XOR, x->e, mask));
  }
  case LLVMICmp: {
    LLVMValueRef a = LLVMGetOperand(i, 0), b = LLVMGetOperand(i, 1);
    Val *x = get_val(t, a), *y = get_val(t, b);
    if (t->failed)
      return NULL;
    if (LLVMGetTypeKind(LLVMTypeOf(a)) == LLVMVectorTypeKind) {
      fail(t, "unsupported construct: vector comparison");
      return NULL;
    }
    if (!x->e || !y->e)
      return val_new(t, pointer_icmp(t, LLVMGetICmpPredicate(i), x, y));
    return val_new(t, icmp(t, LLVMGetICmpPredicate(i), x->e, y->e));
  }
  case LLVMFCmp: {
    Val *x = get_val(t, LLVMGetOperand(i, 0)), *y = get_val(t, LLVMGetOperand(i, 1));
    if (t->failed)
      return NULL;
    LLVMRealPredicate p = LLVMGetFCmpPredicate(i);
    if (p == LLVMRealPredicateFalse || p == LLVMRealPredicateTrue)
      return val_new(t, e_bool(t->a, p == LLVMRealPredicateTrue));
    if (LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(i, 0))) == LLVMVectorTypeKind) {
      fail(t, "unsupported construct: vector comparison");
      return NULL;
    }
    char name[32];
    snprintf(name, sizeof name, "FCMP%d_%d", (int)p, x->e->type->width);
    Expr *args[2] = {x->e, y->e};
    return val_new(t, uf_call(t->p, name, ty_bool(t->a), 2, args));
  }
  case LLVMSelect: {
    Val *c = get_val(t, LLVMGetOperand(i, 0));
    Val *x = get_val(t, LLVMGetOperand(i, 1)), *y = get_val(t, LLVMGetOperand(i, 2));
    if (t->failed)
      return NULL;
    if (c->e->type->kind != TY_BOOL) {
      fail(t, "unsupported construct: vector select");
      return NULL;
    }
    if (!x->e || !y->e) {
      if (x->base && x->base == y->base) {
        Val *r = NEW(t->a, Val);
        r->base = x->base;
        r->offset = e_ite(t->a, c->e, x->offset, y->offset);
        return r;
      }
      Val *dx = as_dynamic(t, x), *dy = as_dynamic(t, y);
      return dynamic_pointer(t, e_ite(t->a, c->e, dx->id, dy->id),
                             e_ite(t->a, c->e, dx->offset, dy->offset));
    }
    return val_new(t, e_ite(t->a, c->e, x->e, y->e));
  }
  case LLVMZExt: case LLVMSExt: case LLVMTrunc:
  case LLVMFPToUI: case LLVMFPToSI: case LLVMUIToFP: case LLVMSIToFP:
  case LLVMFPTrunc: case LLVMFPExt: {
    Expr *e = translate_cast(t, i, op);
    return e ? val_new(t, e) : NULL;
  }
  case LLVMBitCast: case LLVMAddrSpaceCast: {
    Val *x = get_val(t, LLVMGetOperand(i, 0));
    if (x && x->e && LLVMGetTypeKind(ty) == LLVMPointerTypeKind) {
      fail(t, "unsupported construct: integer used as a pointer");
      return NULL;
    }
    return x;
  }
  case LLVMFreeze:
    return get_val(t, LLVMGetOperand(i, 0));
  case LLVMPtrToInt: {
    Val *x = get_val(t, LLVMGetOperand(i, 0));
    if (t->failed)
      return NULL;
    return val_new(t, resize(t, pointer_bits(t, x), LLVMGetIntTypeWidth(ty)));
  }
  case LLVMIntToPtr: {
    /* An integer's bits say nothing Tandem knows about the array. */
    Val *x = get_val(t, LLVMGetOperand(i, 0));
    if (t->failed)
      return NULL;
    return dynamic_pointer(t, havoc_value(t, ty_bv(t->a, 32)), resize(t, x->e, 32));
  }
  case LLVMGetElementPtr:
    return translate_gep(t, i);
  case LLVMAlloca:
    return get_val(t, i);
  case LLVMLoad: {
    if (is_pointer(i) && is_event(t, i, 0))
      return val_new(t, load(t, LLVMGetOperand(i, 0), store_size(t, ty)));
    if (is_pointer(i))
      return load_pointer(t, LLVMGetOperand(i, 0));
    BType *bt = type_of(t, ty);
    if (!bt) {
      fail(t, "unsupported construct: load of this type");
      return NULL;
    }
    int bytes = store_size(t, ty);
    Expr *r = t->in_binv ? binv_read(t, LLVMGetOperand(i, 0), bytes)
                         : load(t, LLVMGetOperand(i, 0), bytes);
    if (!r)
      return NULL;
    return val_new(t, bt->kind == TY_BOOL ? e_bin(t->a, E_NE, r, e_bv(t->a, 0, bytes * 8)) : r);
  }
  case LLVMAtomicRMW: {
    Expr *old = translate_atomic(t, i, atomic_of(t, i));
    return old ? val_new(t, old) : NULL;
  }
  case LLVMStore: {
    LLVMValueRef v = LLVMGetOperand(i, 0);
    Val *x = get_val(t, v);
    if (t->failed)
      return NULL;
    if (is_pointer(v) && holds_events(t, LLVMGetOperand(i, 1))) {
      Expr *e = event_value(t, x);
      if (e)
        store(t, LLVMGetOperand(i, 1), e, store_size(t, LLVMTypeOf(v)), NULL);
      return NULL;
    }
    if (is_pointer_val(x)) {
      store(t, LLVMGetOperand(i, 1), pointer_bits(t, x), 4, as_dynamic(t, x)->id);
      return NULL;
    }
    if (!type_of(t, LLVMTypeOf(v))) {
      fail(t, "unsupported construct: store of this type");
      return NULL;
    }
    store(t, LLVMGetOperand(i, 1), x->e, store_size(t, LLVMTypeOf(v)), NULL);
    return NULL;
  }
  case LLVMExtractElement: case LLVMInsertElement: {
    bool ins = op == LLVMInsertElement;
    LLVMValueRef vec = LLVMGetOperand(i, 0);
    LLVMValueRef idx = LLVMGetOperand(i, ins ? 2 : 1);
    if (!LLVMIsAConstantInt(idx)) {
      fail(t, "unsupported construct: vector lane chosen at run time");
      return NULL;
    }
    Val *v = get_val(t, vec);
    Val *x = ins ? get_val(t, LLVMGetOperand(i, 1)) : NULL;
    if (t->failed)
      return NULL;
    LLVMTypeRef vt = LLVMTypeOf(vec);
    int n = (int)LLVMGetVectorSize(vt), w = v->e->type->width, lw = w / n;
    int k = (int)LLVMConstIntGetZExtValue(idx);
    if (!ins) {
      Expr *lane = bv_extract(t->p, v->e, (k + 1) * lw, k * lw);
      if (LLVMGetTypeKind(ty) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(ty) == 1)
        return val_new(t, e_eq(t->a, lane, e_bv(t->a, 1, 1)));
      return val_new(t, lane);
    }
    Expr *r = to_bv(t, x->e, lw);
    if (k > 0)
      r = bv_concat(t->p, r, bv_extract(t->p, v->e, k * lw, 0));
    if (k < n - 1)
      r = bv_concat(t->p, bv_extract(t->p, v->e, w, (k + 1) * lw), r);
    return val_new(t, r);
  }
  case LLVMShuffleVector: {
    Val *x = get_val(t, LLVMGetOperand(i, 0)), *y = get_val(t, LLVMGetOperand(i, 1));
    if (t->failed)
      return NULL;
    int n = (int)LLVMGetVectorSize(LLVMTypeOf(LLVMGetOperand(i, 0)));
    int lw = x->e->type->width / n;
    unsigned m = LLVMGetNumMaskElements(i);
    Expr *acc = NULL;
    for (unsigned k = 0; k < m; k++) {
      int sel = LLVMGetMaskValue(i, k);
      Expr *lane;
      if (sel == LLVMGetUndefMaskElem()) {
        lane = havoc_value(t, ty_bv(t->a, lw));
      } else {
        Expr *src = sel < n ? x->e : y->e;
        int l = sel % n;
        lane = bv_extract(t->p, src, (l + 1) * lw, l * lw);
      }
      acc = acc ? bv_concat(t->p, lane, acc) : lane;
    }
    return val_new(t, acc);
  }
  case LLVMCall: {
    Expr *e = translate_call(t, i);
    return e ? val_new(t, e) : NULL;
  }
  case LLVMFence:
    return NULL;
  case LLVMAtomicCmpXchg:
    fail(t, "unsupported construct: cmpxchg instruction");
    return NULL;
  default:
    fail(t, "unsupported construct: LLVM instruction '%s'",
         LLVMIsAInstruction(i) ? "other" : "?");
    return NULL;
  }
}

static bool is_simple(Expr *e) {
  return e->kind == E_VAR || e->kind == E_BV;
}

/* Values are materialized once per instruction so each is computed once;
 * pure expressions become assignments, which uniformity analysis reads. */
static void bind(Tr *t, LLVMValueRef i, Val *v) {
  if (!v)
    return;
  /* The parts of a barrier invariant stay expressions, evaluated at the
   * barrier. */
  if (t->in_binv) {
    ptrmap_put(&t->vals, i, v);
    return;
  }
  if (v->e && v->e->kind != E_VAR && v->e->kind != E_BV && v->e->kind != E_BOOL)
    v = val_new(t, materialize(t, v->e));
  else if (!v->e && (!is_simple(v->offset) || (v->id && !is_simple(v->id)))) {
    Val *r = NEW(t->a, Val);
    *r = *v;
    r->offset = is_simple(v->offset) ? v->offset : materialize(t, v->offset);
    if (v->id && !is_simple(v->id))
      r->id = materialize(t, v->id);
    v = r;
  }
  ptrmap_put(&t->vals, i, v);
}

/* Whether v is used only by the expressions of barrier invariants, directly
 * or through operations without effects: then it is part of them. */
static bool only_in_binv(LLVMValueRef v, int depth) {
  LLVMUseRef u = LLVMGetFirstUse(v);
  if (!u || depth > 32)
    return false;
  for (; u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!LLVMIsAInstruction(user))
      return false;
    unsigned op = LLVMGetInstructionOpcode(user);
    if (op == LLVMCall) {
      const char *n = callee_name(user);
      if (!n)
        return false;
      if (!strncmp(n, "__tandem_barrier_invariant_", 27)) {
        if (LLVMGetOperandUse(user, 0) != u)
          return false; /* an instantiation: a value of the kernel */
        continue;
      }
      if (strncmp(n, "__tandem_other_", 15) && strncmp(n, "__tandem_ite_", 13) &&
          strcmp(n, "__tandem_implies"))
        return false;
    } else if (!int_binop_op(op) && !float_binop_name(op) && op != LLVMICmp &&
               op != LLVMFCmp && op != LLVMSelect && op != LLVMGetElementPtr &&
               op != LLVMLoad && op != LLVMFNeg && !LLVMIsACastInst(user)) {
      return false;
    }
    if (!only_in_binv(user, depth + 1))
      return false;
  }
  return true;
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
  static const char *const names[] = {"local_id", "group_id", "group_size",
                                      "num_groups", "global_offset"};
  Builtins *b = &t->k->b;
  Var **sets[] = {b->local_id, b->group_id, b->group_size, b->num_groups,
                  b->global_offset};
  for (int s = 0; s < 5; s++)
    for (int d = 0; d < 3; d++) {
      char name[32];
      snprintf(name, sizeof name, "%s_%c", names[s], 'x' + d);
      Var *v = var_new(t->p, name, ty_bv(t->a, 32), VAR_CONST);
      v->nonuniform = s < 2;
      sets[s][d] = v;
    }
  t->k->work_dims = 1;
}

/* A dynamic pointer phi made only from pointers to known arrays and null
 * holds one of their ids: assumed where its block starts, since a loop
 * head forgets where the pointer may point. */
static void assume_phi_targets(Tr *t, LLVMValueRef phi) {
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
  candidates(t, phi, false, &cands);
  Expr *any = e_bool(t->a, false);
  for (int i = -1; i < cands.len; i++) {
    if (i < 0 && !null)
      continue;
    uint64_t id = i < 0 ? 0 : (uint64_t)((Array *)cands.items[i])->id + 1;
    Expr *is = e_eq(t->a, v->id, e_bv(t->a, id, 32));
    any = any->kind == E_BOOL ? is : e_or(t->a, any, is);
  }
  vec_free(&cands);
  emit(t, K_ASSUME)->e = any;
}

/* ---- fixed argument values ---- */

/* The parameters --kernel-args gives values to: those passed by value (a
 * scalar, a vector, or a struct as a byval pointer). */
static bool passed_by_value(Tr *t, LLVMValueRef p) {
  return LLVMGetTypeKind(LLVMTypeOf(p)) != LLVMPointerTypeKind || byval_type(t, p);
}

/* Assumes at the kernel's entry that parameter p holds `bits`. A struct is
 * read whole, its first byte in the lowest bits, as the value's bytes lie
 * in memory. */
static void assume_arg(Tr *t, LLVMValueRef p, uint64_t bits) {
  LLVMTypeRef st = byval_type(t, p);
  Array *arr = st ? ptrmap_get(&t->arrays, p) : NULL;
  Expr *x = arr ? NULL : ((Val *)ptrmap_get(&t->vals, p))->e;
  int bytes = arr ? (int)LLVMABISizeOfType(t->td, st) : 0;
  int width = arr ? bytes * 8 : x->type->kind == TY_BOOL ? 1 : x->type->width;
  if (width == 0 || width > 64 || (arr && bytes % arr->elem_bytes)) {
    fail(t, "--kernel-args: a value for parameter '%s' of kernel '%s' (%d bits) is not "
            "supported: only parameters of 1 to 64 bits can be given one",
         value_name(p), t->k->name, width);
    return;
  }
  if (width < 64 && bits >> width) {
    fail(t, "--kernel-args: value 0x%llx does not fit parameter '%s' of kernel '%s' (%d bit%s)",
         (unsigned long long)bits, value_name(p), t->k->name, width, width == 1 ? "" : "s");
    return;
  }
  if (arr) {
    arr->read = true;
    MemOp op = {.kind = K_READ, .bytes = bytes};
    x = on_array(t, &op, arr, e_bv(t->a, 0, 32)).value;
  }
  Expr *lit = x->type->kind == TY_BOOL ? e_bool(t->a, bits) : e_bv(t->a, bits, width);
  emit(t, K_ASSUME)->e = e_eq(t->a, x, lit);
}

/* At the kernel's entry, each pointer field of a struct passed by value
 * holds the host's pointer: the start of its own array. */
static void init_pointer_fields(Tr *t) {
  for (int i = 0; i < t->ptr_fields.len && !t->failed; i++) {
    PtrField *f = t->ptr_fields.items[i];
    Val target = {.base = f->target, .offset = e_bv(t->a, 0, 32)};
    MemOp op = {.kind = K_WRITE, .bytes = 4, .value = pointer_bits(t, &target),
                .ptr_id = as_dynamic(t, &target)->id};
    on_array(t, &op, f->holder,
             e_bv(t->a, (uint64_t)(f->offset / f->holder->elem_bytes), 32));
  }
}

/* --kernel-args: preconditions on the parameters, assumed at the kernel's
 * entry as a __requires there would be. The values go to the parameters
 * passed by value, in order (pointers are skipped, as in GPUVerify), or,
 * when there is one value per parameter, to every parameter, a pointer
 * taking '*'. Parameters after the last value stay unconstrained. */
static void assume_kernel_args(Tr *t) {
  int nvalues = t->cfg->nargs;
  if (!t->cfg->args)
    return;
  int nparams = (int)LLVMCountParams(t->fn), nvalue = 0;
  for (LLVMValueRef p = LLVMGetFirstParam(t->fn); p; p = LLVMGetNextParam(p))
    nvalue += passed_by_value(t, p);
  bool every = nvalues == nparams;
  if (!every && nvalues > nvalue) {
    fail(t, "--kernel-args gives %d values for kernel '%s', which has %d parameter%s "
            "passed by value",
         nvalues, t->k->name, nvalue, nvalue == 1 ? "" : "s");
    return;
  }
  int i = 0;
  for (LLVMValueRef p = LLVMGetFirstParam(t->fn); p && i < nvalues && !t->failed;
       p = LLVMGetNextParam(p)) {
    bool by_value = passed_by_value(t, p);
    if (!by_value && !every)
      continue;
    const ArgValue *v = &t->cfg->args[i++];
    if (v->any)
      continue;
    if (by_value)
      assume_arg(t, p, v->bits);
    else
      fail(t, "--kernel-args: parameter '%s' of kernel '%s' is a pointer; give * for it",
           value_name(p), t->k->name);
  }
}

bool translate_kernel(LLVMModuleRef m, LLVMValueRef fn, const TranslateConfig *cfg,
                      Kernel *k, Loc *errloc, char *err,
                      int errlen) {
  Tr t = {0};
  t.errloc = errloc;
  t.k = k;
  t.p = k->prog;
  t.a = k->prog->arena;
  t.mod = m;
  t.td = LLVMGetModuleDataLayout(m);
  t.fn = fn;
  t.cfg = cfg;
  t.err = err;
  t.errlen = errlen;
  char cwd[4096];
  t.cwd = arena_strdup(t.a, getcwd(cwd, sizeof cwd) ? cwd : "");
  k->name = kernel_source_name(t.a, fn);
  k->is_cuda = cfg->is_cuda;
  make_builtins(&t);
  collect_arrays(&t);
  fixed_initializers(&t, cfg->is_cuda);

  if (k->modular)
    note_modular(&t);
  for (LLVMValueRef p = LLVMGetFirstParam(fn); p && !t.failed; p = LLVMGetNextParam(p)) {
    if (ptrmap_get(&t.arrays, p)) {
      if (k->modular && !byval_type(&t, p)) {
        Var *off = var_new(t.p, sanitize(t.a, "$offset_", value_name(p), k->params.len),
                           ty_bv(t.a, 32), VAR_CONST);
        off->nonuniform = true;
        Val *v = NEW(t.a, Val);
        v->base = ptrmap_get(&t.arrays, p);
        v->offset = e_var(t.a, off);
        ptrmap_put(&t.vals, p, v);
      }
      continue;
    }
    BType *bt = type_of(&t, LLVMTypeOf(p));
    if (!bt) {
      t.inst = NULL;
      fail(&t, "unsupported construct: kernel parameter '%s' of this type",
           value_name(p));
      break;
    }
    Var *v = var_new(t.p, sanitize(t.a, "$arg_", value_name(p), k->params.len),
                     bt, VAR_CONST);
    v->nonuniform = k->modular;
    vec_push(&k->params, v);
    vec_push(&k->param_names, arena_strdup(t.a, value_name(p)));
    ptrmap_put(&t.vals, p, val_new(&t, e_var(t.a, v)));
  }

  /* Blocks in reverse postorder, so definitions come before uses. */
  PtrMap seen = {0};
  Vec post = {0};
  rpo_visit(LLVMGetEntryBasicBlock(fn), &seen, &post);
  ptrmap_free(&seen);
  for (int i = post.len - 1; i >= 0; i--)
    ptrmap_put(&t.blocks, post.items[i], kblock_new(k));
  t.cur = ptrmap_get(&t.blocks, LLVMGetEntryBasicBlock(fn));
  if (!t.failed)
    init_pointer_fields(&t);
  if (!t.failed)
    assume_kernel_args(&t);
  /* Phis first: their variables are assigned on incoming edges. */
  for (int i = post.len - 1; i >= 0 && !t.failed; i--)
    for (LLVMValueRef ins = LLVMGetFirstInstruction(post.items[i]);
         ins && LLVMGetInstructionOpcode(ins) == LLVMPHI;
         ins = LLVMGetNextInstruction(ins)) {
      t.inst = ins;
      LLVMTypeRef ty = LLVMTypeOf(ins);
      Val *v = NEW(t.a, Val);
      if (LLVMGetTypeKind(ty) == LLVMPointerTypeKind && is_event(&t, ins, 0)) {
        v->e = e_var(t.a, new_temp(&t, ty_bv(t.a, 32)));
        v->e->var->multi_def = true;
      } else if (LLVMGetTypeKind(ty) == LLVMPointerTypeKind) {
        LLVMValueRef root = ptr_root(ins);
        v->base = root ? ptrmap_get(&t.arrays, root) : NULL;
        if (!v->base)
          v->id = e_var(t.a, result_var(&t, 32));
        /* A known offset needs no variable: a loop head would forget it. */
        v->offset = ptr_at_start(ins) ? e_bv(t.a, 0, 32) : e_var(t.a, result_var(&t, 32));
      } else {
        BType *bt = type_of(&t, ty);
        if (!bt) {
          fail(&t, "unsupported construct: value of this type");
          break;
        }
        v->e = e_var(t.a, new_temp(&t, bt));
        v->e->var->multi_def = true;
      }
      ptrmap_put(&t.vals, ins, v);
    }
  for (int i = post.len - 1; i >= 0 && !t.failed; i--) {
    LLVMBasicBlockRef bb = post.items[i];
    t.cur = ptrmap_get(&t.blocks, bb);
    ptrmap_free(&t.defs);
    for (LLVMValueRef ins = LLVMGetFirstInstruction(bb); ins && !t.failed;
         ins = LLVMGetNextInstruction(ins)) {
      t.inst = ins;
      unsigned op = LLVMGetInstructionOpcode(ins);
      if (op == LLVMPHI) {
        assume_phi_targets(&t, ins);
        continue;
      }
      if (LLVMIsATerminatorInst(ins)) {
        if (t.binvs.len) {
          t.inst = t.binv_call;
          fail(&t, "unsupported construct: barrier invariant not followed by a "
                   "barrier in the same block");
          break;
        }
        translate_terminator(&t, bb, ins);
        break;
      }
      t.in_binv = only_in_binv(ins, 0);
      bind(&t, ins, translate_inst(&t, ins));
    }
  }
  vec_free(&post);
  vec_free(&t.binvs);
  ptrmap_free(&t.temps);
  ptrmap_free(&t.vals);
  ptrmap_free(&t.arrays);
  ptrmap_free(&t.blocks);
  ptrmap_free(&t.defs);
  vec_free(&t.in_memory);
  vec_free(&t.ptr_fields);
  return !t.failed;
}
