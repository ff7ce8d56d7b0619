//pass
//--local_size=[8,8] --num_groups=[4,4]

/* A read-only image read through a sampler (at float coordinates) and
 * directly, written to a write-only image, one pixel per work item. */
__constant sampler_t nearest = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP |
                               CLK_FILTER_NEAREST;

__kernel void blur(__read_only image2d_t in, __write_only image2d_t out, sampler_t s) {
  int2 c = (int2)(get_global_id(0), get_global_id(1));
  float4 sum = read_imagef(in, nearest, c) + read_imagef(in, s, (float2)(c.x + 1.5f, c.y));
  uint4 u = read_imageui(in, s, c);
  write_imagef(out, c, sum + (float)u.x + (float)get_image_width(in));
}
