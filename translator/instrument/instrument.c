/* instrument: the entry point: a Kernel to the two-thread program as a sequence of steps. */
#include "instrument_int.h"
#include "narrowing.h"

#include <stdlib.h>
#include <string.h>

/* Refuses what cannot be predicated before anything is emitted. */
static bool supported(In *in) {
  if (in->c->irreducible) {
    KBlock *b = in->k->blocks.items[in->c->irreducible_block];
    Loc l = b->stmts.len ? ((KStmt *)b->stmts.items[0])->loc : (Loc){.file = ""};
    in_fail(in, l, "unsupported construct: irreducible control flow");
    return false;
  }
  return in_check_invariant_placement(in);
}

/* The tables per block (predicates, accumulators) and per variable. */
static void alloc_tables(In *in) {
  int n = in->k->blocks.len;
  for (int t = 0; t < 2; t++) {
    in->pred[t] = mem_calloc((size_t)n, sizeof(Expr *));
    in->acc[t] = mem_calloc((size_t)n, sizeof(Var *));
  }
  in->defs = in_find_defs(in->k);
  for (int i = 0; i < in->k->blocks.len; i++) {
    KBlock *b = in->k->blocks.items[i];
    for (int j = 0; j < b->stmts.len; j++) {
      KStmt *s = b->stmts.items[j];
      if (s->lhs && in->defs[s->lhs->id].block >= 0)
        ptrmap_put(&in->single_defs, s->lhs, s);
    }
  }
  in->nvars = in->k->prog->vars.len;
  in->vars = mem_calloc((size_t)in->nvars, sizeof(InVar));
}

static void free_tables(In *in) {
  for (int t = 0; t < 2; t++) {
    free(in->pred[t]);
    free(in->acc[t]);
  }
  in_free_arrays(in);
  free(in->defs);
  ptrmap_free(&in->single_defs);
  free(in->sites);
  for (int i = 0; in->intervals && i < in->k->arrays.len; i++)
    intervals_free(&in->intervals[i]);
  free(in->intervals);
  ptrmap_free(&in->counters);
  free(in->def_block);
  free(in->vars);
  ptrmap_free(&in->concrete);
}

/* The kernel's blocks, from a start block after init, both threads
 * enabled at the entry. */
static void emit_body(In *in) {
  in->cur = block_new(in->o, "start");
  block_goto(in->init, in->cur);
  in->pred[0][0] = in->pred[1][0] = e_bool(in->a, true);
  in_emit_region(in, NULL, 0);
}

/* __ensures: checked for each thread at the kernel's exit; one about the
 * access logs (thread 1's) for thread 1 only. */
static void emit_ensures(In *in) {
  in->enabled[0] = in->enabled[1] = e_bool(in->a, true);
  for (int i = 0; i < in->k->ensures.len; i++) {
    KStmt *s = in->k->ensures.items[i];
    int threads = in_uses_logs(in, s->e) ? 1 : 2;
    for (int t = 0; t < threads; t++)
      in_emit_assert(in, in_dual(in, s->e, t), in_add_check(in, CHECK_ENSURES, t + 1, s->loc));
  }
}

static void declare_functions(In *in) {
  for (int i = 0; i < in->k->prog->funcs.len; i++) {
    Func *f = in->k->prog->funcs.items[i];
    program_declare(in->o, f);
  }
}

bool instrument(Kernel *k, const Cfg *c, const InstrumentConfig *cfg, Instrumented *out,
                Loc *errloc, char *err, int errlen) {
  memset(out, 0, sizeof *out);
  program_init(&out->prog, k->prog->arena);
  out->prog.proc_name = arena_printf(k->prog->arena, "$%s", k->ident);
  In in = {.k = k, .c = c, .cfg = cfg, .o = &out->prog, .a = k->prog->arena, .out = out,
           .errloc = errloc, .err = err, .errlen = errlen,
           .equality = cfg->abstraction != ABSTRACTION_ADVERSARIAL};
  if (!supported(&in))
    return false;
  alloc_tables(&in);
  in.init = block_new(in.o, "init");
  in_launch_axioms(&in);
  in_pin_parameters(&in);
  if (!k->narrowed) {
    RangeEnv launch = {.k = k, .concrete = &in.concrete, .def = &in.single_defs};
    narrowing_apply(k, c, &launch);
    k->narrowed = true;
  }
  in_find_counters(&in);
  in_find_site_ranges(&in);
  in_setup_arrays(&in);
  in_init_arrays(&in);
  emit_body(&in);
  emit_ensures(&in);
  declare_functions(&in);
  program_prune(in.o);
  free_tables(&in);
  return !in.failed;
}

void instrumented_free(Instrumented *in) {
  program_free(&in->prog);
  vec_free(&in->checks);
  vec_free(&in->candidate_rules);
}
