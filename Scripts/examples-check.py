#!/usr/bin/env python3
"""Examples check: is the word marked in each example sentence a whole word, as MeCab reads it?

Usage: examples-check.py [Resources/example-sentences.tsv.gz] [--minimum 0.98]

A reference nobody here wrote: MeCab with naist-jdic (Debian's mecab and mecab-naist-jdic,
installed by `make examples-check`; never shipped). Each mark of the table (a word's sentence
and where the word stands in it) is whole words when it starts and ends where MeCab's
morphemes do: 【食べて】 (食べ|て) is, 何【時】 (何時) and 美【人】 (美人) are not. Prints the
share over every mark (each is shown: the table keeps what the word page shows) and the
marks that are not whole words; exits 1 below the minimum.
"""
import argparse
import gzip
import os
import subprocess
import sys

NAIST = "/var/lib/mecab/dic/naist-jdic"


def read_table(path):
    sentences, marks = [], []
    with gzip.open(path, "rt", encoding="utf-8") as table:
        for line in table:
            fields = line.rstrip("\n").split("\t")
            if fields[0] == "S":
                sentences.append(fields[1])
            elif fields[0] == "W":
                for place in fields[2:]:
                    number, start, length = (int(part) for part in place.split(":"))
                    marks.append((int(fields[1]), number, start, length))
    return sentences, marks


def boundaries(sentences):
    """For each sentence, the character offsets where MeCab's morphemes start and end."""
    command = ["mecab"] + (["-d", NAIST] if os.path.isdir(NAIST) else [])
    text = "".join(sentence + "\n" for sentence in sentences)
    result = subprocess.run(command, input=text.encode("utf-8"), capture_output=True)
    if result.returncode != 0:
        sys.exit(f"mecab failed: {result.stderr.decode('utf-8', 'replace').strip()}")
    found, current, position = [], {0}, 0
    sentence = iter(sentences)
    line_text = next(sentence, "")
    for line in result.stdout.decode("utf-8").split("\n"):
        if line == "EOS":
            current.add(len(line_text))
            found.append(current)
            current, position = {0}, 0
            line_text = next(sentence, "")
            continue
        if not line:
            continue
        surface = line.split("\t", 1)[0]
        start = line_text.find(surface, position)
        if start < 0:
            continue
        # What MeCab skips (spaces) is a boundary on both sides.
        current.update((position, start, start + len(surface)))
        position = start + len(surface)
    if len(found) != len(sentences):
        sys.exit(f"mecab gave {len(found)} analyses for {len(sentences)} sentences")
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("table", nargs="?", default="Resources/example-sentences.tsv.gz")
    parser.add_argument("--minimum", type=float, default=0.98)
    args = parser.parse_args()
    sentences, marks = read_table(args.table)
    cuts = boundaries(sentences)
    whole, broken = 0, []
    for entry, number, start, length in marks:
        encoded = sentences[number].encode("utf-8")
        first = len(encoded[:start].decode("utf-8"))
        last = first + len(encoded[start : start + length].decode("utf-8"))
        if first in cuts[number] and last in cuts[number]:
            whole += 1
        else:
            text = sentences[number]
            broken.append(f"{entry}: {text[:first]}【{text[first:last]}】{text[last:]}")
    share = whole / len(marks) if marks else 0
    marked = len({number for _, number, _, _ in marks})
    print(f"{len(marks)} marks in {marked} of {len(sentences)} sentences; whole words as MeCab reads them: "
          f"{whole} ({share:.2%})")
    for line in broken[:25]:
        print("  not whole: " + line)
    ok = share >= args.minimum
    print(("ok: " if ok else "FAIL: ") + f"whole-word share {share:.2%} (>= {args.minimum:.0%})")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
