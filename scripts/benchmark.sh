#!/bin/sh
# Time Tandem on GPUVerify's test suite and compare with GPUVerify's own
# times (../shared/anchors). Kernels run one at a time by default so that
# per-kernel times are comparable; BENCH_JOBS=N runs N at once. Extra
# arguments go to the runner, e.g. --json build/benchmark.json.
#   BENCH_SET=symbolic  Tandem's own kernels that verify for a given launch,
#                       run with every launch size `*` (no ../shared needed);
#                       those in testsuite/size-dependent.txt are expected
#                       to report a defect, the others to verify
#   BENCH_SET=benchmarks  GPUVerify's benchmark kernels (real code)
#   BENCH_SET=run       the executor's speed (tandem --run): one block of
#                       1024 threads running a loop of BENCH_ITERATIONS
#                       (default 10^5) iterations, once of arithmetic and
#                       once of shared-memory accesses (race-checked); the
#                       seconds and the instructions executed per second
set -eu
cd "$(dirname "$0")/.."

# One kernel run with --run --verbose: its name, the seconds of the whole
# command, and the executor's own count of instructions and seconds.
run_one() {
    start=$(date +%s.%N)
    out=$("${TANDEM:-bin/tandem}" --no-cache --verbose --run --blockDim=1024 --gridDim=1 \
        --kernel-args="$1,*,$ITERATIONS" "$DIR/$1.cu")
    end=$(date +%s.%N)
    echo "$out" | grep -q "no defect found in this execution" ||
        { echo "$out"; echo "benchmark: $1 did not run to its end"; exit 1; }
    echo "$out" | sed -n "s/.*: executed \([0-9]*\) instructions in \([0-9.]*\) s$/\1 \2/p" |
        awk -v k="$1" -v n="$ITERATIONS" -v t0="$start" -v t1="$end" '{ t = t1 - t0
            printf "%-8s 1 block of 1024 threads, %d iterations: %.2f s (%.2f s executing), " \
                   "%d instructions, %.1f million instructions/s\n", k, n, t, $2, $1, $1 / $2 / 1e6 }'
}

if [ "${BENCH_SET:-}" = run ]; then
    ITERATIONS=${BENCH_ITERATIONS:-100000}
    DIR=$(mktemp -d)
    trap 'rm -rf "$DIR"' EXIT
    cat >"$DIR/alu.cu" <<'KERNEL'
__global__ void alu(int *A, int n) {
  int acc = 0;
  for (int i = 0; i < n; i++)
    acc += i ^ threadIdx.x;
  A[threadIdx.x] = acc;
}
KERNEL
    cat >"$DIR/memory.cu" <<'KERNEL'
__global__ void memory(int *A, int n) {
  __shared__ int s[1024];
  s[threadIdx.x] = threadIdx.x;
  for (int i = 0; i < n; i++)
    s[threadIdx.x] = s[threadIdx.x] * 3 + i;
  A[threadIdx.x] = s[threadIdx.x];
}
KERNEL
    # Each thread runs about 10^6 instructions: within --run-steps' default.
    run_one alu
    run_one memory
    exit 0
fi

case "${BENCH_SET:-testsuite}" in
symbolic)
    exec python3 scripts/run-tests.py --tandem "${TANDEM:-bin/tandem}" \
        -j "${BENCH_JOBS:-1}" --corpus --symbolic-sizes --timeout "${BENCH_TIMEOUT:-60}" \
        "$@" testsuite/kernels ;;
benchmarks)
    SUITE=../shared/corpus/gpuverify-benchmarks ;;
*)
    SUITE=../shared/corpus/gpuverify-testsuite ;;
esac

if [ ! -d "$SUITE" ]; then
    echo "benchmark: $SUITE not found: nothing to measure"
    exit 0
fi
exec python3 scripts/run-tests.py --tandem "${TANDEM:-bin/tandem}" \
    -j "${BENCH_JOBS:-1}" --corpus --timeout "${BENCH_TIMEOUT:-60}" "$@" "$SUITE"
