//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-read race on buf\[\d+\]:$
//^Read by thread \d+ in block 0, .*race_second_iteration.cu:17:12:$
//^Write by thread \d+ in block 0, .*race_second_iteration.cu:18:22:$
//^Confirmed by a bounded check: an execution with each loop run at most 3 times reaches it\.$
//^Witness: n = \d+$

/* Thread t reads its neighbour's element, then writes its own, with no
 * barrier in the loop: in the next iteration the neighbour's write meets
 * the read. A bounded check reaches it, and its execution is the report,
 * with a small n. */
__global__ void race_second_iteration(int *out, int n) {
  __shared__ int buf[64];
  int acc = 0;
  for (int i = 0; i < n; ++i) {
    acc += buf[(threadIdx.x + 1) % 64];
    buf[threadIdx.x] = acc;
  }
  out[threadIdx.x] = acc;
}
