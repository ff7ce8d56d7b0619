//pass
//--local_size=64 --num_groups=2
//loop_skipped_branch\.cl: loop_skipped_branch: Verified$

/* Loops under a branch that no work item of this launch takes (l < 64).
 * A work item that skipped a loop runs nothing after it in the branch,
 * and keeps the values it had before it: t stays 0 and i its global id. */
__kernel void loop_skipped_branch(__global int *A, __global int *B) {
  uint l = get_local_id(0);
  uint i = get_global_id(0);
  int t = 0;
  if (l >= 64) {
    for (uint j = 0; j < l; j++) {
      for (uint k = 0; k < j; k++)
        t += k;
      i += 128;
    }
    A[0] = t;
  }
  B[i] = t;
}
