//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=1
//null_load\.cl:9:\d+: error: possible null pointer access for work item \d+

/* a read through a null pointer is a defect, not a vacuous proof */
__kernel void null_load(__global int *out) {
  __global int *p = 0;
  int x = get_local_id(0);
  out[x] = p[x];
}
