"""Property-based fuzzing of every input a user or a file can give (hypothesis), for every game:

- any text (and any value at all) given to ``apply`` and ``explain``;
- any mutation of a real record given to ``cardlib.replay`` (moves dropped, duplicated, altered or
  swapped, fields of the wrong type, another game, a bad seed, missing and extra keys, huge numbers,
  values JSON cannot hold) and any ``upto``;
- any command line given to ``cardlib.cli.main`` in-process, and any file given to ``replay``.

Each raises only ``IllegalAction`` or ``RecordError`` carrying a sentence (non-empty text, no
traceback), and the command line ends with a one-line message and exit code 2, never a traceback.
The crashes these found are pinned by the plain tests at the end.
"""

import contextlib
import functools
import io
import json
import math
import random
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cardlib
from cardlib import GAMES, IllegalAction, RecordError
from cardlib.cli import EXIT_INTERNAL, main
from cardlib.records import HEADER_KEYS

FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
FEW = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def is_sentence(text):
    """Non-empty text that is not a traceback."""
    return isinstance(text, str) and text.strip() != "" and "Traceback" not in text and 'File "' not in text


# --- positions and records ------------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def positions(name):
    """Records of a few random games of ``name`` (every player count), cut at a few points."""
    info = cardlib.game_module(name).INFO
    cut = []
    for seed in range(6):
        players = info.min_players + seed % (info.max_players - info.min_players + 1)
        state = cardlib.new_game(name, players, seed=seed, match=seed == 5)
        rng = random.Random(seed)
        while not state.is_over:
            state.apply(state.random_action(rng))
        record = state.to_record()
        for k in sorted({0, 1, len(record["moves"]) // 2, len(record["moves"])}):
            cut.append({**record, "moves": record["moves"][:k]})
    return tuple(json.dumps(r) for r in cut)


def position(name, index):
    return cardlib.replay(json.loads(positions(name)[index % len(positions(name))]))


def near_notation(state, data):
    """A move notation legal now or earlier, or one with a character changed, added or dropped."""
    known = sorted(set(state.moves) | {str(a) for a in state.legal_actions()} | {"pass"})
    text = data.draw(st.sampled_from(known), label="notation")
    edit = data.draw(st.sampled_from(["keep", "insert", "delete", "replace", "suffix", "case"]), label="edit")
    at = data.draw(st.integers(0, len(text)), label="at")
    char = data.draw(st.characters(), label="char")
    return {"keep": text, "insert": text[:at] + char + text[at:], "delete": text[:at] + text[at + 1:],
            "replace": text[:at] + char + text[at + 1:], "suffix": text + " " + char,
            "case": text.upper()}[edit]


TEXTS = st.one_of(st.text(), st.text(alphabet=" 0123456789-abcdefghijklmnopqrstuvwxyzNSEW,"),
                  st.sampled_from(["", " ", "\x00", "\ud800", "9" * 40, "-1", "1e9", "nan", "None", "{}", "[]"]))
# Values of every kind, JSON-like or not.
LEAVES = st.one_of(st.none(), st.booleans(), st.integers(), st.integers(min_value=2**62, max_value=2**200),
                   st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=12), st.binary(max_size=4),
                   st.sampled_from([object(), frozenset(), (), (1, "a"), math.inf, -0.0, 10**400]))
ANY_VALUE = st.recursive(LEAVES, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.one_of(st.text(max_size=6), st.integers()), inner, max_size=3),
    st.tuples(inner), st.sets(st.integers(), max_size=3)), max_leaves=8)


# --- apply and explain --------------------------------------------------------------------------

def check_text_refusal(state, action):
    """``explain(action)`` is None and ``apply`` plays it, or both refuse it with the same sentence and
    nothing changes."""
    reason = state.explain(action)
    before = json.dumps(state.view(None), sort_keys=True), len(state.log)
    if reason is None:
        state.clone().apply(action)
        return
    assert is_sentence(reason), reason
    with pytest.raises(IllegalAction) as refused:
        state.apply(action)
    assert str(refused.value) == str(reason) and is_sentence(str(refused.value))
    assert (json.dumps(state.view(None), sort_keys=True), len(state.log)) == before


@pytest.mark.parametrize("name", GAMES)
@FUZZ
@given(index=st.integers(0, 10**6), text=TEXTS)
def test_any_text_is_played_or_refused_with_a_sentence(name, index, text):
    check_text_refusal(position(name, index), text)


@pytest.mark.parametrize("name", GAMES)
@FUZZ
@given(index=st.integers(0, 10**6), data=st.data())
def test_near_miss_notation_is_played_or_refused_with_a_sentence(name, index, data):
    state = position(name, index)
    check_text_refusal(state, near_notation(state, data))


@pytest.mark.parametrize("name", GAMES)
@FEW
@given(index=st.integers(0, 10**6), value=ANY_VALUE)
def test_any_value_given_as_a_move_is_refused_with_a_sentence(name, index, value):
    """Not only text: a number, a list, None, an object; never a TypeError or AttributeError."""
    state = position(name, index)
    reason = state.explain(value)
    assert is_sentence(reason), (value, reason)
    with pytest.raises(IllegalAction) as refused:
        state.apply(value)
    assert str(refused.value) == str(reason)


# --- records -----------------------------------------------------------------------------------------

@st.composite
def mutated_records(draw, name):
    """A real record of ``name`` with one to three mutations."""
    record = json.loads(draw(st.sampled_from(positions(name)), label="record"))
    for _ in range(draw(st.integers(1, 3), label="mutations")):
        moves = record.get("moves") if isinstance(record.get("moves"), list) else []
        kind = draw(st.sampled_from(["drop", "duplicate", "alter", "swap", "append", "field", "delete", "extra",
                                     "game", "seed", "huge", "not a record"]), label="kind")
        at = draw(st.integers(0, max(0, len(moves) - 1)), label="at")
        if kind == "drop" and moves:
            del moves[at]
        elif kind == "duplicate" and moves:
            moves.insert(at, moves[at])
        elif kind == "alter" and moves:
            moves[at] = draw(st.one_of(TEXTS, ANY_VALUE), label="move")
        elif kind == "swap" and len(moves) > 1:
            other = draw(st.integers(0, len(moves) - 1), label="other")
            moves[at], moves[other] = moves[other], moves[at]
        elif kind == "append":
            moves.append(draw(TEXTS, label="move"))
        elif kind == "field":
            record[draw(st.sampled_from(HEADER_KEYS), label="key")] = draw(ANY_VALUE, label="value")
        elif kind == "delete":
            record.pop(draw(st.sampled_from(HEADER_KEYS), label="key"), None)
        elif kind == "extra":
            record[draw(st.one_of(st.text(max_size=8), st.integers(), st.tuples(st.integers())), label="key")] = \
                draw(ANY_VALUE, label="value")
        elif kind == "game":
            record["game"] = draw(st.sampled_from([g for g in GAMES if g != name] + ["", "OHIO", "chess"]))
        elif kind == "seed":
            record["seed"] = draw(st.one_of(st.integers(), ANY_VALUE), label="seed")
        elif kind == "huge":
            record[draw(st.sampled_from(["players", "seed", "first_player", "format", "version"]))] = \
                draw(st.sampled_from([2**64, -2**64, 10**400, 1e308, -1]))
        elif kind == "not a record":
            record = draw(ANY_VALUE, label="record")
            break
        if isinstance(record, dict) and isinstance(record.get("moves"), list):
            record["moves"] = moves
    return record


@pytest.mark.parametrize("name", GAMES)
@FUZZ
@given(data=st.data())
def test_any_mutated_record_replays_or_raises_record_error(name, data):
    record = data.draw(mutated_records(name), label="mutated")
    upto = data.draw(st.one_of(st.none(), st.integers(-3, 400), ANY_VALUE), label="upto")
    try:
        state = cardlib.replay(record, upto=upto)
    except RecordError as bad:
        assert is_sentence(str(bad)) and is_sentence(bad.reason)
        assert str(bad).startswith("record header: " if bad.index is None else f"move {bad.index}: ")
    else:
        assert isinstance(state, cardlib.game_module(state.game).State)


# --- the command line -------------------------------------------------------------------------------

def run(argv):
    """``main(argv)`` in-process: (exit code, stdout, stderr); SystemExit is --help's exit."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as stop:
            code = ("exit", stop.code)
    return code, out.getvalue(), err.getvalue()


def check_ending(code, out, err):
    """Exit 0 (or --help's), 1 for a failed soak, or 2 with one line on stderr; never a traceback."""
    assert "Traceback" not in out + err
    if code == ("exit", 0):
        assert out.startswith("usage:")
        return
    assert code in (0, 1, 2), (code, err)
    assert code != EXIT_INTERNAL
    if code == 2:
        assert err.startswith("cardlib: error: ") and len(err.strip().splitlines()) == 1, err


_RECORDS_FOLDER = tempfile.TemporaryDirectory(prefix="cardlib-fuzz-")     # removed when Python exits
RECORDS = Path(_RECORDS_FOLDER.name)
SMALL = st.one_of(st.integers(-2, 3).map(str), st.sampled_from(["", "x", "1.5", "-0", "+2", "1e3", "٣"]))
OPTIONS = {
    "simulate": [("--games", SMALL), ("--players", SMALL), ("--bots", TEXTS), ("--seed", st.integers().map(str)),
                 ("--lang", TEXTS), ("--match", None), ("--json", None), ("--save-records", st.just(str(RECORDS)))],
    "replay": [("--lang", TEXTS), ("--upto", st.one_of(SMALL, st.integers().map(str)))],
    "soak": [("--games", SMALL), ("--players", SMALL), ("--seed", st.integers().map(str)),
             ("--sample", st.sampled_from(["0", "0.5", "1", "-1", "2", "nan", "x"])), ("--json", None),
             ("--lang", TEXTS)],
}


@st.composite
def command_lines(draw):
    """A command (or junk), its positional arguments (games, a record file, junk) and options."""
    command = draw(st.one_of(st.sampled_from(sorted(OPTIONS)), TEXTS), label="command")
    argv = [command]
    if command == "replay":
        argv.append(draw(st.one_of(st.sampled_from(sorted(str(p) for p in RECORDS.glob("*.json")) or ["x"]),
                                   TEXTS.map(lambda t: f"{RECORDS}/{t}")), label="file"))
    else:
        argv += draw(st.lists(st.one_of(st.sampled_from([*GAMES, "all"]), TEXTS), max_size=2), label="games")
    for option, values in draw(st.lists(st.sampled_from(OPTIONS.get(command, OPTIONS["soak"])), max_size=4)):
        argv.append(option)
        if values is not None:
            argv.append(draw(values, label=option))
    if draw(st.booleans()):
        argv.insert(draw(st.integers(0, len(argv))), draw(TEXTS, label="stray"))
    return argv


def write_records():
    """A valid record and some broken files in RECORDS, for ``replay`` to read."""
    for name in GAMES:
        (RECORDS / f"{name}.json").write_text(positions(name)[2], encoding="utf-8")
    (RECORDS / "empty.json").write_text("")
    (RECORDS / "deep.json").write_text("[" * 100_000)
    (RECORDS / "bytes.json").write_bytes(b"\xff\xfe\x00\x80")


write_records()


@FUZZ
@given(argv=command_lines())
def test_any_command_line_ends_with_a_message_never_a_traceback(argv):
    check_ending(*run(argv))


@pytest.mark.parametrize("name", GAMES)
@FEW
@given(data=st.data())
def test_replay_of_any_file_ends_with_a_message_never_a_traceback(name, data):
    content = data.draw(st.one_of(
        mutated_records(name).map(lambda r: json.dumps(r, default=repr, skipkeys=True).encode()),
        st.binary(max_size=200), TEXTS.map(lambda t: t.encode("utf-8", "surrogatepass"))), label="content")
    with tempfile.NamedTemporaryFile(suffix=".json", dir=RECORDS) as file:
        file.write(content)
        file.flush()
        upto = data.draw(st.lists(st.one_of(SMALL, st.integers().map(str)), max_size=1), label="upto")
        code, out, err = run(["replay", file.name, *(["--upto", upto[0]] if upto else [])])
    check_ending(code, out, err)


# --- the crashes found, pinned ---------------------------------------------------------------------------

def a_record(name="ohio"):
    return json.loads(positions(name)[2])


@pytest.mark.parametrize("upto", ["3", 1.5, [], -1, True])
def test_replay_refuses_an_upto_that_is_not_a_whole_number(upto):
    """It was a TypeError ('<=' not supported between int and str) or a slice error."""
    with pytest.raises(RecordError, match="is not a whole number from 0 to"):
        cardlib.replay(a_record(), upto=upto)


def test_replay_names_unknown_fields_that_are_not_text():
    """An extra key that is a number was a TypeError while naming the unknown fields."""
    with pytest.raises(RecordError, match=r"unknown fields \(2,\), 1, zz"):
        cardlib.replay({**a_record(), 1: "x", (2,): "y", "zz": 0})


@pytest.mark.parametrize("path", ["a\x00b.json", "\ud800.json"])
def test_replay_of_an_impossible_file_name_is_a_usage_error(path):
    """A NUL or a lone surrogate in the name was a ValueError or UnicodeEncodeError from open()."""
    code, out, err = run(["replay", path])
    assert code == 2 and "not a valid file name" in err


@pytest.mark.parametrize("name, shown", [("a\nb.json", "a\\nb.json"), ("a\x85b.json", "a\\x85b.json"),
                                         ("a\u2028b.json", "a\\u2028b.json")])
def test_a_file_name_with_a_line_break_keeps_the_error_on_one_line(name, shown):
    """A name holding a line break (newline, NEL, line separator) split the error over two lines."""
    code, out, err = run(["replay", str(RECORDS / name)])
    assert code == 2 and len(err.strip().splitlines()) == 1 and shown in err


def test_simulate_into_an_impossible_folder_name_is_a_usage_error():
    code, out, err = run(["simulate", "ohio", "--games", "1", "--save-records", "a\x00b"])
    assert code == 2 and "not a valid folder name" in err


def test_replay_of_json_nested_too_deeply_is_a_usage_error():
    """Was a RecursionError from the JSON decoder."""
    code, out, err = run(["replay", str(RECORDS / "deep.json")])
    assert code == 2 and "nested too deeply" in err


def test_an_internal_fault_is_one_line_with_exit_code_70(monkeypatch):
    """A bug of ours shows the user one line, not a traceback."""
    def broken(*args, **kwargs):
        raise KeyError("boom")
    monkeypatch.setattr(cardlib.cli, "replay", broken)
    code, out, err = run(["replay", str(RECORDS / "ohio.json")])
    assert code == EXIT_INTERNAL
    assert err.startswith("cardlib: internal error (KeyError: 'boom')") and len(err.strip().splitlines()) == 1
