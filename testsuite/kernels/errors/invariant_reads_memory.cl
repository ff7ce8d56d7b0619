//xfail:GPUVERIFYVCGEN_ERROR
//--local_size=64 --num_groups=2
//invariant_reads_memory\.cl:10:\d+: error: unsupported construct: loop invariant that reads memory

/* The load of A[lid] that the invariant compares sits in the loop header,
 * after the point where invariants are checked: refused rather than
 * checked on a stale value. */
__kernel void invariant_reads_memory(__local int *A) {
  A[get_local_id(0)] = 0;
  for (int i = 0; __invariant(A[get_local_id(0)] == 0), i < 100; i++)
    A[get_local_id(0)] = 1;
}
