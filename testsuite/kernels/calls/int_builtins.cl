//pass
//--local_size=8 --num_groups=1

/* OpenCL's integer built-ins are exact, at the edges of their types too */
__kernel void int_builtins(__global int *A, int x, uint u) {
  __assert(min(x, 3) <= 3 && max(x, 3) >= 3);
  __assert(clamp(x, -5, 5) >= -5 && clamp(x, -5, 5) <= 5);
  __assert(min(u, 3u) <= 3u);
  __assert(abs(INT_MIN) == 2147483648u);
  __assert(abs(-7) == 7u && abs(7u) == 7u);
  __assert(abs_diff(-3, 4) == 7u && abs_diff(INT_MIN, INT_MAX) == UINT_MAX);
  __assert(add_sat(INT_MAX, 1) == INT_MAX && add_sat(INT_MIN, -1) == INT_MIN);
  __assert(add_sat(x, 0) == x);
  __assert(sub_sat(0u, 1u) == 0u && add_sat(UINT_MAX, u) == UINT_MAX);
  __assert(add_sat((char)100, (char)100) == 127);
  __assert(sub_sat((short)-30000, (short)10000) == -32768);
  __assert(hadd(INT_MAX, INT_MAX) == INT_MAX && rhadd(1, 2) == 2);
  __assert(hadd(-1, -2) == -2 && hadd(UINT_MAX, 1u) == 2147483648u);
  __assert(rotate(0x80000001u, 1u) == 3u && rotate((uchar)0x81, (uchar)9) == 3);
  __assert(rotate(x, 0) == x && rotate(rotate(x, 5), 27) == x);
  __assert(mad_sat(INT_MAX, 2, -1) == INT_MAX && mad_sat(100, 100, 5) == 10005);
  __assert(mad_sat(65536u, 65536u, 0u) == UINT_MAX);
  __assert(mul_hi(0x10000, 0x10000) == 1 && mul_hi(-1, 1) == -1);
  __assert(mul_hi(1UL << 63, 4UL) == 2UL && mad_hi(2u, 0x80000000u, 5u) == 6u);
  __assert(upsample((short)-1, (ushort)2) == (int)0xffff0002);
  __assert(mul24(-1, 2) == -2 && mul24(0x1000001u, 3u) == 3u);
  __assert(mad24(-3, 5, 1) == -14);
  A[get_global_id(0)] = x;
}
