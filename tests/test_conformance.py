"""The generic conformance test: every game in ``cardlib.GAMES`` obeys the protocol.

Only the protocol of docs/protocol.md is used here (new_game, legal_actions, apply,
explain, parse_action, view, log, scores, winners, clone, to_record, replay, and the
game module's ``INFO`` for its player counts), never a rule of one game, so that each
new game must pass this file unchanged.

Golden playthroughs (OpenSpiel's idea) live in ``tests/golden/``: one fixed-seed random
game per game, every move with the legal actions and the log it produced. When a change
of behaviour is intended, regenerate them and review the diff::

    python -m tests.test_conformance --regen          # or
    CARDLIB_REGEN_GOLDEN=1 pytest tests/test_conformance.py -k golden
"""

import functools
import json
import os
import random
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cardlib

# A bound no game of the five comes near (Ohio at 5 players, a whole match: about 1,500 moves).
MAX_MOVES = 20_000
GOLDEN_DIR = Path(__file__).with_name("golden")
GOLDEN_SEED = 7
GOLDEN_ENV = "CARDLIB_REGEN_GOLDEN"

SEEDS = st.integers(min_value=0, max_value=2**31 - 1)
FEW = settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
VERY_FEW = settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Text that is no move of any game: each must be refused, never crash.
GARBAGE = ["", "   ", "xyzzy", "pass pass pass", "play", "play play", "-1", "\n", "\u2660 A",
           "play 999", "99999999999999999999", "{}", "None"]


def info(name):
    return cardlib.game_module(name).INFO


def allowed_players(name):
    return range(info(name).min_players, info(name).max_players + 1)


CASES = [pytest.param(name, p, id=f"{name}-{p}p") for name in cardlib.GAMES for p in allowed_players(name)]


# --- helpers ------------------------------------------------------------------------------------

def snapshot(state):
    """The whole observable state as one comparable string."""
    return json.dumps({"view": state.view(None), "record": state.to_record(),
                       "log": [str(m) for m in state.log], "current": state.current_player},
                      sort_keys=True)


def playout(state, rng, limit=MAX_MOVES, each=None):
    """Play random legal moves until the end (or ``limit`` moves); call ``each(state)`` before each move."""
    for _ in range(limit):
        if state.is_over:
            return state
        if each is not None:
            each(state)
        state = state.apply(rng.choice(state.legal_actions()))
    assert state.is_over, f"no end after {limit} moves"
    return state


def random_game(name, players, seed, choices, match=False):
    """A finished random game."""
    return playout(cardlib.new_game(name, players=players, seed=seed, match=match), random.Random(choices))


def parse(state, notation):
    """The action written ``notation``, or None when the game cannot read it."""
    try:
        return state.parse_action(notation)
    except cardlib.IllegalAction:
        return None


@functools.lru_cache(maxsize=None)
def notation_pool(name, players):
    """Move notations seen in a few random games of this game, plus garbage, capped in size."""
    seen = set()

    def collect(state):
        seen.update(str(a) for a in state.legal_actions())

    for seed in range(3):
        playout(cardlib.new_game(name, players=players, seed=seed), random.Random(seed), each=collect)
    pool = sorted(seen)
    random.Random(0).shuffle(pool)
    return tuple(pool[:80]) + tuple(GARBAGE)


# --- creation -------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", cardlib.GAMES)
def test_player_counts(name):
    """Every allowed count starts a game; others raise ValueError naming the allowed range."""
    lo, hi = info(name).min_players, info(name).max_players
    for players in allowed_players(name):
        state = cardlib.new_game(name, players=players, seed=1)
        assert state.players == players and state.game == name
    assert cardlib.new_game(name, seed=1).players == info(name).default_players
    assert lo <= info(name).default_players <= hi
    for players in {lo - 1, hi + 1, 0, -1, 100}:
        with pytest.raises(ValueError) as bad:
            cardlib.new_game(name, players=players, seed=1)
        assert str(lo) in str(bad.value) and str(hi) in str(bad.value)


def test_unknown_game_is_refused():
    """A name outside GAMES raises ValueError listing the games."""
    with pytest.raises(ValueError) as bad:
        cardlib.new_game("nosuchgame")
    assert all(name in str(bad.value) for name in cardlib.GAMES)


# --- random games ---------------------------------------------------------------------------------

def check_step(state):
    """The invariants of a state that is not over."""
    assert not state.is_over
    assert state.current_player in range(state.players)
    actions = state.legal_actions()
    assert actions, "a game not over must offer its current player a move"
    assert len(set(actions)) == len(actions)
    assert state.winners() == []
    scores = state.scores()
    assert len(scores) == state.players and all(isinstance(s, (int, float)) for s in scores)


def check_views(state):
    """Every view is a dict of plain JSON that survives a round trip unchanged."""
    for player in [None, *range(state.players)]:
        view = state.view(player)
        assert isinstance(view, dict)
        assert json.loads(json.dumps(view)) == view


def check_over(state):
    """The invariants of a finished game."""
    assert state.is_over
    assert state.current_player is None
    assert state.legal_actions() == []
    winners = state.winners()
    assert winners and set(winners) <= set(range(state.players)) and len(set(winners)) == len(winners)
    assert len(state.scores()) == state.players
    check_views(state)


@pytest.mark.parametrize("name, players", CASES)
@FEW
@given(seed=SEEDS, choices=SEEDS)
def test_random_games_terminate(name, players, seed, choices):
    """Random play ends within a bound; [] legal actions exactly at the end; the log only grows."""
    state = cardlib.new_game(name, players=players, seed=seed)
    history = []

    def each(s):
        check_step(s)
        check_views(s)
        log = [str(m) for m in s.log]
        assert log[:len(history)] == history, "the log is append-only"
        history[:] = log

    state = playout(state, random.Random(choices), each=each)
    check_over(state)
    final = [str(m) for m in state.log]
    assert final[:len(history)] == history and all(isinstance(m, str) for m in state.log)
    state.log.append("not an event")                     # the caller's copy, not the game's history
    assert [str(m) for m in state.log] == final


@pytest.mark.parametrize("name, players", CASES)
@VERY_FEW
@given(seed=SEEDS, choices=SEEDS)
def test_match_games_terminate(name, players, seed, choices):
    """match=True plays a whole match, which ends too."""
    state = cardlib.new_game(name, players=players, seed=seed, match=True)
    assert state.match
    state = playout(state, random.Random(choices), each=check_step)
    check_over(state)


@pytest.mark.parametrize("name, players", CASES)
@FEW
@given(seed=SEEDS, choices=SEEDS)
def test_same_seed_and_moves_give_the_same_game(name, players, seed, choices):
    """The seed fixes every random event: replaying the same moves gives the same game."""
    first = cardlib.new_game(name, players=players, seed=seed)
    again = cardlib.new_game(name, players=players, seed=seed)
    assert snapshot(first) == snapshot(again)
    first = playout(first, random.Random(choices))
    for move in first.to_record()["moves"]:
        again = again.apply(move)
    assert snapshot(again) == snapshot(first)
    for player in range(players):
        assert again.view(player) == first.view(player)
    assert again.scores() == first.scores() and again.winners() == first.winners()


# --- records --------------------------------------------------------------------------------------

@pytest.mark.parametrize("name, players", CASES)
@FEW
@given(seed=st.none() | SEEDS, choices=SEEDS, data=st.data())
def test_records_round_trip_through_json_and_replay(name, players, seed, choices, data):
    """to_record survives JSON; replay rebuilds the game, and replay(upto=k) the game after k moves."""
    snapshots = []
    state = cardlib.new_game(name, players=players, seed=seed)
    state = playout(state, random.Random(choices), each=lambda s: snapshots.append(snapshot(s)))
    snapshots.append(snapshot(state))
    record = json.loads(json.dumps(state.to_record()))
    assert record == state.to_record()
    assert snapshot(cardlib.replay(record)) == snapshots[-1]
    total = len(record["moves"])
    assert total == len(snapshots) - 1
    # The draw must not depend on the game's length: with seed=None every run deals a new game.
    ks = {0, 1, total // 2, total, data.draw(st.integers(0, 2**16), label="k") % (total + 1)}
    for k in sorted(ks):
        assert snapshot(cardlib.replay(record, upto=k)) == snapshots[k], f"upto={k}"


def illegal_notation(state, pool, rng):
    """A notation refused at ``state``: one of the game's own notations if possible, else garbage."""
    refused = [n for n in pool if state.explain(n) is not None]
    own = [n for n in refused if n not in GARBAGE]
    return rng.choice(own or refused)


@pytest.mark.parametrize("name, players", CASES)
@FEW
@given(seed=SEEDS, choices=SEEDS, data=st.data())
def test_corrupted_records_raise_record_error_naming_the_move(name, players, seed, choices, data):
    """An illegal move inserted at k, a move after the end, or a bad header: RecordError, nothing loaded."""
    rng = random.Random(choices)
    record = random_game(name, players, seed, choices).to_record()
    moves = record["moves"]
    k = data.draw(st.integers(0, len(moves)), label="k")
    at_k = cardlib.replay(record, upto=k)
    for bad in (illegal_notation(at_k, notation_pool(name, players), rng), "xyzzy"):
        corrupted = dict(record, moves=moves[:k] + [bad] + moves[k:])
        with pytest.raises(cardlib.RecordError) as error:
            cardlib.replay(corrupted)
        assert error.value.index == k and f"move {k}" in str(error.value)
        assert isinstance(error.value, ValueError)
    with pytest.raises(cardlib.RecordError) as error:
        cardlib.replay(dict(record, moves=moves + [moves[-1]]))
    assert error.value.index == len(moves)


def bad_headers(record):
    """Records whose header is wrong, each with a label."""
    def without(key):
        return {k: v for k, v in record.items() if k != key}

    yield "wrong game", dict(record, game="nosuchgame")
    for other in cardlib.GAMES:
        if other != record["game"]:
            yield f"game {other}", dict(record, game=other)
    for fmt in (0, 2, "1", None, True, 1.5):
        yield f"format {fmt!r}", dict(record, format=fmt)
    for key in ("format", "game", "moves"):
        yield f"no {key}", without(key)
    yield "players text", dict(record, players="three")
    yield "players too many", dict(record, players=100)
    yield "moves not a list", dict(record, moves="pass")
    yield "a move not text", dict(record, moves=[1, 2, 3])
    yield "options not an object", dict(record, options=["x"])
    yield "unknown option", dict(record, options={"no_such_option": 1})
    yield "unknown field", dict(record, colour="blue")
    yield "first_player out of range", dict(record, first_player=record["players"])
    yield "seed text", dict(record, seed="seven")


@pytest.mark.parametrize("name", cardlib.GAMES)
def test_malformed_records_raise_record_error(name):
    """Bad headers, bad format versions, other games and bad upto are all RecordError."""
    record = random_game(name, info(name).default_players, 3, 3).to_record()
    for label, bad in bad_headers(record):
        with pytest.raises(cardlib.RecordError):
            cardlib.replay(bad)
            pytest.fail(label)
    for not_a_record in ([], "ohio", None, 7):
        with pytest.raises(cardlib.RecordError):
            cardlib.replay(not_a_record)
    for upto in (-1, len(record["moves"]) + 1):
        with pytest.raises(cardlib.RecordError):
            cardlib.replay(record, upto=upto)


# --- moves: legality, refusals, notation -----------------------------------------------------------

@pytest.mark.parametrize("name, players", CASES)
@FEW
@given(seed=SEEDS, choices=SEEDS)
def test_explain_is_none_exactly_for_legal_moves(name, players, seed, choices):
    """explain agrees with legal_actions over every notation seen in the game and garbage;
    actions are hashable, equal to the parse of their notation, and apply(str(a)) works."""
    pool = notation_pool(name, players)
    rng = random.Random(choices)

    def each(state):
        legal = state.legal_actions()
        legal_set = set(legal)
        assert len(legal_set) == len(legal)
        for notation in pool:
            action = parse(state, notation)
            reason = state.explain(notation)
            if action is None:
                assert reason, f"unreadable {notation!r} must be explained"
            else:
                assert (reason is None) == (action in legal_set), notation
                assert state.explain(action) == reason
            if reason is not None:
                assert isinstance(reason, str) and reason.strip()
        for action in rng.sample(legal, min(len(legal), 3)):
            assert state.explain(action) is None and state.explain(str(action)) is None
            again = state.parse_action(str(action))
            assert again == action and hash(again) == hash(action) and again in legal_set
            by_text = state.clone().apply(str(action))
            by_object = state.clone().apply(action)
            assert snapshot(by_text) == snapshot(by_object)

    state = playout(cardlib.new_game(name, players=players, seed=seed), random.Random(choices), each=each)
    for notation in pool:
        assert state.explain(notation) is not None


@pytest.mark.parametrize("name, players", CASES)
@FEW
@given(seed=SEEDS, choices=SEEDS)
def test_illegal_moves_raise_and_leave_the_state_unchanged(name, players, seed, choices):
    """apply of a refused move raises IllegalAction (a ValueError) with explain's sentence; nothing changes."""
    pool = notation_pool(name, players)
    rng = random.Random(choices)

    def refuse_some(state):
        refused = [n for n in pool if state.explain(n) is not None]
        before = snapshot(state)
        legal_before = state.legal_actions()
        record_before = state.to_record()
        for notation in rng.sample(refused, min(len(refused), 4)):
            with pytest.raises(cardlib.IllegalAction) as error:
                state.apply(notation)
            assert isinstance(error.value, ValueError)
            assert str(error.value) == str(state.explain(notation))
            assert state.to_record() == record_before
            assert state.legal_actions() == legal_before
        assert snapshot(state) == before

    state = cardlib.new_game(name, players=players, seed=seed)
    state = playout(state, rng, each=refuse_some)
    refuse_some(state)


@pytest.mark.parametrize("name, players", CASES)
@FEW
@given(seed=SEEDS, choices=SEEDS, data=st.data())
def test_clones_are_independent(name, players, seed, choices, data):
    """A clone starts equal, then neither is changed by play on the other; equal moves stay equal."""
    record = random_game(name, players, seed, choices).to_record()
    k = data.draw(st.integers(0, len(record["moves"])), label="k")
    original = cardlib.replay(record, upto=k)
    before = snapshot(original)
    twin = original.clone()
    assert twin is not original and snapshot(twin) == before
    finished = playout(twin, random.Random(choices + 1))
    assert snapshot(original) == before
    after_clone = snapshot(finished)
    playout(original, random.Random(choices + 2))
    assert snapshot(finished) == after_clone
    # Equal moves from a clone give equal games (the clone carries the random state too).
    left = cardlib.replay(record, upto=k)
    right = left.clone()
    for move in record["moves"][k:]:
        left, right = left.apply(move), right.apply(move)
    assert snapshot(left) == snapshot(right)


# --- golden playthroughs -------------------------------------------------------------------------

def golden_players(name):
    return 3 if 3 in allowed_players(name) else info(name).default_players


def golden_path(name):
    return GOLDEN_DIR / f"{name}_{golden_players(name)}p_seed{GOLDEN_SEED}.txt"


def playthrough(name):
    """A fixed-seed random game as text: every move, the legal actions, the log entries it made."""
    players = golden_players(name)
    state = cardlib.new_game(name, players=players, seed=GOLDEN_SEED)
    rng = random.Random(GOLDEN_SEED)
    lines = [f"# Golden playthrough: {name}, {players} players, seed {GOLDEN_SEED}, "
             f"moves drawn by random.Random({GOLDEN_SEED}) from legal_actions().",
             "# Players are indices from 0 (the log names them from 1: 'Player 1' is player 0).",
             "# Regenerate: python -m tests.test_conformance --regen (then review the diff)."]
    lines += [f"log: {m}" for m in state.log]
    shown = len(state.log)
    number = 0
    while not state.is_over:
        legal = state.legal_actions()
        action = rng.choice(legal)
        lines.append(f"move {number}, player {state.current_player}: {action}   "
                     f"[legal: {', '.join(map(str, legal))}]")
        state = state.apply(action)
        log = state.log
        lines += [f"  log: {m}" for m in log[shown:]]
        shown = len(log)
        number += 1
    lines.append(f"scores: {state.scores()}")
    lines.append(f"winners: {state.winners()}")
    return "\n".join(lines) + "\n"


def regenerate():
    """Write every game's golden playthrough; return the paths written."""
    GOLDEN_DIR.mkdir(exist_ok=True)
    paths = []
    for name in cardlib.GAMES:
        golden_path(name).write_text(playthrough(name), encoding="utf-8")
        paths.append(golden_path(name))
    return paths


@pytest.mark.parametrize("name", cardlib.GAMES)
def test_golden_playthrough(name):
    """The fixed-seed playthrough is exactly the recorded one (regenerate on purpose only)."""
    path = golden_path(name)
    text = playthrough(name)
    if os.environ.get(GOLDEN_ENV):
        GOLDEN_DIR.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"no golden file {path}: run python -m tests.test_conformance --regen"
    assert text == path.read_text(encoding="utf-8")
    assert text == playthrough(name)                     # and it is deterministic


if __name__ == "__main__":
    if sys.argv[1:] == ["--regen"]:
        for written in regenerate():
            print(f"wrote {written}")
    else:
        sys.exit("usage: python -m tests.test_conformance --regen")


@pytest.mark.parametrize("name", cardlib.GAMES)
def test_a_clone_draws_the_same_random_numbers_as_its_original_independently(name):
    """Clones share the random generator until one draws: each must still see the same sequence."""
    state = cardlib.new_game(name, seed=5)
    twin = state.clone()
    first = [state.rng.random() for _ in range(3)]
    assert [twin.rng.random() for _ in range(3)] == first
    again = twin.clone()
    later = [again.rng.random() for _ in range(3)]
    assert [twin.rng.random() for _ in range(3)] == later
    assert [state.rng.random() for _ in range(3)] == later
