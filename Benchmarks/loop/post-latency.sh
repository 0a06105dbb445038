#!/bin/sh
# The delay from a closure posted on another thread to its frame on a real terminal.
#
# Runs `loop-bench post COUNT` (Examples/ProcessBrowser) in a detached tmux session of
# 80x24: a thread posts COUNT closures (500 by default), 20 ms apart, each changing what
# the screen shows; the program notes the time of each post (monotonic clock) and the time
# `present` returned with its frame (ncurses' doupdate done), and prints the median, p90,
# p99 and maximum of the differences when it ends.
#
# Usage: Benchmarks/loop/post-latency.sh [COUNT]   (builds loop-bench in release first)
set -eu
count=${1:-500}
root=$(cd "$(dirname "$0")/../.." && pwd)
example="$root/Examples/ProcessBrowser"
echo "==> Building loop-bench (release)"
(cd "$example" && swift build -c release --product loop-bench >/dev/null)
session="loop-post-$$"
out=$(mktemp)
trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -f "$out"' EXIT
tmux new-session -d -s "$session" -x 80 -y 24 -e LANG=C.UTF-8 -e TERM=tmux-256color \
  "'$example/.build/release/loop-bench' post $count 2> '$out'; tmux wait-for -S '$session-done'"
tmux wait-for "$session-done"
cat "$out"
