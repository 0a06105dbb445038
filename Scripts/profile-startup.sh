#!/usr/bin/env bash
# Where the instructions of kanji's first frame go: one start-up on the bundled data (an
# existing dictionary, --fresh) under callgrind, through the benchmark's pty driver, broken
# down by phase, next to the two floor programs. Instruction counts do not change with the
# machine's load, so the table is repeatable. `make profile-startup` builds what it needs.
#
#   Scripts/profile-startup.sh [KANJI_BINARY] [BENCH_DIR]
set -euo pipefail
kanji=${1:-.build/release/kanji}
bench=${2:-.build/bench}
work=$(mktemp -d "${TMPDIR:-/tmp}/kanji-profile.XXXXXX")
trap 'rm -rf "$work"' EXIT

# valgrind 3.19 cannot read the DWARF 5 debug info Swift writes: profile stripped copies.
objcopy --strip-debug "$kanji" "$work/kanji"
objcopy --strip-debug "$bench/swift-floor" "$work/swift-floor"
drive() { "$bench/ptydrive" -t 60000 -w quit -s "" -- "$@" >/dev/null; }
valgrind=(valgrind --tool=callgrind --log-file="$work/valgrind.log")
total() { sed -n 's/^summary: //p' "$1"; }

echo "==> Seeding a data directory from the bundled data (first start, not profiled)"
drive "$work/kanji" --data-dir "$work/data" --fresh
echo "==> One start-up under callgrind (about 20 s)"
drive "${valgrind[@]}" --callgrind-out-file="$work/kanji.out" "$work/kanji" --data-dir "$work/data" --fresh
drive "${valgrind[@]}" --callgrind-out-file="$work/swift-floor.out" "$work/swift-floor"

callgrind_annotate --inclusive=yes "$work/kanji.out" >"$work/inclusive.txt" 2>/dev/null
# The inclusive instructions of the first function whose symbol contains $2.
phase() {
  local ir
  ir=$(grep -m1 -F -- "$2" "$work/inclusive.txt" | awk '{gsub(",", "", $1); print $1}' || true)
  printf '| %-58s | %12s |\n' "$1" "${ir:-0}"
}
all=$(total "$work/kanji.out")
main=$(grep -m1 -F 'kanji_main' "$work/inclusive.txt" | awk '{gsub(",", "", $1); print $1}')
# Work on the second thread (user.sqlite, opened while the dictionary is) is not under main.
threads=$(grep -m1 -F 'pthread_create.c:start_thread' "$work/inclusive.txt" | awk '{gsub(",", "", $1); print $1}' || true)
threads=${threads:-0}
echo
printf '| %-58s | %12s |\n' "phase of kanji's first frame (inclusive)" "instructions"
printf '|%s|%s|\n' "$(printf -- '-%.0s' {1..60})" "$(printf -- '-%.0s' {1..14})"
printf '| %-58s | %12s |\n' "whole process" "$all"
printf '| %-58s | %12s |\n' "before main: dynamic loading, Swift runtime, Foundation" "$((all - main - threads))"
phase "arguments: the browser's fast path (BrowseArguments)" 'BrowseArgumentsV8fastPath'
phase "arguments: swift-argument-parser (0 on the fast path)" 'ParsableCommandPAAE11parseAsRoot'
phase "config.toml read (none here)" 'ConfigurationV4load'
phase "bundled data located" 'BundledDataO10datasetURL'
phase "dictionary.sqlite opened and checked" 'DictionaryStoreC4open9directory'
phase "user.sqlite opened (accounts; on the second thread)" 'AccountStoreC15openForBrowsing'
printf '| %-58s | %12s |\n' "second thread, all of it (user.sqlite, thread start)" "$threads"
phase "app built: coordinators, first queries, state restored" 'ApplicationC11environment6launch'
phase "ncurses started" 'TerminalC7optionsA2C7Options'
phase "run loop: first render and write, then q" 'ApplicationC3run2on'
phase "Swift type lookups, across all phases (reflection, casts)" 'swift_getTypeByMangledName'
echo
printf '| %-58s | %12s |\n' "floor: Swift program linking Foundation, one line" "$(total "$work/swift-floor.out")"
