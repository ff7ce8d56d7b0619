//pass
//--local_size=32 --num_groups=2

/* an OpenCL helper function taking __global pointers */
void axpy(__global const float *x, __global float *y, float a, size_t i) {
  y[i] = a * x[i] + y[i];
}

__kernel void device_func(__global const float *x, __global float *y) {
  axpy(x, y, 2.0f, get_global_id(0));
}
