"""Which JMdict entries a word of the JLPT lists is, when its spelling and reading name several.

The lists give a word as a spelling, a reading and its meanings. Most keys name one JMdict
entry, but a kana word often names several written alike: で is the particle "at" and 出
"coming out", and the N3 list means the second ("outflow; coming (going) out"). A key that
names two or more entries is narrowed to those whose English glosses share a content word
with the list's meanings (`to`, articles and parenthesised notes aside; a plural counts as its
singular); when none or all of them do, the line stays on every entry as before, so a
meaning worded differently never loses a word its level.
"""
import collections
import re

STOP = frozenset(
    "a an the to of in on at by for with from or and as be is are it its one one's oneself "
    "someone someone's something etc e g i e".split()
)


def meaning_words(texts):
    """The content words of some English glosses: `to give (to someone)` → {give}."""
    words = set()
    for text in texts:
        text = re.sub(r"\([^)]*\)", " ", text.lower())
        for word in re.findall(r"[a-z]+", text):
            if word in STOP or len(word) < 2:
                continue
            words.add(word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word)
    return words


class Entries:
    """JMdict's entries by spelling and reading, with their glosses' content words."""

    def __init__(self, db):
        kanji = collections.defaultdict(list)
        kana = collections.defaultdict(list)
        for idseq, text in db.execute("SELECT idseq, text FROM Kanji"):
            kanji[idseq].append(text)
        for idseq, text in db.execute("SELECT idseq, text FROM Kana"):
            kana[idseq].append(text)
        self.by_key = collections.defaultdict(set)
        for idseq, readings in kana.items():
            for reading in readings:
                self.by_key[(reading, reading)].add(idseq)
                for form in kanji.get(idseq, []):
                    self.by_key[(form, reading)].add(idseq)
        glosses = collections.defaultdict(list)
        query = "SELECT s.idseq, g.text FROM Sense s JOIN SenseGloss g ON g.sid = s.ID"
        for idseq, text in db.execute(query):
            glosses[idseq].append(text)
        self.words = {idseq: meaning_words(texts) for idseq, texts in glosses.items()}

    def chosen(self, key, meanings):
        """The entries of `key` the list's `meanings` pick out, or None when the key stays on all."""
        owners = self.by_key.get(key, set())
        if len(owners) < 2:
            return None
        wanted = meaning_words(meanings)
        matched = {idseq for idseq in owners if wanted & self.words.get(idseq, set())}
        if not matched or matched == owners:
            return None
        return frozenset(matched)


class Levels:
    """The level line of each key: the easiest level the lists give it, and the entries that
    level is for (None: every entry the key names)."""

    def __init__(self):
        self.lines = {}

    def add(self, key, level, entries):
        line = self.lines.get(key)
        if line is None or level > line[0]:
            self.lines[key] = (level, entries)
        elif level == line[0] and line[1] is not None:
            self.lines[key] = (level, None if entries is None else line[1] | entries)

    def body(self):
        """The table's lines, sorted by their UTF-8 bytes: `spelling<TAB>reading<TAB>level`,
        then `<TAB>entry numbers` (comma-separated, ascending) when the level is for some only."""
        out = []
        for (spelling, reading), (level, entries) in self.lines.items():
            ids = "" if entries is None else "\t" + ",".join(str(idseq) for idseq in sorted(entries))
            out.append(f"{spelling}\t{reading}\t{level}{ids}\n")
        out.sort(key=lambda line: line.encode("utf-8"))
        return out

    def narrowed(self):
        return sum(1 for _, entries in self.lines.values() if entries is not None)
