//pass
//--local_size=32 --num_groups=8 --infer-info
//enabled-guard: [1-9]\d* of
//: Verified$

/* A thread whose own counter is still below its bound has not left the
 * loop: the shared write at the end is reached by every thread alike. */
__kernel void guard_means_running(__global int *out) {
  unsigned lid = get_local_id(0);
  unsigned j = 0;
  while (j < lid) {
    j++;
  }
  __assert(j == lid);
  out[get_global_id(0)] = j;
}
