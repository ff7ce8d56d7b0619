//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on a\[0\]
//^Witness: scale = [-+0-9.e]+ \(float arithmetic is abstracted\), n = 7$
//^Write by .*, \S*float_param_witness\.cu:12:10:\n.*\n\nWrite by .*, \S*float_param_witness\.cu:12:10:$

/* A float argument of a witness prints as a number, never its bits, and
 * is marked: float operations are abstracted, so its value need not meet
 * the kernel's float conditions. */
__global__ void float_witness(float *a, float scale, int n) {
  if (scale > 1.5f && n == 7)
    a[0] = scale * threadIdx.x;
}
