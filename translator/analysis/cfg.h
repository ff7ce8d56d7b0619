/* cfg: graph facts about a Kernel's blocks: predecessors, reverse
 * postorder, dominators, post-dominators, control dependence and natural
 * loops. Irreducible control flow is reported, never approximated. */
#ifndef TANDEM_CFG_H
#define TANDEM_CFG_H

#include "kernel.h"

typedef struct Loop {
  int header;          /* block id */
  bool *body;          /* by block id */
  struct Loop *parent; /* enclosing loop, or NULL */
  int depth;           /* 1 for outermost */
} Loop;

typedef struct {
  int n;               /* number of blocks */
  int nreach;          /* blocks reachable from the entry */
  int *rpo;            /* reachable block ids in reverse postorder */
  int *idom;           /* immediate dominator; -1 for the entry */
  int *ipdom;          /* immediate post-dominator; n = the virtual exit */
  Loop **innermost;    /* innermost loop of each block, or NULL */
  Vec loops;           /* Loop*, outer loops before the loops they contain */
  bool irreducible;
  int irreducible_block;
} Cfg;

/* Fills k's block preds and the Cfg. */
void cfg_build(Kernel *k, Cfg *c);
void cfg_free(Cfg *c);

bool cfg_dominates(const Cfg *c, int a, int b);
bool cfg_postdominates(const Cfg *c, int a, int b);
/* Calls f(b, arg) for every block b control-dependent on branch block a. */
void cfg_control_dependents(const Cfg *c, const Kernel *k, int a,
                            void (*f)(int b, void *arg), void *arg);
/* The loop among l and its ancestors whose parent is `region`, or NULL. */
Loop *cfg_child_loop(Loop *l, const Loop *region);
bool cfg_in_loop(const Loop *l, int block);

#endif
