/*
 * Tandem's <cublas_v2.h>: cuBLAS's host API (v2), declarations only (host
 * code is parsed, never verified).
 */
#ifndef TANDEM_CUBLAS_V2_H
#define TANDEM_CUBLAS_V2_H

#include <cuda.h>

typedef enum {
  CUBLAS_STATUS_SUCCESS = 0,
  CUBLAS_STATUS_NOT_INITIALIZED = 1,
  CUBLAS_STATUS_ALLOC_FAILED = 3,
  CUBLAS_STATUS_INVALID_VALUE = 7,
  CUBLAS_STATUS_ARCH_MISMATCH = 8,
  CUBLAS_STATUS_MAPPING_ERROR = 11,
  CUBLAS_STATUS_EXECUTION_FAILED = 13,
  CUBLAS_STATUS_INTERNAL_ERROR = 14,
  CUBLAS_STATUS_NOT_SUPPORTED = 15
} cublasStatus_t;
typedef enum { CUBLAS_OP_N = 0, CUBLAS_OP_T = 1, CUBLAS_OP_C = 2 } cublasOperation_t;
typedef enum { CUBLAS_FILL_MODE_LOWER = 0, CUBLAS_FILL_MODE_UPPER = 1 } cublasFillMode_t;
typedef enum { CUBLAS_SIDE_LEFT = 0, CUBLAS_SIDE_RIGHT = 1 } cublasSideMode_t;
typedef enum { CUBLAS_DIAG_NON_UNIT = 0, CUBLAS_DIAG_UNIT = 1 } cublasDiagType_t;
typedef enum {
  CUBLAS_POINTER_MODE_HOST = 0, CUBLAS_POINTER_MODE_DEVICE = 1
} cublasPointerMode_t;
typedef struct cublasContext *cublasHandle_t;

extern "C" {
__host__ cublasStatus_t cublasCreate_v2(cublasHandle_t *h);
__host__ cublasStatus_t cublasDestroy_v2(cublasHandle_t h);
__host__ cublasStatus_t cublasSetStream_v2(cublasHandle_t h, cudaStream_t s);
__host__ cublasStatus_t cublasSetPointerMode_v2(cublasHandle_t h, cublasPointerMode_t m);
__host__ cublasStatus_t cublasSaxpy_v2(cublasHandle_t h, int n, const float *alpha,
                                       const float *x, int incx, float *y, int incy);
__host__ cublasStatus_t cublasDaxpy_v2(cublasHandle_t h, int n, const double *alpha,
                                       const double *x, int incx, double *y, int incy);
__host__ cublasStatus_t cublasSscal_v2(cublasHandle_t h, int n, const float *alpha,
                                       float *x, int incx);
__host__ cublasStatus_t cublasSdot_v2(cublasHandle_t h, int n, const float *x, int incx,
                                      const float *y, int incy, float *result);
__host__ cublasStatus_t cublasSnrm2_v2(cublasHandle_t h, int n, const float *x, int incx,
                                       float *result);
__host__ cublasStatus_t cublasSgemv_v2(cublasHandle_t h, cublasOperation_t t, int m,
                                       int n, const float *alpha, const float *A, int lda,
                                       const float *x, int incx, const float *beta,
                                       float *y, int incy);
__host__ cublasStatus_t cublasSgemm_v2(cublasHandle_t h, cublasOperation_t ta,
                                       cublasOperation_t tb, int m, int n, int k,
                                       const float *alpha, const float *A, int lda,
                                       const float *B, int ldb, const float *beta,
                                       float *C, int ldc);
__host__ cublasStatus_t cublasDgemm_v2(cublasHandle_t h, cublasOperation_t ta,
                                       cublasOperation_t tb, int m, int n, int k,
                                       const double *alpha, const double *A, int lda,
                                       const double *B, int ldb, const double *beta,
                                       double *C, int ldc);
__host__ cublasStatus_t cublasSetVector(int n, int elemSize, const void *x, int incx,
                                        void *y, int incy);
__host__ cublasStatus_t cublasGetVector(int n, int elemSize, const void *x, int incx,
                                        void *y, int incy);
__host__ cublasStatus_t cublasSetMatrix(int rows, int cols, int elemSize, const void *A,
                                        int lda, void *B, int ldb);
__host__ cublasStatus_t cublasGetMatrix(int rows, int cols, int elemSize, const void *A,
                                        int lda, void *B, int ldb);
}
/* The v2 API's names without the suffix. */
#define cublasCreate cublasCreate_v2
#define cublasDestroy cublasDestroy_v2
#define cublasSetStream cublasSetStream_v2
#define cublasSetPointerMode cublasSetPointerMode_v2
#define cublasSaxpy cublasSaxpy_v2
#define cublasDaxpy cublasDaxpy_v2
#define cublasSscal cublasSscal_v2
#define cublasSdot cublasSdot_v2
#define cublasSnrm2 cublasSnrm2_v2
#define cublasSgemv cublasSgemv_v2
#define cublasSgemm cublasSgemm_v2
#define cublasDgemm cublasDgemm_v2

#endif /* TANDEM_CUBLAS_V2_H */
