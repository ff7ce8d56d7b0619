//pass
//--local_size=64 --num_groups=1

/* __assume on a thread-dependent fact constrains each work item */
__kernel void assume(__global int *A, __global int *B) {
  int v = A[get_local_id(0)];
  __assume(v > 0 && v < 10);
  __assert(v != 0);
  B[get_local_id(0)] = 100 / v;
}
