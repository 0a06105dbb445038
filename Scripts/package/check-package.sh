#!/usr/bin/env bash
# Checks the Debian package and the release tarball where a new user meets them (run by
# `make package-test`, which builds both first; needs root or sudo, as dpkg does):
#
#  1. lintian reports no error (its warnings are printed);
#  2. the package holds what Debian expects where Debian expects it;
#  3. a learner's data from before this version (a user.sqlite without the review log,
#     Scripts/package/fixtures) and their config.toml wait in a fresh HOME;
#  4. `apt-get install ./….deb` installs it; with the Swift toolchain hidden (a mount
#     namespace puts an empty folder over it), /usr/bin/kanji prints its version, starts
#     (first start installs the dictionary), `kanji import` builds the full dictionary,
#     and every shared library it loads comes from a package it depends on;
#  5. `man kanji` finds the manual with the version, bash loads the completion script and
#     completes `kanji imp` to `import`; zsh and fish read theirs when installed;
#  6. the old data is migrated: the stars export, reviews import and export, and the screens
#     left open come back in a real terminal (tmux);
#  7. a newer package installs over it and every star, history entry, review, saved screen
#     and setting is still there;
#  8. removing it removes every file it installed and leaves the learner's data alone;
#  9. the tarball matches its .sha256, holds its folder, and bin/kanji runs on its bundled
#     data from anywhere, needing no shared library but the C library's.
#
# Usage: Scripts/package/check-package.sh DEB TARBALL VERSION
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
FIXTURES=$ROOT/Scripts/package/fixtures
[ $# = 3 ] || { echo "usage: $0 DEB TARBALL VERSION" >&2; exit 2; }
deb=$(realpath "$1") tarball=$(realpath "$2") version=$3
name=kanji-navigator
SUDO=""
[ "$(id -u)" = 0 ] || SUDO=sudo

work=$(mktemp -d "${TMPDIR:-/tmp}/check-package.XXXXXX")
tmux_socket="check-package-$$"
cleanup() {
  tmux -L "$tmux_socket" kill-server 2>/dev/null || true
  if dpkg -s "$name" >/dev/null 2>&1; then $SUDO dpkg --purge "$name" >/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

step() { echo "--- $*"; }
fail() { echo "check-package.sh: FAIL: $*" >&2; exit 1; }
apt_install() { $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null; }

if dpkg -s "$name" >/dev/null 2>&1; then
  fail "$name is already installed on this machine: remove it first (dpkg --purge $name)"
fi

step "lintian $(basename "$deb")"
lintian --fail-on error --tag-display-limit 0 "$deb" || fail "lintian reports errors"

step "the package's files"
dpkg-deb -c "$deb" | awk '{ print $6 }' | sed 's|^\./|/|' > "$work/contents"
for path in /usr/bin/kanji /usr/share/man/man1/kanji.1.gz \
  /usr/share/bash-completion/completions/kanji /usr/share/zsh/vendor-completions/_kanji \
  /usr/share/fish/vendor_completions.d/kanji.fish /usr/share/doc/$name/copyright \
  /usr/share/doc/$name/changelog.gz /usr/share/$name/kanji-navigator.sqlite.gz \
  /usr/share/$name/LICENCE.md; do
  grep -qx "$path" "$work/contents" || fail "the package lacks $path"
done
! grep -v -e '^/$' -e '^/usr/' "$work/contents" | grep -q . || fail "the package installs outside /usr"
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"

step "a learner's data from before the review log, and their settings"
export HOME=$work/home
unset XDG_DATA_HOME XDG_CONFIG_HOME KANJI_NAVIGATOR_RESOURCES
data=$HOME/.local/share/$name
mkdir -p "$data" "$HOME/.config/$name"
python3 -c 'import sqlite3, sys; sqlite3.connect(sys.argv[1]).executescript(open(sys.argv[2]).read())' \
  "$data/user.sqlite" "$FIXTURES/user-before-reviews.sql"
cp "$FIXTURES/config.toml" "$HOME/.config/$name/config.toml"
# What must never change: the rows a learner made (the columns the fixture's schema has).
learner_rows() {
  python3 - "$data/user.sqlite" <<'EOF'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
for table, query in [
        ("user", "SELECT id, email, first_name, last_name, password_hash, created_at FROM user ORDER BY id"),
        ("session", "SELECT user_id, signed_in_at FROM session"),
        ("star", "SELECT user_id, kind, key, seq, starred_at FROM star_item ORDER BY user_id, seq"),
        ("history", "SELECT user_id, kind, key, seq, visited_at FROM history ORDER BY user_id, seq")]:
    for row in db.execute(query):
        print(table, "\t".join(map(str, row)), sep="\t")
EOF
}
learner_rows > "$work/rows-before"
config_sum=$(sha256sum < "$HOME/.config/$name/config.toml")

step "apt-get install $(basename "$deb")"
apt_install "$deb"
[ "$(dpkg-query -W -f '${Version}' "$name")" = "$version" ] || fail "dpkg does not list $name $version"

# Runs the installed kanji as a user without the Swift toolchain would: a clean environment,
# and the toolchain's folder hidden under an empty one in a mount namespace of its own.
swift_binary=$(command -v swift || true)
toolchain=""
if [ -n "$swift_binary" ]; then
  toolchain=$(cd "$(dirname "$(readlink -f "$swift_binary")")/../.." && pwd)
  case "$toolchain" in / | /usr) toolchain="" ;; esac
fi
{
  echo '#!/usr/bin/env bash'
  echo 'set -euo pipefail'
  printf 'run=(env -i HOME=%q PATH=/usr/bin:/bin LANG=C.UTF-8 TERM="${TERM:-xterm-256color}" /usr/bin/kanji "$@")\n' "$HOME"
  if [ -n "$toolchain" ]; then
    printf 'exec %s unshare --mount --fork -- sh -c %q %q setpriv --reuid=%q --regid=%q --clear-groups "${run[@]}"\n' \
      "$SUDO" 'mount -t tmpfs -o ro,size=4k none "$0" && exec "$@"' "$toolchain" "$(id -u)" "$(id -g)"
  else
    echo 'exec "${run[@]}"'
  fi
} > "$work/kanji"
chmod +x "$work/kanji"
kanji() { "$work/kanji" "$@"; }
if [ -n "$toolchain" ]; then
  step "the toolchain ($toolchain) hidden from /usr/bin/kanji"
  # shellcheck disable=SC2016
  $SUDO unshare --mount --fork -- sh -c 'mount -t tmpfs -o ro,size=4k none "$0" && ! [ -e "$0/usr/bin/swift" ]' \
    "$toolchain" || fail "could not hide $toolchain in a mount namespace"
fi

step "kanji --version"
kanji --version > "$work/version"
head -1 "$work/version"
[ "$(head -1 "$work/version")" = "kanji $version" ] || fail "kanji --version does not say kanji $version"

step "the shared libraries it loads"
ldd /usr/bin/kanji | awk '/=>/ { print $3 }' | while read -r lib; do
  [ -n "$lib" ] || continue
  owner=$(dpkg -S "$(readlink -f "$lib")" 2>/dev/null || dpkg -S "$lib" 2>/dev/null || true)
  owner=${owner%%:*}
  [ -n "$owner" ] || fail "$lib belongs to no package"
  case "$owner" in libc6 | libgcc-s1) continue ;; esac
  tr ',' '\n' <<< "$depends" | awk '{ print $1 }' | grep -qxF "$owner" || fail "$lib is in $owner, which Depends does not name"
  echo "$lib ($owner)"
done

step "first start: kanji snapshot installs the dictionary"
kanji snapshot --keys "j <Enter>" > "$work/snapshot"
grep -q "All Kanji > 一" "$work/snapshot" || { cat "$work/snapshot"; fail "the first start did not show 一's page"; }
[ -f "$data/dictionary.sqlite" ] || fail "the first start installed no dictionary into $data"

step "kanji import (Debian's KANJIDIC2 and EDICT) into another data directory"
kanji import --data-dir "$work/full" > "$work/import.out" 2>&1 || { cat "$work/import.out"; fail "kanji import failed"; }
grep "^Imported" "$work/import.out"
kanji snapshot --data-dir "$work/full" --keys "" | grep -q "13,108 kanji" || fail "the imported dictionary does not list 13,108 kanji"

step "man kanji"
command -v man >/dev/null || apt_install man-db
[ "$(man -w kanji)" = /usr/share/man/man1/kanji.1.gz ] || fail "man -w kanji: $(man -w kanji)"
# The page man found, formatted (man -l keeps no cat page behind in /var/cache/man).
MANWIDTH=80 man -l "$(man -w kanji)" 2>/dev/null | tail -1 | grep -q "Kanji Navigator $version" \
  || fail "man kanji does not show the version in its footer"

step "completions"
# shellcheck disable=SC2016
bash -c 'source /usr/share/bash-completion/completions/kanji
  COMP_WORDS=(kanji imp); COMP_CWORD=1; COMP_LINE="kanji imp"; COMP_POINT=${#COMP_LINE}
  _kanji kanji imp kanji
  [ "${COMPREPLY[*]}" = import ] || { echo "kanji imp<Tab> gave: ${COMPREPLY[*]}"; exit 1; }' \
  || fail "bash does not complete kanji imp to import"
if command -v zsh >/dev/null; then zsh -n /usr/share/zsh/vendor-completions/_kanji || fail "zsh cannot read _kanji"; fi
if command -v fish >/dev/null; then fish -n /usr/share/fish/vendor_completions.d/kanji.fish || fail "fish cannot read kanji.fish"; fi

step "the learner's data after the upgrade of its schema"
kanji export --stars > "$work/stars"
grep -q "^kanji	日" "$work/stars" && grep -q "食べる" "$work/stars" || { cat "$work/stars"; fail "the stars did not survive"; }
kanji import --reviews "$FIXTURES/reviews.tsv"
kanji export --reviews > "$work/reviews"
[ "$(awk -F'\t' '$1 == "kanji" || $1 == "word"' "$work/reviews" | wc -l)" = 3 ] || { cat "$work/reviews"; fail "the reviews were not kept"; }
learner_rows > "$work/rows-after"
diff -u "$work/rows-before" "$work/rows-after" || fail "the learner's rows changed"

step "the screens left open come back (tmux)"
tmux -L "$tmux_socket" -f /dev/null new-session -d -x 80 -y 24 "$work/kanji"
for _ in $(seq 50); do
  tmux -L "$tmux_socket" capture-pane -p > "$work/screen"
  grep -q "All Kanji > 日" "$work/screen" && break
  sleep 0.2
done
grep -q "All Kanji > 日" "$work/screen" || { cat "$work/screen"; fail "the saved screens did not come back"; }
tmux -L "$tmux_socket" send-keys q
for _ in $(seq 50); do tmux -L "$tmux_socket" has-session 2>/dev/null || break; sleep 0.1; done
# Looking at 日 again moves it to the top of the history: every star and history entry of
# the old data is still there, the stars unchanged.
kept() { awk -F'\t' '$1 == "history" { print $1, $2, $3, $4; next } { print }' | sort; }
learner_rows > "$work/rows-after-run"
diff -u <(kept < "$work/rows-before") <(kept < "$work/rows-after-run") || fail "a session lost a star or a history entry"
snapshot_data() {
  learner_rows
  python3 - "$data/user.sqlite" <<'EOF'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
for query in ["SELECT * FROM review ORDER BY id", "SELECT * FROM study_card ORDER BY kind, key",
              "SELECT data FROM navigation_state"]:
    for row in db.execute(query):
        print(row)
EOF
  sha256sum < "$HOME/.config/$name/config.toml"
}
snapshot_data > "$work/data-installed"

step "a newer package over it"
mkdir "$work/newer"
dpkg-deb -R "$deb" "$work/newer/root"
sed -i "s/^Version: .*/Version: $version+1/" "$work/newer/root/DEBIAN/control"
dpkg-deb --root-owner-group -Zxz --build "$work/newer/root" "$work/newer/${name}_$version+1.deb" >/dev/null
apt_install "$work/newer/${name}_$version+1.deb"
[ "$(dpkg-query -W -f '${Version}' "$name")" = "$version+1" ] || fail "the newer package did not replace the older"
kanji export --stars > /dev/null
snapshot_data > "$work/data-upgraded"
diff -u "$work/data-installed" "$work/data-upgraded" || fail "the upgrade changed the learner's data"
[ "$(sha256sum < "$HOME/.config/$name/config.toml")" = "$config_sum" ] || fail "config.toml changed"

step "removing it"
dpkg-query -L "$name" > "$work/installed"
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq --purge "$name" >/dev/null
while read -r path; do
  [ -f "$path" ] && fail "$path is still there after removal"
done < "$work/installed"
[ ! -e "/usr/share/$name" ] || fail "/usr/share/$name is still there after removal"
snapshot_data > "$work/data-removed"
diff -u "$work/data-installed" "$work/data-removed" || fail "removing the package changed the learner's data"

step "the tarball $(basename "$tarball")"
(cd "$(dirname "$tarball")" && sha256sum --quiet -c "$(basename "$tarball").sha256") || fail "the .sha256 does not match"
folder=$(basename "$tarball" .tar.gz)
mkdir "$work/unpacked"
tar -xzf "$tarball" -C "$work/unpacked"
top=$(ls "$work/unpacked")
[ "$top" = "$folder" ] || fail "the tarball's folder is $top, not $folder"
for path in bin/kanji share/$name/kanji-navigator.sqlite.gz share/man/man1/kanji.1 \
  share/bash-completion/completions/kanji share/zsh/site-functions/_kanji \
  share/fish/vendor_completions.d/kanji.fish README.md CHANGELOG.md LICENSE LICENCE.md copyright; do
  [ -f "$work/unpacked/$folder/$path" ] || fail "the tarball lacks $folder/$path"
done
if ldd "$work/unpacked/$folder/bin/kanji" | grep -E 'libsqlite|libncurses|libtinfo|libz\.|libstdc\+\+'; then
  fail "the tarball's kanji needs the shared libraries above"
fi
mkdir "$work/elsewhere" && ln -s "$work/unpacked/$folder/bin/kanji" "$work/elsewhere/kanji"
(cd / && env -i HOME="$work/tar-home" PATH=/usr/bin:/bin LANG=C.UTF-8 "$work/elsewhere/kanji" snapshot \
  --data-dir "$work/tar-data" --keys "j <Enter>") > "$work/tar-snapshot"
grep -q "All Kanji > 一" "$work/tar-snapshot" || { cat "$work/tar-snapshot"; fail "the tarball's kanji did not start on its data"; }
[ "$("$work/unpacked/$folder/bin/kanji" --version | head -1)" = "kanji $version" ] || fail "the tarball's kanji is not $version"

echo "--- the package and the tarball pass"
