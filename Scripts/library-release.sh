#!/usr/bin/env bash
# Releases TermCoordinators as a repository of its own, so that a package can depend on it
# by URL: SwiftPM reads a dependency's Package.swift at the root of its repository, and in
# this repository the library's sits in Packages/TermCoordinators.
#
# `git subtree split` rewrites the commits of REF (default HEAD) that touched Packages/TermCoordinators
# into a history whose root is that folder (the same commits give the same hashes on every
# run), and the result is pushed into the bare repository DEST, created if missing: the
# branch `main` (when the release is a fast-forward of it) and the tag VERSION.
#
# It refuses, with a non-zero exit and nothing pushed:
#   - a VERSION that is missing or not a semantic version x.y.z (SwiftPM resolves only those);
#   - uncommitted changes under Packages/TermCoordinators when REF is HEAD (the release is
#     made from commits, so they would silently be left out);
#   - a CHANGELOG.md without a "## [VERSION]" section, or with changes still listed under
#     "## [Unreleased]" (a consumer must learn from it what changed, and what to change);
#   - a tag VERSION in DEST on different content (a published version never changes).
# Releasing a version again on the same content changes nothing and succeeds.
#
# Usage: Scripts/library-release.sh VERSION DEST [REF]
#        (make library-release VERSION=0.1.0 DEST=../TermCoordinators.git [REF=<commit>])
# REF releases an earlier commit, e.g. the one where CHANGELOG.md first named VERSION.
# SOURCE=<folder> releases from another clone of this repository (the tests use it).
set -euo pipefail

PREFIX=Packages/TermCoordinators
BRANCH=main

fail() {
  echo "library-release: $*" >&2
  exit 1
}

VERSION=${1:-}
DEST=${2:-}
REF=${3:-HEAD}
[ -n "$VERSION" ] || fail "no version given: make library-release VERSION=x.y.z DEST=path"
[ -n "$DEST" ] || fail "no destination given: make library-release VERSION=x.y.z DEST=path (a bare repository, created if missing)"

# Semantic Versioning 2.0.0: no leading zeros, optional pre-release and build metadata.
number='(0|[1-9][0-9]*)'
semver="^$number\.$number\.$number(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?(\+[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?$"
if ! [[ $VERSION =~ $semver ]]; then
  fail "VERSION '$VERSION' is not a semantic version such as 0.1.0 or 1.2.0-beta.1 (no leading 'v', no leading zeros)"
fi

# Pushes run in SOURCE, so a relative DEST is made absolute against the caller's folder.
case $DEST in /*) ;; *) DEST="$PWD/$DEST" ;; esac

folder=${SOURCE:-$(cd "$(dirname "$0")/.." && pwd)}
SOURCE=$(git -C "$folder" rev-parse --show-toplevel 2>/dev/null) || fail "$folder is not in a git repository"
git -C "$SOURCE" rev-parse --verify --quiet "$REF^{commit}" >/dev/null || fail "$REF is not a commit of $SOURCE"
git -C "$SOURCE" rev-parse --verify --quiet "$REF:$PREFIX/Package.swift" >/dev/null ||
  fail "$REF of $SOURCE has no $PREFIX/Package.swift"
git -C "$SOURCE" subtree -h >/dev/null 2>&1 || [ $? -eq 129 ] ||
  fail "git subtree is missing (it ships with git on Debian, Ubuntu, Homebrew and Xcode; install git's contrib scripts)"

changes=$(git -C "$SOURCE" status --porcelain --untracked-files=all -- "$PREFIX")
if [ "$REF" = HEAD ] && [ -n "$changes" ]; then
  echo "$changes" >&2
  fail "$PREFIX has uncommitted changes (above): commit or stash them; a release is made from HEAD's commits"
fi

changelog=$(git -C "$SOURCE" show "$REF:$PREFIX/CHANGELOG.md" 2>/dev/null) ||
  fail "$REF has no $PREFIX/CHANGELOG.md"
if ! grep -Fq "## [$VERSION]" <<<"$changelog"; then
  fail "$PREFIX/CHANGELOG.md has no '## [$VERSION]' section: move the Unreleased items under it and commit"
fi
pending=$(awk '/^## \[Unreleased\]/ { inside = 1; next } /^## / { inside = 0 } inside && /^[-*] /' <<<"$changelog")
if [ -n "$pending" ]; then
  echo "$pending" >&2
  fail "$PREFIX/CHANGELOG.md still lists changes under Unreleased (above): move them under '## [$VERSION]' and commit"
fi

echo "==> Splitting the history of $PREFIX at $(git -C "$SOURCE" rev-parse --short "$REF^{commit}")"
commit=$(git -C "$SOURCE" subtree split -q --prefix="$PREFIX" "$REF") || fail "git subtree split failed"
tree=$(git -C "$SOURCE" rev-parse "$commit^{tree}")

if [ -e "$DEST" ]; then
  [ -d "$DEST" ] || fail "$DEST exists and is not a folder"
  if [ -n "$(ls -A "$DEST")" ]; then
    [ "$(git -C "$DEST" rev-parse --is-bare-repository 2>/dev/null)" = true ] ||
      fail "$DEST is neither empty nor a bare git repository"
  fi
fi
if [ ! -e "$DEST" ] || [ -z "$(ls -A "$DEST")" ]; then
  echo "==> Creating the bare repository $DEST"
  mkdir -p "$DEST"
  git init --quiet --bare "$DEST"
  git -C "$DEST" symbolic-ref HEAD "refs/heads/$BRANCH"
fi

# The tag must name this content, or not exist yet.
if existing=$(git -C "$DEST" rev-parse --verify --quiet "refs/tags/$VERSION^{commit}"); then
  if [ "$(git -C "$DEST" rev-parse "$existing^{tree}")" = "$tree" ]; then
    echo "==> $VERSION is already in $DEST with this content ($(git -C "$DEST" rev-parse --short "$existing")): nothing to do"
    exit 0
  fi
  fail "$DEST already has the tag $VERSION on other content (commit $existing): a released version never changes; release a new version"
fi

echo "==> Pushing $(git -C "$SOURCE" rev-parse --short "$commit") into $DEST as the tag $VERSION"
git -C "$SOURCE" push --quiet "$DEST" "$commit:refs/tags/$VERSION"

# `main` follows the newest release; a release that does not descend from it (an older
# line's patch) gets its tag only.
if current=$(git -C "$DEST" rev-parse --verify --quiet "refs/heads/$BRANCH"); then
  if git -C "$DEST" merge-base --is-ancestor "$current" "$commit"; then
    git -C "$SOURCE" push --quiet "$DEST" "$commit:refs/heads/$BRANCH"
  else
    echo "    $BRANCH in $DEST stays at $(git -C "$DEST" rev-parse --short "$current"): $VERSION does not descend from it"
  fi
else
  git -C "$SOURCE" push --quiet "$DEST" "$commit:refs/heads/$BRANCH"
fi

echo "==> Released TermCoordinators $VERSION into $DEST. A package depends on it with"
echo "      .package(url: \"file://$(cd "$DEST" && pwd)\", from: \"$VERSION\")"
echo "    or, once DEST is pushed where your users fetch from, with that URL."
