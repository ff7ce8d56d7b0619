//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --json=-
//"kind": "data-race/write-write", "message": "possible write-write race", "array": "A", "element": "A\[0\]", .*"threads": \[\{"local_id": \[0\], "group_id": \[0\]\}, \{"local_id": \[1\], "group_id": \[0\]\}\], "witness": null, "confirmed": true, "confirmed_by": "execution"\}
//"kind": "data-race/write-write", "message": "possible write-write race \(not confirmed\)", "array": "C", "element": null, .*"threads": \[\], "witness": null, "confirmed": false\}
//"verdict": "defect"

/* JSON: the race in the loop (as late_iteration.cu) is confirmed only by
 * the execution, whose threads and element it takes; the race after the
 * loop, beyond the bounded check too, needs an element of B to be 123456,
 * which the execution's pseudo-random buffers do not hold: it stays not
 * confirmed, without "confirmed_by". One confirmed race makes the verdict
 * a defect. */
#include <cuda.h>

__global__ void json_confirmed_by(int *A, const int *B, int *C) {
  int acc = 0;
  for (int i = 0; i < 12; i++) {
    acc += B[i];
    if (i == 10)
      A[0] = acc + threadIdx.x;
  }
  if (B[threadIdx.x] == 123456)
    C[0] = threadIdx.x + acc;
}
