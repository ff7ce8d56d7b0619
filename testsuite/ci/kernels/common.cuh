// A header beside the kernels: not a kernel file, never verified alone.
#define OFFSET 1
