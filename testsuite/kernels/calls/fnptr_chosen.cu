//pass
//--blockDim=64 --gridDim=1
//\.cu: pick: Verified$

/* The pointer a thread chooses calls that function, and its value is
 * what that function returns. */
__device__ int square(int x) { return x * x; }
__device__ int negate(int x) { return -x; }

__global__ void pick(int *buf) {
  unsigned t = threadIdx.x;
  int (*f)(int) = t % 2 ? square : negate;
  buf[t] = f((int)t);
  __assert(__implies(t % 2 == 0, buf[t] == -(int)t));
  __assert(__implies(t % 2 == 1, buf[t] == (int)(t * t)));
}
