//xfail:NOT_ALL_VERIFIED
//--blockDim=8 --gridDim=1 --run
//function_pointer_none\.cu:15:3: error: call through a pointer to no function of its type for thread 1 in block 0 in an execution$

/* In an execution, a thread whose pointer is none of the functions of its
 * type stops at the call; thread 0 calls add_one. */
__device__ void add_one(int *a, unsigned t) { a[t] += 1; }

typedef void (*step_t)(int *, unsigned);

__global__ void steps(int *a) {
  step_t f = add_one;
  if (threadIdx.x == 1)
    f = (step_t)0;
  f(a, threadIdx.x);
}
