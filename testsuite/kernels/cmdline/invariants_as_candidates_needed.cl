//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --invariants-as-candidates --no-infer
//error: this assertion might not hold
//\.c[lu]: invariants_as_candidates_needed: 1 error$

/* a refuted candidate is dropped silently, so what only it would prove
 * fails (without the option: the invariant itself would fail) */
__kernel void invariants_as_candidates_needed(__global int *A) {
  int i;
  for (i = 0; __invariant(i < 4), i < 4; i++) {
  }
  __assert(i < 4);
  A[get_local_id(0)] = i;
}
