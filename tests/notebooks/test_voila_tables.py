"""Students play each other in Chromium (issue 37's acceptance): ``python3 dev.py class``, the students' app pages in
a class; one opens a table from the lobby under the whole game, the others sit at it by its code, and they play a
whole round, each page showing only its own hand; a page closed mid-round has its seat played by a bot after the
delay and taken back when the student comes back; the teacher's overview lists the table and its scores.

The test knows the game by the class's store (the hub's SQLite file): the table's seed and moves, replayed with
cardlib, give the player to move and their legal moves; the test clicks one on that player's page."""

import re
import time

import pytest
from playwright.sync_api import expect

import cardlib
from class_helpers import dev_class
from class_hub.store import SQLiteStore
from conftest import new_page
from lesson_questions import CLICK, FIRST_LOAD

pytestmark = pytest.mark.browser

SHARED = ".cardgames-shared"
AWAY = 3                     # s: the hub's --away in this test (60 in a class)
BACK_TIMEOUT = 60            # s: the page's silence (presence.PRESENCE_SECONDS), --away, the hub's check, a bot move
MOVE_TIMEOUT = 30            # s: a click to the hub's write


@pytest.fixture(scope="module")
def class_server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("tables")
    for said in dev_class(folder, "--away", str(AWAY)):
        yield {**said, "store": folder / "classes.sqlite"}


def open_pages(chromium, server, app, names):
    """A page of ``app`` per student of ``names``, each joined to the class: the pages, in that order."""
    code = server["code"].replace("-", "")
    pages = []
    for _name in names:
        page = new_page(chromium)
        page.goto(f"{server['base']}voila/render/{app}?lang=en&class={code}")
        pages.append(page)
    for name, page in zip(names, pages):
        expect(page.locator(".cardgames-class-code")).to_have_value(code, timeout=FIRST_LOAD)
        page.locator(".cardgames-class-nickname").fill(name)
        page.locator(".cardgames-class-join").click()
        expect(page.locator(".cardgames-class-status")).to_contain_text(f"as {name}.", timeout=CLICK)
        expect(page.locator(".cardgames-shared-lobby")).to_be_visible(timeout=CLICK)
    return pages


def seat_everyone(pages, seats):
    """The first page opens a table of ``seats`` seats, no bot; the others sit at it by its code: the code."""
    opener = pages[0]
    opener.locator(".cardgames-shared-seats-count select").select_option(str(seats))
    opener.locator(".cardgames-shared-open").click()
    title = opener.locator(f"{SHARED} .cardgames-shared-seats")
    expect(title).to_contain_text("Table ", timeout=CLICK)
    code = re.search(r"Table (\w{4})", title.inner_text()).group(1)
    for page in pages[1:]:
        page.locator(".cardgames-shared-code input").fill(code.lower())
        page.locator(".cardgames-shared-sit").click()
        expect(page.locator(f"{SHARED} .cardgames-shared-seats")).to_contain_text(f"Table {code}", timeout=CLICK)
    return code


class Table:
    """The table as the class's store has it, replayed with cardlib."""

    def __init__(self, server, code):
        self.path, self.code, self.tab = server["store"], server["code"].replace("-", ""), code

    def now(self):
        """``(info, state, moves)``: the store's table, the game at its last move, and its moves
        ``[(version, seat, action)]``."""
        store = SQLiteStore(self.path)
        try:
            info = store.table(self.code, self.tab)
            moves = store.moves(self.code, self.tab)
        finally:
            store.close()
        state = cardlib.new_game(info["game"], players=len(info["seats"]), seed=info["seed"], **info["options"])
        for _version, _seat, action in moves:
            state = state.apply(action)
        return info, state, moves

    def wait_for_version(self, version, timeout=MOVE_TIMEOUT):
        """The table once it has ``version`` moves or more (``now``)."""
        deadline = time.monotonic() + timeout
        while True:
            info, state, moves = self.now()
            if len(moves) >= version or time.monotonic() > deadline:
                assert len(moves) >= version, f"table {self.tab}: {len(moves)} moves, not {version}"
                return info, state, moves
            time.sleep(0.2)


def hand_shown(page, game):
    """The cards of the page's own hand at its shared table (notation)."""
    cards = (".yoyo-hand > .yoyo-cards .yoyo-card[data-card]" if game == "yoyo" else
             ".woo-hand .woo-card[data-card]")
    return sorted(page.locator(f"{SHARED} {cards}").evaluate_all("cards => cards.map(c => c.dataset.card)"))


def play_one_move(page, state, version):
    """Click, on the page of the player to move, the first legal move its picture offers in one click (a yellow's
    direction: the card, then the direction); wait until the page shows position ``version`` first."""
    shared = page.locator(SHARED)
    expect(shared.locator(f'.cardgames-position[data-move="{version}"]')).to_have_count(1, timeout=CLICK)
    legal = state.view(state.current_player)["legal_actions"]
    for move in legal:
        part = shared.locator(f'[data-action="{move}"]')
        if part.count():
            part.first.click()
            return move
    for move in legal:
        words = move.split()
        if len(words) > 2 and words[-1] in ("up", "down"):
            shared.locator(f'[data-action="orient {words[1]}"]').first.click()
            shared.locator(f'[data-action="{move}"]').first.click()
            return move
    raise AssertionError(f"no legal move of {legal} can be clicked")


def test_three_students_play_a_round_of_yoyo_one_leaves_and_comes_back(chromium, class_server):
    names = ("Ali", "Bea", "Cy")
    teacher = new_page(chromium)
    teacher.goto(class_server["teacher"] + "&lang=en")
    pages = open_pages(chromium, class_server, "yoyo.ipynb", names)
    code = seat_everyone(pages, 3)
    table = Table(class_server, code)
    info, state, moves = table.now()
    assert info["started"] is not None and [seat["nickname"] for seat in info["seats"]] == list(names)
    for seat, page in enumerate(pages):
        expect(page.locator(f"{SHARED} .cardgames-shared-seats")).not_to_contain_text("Seats taken", timeout=CLICK)
        assert hand_shown(page, "yoyo") == sorted(state.view(seat)["hand"]), f"{names[seat]} sees their own hand"
        others = [card for other in range(3) if other != seat for card in state.view(other)["hand"]]
        html = page.locator(SHARED).inner_html()
        assert not [card for card in set(others) - set(state.view(seat)["hand"]) if f'data-card="{card}"' in html]

    left_at, back = 4, False                                  # Cy's page closes after 4 moves
    cy_context, cy_foreign = pages[2].context, pages[2].foreign_requests     # what the context's pages asked
    while not state.is_over:
        version = len(moves)
        mover = state.current_player
        if version == left_at and not back and pages[2] is not None:
            pages[2].close()
            pages[2] = None
        if pages[mover] is None:                              # Cy away: a bot plays the seat after the delay
            info, state, moves = table.wait_for_version(version + 1, timeout=BACK_TIMEOUT)
            assert info["seats"][2]["bot"] and info["seats"][2]["nickname"] == "Cy"
            assert "is away: a bot plays their seat" in pages[0].locator(f"{SHARED} .cardgames-log").inner_text()
            pages[2] = cy_context.new_page()                  # Cy comes back: the page joins and sits by itself
            pages[2].foreign_requests = cy_foreign
            pages[2].goto(f"{class_server['base']}voila/render/yoyo.ipynb?lang=en")
            expect(pages[2].locator(".cardgames-class-status")).to_contain_text("as Cy.", timeout=FIRST_LOAD)
            expect(pages[2].locator(f"{SHARED} .cardgames-shared-seats")).to_contain_text(f"Table {code}",
                                                                                        timeout=CLICK)
            back = True
            deadline = time.monotonic() + CLICK / 1000
            while table.now()[0]["seats"][2]["bot"] and time.monotonic() < deadline:
                time.sleep(0.2)
            info, state, moves = table.now()
            assert not info["seats"][2]["bot"], "Cy took the seat back"
            continue
        play_one_move(pages[mover], state, version)
        info, state, moves = table.wait_for_version(version + 1)
    assert back, "Cy left and came back during the round"
    assert {seat for _version, seat, _action in moves} == {0, 1, 2}

    for page in pages:
        expect(page.locator(f'{SHARED} .cardgames-position[data-move="{len(moves)}"]')).to_have_count(
            1, timeout=CLICK)
    log = pages[0].locator(f"{SHARED} .cardgames-log").inner_text()
    assert "is back and plays again" in log
    row = teacher.locator(f'.class-teacher-tables tr[data-table="{code}"]')
    expect(row).to_contain_text("over", timeout=CLICK)
    expect(row).to_contain_text(" · ".join(str(score) for score in state.scores()))
    for page in (teacher, *pages):
        assert not page.foreign_requests, page.foreign_requests
        page.context.close()


def test_two_students_play_a_round_of_woo(chromium, class_server):
    names = ("Dee", "Eli")
    pages = open_pages(chromium, class_server, "woo.ipynb", names)
    code = seat_everyone(pages, 2)
    table = Table(class_server, code)
    info, state, moves = table.now()
    for seat, page in enumerate(pages):
        expect(page.locator(f"{SHARED} .cardgames-shared-seats")).not_to_contain_text("Seats taken", timeout=CLICK)
        assert hand_shown(page, "woo") == sorted(state.view(seat)["hand"])
    while not state.is_over:
        version = len(moves)
        play_one_move(pages[state.current_player], state, version)
        info, state, moves = table.wait_for_version(version + 1)
    assert state.is_over and moves, "a whole round, played from both pages"
    for page in pages:
        expect(page.locator(f'{SHARED} .cardgames-position[data-move="{len(moves)}"]')).to_have_count(
            1, timeout=CLICK)
        assert not page.foreign_requests
        page.context.close()
