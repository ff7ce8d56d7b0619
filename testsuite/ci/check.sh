#!/bin/sh
# Tests of the command line for CI (issue 13): several paths, directories,
# --use-file-options, -j, the exit code over files, --json, --sarif,
# --silent, --time-as-csv, interrupts, and make install.
# Usage: sh testsuite/ci/check.sh [TANDEM]
set -u
cd "$(dirname "$0")/../.."
TANDEM=${1:-bin/tandem}
DIR=testsuite/ci
K=$DIR/kernels
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
# Tandem's own temporary directories go here, to check that none is left.
mkdir "$TMP/tmp"
export TMPDIR="$TMP/tmp"
# Never the user's cache; the cache tests below name their own.
export XDG_CACHE_HOME="$TMP/xdg"
failed=0

fail() {
    echo "ci test $1: $2"
    sed 's/^/    /' "$TMP/out" | tail -30
    failed=$((failed + 1))
}

# expect NAME STATUS REGEX COMMAND...: COMMAND exits STATUS and prints a
# line matching REGEX (an empty REGEX: prints nothing).
expect() {
    name=$1 status=$2 regex=$3
    shift 3
    "$@" >"$TMP/out" 2>&1
    got=$?
    if [ "$got" -ne "$status" ]; then
        fail "$name" "exit $got, expected $status"
    elif [ -z "$regex" ] && [ -s "$TMP/out" ]; then
        fail "$name" "printed something, expected nothing"
    elif [ -n "$regex" ] && ! grep -Eq "$regex" "$TMP/out"; then
        fail "$name" "no line matches /$regex/"
    fi
}

# A directory: its .cu and .cl files in sorted order (not common.cuh), with
# each file's own options; the report of each file whole, in input order;
# the exit code the worst (6: a race).
expect dir 6 "^Tandem finished 3 files: 2 verified, 1 not$" \
    $TANDEM --use-file-options -j 2 $K
grep -E '^testsuite/ci/kernels/[^:]*: [a-z_]+: (Verified|1 error)$' "$TMP/out" >"$TMP/order"
printf '%s\n' "testsuite/ci/kernels/a_verified.cu: copy: Verified" \
    "testsuite/ci/kernels/b_race.cl: shift: 1 error" \
    "testsuite/ci/kernels/sub/c_launch.cu: one_block: Verified" | diff - "$TMP/order" >/dev/null ||
    fail dir-order "reports not in input order"
# The same output with one worker as with two.
cp "$TMP/out" "$TMP/out-j2"
$TANDEM --use-file-options -j 1 $K >"$TMP/out" 2>&1
diff "$TMP/out-j2" "$TMP/out" >/dev/null || fail dir-j1 "-j 1 and -j 2 print different reports"
# Without --use-file-options the command line's launch counts: two blocks
# race on c_launch.cu, which its header verifies for one block.
expect launch-given 6 "one_block: 1 error$" \
    $TANDEM --blockDim=32 --gridDim=2 $K/sub/c_launch.cu $K/a_verified.cu
# A file without a header and without a launch: a command-line error for
# that file only, and the worst code.
printf '__global__ void k(int *p) { p[threadIdx.x] = 0; }\n' >"$TMP/bare.cu"
expect no-header 1 "^tandem: error: $TMP/bare.cu: no thread block size given" \
    $TANDEM --use-file-options $K/a_verified.cu "$TMP/bare.cu"
grep -q "a_verified.cu: copy: Verified" "$TMP/out" || fail no-header "other files not verified"
# The worst code: a compile error (2) is worse than a defect (6).
printf '__global__ void k(int *p) { p[0] = ; }\n' >"$TMP/broken.cu"
$TANDEM --blockDim=8 --gridDim=1 "$TMP/broken.cu" $K/sub/c_launch.cu --gridDim=2 >"$TMP/out" 2>&1
[ $? -eq 2 ] || fail worst "expected exit 2 for a compile error beside a race"
expect empty-dir 1 "^tandem: error: no \\.cu or \\.cl files in" $TANDEM --blockDim=8 --gridDim=1 "$TMP/tmp"
expect not-kernel 1 "expected a kernel file ending in .cu or .cl: '$K/common.cuh'" \
    $TANDEM --blockDim=8 --gridDim=1 $K/common.cuh

# JSON and SARIF, valid against their schemas; the report still printed.
expect json 6 "shift: 1 error$" \
    $TANDEM --use-file-options $K --json="$TMP/r.json" --sarif="$TMP/r.sarif"
expect json-valid 0 "valid json" python3 $DIR/validate.py json "$TMP/r.json"
expect sarif-valid 0 "valid sarif" python3 $DIR/validate.py sarif "$TMP/r.sarif"
expect json-content 0 "^ok$" python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
ks = d["kernels"]
assert [k["kernel"] for k in ks] == ["copy", "shift", "one_block"], ks
assert [k["verdict"] for k in ks] == ["verified", "defect", "verified"]
assert d["exit_code"] == 6
assert ks[0]["launch"] == {"blockDim": [64], "gridDim": [4]}
assert ks[1]["launch"] == {"local_size": [8], "num_groups": [2]}
r = ks[1]["defects"][0]
assert r["kind"] == "data-race/write-read" and r["array"] == "tile", r
assert [a["line"] for a in r["accesses"]] == [6, 7]
assert r["accesses"][0]["source"] == "tile[t] = (int)t;"
assert "do not overlap" in ks[0]["assumptions"][0]["text"]
s = json.load(open(sys.argv[2]))["runs"][0]["results"]
assert [x["ruleId"] for x in s] == ["data-race/write-read"], s
print("ok")' "$TMP/r.json" "$TMP/r.sarif"
# SARIF of results of every kind (races, assertions, contracts, invariants,
# divergence, bounds, a refused construct, a compile error), valid against
# the SARIF 2.1.0 schema with the rules Tandem names.
T=testsuite/kernels
$TANDEM -j 2 --use-file-options --sarif="$TMP/kinds.sarif" $T/races/loop_earlier_iteration.cu \
    $T/annotations/assert_fails.cl $T/annotations/ensures_fail.cu \
    $T/annotations/barrier_invariant_wrong.cl $T/loops/invariant_entry_fail.cu \
    $T/inference/barrier_thread_trip_count.cl $T/memory/bounds_fail.cl \
    $T/errors/inline_asm.cu $T/errors/syntax.cl >/dev/null 2>&1
expect sarif-kinds 0 "^ok$" python3 -c '
import json, subprocess, sys
subprocess.run([sys.executable, sys.argv[2], "sarif", sys.argv[1]], check=True)
rules = {r["ruleId"] for r in json.load(open(sys.argv[1]))["runs"][0]["results"]}
want = {"data-race/read-write", "data-race/write-read", "assertion", "postcondition",
        "barrier-invariant", "invariant/entry", "barrier-divergence", "array-bounds"}
assert want <= rules, sorted(rules)
print("ok")' "$TMP/kinds.sarif" $DIR/validate.py
# A race no execution confirms: an unproven kernel, its defect labelled.
expect json-unconfirmed 0 "^ok$" sh -c "$TANDEM --use-file-options --json=- \
    testsuite/kernels/inference/no_infer_false_alarm.cu | python3 -c '
import json, sys
k = json.load(sys.stdin)[\"kernels\"][0]
assert k[\"verdict\"] == \"unproven\", k
assert [d[\"confirmed\"] for d in k[\"defects\"]] == [False], k
assert len(k[\"defects\"][0][\"accesses\"]) == 2 and not k[\"defects\"][0][\"threads\"], k
print(\"ok\")'"
# On standard output, the result replaces the report.
expect json-stdout 0 "^ok$" sh -c "$TANDEM --blockDim=8 --gridDim=2 --json=- $K/b_race.cl |
    python3 -c 'import json,sys; d=json.load(sys.stdin); assert d[\"exit_code\"] == 6; print(\"ok\")'"
expect json-unwritable 1 "^tandem: error: cannot write '$TMP/no/r.json'$" \
    $TANDEM --use-file-options $K/a_verified.cu --json="$TMP/no/r.json"
# A file that fails before its kernels is an entry with no kernel name.
$TANDEM --blockDim=8 --gridDim=1 "$TMP/broken.cu" --json="$TMP/b.json" >/dev/null 2>&1
expect json-error 0 "^ok$" python3 -c '
import json, sys
k = json.load(open(sys.argv[1]))["kernels"]
assert len(k) == 1 and k[0]["kernel"] is None and k[0]["verdict"] == "error", k
print("ok")' "$TMP/b.json"

# GPUVerify's output options.
# --silent: as in GPUVerify, only the reports of files not verified.
expect silent 0 "" $TANDEM --silent --use-file-options $K/a_verified.cu $K/sub/c_launch.cu
expect silent-error 6 "shift: 1 error$" $TANDEM --silent --use-file-options $K
grep -q "Verified" "$TMP/out" && fail silent-error "a verified file reported"
# --quiet: the reports of files not verified and the closing count.
expect quiet 6 "^Tandem finished 2 files: 1 verified, 1 not$" \
    $TANDEM --quiet --use-file-options $K/a_verified.cu $K/b_race.cl
grep -q "copy: Verified" "$TMP/out" && fail quiet "a verified file reported"
# A progress line on a terminal (script(1) gives standard error one), for
# several files; none with --quiet, none in a pipe.
expect progress 0 "tandem: 2 of 2 files done, 0 running" \
    script -qec "$TANDEM --use-file-options $K/a_verified.cu $K/sub/c_launch.cu >/dev/null" /dev/null
expect progress-quiet 0 "" \
    script -qec "$TANDEM --quiet --use-file-options $K/a_verified.cu $K/sub/c_launch.cu >/dev/null" /dev/null
expect progress-pipe 0 "" sh -c \
    "$TANDEM --use-file-options $K/a_verified.cu $K/sub/c_launch.cu 2>&1 >/dev/null | cat"
# Accepted options Tandem cannot honour are named on stderr.
expect unhonoured 0 "^tandem: note: option not honoured: --math-int: " \
    $TANDEM --math-int --use-file-options $K/sub/c_launch.cu
# A bounded check (--findbugs) is honoured: no note, a verdict that is
# not "Verified", exit 0, JSON verdict "bounded" valid against the schema.
B=testsuite/kernels/bounded
expect bounded 0 "findbugs_only: no defect found within 2 loop iterations" \
    $TANDEM --use-file-options $B/findbugs_only.cu --json="$TMP/bounded.json"
grep -q "not honoured\|Verified" "$TMP/out" && fail bounded "a note or 'Verified' printed"
expect bounded-json-valid 0 "valid json" python3 $DIR/validate.py json "$TMP/bounded.json"
expect bounded-json 0 "^ok$" python3 -c '
import json, sys
k = json.load(open(sys.argv[1]))["kernels"]
assert [o["verdict"] for o in k] == ["bounded"], k
print("ok")' "$TMP/bounded.json"
expect bounded-files 0 "^Tandem finished 2 files: 2 without a defect within 2 loop iterations \(not a proof\), 0 not$" \
    $TANDEM --findbugs --use-file-options $B/findbugs_only.cu $B/race_fifth_iteration_missed.cl
expect time-csv 0 "^mylabel,PASS(,[0-9]+\\.[0-9]{3}){5}$" \
    $TANDEM --time-as-csv=mylabel --use-file-options $K/sub/c_launch.cu
expect time-csv-fail 6 "^b,FAIL\\(6\\)(,[0-9]+\\.[0-9]{3}){5}$" \
    $TANDEM --time-as-csv=b --use-file-options $K/b_race.cl

# --timeout is the kernel's, not each Boogie run's: a proof started
# early (before clang) whose Boogie answers 13 s later is stopped at the
# kernel's limit plus Boogie's grace (11 s), though Houdini took only 5 s.
mkdir "$TMP/sleepy"
cat >"$TMP/sleepy/boogie" <<EOF
#!/bin/sh
case "\$*" in *contractInfer*) sleep 5 ;; *) sleep 13 ;; esac
exec "$(command -v boogie)" "\$@"
EOF
chmod +x "$TMP/sleepy/boogie"
printf '__global__ void stride(int *a, int n) {\n  for (int i = threadIdx.x; i < n; i += blockDim.x)\n    a[i] = i;\n}\n' >"$TMP/stride.cu"
expect kernel-timeout 7 "stride: error: verification timed out after 1 s$" \
    env PATH="$TMP/sleepy:$PATH" $TANDEM --blockDim=64 --gridDim=1 --timeout=1 --race-after=0 "$TMP/stride.cu"

# A Boogie whose summary counts no procedure verified and no error has
# proved nothing: exit 11, naming that no verdict came, never Verified.
mkdir "$TMP/mute"
printf '#!/bin/sh\necho "Boogie program verifier finished with 0 verified, 0 errors"\n' \
    >"$TMP/mute/boogie"
chmod +x "$TMP/mute/boogie"
expect no-verdict 11 "stride: internal error: Boogie gave no verdict on the generated program" \
    env PATH="$TMP/mute:$PATH" $TANDEM --no-cache --blockDim=64 --gridDim=1 "$TMP/stride.cu"

# Interrupted: exit 8, Boogie and the workers stopped, nothing left.
expect sigint 0 "exit 8, nothing left" python3 $DIR/interrupt.py $TANDEM SIGINT
expect sigterm 0 "exit 8, nothing left" python3 $DIR/interrupt.py $TANDEM SIGTERM

# The cache. Its key covers the tools on PATH, so every run here finds the
# same boogie: a wrapper of the real one that, with BOOGIE_FAILS set,
# fails at once (exit 11), which tells a verdict served from the cache
# from one proved again; and the same clang-16, which with CLANG_FAILS
# set tells a key found from a manifest from one made by preprocessing.
C="$TMP/cache"
mkdir "$TMP/fake"
printf '#!/bin/sh\n[ -z "$BOOGIE_FAILS" ] || exit 1\nexec "%s" "$@"\n' \
    "$(command -v boogie)" >"$TMP/fake/boogie"
printf '#!/bin/sh\n[ -z "$CLANG_FAILS" ] || exit 1\nexec "%s" "$@"\n' \
    "$(command -v clang-16)" >"$TMP/fake/clang-16"
chmod +x "$TMP/fake/boogie" "$TMP/fake/clang-16"
OLD_PATH=$PATH
PATH="$TMP/fake:$PATH"
FAKE="BOOGIE_FAILS=1"
# The stored verdicts of a cache directory (not manifests, not pch/).
entries() { ls "$1" | grep -cE '^[0-9a-f]{64}$'; }
expect cache-fill 6 "shift: 1 error$" $TANDEM --cache-dir="$C" --use-file-options $K
cp "$TMP/out" "$TMP/out-fill"
[ "$(entries "$C")" -eq 3 ] || fail cache-fill "expected 3 entries, found: $(ls "$C")"
# The manifests of settled files: a verdict found without clang -E.
[ "$(ls "$C" | grep -c '\.manifest$')" -eq 3 ] || fail cache-manifest "expected 3 manifests: $(ls "$C")"
# Output options are not part of the key.
expect cache-hit 6 "shift: 1 error$" \
    env "$FAKE" $TANDEM --cache-dir="$C" --use-file-options -j 1 --json="$TMP/c.json" $K
diff "$TMP/out-fill" "$TMP/out" >/dev/null || fail cache-hit "a different report from the cache"
expect cache-json 0 "valid json" python3 $DIR/validate.py json "$TMP/c.json"
expect no-cache 11 "internal error" env "$FAKE" $TANDEM --no-cache --cache-dir="$C" --use-file-options $K
# A different launch, or a changed source, is another key; errors are not
# stored.
expect cache-launch 11 "internal error" \
    env "$FAKE" $TANDEM --cache-dir="$C" --blockDim=32 --gridDim=2 $K/sub/c_launch.cu
cp $K/sub/c_launch.cu "$TMP/edited.cu"
expect cache-source 11 "internal error" \
    env "$FAKE" $TANDEM --cache-dir="$C" --use-file-options "$TMP/edited.cu"
printf '\n' >>"$TMP/edited.cu"
[ "$(entries "$C")" -eq 3 ] || fail cache-errors "an error was stored: $(ls "$C")"
# Corrupt entries and manifests are ignored, and replaced.
for f in $(ls "$C" | grep -E '^[0-9a-f]{64}$'); do
    printf 'tandem-cache 1\ncode 0\nreport 99999\n' >"$C/$f"
done
expect cache-corrupt 6 "shift: 1 error$" $TANDEM --cache-dir="$C" --use-file-options $K
diff "$TMP/out-fill" "$TMP/out" >/dev/null || fail cache-corrupt "a different report"
expect cache-replaced 6 "shift: 1 error$" env "$FAKE" $TANDEM --cache-dir="$C" --use-file-options $K
for f in "$C"/*.manifest; do printf 'tandem-manifest 1\nkey 12\n' >"$f"; done
expect cache-manifest-corrupt 6 "shift: 1 error$" \
    env "$FAKE" $TANDEM --cache-dir="$C" --use-file-options $K
# Another boogie (an upgrade) is another key.
printf '# upgraded\n' >>"$TMP/fake/boogie"
expect cache-tool 11 "internal error" env "$FAKE" $TANDEM --cache-dir="$C" --use-file-options $K
# A change in an included header is another key: the key is over the
# preprocessed source.
mkdir "$TMP/hdr"
cp $K/a_verified.cu $K/common.cuh "$TMP/hdr/"
expect cache-header-fill 0 "copy: Verified$" \
    $TANDEM --cache-dir="$C" --use-file-options "$TMP/hdr/a_verified.cu"
expect cache-header-hit 0 "copy: Verified$" \
    env "$FAKE" $TANDEM --cache-dir="$C" --use-file-options "$TMP/hdr/a_verified.cu"
printf 'typedef int tandem_header_changed;\n' >>"$TMP/hdr/common.cuh"
expect cache-header 11 "internal error" \
    env "$FAKE" $TANDEM --cache-dir="$C" --use-file-options "$TMP/hdr/a_verified.cu"
# The same through a manifest: files older than the run get one; a
# changed header, or a new one that shadows the header found before (the
# file's own directory is searched before -I), is a miss.
C3="$TMP/cache3"
mkdir -p "$TMP/direct/inc"
cp $K/a_verified.cu "$TMP/direct/"
cp $K/common.cuh "$TMP/direct/inc/"
OPTS="--blockDim=64 --gridDim=4 -I$TMP/direct/inc"
touch -d '1 minute ago' "$TMP/direct/a_verified.cu" "$TMP/direct/inc/common.cuh" \
    "$TMP/direct/inc" "$TMP/direct"
expect direct-fill 0 "copy: Verified$" $TANDEM --cache-dir="$C3" $OPTS "$TMP/direct/a_verified.cu"
[ "$(ls "$C3" | grep -c '\.manifest$')" -eq 1 ] || fail direct-fill "no manifest: $(ls "$C3")"
expect direct-hit 0 "copy: Verified$" \
    env "$FAKE" CLANG_FAILS=1 $TANDEM --cache-dir="$C3" $OPTS "$TMP/direct/a_verified.cu"
cp $K/common.cuh "$TMP/direct/"
expect direct-shadow 11 "internal error" \
    env "$FAKE" $TANDEM --cache-dir="$C3" $OPTS "$TMP/direct/a_verified.cu"
rm "$TMP/direct/common.cuh"
touch -d '1 minute ago' "$TMP/direct"
expect direct-unshadowed 0 "copy: Verified$" $TANDEM --cache-dir="$C3" $OPTS "$TMP/direct/a_verified.cu"
expect direct-hit-again 0 "copy: Verified$" \
    env "$FAKE" CLANG_FAILS=1 $TANDEM --cache-dir="$C3" $OPTS "$TMP/direct/a_verified.cu"
printf 'typedef int tandem_header_changed;\n' >>"$TMP/direct/inc/common.cuh"
expect direct-header 11 "internal error" \
    env "$FAKE" $TANDEM --cache-dir="$C3" $OPTS "$TMP/direct/a_verified.cu"
# Runs that store the same entry at once leave one entry, whole.
C2="$TMP/cache2"
for i in 1 2 3; do
    $TANDEM --cache-dir="$C2" --use-file-options $K/b_race.cl >/dev/null 2>&1 &
done
wait
expect cache-concurrent 6 "shift: 1 error$" \
    env "$FAKE" $TANDEM --cache-dir="$C2" --use-file-options $K/b_race.cl
[ "$(entries "$C2")" -eq 1 ] && [ -z "$(ls -A "$C2" | grep -vE '^[0-9a-f]{64}(\.manifest)?$')" ] ||
    fail cache-concurrent "expected one entry and its manifest: $(ls -A "$C2")"
PATH=$OLD_PATH
# Without --cache-dir, the runs above used $XDG_CACHE_HOME/tandem.
[ "$(ls "$TMP/xdg/tandem" 2>/dev/null | wc -l)" -gt 0 ] ||
    fail cache-default "nothing stored in \$XDG_CACHE_HOME/tandem"

# make check's Boogie replay (scripts/boogie-replay): a proof made again in
# another temporary directory is replayed, model file (/mv) included, and
# never reaches the real Boogie, which here counts its runs.
REAL="$TMP/real-boogie"
mkdir "$REAL" "$TMP/replay" "$TMP/run1" "$TMP/run2"
cat >"$REAL/boogie" <<'EOF'
#!/bin/sh
echo run >>"$BOOGIE_RUNS"
for a; do case $a in /mv:*) echo "model of ${a#/mv:}" >"${a#/mv:}" ;; esac; done
echo "proved $2"
EOF
chmod +x "$REAL/boogie"
for run in run1 run2; do
    echo 'procedure p();' >"$TMP/$run/k.bpl"
    env PATH="$PWD/scripts/boogie-replay:$REAL:$PATH" BOOGIE_REPLAY_DIR="$TMP/replay" \
        BOOGIE_RUNS="$TMP/runs" boogie "/mv:$TMP/$run/model.txt" "$TMP/$run/k.bpl" >"$TMP/out" 2>&1
    grep -qx "proved $TMP/$run/k.bpl" "$TMP/out" || fail "replay-$run" "answer not replayed whole"
    grep -qx "model of $TMP/$run/model.txt" "$TMP/$run/model.txt" 2>/dev/null ||
        fail "replay-$run" "model file not written"
done
[ "$(wc -l <"$TMP/runs")" -eq 1 ] || fail replay "the real Boogie ran $(wc -l <"$TMP/runs") times, expected once"

# make install: the installed binary, run from elsewhere without
# TANDEM_PRELUDE, finds its headers; make uninstall leaves nothing. -o: the
# binary under test is installed as it is, never rebuilt; a make of its
# own, not a part of the make that runs this script.
ROOT=$(pwd)
PREFIX="$TMP/prefix"
expect install 0 "" env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make -s --no-print-directory -o "$TANDEM" install BIN="$TANDEM" PREFIX="$PREFIX"
for f in bin/tandem share/tandem/prelude/cuda.h share/tandem/prelude/opencl.h \
    share/tandem/prelude/annotations.h share/man/man1/tandem.1; do
    [ -f "$PREFIX/$f" ] || fail install "$f not installed"
done
expect installed-run 0 "^$ROOT/examples/verified.cu: rotate: Verified$" \
    sh -c "cd '$TMP' && env -u TANDEM_PRELUDE '$PREFIX/bin/tandem' --blockDim=64 --gridDim=4 '$ROOT/examples/verified.cu'"
expect uninstall 0 "" env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make -s --no-print-directory -o "$TANDEM" uninstall BIN="$TANDEM" PREFIX="$PREFIX"
[ -z "$(find "$PREFIX" -type f)" ] || fail uninstall "files left: $(find "$PREFIX" -type f)"

if [ -n "$(ls -A "$TMP/tmp")" ]; then
    echo "ci tests: temporary files left: $(ls "$TMP/tmp")"
    failed=$((failed + 1))
fi
if [ "$failed" -ne 0 ]; then
    echo "ci tests: $failed failed"
    exit 1
fi
echo "ci tests: all passed"
