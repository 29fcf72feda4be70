"""The class store (class_hub.store, issue 36), each test on SQLite and on a real PostgreSQL server: a class, its
students, their hidden guesses, the pooled games, the teacher's export and deletions; two connections at once; a
write acknowledged survives the process killed right after it."""

import json
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

import class_hub.store
from class_hub.store import (CODE_ALPHABET, CODE_LENGTH, LIFETIME, TABLES, ClassLocked, NicknameTaken, UnknownClass,
                             key_hash)
from conftest import ROOT

NOW = 1_800_000_000.0


@pytest.fixture
def store(stores):
    return stores()


def kept(store, place):
    """What the store keeps, as bytes: a SQLite file and its WAL as they are on disk; every row of a PostgreSQL
    database as text."""
    if place.startswith("postgresql://"):
        return "".join(str(row) for table in TABLES for row in store._read(f"SELECT * FROM {table}")).encode()
    return b"".join(path.read_bytes() for path in Path(place).parent.glob(Path(place).name + "*"))


def left_of(store, code):
    """How many rows of each table still belong to class ``code``."""
    return {table: store._read(f"SELECT COUNT(*) FROM {table} WHERE code = ?", (code,))[0][0] for table in TABLES}


def test_a_class_has_a_code_to_type_and_a_key_kept_only_as_its_hash(store, store_place):
    code, key = store.open_class(NOW)
    assert len(code) == CODE_LENGTH and set(code) <= set(CODE_ALPHABET)
    assert store.is_teacher(code, key) and not store.is_teacher(code, key + "x") and not store.is_teacher("NOPE", key)
    assert store.open_class(NOW)[0] != code
    assert key.encode() not in kept(store, store_place) and key_hash(key).encode() in kept(store, store_place)


def test_a_code_already_in_use_is_drawn_again(store, monkeypatch):
    taken, _key = store.open_class(NOW)
    drawn = iter([taken, taken, "ABCDEFGH"])
    monkeypatch.setattr(class_hub.store, "new_code", lambda: next(drawn))
    code, key = store.open_class(NOW + 1)
    assert code == "ABCDEFGH" and store.is_teacher(code, key)
    assert store.class_state(taken)["opened"] == NOW, "the class that had the code keeps it"


def test_a_student_comes_back_with_their_nickname_and_token_and_no_one_else_takes_it(store, store_place):
    code, _key = store.open_class(NOW)
    name, token = store.join(code, "Zoé", NOW, page="ohio")
    assert name == "Zoé" and store.is_student(code, "zoé", token)
    assert token.encode() not in kept(store, store_place)
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


def test_a_newcomer_may_bring_the_token_their_page_drew_and_come_back_with_it(store):
    """A page draws its student's token before it asks to join: an answer lost on the way costs nothing, the page
    joins again with the token it kept. Whoever does not have it still cannot take the nickname."""
    code, _key = store.open_class(NOW)
    drawn = "pAgE-drawn_token-0123456789abc"
    assert store.join(code, "Ali", NOW, token=drawn) == ("Ali", drawn)
    assert store.is_student(code, "ali", drawn)
    assert store.join(code, "ali", NOW + 5, token=drawn) == ("Ali", drawn)      # the answer was lost: asked again
    with pytest.raises(NicknameTaken):
        store.join(code, "Ali", NOW + 6, token="another-page-drew-this-one-99")
    assert [s["nickname"] for s in store.roster(code)] == ["Ali"]


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
    assert pooled["curves"] == {"Ali": [(100, 60), (200, 130)], "Bea": [(50, 20)]}     # each student's own run
    store.reset(code, "q1")
    assert store.pooled(code, "q1")["games"] == 0


def test_the_teacher_sees_every_question_of_the_class_in_the_order_it_was_first_used(store):
    code, _key = store.open_class(NOW)
    other, _key = store.open_class(NOW)
    for name in ("Ali", "Bea"):
        store.join(code, name, NOW)
    store.add_games(code, "yozu.prior/tiger:summer", "Ali", 100, 12, NOW + 1)
    store.guess(code, "ohio.lead/1/2/win", "Ali", 0.5, NOW + 2)
    store.guess(code, "ohio.lead/1/2/win", "Bea", 0.6, NOW + 3)
    store.guess(code, "yozu.prior/tiger:summer", "Bea", 0.1, NOW + 4)
    store.reveal(code, "ohio.lead/1/2/win", True)
    assert store.questions(code) == [
        {"question": "yozu.prior/tiger:summer", "answered": 1, "revealed": False, "games": 100},
        {"question": "ohio.lead/1/2/win", "answered": 2, "revealed": True, "games": 0}]
    assert store.questions(other) == []
    store.end_class(code)
    with pytest.raises(UnknownClass):
        store.questions(code)


def test_the_export_holds_every_guess_and_an_ended_class_leaves_nothing(store):
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
    assert left_of(store, code) == dict.fromkeys(TABLES, 0)
    assert store.guesses(other, "q1") == {"Ali": 0.5}


def test_a_class_older_than_a_day_is_deleted(store):
    old, _ = store.open_class(NOW)
    new, _ = store.open_class(NOW + 3600)
    store.join(old, "Ali", NOW)
    assert store.delete_older_than(NOW + LIFETIME + 1) == 1
    with pytest.raises(UnknownClass):
        store.class_state(old)
    assert store.class_state(new)["opened"] == NOW + 3600


def test_a_class_ended_refuses_every_write_and_read_of_it_and_changes_nothing(store):
    code, _key = store.open_class(NOW)
    store.end_class(code)
    calls = [lambda: store.join(code, "Ali", NOW), lambda: store.set_class(code, locked=True),
             lambda: store.guess(code, "q1", "Ali", 0.5, NOW), lambda: store.reveal(code, "q1", True),
             lambda: store.reset(code, "q1"), lambda: store.add_games(code, "q1", "Ali", 10, 5, NOW),
             lambda: store.end_class(code), lambda: store.export_rows(code), lambda: store.roster(code)]
    for call in calls:
        with pytest.raises(UnknownClass):
            call()
    assert left_of(store, code) == dict.fromkeys(TABLES, 0)


class Meanwhile(threading.Thread):
    """``call()`` started in a thread of its own: ``done`` is set when it has ended, and ``outcome`` then holds what it
    returned or the exception it raised."""

    def __init__(self, call):
        super().__init__(daemon=True)
        self.call, self.done, self.outcome = call, threading.Event(), None
        self.start()

    def run(self):
        self.outcome = catching(self.call)
        self.done.set()


def catching(call):
    """What ``call()`` returned, or the exception it raised."""
    try:
        return call()
    except Exception as error:          # the test looks at it
        return error


def test_a_class_ended_through_another_connection_while_a_write_checks_it_is_ended_after_the_write(store, stores):
    """The class ended (by another hub thread or process) between a write's check of the class and the write: the
    two are one transaction, so the end waits for the write to commit and then deletes it with the rest (checked,
    then written in two steps, the write failed: an IntegrityError, the hub's 500)."""
    code, _key = store.open_class(NOW)
    store.join(code, "Ali", NOW)
    other, checked, ending = stores(), store._class_row, []

    def end_meanwhile(run, code, lock=""):
        row = checked(run, code, lock)
        if not ending:
            ending.append(Meanwhile(lambda: other.end_class(code)))
            ending[0].done.wait(timeout=0.3)           # done at once if nothing holds the class until the write
        return row

    store._class_row = end_meanwhile
    store.guess(code, "q1", "Ali", 0.5, NOW + 1)
    ending[0].join(timeout=30)
    assert ending[0].done.is_set() and ending[0].outcome is None, "the class is ended once the write committed"
    with pytest.raises(UnknownClass):
        other.class_state(code)
    assert left_of(other, code) == dict.fromkeys(TABLES, 0)


def test_one_nickname_joining_through_two_connections_at_once_is_one_student(store, stores, monkeypatch):
    """Two students type the same nickname at once, through two hub processes: whichever joins first has it, the
    other is told NicknameTaken (not the database's error for a duplicate key)."""
    code, _key = store.open_class(NOW)
    other, drawn, second = stores(), class_hub.store.secrets.token_urlsafe, []

    def token_after_the_other_joins(size):       # the first join read that no one has the nickname, not yet written
        if not second:
            second.append(Meanwhile(lambda: other.join(code, "ZOÉ", NOW)))
            second[0].done.wait(timeout=0.3)             # SQLite: the other waits for this transaction to end
        return drawn(size)

    monkeypatch.setattr(class_hub.store.secrets, "token_urlsafe", token_after_the_other_joins)
    first = catching(lambda: store.join(code, "Zoé", NOW))
    second[0].join(timeout=30)
    outcomes = [first, second[0].outcome]
    assert sorted(type(outcome).__name__ for outcome in outcomes) == ["NicknameTaken", "tuple"], outcomes
    assert [student["nickname"] for student in store.roster(code)] == [
        outcome[0] for outcome in outcomes if isinstance(outcome, tuple)]


WRITE_THEN_DIE = textwrap.dedent("""
    import json, os, signal, sys
    from class_hub.stores import open_store
    store = open_store(sys.argv[1])
    code, key = store.open_class(1.0)
    store.join(code, "Ali", 2.0, page="yozu_probability")
    store.guess(code, "q1", "Ali", 0.75, 3.0)
    store.add_games(code, "q1", "Ali", 400, 300, 4.0)
    store.reveal(code, "q1", True)
    print(json.dumps([code, key]), flush=True)       # acknowledged
    os.kill(os.getpid(), signal.SIGKILL)
""")


def test_what_was_acknowledged_survives_the_process_killed_right_after(store_place, stores):
    done = subprocess.run([sys.executable, "-c", WRITE_THEN_DIE, store_place], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == -9, done.stderr
    code, key = json.loads(done.stdout)
    store = stores()
    assert store.is_teacher(code, key)
    assert [s["nickname"] for s in store.roster(code)] == ["Ali"]
    assert store.guesses(code, "q1") == {"Ali": 0.75} and store.is_revealed(code, "q1")
    assert store.pooled(code, "q1")["curve"] == [(400, 300)]
