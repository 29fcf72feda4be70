"""The generic conformance test: every game in ``cardlib.GAMES`` obeys the protocol.

Only the protocol of docs/protocol.md is used here (new_game, legal_actions, apply,
explain, parse_action, view, log, scores, winners, clone, to_record, replay, and the
game module's ``INFO`` for its player counts), never a rule of one game, so that each
new game must pass this file unchanged.

Golden playthroughs (OpenSpiel's idea) live in ``tests/golden/``: one fixed-seed random
game per game, every move with the legal actions and the log it produced. When a change
of behaviour is intended, regenerate them and review the diff::

    python -m tests.cardlib.test_conformance --regen          # or
    CARDLIB_REGEN_GOLDEN=1 pytest tests/cardlib/test_conformance.py -k golden
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
from cardlib.soak import check_hidden_cards, move_bound

# Random play is bounded by ``soak.move_bound``: GameInfo.max_moves a round (or soak.UNBOUNDED_ROUND
# where the rules set none: in Yozu wrong guesses are unlimited, and random play ends far below it),
# times the most rounds a match with default options plays (soak.MATCH_ROUNDS).
GOLDEN_DIR = Path(__file__).resolve().parents[1] / "golden"
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


def playout(state, rng, limit=None, each=None):
    """Play random legal moves until the end (or ``limit`` moves, by default ``soak.move_bound``); call
    ``each(state)`` before each move."""
    if limit is None:
        limit = move_bound(state)
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


SHARED_VIEW_KEYS = {"game", "players", "viewer", "match", "current_player", "scores", "is_over", "winners"}
FULL_VIEW_KEYS = {"seed", "first_player", "moves"}


def check_views(state):
    """Every view is a dict of plain JSON that survives a round trip unchanged, with the shared keys of
    the template (GameState.view), the full view's own keys only in it, legal_actions (the notation of
    legal_actions(), in order) only for the player to act and the full view, and no log (the log is
    ``state.log``)."""
    for player in [None, *range(state.players)]:
        view = state.view(player)
        assert isinstance(view, dict)
        assert json.loads(json.dumps(view)) == view
        assert SHARED_VIEW_KEYS <= set(view) and "log" not in view
        assert view["game"] == state.game and view["viewer"] == player and view["is_over"] == state.is_over
        assert view["current_player"] == state.current_player and view["winners"] == state.winners()
        assert (FULL_VIEW_KEYS <= set(view)) == (player is None)
        assert ("legal_actions" in view) == (not state.is_over and player in (None, state.current_player))
        if "legal_actions" in view:                  # a game may write them without listing actions
            assert view["legal_actions"] == [str(a) for a in state.legal_actions()]


def check_over(state):
    """The invariants of a finished game."""
    assert state.is_over
    assert state.current_player is None
    assert state.legal_actions() == []
    winners = state.winners()
    assert set(winners) <= set(range(state.players)) and len(set(winners)) == len(winners)
    if not winners:
        # Only a single round that nobody won, under the game's declared rule, which the log cites.
        rule = info(state.game).no_winner_rule
        assert rule is not None and not state.match, "a finished game names its winners"
        assert any(getattr(m, "rule", None) == rule for m in state.log), f"the log must say why ({rule})"
    assert len(state.moves) <= move_bound(state), "GameInfo.max_moves is the longest a round can last"
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
    version = info(record["game"]).version
    for other in (version + 1, version - 1, str(version), None, True, 1.5):
        yield f"version {other!r}", dict(record, version=other)


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


@pytest.mark.parametrize("name", cardlib.GAMES)
def test_records_carry_the_games_version_and_replay_refuses_another(name):
    """to_record writes GameInfo.version; replay refuses a record of another version with a RecordError
    naming both versions. A record without ``version`` is from before versions: version 1."""
    version = info(name).version
    assert isinstance(version, int) and not isinstance(version, bool) and version >= 1
    record = random_game(name, info(name).default_players, 4, 4).to_record()
    assert record["version"] == version
    with pytest.raises(cardlib.RecordError, match=f"version {version + 1} is not supported: this is version {version}"):
        cardlib.replay(dict(record, version=version + 1))
    old = {k: v for k, v in record.items() if k != "version"}
    if version == 1:
        assert snapshot(cardlib.replay(old)) == snapshot(cardlib.replay(record))
    else:
        with pytest.raises(cardlib.RecordError, match="version 1 is not supported"):
            cardlib.replay(old)


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
        state.log           # rendered move by move here, the clones below render only their new entries
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
             "# Regenerate: python -m tests.cardlib.test_conformance --regen (then review the diff)."]
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
    assert path.exists(), f"no golden file {path}: run python -m tests.cardlib.test_conformance --regen"
    assert text == path.read_text(encoding="utf-8")
    assert text == playthrough(name)                     # and it is deterministic


if __name__ == "__main__":
    if sys.argv[1:] == ["--regen"]:
        for written in regenerate():
            print(f"wrote {written}")
    else:
        sys.exit("usage: python -m tests.cardlib.test_conformance --regen")


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


# --- malformed action objects -------------------------------------------------------------------------

# Field values no game's action accepts in any field (a list, a fraction, a word, a boolean).
JUNK_FIELDS = ([], 1.5, "xyzzy", True)


def malformed_variants(action):
    """``action`` with one field at a time replaced by junk: objects of the game's Action type that
    are not well-formed moves."""
    fields = action._asdict()
    for field in fields:
        for junk in JUNK_FIELDS:
            yield type(action)(**{**fields, field: junk})


@pytest.mark.parametrize("name, players", CASES)
@VERY_FEW
@given(seed=SEEDS, choices=SEEDS)
def test_malformed_action_objects_are_refused_as_not_well_formed(name, players, seed, choices):
    """An Action object whose fields are of the wrong type or outside the game's cards (e.g. Ohio's
    Action("play", 42), Hue's direction "Q") gets from explain a clear refusal saying it is not
    well-formed, citing a rule, and from apply the same IllegalAction; never a KeyError or TypeError,
    never another sentence, and the state does not change."""
    rng = random.Random(choices)

    def each(state):
        action = rng.choice(state.legal_actions())
        before = snapshot(state)
        for bad in malformed_variants(action):
            reason = state.explain(bad)
            assert reason is not None and "not a well-formed" in reason, (bad, reason)
            assert reason.rule and reason.startswith(f"Rule {reason.rule}:")
            with pytest.raises(cardlib.IllegalAction) as refused:
                state.apply(bad)
            assert str(refused.value) == str(reason) and refused.value.rule == reason.rule
        assert snapshot(state) == before

    state = playout(cardlib.new_game(name, players=players, seed=seed), random.Random(choices + 1), each=each)
    for bad in malformed_variants(state.Action(*state._moves[-1])):
        assert state.explain(bad) is not None


# --- hidden cards -------------------------------------------------------------------------------------

@pytest.mark.parametrize("name, players", CASES)
@FEW
@given(seed=SEEDS, choices=SEEDS)
def test_views_do_not_depend_on_cards_their_player_may_not_see(name, players, seed, choices):
    """At every step of random games, for every player, ``redeal_hidden(player)`` gives a state that
    differs only in cards hidden from that player; that player's view of both must be equal. A game
    that hides nothing from a player says so with None (Ohio, by O8: every hand is public), and then
    that player's view holds everything of the full view."""
    redeal = random.Random(choices + 1)
    differed = []

    def each(state):
        changed = check_hidden_cards(state, redeal)     # raises soak.Fault naming the leak
        if changed is not None:
            differed.append(changed)

    playout(cardlib.new_game(name, players=players, seed=seed), random.Random(choices), each=each)
    if differed:
        assert any(differed), "redeal_hidden never changed a hidden card: the test would prove nothing"


def yozu_oracle_choice_twins():
    """Issue 7, Yozu (Z5, Z9): two rounds whose Oracle hands differ only in whether both elements of
    the first guess are present (Winter Panda with Summer Tiger: a choice; with Autumn Tiger: Panda
    only), then guesses whose answers agree in both. Returns (deck_a, deck_b, moves, guessers)."""
    yozu = cardlib.game_module("yozu")
    displays = ("carp:spring", "carp:autumn", "dragonfly:winter")
    deck_a = yozu.deck_with(*displays, "panda:winter", "tiger:summer")
    deck_b = yozu.deck_with(*displays, "panda:winter", "tiger:autumn")
    moves = ("guess panda:summer", "reveal panda", "guess dragonfly:spring", "nothing",
             "guess carp:winter", "reveal winter", "guess tiger:spring", "reveal tiger", "guess panda:winter")
    return deck_a, deck_b, moves, (1, 2)


# Games whose hidden cards can decide whether a player has a choice: the same moves on two states
# that differ only there must look the same, at every step, to the players who do not see them.
HIDDEN_CHOICE_CASES = {"yozu": yozu_oracle_choice_twins}


@pytest.mark.parametrize("name", sorted(HIDDEN_CHOICE_CASES))
def test_whether_a_player_has_a_choice_does_not_show(name):
    deck_a, deck_b, moves, blind = HIDDEN_CHOICE_CASES[name]()
    players = max(blind) + 1
    game_a = cardlib.new_game(name, players=players, seed=2, first_player=0, deck=deck_a)
    game_b = cardlib.new_game(name, players=players, seed=2, first_player=0, deck=deck_b)
    choices = []
    for move in moves:
        for player in blind:
            assert game_a.view(player) == game_b.view(player), (move, player)
        choices.append((len(game_a.legal_actions()), len(game_b.legal_actions())))
        game_a, game_b = game_a.apply(move), game_b.apply(move)
    for player in blind:
        assert game_a.view(player) == game_b.view(player)
    assert any(a != b for a, b in choices), "the case must give one state a choice the other lacks"


# --- views: built fresh, never stale ------------------------------------------------------------------

def all_views(state):
    """Every view of ``state`` (the full one first) as one comparable string."""
    return json.dumps([state.view(None), *map(state.view, range(state.players))], sort_keys=True)


def scribble(value):
    """Change every list and dict inside ``value`` in place, as a careless caller of ``view`` might."""
    if isinstance(value, list):
        for item in value:
            scribble(item)
        value.append("scribbled")
        value.reverse()
    elif isinstance(value, dict):
        for item in list(value.values()):
            scribble(item)
        value["scribbled"] = True


@pytest.mark.parametrize("name, players", CASES)
@VERY_FEW
@given(seed=SEEDS, choices=SEEDS, data=st.data())
def test_views_after_clone_undo_and_replay_equal_fresh_ones(name, players, seed, choices, data):
    """Whatever a game remembers to build views quickly must never go stale or leak between states:
    at every step, playing on a clone leaves the original's views as they were and the clone's views
    equal a fresh replay of its moves; a clone kept aside (undo) still shows, at the end, the views
    of its moment; and ``replay(upto=k)`` shows the views seen after k moves."""
    rng = random.Random(choices)
    seen = []                   # all_views after each number of moves
    kept = []                   # (moves, clone kept aside at that moment)

    def each(state):
        views = all_views(state)
        assert all_views(state) == views, "a second view of the same position differs"
        seen.append(views)
        twin = state.clone()
        assert all_views(twin) == views
        twin = twin.apply(rng.choice(twin.legal_actions()))
        assert all_views(state) == views, "a move on a clone changed the original's views"
        if rng.random() < 0.1:
            fresh = cardlib.replay(twin.to_record())
            assert all_views(twin) == all_views(fresh), "a clone's views differ from a fresh game's"
        if rng.random() < 0.2:
            kept.append((len(seen) - 1, state.clone()))

    state = playout(cardlib.new_game(name, players=players, seed=seed), random.Random(choices + 1), each=each)
    seen.append(all_views(state))
    for moves, clone in kept:
        assert all_views(clone) == seen[moves], f"a clone kept after {moves} moves shows another position"
    record = state.to_record()
    for k in {0, len(seen) - 1, data.draw(st.integers(0, len(seen) - 1), label="k")}:
        assert all_views(cardlib.replay(record, upto=k)) == seen[k], f"replay upto={k}"


@pytest.mark.parametrize("name, players", CASES)
@VERY_FEW
@given(seed=SEEDS, choices=SEEDS)
def test_views_share_nothing_a_caller_could_change(name, players, seed, choices):
    """A caller may change the lists and dicts of a view it was given (a widget sorting a hand, a bot
    removing a card from a copy it thought was its own): neither the game nor any later view may
    change with it, so a view never hands out an object the game keeps."""
    def each(state):
        before = snapshot(state), all_views(state)
        for player in [None, *range(state.players)]:
            scribble(state.view(player))
        assert (snapshot(state), all_views(state)) == before, "changing a view changed the game"

    state = playout(cardlib.new_game(name, players=players, seed=seed), random.Random(choices), each=each)
    each(state)
