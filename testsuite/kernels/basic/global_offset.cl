//pass
//--local_size=32 --num_groups=2 --global_offset=100

/* --global_offset shifts get_global_id; subtracting get_global_offset gives a unique index */
__kernel void global_offset(__global int *A) {
  size_t g = get_global_id(0);
  __assert(get_global_offset(0) == 100);
  __assert(g >= 100 && g < 164);
  A[g - get_global_offset(0)] = (int)g;
}
