//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//invariant_reads_memory_wrong\.cl:10:\d+: error: loop invariant might not be maintained by the loop

/* The loop adds 1: the element read at the head is 7 only on entry. */
__kernel void k(__global int *out) {
  __local int A[64];
  unsigned l = get_local_id(0);
  A[l] = 7;
  for (int i = 0; __invariant(A[l] == 7), i < 100; i++)
    A[l] = A[l] + 1;
  out[get_global_id(0)] = A[l];
}
