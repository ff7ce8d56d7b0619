//pass
//--blockDim=32 --gridDim=1 --run
//requires_unmet\.cu:12:3: note: this precondition does not hold for the arguments of this execution \(give them with --kernel-args\): the execution stopped here$
//requires_unmet\.cu: requires_unmet: no defect found in this execution$

/* the pseudo-random n is not the block size: the run stops at the
 * precondition, before the race it would otherwise reach */
#include <cuda.h>

__global__ void requires_unmet(int *A, int n) {
  /* with n == blockDim.x, every thread writes A[0] */
  __requires(n == 32);
  A[threadIdx.x % (n - 31) + n - 32] = threadIdx.x;
}
