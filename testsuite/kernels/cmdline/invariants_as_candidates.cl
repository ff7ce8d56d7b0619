//pass
//--local_size=64 --num_groups=1 --invariants-as-candidates --no-infer --infer-info
//^invariants_as_candidates: Houdini rule user-invariant: 1 of 2 candidates survived$
//\.c[lu]: invariants_as_candidates: Verified$

/* the invariants go to Houdini: i < 4 fails when the loop ends and is
 * dropped without an error; i <= 4 holds and proves the assertion */
__kernel void invariants_as_candidates(__global int *A) {
  int i;
  for (i = 0; __invariant(i < 4), __invariant(i <= 4), i < 4; i++) {
  }
  __assert(i == 4);
  A[get_local_id(0)] = i;
}
