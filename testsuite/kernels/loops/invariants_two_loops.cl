//pass
//--local_size=64 --num_groups=1 --no-infer

/* Invariants in two loops, each proved in its own part. */
__kernel void invariants_two_loops(__global uint *A, uint n) {
  uint x = 1, y = 0;
  for (uint i = 0; __invariant(x == 1 + 2 * i), i < n; i++)
    x = x + 2;
  for (uint j = 0; __invariant(y == 3 * j), j < n; j++)
    y = y + 3;
  A[get_local_id(0)] = x + y;
}
