//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=2 --no-infer --k-induction-depth=3
//k_induction_depth\.cl:12:\d+: error: loop invariant might not be maintained by the loop

/* --k-induction-depth is accepted, but loops are proved by invariants:
 * a != b holds on every iteration but is not inductive on its own (a != c
 * and b != c are needed too), so the proof fails rather than passes. */
__kernel void k_induction_depth(int a, int b, int c, __global int *out) {
  __requires(a != b);
  __requires(a != c);
  __requires(b != c);
  for (int i = 0; __invariant(a != b), i < 10; i++) {
    int t = a;
    a = b;
    b = c;
    c = t;
  }
  out[get_global_id(0)] = a - b;
}
