#!/bin/sh
# Time Tandem on GPUVerify's test suite and compare with GPUVerify's own
# times (../shared/anchors). Kernels run one at a time by default so that
# per-kernel times are comparable; BENCH_JOBS=N runs N at once. Extra
# arguments go to the runner, e.g. --json build/benchmark.json.
#   BENCH_SET=symbolic  Tandem's own kernels that verify for a given launch,
#                       run with every launch size `*` (no ../shared needed)
#   BENCH_SET=benchmarks  GPUVerify's benchmark kernels (real code)
set -eu
cd "$(dirname "$0")/.."

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
