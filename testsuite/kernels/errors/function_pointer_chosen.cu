//xfail:TRANSLATION_ERROR
//--blockDim=64 --gridDim=1
//function_pointer_chosen\.cu:12:\d+: error: unsupported construct: function pointer \(to 'store_one'\)$

/* A function chosen at run time is refused, naming the function whose
 * address is taken. */
typedef void (*store_fn)(int *, int);
__device__ void store_one(int *a, int i) { a[i] = 1; }
__device__ void store_next(int *a, int i) { a[i + 1] = 2; }

__global__ void pick(int *a, int which) {
  store_fn f = which ? store_one : store_next;
  f(a, threadIdx.x);
}
