"""A seat at a class's table drawn and played with the game's own table (widgets.classroom.shared_table, issue 37),
from kernels of their own against a running hub: each sees only their own hand, a move reaches the hub and the other
seat's table, a refusal is the rule's, a click on an older picture is stale, nothing is undone; a Yoyo series ticked
card by card is judged from the seat's view and the hub."""

import random
import re
from html import unescape

from cardlib import links
from cardlib.text import i18n
from class_hub.client import HubClient
from widgets.classroom.seat_state import HiddenFromSeat, SeatState
from widgets.classroom.session import ClassSession
from widgets.classroom.shared_table import shared_table
from widgets.classroom.table_client import TableClient
from widgets.woo.table import WooTable
from widgets.yoyo.table import YoyoTable

import pytest

from class_helpers import hub, teacher  # noqa: F401 (fixtures)


def clients(teacher, game, names, seats=None, bots=0):
    """Students ``names``, each from a kernel of their own, at a ``game`` table the first opened: their clients."""
    made = []
    for name in names:
        session = ClassSession(HubClient(teacher.url))
        session.join(teacher.code, name, page=game)
        made.append(TableClient(session))
    table = made[0].open(game, seats or len(names), bots)
    for client in made[1:]:
        client.sit(table)
    return made


def text(html):
    return unescape(re.sub(r"<[^>]+>", " ", html))


def test_before_the_game_only_the_student_who_opened_the_table_starts_it_bots_in_the_free_seats(teacher):
    ali, bea = clients(teacher, "yoyo", ["Ali", "Bea"], seats=3)
    tables = [shared_table(YoyoTable, client, "en") for client in (ali, bea)]
    assert tables[1].start_button.layout.display == "none" and tables[0].start_button.layout.display is None
    assert "Seats taken: 2 of 3." in text(tables[0].seats_box.value)
    assert "Player 3 (free seat)" in text(tables[0].seats_box.value)
    tables[1].click(f"play {tables[1].state.view(1)['hand'][0]}")
    assert "not started" in text(tables[1].explanation.value).lower()
    tables[0].start_table()
    assert tables[0].state.started and tables[0].start_button.layout.display == "none"
    assert "Player 3 (bot)" in text(tables[0].seats_box.value) and "Player 1 (you)" in text(tables[0].seats_box.value)
    tables[1]._show(bea.view())
    assert "Player 1 (Ali)" in text(tables[1].seats_box.value) and not tables[1].explanation.value.count("⚠")


def test_each_seat_sees_its_own_hand_and_a_move_reaches_the_other_seat(teacher):
    ali, bea = clients(teacher, "woo", ["Ali", "Bea"])       # both seats taken: the game starts
    tables = [shared_table(WooTable, client, "en") for client in (ali, bea)]
    for table in tables:
        assert not table.shareable and table.share.layout.display == "none" and not table.share.query, \
            "no link to a game under way: it would carry the deal"
        assert table.state.started and table.undo_button.layout.display == "none"
        assert table.start_button.layout.display == "none"
        assert "no move can be undone" in text(table.undo_note.value)
        with pytest.raises(HiddenFromSeat):
            table.state.view(1 - table.client.seat)
    hands = [table.state.view(table.client.seat)["hand"] for table in tables]
    assert not set(hands[0]) & set(hands[1])
    mover = tables[tables[0].state.current_player]
    other = tables[1 - mover.client.seat]
    assert "is playing" in text(other.explanation.value)
    other.click(other.state.view(other.client.seat)["hand"][0], move=other.move_number)
    assert "not your turn" in text(other.explanation.value).lower()
    move = mover.state.view(mover.client.seat)["legal_actions"][0]
    mover.click(move, move=mover.move_number + 1)
    assert mover.state.version == 0, "a click on another picture than the one shown plays nothing"
    mover.click(move, move=mover.move_number)
    assert mover.state.version == 1 and other.client.view()["version"] == 1
    other._show(other.client.view())
    assert other.state.version == 1 and "Ali" in "".join(other.names()) + "".join(mover.names())


def test_a_move_the_rules_refuse_is_said_with_the_hubs_reason_in_the_pages_language(teacher):
    ali, bea = clients(teacher, "woo", ["Ali", "Bea"])
    tables = [shared_table(WooTable, client, "fr") for client in (ali, bea)]
    mover = tables[tables[0].state.current_player]
    other = tables[1 - mover.client.seat]
    foreign = other.state.view(other.client.seat)["hand"][0]         # a card the mover does not hold
    mover.click(f"play {foreign}", move=mover.move_number)
    said = text(mover.explanation.value)
    reason = SeatState(mover.client.view(), mover.client.explain).explain(f"play {foreign}")
    assert reason is not None and reason.rule and mover.state.version == 0
    words = " ".join(i18n.translate(reason, "fr").split())
    assert words.split(":")[-1].strip() in " ".join(said.split()), "the engine's reason, in French"


def a_yoyo_series_to_lay(teacher):
    """Three students at a Yoyo table, played until the player to move may lay a series of two cards or more (Y3):
    ``(mover's table, the series)``. A deal whose game ends first (about one in eighty) is dealt again at a new
    table: the hub draws every table's seed."""

    for deal in range(8):
        names = [f"{name}{deal}" for name in ("Ali", "Bea", "Cy")]
        tables = [shared_table(YoyoTable, client, "en") for client in clients(teacher, "yoyo", names)]
        for _turn in range(40):
            for table in tables:
                table._show(table.client.view())
            if tables[0].state.current_player is None:
                break                                         # the game is over: deal again
            mover = tables[tables[0].state.current_player]
            legal = mover.state.view(mover.client.seat)["legal_actions"]
            series = next((move for move in legal if move.startswith("play") and len(yoyo_cards(move)) > 1), None)
            if series is not None:
                return mover, series
            mover.act(legal[0])
    raise AssertionError("no series in eight deals")


def yoyo_cards(move):
    """The cards a Yoyo move names."""
    return [word for word in move.split()[1:] if word not in ("up", "down")]


def test_a_yoyo_series_is_judged_card_by_card_from_the_view_and_the_hub(teacher):
    mover, series = a_yoyo_series_to_lay(teacher)
    version = mover.state.version
    for card in yoyo_cards(series):
        mover.act(f"select {card}")
    assert mover.selection == tuple(yoyo_cards(series))
    offered, refusal = mover.series()
    assert refusal is None and sorted(yoyo_cards(offered)) == sorted(yoyo_cards(series))
    mover.act(offered)
    assert mover.state.version == version + 1 and mover.selection == ()


def test_the_log_says_when_a_bot_plays_for_a_player_away_and_when_they_are_back(teacher):
    ali, bea = clients(teacher, "woo", ["Ali", "Bea"])
    table = shared_table(WooTable, ali, "en")
    teacher.client.post("teacher/tables", {"code": teacher.code, "key": teacher.key, "table": ali.table,
                                           "action": "bot", "seat": 1})          # as after 60 s without her page
    table._show(ali.view())
    assert "Player 2 (Bea; a bot plays for now) is away: a bot plays their seat" in text(table.log_box.value)
    assert "Player 2 (Bea; a bot plays for now)" in text(table.seats_box.value)
    bea.view()                                                                     # her page asks again
    table._show(ali.view())
    log = text(table.log_box.value)
    assert "Player 2 (Bea) is back and plays again." in log and "is away" in log, "both said, in order"


GAME_TABLES = {"hue": "widgets.hue.table.HueTable", "ohio": "widgets.ohio.table.OhioTable",
               "woo": "widgets.woo.table.WooTable", "yoyo": "widgets.yoyo.table.YoyoTable",
               "yozu": "widgets.yozu.table.YozuTable"}


def forced_pass_done(tables):
    """Whether every table shows the hub's last position (each asked once more)."""
    return all(table.state.version == table.client.view()["version"] for table in tables)


@pytest.mark.parametrize("game", sorted(GAME_TABLES))
def test_every_games_table_plays_a_whole_round_at_a_shared_table(teacher, game):
    """Each game's own table, at a shared table of two or three, plays a round to its end from each seat's view
    only; a Yozu Oracle's forced answer (Z5) is given by their page at once, as at a table of one's own."""
    import importlib

    module, name = GAME_TABLES[game].rsplit(".", 1)
    table_class = getattr(importlib.import_module(module), name)
    names = ["Ali", "Bea"] if game in ("woo", "yozu", "ohio") else ["Ali", "Bea", "Cy"]   # the rounds kept short
    tables = [shared_table(table_class, client, "en") for client in clients(teacher, game, names)]
    forced, rng = 0, random.Random(7)
    for _move in range(400):
        while len({table.state.version for table in tables}) > 1 or not forced_pass_done(tables):
            for table in tables:
                before = table.state.version
                table._show(table.client.view())            # what following the table brings
                forced += table.state.version > before      # a forced answer the page gave at once
        state = tables[0].state
        if state.is_over:
            break
        mover = tables[state.current_player]
        assert mover.state.current_player == mover.client.seat
        legal = mover.state.view(mover.client.seat)["legal_actions"]
        version, move = mover.state.version, rng.choice(legal)
        mover.act(move)
        assert mover.state.version > version, (game, move, text(mover.explanation.value))
    assert tables[0].state.is_over, f"{game}: a whole round"
    for table in tables:                                     # over: a link to the end of the round, a copy of one's own
        assert table.shareable and table.share.layout.display is None
        position = links.decode(links.query_position(table.share.query))
        assert position.human == table.client.seat and position.state.is_over
        assert position.state.view(table.client.seat) == table.state.view(table.client.seat)
    assert all("⚠" not in table.explanation.value for table in tables)
    if game == "yozu":
        assert forced, "an Oracle's forced answer was given by their page"


def test_the_hint_is_the_hubs_for_the_students_own_seat_only(teacher):
    ali, bea = clients(teacher, "woo", ["Ali", "Bea"])
    tables = [shared_table(WooTable, client, "en") for client in (ali, bea)]
    mover = tables[tables[0].state.current_player]
    other = tables[1 - mover.client.seat]
    mover.hint()
    assert mover.hinted_move in mover.state.view(mover.client.seat)["legal_actions"]
    assert "search bot" in text(mover.explanation.value) and 'data-hinted="true"' in mover.canvas.markup
    other.hint()
    assert other.hinted_move is None
    assert "A hint is for your decision: ask for one when it is your turn." in text(other.explanation.value)
