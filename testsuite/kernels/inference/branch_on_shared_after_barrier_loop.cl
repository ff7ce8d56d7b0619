//pass
//--local_size=32 --num_groups=4

/* Memory that a barrier made the same for a work-group stays so at the
 * head of a loop whose iterations end at a barrier: the branch on s[0]
 * after the loop is uniform within the group, and so is the inner loop's
 * barrier (uniform-memory, uniform-counter, uniform-predicate-same-group). */
__kernel void branch_on_shared_after_barrier_loop(__local int *s, __global int *out) {
  /* nounroll: the loops stay loops, for the inference this tests */
  #pragma nounroll
  for (int i = 0; i < 10; i++) {
    s[get_local_id(0)] = i;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (s[0] > 5) {
    #pragma nounroll
    for (int j = 0; j < 4; j++) {
      barrier(CLK_LOCAL_MEM_FENCE);
      out[get_global_id(0)] = j;
    }
  }
}
