//pass
//--blockDim=64 --gridDim=1
//\.cu: pick: Verified$

/* A function chosen by a kernel argument is the same in every thread:
 * each thread writes its own element (store_one) or its neighbour's
 * (store_next), never both. */
typedef void (*store_fn)(int *, int);
__device__ void store_one(int *a, int i) { a[i] = 1; }
__device__ void store_next(int *a, int i) { a[i + 1] = 2; }

__global__ void pick(int *a, int which) {
  store_fn f = which ? store_one : store_next;
  f(a, threadIdx.x);
}
