#!/usr/bin/env python3
"""Writes the KRADFILE elements of every Jōyō kanji of the bundled dictionary, for the test
that every element finds its kanji in the component lookup (ComponentIndexTests).

The elements are kradfile-u's (EDRDG, CC BY-SA 4.0, from the jamdict sdist in the cache that
`make kanjivg` fills), written as Scripts/build-kanjivg.py writes them (KRADFILE_FORMS). One
line a kanji: `kanji<TAB>elements`, the kanji itself left out.

usage: python3 Scripts/kradfile-fixture.py --cache ~/.cache/kanji-navigator \
         --dictionary Resources/kanji-navigator.sqlite.gz --output Tests/KanjiKitTests/Fixtures/kradfile-joyo.tsv
"""
import argparse
import gzip
import importlib.util
import os
import sqlite3
import tempfile


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache", required=True)
    parser.add_argument("--dictionary", required=True)
    parser.add_argument("--output", required=True)
    args = parser.parse_args()
    spec = importlib.util.spec_from_file_location(
        "build_kanjivg", os.path.join(os.path.dirname(os.path.abspath(__file__)), "build-kanjivg.py"))
    build_kanjivg = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build_kanjivg)
    elements = build_kanjivg.kradfile(args.cache)
    with tempfile.TemporaryDirectory() as scratch:
        path = os.path.join(scratch, "dictionary.sqlite")
        with gzip.open(args.dictionary) as source, open(path, "wb") as copy:
            copy.write(source.read())
        db = sqlite3.connect(path)
        joyo = sorted(literal for (literal,) in db.execute("SELECT literal FROM kanji"))
        db.close()
    with open(args.output, "w", encoding="utf-8") as out:
        out.write("# The KRADFILE (kradfile-u, EDRDG, CC BY-SA 4.0) elements of the Jōyō kanji, as\n")
        out.write("# Scripts/build-kanjivg.py writes them; made by `make kradfile-fixture`.\n")
        for literal in joyo:
            listed = "".join(dict.fromkeys(e for e in elements.get(literal, []) if e != literal))
            out.write(f"{literal}\t{listed}\n")
    print(f"wrote {args.output}: {len(joyo)} kanji")


if __name__ == "__main__":
    main()
