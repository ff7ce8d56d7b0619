//pass
//--local_size=64 --num_groups=4 --run
//opencl_reduce\.cl: opencl_reduce: running with in: a buffer of 65536 bytes, out: a buffer of 65536 bytes, scratch: a local buffer of 65536 bytes$
//opencl_reduce\.cl: opencl_reduce: no defect found in this execution$

/* a tree reduction in local memory: a loop with a barrier in each step */
__kernel void opencl_reduce(__global const int *in, __global int *out, __local int *scratch) {
  size_t l = get_local_id(0);
  scratch[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = get_local_size(0) / 2; s > 0; s /= 2) {
    if (l < s)
      scratch[l] += scratch[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0)
    out[get_group_id(0)] = scratch[0];
}
