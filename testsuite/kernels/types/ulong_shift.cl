//pass
//--local_size=16 --num_groups=1

/* shifts on 64-bit values: 1 << 40 keeps its high bits and truncates to 0 as uint */
__kernel void ulong_shift(__global ulong *L, uint x) {
  __requires(x == 1);
  ulong big = (ulong)x << 40;
  __assert(big == 0x10000000000UL);
  __assert((uint)big == 0);
  __assert((big >> 38) == 4);
  L[get_local_id(0)] = big;
}
