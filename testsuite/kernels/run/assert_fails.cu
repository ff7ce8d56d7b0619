//xfail:NOT_ALL_VERIFIED
//--blockDim=[4,2] --gridDim=[1,2] --run
//assert_fails\.cu:12:3: error: this assertion does not hold for thread \(3, 1, 0\) in block \(0, 0, 0\) in an execution$
//^    __assert\(threadIdx\.x \+ threadIdx\.y < 4\);$
//assert_fails\.cu: assert_fails: 1 error$

/* a 2-D launch: the assertion fails first for thread (3, 1) of block
 * (0, 0); the report names 3-D ids */
#include <cuda.h>

__global__ void assert_fails(int *A) {
  __assert(threadIdx.x + threadIdx.y < 4);
}
