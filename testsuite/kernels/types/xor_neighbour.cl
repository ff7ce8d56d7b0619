//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//error: possible (read-write|write-read) race on A\[
//^Confirmed by execution: .* race on A\S* \(\S*xor_neighbour\.cl:10 read, \S*xor_neighbour\.cl:9 write\)

/* work item l reads A[l ^ 1], which its partner writes, without a barrier */
__kernel void xor_neighbour(__global int *A, __global int *B) {
  size_t l = get_local_id(0);
  A[l] = (int)l;
  B[l] = A[l ^ 1];
}
