//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=1 --run
//error: (read-write|write-read|write-write) race on E\[0\] in an execution:$
//compare_exchange_race\.cl:10:3:$

/* A failed exchange writes *expected: a race when work items share it. */
__kernel void take(__global atomic_int *lock, __local int *E) {
  if (get_local_id(0) == 0)
    atomic_store(lock, 1);
  atomic_compare_exchange_strong(lock, E, 2);
}
