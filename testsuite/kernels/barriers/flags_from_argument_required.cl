//pass
//--local_size=64 --num_groups=1

/* The same with a precondition that the flags fence local memory. */
__kernel void flags_from_argument_required(__local int *p, __global int *out,
                                           unsigned flags) {
  __requires((flags & CLK_LOCAL_MEM_FENCE) != 0);
  p[get_local_id(0)] = get_local_id(0);
  barrier(flags);
  out[get_local_id(0)] = p[63 - get_local_id(0)];
}
