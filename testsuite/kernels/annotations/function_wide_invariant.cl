//pass
//--local_size=64 --num_groups=4 --no-infer

/* A function-wide invariant, written at the end, holds at every loop head
 * (here it is what proves both loops race-free without inference). */
__kernel void function_wide_invariant(__global int *A, int n) {
  for (int i = 0; i < n; i++)
    A[get_global_id(0)] = i;
  for (int j = 0; j < n; j++)
    A[get_global_id(0)] += j;
  __function_wide_invariant(__write_implies(A, __write_offset_bytes(A) / sizeof(int) == get_global_id(0)));
  __function_wide_invariant(__read_implies(A, __read_offset_bytes(A) / sizeof(int) == get_global_id(0)));
}
