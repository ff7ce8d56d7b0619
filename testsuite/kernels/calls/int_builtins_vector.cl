//pass
//--local_size=64 --num_groups=2

/* vector forms work lane by lane; a scalar bound applies to every lane */
__kernel void int_builtins_vector(__global int4 *A, __global uchar8 *B) {
  volatile int4 a = (int4)(1, -2, 3, 0);
  volatile int4 b = (int4)(2, 3, -4, 0);
  int4 m = min(a, b);
  __assert(m.x == 1 && m.y == -2 && m.z == -4 && m.w == 0);
  int4 c = clamp(a, -1, 2);
  __assert(c.x == 1 && c.y == -1 && c.z == 2 && c.w == 0);
  uint4 d = abs_diff(a, b);
  __assert(d.x == 1 && d.y == 5 && d.z == 7 && d.w == 0);
  uchar8 s = add_sat((uchar8)(250), (uchar8)(1, 2, 3, 4, 5, 6, 7, 8));
  __assert(s.s4 == 255 && s.s3 == 254);
  size_t i = get_global_id(0);
  A[i] = max(A[i], 0);
  B[i] = rotate(B[i], (uchar8)(3));
}
