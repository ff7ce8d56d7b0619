//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --run --warp-sync=32
//lockstep_same_store\.cu: error: write-write race on A\[0\] in an execution:$
//^Write by thread 0 in block 0, .*lockstep_same_store\.cu:11:22:\n    A\[threadIdx\.x / 2\] = threadIdx\.x;$
//^Write by thread 1 in block 0, .*lockstep_same_store\.cu:11:22:\n    A\[threadIdx\.x / 2\] = threadIdx\.x;$
//lockstep_same_store\.cu: lockstep_same_store: 1 error$

/* two lanes of a warp write one element with one store instruction: they
 * race even in lockstep, which does not say which write lands */
__global__ void lockstep_same_store(int *A) {
  A[threadIdx.x / 2] = threadIdx.x;
}
