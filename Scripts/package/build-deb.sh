#!/usr/bin/env bash
# Builds kanji-navigator_<version>_<arch>.deb from a release binary with Debian's own tools
# (dpkg-shlibdeps for the dependencies, dpkg-deb for the archive), laid out as Debian expects:
#
#   /usr/bin/kanji, /usr/share/kanji-navigator/ (the data), /usr/share/man/man1/kanji.1.gz,
#   completions where bash, zsh and fish look for a vendor's
#   (Scripts/package/stage.sh), and /usr/share/doc/kanji-navigator/ with the machine-readable
#   copyright file (Scripts/package/copyright) and the changelog made from CHANGELOG.md.
#
# The package is native (its version has no Debian revision), so its changelog is
# changelog.gz. Files are owned by root and dated SOURCE_DATE_EPOCH (by default the last
# commit's date), so the same tree makes the same package.
#
# Usage: Scripts/package/build-deb.sh BINARY VERSION OUTPUT_DIR
#   MAINTAINER="Name <address>" names the maintainer (Makefile's MAINTAINER).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
[ $# = 3 ] || { echo "usage: $0 BINARY VERSION OUTPUT_DIR" >&2; exit 2; }
binary=$1 version=$2 output=$3
maintainer=${MAINTAINER:?MAINTAINER must name the maintainer: Name <address>}
name=kanji-navigator
arch=$(dpkg --print-architecture)
epoch=${SOURCE_DATE_EPOCH:-$(git -C "$ROOT" log -1 --format=%ct 2>/dev/null || date +%s)}

for tool in dpkg-deb dpkg-shlibdeps gzip strip; do
  command -v "$tool" >/dev/null || { echo "build-deb.sh: $tool is missing (apt-get install dpkg-dev binutils)" >&2; exit 1; }
done

work=$(mktemp -d "${TMPDIR:-/tmp}/build-deb.XXXXXX")
trap 'rm -rf "$work"' EXIT
umask 022
package=$work/source/debian/$name

"$ROOT/Scripts/package/stage.sh" --binary "$binary" --version "$version" --prefix /usr \
  --destdir "$package" --zsh-dir vendor-completions --compress-man

doc=$package/usr/share/doc/$name
install -d -m 755 "$doc"
install -m 644 "$ROOT/Scripts/package/copyright" "$doc/copyright"
python3 "$ROOT/Scripts/package/debian-changelog.py" "$ROOT/CHANGELOG.md" "$version" "$maintainer" \
  | gzip -9n > "$doc/changelog.gz"
chmod 644 "$doc/changelog.gz"

# The shared libraries kanji loads, as package dependencies with the versions its symbols
# need (dpkg-shlibdeps reads a debian/control, so it runs in a scratch source tree).
install -d -m 755 "$package/DEBIAN"
printf 'Source: %s\n\nPackage: %s\nArchitecture: any\n' "$name" "$name" > "$work/source/debian/control"
depends=$(cd "$work/source" && dpkg-shlibdeps -O "$package/usr/bin/kanji" | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "build-deb.sh: dpkg-shlibdeps found no dependencies for usr/bin/kanji" >&2; exit 1; }

size=$(du -sk --apparent-size "$package/usr" | cut -f1)
cat > "$package/DEBIAN/control" <<EOF
Package: $name
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $size
Depends: $depends
Section: text
Priority: optional
Description: browse kanji and Japanese words in the terminal
 Kanji Navigator is a full-screen, keyboard-driven terminal program for
 learners of Japanese: the 2,136 Jōyō kanji and the common JMdict words
 (all of KANJIDIC2 and EDICT or JMdict after "kanji import"), searched as
 you type in romaji, kana, kanji or English, with readings, meanings, stroke
 order, components, pitch accent, JLPT levels, example sentences and
 conjugation tables.
 .
 It splits Japanese text into dictionary words (a pasted sentence, or a file
 in its reader), keeps stars, history and reviews in a local account, and
 schedules reviews of what was starred with FSRS.
EOF
(cd "$package" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$package/DEBIAN/md5sums"
chmod 644 "$package/DEBIAN/control" "$package/DEBIAN/md5sums"

find "$package" -exec touch --no-dereference --date="@$epoch" {} +
mkdir -p "$output"
deb=$output/${name}_${version}_${arch}.deb
SOURCE_DATE_EPOCH=$epoch dpkg-deb --root-owner-group -Zxz --build "$package" "$deb" >/dev/null
echo "$deb"
