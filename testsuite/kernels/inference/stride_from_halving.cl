//pass
//--local_size=64 --num_groups=4
//\.cl: stride_from_halving: Verified$

/* pow2-nonzero: the stride s halves from 64 while it exceeds n. Since n
 * is at least 1, s never reaches 0, which neither "s is a power of two"
 * nor "s <= 64" says (0 satisfies both): with s = 0 every work item would
 * write out[0]. */
__kernel void stride_from_halving(__global unsigned *out, unsigned n) {
  __requires(n >= 1);
  unsigned s = 64;
  while (s > n)
    s >>= 1;
  out[get_global_id(0) * s] = get_global_id(0);
}
