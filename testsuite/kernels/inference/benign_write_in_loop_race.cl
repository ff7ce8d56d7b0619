//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//error: possible write-write race on A
//Confirmed by execution: work item \d+ [^\n]* and work item \d+ [^\n]* race on A\[0\] \([^\n]*:10 write, [^\n]*:10 write\)

/* The value written changes with the iteration: two work items in
 * different iterations write different values. */
__kernel void benign_write_in_loop_race(__local int *A, int n) {
  for (int i = 0; i < n; ++i)
    A[0] = i;
}
