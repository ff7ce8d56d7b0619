/* Unit tests for cfg: predecessors, reverse postorder, dominators,
 * post-dominators, control dependence, natural loops and irreducibility,
 * on small kernels built by hand. */
#include <string.h>

#include "cfg.h"
#include "check.h"
#include "kfix.h"

/* Collects control dependents into a membership table. */
typedef struct {
  bool in[16];
  int count;
} Deps;

static void collect(int b, void *arg) {
  Deps *d = arg;
  if (b >= 0 && b < 16 && !d->in[b]) {
    d->in[b] = true;
    d->count++;
  }
}

static bool has_pred(KBlock *b, KBlock *p) {
  for (int i = 0; i < b->preds.len; i++)
    if (b->preds.items[i] == p)
      return true;
  return false;
}

/* 0: branch c -> 1, 2;  1 -> 3;  2 -> 3;  3: return. */
static void diamond(KFix *f) {
  kfix_init(f, 4);
  Expr *c = kfix_v(f, kfix_bool(f, "c"));
  kfix_branch(f, 0, c, 1, 2);
  kfix_goto(f, 1, 3);
  kfix_goto(f, 2, 3);
  kfix_return(f, 3);
}

/* 0 -> 1;  1: branch c -> 2 (body), 3 (exit);  2 -> 1;  3: return. */
static void simple_loop(KFix *f) {
  kfix_init(f, 4);
  Expr *c = kfix_v(f, kfix_bool(f, "c"));
  kfix_goto(f, 0, 1);
  kfix_branch(f, 1, c, 2, 3);
  kfix_goto(f, 2, 1);
  kfix_return(f, 3);
}

/* 0 -> 1;  1 (outer head): c -> 2, 5;  2 (inner head): d -> 3, 4;
 * 3 -> 2 (inner latch);  4 -> 1 (outer latch);  5: return. */
static void nested_loops(KFix *f) {
  kfix_init(f, 6);
  Expr *c = kfix_v(f, kfix_bool(f, "c"));
  Expr *d = kfix_v(f, kfix_bool(f, "d"));
  kfix_goto(f, 0, 1);
  kfix_branch(f, 1, c, 2, 5);
  kfix_branch(f, 2, d, 3, 4);
  kfix_goto(f, 3, 2);
  kfix_goto(f, 4, 1);
  kfix_return(f, 5);
}

/* The cycle 1 <-> 2 is entered at both 1 and 2 from 0:
 * 0: c -> 1, 2;  1: d -> 2, 3;  2 -> 1;  3: return. */
static void irreducible(KFix *f) {
  kfix_init(f, 4);
  Expr *c = kfix_v(f, kfix_bool(f, "c"));
  Expr *d = kfix_v(f, kfix_bool(f, "d"));
  kfix_branch(f, 0, c, 1, 2);
  kfix_branch(f, 1, d, 2, 3);
  kfix_goto(f, 2, 1);
  kfix_return(f, 3);
}

static void test_diamond_preds_and_rpo(void) {
  KFix f;
  diamond(&f);
  Cfg c;
  cfg_build(&f.k, &c);
  CHECK_INT_EQ(c.n, 4);
  CHECK_INT_EQ(c.nreach, 4);
  CHECK_INT_EQ(c.rpo[0], 0);
  CHECK_INT_EQ(c.rpo[3], 3);
  CHECK((c.rpo[1] == 1 && c.rpo[2] == 2) || (c.rpo[1] == 2 && c.rpo[2] == 1));
  CHECK_INT_EQ(f.b[0]->preds.len, 0);
  CHECK_INT_EQ(f.b[1]->preds.len, 1);
  CHECK(has_pred(f.b[1], f.b[0]));
  CHECK_INT_EQ(f.b[3]->preds.len, 2);
  CHECK(has_pred(f.b[3], f.b[1]) && has_pred(f.b[3], f.b[2]));
  cfg_free(&c);
  /* Building again recomputes the predecessors rather than adding to them. */
  cfg_build(&f.k, &c);
  CHECK_INT_EQ(f.b[3]->preds.len, 2);
  cfg_free(&c);
  kfix_free(&f);
}

static void test_diamond_dominators(void) {
  KFix f;
  diamond(&f);
  Cfg c;
  cfg_build(&f.k, &c);
  CHECK_INT_EQ(c.idom[0], -1);
  CHECK_INT_EQ(c.idom[1], 0);
  CHECK_INT_EQ(c.idom[2], 0);
  CHECK_INT_EQ(c.idom[3], 0);
  CHECK(cfg_dominates(&c, 0, 3));
  CHECK(cfg_dominates(&c, 3, 3));
  CHECK(!cfg_dominates(&c, 1, 3));
  CHECK(!cfg_dominates(&c, 2, 3));
  CHECK(!cfg_dominates(&c, 3, 0));
  cfg_free(&c);
  kfix_free(&f);
}

static void test_diamond_postdominators(void) {
  KFix f;
  diamond(&f);
  Cfg c;
  cfg_build(&f.k, &c);
  CHECK_INT_EQ(c.ipdom[0], 3);
  CHECK_INT_EQ(c.ipdom[1], 3);
  CHECK_INT_EQ(c.ipdom[2], 3);
  CHECK_INT_EQ(c.ipdom[3], 4); /* the virtual exit */
  CHECK(cfg_postdominates(&c, 3, 0));
  CHECK(cfg_postdominates(&c, 3, 1));
  CHECK(cfg_postdominates(&c, 0, 0));
  CHECK(!cfg_postdominates(&c, 1, 0));
  CHECK(!cfg_postdominates(&c, 0, 3));
  CHECK(cfg_postdominates(&c, 4, 0)); /* the exit post-dominates everything */
  cfg_free(&c);
  kfix_free(&f);
}

static void test_diamond_no_loops(void) {
  KFix f;
  diamond(&f);
  Cfg c;
  cfg_build(&f.k, &c);
  CHECK_INT_EQ(c.loops.len, 0);
  CHECK(!c.irreducible);
  for (int i = 0; i < 4; i++)
    CHECK(c.innermost[i] == NULL);
  cfg_free(&c);
  kfix_free(&f);
}

static void test_diamond_control_dependents(void) {
  KFix f;
  diamond(&f);
  Cfg c;
  cfg_build(&f.k, &c);
  Deps d = {0};
  cfg_control_dependents(&c, &f.k, 0, collect, &d);
  CHECK_INT_EQ(d.count, 2);
  CHECK(d.in[1] && d.in[2]);
  CHECK(!d.in[0] && !d.in[3]); /* the join is not control dependent */
  cfg_free(&c);
  kfix_free(&f);
}

static void test_if_without_else_control_dependents(void) {
  /* 0: c -> 1, 2;  1 -> 2;  2: return. */
  KFix f;
  kfix_init(&f, 3);
  kfix_branch(&f, 0, kfix_v(&f, kfix_bool(&f, "c")), 1, 2);
  kfix_goto(&f, 1, 2);
  Cfg c;
  cfg_build(&f.k, &c);
  CHECK_INT_EQ(c.ipdom[0], 2);
  CHECK_INT_EQ(c.idom[2], 0);
  Deps d = {0};
  cfg_control_dependents(&c, &f.k, 0, collect, &d);
  CHECK_INT_EQ(d.count, 1);
  CHECK(d.in[1]);
  cfg_free(&c);
  kfix_free(&f);
}

static void test_simple_loop(void) {
  KFix f;
  simple_loop(&f);
  Cfg c;
  cfg_build(&f.k, &c);
  CHECK_INT_EQ(c.idom[1], 0);
  CHECK_INT_EQ(c.idom[2], 1);
  CHECK_INT_EQ(c.idom[3], 1);
  CHECK_INT_EQ(c.ipdom[0], 1);
  CHECK_INT_EQ(c.ipdom[1], 3);
  CHECK_INT_EQ(c.ipdom[2], 1);
  CHECK_INT_EQ(c.ipdom[3], 4);
  CHECK(!c.irreducible);
  if (!CHECK_INT_EQ(c.loops.len, 1))
    goto out;
  Loop *l = c.loops.items[0];
  CHECK_INT_EQ(l->header, 1);
  CHECK(!l->body[0] && l->body[1] && l->body[2] && !l->body[3]);
  CHECK(l->parent == NULL);
  CHECK_INT_EQ(l->depth, 1);
  CHECK(c.innermost[0] == NULL);
  CHECK(c.innermost[1] == l);
  CHECK(c.innermost[2] == l);
  CHECK(c.innermost[3] == NULL);
  CHECK(cfg_in_loop(l, 2) && !cfg_in_loop(l, 3));
  CHECK(!cfg_in_loop(NULL, 1));
out:
  cfg_free(&c);
  kfix_free(&f);
}

static void test_loop_header_control_dependent_on_itself(void) {
  KFix f;
  simple_loop(&f);
  Cfg c;
  cfg_build(&f.k, &c);
  Deps d = {0};
  cfg_control_dependents(&c, &f.k, 1, collect, &d);
  CHECK_INT_EQ(d.count, 2);
  CHECK(d.in[1] && d.in[2]);
  CHECK(!d.in[0] && !d.in[3]);
  cfg_free(&c);
  kfix_free(&f);
}

static void test_self_loop(void) {
  /* 0 -> 1;  1: c -> 1, 2;  2: return. */
  KFix f;
  kfix_init(&f, 3);
  kfix_goto(&f, 0, 1);
  kfix_branch(&f, 1, kfix_v(&f, kfix_bool(&f, "c")), 1, 2);
  Cfg c;
  cfg_build(&f.k, &c);
  CHECK(!c.irreducible);
  if (CHECK_INT_EQ(c.loops.len, 1)) {
    Loop *l = c.loops.items[0];
    CHECK_INT_EQ(l->header, 1);
    CHECK(!l->body[0] && l->body[1] && !l->body[2]);
    CHECK(c.innermost[1] == l);
  }
  CHECK_INT_EQ(c.idom[1], 0);
  CHECK_INT_EQ(c.ipdom[1], 2);
  cfg_free(&c);
  kfix_free(&f);
}

static void test_nested_loops(void) {
  KFix f;
  nested_loops(&f);
  Cfg c;
  cfg_build(&f.k, &c);
  CHECK(!c.irreducible);
  if (!CHECK_INT_EQ(c.loops.len, 2))
    goto out;
  /* Outer loops come before the loops they contain. */
  Loop *outer = c.loops.items[0], *inner = c.loops.items[1];
  CHECK_INT_EQ(outer->header, 1);
  CHECK_INT_EQ(inner->header, 2);
  static const bool outer_body[6] = {false, true, true, true, true, false};
  static const bool inner_body[6] = {false, false, true, true, false, false};
  for (int i = 0; i < 6; i++) {
    CHECK_INT_EQ(outer->body[i], outer_body[i]);
    CHECK_INT_EQ(inner->body[i], inner_body[i]);
  }
  CHECK(outer->parent == NULL);
  CHECK(inner->parent == outer);
  CHECK_INT_EQ(outer->depth, 1);
  CHECK_INT_EQ(inner->depth, 2);
  CHECK(c.innermost[0] == NULL);
  CHECK(c.innermost[1] == outer);
  CHECK(c.innermost[2] == inner);
  CHECK(c.innermost[3] == inner);
  CHECK(c.innermost[4] == outer);
  CHECK(c.innermost[5] == NULL);
  CHECK(cfg_child_loop(inner, NULL) == outer);
  CHECK(cfg_child_loop(inner, outer) == inner);
  CHECK(cfg_child_loop(outer, NULL) == outer);
  CHECK(cfg_child_loop(outer, inner) == NULL);
out:
  cfg_free(&c);
  kfix_free(&f);
}

static void test_nested_loops_dominators(void) {
  KFix f;
  nested_loops(&f);
  Cfg c;
  cfg_build(&f.k, &c);
  static const int idom[6] = {-1, 0, 1, 2, 2, 1};
  static const int ipdom[6] = {1, 5, 4, 2, 1, 6};
  for (int i = 0; i < 6; i++) {
    CHECK_INT_EQ(c.idom[i], idom[i]);
    CHECK_INT_EQ(c.ipdom[i], ipdom[i]);
  }
  CHECK(cfg_dominates(&c, 1, 3));
  CHECK(!cfg_dominates(&c, 3, 4));
  CHECK(cfg_postdominates(&c, 1, 3));
  CHECK(cfg_postdominates(&c, 5, 0));
  CHECK(!cfg_postdominates(&c, 4, 1));
  /* The inner head controls the inner body and itself. */
  Deps d = {0};
  cfg_control_dependents(&c, &f.k, 2, collect, &d);
  CHECK_INT_EQ(d.count, 2);
  CHECK(d.in[2] && d.in[3]);
  /* The outer head controls itself, the inner head and the outer latch;
   * the inner body depends on it only through the inner head. */
  Deps o = {0};
  cfg_control_dependents(&c, &f.k, 1, collect, &o);
  CHECK_INT_EQ(o.count, 3);
  CHECK(o.in[1] && o.in[2] && o.in[4]);
  CHECK(!o.in[3]);
  cfg_free(&c);
  kfix_free(&f);
}

static void test_sibling_loops_share_parent(void) {
  /* An outer loop holding two inner loops one after the other:
   * 0 -> 1;  1: c -> 2, 7;  2: d -> 3, 4;  3 -> 2;  4: e -> 5, 6;  5 -> 4;
   * 6 -> 1;  7: return. */
  KFix f;
  kfix_init(&f, 8);
  kfix_goto(&f, 0, 1);
  kfix_branch(&f, 1, kfix_v(&f, kfix_bool(&f, "c")), 2, 7);
  kfix_branch(&f, 2, kfix_v(&f, kfix_bool(&f, "d")), 3, 4);
  kfix_goto(&f, 3, 2);
  kfix_branch(&f, 4, kfix_v(&f, kfix_bool(&f, "e")), 5, 6);
  kfix_goto(&f, 5, 4);
  kfix_goto(&f, 6, 1);
  Cfg c;
  cfg_build(&f.k, &c);
  CHECK(!c.irreducible);
  if (CHECK_INT_EQ(c.loops.len, 3)) {
    Loop *outer = c.loops.items[0];
    CHECK_INT_EQ(outer->header, 1);
    CHECK(c.innermost[2] && c.innermost[2]->header == 2);
    CHECK(c.innermost[5] && c.innermost[5]->header == 4);
    CHECK(c.innermost[2]->parent == outer);
    CHECK(c.innermost[5]->parent == outer);
    CHECK_INT_EQ(c.innermost[5]->depth, 2);
    CHECK(c.innermost[6] == outer);
    CHECK(!c.innermost[2]->body[4] && !c.innermost[5]->body[2]);
  }
  cfg_free(&c);
  kfix_free(&f);
}

static void test_irreducible(void) {
  KFix f;
  irreducible(&f);
  Cfg c;
  cfg_build(&f.k, &c);
  CHECK(c.irreducible);
  CHECK(c.irreducible_block == 1 || c.irreducible_block == 2);
  CHECK_INT_EQ(c.idom[1], 0);
  CHECK_INT_EQ(c.idom[2], 0);
  CHECK(!cfg_dominates(&c, 1, 2) && !cfg_dominates(&c, 2, 1));
  /* No header dominates the cycle: no natural loop is made up. */
  CHECK_INT_EQ(c.loops.len, 0);
  cfg_free(&c);
  kfix_free(&f);
}

static void test_reducible_graphs_are_not_irreducible(void) {
  /* A loop with two exits and a continue-like second latch is reducible:
   * 0 -> 1;  1: c -> 2, 4;  2: d -> 1, 3;  3 -> 1;  4: return. */
  KFix f;
  kfix_init(&f, 5);
  kfix_goto(&f, 0, 1);
  kfix_branch(&f, 1, kfix_v(&f, kfix_bool(&f, "c")), 2, 4);
  kfix_branch(&f, 2, kfix_v(&f, kfix_bool(&f, "d")), 1, 3);
  kfix_goto(&f, 3, 1);
  Cfg c;
  cfg_build(&f.k, &c);
  CHECK(!c.irreducible);
  if (CHECK_INT_EQ(c.loops.len, 1)) { /* two back edges, one loop */
    Loop *l = c.loops.items[0];
    CHECK_INT_EQ(l->header, 1);
    CHECK(l->body[1] && l->body[2] && l->body[3] && !l->body[4] && !l->body[0]);
  }
  cfg_free(&c);
  kfix_free(&f);
}

static void test_unreachable_block(void) {
  /* 0 -> 1;  1: return;  2 -> 1 (never reached). */
  KFix f;
  kfix_init(&f, 3);
  kfix_goto(&f, 0, 1);
  kfix_goto(&f, 2, 1);
  Cfg c;
  cfg_build(&f.k, &c);
  CHECK_INT_EQ(c.n, 3);
  CHECK_INT_EQ(c.nreach, 2);
  CHECK_INT_EQ(c.rpo[0], 0);
  CHECK_INT_EQ(c.rpo[1], 1);
  CHECK_INT_EQ(c.idom[1], 0);
  CHECK_INT_EQ(c.idom[2], -1);
  /* The unreachable predecessor is dropped. */
  CHECK_INT_EQ(f.b[1]->preds.len, 1);
  CHECK(has_pred(f.b[1], f.b[0]));
  CHECK(!c.irreducible);
  CHECK_INT_EQ(c.loops.len, 0);
  cfg_free(&c);
  kfix_free(&f);
}

static void test_infinite_loop_postdominator_is_exit(void) {
  /* 0: c -> 1, 2;  1 -> 1 (never leaves);  2: return. */
  KFix f;
  kfix_init(&f, 3);
  kfix_branch(&f, 0, kfix_v(&f, kfix_bool(&f, "c")), 1, 2);
  kfix_goto(&f, 1, 1);
  Cfg c;
  cfg_build(&f.k, &c);
  CHECK_INT_EQ(c.ipdom[1], 3); /* never reaches the exit */
  CHECK_INT_EQ(c.ipdom[2], 3);
  /* Every path from 0 that reaches the exit goes through 2. */
  CHECK_INT_EQ(c.ipdom[0], 2);
  Deps d = {0};
  cfg_control_dependents(&c, &f.k, 0, collect, &d);
  CHECK_INT_EQ(d.count, 1);
  CHECK(d.in[1]);
  if (CHECK_INT_EQ(c.loops.len, 1))
    CHECK_INT_EQ(((Loop *)c.loops.items[0])->header, 1);
  cfg_free(&c);
  kfix_free(&f);
}

static void test_loop_at_entry_block(void) {
  /* 0: c -> 0, 1;  1: return. The entry is its own loop header. */
  KFix f;
  kfix_init(&f, 2);
  kfix_branch(&f, 0, kfix_v(&f, kfix_bool(&f, "c")), 0, 1);
  Cfg c;
  cfg_build(&f.k, &c);
  CHECK_INT_EQ(c.idom[0], -1);
  CHECK_INT_EQ(c.idom[1], 0);
  CHECK_INT_EQ(c.ipdom[0], 1);
  CHECK(has_pred(f.b[0], f.b[0]));
  CHECK(!c.irreducible);
  if (CHECK_INT_EQ(c.loops.len, 1)) {
    Loop *l = c.loops.items[0];
    CHECK_INT_EQ(l->header, 0);
    CHECK(l->body[0] && !l->body[1]);
  }
  cfg_free(&c);
  kfix_free(&f);
}

void test_cfg(void) {
  RUN_TEST(test_diamond_preds_and_rpo);
  RUN_TEST(test_diamond_dominators);
  RUN_TEST(test_diamond_postdominators);
  RUN_TEST(test_diamond_no_loops);
  RUN_TEST(test_diamond_control_dependents);
  RUN_TEST(test_if_without_else_control_dependents);
  RUN_TEST(test_simple_loop);
  RUN_TEST(test_loop_header_control_dependent_on_itself);
  RUN_TEST(test_self_loop);
  RUN_TEST(test_nested_loops);
  RUN_TEST(test_nested_loops_dominators);
  RUN_TEST(test_sibling_loops_share_parent);
  RUN_TEST(test_irreducible);
  RUN_TEST(test_reducible_graphs_are_not_irreducible);
  RUN_TEST(test_unreachable_block);
  RUN_TEST(test_infinite_loop_postdominator_is_exit);
  RUN_TEST(test_loop_at_entry_block);
}
