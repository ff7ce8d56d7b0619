//pass
//--local_size=32 --num_groups=2

/* reading an int element byte by byte through a char view */
__kernel void mixed_width_ok(__global int *A, __global char *B) {
  size_t i = get_global_id(0);
  __global char *bytes = (__global char *)A;
  B[i] = bytes[4 * i] + bytes[4 * i + 1] + bytes[4 * i + 2] + bytes[4 * i + 3];
  A[i] = 0;
}
