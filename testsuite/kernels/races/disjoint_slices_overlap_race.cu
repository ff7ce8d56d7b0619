//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on A\[63\]
//^Write by .*disjoint_slices_overlap_race\.cu:1[23]:
//^Write by .*disjoint_slices_overlap_race\.cu:1[23]:
//^Confirmed by execution

/* Slices of one array that meet at one element: A[63] is thread 63's at
 * the first site and thread 0's at the second. Sites whose elements
 * never meet are left out of each other's race checks; these are not. */
__global__ void disjoint_slices_overlap_race(int *A) {
  A[threadIdx.x] = 1;
  A[threadIdx.x + 63] = 2;
  A[threadIdx.x + 200] = 3;
}
