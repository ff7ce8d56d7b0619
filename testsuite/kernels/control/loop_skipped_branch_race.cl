//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//error: possible write-write race on A \(not confirmed\):$
//loop_skipped_branch_race\.cl:22:\d+:
//error: possible write-write race on B \(not confirmed\):$
//loop_skipped_branch_race\.cl:24:\d+:

/* The shape of loop_skipped_branch.cl, but items 32..63 take the branch:
 * after the loop they write their different sums t to A[0], and to B[5].
 * Only loops of 32 iterations and more reach the writes: beyond the
 * bounded check, so the races are reported as not confirmed. */
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
