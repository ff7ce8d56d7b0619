//xfail:TRANSLATION_ERROR
//--blockDim=32 --gridDim=1
//memcpy_varlen\.cu:9:\d+: error: unsupported construct: memcpy with a length known only at run time

/* a copy whose length is a kernel argument is not modelled: exit 4 */
#include <cuda.h>

__global__ void memcpy_varlen(char *out, const char *in, int n) {
  memcpy(out + threadIdx.x * 64, in, n);
}
