//pass
//--local_size=32 --num_groups=4
//\.c[lu]: launch: Verified$

/* Without --no-inline only the kernels are checked, as launched. */
void clear(__global int *out) {
  out[0] = 0;
}

__kernel void launch(__global int *A) {
  A[get_global_id(0)] = 1;
}
