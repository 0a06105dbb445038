#!/bin/sh
# The processor time of an idle TermCoordinators app with no timers, on a real terminal.
#
# Runs `loop-bench idle` (Examples/ProcessBrowser) in a detached tmux session of 80x24,
# leaves it alone for SECONDS (60 by default), then reads from /proc/PID/stat and
# /proc/PID/status its user and system time (clock ticks; 100 a second here) and how many
# times it was woken (voluntary context switches). A loop that blocks until input uses
# ~0 ticks and wakes about never; one that polls wakes at its polling rate.
#
# Usage: Benchmarks/loop/idle-cpu.sh [SECONDS]   (builds loop-bench in release first)
set -eu
seconds=${1:-60}
root=$(cd "$(dirname "$0")/../.." && pwd)
example="$root/Examples/ProcessBrowser"
echo "==> Building loop-bench (release)"
(cd "$example" && swift build -c release --product loop-bench >/dev/null)
session="loop-idle-$$"
tmux new-session -d -s "$session" -x 80 -y 24 -e LANG=C.UTF-8 -e TERM=tmux-256color \
  "exec '$example/.build/release/loop-bench' idle"
trap 'tmux kill-session -t "$session" 2>/dev/null || true' EXIT
sleep 1
pid=$(tmux list-panes -t "$session" -F '#{pane_pid}')
read_counters() {
  awk '{print $14 + $15}' "/proc/$pid/stat"
  awk '/^voluntary_ctxt_switches/ {print $2}' "/proc/$pid/status"
}
set -- $(read_counters)
ticks0=$1 wakes0=$2
echo "==> loop-bench idle (pid $pid) left alone for $seconds s"
sleep "$seconds"
set -- $(read_counters)
ticks=$(( $1 - ticks0 )) wakes=$(( $2 - wakes0 ))
hz=$(getconf CLK_TCK)
echo "idle $seconds s: $ticks clock ticks of CPU (1 tick = 1/$hz s), $wakes wake-ups (voluntary context switches)"
