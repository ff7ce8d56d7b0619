//pass
//--local_size=16 --num_groups=8

/* float4 copies, and a byte copy into a float tile: elements are counted
 * in the copy's own type. */
__kernel void mixed_gentypes(__global float4 *v, __global float *f, __global float *out) {
  __local float4 lv[16];
  __local float lf[32];
  size_t g = get_group_id(0);
  event_t e = async_work_group_copy(lv, v + 16 * g, 16, 0);
  async_work_group_copy((__local char *)lf, (__global char *)(f + 16 * g), 16 * sizeof(float), e);
  lf[16 + get_local_id(0)] = 1.0f; /* outside the byte copy */
  wait_group_events(1, &e);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = lv[get_local_id(0)].x + lf[get_local_id(0)] + lf[16 + get_local_id(0)];
}
