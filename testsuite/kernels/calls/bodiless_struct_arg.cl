//pass
//--local_size=64 --num_groups=2

/* OpenCL passes the struct as a private copy as well */
struct range {
  int first, last;
};

int count(struct range r);

__kernel void bodiless_struct_arg(__global struct range *R, __global int *N) {
  size_t i = get_global_id(0);
  N[i] = count(R[i]);
}
