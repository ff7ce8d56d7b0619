//pass
//--local_size=64 --num_groups=1

/* shuffle and shuffle2 pick lanes by the mask, modulo the source lanes */
__kernel void shuffle_lanes(__global int4 *A, __global int8 *B, uint4 mask) {
  volatile int4 x = (int4)(10, 20, 30, 40);
  volatile int4 y = (int4)(50, 60, 70, 80);
  int4 r = shuffle(x, (uint4)(3, 2, 5, 0));
  __assert(r.x == 40 && r.y == 30 && r.z == 20 && r.w == 10);
  int2 h = shuffle(x, (uint2)(1, 7));
  __assert(h.x == 20 && h.y == 40);
  int4 q = shuffle2(x, y, (uint4)(4, 7, 1, 9));
  __assert(q.x == 50 && q.y == 80 && q.z == 20 && q.w == 20);
  int4 any = shuffle(x, mask);
  __assert(any.x == 10 || any.x == 20 || any.x == 30 || any.x == 40);
  size_t i = get_global_id(0);
  B[i] = shuffle2(A[i], A[i], (uint8)(0, 1, 2, 3, 4, 5, 6, 7));
}
