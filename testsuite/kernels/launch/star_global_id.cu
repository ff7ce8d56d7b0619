//pass
//--blockDim=* --gridDim=*
//star_global_id\.cu: add: Verified$
/* The global id of each thread is its own, for every launch size: the
 * product of a block id by a symbolic block size is what the prover must
 * see through (before a lemma on it: over 120 s). */
__global__ void add(float *c, const float *a, const float *b) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = a[i] + b[i];
}
