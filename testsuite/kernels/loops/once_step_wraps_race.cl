//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=8
//error: possible write-write race on A\[

/* One step of 0x7ffffff0 from 0xa0000000 + 32 * g would pass 0xb0000000,
 * but it wraps past 2^32 to 0x1ffffff0 + 32 * g, below the bound: the
 * loop runs again, and its second pass writes 16 elements lower, where
 * other threads wrote in their first. */
__kernel void once_step_wraps_race(__global int *A) {
  for (uint c = 0xa0000000u + 32u * (uint)get_group_id(0); c < 0xb0000000u;
       c += 0x7ffffff0u) {
    A[(c & 0xfffu) + get_local_id(0)] = get_local_id(0);
    barrier(CLK_GLOBAL_MEM_FENCE);
  }
}
