"""Which verb a kana reading stands for, as the program's own search says: a rule of example_rules.py."""
import json
import os
import subprocess
import tempfile


def kana(text):
    """Whether `text` is hiragana and katakana only."""
    return all("\u3041" <= c <= "\u3096" or "\u30a1" <= c <= "\u30fa" or c == "\u30fc" for c in text)


class EverydayVerbs:
    """The verb each kana reading stands for in the program's own search: the entry `kanji
    lookup` opens first for it (いる 居る, なる 成る, its kana queries ranked by the frequency
    and priority of the reading). The segmenter takes one of a reading's verbs without asking
    which is everyday (ネコが|いる as 要る "to be needed", 憂鬱に|なる as 生る "to bear fruit");
    a verb written in kana is kept only for the verb the search opens for it."""

    def __init__(self, kanji, verbs):
        self.kanji = kanji
        self.verbs = verbs
        self.first = {}

    def learn(self, forms):
        """Looks the kana dictionary forms `forms` up, all in one `kanji lookup -`."""
        forms = sorted(set(forms) - set(self.first))
        if not forms:
            return
        with tempfile.TemporaryDirectory() as empty:
            result = subprocess.run(
                [self.kanji, "lookup", "-", "--limit", "1", "--json", "--data-dir", empty],
                input="".join(form + "\n" for form in forms).encode("utf-8"),
                capture_output=True,
                env={**os.environ, "XDG_DATA_HOME": empty},
            )
        if result.returncode != 0:
            raise SystemExit(f"{self.kanji} lookup failed: {result.stderr.decode('utf-8', 'replace').strip()}")
        answers = result.stdout.decode("utf-8").splitlines()
        if len(answers) != len(forms):
            raise SystemExit(f"kanji lookup gave {len(answers)} answers for {len(forms)} queries")
        for form, answer in zip(forms, answers):
            matches = json.loads(answer).get("matches", [])
            self.first[form] = matches[0]["entry"]["entry_id"] if matches else None

    def other(self, entry, surface, form):
        """Whether `entry`, a verb written `surface` in kana (dictionary form `form`), is not the
        verb the search opens for `form`."""
        if entry not in self.verbs or not kana(surface) or not kana(form):
            return False
        return self.first.get(form, entry) != entry
