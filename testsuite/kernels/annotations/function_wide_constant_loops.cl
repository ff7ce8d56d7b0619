//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --no-infer
//error: loop invariant might not be maintained by the loop

/* function_wide_invariant_broken.cl with constant trip counts: loops that
 * would be unrolled stay loops in a function that states a function-wide
 * invariant, which holds, and is checked, at each of their heads. */
__kernel void function_wide_constant_loops(__global int *A) {
  for (int i = 0; i < 4; i++)
    A[get_global_id(0)] = i;
  for (int j = 0; j < 4; j++)
    A[get_global_id(0) + 1] = j;
  __function_wide_invariant(__write_implies(A, __write_offset_bytes(A) / sizeof(int) == get_global_id(0)));
}
