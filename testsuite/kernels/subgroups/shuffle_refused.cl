//xfail:GPUVERIFYVCGEN_ERROR
//--local_size=64 --num_groups=1
//shuffle_refused\.cl:9:\d+: error: unsupported construct: sub-group function 'sub_group_shuffle' \(not modelled\)

/* The sub-group functions of the later extensions (here
 * cl_khr_subgroup_shuffle) are refused by name. */
__kernel void shuffle_refused(__global int *out) {
  size_t l = get_local_id(0);
  out[l] = sub_group_shuffle(out[l], 0);
}
