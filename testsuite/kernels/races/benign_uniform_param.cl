//pass
//--local_size=64 --num_groups=2

/* all work items write the uniform argument n and the local size: benign */
__kernel void benign_uniform_param(__global int *flag, int n) {
  flag[0] = n;
  flag[1] = (int)get_local_size(0);
}
