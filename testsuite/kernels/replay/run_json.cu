//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1 --run --json=-
//"kind": "data-race/read-write", "message": "read-write race in an execution", "array": "A", "element": "A\[1\]", .*"confirmed": true, "confirmed_by": "execution"\}

/* tandem --run: every race of the execution is confirmed by it. */
#include <cuda.h>

__global__ void run_json(int *A) {
  A[threadIdx.x] = A[threadIdx.x + 1];
}
