//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//error: possible write-write race on A\[0\]
//race on A\[0\]:\n\nWrite by [^\n]*:10:10:\n[^\n]*\n\nWrite by work item \d+ [^\n]*:10:10:\n    A\[0\] = i;

/* The value written changes with the iteration: two work items in
 * different iterations write different values. */
__kernel void benign_write_in_loop_race(__local int *A, int n) {
  for (int i = 0; i < n; ++i)
    A[0] = i;
}
