//pass
//--blockDim=128 --gridDim=108

/* Straight-line writes to slices of one array, as s3d's rate kernels
 * make (RF[(k - 1) * N + gid]): the slices never meet, so each race check
 * names only its own site among thread 1's logged ones. */
__global__ void disjoint_slices(float *RF, const float *T) {
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  float t = T[gid];
  RF[0 * 13824 + gid] = t * 1.0f;
  RF[1 * 13824 + gid] = t * 2.0f;
  RF[2 * 13824 + gid] = t * 3.0f;
  RF[3 * 13824 + gid] = t * 4.0f;
  RF[4 * 13824 + gid] = t * 5.0f;
  RF[5 * 13824 + gid] = t * 6.0f;
  RF[6 * 13824 + gid] = t * 7.0f;
  RF[7 * 13824 + gid] = t * 8.0f;
  RF[8 * 13824 + gid] = t * 9.0f;
  RF[9 * 13824 + gid] = t * 10.0f;
  RF[10 * 13824 + gid] = t * 11.0f;
  RF[11 * 13824 + gid] = t * 12.0f;
  RF[12 * 13824 + gid] = t * 13.0f;
  RF[13 * 13824 + gid] = t * 14.0f;
  RF[14 * 13824 + gid] = t * 15.0f;
  RF[15 * 13824 + gid] = t * 16.0f;
  RF[16 * 13824 + gid] = t * 17.0f;
  RF[17 * 13824 + gid] = t * 18.0f;
  RF[18 * 13824 + gid] = t * 19.0f;
  RF[19 * 13824 + gid] = t * 20.0f;
  RF[20 * 13824 + gid] = t * 21.0f;
  RF[21 * 13824 + gid] = t * 22.0f;
  RF[22 * 13824 + gid] = t * 23.0f;
  RF[23 * 13824 + gid] = t * 24.0f;
  RF[24 * 13824 + gid] = t * 25.0f;
  RF[25 * 13824 + gid] = t * 26.0f;
  RF[26 * 13824 + gid] = t * 27.0f;
  RF[27 * 13824 + gid] = t * 28.0f;
  RF[28 * 13824 + gid] = t * 29.0f;
  RF[29 * 13824 + gid] = t * 30.0f;
  RF[30 * 13824 + gid] = t * 31.0f;
  RF[31 * 13824 + gid] = t * 32.0f;
}
