//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//error: possible write-write race on A\[0\]:$
//loop_skipped_branch_race\.cl:26:\d+:
//^Confirmed by execution: work item 3[2-9] with local id 3[2-9] in work group 0 and work item \d+ with local id \d+ in work group 0 race on A\[0\] \(.*loop_skipped_branch_race\.cl:26 write, .*loop_skipped_branch_race\.cl:26 write\)\.$
//error: possible write-write race on B\[\d+\]:$
//loop_skipped_branch_race\.cl:28:\d+:
//^Confirmed by execution: work item \d+ with local id \d+ in work group 0 and work item \d+ with local id \d+ in work group 0 race on B\[5\] \(.*loop_skipped_branch_race\.cl:28 write, .*loop_skipped_branch_race\.cl:28 write\)\.$

/* The shape of loop_skipped_branch.cl, but items 32..63 take the branch:
 * after the loop they write their different sums t to A[0], and to B[5].
 * Only loops of 32 iterations and more reach the writes: beyond the
 * bounded check, which confirms neither race; an execution of the launch
 * has both, and confirms them (the report gives its threads, not the
 * proof's, which are its loop abstraction's). */
__kernel void loop_skipped_branch_race(__global int *A, __global int *B) {
  uint l = get_local_id(0);
  uint i = get_global_id(0);
  int t = 0;
  if (l >= 32) {
    for (uint j = 0; j < l; j++) {
      for (uint k = 0; k < j; k++)
        t += k;
      i = 5;
    }
    A[0] = t;
  }
  B[i] = t;
}
