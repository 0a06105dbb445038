#!/usr/bin/env python3
"""Writes the Debian changelog of the package from CHANGELOG.md.

CHANGELOG.md is the one changelog people read; the package needs the same history in
Debian's format (deb-changelog(5)), newest first:

    kanji-navigator (0.1.0) unstable; urgency=medium

      * The first release.

     -- Maintainer <address>  Wed, 25 Nov 2026 00:00:00 +0000

Each `## X.Y.Z — YYYY-MM-DD` section becomes one entry; its paragraphs and `-` items become
`*` items wrapped at 80 columns. The first section must be VERSION, so the package can only
be built for a version the changelog describes.

Usage: debian-changelog.py CHANGELOG.md VERSION "Name <address>" > changelog
"""

import datetime
import re
import sys
import textwrap

HEADING = re.compile(r"^## (\d+\.\d+\.\d+) — (\d{4}-\d{2}-\d{2})\s*$")


def sections(text):
    current = None
    for line in text.splitlines():
        match = HEADING.match(line)
        if match:
            current = (match.group(1), match.group(2), [])
            yield current
        elif line.startswith("## "):
            sys.exit(f"debian-changelog.py: a section heading is not '## X.Y.Z — YYYY-MM-DD': {line}")
        elif current is not None:
            current[2].append(line)


def items(lines):
    """Paragraphs and `-` items, each joined into one line."""
    result, current = [], []
    for line in lines:
        stripped = line.strip()
        if not stripped or stripped.startswith("- "):
            if current:
                result.append(" ".join(current))
            current = [stripped[2:]] if stripped.startswith("- ") else []
        else:
            current.append(stripped)
    if current:
        result.append(" ".join(current))
    return [item.replace("`", "") for item in result if item]


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__.strip().splitlines()[-1])
    path, version, maintainer = sys.argv[1:]
    with open(path, encoding="utf-8") as handle:
        found = list(sections(handle.read()))
    if not found:
        sys.exit(f"debian-changelog.py: {path} has no '## X.Y.Z — YYYY-MM-DD' section")
    if found[0][0] != version:
        sys.exit(f"debian-changelog.py: the newest section of {path} is {found[0][0]}, not {version}")
    out = []
    for number, date, lines in found:
        day = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
        out.append(f"kanji-navigator ({number}) unstable; urgency=medium\n")
        for item in items(lines):
            out.append(textwrap.fill(item, width=80, initial_indent="  * ", subsequent_indent="    "))
        out.append(f"\n -- {maintainer}  {day.strftime('%a, %d %b %Y %H:%M:%S +0000')}\n")
    sys.stdout.write("\n".join(out))


if __name__ == "__main__":
    main()
