//xfail:NOT_ALL_VERIFIED
//--blockDim=* --gridDim=*
//star_global_id_race\.cu: error: possible write-write race on c\[
//^Write by .*, \S*star_global_id_race\.cu:9:12:\n.*\n\nWrite by .*, \S*star_global_id_race\.cu:9:12:$
/* Two threads share each element: the global id halved. Distinct global
 * ids must not hide the race. */
__global__ void add(float *c, const float *a) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i / 2] = a[i];
}
