#!/usr/bin/env bash
# `make test`: the whole suite as two pytest runs side by side (docs/testing.md).
#
# The tests marked `realtime` spend their time waiting (speech played into a sound server and
# recorded, a screen reader heard through a session): they run in a process of their own, several
# at once, each with its own sound server. The others load the CPU: they run at the same time on
# every core (pytest-xdist), niced, so that the sound being recorded keeps real time. The real-time
# run's output is printed when both have ended; the exit status fails if either run failed.
# Extra arguments go to both runs (e.g. `tools/run_tests.sh -x`).
set -u
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-.venv/bin/python}
REALTIME_WORKERS=${REALTIME_WORKERS:-3}
NICENESS=${NICENESS:-10}  # of the CPU-bound run; 0 to measure it on a machine shared with other work
log=$(mktemp "${TMPDIR:-/tmp}/alea-realtime-tests.XXXXXX")
realtime_pid=
stop() {
  if [ -n "$realtime_pid" ]; then kill -INT "$realtime_pid" 2>/dev/null; wait "$realtime_pid" 2>/dev/null; fi
  rm -f "$log"
}
trap stop EXIT
trap 'exit 130' INT TERM

# The five processes that collect the suite (the main run's workers, the real-time run's) would
# each compile it from scratch on a fresh checkout (or under PYTHONDONTWRITEBYTECODE), about 4 s
# of CPU apiece: one collection first writes the bytecode and pytest's rewritten test modules to
# the git-ignored __pycache__ folders, which the runs then read (docs/testing.md).
env -u PYTHONDONTWRITEBYTECODE "$PYTHON" -m pytest -q --collect-only -p no:cacheprovider "$@" >/dev/null 2>&1

# -p no:cacheprovider: the last-failed list stays the main run's.
"$PYTHON" -m pytest -q -m realtime -n "$REALTIME_WORKERS" --dist loadgroup -p no:cacheprovider "$@" >"$log" 2>&1 &
realtime_pid=$!
nice -n "$NICENESS" "$PYTHON" -m pytest -q -m "not realtime" -n auto --dist loadgroup "$@"
main=$?
wait "$realtime_pid"
realtime=$?
realtime_pid=
echo
echo "The real-time tests (run beside the others, marker realtime):"
cat "$log"
[ "$realtime" -eq 5 ] && realtime=0  # exit status 5: no real-time test selected
[ "$main" -eq 5 ] && main=0
[ "$main" -eq 0 ] && [ "$realtime" -eq 0 ]
