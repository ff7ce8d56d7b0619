//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=*
//error: possible write-write race on A\[
//Witness:
//^Write by .*, \S*star_groups_race\.cl:9:22:\n.*\n\nWrite by .*, \S*star_groups_race\.cl:9:22:$

/* A[local id] = group id races as soon as there are two work groups */
__kernel void star_groups_race(__global int *A) {
  A[get_local_id(0)] = (int)get_group_id(0);
}
