//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//error: possible (read-write|write-read|write-write) race on E\[0\]
//cmpxchg_shared_expected\.cl:13:\d+:$
//^Confirmed by execution: .* race on E\[0\]

/* `expected` in local memory, shared by the group: the exchange reads it,
 * and writes it when it fails, so two work items race on it. */
__kernel void claim(__global atomic_int *lock, __local int *E) {
  if (get_local_id(0) == 0)
    *E = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_compare_exchange_strong(lock, E, 1);
}
