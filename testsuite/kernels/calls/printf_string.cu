//xfail:TRANSLATION_ERROR
//--blockDim=64 --gridDim=1
//printf_string\.cu:9:3: error: unsupported construct: printf of a string that is not a constant \(%s reads memory\)

/* %s reads the string it is given, which may be shared memory another
   thread writes: refused, not ignored. */
__global__ void name_it(char *names) {
  names[threadIdx.x] = 'a';
  printf("%s\n", names);
}
