//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --run --warp-sync=32
//lockstep_across_warps\.cu: error: write-read race on A\[31\] in an execution:$
//^Write by thread 31 in block 0, .*lockstep_across_warps\.cu:13:12:\n    A\[tid\] = A\[tid - 1\] \+ 1;$
//^Read by thread 32 in block 0, .*lockstep_across_warps\.cu:13:14:\n    A\[tid\] = A\[tid - 1\] \+ 1;$
//lockstep_across_warps\.cu: lockstep_across_warps: 1 error$

/* lockstep orders the lanes of one warp only: lane 0 of the second warp
 * reads what the last lane of the first writes */
__global__ void lockstep_across_warps(int *A) {
  unsigned tid = threadIdx.x;
  if (tid >= 1)
    A[tid] = A[tid - 1] + 1;
}
