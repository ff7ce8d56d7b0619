//xfail:TRANSLATION_ERROR
//--blockDim=32 --gridDim=1
//printf_string_as_integer\.cu:12:3: error: unsupported construct: printf of a string that is not a constant \(%s reads memory\)

#include <cstdio>

/* A %s given a shared array's address as an integer reads that array,
 * which the other threads write: not a constant string. */
__global__ void printf_string_as_integer() {
  __shared__ char buf[8];
  buf[threadIdx.x % 8] = 'a';
  printf("%s\n", (unsigned long)buf);
}
