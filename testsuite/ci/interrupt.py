#!/usr/bin/env python3
"""interrupt.py TANDEM SIGNAL: tandem stopped while Boogie runs exits 8,
stops its workers and Boogie, and leaves no temporary directory.

Boogie is testsuite/ci/slow/boogie, which never answers and records its
pid, so the test neither waits on a real proof nor depends on its speed."""
import os
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def alive(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie is dead for this purpose; its parent reaps it.
    with open(f"/proc/{pid}/stat") as f:
        return f.read().split(")")[-1].split()[0] != "Z"


def main():
    tandem, signame = os.path.abspath(sys.argv[1]), sys.argv[2]
    sig = getattr(signal, signame)
    with tempfile.TemporaryDirectory() as tmp:
        tmpdir = os.path.join(tmp, "t")
        os.mkdir(tmpdir)
        pids = os.path.join(tmp, "pids")
        open(pids, "w").close()
        env = dict(os.environ, TMPDIR=tmpdir, TANDEM_TEST_PIDS=pids,
                   PATH=os.path.join(HERE, "slow") + os.pathsep + os.environ["PATH"])
        kernels = os.path.join(HERE, "kernels")
        # A shell without job control starts background commands with
        # SIGINT ignored, and tandem keeps an ignored signal ignored: the
        # test gives tandem the default, however the test was started.
        p = subprocess.Popen([tandem, "--no-cache", "--use-file-options", "-j", "2",
                              os.path.join(kernels, "a_verified.cu"),
                              os.path.join(kernels, "sub", "c_launch.cu")],
                             env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                             preexec_fn=lambda: signal.signal(sig, signal.SIG_DFL))
        deadline = time.time() + 60
        while time.time() < deadline:
            with open(pids) as f:
                started = [int(x) for x in f.read().split()]
            if len(started) == 2:
                break
            time.sleep(0.1)
        else:
            p.kill()
            sys.exit("interrupt.py: Boogie never started")
        p.send_signal(sig)
        out, _ = p.communicate(timeout=30)
        errors = []
        if p.returncode != 8:
            errors.append(f"exit {p.returncode}, expected 8")
        time.sleep(0.2)
        left = [x for x in started if alive(x)]
        if left:
            errors.append(f"Boogie still running: {left}")
            for x in left:
                os.kill(x, signal.SIGKILL)
        if os.listdir(tmpdir):
            errors.append(f"temporary files left: {os.listdir(tmpdir)}")
        if errors:
            print(out.decode(errors="replace"))
            sys.exit(f"interrupt.py {signame}: " + "; ".join(errors))
    print(f"interrupt.py {signame}: exit 8, nothing left")


if __name__ == "__main__":
    main()
