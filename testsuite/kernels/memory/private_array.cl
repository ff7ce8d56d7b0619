//pass
//--local_size=64 --num_groups=2

/* every work item writes p[0] of its own private array: no race */
__kernel void private_array(__global int *A) {
  int p[8];
  p[0] = (int)get_local_id(0);
  p[get_local_id(0) % 8] = 1;
  A[get_global_id(0)] = p[0];
}
