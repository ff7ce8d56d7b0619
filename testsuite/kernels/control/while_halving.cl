//pass
//--local_size=64 --num_groups=2

/* a while loop with a thread-dependent trip count and no accesses inside */
__kernel void while_halving(__global uint *A) {
  uint x = (uint)get_local_id(0);
  uint steps = 0;
  while (x > 1) {
    x = x / 2;
    steps++;
  }
  A[get_global_id(0)] = steps;
}
