//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on A\[
//cache_hint_stores\.cu:9:\d+:
//^Confirmed by execution: .* race on A\S* \(\S*cache_hint_stores\.cu:9 write, \S*cache_hint_stores\.cu:9 write\)

/* Stores and loads with cache hints are plain accesses. */
__global__ void hints(int *A, const int *B) {
  __stcg(&A[threadIdx.x / 2], __ldlu(&B[threadIdx.x]) + (int)threadIdx.x);
  __stwt(&A[64 + threadIdx.x], __ldcv(&B[threadIdx.x]));
}
