//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//error: possible write-write race on A\[

/* The counter takes 0, 2^31 and 2^32: past 32 signed bits, so it stays a
 * 64-bit value. Its high half is 1 on the last pass only, where every
 * work-item writes A[0]. */
__kernel void long_counter_past_32_bits_race(__global int *A) {
  for (long c = 0; c <= (1L << 32); c += (1L << 31))
    A[(c >> 32) ? 0 : get_local_id(0) + 1] = get_local_id(0);
}
