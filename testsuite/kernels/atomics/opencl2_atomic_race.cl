//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//error: possible (atomic-read|read-atomic) race on C\[
//opencl2_atomic_race\.cl:10:\d+:
//opencl2_atomic_race\.cl:11:\d+:
//^Confirmed by execution: .* race on C\S* \(\S*opencl2_atomic_race\.cl:11 read, \S*opencl2_atomic_race\.cl:10 atomic\)

/* A plain read of an object other work items update atomically races. */
__kernel void count(__global atomic_int *C, __global int *out) {
  atomic_fetch_add(C, 1);
  out[get_global_id(0)] = *(__global int *)C;
}
