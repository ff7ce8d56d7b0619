//pass
//--local_size=64 --num_groups=1 --equality-abstraction

/* Writing back the value just read changes nothing another work item could
 * read. */
__kernel void benign_write_after_read(__local int *A) {
  int v = A[0];
  A[0] = v;
}
