//pass
//--local_size=64 --num_groups=4 --no-infer

/* Candidates: the one that does not hold is dropped, the other proves
 * both loops race-free. */
__kernel void function_wide_candidate(__global int *A, __global int *B, int n) {
  for (int i = 0; i < n; i++)
    A[get_global_id(0)] = i;
  for (int j = 0; j < n; j++)
    B[get_global_id(0)] = A[get_global_id(0)];
  __function_wide_candidate_invariant(__write_implies(A, __write_offset_bytes(A) / sizeof(int) == get_global_id(0) + 1));
  __function_wide_candidate_invariant(__write_implies(A, __write_offset_bytes(A) / sizeof(int) == get_global_id(0)));
  __function_wide_candidate_invariant(__write_implies(B, __write_offset_bytes(B) / sizeof(int) == get_global_id(0)));
}
