#!/bin/sh
# Tests of scripts/run-tests.py itself: headers it must reject, a test
# that must fail, and a corpus baseline it must hold a run to.
# Usage: sh testsuite/runner/check.sh [TANDEM]
set -u
cd "$(dirname "$0")/../.."
TANDEM=${1:-bin/tandem}
RUN="python3 scripts/run-tests.py --tandem $TANDEM -j 1"
DIR=testsuite/runner
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
failed=0

# expect NAME STATUS REGEX COMMAND...: COMMAND exits STATUS and prints REGEX.
expect() {
    name=$1 status=$2 regex=$3
    shift 3
    "$@" >"$TMP/out" 2>&1
    got=$?
    if [ "$got" -ne "$status" ] || ! grep -Eq "$regex" "$TMP/out"; then
        echo "runner test $name: expected exit $status and /$regex/, got exit $got:"
        sed 's/^/    /' "$TMP/out" | tail -20
        failed=$((failed + 1))
    fi
}

expect typo 2 "is not a test header" $RUN $DIR/typo
expect unanchored 2 "also matches longer kernel names" $RUN $DIR/unanchored
expect good 0 "^1 passed, 0 failed$" $RUN $DIR/good
expect wrong 1 "^0 passed, 1 failed$" $RUN $DIR/wrong

# A kernel that agreed in the baseline and no longer does is run again,
# then reported; one that did not agree runs under the short limit.
cat >"$TMP/baseline.json" <<JSON
{"wrong/race_expected_pass.cu": {"agrees": true},
 "good/race.cu": {"agrees": false}}
JSON
expect regression 1 "REGRESSION: wrong/race_expected_pass.cu" \
    $RUN --corpus --baseline "$TMP/baseline.json" --settled-timeout 30 $DIR/wrong $DIR/good
cp "$TMP/out" "$TMP/corpus"
expect retried 0 "running 1 kernel\(s\) again" cat "$TMP/corpus"
expect gain 0 "newly agreeing: good/race.cu" cat "$TMP/corpus"

# A missed defect fails a corpus run even where the baseline says the
# kernel did not agree.
echo '{"missed/verified_expected_race.cu": {"agrees": false}}' >"$TMP/missed.json"
expect missed 1 "^MISSED DEFECTS \(expected NOT_ALL_VERIFIED, got exit 0\): 1$" \
    $RUN --corpus --baseline "$TMP/missed.json" $DIR/missed

# A kernel that times out is run alone with three times the limit: slower,
# it still agrees and is no regression; slower still, it is one.
echo '{"slow/verifies.cu": {"agrees": true}}' >"$TMP/slow.json"
SLOW="python3 scripts/run-tests.py --tandem $DIR/sleepy-tandem -j 1 --corpus --timeout 1"
expect slow 0 "flaky: slow/verifies.cu gave timeout .* agreed when run alone" \
    env SLEEPY_SECONDS=2 $SLOW --baseline "$TMP/slow.json" $DIR/slow
expect too-slow 1 "REGRESSION: slow/verifies.cu" \
    env SLEEPY_SECONDS=4 $SLOW --baseline "$TMP/slow.json" $DIR/slow

if [ "$failed" -ne 0 ]; then
    echo "runner tests: $failed failed"
    exit 1
fi
echo "runner tests: all passed"
