#!/usr/bin/env bash
# Proves that `make library-release` makes a repository a package can depend on by URL, and
# that it refuses what it should. Offline: everything happens in a temporary folder.
#
#  1. A scratch git repository holds a copy of Packages/TermCoordinators as it is in this
#     work tree (uncommitted edits included, so the check tests what is being changed),
#     with a CHANGELOG.md of its own that names the version 0.1.0.
#  2. Scripts/library-release.sh must refuse a missing or malformed VERSION, a version
#     CHANGELOG.md does not name, changes still listed as Unreleased, and a destination
#     that is a folder of something else.
#  3. It releases 0.1.0 into a bare repository it creates.
#  4. Examples/URLConsumer, whose manifest the library's README quotes, is copied and its
#     URL pointed at that repository: .package(url: "file://…", from: "0.1.0"). `swift
#     build` resolves the tag and builds the library, and the consumer's program runs an
#     application headless and prints its screen, which is checked.
#  5. The same release again does nothing and succeeds; an uncommitted change is refused;
#     committed, the same version on new content is refused; released from its own commit
#     (REF) into another repository, the version is the same commit; a new version is
#     released and `main` follows it.
#
# Usage: Scripts/check-library-release.sh   (SWIFT=... to pick the toolchain's swift)
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
RELEASE="$ROOT/Scripts/library-release.sh"
SWIFT=${SWIFT:-swift}
PREFIX=Packages/TermCoordinators
WORK=$(mktemp -d "${TMPDIR:-/tmp}/check-library-release.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

SOURCE="$WORK/source"
DEST="$WORK/TermCoordinators.git"
failures=0

fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

# A fixed identity and no signing: the scratch commits must not depend on the user's git
# configuration.
commit() {
  git -C "$SOURCE" add -A
  git -C "$SOURCE" -c user.name="Release check" -c user.email="release-check@example.invalid" \
    -c commit.gpgsign=false commit --quiet -m "$1"
}

# Runs the release script on the scratch repository; its output is in $WORK/release.log.
release() {
  SOURCE="$SOURCE" "$RELEASE" "$@" >"$WORK/release.log" 2>&1
}

# `release ARGS` must fail and say `reason`.
expect_refusal() {
  local reason=$1
  shift
  if release "$@"; then
    fail "library-release $* succeeded; it must refuse ($reason)"
    cat "$WORK/release.log" >&2
  elif ! grep -Fq "$reason" "$WORK/release.log"; then
    fail "library-release $* was refused without saying '$reason':"
    cat "$WORK/release.log" >&2
  else
    echo "    refused: library-release $* ($reason)"
  fi
}

echo "==> Library release: a scratch repository with $PREFIX as in this work tree"
mkdir -p "$SOURCE"
git -C "$SOURCE" init --quiet
tar -C "$ROOT" --exclude=.build --exclude=.swiftpm --exclude=Package.resolved -cf - "$PREFIX" | tar -C "$SOURCE" -xf -
# The scratch changelog names the versions this check releases, whatever the real one says.
VERSION=0.1.0
changelog() {
  printf '# Changelog\n\n## [Unreleased]\n%s\n## [%s] - 2026-01-01\n\n### Added\n\n- The library.\n' "$1" "$VERSION" \
    >"$SOURCE/$PREFIX/CHANGELOG.md"
}
changelog $'\n### Added\n\n- Something not released yet.\n'
commit "The library, with a change not released yet"

echo "==> Library release: bad input must be refused"
expect_refusal "still lists changes under Unreleased" "$VERSION" "$DEST"
changelog ""
commit "The library, every change released"
first=$(git -C "$SOURCE" rev-parse HEAD)
expect_refusal "no version given"
expect_refusal "no destination given" "$VERSION"
expect_refusal "is not a semantic version" "v$VERSION" "$DEST"
expect_refusal "is not a semantic version" "1.0" "$DEST"
expect_refusal "is not a semantic version" "01.0.0" "$DEST"
expect_refusal "has no '## [98.0.0]' section" "98.0.0" "$DEST"
mkdir -p "$WORK/not-a-repository" && touch "$WORK/not-a-repository/notes.txt"
expect_refusal "is neither empty nor a bare git repository" "$VERSION" "$WORK/not-a-repository"
[ ! -e "$DEST" ] || fail "a refused release created $DEST"

echo "==> Library release: releasing $VERSION into a new bare repository"
if ! release "$VERSION" "$DEST"; then
  cat "$WORK/release.log" >&2
  echo "FAIL: library-release $VERSION did not succeed" >&2
  exit 1
fi
[ "$(git -C "$DEST" rev-parse --is-bare-repository)" = true ] || fail "$DEST is not a bare repository"
tagged=$(git -C "$DEST" rev-parse --verify --quiet "refs/tags/$VERSION^{commit}") || fail "no tag $VERSION in $DEST"
[ "$(git -C "$DEST" rev-parse --verify --quiet refs/heads/main)" = "$tagged" ] || fail "main is not at the tag $VERSION"
[ "$(git -C "$DEST" rev-parse "$tagged^{tree}")" = "$(git -C "$SOURCE" rev-parse "HEAD:$PREFIX")" ] ||
  fail "the tag's tree is not the library's folder"

echo "==> Library release: a consumer depends on file://$DEST from: \"$VERSION\""
CONSUMER="$WORK/consumer"
mkdir -p "$CONSUMER"
cp -R "$ROOT/Examples/URLConsumer/Package.swift" "$ROOT/Examples/URLConsumer/Sources" "$CONSUMER/"
placeholder='.package(url: "https://git.example.com/TermCoordinators.git", from: "0.1.0")'
grep -Fq "$placeholder" "$CONSUMER/Package.swift" ||
  { echo "FAIL: Examples/URLConsumer/Package.swift no longer has the line: $placeholder" >&2; exit 1; }
python3 - "$CONSUMER/Package.swift" "$placeholder" ".package(url: \"file://$DEST\", from: \"$VERSION\")" <<'PY'
import sys
path, old, new = sys.argv[1:]
with open(path, encoding="utf-8") as file:
    text = file.read()
with open(path, "w", encoding="utf-8") as file:
    file.write(text.replace(old, new))
PY
# No shared dependency cache: each run's URL is a new temporary folder.
if ! (cd "$CONSUMER" && "$SWIFT" build --disable-dependency-cache >"$WORK/consumer.log" 2>&1); then
  cat "$WORK/consumer.log" >&2
  echo "FAIL: the consumer does not resolve or build against the released $VERSION" >&2
  exit 1
fi
resolved=$(cd "$CONSUMER" && "$SWIFT" package show-dependencies --format json 2>/dev/null | tr -d ' \n')
grep -Fq "\"version\":\"$VERSION\"" <<<"$resolved" || fail "the consumer did not resolve version $VERSION: $resolved"
output=$("$CONSUMER/.build/debug/hello-release") || fail "the consumer's program failed: $output"
grep -Fq "ending: quit" <<<"$output" || fail "the consumer's application did not quit on q:"$'\n'"$output"
grep -Fq "second row" <<<"$output" || fail "the consumer's screen does not show its list:"$'\n'"$output"
grep -Fq "selected: 1" <<<"$output" || fail "the consumer's list did not move down on j:"$'\n'"$output"
grep -Fq "backend: NcursesTerminal" <<<"$output" || fail "the consumer did not link TermNcurses:"$'\n'"$output"
echo "    built and ran: j selected the second row, q quit"

echo "==> Library release: what a released version must never do"
if release "$VERSION" "$DEST" && grep -Fq "nothing to do" "$WORK/release.log"; then
  echo "    again on the same content: nothing to do"
else
  fail "releasing $VERSION again on the same content did not succeed quietly"
  cat "$WORK/release.log" >&2
fi
echo "// changed after the release" >>"$SOURCE/$PREFIX/Package.swift"
expect_refusal "has uncommitted changes" "$VERSION" "$DEST"
commit "A change after the release"
expect_refusal "already has the tag $VERSION on other content" "$VERSION" "$DEST"
[ "$(git -C "$DEST" rev-parse "refs/tags/$VERSION^{commit}")" = "$tagged" ] || fail "a refused release moved the tag $VERSION"

echo "==> Library release: an earlier commit, named by REF"
expect_refusal "is not a commit" "$VERSION" "$WORK/again.git" no-such-commit
if release "$VERSION" "$WORK/again.git" "$first" &&
  [ "$(git -C "$WORK/again.git" rev-parse "refs/tags/$VERSION^{commit}")" = "$tagged" ]; then
  echo "    $VERSION from its commit, into another repository: the same commit as the first time"
else
  fail "releasing $VERSION from $first did not give the commit of the first release"
  cat "$WORK/release.log" >&2
fi

NEXT=99.0.0
printf '\n## [%s] - 2099-01-01\n\n### Changed\n\n- A change after the release.\n' "$NEXT" >>"$SOURCE/$PREFIX/CHANGELOG.md"
commit "Release $NEXT"
if release "$NEXT" "$DEST"; then
  next=$(git -C "$DEST" rev-parse "refs/tags/$NEXT^{commit}")
  [ "$(git -C "$DEST" rev-parse refs/heads/main)" = "$next" ] || fail "main did not follow the release $NEXT"
  git -C "$DEST" merge-base --is-ancestor "$tagged" "$next" || fail "$NEXT does not descend from $VERSION"
  echo "    released $NEXT on top of $VERSION; main follows it"
else
  fail "releasing $NEXT failed:"
  cat "$WORK/release.log" >&2
fi

if [ "$failures" -ne 0 ]; then
  echo "FAIL: $failures problems with library-release" >&2
  exit 1
fi
echo "==> Library release works: $VERSION resolved by URL, built and ran; bad input refused"
