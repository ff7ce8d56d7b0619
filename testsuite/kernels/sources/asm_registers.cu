//pass
//--blockDim=64 --gridDim=2

/* %laneid, %lanemask_lt and a 64-bit clock read with inline assembly:
 * the lane is the linear id modulo 32, the mask has the bits below it. */
__global__ void registers(unsigned long long *A) {
  unsigned lane, lt, ge;
  unsigned long long c;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  asm volatile("mov.u32 %0, %%lanemask_lt;" : "=r"(lt));
  asm volatile("mov.u32 %0, %%lanemask_ge;" : "=r"(ge));
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(c));
  __assert(lane == threadIdx.x % 32);
  __assert(lt == (1u << lane) - 1);
  __assert((lt | ge) == 0xffffffffu && (lt & ge) == 0);
  A[blockIdx.x * 64 + threadIdx.x] = c + lt;
}
