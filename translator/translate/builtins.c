/* Built-in functions: thread and group ids and sizes, pure math functions, functions
 * without a body. */
#include "translate_int.h"

/* A function the kernel's source declares, as opposed to a built-in of
 * the headers: C++ names are mangled in CUDA, where Tandem's built-ins are
 * extern "C", and OpenCL's built-ins are overloaded, so mangled, where
 * plain C names are not. */
bool tr_declared_by_user(Tr *t, const char *raw) {
  return strncmp(raw, "llvm.", 5) && t->k->is_cuda == !strncmp(raw, "_Z", 2);
}

/* Math built-ins that also return results through their pointer
 * arguments (sincos's cosine, modf's integral part, fract's floor): each
 * receives a value of the type of the first argument. */
static const char *const out_pointer_functions[] = {"sincos",   "sincosf",   "__sincosf",
                                                    "sincospi", "sincospif", "fract",
                                                    "modf",     "modff",     NULL};

/* For a call of one of those, the size of the value written through each
 * pointer argument; 0 for any other call. */
int tr_out_value_bytes(Tr *t, LLVMValueRef call) {
  const char *raw = tr_callee_name(call);
  if (!raw || tr_declared_by_user(t, raw))
    return 0;
  const char *name = tr_demangle(t->a, raw);
  for (int i = 0; out_pointer_functions[i]; i++)
    if (!strcmp(name, out_pointer_functions[i]))
      return tr_store_size(t, LLVMTypeOf(LLVMGetOperand(call, 0)));
  return 0;
}

static int const_arg(Tr *t, LLVMValueRef call, unsigned i) {
  LLVMValueRef a = LLVMGetOperand(call, i);
  if (!LLVMIsAConstantInt(a)) {
    tr_fail(t,
            "unsupported construct: non-constant dimension or flag argument "
            "to '%s'",
            tr_callee_name(call));
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
  static const char *const dims_fns[] = {
      "get_local_id",  "get_group_id",    "get_local_size",    "get_num_groups",
      "get_global_id", "get_global_size", "get_global_offset", NULL};
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
  case 4: return tr_add32(t, tr_add32(t, bv_op(t->p, BV_MUL, gid, gsz), lid), off);
  case 5: return bv_op(t->p, BV_MUL, ng, gsz);
  default: return off;
  }
}

/* The thread's linear id in its block, x fastest. */
Expr *tr_linear_local_id(Tr *t) {
  Builtins *b = &t->k->b;
  Expr *x = builtin_dim(t, b->local_id, 0), *y = builtin_dim(t, b->local_id, 1);
  Expr *z = builtin_dim(t, b->local_id, 2);
  Expr *nx = builtin_dim(t, b->group_size, 0), *ny = builtin_dim(t, b->group_size, 1);
  Expr *yz = tr_add32(t, y, bv_op(t->p, BV_MUL, ny, z));
  return tr_add32(t, x, bv_op(t->p, BV_MUL, nx, yz));
}

/* %laneid: the linear id modulo the warp size (PTX ISA, "Special
 * Registers"); the %lanemask_* registers are masks of lanes around it. */
static Expr *lane_register(Tr *t, const char *reg) {
  Expr *lane = bv_op(t->p, BV_AND, tr_linear_local_id(t), e_bv(t->a, WARP_SIZE - 1, 32));
  if (!strcmp(reg, "laneid"))
    return lane;
  Expr *one = e_bv(t->a, 1, 32), *all = e_bv(t->a, UINT32_MAX, 32);
  Expr *eq = bv_op(t->p, BV_SHL, one, lane);
  Expr *lt = bv_op(t->p, BV_SUB, eq, one);
  Expr *le = bv_op(t->p, BV_SUB, bv_op(t->p, BV_SHL, eq, one), one);
  if (!strcmp(reg, "lanemask.eq"))
    return eq;
  if (!strcmp(reg, "lanemask.lt"))
    return lt;
  if (!strcmp(reg, "lanemask.le"))
    return le;
  if (!strcmp(reg, "lanemask.gt"))
    return bv_op(t->p, BV_XOR, le, all);
  if (!strcmp(reg, "lanemask.ge"))
    return bv_op(t->p, BV_XOR, lt, all);
  return NULL;
}

/* Registers whose value may differ from one read to the next and from one
 * thread to another: clocks, and where the thread runs (its
 * multiprocessor, its warp slot). Each read is a fresh value. */
static const char *const volatile_registers[] = {"clock", "clock64", "globaltimer",
                                                 "smid",  "warpid",  NULL};

static bool is_volatile_register(const char *reg) {
  for (int i = 0; volatile_registers[i]; i++)
    if (!strcmp(reg, volatile_registers[i]))
      return true;
  return false;
}

/* A PTX special register (llvm.nvvm.read.ptx.sreg.REG): modelled per
 * thread, or refused. */
static Expr *special_register(Tr *t, const char *reg, LLVMValueRef call) {
  if (!strcmp(reg, "warpsize"))
    return e_bv(t->a, WARP_SIZE, 32);
  if (!strncmp(reg, "lane", 4)) {
    Expr *e = lane_register(t, reg);
    if (e)
      return e;
  }
  if (is_volatile_register(reg))
    return tr_havoc_value(t, tr_type_of(t, LLVMTypeOf(call)));
  static const char *const dims[] = {"tid", "ctaid", "ntid", "nctaid"};
  Builtins *b = &t->k->b;
  Var **vars[] = {b->local_id, b->group_id, b->group_size, b->num_groups};
  const char *dot = strchr(reg, '.');
  for (int i = 0; dot && i < 4; i++)
    if ((size_t)(dot - reg) == strlen(dims[i]) &&
        !strncmp(reg, dims[i], strlen(dims[i])) && dot[1] >= 'x' && dot[1] <= 'z' &&
        !dot[2])
      return builtin_dim(t, vars[i], dot[1] - 'x');
  tr_fail(t, "unsupported construct: special register %%%s", reg);
  return NULL;
}

/* The template of an inline asm callee: LLVM-C 16 has no getter for it,
 * so it is read from the callee's printed form, `asm [flags] "TEMPLATE",
 * "CONSTRAINTS"`. NULL when there is none. */
static char *asm_template(Tr *t, LLVMValueRef callee) {
  char *printed = LLVMPrintValueToString(callee);
  const char *q = strstr(printed, "asm ");
  q = q ? strchr(q, '"') : NULL;
  const char *end = q ? strchr(q + 1, '"') : NULL;
  char *tmpl = end ? arena_strndup(t->a, q + 1, (size_t)(end - q - 1)) : NULL;
  LLVMDisposeMessage(printed);
  return tmpl;
}

static const char *skip_spaces(const char *p) {
  while (*p == ' ' || *p == '\t')
    p++;
  return p;
}

/* asm("mov.u32 %0, %%REG;") (or mov.u64): a read of the special register
 * REG, as its intrinsic reads it; any other inline assembly is refused. */
Expr *tr_inline_asm(Tr *t, LLVMValueRef call) {
  const char *p = asm_template(t, LLVMGetCalledValue(call));
  char reg[32];
  size_t n = 0;
  if (p && (!strncmp(p = skip_spaces(p), "mov.u32", 7) || !strncmp(p, "mov.u64", 7))) {
    p = skip_spaces(p + 7);
    if (!strncmp(p, "$0", 2) && *(p = skip_spaces(p + 2)) == ',' &&
        *(p = skip_spaces(p + 1)) == '%')
      for (p++; n + 1 < sizeof reg && (isalnum((unsigned char)*p) || *p == '_' || *p == '.');)
        reg[n++] = *p == '_' ? '.' : *p, p++;
    p = skip_spaces(p);
    p = skip_spaces(p + (*p == ';'));
  }
  BType *rt = tr_type_of(t, LLVMTypeOf(call));
  if (!n || *p || !rt || rt->kind != TY_BV) {
    tr_fail(t, "unsupported construct: inline assembly (asm statement)");
    return NULL;
  }
  reg[n] = 0;
  Expr *e = special_register(t, reg, call);
  return e ? tr_resize(t, e, rt->width) : NULL;
}

/* CUDA's special registers, and clock() and clock64(), which read one. */
static Expr *cuda_builtin(Tr *t, const char *raw, LLVMValueRef call) {
  static const char *const prefix = "llvm.nvvm.read.ptx.sreg.";
  size_t pl = strlen(prefix);
  if (!strncmp(raw, prefix, pl))
    return special_register(t, raw + pl, call);
  if (t->k->is_cuda && (!strcmp(raw, "clock") || !strcmp(raw, "clock64")))
    return special_register(t, raw, call);
  return NULL;
}

static const char *const pure_functions[] = {
    "sqrt",          "rsqrt",         "exp",          "exp2",        "exp10",
    "log",           "log2",          "log10",        "sin",         "cos",
    "tan",           "asin",          "acos",         "atan",        "atan2",
    "sinh",          "cosh",          "tanh",         "pow",         "powr",
    "pown",          "fabs",          "floor",        "ceil",        "round",
    "trunc",         "fmin",          "fmax",         "fma",         "mad",
    "fmod",          "hypot",         "cbrt",         "erf",         "erfc",
    "native_sqrt",   "native_rsqrt",  "native_exp",   "native_log",  "native_sin",
    "native_cos",    "native_divide", "native_recip", "native_powr", "half_sqrt",
    "half_exp",      "fdividef",      "rint",         "copysign",    "min",
    "max",           "clz",           "ctz",          "popc",        "popcount",
    "ffs",           "brev",          "saturate",     "rcp",         "frcp_rn",
    "fsqrt_rn",      "expf",          "logf",         "sinf",        "cosf",
    "sqrtf",         "rsqrtf",        "powf",         "fabsf",       "floorf",
    "ceilf",         "fminf",         "fmaxf",        "tanf",        "tanhf",
    "exp2f",         "log2f",         "fmaf",         "roundf",      "truncf",
    "atanf",         "atan2f",        "acosf",        "asinf",       "log10f",
    "exp10f",        "erff",          "cbrtf",        "hypotf",      "fmodf",
    "rintf",         "copysignf",     "isnan",        "isinf",       "isfinite",
    "signbit",       "sign",          "step",         "smoothstep",  "mix",
    "clamp",         "degrees",       "radians",      "dot",         "cross",
    "length",        "distance",      "normalize",    "fast_length", "fast_normalize",
    "sincos_approx", "select",        "saturatef",    NULL};

/* LLVM intrinsics that are functions of their arguments alone, by name
 * prefix; every other intrinsic is modelled elsewhere or refused. */
static const char *const pure_intrinsics[] = {
    "llvm.fabs.", "llvm.sqrt.", "llvm.fma.", "llvm.fmuladd.", "llvm.minnum.",
    "llvm.maxnum.", "llvm.minimum.", "llvm.maximum.", "llvm.floor.", "llvm.ceil.",
    "llvm.trunc.", "llvm.round.", "llvm.roundeven.", "llvm.rint.", "llvm.nearbyint.",
    "llvm.copysign.", "llvm.pow.", "llvm.powi.", "llvm.exp.", "llvm.exp2.", "llvm.log.",
    "llvm.log2.", "llvm.log10.", "llvm.sin.", "llvm.cos.", "llvm.ctpop.", "llvm.ctlz.",
    "llvm.cttz.", "llvm.bitreverse.", "llvm.bswap.", "llvm.fshl.", "llvm.fshr.",
    "llvm.canonicalize.", "llvm.nvvm.sqrt.", "llvm.nvvm.rsqrt.", "llvm.nvvm.fabs.",
    "llvm.nvvm.fmin.", "llvm.nvvm.fmax.", "llvm.nvvm.ex2.approx.",
    "llvm.nvvm.lg2.approx.", "llvm.nvvm.sin.approx.", "llvm.nvvm.cos.approx.",
    "llvm.nvvm.div.", "llvm.nvvm.rcp.", "llvm.nvvm.saturate.", "llvm.nvvm.fma.",
    "llvm.nvvm.add.", "llvm.nvvm.mul.", "llvm.nvvm.f2i.", "llvm.nvvm.f2ui.",
    "llvm.nvvm.i2f.", "llvm.nvvm.ui2f.", "llvm.nvvm.d2i.", "llvm.nvvm.d2ui.",
    "llvm.nvvm.f2ll.", "llvm.nvvm.ll2f.", "llvm.nvvm.mulhi.", "llvm.nvvm.mul24.",
    "llvm.nvvm.sad.", "llvm.nvvm.brev", "llvm.nvvm.clz.", "llvm.nvvm.popc.",
    "llvm.nvvm.prmt", "llvm.nvvm.floor.", "llvm.nvvm.ceil.", "llvm.nvvm.trunc.",
    "llvm.nvvm.round.",
    /* a texture reference's handle: read-only, as textures are */
    "llvm.nvvm.texsurf.handle.internal.", NULL};

/* Math functions of the kernel headers, OpenCL's conversions
 * (convert_int4, convert_uchar_sat_rte, ...) and the intrinsics above are
 * functions of their arguments alone. */
static bool is_pure_function(const char *raw, const char *name) {
  for (int i = 0; pure_intrinsics[i]; i++)
    if (!strncmp(raw, pure_intrinsics[i], strlen(pure_intrinsics[i])))
      return true;
  if (!strncmp(raw, "llvm.", 5))
    return false;
  while (*name == '_')
    name++;
  if (!strncmp(name, "convert_", 8))
    return true;
  for (int i = 0; pure_functions[i]; i++)
    if (!strcmp(name, pure_functions[i]))
      return true;
  return false;
}

/* A pure function of the call's scalar arguments, uninterpreted: the
 * call's value (NULL for void), and through each pointer argument a value
 * of `out_bytes`. */
static Expr *uninterpreted_call(Tr *t, LLVMValueRef call, const char *fname,
                                int out_bytes) {
  const char *raw = tr_callee_name(call);
  unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
  Expr **args = arena_alloc(t->a, sizeof(Expr *) * (nargs + 1));
  int n = 0;
  for (unsigned i = 0; i < nargs; i++) {
    if (out_bytes && tr_is_pointer(LLVMGetOperand(call, i)))
      continue;
    Expr *x = tr_arg_expr(t, call, i);
    if (!x)
      return NULL;
    args[n++] = tr_to_bv(t, x, 1);
  }
  for (unsigned i = 0; i < nargs && out_bytes; i++) {
    if (!tr_is_pointer(LLVMGetOperand(call, i)))
      continue;
    tr_store(t, LLVMGetOperand(call, i),
             uf_call(t->p, tr_sanitize(t->a, "$fn_", raw, (int)i),
                     ty_bv(t->a, out_bytes * 8), n, args),
             out_bytes, NULL);
    if (t->failed)
      return NULL;
  }
  BType *rt = tr_type_of(t, LLVMTypeOf(call));
  return rt ? uf_call(t->p, fname, rt, n, args) : NULL;
}

/* Says once per kernel and function what a bodiless function is assumed
 * to do. */
static void note_bodiless(Tr *t, LLVMValueRef call, const char *name, bool returns) {
  const char *msg =
      arena_printf(t->a, "'%s' has no body: assumed to %saccess no memory", name,
                   returns ? "return an arbitrary value and to " : "");
  tr_note_once(t, call, msg);
}

/* GPUVerify's convention for a function declared without a body: each
 * call returns an arbitrary value, fresh per call and per thread, and
 * accesses no memory. What it would do through a pointer is unknown; a
 * struct passed by value is the caller's private copy, which it cannot
 * change. */
static Expr *bodiless_call(Tr *t, LLVMValueRef call, const char *name) {
  LLVMTypeRef ty = LLVMTypeOf(call);
  BType *rt = tr_type_of(t, ty);
  if (LLVMGetTypeKind(ty) != LLVMVoidTypeKind && !rt) {
    tr_fail(t,
            "unsupported construct: call to bodiless function '%s' returning "
            "a %s",
            name, tr_is_pointer(call) ? "pointer" : "struct");
    return NULL;
  }
  unsigned byval = LLVMGetEnumAttributeKindForName("byval", 5);
  for (unsigned i = 0; i < (unsigned)LLVMGetNumArgOperands(call); i++) {
    LLVMValueRef arg = LLVMGetOperand(call, i), root = ptr_root(arg);
    if (tr_is_pointer(arg) && !(LLVMGetCallSiteEnumAttribute(call, i + 1, byval) &&
                                root && tr_space_of(t, root) == SPACE_PRIVATE)) {
      tr_fail(t,
              "unsupported construct: call to bodiless function '%s' with a "
              "pointer argument",
              name);
      return NULL;
    }
  }
  note_bodiless(t, call, name, rt != NULL);
  return rt ? tr_havoc_value(t, rt) : NULL;
}

/* CUDA's special registers and OpenCL's work-item functions. */
bool tr_call_work_item(Tr *t, const Call *c, Expr **out) {
  *out = cuda_builtin(t, c->raw, c->call);
  if (!*out && !t->failed)
    *out = opencl_builtin(t, c->name, c->call);
  return *out || t->failed;
}

/* The constant string a pointer argument points to, or NULL. */
static const char *constant_string(LLVMValueRef p, size_t *len) {
  while (LLVMIsAConstantExpr(p) || LLVMIsACastInst(p) || LLVMIsAGetElementPtrInst(p))
    p = LLVMGetOperand(p, 0);
  if (!LLVMIsAGlobalVariable(p) || !LLVMIsGlobalConstant(p))
    return NULL;
  LLVMValueRef init = LLVMGetInitializer(p);
  return init && LLVMIsConstantString(init) ? LLVMGetAsString(init, len) : NULL;
}

/* Whether a printf format has conversion `which` (%s reads a string
 * through its argument, %n writes a count through it). */
static bool has_conversion(const char *f, size_t len, char which) {
  for (size_t i = 0; i < len; i++) {
    if (f[i] != '%')
      continue;
    i++;
    while (i < len && strchr("-+ #0123456789.*hlLqjzt", f[i]))
      i++;
    if (i < len && f[i] == which)
      return true;
  }
  return false;
}

/* Whether every pointer stored into v, the argument buffer of printf
 * call `call` or a part of it, is a constant string: what a %s reads is
 * then memory no thread writes. Any other use that could fill the buffer
 * (a copy into it, its address stored) says no. */
static bool holds_constant_strings(LLVMValueRef v, LLVMValueRef call) {
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    size_t len;
    if (LLVMIsAGetElementPtrInst(user) || LLVMIsACastInst(user)) {
      if (!holds_constant_strings(user, call))
        return false;
    } else if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 1) == v) {
      /* A pointer printed as an integer (`(long)p` for a %s) is a pointer too. */
      LLVMValueRef x = LLVMGetOperand(user, 0);
      bool pointer = LLVMGetTypeKind(LLVMTypeOf(x)) == LLVMPointerTypeKind ||
                     LLVMIsAPtrToIntInst(x) ||
                     (LLVMIsAConstantExpr(x) && LLVMGetConstOpcode(x) == LLVMPtrToInt);
      if (pointer && !constant_string(x, &len))
        return false;
    } else if (LLVMIsACallInst(user)) {
      const char *callee = tr_callee_name(user);
      if (user != call && !(callee && !strncmp(callee, "llvm.lifetime.", 14)))
        return false;
    } else if (!LLVMIsALoadInst(user)) {
      return false;
    }
  }
  return true;
}

/* The argument buffer of a vprintf call is the caller's private memory,
 * holding no pointer but constant strings. */
static bool strings_constant(LLVMValueRef call) {
  LLVMValueRef buf = LLVMGetOperand(call, 1);
  while (LLVMIsACastInst(buf))
    buf = LLVMGetOperand(buf, 0);
  return LLVMIsAAllocaInst(buf) && holds_constant_strings(buf, call);
}

const char *tr_printf_unmodelled(LLVMValueRef call) {
  size_t len = 0;
  const char *format = constant_string(LLVMGetOperand(call, 0), &len);
  if (!format)
    return "with a format that is not a constant string";
  if (has_conversion(format, len, 'n'))
    return "with %n (it writes memory)";
  if (has_conversion(format, len, 's') && !strings_constant(call))
    return "of a string that is not a constant (%s reads memory)";
  return NULL;
}

/* Device printf: see tr_printf_unmodelled. It returns a count, any value
 * here. */
bool tr_call_printf(Tr *t, const Call *c, Expr **out) {
  if (strcmp(c->raw, "vprintf"))
    return false;
  const char *why = tr_printf_unmodelled(c->call);
  if (why) {
    tr_fail(t, "unsupported construct: printf %s", why);
    return true;
  }
  BType *rt = tr_type_of(t, LLVMTypeOf(c->call));
  *out = rt ? tr_havoc_value(t, rt) : NULL;
  return true;
}

/* Whether a function is one of CUDA's warp-level operations: since CUDA 9
 * they all take a mask of lanes and end in _sync (__syncwarp, votes,
 * matches, reductions), plus __activemask. (clang marks every device
 * function convergent, so that attribute does not tell them apart.) */
static bool is_warp_operation(const char *name) {
  size_t n = strlen(name);
  return !strcmp(name, "__activemask") || !strcmp(name, "__syncwarp") ||
         (!strncmp(name, "__", 2) && n > 5 && !strcmp(name + n - 5, "_sync"));
}

/* Any other function: a pure function (uninterpreted), a function without
 * a body (GPUVerify's convention), or a construct Tandem refuses. */
bool tr_call_function(Tr *t, const Call *c, Expr **out) {
  LLVMValueRef call = c->call;
  const char *raw = c->raw, *name = c->name;
  BType *rt = tr_type_of(t, LLVMTypeOf(call));
  const char *fname = tr_sanitize(t->a, "$fn_", raw, 0);
  int out_bytes = tr_out_value_bytes(t, call);
  if (out_bytes)
    *out = uninterpreted_call(t, call, fname, out_bytes);
  /* GPUVerify's convention: __uninterpreted_function_NAME is a pure
   * function the user leaves unspecified. It keeps its own name, so that
   * axioms about it given with --boogie-file apply. */
  else if (rt && !strncmp(name, "__uninterpreted_function_", 25))
    *out = uninterpreted_call(t, call, arena_strdup(t->a, name + 25), 0);
  else if (LLVMIsDeclaration(LLVMGetCalledValue(call)) && tr_declared_by_user(t, raw))
    *out = bodiless_call(t, call, name);
  else if (t->k->is_cuda && is_warp_operation(name)) /* never pure */
    tr_fail(t, "unsupported construct: warp-level operation '%s' (warp-level operations "
               "are not modelled)",
            name);
  else if (rt && is_pure_function(raw, name))
    *out = uninterpreted_call(t, call, fname, 0);
  else
    tr_fail(t, "unsupported construct: call to function '%s'", name);
  return true;
}
