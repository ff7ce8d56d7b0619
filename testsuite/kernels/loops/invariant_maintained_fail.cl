//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --no-infer
//invariant_maintained_fail\.cl:8:\d+: error: loop invariant might not be maintained by the loop

/* x < 100 holds on entry (x = 1) but doubling x breaks it */
__kernel void invariant_maintained_fail(__global uint *A, int n) {
  uint x = 1;
  for (int i = 0; __invariant(x < 100), i < n; i++) {
    x = x * 2;
  }
  A[get_local_id(0)] = x;
}
