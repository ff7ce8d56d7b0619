//pass
//--local_size=64 --num_groups=2 --run
//opencl_async_copy\.cl: opencl_async_copy: no defect found in this execution$

/* a work group copies its slice of A into local memory, waits, meets at a
 * barrier and reads what the other work items copied; vload4/vstore4 and
 * saturating arithmetic compute what the assertions expect */
__kernel void opencl_async_copy(__global const int *A, __global float *B) {
  __local int tile[64];
  size_t l = get_local_id(0), g = get_global_id(0);
  event_t e = async_work_group_copy(tile, A + get_group_id(0) * 64, 64, 0);
  wait_group_events(1, &e);
  barrier(CLK_LOCAL_MEM_FENCE);
  __assert(tile[63 - l] == A[get_group_id(0) * 64 + 63 - l]);
  float4 v = (float4)(1.0f, 2.0f, 3.0f, (float)l);
  vstore4(v, g, B);
  float4 w = vload4(g, B);
  __assert(w.y == 2.0f && w.w == (float)l);
  __assert(add_sat(0x7fffffff, (int)l + 1) == 0x7fffffff);
  __assert(mul24(3, (int)l) == 3 * (int)l);
}
