//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=2
//error: possible (read-write|write-read) race on A\[
//^Confirmed by execution: .* race on A\S* \(\S*scan_without_lockstep\.cu:12 write, \S*scan_without_lockstep\.cu:12 read\)
//^Confirmed by execution: .* race on A\S* \(\S*scan_without_lockstep\.cu:12 write, \S*scan_without_lockstep\.cu:13 read\)
//^Confirmed by execution: .* race on A\S* \(\S*scan_without_lockstep\.cu:13 write, \S*scan_without_lockstep\.cu:13 read\)

/* The same scan races when warps are not assumed to run in lockstep. */
__global__ void scan_without_lockstep(int *A) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x % 32;
  if (lane >= 1) A[tid] = A[tid - 1] + A[tid];
  if (lane >= 2) A[tid] = A[tid - 2] + A[tid];
}
