//pass
//--local_size=64 --num_groups=1

/* after reading A[l + 1], any logged read of A is at byte offset (l + 1) * 4 */
__kernel void read_offset(__global int *A, __global int *B) {
  size_t l = get_local_id(0);
  B[l] = A[l + 1];
  __assert(__implies(__read(A), __read_offset_bytes(A) == (l + 1) * sizeof(int)));
  __assert(__no_write(A));
}
