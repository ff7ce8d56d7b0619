//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --may-alias
//error: possible read-write race on out/in\[
//^Write by .*, \S*may_alias_shift\.cu:9:20:\n.*\n\nRead by .*, \S*may_alias_shift\.cu:9:22:$

/* In place, shift(buf, buf) races: with --may-alias the parameters may be
 * the same memory. */
__global__ void shift(int *out, const int *in) {
  out[threadIdx.x] = in[threadIdx.x + 1];
}
