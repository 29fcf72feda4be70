"""The hub's games (class_hub.play, issue 37), on SQLite and on a real PostgreSQL server: a move is checked by the
rules and by the table (whose turn, which position), each seat sees what the engine lets it see and nothing of the
seed, another hub process over the same store catches up move by move, bots play the empty seats and the seats of
players away, drawing the same move on a replay."""

import json

import pytest

import cardlib
from cardlib import bots as cardbots
from cardlib.text import i18n
from cardlib.text.plain import from_plain
from class_hub.checks import Refused
from class_hub import play
from class_hub.play import AWAY_SECONDS, BOT, TableGames

NOW = 1_800_000_000.0


class Clock:
    """A clock the test moves on."""

    def __init__(self):
        self.now = NOW

    def __call__(self):
        return self.now


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def hub(stores, clock, monkeypatch):
    """``(games, code)``: the games of a class of four students (Ali, Bea, Cy, Dan) over a store; the tables' seeds
    the same at each run."""
    seeds = iter(range(1000, 2000))
    monkeypatch.setattr(play, "new_seed", lambda: next(seeds))
    store = stores()
    code, _key = store.open_class(NOW)
    for name in ("Ali", "Bea", "Cy", "Dan"):
        store.join(code, name, NOW)
    return TableGames(store, clock), code


def woo_of_ali_and_bea(games, code):
    """A Woo table Ali opened, Bea sat at, started: its code."""
    tab = games.open(code, "Ali", "woo", 2, 0)
    games.store.sit(code, tab, "Bea", NOW)
    games.start(code, tab)
    return tab


def refused(call, *args):
    with pytest.raises(Refused) as caught:
        call(*args)
    return caught.value


def test_a_table_plays_only_once_started_only_its_seat_to_move_and_only_at_the_position_it_is_at(hub):
    games, code = hub
    tab = games.open(code, "Ali", "yoyo", 3, 0)
    games.store.sit(code, tab, "Bea", NOW)
    _info, held = games.held(code, tab)
    mover = held.state.current_player
    legal = str(held.state.legal_actions()[0])
    assert refused(games.play, code, tab, mover, 0, legal).reason == "table_not_started"
    assert games.start(code, tab) is True
    assert games.store.table(code, tab)["seats"][2]["bot"] == BOT      # the empty seat: a bot
    other = (mover + 1) % 3
    assert refused(games.play, code, tab, other, 0, legal).reason == "not_your_turn"
    assert refused(games.play, code, tab, mover, 1, legal).reason == "stale_move"
    assert games.play(code, tab, mover, 0, legal) == 1
    assert refused(games.play, code, tab, mover, 0, legal).reason == "stale_move", "a second click on one position"
    assert games.store.moves(code, tab) == [(0, mover, legal)]


def test_a_move_the_rules_refuse_is_refused_with_the_engines_reason_naming_the_rule(hub):
    games, code = hub
    tab = woo_of_ali_and_bea(games, code)
    _info, held = games.held(code, tab)
    state, mover = held.state, held.state.current_player
    held_cards = state.view(mover)["hand"]
    wrong = next(f"play {card}" for card in range(40) if card not in held_cards and state.explain(f"play {card}"))
    said = refused(games.play, code, tab, mover, 0, wrong)
    assert said.reason == "illegal_move"
    reason = from_plain(json.loads(json.dumps(said.values["explanation"])))       # as the page's kernel gets it
    assert reason == state.explain(wrong) and reason.rule
    assert i18n.translate(reason, "fr") == i18n.translate(state.explain(wrong), "fr")
    assert games.store.moves(code, tab) == []


def test_each_seat_sees_its_engine_view_and_no_seat_sees_the_seed_or_another_hand(hub):
    games, code = hub
    tab = games.open(code, "Ali", "yoyo", 3, 0)
    for name in ("Bea", "Cy"):
        games.store.sit(code, tab, name, NOW)
    games.start(code, tab)
    info, held = games.held(code, tab)
    everything = held.state.view(None)
    for seat in range(3):
        shown = games.seat_view(code, tab, seat)
        assert shown["view"] == held.state.view(seat)
        text = json.dumps(shown)
        assert str(info["seed"]) not in text and "stock" not in shown["view"] and "hands" not in shown["view"]
        assert [s["nickname"] for s in shown["seats"]] == ["Ali", "Bea", "Cy"]
        for other in set(range(3)) - {seat}:
            assert everything["hands"][other] != shown["view"]["hand"]
    teacher = games.seat_view(code, tab, None)
    assert [v["hand"] for v in teacher["view"]["views"]] == everything["hands"]
    assert str(info["seed"]) not in json.dumps(teacher)


def test_the_record_is_shown_once_the_game_is_over_and_not_before(hub):
    games, code = hub
    tab = woo_of_ali_and_bea(games, code)
    info, held = games.held(code, tab)
    while not held.state.is_over:
        seat = held.state.current_player
        assert "record" not in games.seat_view(code, tab, seat), "the record of a game under way shows the deal"
        games.play(code, tab, seat, held.version, held.state.view(seat)["legal_actions"][0])
        info, held = games.held(code, tab)
    for seat in (0, 1):
        record = games.seat_view(code, tab, seat)["record"]
        assert record == held.state.to_record() and record["seed"] == info["seed"]


def test_another_hub_process_over_the_same_store_catches_up_and_a_restart_replays_every_move(hub, stores, clock):
    games, code = hub
    tab = games.open(code, "Ali", "yoyo", 3, 2)
    games.start(code, tab)
    for _ in range(6):
        _info, held = games.held(code, tab)
        if held.state.current_player == 0:
            games.play(code, tab, 0, held.version, str(held.state.legal_actions()[0]))
        else:
            games.bot_move(code, tab)
    other = TableGames(stores(), clock)                  # another process, or this hub started again
    _info, mine = games.held(code, tab)
    _info, theirs = other.held(code, tab)
    assert theirs.version == mine.version == 6
    assert theirs.state.view(None) == mine.state.view(None)
    _info, held = other.held(code, tab)
    if held.state.current_player == 0:
        other.play(code, tab, 0, 6, str(held.state.legal_actions()[0]))
    else:
        other.bot_move(code, tab)
    assert games.held(code, tab)[1].version == 7, "the first hears the other's move from the store"


def test_a_bot_plays_what_its_seed_and_the_version_draw_and_a_replay_draws_the_same(hub):
    games, code = hub
    tab = games.open(code, "", "woo", 2, 1)              # the teacher's table: one player's seat, one bot
    games.start(code, tab)
    info, held = games.held(code, tab)
    assert games.store.table(code, tab)["seats"][0]["bot"] == BOT, "no one sat: a bot plays the empty seat too"
    before = held.state.clone()
    import random
    seed = random.Random(f"{info['seed']}/0").getrandbits(32)
    expected = cardbots.get(BOT, "woo", seed=seed).choose(before.clone())
    assert games.bot_move(code, tab) == 1
    assert games.store.moves(code, tab)[0][2] == str(expected)
    replay = cardlib.new_game("woo", players=2, seed=info["seed"]).apply(str(expected))
    assert replay.view(None) == games.held(code, tab)[1].state.view(None)


def test_a_player_away_is_played_by_a_bot_until_they_come_back(hub, clock):
    games, code = hub
    tab = woo_of_ali_and_bea(games, code)
    clock.now = NOW + AWAY_SECONDS / 2
    games.seen(code, tab, 0)                             # Ali's page asks; Bea's says nothing
    clock.now = NOW + AWAY_SECONDS + 1
    assert games.hand_over_the_away(code, tab) == [1]
    assert [s["bot"] for s in games.store.table(code, tab)["seats"]] == [None, BOT]
    assert games.hand_over_the_away(code, tab) == [], "handed over once"
    assert games.store.sit(code, tab, "Bea", clock.now) == 1
    assert [s["bot"] for s in games.store.table(code, tab)["seats"]] == [None, None]


def test_the_wait_before_a_bot_plays_a_seat_is_the_hubs_setting(hub, clock):
    games, code = hub
    games = TableGames(games.store, clock, away_seconds=5)       # python -m class_hub --away 5
    tab = games.open(code, "Cy", "woo", 2, 0)
    games.store.sit(code, tab, "Dan", NOW)
    games.start(code, tab)
    clock.now = NOW + 4
    assert games.hand_over_the_away(code, tab) == []
    clock.now = NOW + 6
    assert games.hand_over_the_away(code, tab) == [0, 1]


def test_a_table_is_refused_for_an_unknown_game_or_a_count_of_seats_it_refuses(hub):
    games, code = hub
    assert refused(games.open, code, "Ali", "chess", 2, 0).reason == "unknown_game"
    for seats, bots in ((1, 0), (7, 0), (3, 3), (3, -1), (True, 0), ("3", 0)):
        assert refused(games.open, code, "Ali", "yoyo", seats, bots).reason == "bad_seats"
    assert refused(games.open, code, "Ali", "woo", 3, 0).reason == "bad_seats", "Woo is for two"
    assert games.store.tables(code) == []
