//pass
//--local_size=64 --num_groups=2

/* vector and float results are arbitrary values too */
int4 lanes(void);
float weight(float);

__kernel void bodiless_vector(__global int4 *A, __global float *F) {
  size_t i = get_global_id(0);
  A[i] = lanes() + (int4)(1, 2, 3, 4);
  F[i] = weight(F[i]);
}
