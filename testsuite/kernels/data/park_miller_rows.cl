//pass
//--local_size=64 --num_groups=8
//park_miller_rows\.cl: park_miller_rows: Verified$

/* A Park-Miller generator per work item fills the item's row of a local
 * table (AMD's URNG). The generator's state is data: its arithmetic is
 * uninterpreted (translate/data.c), so whether two items' states are
 * equal is congruence for the prover, not a divider circuit. */
__kernel void park_miller_rows(__global int *seeds, __global int *out) {
  __local int table[64 * 16];
  int t = get_local_id(0);
  int s = seeds[get_global_id(0)];
  for (int j = 15; j >= 0; j--) {
    int k = s / 127773;
    s = 16807 * (s - k * 127773) - 2836 * k;
    if (s < 0)
      s += 2147483647;
    table[16 * t + j] = s;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = table[16 * t];
}
