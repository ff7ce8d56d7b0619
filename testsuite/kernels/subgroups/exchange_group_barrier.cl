//pass
//--local_size=64 --num_groups=2
//exchange_group_barrier\.cl: exchange_group_barrier: Verified$

/* The same read of another work-item's slot after a work-group barrier
 * is ordered, whatever the sub-groups. */
__kernel void exchange_group_barrier(__global int *out) {
  __local int tmp[64];
  size_t l = get_local_id(0);
  tmp[l] = sub_group_scan_inclusive_add((int)l);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tmp[63 - l];
}
