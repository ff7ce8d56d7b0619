//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on a\[
//^Write by .*, \S*warp_mask_without_caller\.cu:13:8:\n.*\n\nWrite by .*, \S*warp_mask_without_caller\.cu:13:8:$

/* A mask that leaves out the caller is undefined; what Tandem assumes of
 * such a vote, match or shuffle must not contradict itself, which would
 * make the race that follows unreachable. */
__global__ void empty_masks(int *a, int v) {
  unsigned b = __ballot_sync(0u, 1);
  unsigned m = __match_any_sync(0u, v);
  int s = __shfl_sync(0u, v, 3);
  a[0] = threadIdx.x + b + m + s;
}
