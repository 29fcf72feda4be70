"""The class store (class_hub.store, issue 36) on SQLite: a class, its students, their hidden guesses, the pooled
games, the teacher's export and deletions; a write acknowledged survives the process killed right after it."""

import json
import subprocess
import sys
import textwrap

import pytest

from class_hub.store import (CODE_ALPHABET, CODE_LENGTH, LIFETIME, ClassLocked, NicknameTaken, SQLiteStore,
                             UnknownClass, key_hash)
from conftest import ROOT

NOW = 1_800_000_000.0


@pytest.fixture
def store(tmp_path):
    opened = SQLiteStore(tmp_path / "class.sqlite")
    yield opened
    opened.close()


def test_a_class_has_a_code_to_type_and_a_key_kept_only_as_its_hash(store, tmp_path):
    code, key = store.open_class(NOW)
    assert len(code) == CODE_LENGTH and set(code) <= set(CODE_ALPHABET)
    assert store.is_teacher(code, key) and not store.is_teacher(code, key + "x") and not store.is_teacher("NOPE", key)
    assert store.open_class(NOW)[0] != code
    kept = b"".join(path.read_bytes() for path in tmp_path.glob("class.sqlite*"))     # the file and its WAL
    assert key.encode() not in kept and key_hash(key).encode() in kept


def test_a_student_comes_back_with_their_nickname_and_token_and_no_one_else_takes_it(store, tmp_path):
    code, _key = store.open_class(NOW)
    name, token = store.join(code, "Zoé", NOW, page="ohio")
    assert name == "Zoé" and store.is_student(code, "zoé", token)
    assert token.encode() not in b"".join(path.read_bytes() for path in tmp_path.glob("class.sqlite*"))
    store.guess(code, "ohio.lead", "Zoé", 0.6, NOW + 1)
    assert store.join(code, "ZOÉ", NOW + 60, page="ohio", token=token) == ("Zoé", token)   # a reload, a kernel culled
    assert store.own_guess(code, "ohio.lead", "zoé") == 0.6
    assert [(s["nickname"], s["seen"]) for s in store.roster(code)] == [("Zoé", NOW + 60)]
    for other in (None, "not-hers"):                       # another device, another student typing her nickname
        with pytest.raises(NicknameTaken, match="Zoé"):
            store.join(code, "zoé", NOW + 61, token=other)
    assert not store.is_student(code, "Zoé", "not-hers") and not store.is_student(code, "Ali", token)
    with pytest.raises(UnknownClass):
        store.join("ABCDEFGH", "Zoé", NOW)


def test_guesses_are_one_per_student_and_question_and_revealed_or_reset_by_question(store):
    code, _key = store.open_class(NOW)
    for name in ("Ali", "Bea"):
        store.join(code, name, NOW)
    store.guess(code, "q1", "Ali", 0.2, NOW + 1)
    store.guess(code, "q1", "Bea", 0.7, NOW + 2)
    store.guess(code, "q1", "ali", 0.4, NOW + 3)                          # a new guess replaces the first
    store.guess(code, "q2", "Bea", 0.9, NOW + 4)
    assert store.guesses(code, "q1") == {"Bea": 0.7, "Ali": 0.4}
    assert not store.is_revealed(code, "q1")
    store.reveal(code, "q1", True)
    assert store.is_revealed(code, "q1") and not store.is_revealed(code, "q2")
    store.reset(code, "q1")
    assert store.guesses(code, "q1") == {} and not store.is_revealed(code, "q1")
    assert store.guesses(code, "q2") == {"Bea": 0.9}


def test_the_class_pools_its_games_in_the_order_they_came(store):
    code, _key = store.open_class(NOW)
    for name in ("Ali", "Bea"):
        store.join(code, name, NOW)
    store.add_games(code, "q1", "Ali", 100, 60, NOW + 1)
    store.add_games(code, "q1", "Bea", 50, 20, NOW + 2)
    store.add_games(code, "q1", "Ali", 100, 70, NOW + 3)
    pooled = store.pooled(code, "q1")
    assert (pooled["games"], pooled["total"]) == (250, 150)
    assert pooled["curve"] == [(100, 60), (150, 80), (250, 150)]
    assert pooled["by_student"] == {"Ali": (200, 130), "Bea": (50, 20)}
    store.reset(code, "q1")
    assert store.pooled(code, "q1")["games"] == 0


def test_the_export_holds_every_guess_and_an_ended_class_leaves_nothing(store, tmp_path):
    code, key = store.open_class(NOW)
    other, _ = store.open_class(NOW)
    store.join(code, "Ali", NOW)
    store.join(other, "Ali", NOW)
    store.guess(code, "q1", "Ali", 0.25, NOW + 1)
    store.add_games(code, "q1", "Ali", 10, 3, NOW + 2)
    store.guess(other, "q1", "Ali", 0.5, NOW + 1)
    assert store.export_rows(code) == [("q1", "Ali", 0.25, NOW + 1)]
    store.end_class(code)
    with pytest.raises(UnknownClass):
        store.roster(code)
    assert not store.is_teacher(code, key)
    for table in ("students", "questions", "guesses", "runs"):
        left = store._read(f"SELECT COUNT(*) FROM {table} WHERE code = ?", (code,))[0][0]
        assert left == 0, table
    assert store.guesses(other, "q1") == {"Ali": 0.5}


def test_a_class_older_than_a_day_is_deleted(store):
    old, _ = store.open_class(NOW)
    new, _ = store.open_class(NOW + 3600)
    store.join(old, "Ali", NOW)
    assert store.delete_older_than(NOW + LIFETIME + 1) == 1
    with pytest.raises(UnknownClass):
        store.class_state(old)
    assert store.class_state(new)["opened"] == NOW + 3600


WRITE_THEN_DIE = textwrap.dedent("""
    import json, os, signal, sys
    from class_hub.store import SQLiteStore
    store = SQLiteStore(sys.argv[1])
    code, key = store.open_class(1.0)
    store.join(code, "Ali", 2.0, page="yozu_probability")
    store.guess(code, "q1", "Ali", 0.75, 3.0)
    store.add_games(code, "q1", "Ali", 400, 300, 4.0)
    store.reveal(code, "q1", True)
    print(json.dumps([code, key]), flush=True)       # acknowledged
    os.kill(os.getpid(), signal.SIGKILL)
""")


def test_what_was_acknowledged_survives_the_process_killed_right_after(tmp_path):
    path = tmp_path / "class.sqlite"
    done = subprocess.run([sys.executable, "-c", WRITE_THEN_DIE, str(path)], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == -9, done.stderr
    code, key = json.loads(done.stdout)
    store = SQLiteStore(path)
    try:
        assert store.is_teacher(code, key)
        assert [s["nickname"] for s in store.roster(code)] == ["Ali"]
        assert store.guesses(code, "q1") == {"Ali": 0.75} and store.is_revealed(code, "q1")
        assert store.pooled(code, "q1")["curve"] == [(400, 300)]
    finally:
        store.close()
