//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//error: possible (read-write|write-read) race on A\[
//vload_reads_neighbour\.cl:11:\d+:
//vload_reads_neighbour\.cl:12:\d+:
//^Confirmed by execution: .* race on A\S* \(\S*vload_reads_neighbour\.cl:11 read, \S*vload_reads_neighbour\.cl:12 write\)

/* vload2 at offset i reads A[2i], A[2i+1]; work item 2i+1 writes A[2i+1]. */
__kernel void neighbour(__global int *A, __global int *B) {
  size_t i = get_global_id(0);
  int2 v = vload2(i, A);
  A[i] = 0;
  B[i] = v.x + v.y;
}
