//pass
//--local_size=64 --num_groups=8 --infer-info
//benign-value: 1 of 1 candidates survived
//: Verified$

/* Each iteration writes 42 again: the value logged at the loop head is 42,
 * which only a candidate can say. */
__kernel void benign_write_in_loop(__local int *A, int start, int end) {
  for (int i = start; i < end; ++i)
    A[0] = 42;
}
