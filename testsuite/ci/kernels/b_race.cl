//xfail:NOT_ALL_VERIFIED
//--local_size=8 --num_groups=2
// Work item i reads the element work item i + 1 writes.
__kernel void shift(__local int *tile, __global int *out) {
  size_t t = get_local_id(0);
  tile[t] = (int)t;
  out[get_global_id(0)] = tile[(t + 1) % 8];
}
