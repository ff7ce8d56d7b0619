//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --no-infer
//error: loop invariant might not be maintained by the loop
//error: possible write-write race on A\[\d+\]:$
//^Confirmed by a bounded check: an execution with each loop run at most 3 times reaches it\.$

/* The second loop writes elsewhere: the invariant fails there, and work
 * item t - 1 writes the element t wrote in the first loop, another value:
 * a race that an execution of two iterations of each loop confirms. */
__kernel void function_wide_invariant_broken(__global int *A, int n) {
  for (int i = 0; i < n; i++)
    A[get_global_id(0)] = i;
  for (int j = 0; j < n; j++)
    A[get_global_id(0) + 1] = j;
  __function_wide_invariant(__write_implies(A, __write_offset_bytes(A) / sizeof(int) == get_global_id(0)));
}
