//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1 --warp-sync=32
//lockstep_values\.cu:11:\d+: error: this assertion might not hold

/* Other lanes' writes are seen at once in lockstep: lane 0 wrote 1 to
 * A[0], but lane 5 then writes 0 there, which lane 0 reads. */
__global__ void lockstep_values(int *A) {
  A[threadIdx.x] = 1;
  if (threadIdx.x == 5)
    A[0] = 0;
  __assert(A[threadIdx.x] == 1);
}
