//pass
//--local_size=64 --num_groups=1
//bodiless_void\.cl:12:\d+: note: 'trace' has no body: assumed to access no memory

/* a void function without a body: the call changes nothing Tandem
   models; the value passed to it is still read */
void trace(int value);

__kernel void bodiless_void(__global int *A, __local int *L) {
  L[get_local_id(0)] = A[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  trace(L[63 - get_local_id(0)]);
}
