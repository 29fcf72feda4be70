"""The tables of the class store (class_hub.table_store, issue 37), each test on SQLite and on a real PostgreSQL
server: seats taken and taken back, bots in the empty seats, moves written one at a time by version (the first of
two moves for one position wins, also through two connections at once), an ended class leaves no table."""

import threading

import pytest

from class_hub.store import TABLES
from class_hub.table_store import NotSeated, StaleMove, TableFull, UnknownTable

NOW = 1_800_000_000.0


@pytest.fixture
def store(stores):
    return stores()


@pytest.fixture
def code(store):
    code, _key = store.open_class(NOW)
    for name in ("Ali", "Bea", "Cy", "Dan"):
        store.join(code, name, NOW)
    return code


def test_the_opener_sits_first_and_the_bots_take_the_last_seats(store, code):
    tab = store.open_table(code, "Ali", "yoyo", [None, None, "greedy"], 1234, {"match": False}, NOW)
    table = store.table(code, tab)
    assert table["game"] == "yoyo" and table["seed"] == 1234 and table["options"] == {"match": False}
    assert table["opener"] == "Ali" and table["started"] is None and table["version"] == 0
    assert [(s["nickname"], s["bot"]) for s in table["seats"]] == [("Ali", None), (None, None), (None, "greedy")]
    other = store.open_table(code, "", "woo", [None, None], 99, {}, NOW + 1)       # the teacher's: no one seated
    assert [s["nickname"] for s in store.table(code, other)["seats"]] == [None, None]
    assert [t["table"] for t in store.tables(code)] == [tab, other]
    with pytest.raises(UnknownTable):
        store.table(code, "ZZZZ")


def test_a_seat_is_its_players_to_take_back_and_a_full_or_started_table_takes_no_newcomer(store, code):
    tab = store.open_table(code, "Ali", "yoyo", [None, None, None], 1, {}, NOW)
    assert store.sit(code, tab, "Bea", NOW) == 1
    assert store.sit(code, tab, "bea", NOW + 5) == 1, "the same student (any case) gets their own seat again"
    assert store.seat_of(code, tab, "BEA") == 1
    with pytest.raises(NotSeated):
        store.seat_of(code, tab, "Cy")
    assert store.start_table(code, tab, "greedy", NOW) is True
    assert store.start_table(code, tab, "random", NOW) is False, "started once"
    seats = store.table(code, tab)["seats"]
    assert [(s["nickname"], s["bot"]) for s in seats] == [("Ali", None), ("Bea", None), (None, "greedy")]
    with pytest.raises(TableFull):
        store.sit(code, tab, "Cy", NOW)                  # the empty seat went to a bot when the game started

    store.set_seat(code, tab, 1, "greedy")              # Bea away: a bot plays for her, her seat stays hers
    assert store.table(code, tab)["seats"][1] == {"seat": 1, "nickname": "Bea", "bot": "greedy", "seen": NOW + 5}
    assert store.sit(code, tab, "Bea", NOW + 70) == 1    # back: she plays it again
    assert store.table(code, tab)["seats"][1]["bot"] is None
    store.set_seat(code, tab, 1, "greedy", keep_owner=False)      # the teacher replaces her with a bot
    assert store.table(code, tab)["seats"][1] == {"seat": 1, "nickname": None, "bot": "greedy", "seen": None}
    with pytest.raises(TableFull):
        store.sit(code, tab, "Bea", NOW + 80)


def test_moves_are_written_one_version_at_a_time_and_a_stale_one_changes_nothing(store, code):
    tab = store.open_table(code, "Ali", "woo", [None, None], 1, {}, NOW)
    store.add_move(code, tab, 0, 0, "play 7", NOW)
    store.add_move(code, tab, 1, 1, "pass", NOW + 1)
    for stale in (1, 0, 5):
        with pytest.raises(StaleMove):
            store.add_move(code, tab, stale, 0, "pass", NOW + 2)
    assert store.moves(code, tab) == [(0, 0, "play 7"), (1, 1, "pass")]
    assert store.moves(code, tab, since=1) == [(1, 1, "pass")]
    assert store.table(code, tab)["version"] == 2


def test_two_moves_for_one_position_through_two_connections_at_once_one_wins(store, stores, code):
    tab = store.open_table(code, "Ali", "woo", [None, None], 1, {}, NOW)
    others = [stores() for _ in range(2)]
    start = threading.Barrier(2)
    outcome = [None, None]

    def send(k):
        start.wait()
        try:
            others[k].add_move(code, tab, 0, k, f"move {k}", NOW)
            outcome[k] = "written"
        except StaleMove:
            outcome[k] = "stale"

    threads = [threading.Thread(target=send, args=(k,)) for k in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(outcome) == ["stale", "written"]
    (written,) = store.moves(code, tab)
    assert written == (0, outcome.index("written"), f"move {outcome.index('written')}")


def test_an_ended_class_leaves_no_table_seat_or_move(store, code):
    tab = store.open_table(code, "Ali", "woo", [None, "greedy"], 1, {}, NOW)
    store.start_table(code, tab, "greedy", NOW)
    store.add_move(code, tab, 0, 0, "play 7", NOW)
    store.end_class(code)
    assert {table: store._read(f"SELECT COUNT(*) FROM {table} WHERE code = ?", (code,))[0][0]
            for table in TABLES} == dict.fromkeys(TABLES, 0)
