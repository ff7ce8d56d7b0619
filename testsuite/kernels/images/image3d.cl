//pass
//--local_size=[4,4,4] --num_groups=[2,2,2]

/* 3-D coordinates: one voxel per work item. */
__kernel void copy(__read_only image3d_t in, __write_only image3d_t out) {
  int4 c = (int4)(get_global_id(0), get_global_id(1), get_global_id(2), 0);
  write_imagei(out, c, read_imagei(in, c));
}
