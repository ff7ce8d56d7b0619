//pass
//--local_size=4 --num_groups=1 --run --kernel-args=struct_kernel_args,0x0000000500000003,*
//struct_kernel_args\.cl: struct_kernel_args: running with p: a struct of 8 bytes \(from --kernel-args\), out: a buffer of 65536 bytes$
//struct_kernel_args\.cl: struct_kernel_args: no defect found in this execution$

/* a struct passed by value takes the bytes of its --kernel-args value */
struct pair {
  int a;
  int b;
};

__kernel void struct_kernel_args(struct pair p, __global int *out) {
  __assert(p.a == 3 && p.b == 5);
  out[get_local_id(0)] = p.a + p.b;
}
