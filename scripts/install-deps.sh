#!/bin/sh
# Install the Debian bookworm packages that Tandem needs to build and run.
# Does nothing (and needs neither root nor a network) when they are present.
set -eu

PACKAGES="clang-16 llvm-16-dev libzstd-dev boogie z3 make gcc python3 python3-jsonschema"

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
# Tandem links LLVM's static libraries, which need zstd's link-time library
# (llvm-16-dev does not depend on it); cc names a library it cannot find
# without a directory.
if command -v cc >/dev/null 2>&1 && [ "$(cc -print-file-name=libzstd.so)" = libzstd.so ]; then
    missing="$missing libzstd-dev"
fi

# Boogie runs on Mono, which compiles every assembly it loads at each start
# unless Mono's ahead-of-time cache (where Debian puts mscorlib's image)
# has an image of it: that is about 0.25 s of each Boogie run, and a kernel
# takes one or two. The images are made once, as root; Mono ignores an
# image whose assembly has changed since it was made.
BOOGIE_LIB=/usr/lib/boogie
GAC=/usr/lib/mono/gac
GAC_ASSEMBLIES="System System.Core System.Numerics System.Xml System.Configuration
System.Runtime.Caching System.Security Mono.Security"

aot_cache_dir() {
    case "$(uname -m)" in
    x86_64) echo /usr/lib/mono/aot-cache/amd64 ;;
    aarch64) echo /usr/lib/mono/aot-cache/arm64 ;;
    esac
}

# The assemblies Boogie loads that have no image in the cache.
aot_missing() {
    dir=$(aot_cache_dir)
    [ -n "$dir" ] && command -v mono >/dev/null 2>&1 || return 0
    for f in "$BOOGIE_LIB"/*.dll "$BOOGIE_LIB"/*.exe; do
        [ -f "$f" ] && [ ! -f "$dir/${f##*/}.so" ] && echo "$f"
    done
    for a in $GAC_ASSEMBLIES; do
        for f in "$GAC/$a"/4.0.0.0__*/"$a.dll"; do
            [ -f "$f" ] && [ ! -f "$dir/$a.dll.so" ] && echo "$f"
        done
    done
    return 0
}

aot_compile() {
    dir=$(aot_cache_dir)
    [ -n "$dir" ] && command -v mono >/dev/null 2>&1 || return 0
    mkdir -p "$dir"
    for f in $(aot_missing); do
        # Written aside, then renamed: a failed compile leaves no image.
        out="$dir/${f##*/}.so"
        if mono --aot=outfile="$out.tmp" "$f" >/dev/null 2>&1; then
            mv "$out.tmp" "$out"
        else
            rm -f "$out.tmp"
            echo "install-deps: note: no ahead-of-time image of $f" >&2
        fi
    done
}

if [ -z "$missing" ]; then
    if [ -n "$(aot_missing)" ]; then
        if [ "$(id -u)" -eq 0 ]; then
            echo "install-deps: compiling Boogie's assemblies ahead of time"
            aot_compile
        else
            echo "install-deps: note: as root (make deps), Boogie's assemblies would be" \
                "compiled ahead of time, and each Boogie run would start faster" >&2
        fi
    fi
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
echo "install-deps: compiling Boogie's assemblies ahead of time"
aot_compile
