//pass
//--local_size=64 --num_groups=4

/* vload4 and vstore4 move four floats at offset * 4: each work item its
 * own; vload3 and vstore_half likewise at their strides. */
__kernel void scale(__global float *A, __global float *B, __global half *H) {
  size_t i = get_global_id(0);
  float4 v = vload4(i, A);
  vstore4(v * 2.0f, i, B);
  float3 w = vload3(i, A + 1024);
  vstore_half(w.x + w.y + w.z, i, H);
}
