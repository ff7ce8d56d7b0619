//pass
//--local_size=64 --num_groups=1

/* LLVM's saturating and min/max intrinsics on vectors, lane by lane */
__kernel void elementwise_intrinsics(__global int4 *A) {
  volatile int4 a = (int4)(INT_MAX, INT_MIN, 5, -5);
  volatile int4 b = (int4)(1, -1, 3, 3);
  int4 s = __builtin_elementwise_add_sat(a, b);
  __assert(s.x == INT_MAX && s.y == INT_MIN && s.z == 8 && s.w == -2);
  int4 d = __builtin_elementwise_sub_sat(a, -b);
  __assert(d.x == INT_MAX && d.y == INT_MIN);
  uint4 u = __builtin_elementwise_add_sat(as_uint4(a), (uint4)(UINT_MAX));
  __assert(u.z == UINT_MAX);
  int4 m = __builtin_elementwise_max(a, b);
  __assert(m.x == INT_MAX && m.y == -1 && m.z == 5 && m.w == 3);
  A[get_global_id(0)] = s;
}
