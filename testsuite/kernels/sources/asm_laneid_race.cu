//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on A\[
//Write by thread \d+ in block 0, .*asm_laneid_race\.cu:13:\d+:
//^Write by .*, \S*asm_laneid_race\.cu:13:11:\n.*\n\nWrite by .*, \S*asm_laneid_race\.cu:13:11:$

/* Reading %laneid with inline assembly gives the lane, which two warps
 * share: lane L of each warp writes A[L]. */
__global__ void by_lane(int *A) {
  unsigned lane, lt;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  asm volatile("mov.u32 %0, %%lanemask_lt;" : "=r"(lt));
  A[lane] = lt + threadIdx.x;
}
