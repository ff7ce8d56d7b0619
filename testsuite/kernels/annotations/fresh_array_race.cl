//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//error: possible write-write race on q\[\d+\]:
//^Write by work item \d+ .*fresh_array_race\.cl:12:\d+:$
//^Confirmed by execution: .* race on q\S* \(\S*fresh_array_race\.cl:12 write, \S*fresh_array_race\.cl:12 write\)

/* A fresh array is still shared by every work group: indexed by the local
 * id, the groups write the same elements. */
__kernel void fill(__global float *q, __global float *r) {
  __requires_fresh_array(q);
  r[get_global_id(0)] = 1.0f;
  q[get_local_id(0)] = get_global_id(0);
}
