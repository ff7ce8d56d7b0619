//xfail:GPUVERIFYVCGEN_ERROR
//--local_size=64 --num_groups=1 --run
//run_refused\.cl:\d+:\d+: error: unsupported construct: sub-group function 'sub_group_reduce_add' \(the executor does not model OpenCL sub-groups\)

/* One execution would be one implementation's choice of sub-groups: the
 * executor does not run a kernel that uses them. */
__kernel void run_refused(__global int *out) {
  size_t g = get_global_id(0);
  out[g] = sub_group_reduce_add(out[g]);
}
