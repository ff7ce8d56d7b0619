//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2 --timeout=10
//timeout_race_found\.cu: error: possible write-write race on A\[0\]:$
//^Write by thread \d+ in block 0, \S*timeout_race_found\.cu:16:10:$
//timeout_race_found\.cu: k: note: the proof did not finish within 10 s \(proved: no race on B; timed out: the assertions; each proved part assumes that the others hold\)$
//timeout_race_found\.cu: k: 1 error$
//^Write by .*, \S*timeout_race_found\.cu:16:10:\n.*\n\nWrite by .*, \S*timeout_race_found\.cu:16:10:$

/* A race found in one part of the proof is reported although another part
 * timed out, and the note says what the other parts showed. The assertion
 * is true but slow to prove (see timeout_proved_parts.cu). B's index,
 * a bijection but no slot, leaves B a race check of its own. */
__global__ void k(int *A, int *B, unsigned long x, unsigned long y) {
  B[(blockIdx.x * blockDim.x + threadIdx.x) ^ 1] = 1;
  if (threadIdx.x < 2)
    A[0] = threadIdx.x;
  if (x > 1 && y > 1 && x < 0x100000000ul && y < 0x100000000ul)
    __assert(x * y != 4611686018427387847ul);
}
