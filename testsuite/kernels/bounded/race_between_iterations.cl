//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --loop-unwind=2
//error: possible write-write race on A\[0\]:$
//^Witness: n = 2$
//^Confirmed by execution: .* race on A\S* \(\S*race_between_iterations\.cl:13 write, \S*race_between_iterations\.cl:13 write\)

/* Two work items in different iterations write different values: within
 * two iterations, so the bounded check finds it. It must keep the log of
 * thread 1's first iteration while thread 2 runs its second (the log was
 * overwritten by each iteration, and this race was missed). */
__kernel void race_between_iterations(__local int *A, int n) {
  for (int i = 0; i < n; ++i)
    A[0] = i;
}
