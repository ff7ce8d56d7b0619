//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//error: possible write-write race on C\[0\]
//init_every_item\.cl:10:\d+:$
//^Confirmed by execution: .* race on C\[0\]

/* atomic_init is not atomic: every work item initialising one counter,
 * each with its own value, is a write-write race. */
__kernel void count(__global atomic_int *C) {
  atomic_init(C, (int)get_global_id(0));
}
