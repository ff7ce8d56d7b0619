//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --no-infer
//invariants_two_loops_fail\.cl:12:\d+: error: loop invariant might not be maintained by the loop

/* As invariants_two_loops.cl, but the second loop's invariant is wrong
 * (y grows by 3): its part fails, the first loop's is proved, and the
 * failure is the second's. */
__kernel void invariants_two_loops_fail(__global uint *A, uint n) {
  uint x = 1, y = 0;
  for (uint i = 0; __invariant(x == 1 + 2 * i), i < n; i++)
    x = x + 2;
  for (uint j = 0; __invariant(y == 2 * j), j < n; j++)
    y = y + 3;
  A[get_local_id(0)] = x + y;
}
