//xfail:NOT_ALL_VERIFIED
//--local_size=[8,8] --num_groups=[2,2]
//error: possible (read-write|write-read) race on img\[
//read_write_neighbour\.cl:12:\d+:
//read_write_neighbour\.cl:13:\d+:
//^Write by .*, \S*read_write_neighbour\.cl:13:3:\n.*\n\nRead by .*, \S*read_write_neighbour\.cl:12:14:$

/* A read_write image: each work item reads its right neighbour's pixel,
 * which the neighbour writes. */
__kernel void shift(__read_write image2d_t img) {
  int2 c = (int2)(get_global_id(0), get_global_id(1));
  float4 v = read_imagef(img, c + (int2)(1, 0));
  write_imagef(img, c, v);
}
