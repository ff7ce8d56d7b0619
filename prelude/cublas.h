/* Tandem's <cublas.h>: see <cublas_v2.h>. */
#include <cublas_v2.h>
