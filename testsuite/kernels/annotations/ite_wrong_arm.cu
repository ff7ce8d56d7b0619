//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: this assertion might not hold for thread

#include <cuda.h>

__global__ void ite_wrong_arm(int flip) {
  __assert(__ite(flip, 1, 2) == 1);
}
