#!/bin/sh
# Install the Debian bookworm packages that Tandem needs to build and run.
# Does nothing (and needs neither root nor a network) when they are present.
set -eu

PACKAGES="clang-16 llvm-16-dev boogie z3 make gcc python3 python3-jsonschema"

missing=""
for cmd in clang-16 llvm-config-16 boogie z3 cc make python3; do
    command -v "$cmd" >/dev/null 2>&1 || missing="$missing $cmd"
done
# The CI tests validate --json and --sarif output against their schemas.
if command -v python3 >/dev/null 2>&1 && ! python3 -c 'import jsonschema' 2>/dev/null; then
    missing="$missing python3-jsonschema"
fi
# llvm-config-16 comes with llvm-16; the LLVM-C headers only with llvm-16-dev.
if command -v llvm-config-16 >/dev/null 2>&1 &&
    [ ! -f "$(llvm-config-16 --includedir)/llvm-c/Core.h" ]; then
    missing="$missing llvm-c-headers"
fi

if [ -z "$missing" ]; then
    echo "install-deps: all dependencies present"
    exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
    echo "install-deps: missing:$missing" >&2
    echo "install-deps: run as root (make deps), or: apt-get install $PACKAGES" >&2
    exit 1
fi

echo "install-deps: missing:$missing; installing $PACKAGES"
export DEBIAN_FRONTEND=noninteractive
apt-get update
# shellcheck disable=SC2086 # one word per package
apt-get install -y --no-install-recommends $PACKAGES
