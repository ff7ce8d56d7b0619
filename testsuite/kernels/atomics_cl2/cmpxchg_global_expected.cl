//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=2
//error: possible (read-write|write-read|write-write) race on expected\[0\]
//cmpxchg_global_expected\.cl:10:\d+:$
//^Confirmed by execution: .* race on expected\S* \(\S*cmpxchg_global_expected\.cl:10 write, \S*cmpxchg_global_expected\.cl:10 read\)
//^Confirmed by execution: .* race on expected\S* \(\S*cmpxchg_global_expected\.cl:10 write, \S*cmpxchg_global_expected\.cl:10 write\)

/* `expected` in global memory, one element for all: a race on it. */
__kernel void claim(__global atomic_int *lock, __global int *expected) {
  atomic_compare_exchange_weak(lock, expected, (int)get_global_id(0));
}
