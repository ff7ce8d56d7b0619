//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//global_fence_only\.cl: error: possible (write-read|read-write) race on tmp\[
//^Read by .*, \S*global_fence_only\.cl:14:26:\n.*\n\nWrite by .*, \S*global_fence_only\.cl:12:12:$

/* A sub-group barrier with the global fence only does not order local
 * memory. */
__kernel void global_fence_only(__global int *out) {
  __local int tmp[64];
  uint s = get_sub_group_id();
  if (get_sub_group_local_id() == 0)
    tmp[s] = 1;
  sub_group_barrier(CLK_GLOBAL_MEM_FENCE);
  out[get_local_id(0)] = tmp[s];
}
