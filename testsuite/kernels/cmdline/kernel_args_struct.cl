//pass
//--local_size=8 --num_groups=1 --kernel-args=kernel_args_struct,0xfffffffe00000007

/* a struct passed by value takes the value of its bytes as they lie in
 * memory: the first field is the low 32 bits */
struct pair {
  int first;
  int second;
};

__kernel void kernel_args_struct(struct pair p, __global int *A) {
  __assert(p.first == 7);
  __assert(p.second == -2);
  A[get_local_id(0)] = p.first;
}
