#!/usr/bin/env python3
"""Review histories scheduled by py-fsrs, for the Swift port's tests to replay.

Writes Tests/SpacedRepetitionTests/Fixtures/fsrs-histories.tsv (`make fsrs-fixtures` runs this
with fsrs==6.3.2 in a virtual environment). Deterministic: the same package gives the same file.

The file is tab-separated. `config` lines name a scheduler setting:
    config  NAME  DESIRED_RETENTION  LEARNING_STEPS  RELEARNING_STEPS  MAXIMUM_INTERVAL  FUZZ  PARAMETERS
(steps in seconds, comma-separated, `-` for none; FUZZ 0 or 1; PARAMETERS the 21 weights,
comma-separated). Every other line is one review of one card, in order:
    CARD  CONFIG  CREATED  REVIEWED  RATING  STATE  STEP  DUE  STABILITY  DIFFICULTY
(times in seconds since the epoch, DUE rounded down to the second; STEP `-` in review;
stability and difficulty to 12 significant digits).
With fuzz on, py-fsrs's `random()` draws from SplitMix64 seeded with the card's number, which
the Swift tests run alongside (SpacedRepetition's FuzzGenerator).
"""

import argparse
import importlib.metadata
import itertools
import math
import random
from datetime import datetime, timedelta, timezone

import fsrs
import fsrs.scheduler
from fsrs import Card, Rating, Scheduler

VERSION = "6.3.2"

MASK = (1 << 64) - 1


class SplitMix64:
    def __init__(self, seed):
        self.state = seed & MASK

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def random(self):
        return (self.next() >> 11) * 2.0**-53


def minutes(*values):
    return [timedelta(minutes=v) for v in values]


def configs(rng):
    custom = [round(rng.uniform(lo, hi), 4) for lo, hi in zip(fsrs.scheduler.LOWER_BOUNDS_PARAMETERS, fsrs.scheduler.UPPER_BOUNDS_PARAMETERS)]
    defaults = list(fsrs.scheduler.DEFAULT_PARAMETERS)
    return [
        ("default", dict(parameters=defaults)),
        ("retention80-onestep-norelearn", dict(parameters=defaults, desired_retention=0.8, learning_steps=minutes(1), relearning_steps=[], maximum_interval=365)),
        ("retention95-nolearn-threerelearn", dict(parameters=defaults, desired_retention=0.95, learning_steps=[], relearning_steps=minutes(5, 30, 60))),
        ("retention85-longsteps-cap100", dict(parameters=defaults, desired_retention=0.85, learning_steps=[timedelta(seconds=30), timedelta(minutes=2), timedelta(hours=1), timedelta(days=1)], relearning_steps=[timedelta(minutes=10), timedelta(days=1)], maximum_interval=100)),
        ("custom-weights", dict(parameters=custom, desired_retention=0.9)),
        ("default-fuzz", dict(parameters=defaults, enable_fuzzing=True)),
        ("retention70-fuzz-cap30", dict(parameters=defaults, desired_retention=0.7, maximum_interval=30, enable_fuzzing=True)),
    ]


def seconds(delta):
    return int(delta.total_seconds())


def epoch(moment):
    return math.floor(moment.timestamp())


def next_time(rng, card, last):
    """When the next review happens: on time, late, early, the same day, or after years."""
    due = card.due
    interval = max((due - last).total_seconds(), 1)
    mode = rng.choices(["on-time", "late", "early", "minutes", "years", "hours"], [30, 25, 15, 10, 5, 15])[0]
    if mode == "on-time":
        moment = due + timedelta(seconds=rng.randint(0, 59))
    elif mode == "late":
        moment = due + timedelta(seconds=rng.randint(1, int(interval * 3) + 86400))
    elif mode == "early":
        moment = last + timedelta(seconds=rng.randint(0, int(interval)))
    elif mode == "minutes":
        moment = last + timedelta(seconds=rng.randint(0, 1800))
    elif mode == "hours":
        moment = last + timedelta(seconds=rng.randint(3600, 3 * 86400))
    else:
        moment = due + timedelta(days=rng.randint(365, 6 * 365), seconds=rng.randint(0, 86399))
    return max(moment.replace(microsecond=0), last)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", required=True)
    args = parser.parse_args()
    installed = importlib.metadata.version("fsrs")
    if installed != VERSION:
        raise SystemExit(f"fsrs {installed} is installed; the fixtures are made with fsrs=={VERSION}")
    rng = random.Random(20260105)
    start = datetime(2026, 1, 5, 8, 0, 0, tzinfo=timezone.utc)
    lines = [f"# Review histories scheduled by py-fsrs {VERSION}: written by Scripts/fsrs-fixtures.py (make fsrs-fixtures); do not edit."]
    card_number = 0
    for name, settings in configs(rng):
        settings = dict(settings)
        settings.setdefault("enable_fuzzing", False)
        scheduler = Scheduler(**settings)
        steps = lambda values: ",".join(str(seconds(v)) for v in values) or "-"
        lines.append("\t".join([
            "config", name, repr(scheduler.desired_retention), steps(scheduler.learning_steps),
            steps(scheduler.relearning_steps), str(scheduler.maximum_interval),
            "1" if scheduler.enable_fuzzing else "0", ",".join(repr(p) for p in scheduler.parameters)]))
        histories = []
        # Every sequence of three ratings, each review on time.
        for ratings in itertools.product(list(Rating), repeat=3):
            histories.append(("on-time", list(ratings)))
        # Random histories: mostly Good, with lapses; some long.
        for _ in range(45):
            length = rng.choice([rng.randint(1, 12), rng.randint(12, 40)])
            weights = rng.choice([[1, 1, 1, 1], [2, 1, 6, 1], [1, 0, 8, 1], [5, 1, 3, 1]])
            histories.append(("random", rng.choices(list(Rating), weights, k=length)))
        for timing, ratings in histories:
            card_number += 1
            generator = SplitMix64(card_number)
            fsrs.scheduler.random = generator.random
            created = start + timedelta(seconds=rng.randint(0, 200 * 86400))
            card = Card(card_id=card_number, due=created)
            moment = created
            for rating in ratings:
                moment = (card.due if timing == "on-time" else next_time(rng, card, moment)) if card.last_review else moment
                card, _ = scheduler.review_card(card, rating, moment)
                lines.append("\t".join([
                    str(card_number), name, str(epoch(created)), str(epoch(moment)), str(int(rating)),
                    str(int(card.state)), "-" if card.step is None else str(card.step), str(epoch(card.due)),
                    format(card.stability, ".12g"), format(card.difficulty, ".12g")]))
    with open(args.output, "w", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")
    reviews = sum(1 for line in lines if line[0].isdigit())
    print(f"wrote {card_number} cards, {reviews} reviews to {args.output}")


if __name__ == "__main__":
    main()
