#!/bin/sh
# Time Tandem on GPUVerify's test suite and compare with GPUVerify's own
# times (../shared/anchors). Kernels run one at a time by default so that
# per-kernel times are comparable; BENCH_JOBS=N runs N at once. Extra
# arguments go to the runner, e.g. --json build/benchmark.json.
set -eu
cd "$(dirname "$0")/.."

SUITE=../shared/corpus/gpuverify-testsuite
if [ ! -d "$SUITE" ]; then
    echo "benchmark: $SUITE not found: nothing to measure"
    exit 0
fi
exec python3 scripts/run-tests.py --tandem "${TANDEM:-bin/tandem}" \
    -j "${BENCH_JOBS:-1}" --corpus "$@" "$SUITE"
