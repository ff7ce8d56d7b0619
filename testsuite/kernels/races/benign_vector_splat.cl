//pass
//--local_size=64 --num_groups=4

/* Every work item writes the vector (n, n, n, n) to one of eight slots:
 * built lane by lane, it holds no trace of the undefined vector its lanes
 * were inserted into, and equal writes are benign. */
__kernel void benign_vector_splat(__global uint4 *slots, uint n) {
  slots[get_global_id(0) % 8] = (uint4)(n, n, n, n);
}
