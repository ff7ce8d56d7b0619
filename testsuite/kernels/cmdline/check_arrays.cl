//pass
//--local_size=64 --num_groups=2 --check-arrays=B,C
//\.c[lu]: check_arrays: note: races were checked only on B, C \(--check-arrays\)
//\.c[lu]: check_arrays: Verified$

/* only B and C are checked: the race on A is not looked for, and the note
 * says so next to the verdict */
__kernel void check_arrays(__global int *A, __global int *B) {
  __local int C[64];
  A[0] = get_global_id(0);
  B[get_global_id(0)] = 1;
  C[get_local_id(0)] = B[get_global_id(0)];
}
