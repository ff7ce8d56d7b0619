//pass
//--local_size=64 --num_groups=1 --equality-abstraction
//note: assuming that two threads' accesses with equal values to one element of A

/* (Equality abstraction: the threads see equal memory, not arbitrary
 * values.) Every work item writes k to A[k]; reading A[k] afterwards gives k
 * whether or not another work item's write came first. */
__kernel void benign_read_after_write(__local int *A, __global int *out, int k) {
  __requires(k >= 0);
  A[k] = k;
  out[get_local_id(0)] = A[k];
}
