//pass
//--local_size=64 --num_groups=2

/* OpenCL __constant initializers hold for the whole launch: the branch
 * that would race is never taken, and the assertions hold. */
typedef struct { short a; int b; } pair;

__constant int table[4] = {1, 2, 4, 8};
__constant pair pairs[2] = {{1, 100}, {2, 200}};
__constant int zeros[16] = {0};

__kernel void constant_initializer(__global int *out) {
  __assert(table[2] == 4);
  __assert(pairs[1].b == 200 && pairs[0].a == 1);
  __assert(zeros[7] == 0);
  if (table[get_local_id(0) % 4] == 0)
    out[0] = get_local_id(0);
}
