//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//vote_not_uniform\.cl:\d+:\d+: error: this assertion might not hold

/* A vote says nothing about the values of other work-items: any is
 * not known to be 1, nor all to be 0 or 1. */
__kernel void vote_not_uniform(__global int *out) {
  int p = out[get_global_id(0)];
  __assert(sub_group_all(p) == 0 || sub_group_all(p) == 1);
}
