#!/usr/bin/env python3
"""Writes Resources/pitch-accent.tsv.gz: the Tokyo pitch accent of JMdict's spellings and readings.

Usage: build-pitch-accent.py --dictionary DIR --cache DIR --output Resources/pitch-accent.tsv.gz

Reads the NAIST Japanese Dictionary as Open JTalk ships it (Debian's package
`open-jtalk-mecab-naist-jdic`, BSD-3-Clause, `make data` installs it), straight from its
compiled MeCab dictionary `sys.dic` without running MeCab: after a 72-byte header and the
double array and token tables come the feature strings, NUL-terminated, each
`pos,pos1,pos2,pos3,conjugation type,conjugation form,base form,reading,pronunciation,
accent/morae,chain rule`. The accent field `2/3` says the pitch falls after the second of
three morae (0: it never falls).

Kept: entries in their dictionary form (conjugation form `基本形` or none) with one accent
(not a compound's `0/2:1/3`), whose base form and reading are a spelling and reading of one JMdict entry (jamdict-data's jamdict.db, in the cache that
`make word-frequency` fills), and whose mora count is that of the reading; a proper
noun's accent only where no common word is spelt and read the same. Each line is
`spelling<TAB>reading<TAB>accents<TAB>morae`: the reading as JMdict writes it (hiragana, or
katakana for loanwords), the accents comma-separated in the order the source lists them
(most entries have one; some, like おいしい, two). A kana-only word has its reading as
spelling. Lines are sorted and the gzip header has no time, so the same inputs always give
the same bytes.
"""
import argparse
import gzip
import os
import struct
import subprocess
import sys

import jamdict_cache

SMALL = set("ゃゅょぁぃぅぇぉゎャュョァィゥェォヮ")
HEADER = 72


def hiragana(text):
    return "".join(chr(ord(c) - 0x60) if "ァ" <= c <= "ヶ" else c for c in text)


def morae(reading):
    """The morae of a kana reading: a small ゃ/ぁ… joins the kana before it; っ, ん and ー count."""
    count = 0
    for index, character in enumerate(reading):
        if character in SMALL and index > 0:
            continue
        count += 1
    return count


def features(path):
    with open(path, "rb") as handle:
        data = handle.read()
    if len(data) < HEADER:
        sys.exit(f"{path} is too short to be a MeCab dictionary")
    _, version, _, lexsize, _, _, dsize, tsize, fsize, _ = struct.unpack("<10I", data[:40])
    charset = data[40:72].split(b"\0")[0].decode("ascii", "replace").lower()
    if charset not in ("utf-8", "utf8"):
        sys.exit(f"{path} is in {charset}, not UTF-8: is it Open JTalk's naist-jdic?")
    start = HEADER + dsize + tsize
    if start + fsize > len(data):
        sys.exit(f"{path} is shorter than its header says: is it damaged?")
    for raw in data[start:start + fsize].split(b"\0"):
        if raw:
            yield raw.decode("utf-8", "replace").split(",")


def jmdict_pairs(cache):
    """Every (spelling, reading) of one JMdict entry, the reading in hiragana as the key."""
    pairs = {}
    db = jamdict_cache.connect(cache)
    kana = {}
    for idseq, text in db.execute("SELECT idseq, text FROM Kana"):
        kana.setdefault(idseq, []).append(text)
        pairs.setdefault((text, hiragana(text)), text)
    for idseq, text in db.execute("SELECT idseq, text FROM Kanji"):
        for reading in kana.get(idseq, []):
            pairs.setdefault((text, hiragana(reading)), reading)
    return pairs


def package_version(package):
    try:
        return subprocess.run(
            ["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True, check=True
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dictionary", default="/var/lib/mecab/dic/open-jtalk/naist-jdic")
    parser.add_argument("--cache", required=True, help="the folder holding jamdict.db")
    parser.add_argument("--output", required=True)
    args = parser.parse_args()
    sys_dic = os.path.join(args.dictionary, "sys.dic")
    if not os.path.exists(sys_dic):
        sys.exit(f"no {sys_dic}: install the Debian package open-jtalk-mecab-naist-jdic (make data does)")
    pairs = jmdict_pairs(args.cache)
    accents = {}
    names = {}
    seen = mismatched = 0
    for fields in features(sys_dic):
        if len(fields) != 11 or fields[5] not in ("基本形", "*"):
            continue
        base, reading, accent = fields[6], fields[7], fields[9]
        if ":" in accent or "/" not in accent:
            continue
        nucleus, count = accent.split("/")
        if not (nucleus.isdigit() and count.isdigit()):
            continue
        written = pairs.get((base, hiragana(reading)))
        if written is None:
            continue
        seen += 1
        if morae(written) != int(count) or int(nucleus) > int(count):
            mismatched += 1
            continue
        # A proper noun's accent (東京, 中国) only where no common word has the spelling: a
        # surname must not add its accent to the word it is written like.
        table = names if fields[1] == "固有名詞" else accents
        entry = table.setdefault((base, written), [int(count)])
        if int(nucleus) not in entry[1:]:
            entry.append(int(nucleus))
    for key, entry in names.items():
        accents.setdefault(key, entry)
    if len(accents) < 50000:
        sys.exit(f"only {len(accents)} spellings with an accent: is {sys_dic} Open JTalk's naist-jdic?")
    version = package_version("open-jtalk-mecab-naist-jdic")
    lines = [
        f"# source: open-jtalk-mecab-naist-jdic {version}\n",
        f"# Pitch accent (Tokyo) from open-jtalk-mecab-naist-jdic {version} (Debian), NAIST Japanese Dictionary,\n",
        "# BSD-3-Clause; spellings and readings of JMdict (EDRDG, CC BY-SA 4.0). See LICENCE.md.\n",
        "# spelling<TAB>reading<TAB>accents (0 = never falls, n = falls after mora n)<TAB>morae\n",
    ]
    for (spelling, reading), entry in sorted(accents.items()):
        lines.append(f"{spelling}\t{reading}\t{','.join(map(str, entry[1:]))}\t{entry[0]}\n")
    with open(args.output, "wb") as raw:
        with gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0, compresslevel=9) as out:
            out.write("".join(lines).encode("utf-8"))
    print(
        f"wrote {args.output}: {len(accents)} spellings with an accent from naist-jdic {version} "
        f"({mismatched} of {seen} matches skipped: mora counts differ)"
    )


if __name__ == "__main__":
    main()
