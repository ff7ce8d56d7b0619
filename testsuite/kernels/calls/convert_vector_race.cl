//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=4
//error: possible write-write race on out\[
//^Write by .*, \S*convert_vector_race\.cl:10:32:\n.*\n\nWrite by .*, \S*convert_vector_race\.cl:10:32:$

/* A converted value chosen by the input may send two work items to one
 * element. */
__kernel void convert_vector_race(__global float *in, __global int *out) {
  size_t i = get_global_id(0);
  out[convert_int(in[i]) & 63] = 1 + (int)i;
}
