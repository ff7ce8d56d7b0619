//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//error: possible write-write race on out\[0\]

/* As park_miller_shared_seed, but from each item's own seed: the states
 * differ, and the writes to out[0] race (uninterpreted arithmetic hides
 * no race: it may compute anything the real one computes). */
__kernel void park_miller_own_seed_race(__global int *seeds, __global int *out) {
  int s = seeds[get_global_id(0)];
  for (int j = 0; j < 16; j++) {
    int k = s / 127773;
    s = 16807 * (s - k * 127773) - 2836 * k;
    if (s < 0)
      s += 2147483647;
  }
  out[0] = s;
}
