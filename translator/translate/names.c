/* Names and source locations of LLVM values; translation errors. */
#include "translate_int.h"

/* clang records a file relative to the directory it ran in, which for a
 * kernel outside ours is not a path from here: join the two then. */
const char *tr_source_path(Tr *t, const char *dir, unsigned dlen, const char *file,
                           unsigned flen) {
  if (!file || !flen)
    return "";
  if (file[0] == '/' || !dir || !dlen ||
      (strlen(t->cwd) == dlen && !strncmp(dir, t->cwd, dlen)))
    return arena_strndup(t->a, file, flen);
  return arena_printf(t->a, "%.*s/%.*s", (int)dlen, dir, (int)flen, file);
}

/* The calls that debug location `at` was inlined through, innermost
 * first. */
static const Loc *callers(Tr *t, LLVMMetadataRef loc) {
  LLVMMetadataRef at = loc ? LLVMDILocationGetInlinedAt(loc) : NULL;
  LLVMMetadataRef file = at ? LLVMDIScopeGetFile(LLVMDILocationGetScope(at)) : NULL;
  if (!file)
    return NULL;
  Loc *l = NEW(t->a, Loc);
  unsigned flen = 0, dlen = 0;
  const char *f = LLVMDIFileGetFilename(file, &flen);
  const char *d = LLVMDIFileGetDirectory(file, &dlen);
  l->file = tr_source_path(t, d, dlen, f, flen);
  l->line = (int)LLVMDILocationGetLine(at);
  l->col = (int)LLVMDILocationGetColumn(at);
  l->caller = callers(t, at);
  return l;
}

Loc tr_inst_loc(Tr *t, LLVMValueRef inst) {
  Loc l = {.file = ""};
  if (!inst || !LLVMIsAInstruction(inst))
    return l;
  unsigned flen = 0, dlen = 0;
  const char *f = LLVMGetDebugLocFilename(inst, &flen);
  const char *d = LLVMGetDebugLocDirectory(inst, &dlen);
  l.file = tr_source_path(t, d, dlen, f, flen);
  l.line = (int)LLVMGetDebugLocLine(inst);
  l.col = (int)LLVMGetDebugLocColumn(inst);
  l.caller = callers(t, LLVMInstructionGetDebugLoc(inst));
  return l;
}

Loc tr_call_site(Tr *t, LLVMValueRef inst) {
  const Loc *at = callers(t, LLVMInstructionGetDebugLoc(inst));
  return at ? *at : (Loc){.file = ""};
}

void tr_fail(Tr *t, const char *fmt, ...) {
  if (t->failed)
    return;
  t->failed = true;
  Loc l = tr_inst_loc(t, t->inst);
  char msg[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  *t->errloc = l;
  snprintf(t->err, (size_t)t->errlen, "%s", msg);
}

const char *tr_value_name(LLVMValueRef v) {
  size_t len = 0;
  const char *n = LLVMGetValueName2(v, &len);
  return n ? n : "";
}

const char *kernel_source_name(Arena *a, LLVMValueRef fn) {
  return tr_demangle_kernel(a, tr_value_name(fn));
}

/* name with every character that is not a letter, digit or _ replaced by
 * _, after prefix. */
static char *identifier(StrBuf *b, const char *prefix, const char *name) {
  sb_puts(b, prefix);
  for (const char *c = name; *c; c++)
    sb_putc(b, isalnum((unsigned char)*c) || *c == '_' ? *c : '_');
  return b->s;
}

const char *tr_sanitize(Arena *a, const char *prefix, const char *name, int id) {
  StrBuf b = {0};
  identifier(&b, prefix, name);
  sb_printf(&b, "%d", id);
  char *r = arena_strdup(a, b.s);
  sb_free(&b);
  return r;
}

const char *kernel_file_name(Arena *a, const char *name) {
  StrBuf b = {0};
  char *r = arena_strdup(a, identifier(&b, "", name));
  sb_free(&b);
  return r;
}

const char *tr_callee_name(LLVMValueRef call) {
  LLVMValueRef f = LLVMGetCalledValue(call);
  if (!f || !LLVMIsAFunction(f))
    return NULL;
  return tr_value_name(f);
}

/* Tells the user, once per kernel, an assumption the verdict rests on. */
void tr_note_once(Tr *t, LLVMValueRef inst, const char *msg) {
  for (int i = 0; i < t->k->notes.len; i++)
    if (!strcmp(((Note *)t->k->notes.items[i])->msg, msg))
      return;
  Note *n = NEW(t->a, Note);
  n->loc = tr_inst_loc(t, inst);
  n->msg = msg;
  vec_push(&t->k->notes, n);
}
