//xfail:NOT_ALL_VERIFIED
//--blockDim=8 --gridDim=1 --run
//race on a\[1\]
//\A(?![\s\S]*unsupported construct)

/* A printf of constants is output only: the run goes on past it and finds
 * the race after it. */
#include <cstdio>

__global__ void show(int *a) {
  printf("%s %d\n", "tid", threadIdx.x);
  a[threadIdx.x] = a[threadIdx.x + 1];
}
