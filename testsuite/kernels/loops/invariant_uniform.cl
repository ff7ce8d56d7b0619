//pass
//--local_size=32 --num_groups=2 --no-infer

/* a user invariant that the loop counter is uniform keeps the barrier in the loop uniform */
__kernel void invariant_uniform(__global int *A, int n) {
  for (int i = 0; __invariant(__uniform_int(i)), i < n; i++) {
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  A[get_global_id(0)] = n;
}
