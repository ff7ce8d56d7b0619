//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --equality-abstraction
//error: possible read-write race on A\[0\]
//^Confirmed by execution: .* race on A\S* \(\S*write_after_read_other_value\.cl:9 write, \S*write_after_read_other_value\.cl:8 read\)

/* A write of another value than the one read races with the read. */
__kernel void write_after_read_other_value(__local int *A) {
  int v = A[0];
  A[0] = v + 1;
}
