//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --no-benign-tolerance --equality-abstraction
//error: possible read-write race on A\[0\]

/* --no-benign-tolerance reports even a write of the value read. */
__kernel void benign_read_no_tolerance(__local int *A) {
  int v = A[0];
  A[0] = v;
}
