/*
 * Tandem's <curand.h>: cuRAND's host API, declarations only (host code is
 * parsed, never verified).
 */
#ifndef TANDEM_CURAND_H
#define TANDEM_CURAND_H

#include <cuda.h>

typedef enum curandStatus {
  CURAND_STATUS_SUCCESS = 0,
  CURAND_STATUS_VERSION_MISMATCH = 100,
  CURAND_STATUS_NOT_INITIALIZED = 101,
  CURAND_STATUS_ALLOCATION_FAILED = 102,
  CURAND_STATUS_TYPE_ERROR = 103,
  CURAND_STATUS_OUT_OF_RANGE = 104,
  CURAND_STATUS_LENGTH_NOT_MULTIPLE = 105,
  CURAND_STATUS_LAUNCH_FAILURE = 201,
  CURAND_STATUS_INTERNAL_ERROR = 999
} curandStatus_t;
typedef enum curandRngType {
  CURAND_RNG_PSEUDO_DEFAULT = 100,
  CURAND_RNG_PSEUDO_XORWOW = 101,
  CURAND_RNG_PSEUDO_MRG32K3A = 121,
  CURAND_RNG_PSEUDO_MTGP32 = 141,
  CURAND_RNG_PSEUDO_PHILOX4_32_10 = 161,
  CURAND_RNG_QUASI_DEFAULT = 200,
  CURAND_RNG_QUASI_SOBOL32 = 201
} curandRngType_t;
typedef struct curandGenerator_st *curandGenerator_t;

extern "C" {
__host__ curandStatus_t curandCreateGenerator(curandGenerator_t *g, curandRngType_t t);
__host__ curandStatus_t curandCreateGeneratorHost(curandGenerator_t *g, curandRngType_t t);
__host__ curandStatus_t curandDestroyGenerator(curandGenerator_t g);
__host__ curandStatus_t curandSetPseudoRandomGeneratorSeed(curandGenerator_t g,
                                                           unsigned long long seed);
__host__ curandStatus_t curandSetStream(curandGenerator_t g, cudaStream_t s);
__host__ curandStatus_t curandGenerate(curandGenerator_t g, unsigned int *out, size_t n);
__host__ curandStatus_t curandGenerateUniform(curandGenerator_t g, float *out, size_t n);
__host__ curandStatus_t curandGenerateUniformDouble(curandGenerator_t g, double *out,
                                                    size_t n);
__host__ curandStatus_t curandGenerateNormal(curandGenerator_t g, float *out, size_t n,
                                             float mean, float stddev);
__host__ curandStatus_t curandGenerateNormalDouble(curandGenerator_t g, double *out,
                                                   size_t n, double mean, double stddev);
}

#endif /* TANDEM_CURAND_H */
