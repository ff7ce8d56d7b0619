//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=16
//error: possible read-write race on partial\[\d+\]:$
//^Write, .*one_thread_loop_race\.cl:18:16:$
//^Read, .*one_thread_loop_race\.cl:16:14:$
//^Confirmed by execution: 

/* The same loop, but every work item of group 0 stores after the branch:
 * a store of another work item races with the loop's reads. */
__kernel void sum_partials_race(__global float *partial, int nblocks) {
  __requires(nblocks == 16);
  int i = get_global_id(0);
  float sum = 0;
  if (i == 0)
    for (int x = 0; x < nblocks; x++)
      sum += partial[x];
  if (i < 8)
    partial[i] = sum;
}
