//pass
//--local_size=64 --num_groups=2

/* sincos returns the sine and writes the cosine through its pointer; both
   are functions of the argument */
__kernel void sincos_own(__global float4 *S, __global float4 *C) {
  size_t i = get_global_id(0);
  S[i] = sincos(S[i], &C[i]);
  float c1, c2;
  float s1 = sincos(0.5f, &c1), s2 = sincos(0.5f, &c2);
  __assert(as_int(c1) == as_int(c2) && as_int(s1) == as_int(s2));
}
