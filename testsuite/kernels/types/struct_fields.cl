//pass
//--local_size=32 --num_groups=4

/* OpenCL array of structs with an int and a float field */
typedef struct {
  int key;
  float weight;
} item;

__kernel void struct_fields(__global item *items) {
  size_t i = get_global_id(0);
  items[i].key = (int)i;
  items[i].weight = 0.5f;
}
