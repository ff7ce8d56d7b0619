//xfail:NOT_ALL_VERIFIED
//--local_size=[8,8] --num_groups=[2,2]
//error: possible write-write race on out\[
//Write by work item \(\d+, \d+, 0\) .*two_items_one_pixel\.cl:11:\d+:
//^Write by .*, \S*two_items_one_pixel\.cl:11:3:\n.*\n\nWrite by .*, \S*two_items_one_pixel\.cl:11:3:$

/* Work items 2x and 2x+1 write the same pixel with different values. */
__kernel void halve(__write_only image2d_t out) {
  int2 c = (int2)(get_global_id(0) / 2, get_global_id(1));
  float4 v = (float4)(get_global_id(0));
  write_imagef(out, c, v);
}
