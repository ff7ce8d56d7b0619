//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=8
//error: possible atomic-atomic race on counter\[0\]:$
//^Atomic by thread \d+ in block \d+, .*block_global_race\.cu:13:3:$
//^An atomic of block scope is atomic only with the threads of its block
//^Confirmed by execution: thread \d+ in block \d+ and thread \d+ in block \d+ race on counter\[0\] \(.*block_global_race\.cu:13 atomic, .*block_global_race\.cu:13 atomic\)
//\A(?![\s\S]*block_global_race\.cu:(?!13\b)\d+)
//: count_all: 1 error$

/* Every block updates one global element with an atomic of block scope:
 * two blocks' updates are not atomic with each other. */
__global__ void count_all(int *counter) {
  atomicAdd_block(counter, 1);
}
