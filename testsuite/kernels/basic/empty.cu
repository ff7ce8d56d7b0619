//pass
//--blockDim=64 --gridDim=1
//\.c[lu]: empty: Verified$

/* a kernel that does nothing is verified */
#include <cuda.h>

__global__ void empty(int *A) {
}
