//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=1
//^.*requires_call_site\.cl:15:24: error: a precondition for this call might not hold$
//^.*requires_call_site\.cl:9:3: note: this is the precondition that might not hold$

/* A failed precondition is reported at the call that breaks it, with the
 * precondition as a note. */
int halve(int a) {
  __requires(a > 0);
  return a / 2;
}

__kernel void k(__global int *A) {
  A[get_local_id(0)] = halve(4);
  A[get_local_id(0)] = halve(0);
}
