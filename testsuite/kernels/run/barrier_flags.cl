//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=2 --run
//barrier_flags\.cl: error: write-read race on tile\[1\] in an execution:$
//^Write by work item 1 with local id 1 in work group 0, .*barrier_flags\.cl:13:11:$
//^Read by work item 0 with local id 0 in work group 0, .*barrier_flags\.cl:16:36:$
//barrier_flags\.cl: barrier_flags: 1 error$

/* the barrier fences global memory only: the local tile's writes are not
 * ordered before the reads (the global writes and reads are) */
__kernel void barrier_flags(__global int *A, __global int *B) {
  __local int tile[16];
  size_t l = get_local_id(0), g = get_global_id(0);
  tile[l] = (int)g;
  A[g] = (int)l;
  barrier(CLK_GLOBAL_MEM_FENCE);
  B[g] = A[g - l + (l + 1) % 16] + tile[(l + 1) % 16];
}
