//xfail:BUGLE_ERROR
//--local_size=64 --num_groups=1
//invariant_reads_after_write\.cl:9:\d+: error: unsupported construct: loop invariant that reads memory after a write

/* The condition writes A[l] before the invariant reads it: read at the
 * head, before that write, it would be another value. Refused. */
__kernel void k(__local int *A) {
  unsigned l = get_local_id(0);
  for (int i = 0; A[l] = i, __invariant(A[l] == i), i < 10; i++)
    ;
}
