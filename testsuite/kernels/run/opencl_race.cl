//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=2 --run
//opencl_race\.cl: error: write-read race on tile\[0\] in an execution:$
//^Write by work item 0 with local id 0 in work group 0, .*opencl_race\.cl:14:13:\n    tile\[l\] = A\[get_global_id\(0\)\];$
//^Read by work item 1 with local id 1 in work group 0, .*opencl_race\.cl:16:27:\n    B\[get_global_id\(0\)\] = tile\[l - 1\];$
//opencl_race\.cl: opencl_race: 1 error$

/* each work item reads its left neighbour's element in the same barrier
 * interval as the neighbour writes it (work item 0 reads nothing) */
__kernel void opencl_race(__global const int *A, __global int *B) {
  __local int tile[16];
  size_t l = get_local_id(0);
  if (l < 16)
    tile[l] = A[get_global_id(0)];
  if (l > 0)
    B[get_global_id(0)] = tile[l - 1];
}
