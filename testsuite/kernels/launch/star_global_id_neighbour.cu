//xfail:NOT_ALL_VERIFIED
//--blockDim=* --gridDim=*
//star_global_id_neighbour\.cu: error: possible (read-write|write-read) race on c\[
//^Write by .*, \S*star_global_id_neighbour\.cu:9:8:\n.*\n\nRead by .*, \S*star_global_id_neighbour\.cu:9:10:$
/* Each thread reads its neighbour's element, which the neighbour writes:
 * across a block boundary too. */
__global__ void shift(float *c) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = c[i + 1] + 1.0f;
}
