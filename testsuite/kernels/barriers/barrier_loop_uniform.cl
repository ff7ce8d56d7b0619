//pass
//--local_size=32 --num_groups=2 --no-infer

/* OpenCL: barriers in a loop with a constant trip count */
__kernel void barrier_loop_uniform(__global int *A) {
  A[get_global_id(0)] = 1;
  for (int i = 0; i < 4; i++) {
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}
