//pass
//--local_size=128 --num_groups=16 --infer-info
//Houdini rule pow2-product: 2 of 2 candidates survived
//: Verified$

/* The up-sweep of a tree scan: in each round the stride doubles and the
 * number of adding work items halves, so stride * d stays the local size;
 * below it, the elements 2*stride*t + stride - 1 and + 2*stride - 1 of
 * two work items never meet. */
__kernel void upsweep_stride_times_count(__global uint *data) {
  __local uint part[256];
  uint t = get_local_id(0), g = get_global_id(0);
  part[2 * t] = data[2 * g];
  part[2 * t + 1] = data[2 * g + 1];
  uint stride = 1;
  for (uint d = get_local_size(0); d > 0; d >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < d) {
      uint ai = 2 * stride * t + stride - 1;
      uint bi = ai + stride;
      part[bi] += part[ai];
    }
    stride *= 2;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  data[2 * g] = part[2 * t];
  data[2 * g + 1] = part[2 * t + 1];
}
