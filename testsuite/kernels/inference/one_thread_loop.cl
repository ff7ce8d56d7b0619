//pass
//--local_size=256 --num_groups=16
//one_thread_loop\.cl: sum_partials: Verified$

/* A loop run by one work item under if (i == 0): the other thread of the
 * pair neither leaves the loop (rule exit-not-entered) nor logs an access
 * in it (rule log-not-entered), so the store after it is no race. */
__kernel void sum_partials(__global float *partial, int nblocks) {
  __requires(nblocks == 16);
  int i = get_global_id(0);
  if (i == 0) {
    float sum = 0;
    for (int x = 0; x < nblocks; x++)
      sum += partial[x];
    partial[0] = sum;
  }
}
