//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//fnptr_chosen_wrong\.cu:14:\d+: error: this assertion might not hold

/* A thread that chose negate does not get the square: the call through
 * the pointer is not any function of its type. */
__device__ int square(int x) { return x * x; }
__device__ int negate(int x) { return -x; }

__global__ void pick(int *buf) {
  unsigned t = threadIdx.x;
  int (*f)(int) = t % 2 ? square : negate;
  buf[t] = f((int)t);
  __assert(buf[t] == (int)(t * t));
}
