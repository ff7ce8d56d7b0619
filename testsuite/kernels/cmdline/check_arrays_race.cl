//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --vcgen-op=/checkArrays:A
//\.c[lu]: check_arrays_race: note: races were checked only on A \(--check-arrays\)
//error: possible write-write race on A\[0\]
//\.c[lu]: check_arrays_race: 1 error$
//^Confirmed by execution: .* race on A\S* \(\S*check_arrays_race\.cl:11 write, \S*check_arrays_race\.cl:11 write\)

/* GPUVerify's spelling, abbreviated as its users do: the race on the
 * checked array A is found */
__kernel void check_arrays_race(__global int *A, __global int *B) {
  A[0] = get_global_id(0);
  B[0] = get_global_id(0);
}
