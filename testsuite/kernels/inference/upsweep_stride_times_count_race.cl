//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=16
//error: possible (read-write|write-read|write-write) race on part\[\d+\]:$
//^Confirmed by execution: 

/* The sum goes one stride too far: in the first round, work item t adds
 * into element 2t + 2, which work item t + 1 reads. */
__kernel void upsweep_stride_times_count_race(__global uint *data) {
  __local uint part[256];
  uint t = get_local_id(0), g = get_global_id(0);
  part[2 * t] = data[2 * g];
  part[2 * t + 1] = data[2 * g + 1];
  uint stride = 1;
  for (uint d = get_local_size(0); d > 0; d >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < d) {
      uint ai = 2 * stride * t + stride - 1;
      uint bi = ai + 2 * stride;
      part[bi] += part[ai];
    }
    stride *= 2;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  data[2 * g] = part[2 * t];
  data[2 * g + 1] = part[2 * t + 1];
}
