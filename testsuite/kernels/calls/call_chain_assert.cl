//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=1
//^.*call_chain_assert\.cl:9:3: error: this assertion might not hold for work item \d+ with local id \d+ in work group 0\n    __assert\(x < 8\);\n    in call from .*call_chain_assert\.cl:13:3\n    in call from .*call_chain_assert\.cl:17:3$
//call_chain_assert\.cl: k: \d+ errors?$

/* A failed assertion in an inlined function names the calls it was
 * inlined through. */
__attribute__((always_inline)) static void check(int x) {
  __assert(x < 8);
}

__attribute__((always_inline)) static void step(int x) {
  check(x);
}

__kernel void k(__global int *out) {
  step((int)get_local_id(0));
}
