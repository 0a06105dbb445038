#!/usr/bin/env python3
"""Reading check: does `kanji read --words -` read a word written in kanji as MeCab (naist-jdic) does?

Usage: readings.py BIN DATA_DIR SENTENCES.txt [SPELLING]

Compares, for each word that both split alike and that is met in its dictionary form and written
with a kanji (MeCab's surface is its base form, and kanji's dictionary form is that surface), the
reading kanji gives with MeCab's (katakana compared as hiragana). Prints the agreement, the
commonest differences (MeCab's reading, then kanji's), and with SPELLING how each reading of that
spelling was met (`空`: そら or から). A figure measured, not a gate: MeCab reads a homograph by
the same word costs the frequency file shares spellings by, and is itself wrong at times
(日本 is にっぽん to it).
"""
import collections
import re
import subprocess
import sys

KANJI = re.compile("[\u4e00-\u9fff]")


def hiragana(text):
    return "".join(chr(ord(c) - 0x60) if "ァ" <= c <= "ヶ" else c for c in text)


def kanji_words(binary, data, lines):
    """For each line, {(start, surface): (dictionary form, reading)}."""
    run = subprocess.run([binary, "read", "--words", "-", "--data-dir", data], input="\n".join(lines) + "\n",
                         capture_output=True, text=True, timeout=600)
    if run.returncode != 0:
        sys.exit(f"kanji read --words exited {run.returncode}: {run.stderr.strip()[:300]}")
    blocks = run.stdout.split("\n\n")
    if len(blocks) < len(lines):
        sys.exit(f"{len(lines)} input lines gave {len(blocks)} token blocks")
    words = []
    for block in blocks[:len(lines)]:
        found, position = {}, 0
        for row in block.split("\n"):
            fields = row.split("\t")
            if len(fields) < 4:
                continue
            found[(position, fields[0])] = (fields[1], fields[2])
            position += len(fields[0])
        words.append(found)
    return words


def mecab_words(lines):
    """For each line, [(start, surface, base form, reading)]."""
    out = subprocess.run(["mecab"], input="\n".join(lines) + "\n", capture_output=True, text=True).stdout
    sentences = out.split("EOS\n")
    words = []
    for sentence in sentences[:len(lines)]:
        found, position = [], 0
        for row in sentence.split("\n"):
            if "\t" not in row:
                continue
            surface, feature = row.split("\t", 1)
            fields = feature.split(",")
            if len(fields) >= 8:
                found.append((position, surface, fields[6], hiragana(fields[7])))
            position += len(surface)
        words.append(found)
    return words


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    binary, data, path = sys.argv[1:4]
    focus = sys.argv[4] if len(sys.argv) > 4 else None
    lines = [line.rstrip("\n") for line in open(path, encoding="utf-8") if line.strip()]
    agree = total = 0
    differences, focused = collections.Counter(), collections.Counter()
    for ours, theirs in zip(kanji_words(binary, data, lines), mecab_words(lines)):
        for start, surface, base, reading in theirs:
            if surface != base or not KANJI.search(surface):
                continue
            word = ours.get((start, surface))
            if word is None or word[0] != surface:
                continue
            total += 1
            if hiragana(word[1]) == reading:
                agree += 1
            else:
                differences[(surface, reading, word[1])] += 1
            if surface == focus:
                focused[(reading, word[1])] += 1
    print(f"readings: {agree}/{total} agree with MeCab ({agree / max(total, 1):.4f})")
    if focus:
        print(f"{focus} (MeCab, kanji): " + ", ".join(f"{a} {b} × {n}" for (a, b), n in focused.most_common()))
    for (surface, reading, ours), count in differences.most_common(10):
        print(f"  {count} × {surface}: MeCab {reading}, kanji {ours}")


if __name__ == "__main__":
    main()
