//pass
//--local_size=64 --num_groups=4
//opencl_unaffected\.cl: blur: Verified$

/* An OpenCL file is compiled as before, without the CUDA headers; the
 * annotations __ite and __write keep their meaning. */
__kernel void blur(__global const float *in, __global float *out, int n) {
  __local float tile[66];
  int l = get_local_id(0), g = get_global_id(0);
  tile[l + 1] = in[g];
  if (l == 0)
    tile[0] = in[__ite(g > 0, g - 1, 0)];
  if (l == 63)
    tile[65] = in[__ite(g + 1 < n, g + 1, g)];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[g] = (tile[l] + tile[l + 1] + tile[l + 2]) / 3.0f;
  __assert(__implies(__write(out), __write_offset_bytes(out) == g * sizeof(float)));
}
