//xfail:NOT_ALL_VERIFIED
//--local_size=2 --num_groups=1
//error: possible write-read race on L\[
//bodiless_argument_read\.cl:12:\d+:
//^Read by .*, \S*bodiless_argument_read\.cl:13:11:\n.*\n\nWrite by .*, \S*bodiless_argument_read\.cl:12:22:$

/* the read that computes an argument races, even though the bodiless
   function is assumed to do nothing with it */
void consume(int);

__kernel void bodiless_argument_read(__local int *L) {
  L[get_local_id(0)] = 0;
  consume(L[get_local_id(0) + 1]);
}
