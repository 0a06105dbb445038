#!/usr/bin/env python3
"""Map the word ids of the bundled data before JMdict (EDICT line numbers) to JMdict's.

Until the bundled words came from JMdict, a word's id was the line of its entry in Debian's
EDICT file, and stars, history and saved screens in user.sqlite name words by id. This
writes `old<TAB>new` for every word of the old bundled data that the new one has, matched
by its usual spelling and first reading, so the app can carry those ids over.

    git show f98e98d:Resources/kanji-navigator.json.gz > /tmp/old.json.gz
    python3 Scripts/build-legacy-word-ids.py --old /tmp/old.json.gz \\
        --new Resources/kanji-navigator.json.gz --output Resources/legacy-word-ids.tsv && gzip -n -9 Resources/legacy-word-ids.tsv
"""
import argparse, gzip, json

ap = argparse.ArgumentParser()
ap.add_argument('--old', required=True)
ap.add_argument('--new', required=True)
ap.add_argument('--output', required=True)
a = ap.parse_args()

old = json.load(gzip.open(a.old, 'rt', encoding='utf-8'))
new = json.load(gzip.open(a.new, 'rt', encoding='utf-8'))
assert old['format'] == 1 and new['format'] == 2, 'expects format 1 (EDICT ids) and 2 (JMdict ids)'

# New words by (spelling or kana-only reading, reading): the first, most common, wins.
by_pair = {}
for word in new['words']:
    ident, spellings, kana = word[0], [s[0] for s in word[3]], [k[0] for k in word[4]]
    for reading in kana:
        for text in spellings + [reading]:
            by_pair.setdefault((text, reading), ident)

pairs, missing = [], 0
for word in old['words']:
    ident, forms, readings = word[0], word[2], word[3]
    if not readings:
        missing += 1
        continue
    head = forms[0] if forms else readings[0]
    target = by_pair.get((head, readings[0]))
    if target is None:
        missing += 1
    elif target != ident:
        pairs.append((ident, target))

with open(a.output, 'w', encoding='utf-8') as out:
    out.write('# old bundled word id (EDICT line)\tJMdict entry id: written by Scripts/build-legacy-word-ids.py\n')
    for old_id, new_id in sorted(pairs):
        out.write(f'{old_id}\t{new_id}\n')
print(f'wrote {a.output}: {len(pairs)} of {len(old["words"])} old ids mapped; {missing} not in the new data')
