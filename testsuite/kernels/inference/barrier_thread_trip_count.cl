//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=1
//barrier_thread_trip_count\.cl:8:\d+: error: barrier may be reached by non-uniform control flow

/* the trip count depends on the work item: the barrier diverges */
__kernel void barrier_thread_trip_count(__global int *A) {
  for (unsigned i = 0; i < get_local_id(0); i++) {
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  A[get_local_id(0)] = 1;
}
