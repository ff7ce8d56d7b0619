#!/usr/bin/env python3
"""Write the Boogie programs Tandem generates for test kernels, for diffing.

    scripts/bpl-snapshot.py [--tandem BIN] [-j N] OUT PATH...

For every test kernel under the PATHs (the header format of run-tests.py),
runs `tandem --stop-at-bpl` with the kernel's own options and stores, under
OUT/<suite>/<path inside it>/, each generated .bpl and the output (with the
temporary directory's name replaced by TMP and times by N). Two snapshots of the same
kernels taken with two builds differ exactly where the builds translate
differently: `diff -r OLD NEW` after a refactoring that must not change
behaviour, without running Boogie at all.
"""

import argparse
import concurrent.futures
import importlib.util
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "run_tests", os.path.join(HERE, "run-tests.py"))
run_tests = importlib.util.module_from_spec(spec)
spec.loader.exec_module(run_tests)

TEMPS = re.compile(r"Temporary files kept in (\S+)")
SECONDS = re.compile(r"\d+\.\d+ s\b")  # --time figures differ run to run
TIMEOUT_SECONDS = 120


def snapshot(tandem, test, out):
    dest = os.path.join(out, test.key)
    os.makedirs(dest, exist_ok=True)
    try:
        proc = subprocess.run(
            [tandem, "--stop-at-bpl", *test.options, test.path],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            timeout=TIMEOUT_SECONDS, errors="replace")
        text, code = proc.stdout, proc.returncode
    except subprocess.TimeoutExpired:
        text, code = "", "timeout"
    temps = TEMPS.search(text)
    if temps:
        tmp = temps.group(1)
        for name in sorted(os.listdir(tmp)):
            if name.endswith(".bpl"):
                shutil.copy(os.path.join(tmp, name), os.path.join(dest, name))
        shutil.rmtree(tmp, ignore_errors=True)
        text = text.replace(tmp, "TMP")
    text = SECONDS.sub("N s", text)
    with open(os.path.join(dest, "output.txt"), "w") as f:
        f.write(f"exit {code}\n{text}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tandem", default=os.path.join(run_tests.REPO_ROOT, "bin", "tandem"))
    ap.add_argument("-j", type=int, default=os.cpu_count() or 2)
    ap.add_argument("out")
    ap.add_argument("paths", nargs="+")
    args = ap.parse_args()
    tests, errors = run_tests.collect(args.paths, strict=False)
    for e in errors:
        print(e, file=sys.stderr)
    tandem = os.path.abspath(args.tandem)
    with concurrent.futures.ThreadPoolExecutor(args.j) as pool:
        list(pool.map(lambda t: snapshot(tandem, t, args.out), tests))
    print(f"{len(tests)} kernels written to {args.out}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
