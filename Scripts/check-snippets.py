#!/usr/bin/env python3
"""Fails if a ```swift block of the library's docs is not code that the build compiles.

Every ```swift block of Packages/TermCoordinators/README.md, of the DocC articles
(Packages/*/Sources/**/*.docc/**/*.md) and of the examples' READMEs (Examples/*/README.md)
must appear verbatim, modulo its common
indentation and trailing spaces, as consecutive lines of a .swift file that `make test`
compiles: under Examples/ (the example packages, their manifests and tests) or under
Packages/*/Sources. Quote code from those files; never write it in the docs alone.

Usage: Scripts/check-snippets.py [--verbose]
"""

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FENCE = re.compile(r"^(\s*)(`{3,})\s*(\S*)")


def documents():
    """The Markdown files whose swift blocks are checked."""
    readme = ROOT / "Packages" / "TermCoordinators" / "README.md"
    docs = [readme] if readme.exists() else []
    docs += sorted(
        path
        for path in (ROOT / "Packages").glob("*/Sources/**/*.docc/**/*.md")
        if ".build" not in path.parts
    )
    docs += sorted((ROOT / "Examples").glob("*/README.md"))
    return docs


def compiled_sources():
    """The .swift files the build compiles, as lists of lines without trailing spaces."""
    roots = [ROOT / "Examples"] + sorted((ROOT / "Packages").glob("*/Sources"))
    sources = {}
    for base in roots:
        for path in sorted(base.rglob("*.swift")):
            if ".build" in path.parts or any(part.endswith(".docc") for part in path.parts):
                continue
            lines = path.read_text(encoding="utf-8").splitlines()
            sources[path] = [line.rstrip() for line in lines]
    return sources


def swift_blocks(path):
    """(line number, lines) for each ```swift block of a Markdown file."""
    blocks = []
    lines = path.read_text(encoding="utf-8").splitlines()
    index = 0
    while index < len(lines):
        match = FENCE.match(lines[index])
        if not match:
            index += 1
            continue
        indent, fence, language = match.groups()
        start = index + 1
        end = start
        while end < len(lines) and not lines[end].strip().startswith(fence):
            end += 1
        if language.lower() == "swift":
            body = [line[len(indent):] if line.startswith(indent) else line.lstrip() for line in lines[start:end]]
            blocks.append((index + 1, body))
        index = end + 1
    return blocks


def dedent(lines):
    """The lines without trailing spaces, the indentation they share, or outer blank lines."""
    lines = [line.rstrip() for line in lines]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    widths = [len(line) - len(line.lstrip(" ")) for line in lines if line]
    common = min(widths, default=0)
    return [line[common:] for line in lines]


def find(block, sources):
    """The file and 1-based line where `block` appears, or None."""
    first = block[0].strip()
    for path, lines in sources.items():
        for start in range(len(lines) - len(block) + 1):
            if lines[start].strip() != first:
                continue
            if dedent(lines[start : start + len(block)]) == block:
                return path, start + 1
    return None


def main():
    verbose = "--verbose" in sys.argv[1:]
    sources = compiled_sources()
    failures = 0
    checked = 0
    for document in documents():
        for line, body in swift_blocks(document):
            block = dedent(body)
            if not block:
                continue
            checked += 1
            where = find(block, sources)
            name = document.relative_to(ROOT)
            if where is None:
                failures += 1
                print(f"{name}:{line}: this ```swift block is not in any compiled .swift file:", file=sys.stderr)
                for text in block[:6]:
                    print(f"    {text}", file=sys.stderr)
                if len(block) > 6:
                    print(f"    ... ({len(block)} lines)", file=sys.stderr)
            elif verbose:
                path, found = where
                print(f"{name}:{line}: found in {path.relative_to(ROOT)}:{found}")
    if checked == 0:
        print("check-snippets: no ```swift block found: is the README missing?", file=sys.stderr)
        return 1
    if failures:
        print(
            f"check-snippets: {failures} of {checked} swift blocks are not compiled code; quote them from "
            "Examples/ or Packages/*/Sources",
            file=sys.stderr,
        )
        return 1
    print(f"check-snippets: all {checked} swift blocks appear in compiled sources")
    return 0


if __name__ == "__main__":
    sys.exit(main())
