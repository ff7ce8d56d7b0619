//pass
//--local_size=16 --num_groups=2

/* 64-bit ulong wraps to 0; a ulong array indexed by the global id */
__kernel void ulong_wrap(__global ulong *L, ulong x) {
  __requires(x == 0xFFFFFFFFFFFFFFFFUL);
  ulong y = x + 1;
  __assert(y == 0);
  L[get_global_id(0)] = y + (ulong)get_global_id(0) * 3;
}
