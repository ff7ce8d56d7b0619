//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//error: possible write-write race on C\[0\]
//sincos_race\.cl:10:\d+:
//^Write by .*, \S*sincos_race\.cl:10:10:\n.*\n\nWrite by .*, \S*sincos_race\.cl:10:10:$

/* every work item writes its cosine to the same element */
__kernel void sincos_race(__global float *S, __global float *C) {
  size_t i = get_global_id(0);
  S[i] = sincos(S[i], &C[0]);
}
