#!/usr/bin/env bash
# Writes kanji-navigator-<version>-linux-<arch>.tar.gz and its .sha256: one folder that runs
# wherever it is unpacked (the binary finds its data in ../share/kanji-navigator):
#
#   kanji-navigator-<version>-linux-<arch>/
#     bin/kanji
#     share/kanji-navigator/                    the bundled data
#     share/man/man1/kanji.1
#     share/bash-completion/completions/kanji   bash
#     share/zsh/site-functions/_kanji           zsh
#     share/fish/vendor_completions.d/kanji.fish
#     README.md  CHANGELOG.md  LICENSE  LICENCE.md (the data's)  copyright (every licence)
#
# The binary is the release build of RELEASE in the Makefile, with SQLite, ncurses, zlib and
# libstdc++ linked in, so it needs only the C library. Files are dated SOURCE_DATE_EPOCH (by
# default the last commit's date) and owned by root in the archive.
#
# Usage: Scripts/package/build-dist.sh BINARY VERSION OUTPUT_DIR
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
[ $# = 3 ] || { echo "usage: $0 BINARY VERSION OUTPUT_DIR" >&2; exit 2; }
binary=$1 version=$2 output=$3
arch=$(uname -m)
epoch=${SOURCE_DATE_EPOCH:-$(git -C "$ROOT" log -1 --format=%ct 2>/dev/null || date +%s)}
folder=kanji-navigator-$version-linux-$arch

work=$(mktemp -d "${TMPDIR:-/tmp}/build-dist.XXXXXX")
trap 'rm -rf "$work"' EXIT
umask 022

"$ROOT/Scripts/package/stage.sh" --binary "$binary" --version "$version" --prefix "/$folder" \
  --destdir "$work" --zsh-dir site-functions
install -m 644 "$ROOT/README.md" "$ROOT/CHANGELOG.md" "$ROOT/LICENSE" "$work/$folder/"
install -m 644 "$ROOT/Resources/LICENCE.md" "$work/$folder/LICENCE.md"
install -m 644 "$ROOT/Scripts/package/copyright" "$work/$folder/copyright"

mkdir -p "$output"
tarball=$(cd "$output" && pwd)/$folder.tar.gz
tar --sort=name --mtime="@$epoch" --owner=0 --group=0 --numeric-owner \
  -C "$work" -cf - "$folder" | gzip -9n > "$tarball"
(cd "$(dirname "$tarball")" && sha256sum "$folder.tar.gz" > "$folder.tar.gz.sha256")
echo "$tarball"
