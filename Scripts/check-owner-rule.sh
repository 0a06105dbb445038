#!/usr/bin/env bash
# Proves the owner rule of TermCoordinators is enforced by the compiler, not by a comment:
# an app cannot change a navigation stack, the selected tab or the modal stack except
# through a coordinator.
#
# It writes a throwaway consumer package in a temporary folder that depends on the library
# by absolute path, with two targets:
#   Allowed  the public doors (push, select, present): must build, so the set-up is sound;
#   Refused  navigationController.setViewControllers(_:), tabBarController.setSelectedIndex(_:)
#            and window.setModals(_:): must fail, each with an "inaccessible due to 'package'
#            protection level" error, and with no other error.
# It exits non-zero, loudly, if Refused builds or fails for any other reason.
#
# Usage: Scripts/check-owner-rule.sh   (SWIFT=... to pick the toolchain's swift)
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
# LIBRARY_PATH points the check at another copy of the library (to see it fail on one that leaks).
LIBRARY=${LIBRARY_PATH:-"$ROOT/Packages/TermCoordinators"}
SWIFT=${SWIFT:-swift}
# Kept between runs so that only the first run builds the library.
SCRATCH="$ROOT/.build/check-owner-rule"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/check-owner-rule.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

mkdir -p "$WORK/Sources/Allowed" "$WORK/Sources/Refused"
cat >"$WORK/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "OwnerRuleConsumer",
  platforms: [.macOS(.v13)],
  dependencies: [.package(path: "$LIBRARY")],
  targets: [
    .target(name: "Allowed", dependencies: [
      .product(name: "Coordinators", package: "TermCoordinators"),
      .product(name: "TermUI", package: "TermCoordinators"),
    ]),
    .target(name: "Refused", dependencies: [
      .product(name: "Coordinators", package: "TermCoordinators"),
      .product(name: "TermUI", package: "TermCoordinators"),
    ]),
  ]
)
SWIFT

cat >"$WORK/Sources/Allowed/Doors.swift" <<'SWIFT'
import Coordinators
import TermUI

// What an app may do: ask the coordinators.
func useTheDoors(stack: NavigationCoordinator, tabs: TabBarCoordinator, screen: ViewController) throws {
  stack.push(screen)
  try stack.pop()
  try tabs.select(0)
  try stack.present(ViewController(title: "Sheet"))
}
SWIFT

cat >"$WORK/Sources/Refused/Stack.swift" <<'SWIFT'
import Coordinators
import TermUI

func replaceTheStack(of stack: NavigationCoordinator) {
  stack.navigationController.setViewControllers([])
}
SWIFT
cat >"$WORK/Sources/Refused/Tabs.swift" <<'SWIFT'
import Coordinators
import TermUI

func selectBehindTheCoordinatorsBack(_ tabs: TabBarCoordinator) {
  tabs.tabBarController.setSelectedIndex(1)
}
SWIFT
cat >"$WORK/Sources/Refused/Modals.swift" <<'SWIFT'
import Coordinators
import TermUI

func clearTheModals(of window: WindowCoordinator) {
  window.window.setModals([])
}
SWIFT

cd "$WORK"
echo "==> Owner rule: building a consumer's legitimate calls (must succeed)"
if ! "$SWIFT" build --scratch-path "$SCRATCH" --target Allowed >"$WORK/allowed.log" 2>&1; then
  cat "$WORK/allowed.log"
  echo "FAIL: the consumer package does not build its public calls; the check below would prove nothing" >&2
  exit 1
fi

echo "==> Owner rule: building a consumer that changes stacks, tabs and modals itself (must fail)"
if "$SWIFT" build --scratch-path "$SCRATCH" --target Refused >"$WORK/refused.log" 2>&1; then
  cat "$WORK/refused.log"
  echo "FAIL: a consumer called setViewControllers/setSelectedIndex/setModals and it COMPILED:" >&2
  echo "      the owner rule is no longer enforced (were the methods made public?)" >&2
  exit 1
fi

status=0
for method in setViewControllers setSelectedIndex setModals; do
  if grep -Eq "error: '$method' is inaccessible due to 'package' protection level" "$WORK/refused.log"; then
    echo "    refused: $method (inaccessible due to 'package' protection level)"
  else
    echo "FAIL: no 'package' protection error for $method" >&2
    status=1
  fi
done
others=$(grep -E "error:" "$WORK/refused.log" | grep -v "inaccessible due to 'package' protection level" || true)
if [ -n "$others" ]; then
  echo "FAIL: the consumer failed for other reasons too:" >&2
  echo "$others" >&2
  status=1
fi
if [ "$status" -ne 0 ]; then
  cat "$WORK/refused.log" >&2
  exit 1
fi
echo "==> Owner rule holds: only coordinators change stacks, tabs and modals"
