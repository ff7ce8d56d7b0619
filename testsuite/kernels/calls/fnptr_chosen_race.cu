//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on buf\[\d+\]:
//^Write by thread \d+ in block 0, .*fnptr_chosen_race\.cu:11:\d+:$
//^Write by thread \d+ in block 0, .*fnptr_chosen_race\.cu:10:\d+:$
//^Confirmed by execution: thread \d+ in block 0 and thread \d+ in block 0 race on buf\[\d+\]

/* Each thread calls one of two functions through a pointer; one writes
 * its own element, the other its neighbour's. */
__device__ void mine(int *buf, unsigned t) { buf[t] = 1; }
__device__ void next(int *buf, unsigned t) { buf[t + 1] = 2; }

__global__ void pick(int *buf) {
  void (*f)(int *, unsigned) = threadIdx.x % 2 ? mine : next;
  f(buf, threadIdx.x);
}
