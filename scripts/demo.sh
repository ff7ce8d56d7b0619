#!/bin/sh
# Verify the two example kernels: examples/verified.cu must be proved
# race-free (exit 0), examples/race.cu must be reported (exit 6).
set -u
cd "$(dirname "$0")/.." || exit 1

TANDEM=${TANDEM:-bin/tandem}
status=0

# demo EXPECTED_EXIT ARGS...: run and show one command, check its exit code.
demo() {
    expected=$1
    shift
    echo "\$ $TANDEM $*"
    "$TANDEM" "$@"
    code=$?
    if [ "$code" -eq "$expected" ]; then
        echo "(exit $code, as expected)"
    else
        echo "demo: expected exit $expected, got $code" >&2
        status=1
    fi
    echo
}

demo 0 --blockDim=64 --gridDim=4 examples/verified.cu
demo 6 --blockDim=64 --gridDim=4 examples/race.cu
exit $status
