//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//note: extern __shared__ arrays .fbuf. and .ibuf. are the same memory
//error: possible (write-read|read-write) race on fbuf\[
//^Read by .*, \S*extern_shared_race\.cu:14:20:\n.*\n\nWrite by .*, \S*extern_shared_race\.cu:13:21:$

/* Every extern __shared__ array starts at the same address: fbuf and ibuf
 * are the same bytes, and thread t reads what thread t+1 writes. */
extern __shared__ float fbuf[];
extern __shared__ int ibuf[];

__global__ void k(int *A) {
  fbuf[threadIdx.x] = 1.0f;
  A[threadIdx.x] = ibuf[(threadIdx.x + 1) % 64];
}
