//pass
//--local_size=32 --num_groups=4 --no-inline
//\.c[lu]: launch: Verified$

/* A function the kernel calls is verified inlined, with the kernel's own
 * arguments, not on its own. */
void put(__global int *out, int i) {
  out[i] = 0;
}

__kernel void launch(__global int *A) {
  put(A, get_global_id(0));
}
