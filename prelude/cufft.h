/*
 * Tandem's <cufft.h>: cuFFT's host API, declarations only (host code is
 * parsed, never verified).
 */
#ifndef TANDEM_CUFFT_H
#define TANDEM_CUFFT_H

#include <cuda.h>

typedef float cufftReal;
typedef double cufftDoubleReal;
typedef float2 cufftComplex;
typedef double2 cufftDoubleComplex;
typedef int cufftHandle;
typedef enum cufftResult_t {
  CUFFT_SUCCESS = 0,
  CUFFT_INVALID_PLAN = 1,
  CUFFT_ALLOC_FAILED = 2,
  CUFFT_INVALID_TYPE = 3,
  CUFFT_INVALID_VALUE = 4,
  CUFFT_INTERNAL_ERROR = 5,
  CUFFT_EXEC_FAILED = 6,
  CUFFT_SETUP_FAILED = 7,
  CUFFT_INVALID_SIZE = 8
} cufftResult;
typedef enum cufftType_t {
  CUFFT_R2C = 0x2a, CUFFT_C2R = 0x2c, CUFFT_C2C = 0x29,
  CUFFT_D2Z = 0x6a, CUFFT_Z2D = 0x6c, CUFFT_Z2Z = 0x69
} cufftType;
#define CUFFT_FORWARD -1
#define CUFFT_INVERSE 1

extern "C" {
__host__ cufftResult cufftPlan1d(cufftHandle *plan, int nx, cufftType type, int batch);
__host__ cufftResult cufftPlan2d(cufftHandle *plan, int nx, int ny, cufftType type);
__host__ cufftResult cufftPlan3d(cufftHandle *plan, int nx, int ny, int nz, cufftType type);
__host__ cufftResult cufftPlanMany(cufftHandle *plan, int rank, int *n, int *inembed,
                                   int istride, int idist, int *onembed, int ostride,
                                   int odist, cufftType type, int batch);
__host__ cufftResult cufftExecC2C(cufftHandle plan, cufftComplex *in, cufftComplex *out,
                                  int direction);
__host__ cufftResult cufftExecR2C(cufftHandle plan, cufftReal *in, cufftComplex *out);
__host__ cufftResult cufftExecC2R(cufftHandle plan, cufftComplex *in, cufftReal *out);
__host__ cufftResult cufftExecZ2Z(cufftHandle plan, cufftDoubleComplex *in,
                                  cufftDoubleComplex *out, int direction);
__host__ cufftResult cufftExecD2Z(cufftHandle plan, cufftDoubleReal *in,
                                  cufftDoubleComplex *out);
__host__ cufftResult cufftExecZ2D(cufftHandle plan, cufftDoubleComplex *in,
                                  cufftDoubleReal *out);
__host__ cufftResult cufftSetStream(cufftHandle plan, cudaStream_t s);
__host__ cufftResult cufftDestroy(cufftHandle plan);
}

#endif /* TANDEM_CUFFT_H */
