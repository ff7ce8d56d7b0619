//pass
//--local_size=64 --num_groups=4

/* Two draws by each work-item: every ticket of the counter is distinct,
 * across work-items and across the two call sites. */
__kernel void two_sites_distinct(__global unsigned *next, __global float *out) {
  unsigned a = atomic_add(next, 2);
  out[a] = 1.0f;
  unsigned b = atomic_add(next, 2);
  out[b] = 2.0f;
}
