//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//error: this assertion might not hold for work item

__constant int table[4] = {1, 2, 4, 8};

__kernel void constant_initializer_wrong(__global int *out) {
  __assert(table[3] == 7);
}
