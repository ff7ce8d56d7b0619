//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=1
//error: a precondition for this call might not hold

/* a __global_requires binds every work item once any calls the function:
   here only even work items pass 100 */
void expects_100(int x) {
  __global_requires(x == 100);
}

__kernel void global_requires_call(__global int *A) {
  int z = 50;
  if (get_local_id(0) % 2 == 0)
    z = 100;
  if (get_local_id(0) % 2 == 0)
    expects_100(z);
  A[get_local_id(0)] = z;
}
