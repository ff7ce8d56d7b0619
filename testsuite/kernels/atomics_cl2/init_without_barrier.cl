//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//error: possible (write-atomic|atomic-write) race on C\[0\]
//init_without_barrier\.cl:12:\d+:$
//init_without_barrier\.cl:13:\d+:$
//^Confirmed by execution: .* race on C\S* \(\S*init_without_barrier\.cl:12 write, \S*init_without_barrier\.cl:13 atomic\)

/* The initialisation is a plain write: without a barrier the other work
 * items' atomics race with it. */
__kernel void count(__global atomic_int *C) {
  if (get_local_id(0) == 0)
    atomic_init(C, 0);
  atomic_fetch_add(C, 1);
}
