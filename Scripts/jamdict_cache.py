"""Finds JMdict as SQLite (jamdict-data 1.5's jamdict.db) in the data cache, unpacking it from
the package's archive the first time, as build-word-frequency.py does."""
import lzma
import os
import shutil
import sqlite3
import sys
import tarfile

ARCHIVE = "jamdict_data-1.5.tar.gz"


def connect(cache):
    path = os.path.join(cache, "jamdict.db")
    if not os.path.exists(path):
        archive = os.path.join(cache, ARCHIVE)
        if not os.path.exists(archive):
            sys.exit(f"no {path} nor {archive}: run make word-frequency (it downloads jamdict-data)")
        with tarfile.open(archive) as tar:
            member = tar.extractfile("jamdict_data-1.5/jamdict_data/jamdict.db.xz")
            with lzma.open(member) as source, open(path + ".part", "wb") as target:
                shutil.copyfileobj(source, target, 1 << 20)
        os.replace(path + ".part", path)
    return sqlite3.connect(path)
