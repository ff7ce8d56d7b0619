/* frontend: compiling a .cu or .cl file to LLVM bitcode with clang-16 and
 * Tandem's kernel headers (prelude/), and loading and preparing the module
 * with LLVM's own passes (inlining, SROA, CFG simplification). */
#ifndef TANDEM_FRONTEND_H
#define TANDEM_FRONTEND_H

#include <llvm-c/Core.h>
#include <time.h>

#include "config.h"
#include "process.h"
#include "util.h"

/* The directory holding Tandem's kernel headers: $TANDEM_PRELUDE, else
 * prelude/ beside the binary's bin/ (the build tree), else
 * share/tandem/prelude there (installed by make install). */
const char *frontend_prelude_dir(void);

/* Runs clang; returns the malloc'd path of the bitcode, or NULL with the
 * clang run in *res (outcome and output) for the error report. The CUDA
 * prelude is read from a precompiled header in fc->pch_dir (built there
 * when missing) where one applies. */
char *frontend_compile(const FrontendConfig *fc, const char *tmpdir, ProcResult *res);

/* The kernel file preprocessed with the macros and headers of its
 * compilation (a cache key), and where its headers were looked for. */
typedef struct {
  char *text;              /* the preprocessed source, with its line markers */
  Vec search;              /* char*: clang's include directories, in search
                              order, and those it ignored as nonexistent */
  struct timespec started; /* when clang started (wall clock) */
} Preprocessed;

/* Preprocesses fc's file into *pp; false when clang fails. Its output
 * file lives in tmpdir for the call only. */
bool frontend_preprocess(const FrontendConfig *fc, const char *tmpdir, Preprocessed *pp);
void frontend_preprocessed_free(Preprocessed *pp);

/* The attribute of the functions of the user's source that --no-inline
 * checks on their own: those no function calls (before inlining), and
 * those with a postcondition, a contract for any caller. */
#define MODULAR_ATTR "tandem-modular"
#define MODULAR_UNCALLED "uncalled" /* the attribute's value: why */
#define MODULAR_CONTRACT "contract"

/* What a call through a function pointer that points to none of the
 * functions of its type calls instead (indirect_calls.c). */
#define BAD_FUNCTION_POINTER "__tandem_bad_function_pointer"

/* Makes each call through a function pointer a case split over the
 * functions of its type whose address the module takes, each called
 * directly (and so inlined), or BAD_FUNCTION_POINTER (indirect_calls.c). */
void frontend_dispatch_indirect_calls(LLVMModuleRef m);
/* A call through a function pointer (not inline assembly). */
bool frontend_is_indirect_call(LLVMValueRef inst);

/* Moves each __ensures of a function's entry block to its returns, where
 * __return_val_*() is the value returned and __old_*(x) is x as it was
 * where the __ensures is written, as a call of ENSURES_AT_RETURN or
 * GLOBAL_ENSURES_AT_RETURN (postconditions.c). */
#define ENSURES_AT_RETURN "__tandem_ensures_at_return"
#define GLOBAL_ENSURES_AT_RETURN "__tandem_global_ensures_at_return"
void frontend_move_postconditions(LLVMModuleRef m);
/* A call of __ensures or __global_ensures as written. */
bool frontend_is_postcondition(LLVMValueRef inst);

/* The kernel functions of a module, in definition order (LLVMValueRef). */
void frontend_kernels(LLVMModuleRef m, bool is_cuda, Vec *out);

/* Loads and prepares bitcode. On failure returns NULL with a message. */
LLVMModuleRef frontend_load(LLVMContextRef ctx, const char *bitcode,
                            bool is_cuda, char *err, int errlen);

#endif
