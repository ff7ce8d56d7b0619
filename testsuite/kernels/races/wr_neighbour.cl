//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//error: possible (read-write|write-read) race on A\[
//Write by work item \d+ with local id \d+ in work group 0, .*wr_neighbour\.cl:11:\d+:
//Read by work item \d+ with local id \d+ in work group 0, .*wr_neighbour\.cl:12:\d+:
//^Confirmed by execution: .* race on A\S* \(\S*wr_neighbour\.cl:12 read, \S*wr_neighbour\.cl:11 write\)

/* write own element, then read the neighbour's without a barrier */
__kernel void wr_neighbour(__global int *A, __global int *B) {
  size_t i = get_local_id(0);
  A[i] = (int)i;
  B[i] = A[(i + 1) % get_local_size(0)];
}
