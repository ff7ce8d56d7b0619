//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//error: (possible null pointer access|undefined behaviour may be reached)

/* only thread 5 stores through a null pointer; the compiler may treat that
   path as impossible, which must not make the kernel verify */
#include <cuda.h>

__global__ void null_store_one_thread(int *A, int *unused) {
  int *p = 0;
  if (threadIdx.x == 5)
    *p = 1;
  A[threadIdx.x] = 0;
}
