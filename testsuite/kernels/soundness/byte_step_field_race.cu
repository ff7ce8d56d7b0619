//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//byte_step_field_race\.cu: error: possible write-read race on out\[\d+\]:
//Write by thread \d+ in block 0, .*byte_step_field_race\.cu:12:10:
//Read by thread \d+ in block 0, .*byte_step_field_race\.cu:14:14:
//^Confirmed by execution: .* race on out\S* \(\S*byte_step_field_race\.cu:12 write, \S*byte_step_field_race\.cu:14 read\)
/* The float2 store becomes two float stores, the second at an i8 step of
 * 4 bytes: out.y of thread i is float 2i + 1, which thread i + 1 reads
 * (any such i). A step counted in elements before it is scaled loses it. */
__global__ void k(float2 *out, const float *a, float *res) {
  unsigned i = threadIdx.x;
  out[i] = make_float2(a[2 * i], a[2 * i + 1]);
  if (i > 0)
    res[i] = ((float *)out)[2 * (i - 1) + 1];
}
