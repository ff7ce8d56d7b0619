//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=1
//error: possible (read-write|write-read) race on E\[
//cmpxchg_failure_writes\.cl:12:\d+:$
//cmpxchg_failure_writes\.cl:13:\d+:$
//^Confirmed by execution: .* race on E\S* \(\S*cmpxchg_failure_writes\.cl:13 read, \S*cmpxchg_failure_writes\.cl:12 write\)

/* Each work item's `expected` is its own element, but the neighbour reads
 * it: a failed exchange writes it. */
__kernel void claim(__global atomic_int *lock, __local int *E, __global int *out) {
  size_t l = get_local_id(0);
  atomic_compare_exchange_strong(lock, &E[l], 1);
  out[l] = E[(l + 1) % 32];
}
