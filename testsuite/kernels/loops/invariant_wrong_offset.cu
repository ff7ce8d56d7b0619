//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --no-infer
//error: (loop invariant might not be maintained by the loop|possible write-write race on A)

/* claiming the write offset is 0 is false once thread t > 0 writes A[t];
   Boogie may report the broken invariant or the race it lets through */
#include <cuda.h>

__global__ void invariant_wrong_offset(int *A) {
  for (int i = 0; __invariant(__implies(__write(A), __write_offset_bytes(A) == 0)), i < 4; i++) {
    A[threadIdx.x] = i;
  }
}
