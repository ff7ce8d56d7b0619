//pass
//--local_size=64 --num_groups=8
//park_miller_shared_seed\.cl: park_miller_shared_seed: Verified$
//note: assuming that two threads' accesses with equal values to one element of out

/* Every work item runs the generator from one seed, the integer part of a
 * float argument, and writes the same element: equal inputs give equal
 * states (congruence of the uninterpreted arithmetic), so the writes are
 * benign. */
__kernel void park_miller_shared_seed(float seed, __global int *out) {
  int s = (int)seed;
  for (int j = 0; j < 16; j++) {
    int k = s / 127773;
    s = 16807 * (s - k * 127773) - 2836 * k;
    if (s < 0)
      s += 2147483647;
  }
  out[0] = s;
}
