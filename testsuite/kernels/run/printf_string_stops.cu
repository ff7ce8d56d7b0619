//xfail:TRANSLATION_ERROR
//--blockDim=8 --gridDim=1 --run
//printf_string_stops\.cu:13:3: error: unsupported construct: printf of a string that is not a constant \(%s reads memory\)

/* One execution runs a printf only where the proof would accept it: a %s
 * of a string in shared memory reads memory another thread writes, so the
 * run stops there rather than skip the read. */
#include <cstdio>

__global__ void show(char *out) {
  __shared__ char name[8];
  name[threadIdx.x] = 'a';
  printf("%s\n", name);
}
