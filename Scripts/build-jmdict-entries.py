#!/usr/bin/env python3
"""Builds Resources/jmdict-entries.tsv.gz: which JMdict entry each line of EDICT comes from.

Usage: build-jmdict-entries.py --cache DIR --output Resources/jmdict-entries.tsv.gz

EDICT (Debian's `edict`) is JMdict written one line per spelling and reading, without the
entry numbers (`日本 [にほん] /(n) Japan/(P)/`). An import joins the lines of one entry into one
word with this table, and gives the word the entry's number as its id, as the bundled data
and a JMdict import do: a learner's stars and reviews then name the same word whichever of the
three was imported last.

Reads jamdict-data 1.5 (JMdict, EDRDG, CC BY-SA 4.0), downloaded into DIR by `make data`.
One line per entry, in entry-number order:

    <entry number minus the previous line's><TAB><spellings><TAB><readings>[<TAB><gloss>[<TAB><order>]]

- spellings: the entry's kanji spellings, `;`-separated (empty for a kana-only entry);
- readings: only what tells the entry's lines apart from another entry's. A kana-only entry
  lists all its readings. A reading written alone (JMdict's `re_nokanji`, a line of its own in
  EDICT) is listed with a leading `!`. When a spelling of the entry is also a spelling of
  another entry, every reading is listed, and one that goes with some spellings only
  (`re_restr`) is followed by `=` and their positions (`かしこ=1,2`). Otherwise a line's
  spelling alone finds the entry, and its readings are left out: they take 40% of the table.
- gloss: the first English gloss of the entry, only when the same spelling and reading belong
  to another entry too (`生 [なま]`): the import then picks the entry whose gloss the line has;
  empty when only the order follows.
- order: all the entry's readings, `;`-separated, in JMdict's order, only when that is not the
  order EDICT writes its lines in (by reading: 梟 is ふくろう, ふくろ, さけ in JMdict, and EDICT
  writes さけ first): the import lists a word's readings, and heads it, as JMdict does.

Nothing is special-cased: the rules above decide what each entry needs.
"""
import argparse, collections, gzip, io, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import jamdict_cache  # noqa: E402

ap = argparse.ArgumentParser()
ap.add_argument('--cache', required=True)
ap.add_argument('--output', required=True)
a = ap.parse_args()

db = jamdict_cache.connect(a.cache)
meta = dict(db.execute('SELECT key, value FROM meta'))
forms, readings = collections.defaultdict(list), collections.defaultdict(list)
for seq, text in db.execute('SELECT idseq, text FROM Kanji ORDER BY ID'):
    forms[seq].append(text)
alone, restricted = set(), collections.defaultdict(list)
kana_id = {}
for row_id, seq, text, nokanji in db.execute('SELECT ID, idseq, text, nokanji FROM Kana ORDER BY ID'):
    readings[seq].append(text)
    kana_id[row_id] = (seq, text)
    if nokanji:
        alone.add((seq, text))
for kid, text in db.execute('SELECT kid, text FROM KNR ORDER BY rowid'):
    restricted[kana_id[kid]].append(text)
first_gloss = {}
for seq, text in db.execute(
        "SELECT s.idseq, g.text FROM Sense s JOIN SenseGloss g ON g.sid = s.ID WHERE g.lang = 'eng' "
        "ORDER BY s.ID, g.rowid"):
    first_gloss.setdefault(seq, text)

entries = sorted(set(forms) | set(readings))


def lines_of(seq):
    """The (spelling, reading) pairs EDICT writes for an entry: a kana line has its reading twice."""
    pairs = []
    for reading in readings[seq]:
        if not forms[seq] or (seq, reading) in alone:
            pairs.append((reading, reading))
        if (seq, reading) in alone:
            continue
        for form in restricted.get((seq, reading)) or forms[seq]:
            pairs.append((form, reading))
    return pairs


owners = collections.defaultdict(set)
for seq in entries:
    for pair in lines_of(seq):
        owners[pair].add(seq)
form_owners = collections.Counter(form for seq in entries for form in set(forms[seq]))

out = io.StringIO()
out.write(f"# source: jamdict-data 1.5 (JMdict {meta.get('jmdict.version', '?')})\n")
out.write('# The JMdict entry of each EDICT line (Scripts/build-jmdict-entries.py). JMdict: EDRDG, CC BY-SA 4.0;\n')
out.write('# see LICENCE.md. Lines: entry number difference<TAB>spellings<TAB>readings[<TAB>first gloss[<TAB>reading order]]\n')
previous = 0
for seq in entries:
    spellings = forms[seq]
    if not spellings or any(form_owners[form] > 1 for form in spellings):
        fields = []
        for reading in readings[seq]:
            if (seq, reading) in alone:
                fields.append('!' + reading)
            elif spellings and restricted.get((seq, reading)):
                positions = [str(spellings.index(form)) for form in restricted[(seq, reading)] if form in spellings]
                fields.append(reading + '=' + ','.join(positions))
            else:
                fields.append(reading)
    else:
        fields = ['!' + reading for reading in readings[seq] if (seq, reading) in alone]
    line = f"{seq - previous}\t{';'.join(spellings)}\t{';'.join(fields)}"
    shared = any(len(owners[pair]) > 1 for pair in lines_of(seq))
    reordered = len(readings[seq]) > 1 and readings[seq] != sorted(readings[seq])
    if shared or reordered:
        gloss = first_gloss.get(seq, '').replace('\t', ' ').replace('\n', ' ') if shared else ''
        line += '\t' + gloss
    if reordered:
        line += '\t' + ';'.join(readings[seq])
    out.write(line + '\n')
    previous = seq

with open(a.output + '.part', 'wb') as target:
    with gzip.GzipFile(fileobj=target, mode='wb', compresslevel=9, mtime=0) as packed:
        packed.write(out.getvalue().encode('utf-8'))
os.replace(a.output + '.part', a.output)
print(f'{a.output}: {len(entries)} entries, {os.path.getsize(a.output)} bytes', file=sys.stderr)
