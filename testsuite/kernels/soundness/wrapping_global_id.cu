//xfail:NOT_ALL_VERIFIED
//--blockDim=1024 --gridDim=4194305
//error: possible write-write race on A\[
//^Write by .*, \S*wrapping_global_id\.cu:10:10:\n.*\n\nWrite by .*, \S*wrapping_global_id\.cu:10:10:$

/* A legal launch of more than 2^32 threads: the 32-bit global id wraps, so
 * thread 0 of block 0 and thread 0 of block 4194304 write one element. */
__global__ void k(unsigned *A) {
  unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  A[gid] = blockIdx.x;
}
