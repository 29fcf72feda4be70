"""End to end in headless Chromium: a table served by Voila shows a Hint with its reasons, and hot seat
hides every hand behind the pass-the-screen panel between two people's turns until the next player
clicks "I am Player N: show my cards".

The page is a small notebook written for these tests (an Ohio table, two people and a bot, Player 1
leading), served from a temporary folder: quicker than a whole app, and the same widgets.
"""

import re

import nbformat
import pytest
from playwright.sync_api import expect

import cardlib
from cardlib.text import i18n

from conftest import start_voila

pytestmark = pytest.mark.browser

NOTEBOOK = "hot_seat.ipynb"
SOURCE = ("from widgets.ohio import OhioTable\n"
          "OhioTable(players=3, seed=2026, first_player=0, humans=(0, 1), lang='en')")
FIRST_LOAD = 120_000      # ms: the page starts a kernel and runs the notebook
CLICK = 30_000            # ms: a click's round trip through the kernel (usually under 0.2 s)
TABLE = ".cardgames-app"
CARD = ".card"
HAND = ".ohio-hand .card[data-action^='play ']"
PLAYABLE = ".card.playable[data-action^='play ']"
PANEL = ".cardgames-handover"
SHOW = ".cardgames-handover [data-action='show-hand']"
EXPLANATION = ".cardgames-explanation"
STATUS = ".ohio-status"
YOUR_TURN = re.compile(r"Your turn")


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """A Voila server for a folder holding only the hot-seat notebook."""
    folder = tmp_path_factory.mktemp("play")
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(SOURCE)])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, folder / NOTEBOOK)
    voila = start_voila(folder, "play", folder)
    yield voila
    voila.stop()


def open_table(page, server):
    """Open the notebook and return its table, showing the panel for Player 1."""
    response = page.goto(server.render_url(NOTEBOOK), wait_until="commit")
    assert response is not None and response.ok
    table = page.locator(TABLE).last
    expect(table.locator(SHOW)).to_be_visible(timeout=FIRST_LOAD)
    return table


def show_hand(table, player):
    """Check the panel names ``player`` (1-based) and hides every card, then click its button."""
    panel = table.locator(PANEL)
    expect(panel).to_contain_text(f"Pass the screen to Player {player}", timeout=CLICK)
    assert table.locator(CARD).count() == 0, "no card of any hand behind the panel"
    button = table.locator(SHOW)
    expect(button).to_have_text(f"I am Player {player}: show my cards")
    button.click()
    expect(table.locator(PLAYABLE).first).to_be_visible(timeout=CLICK)
    expect(table.locator(PANEL)).to_have_count(0)


def test_a_hint_shows_the_best_bots_move_and_reasons_and_plays_nothing(page, server):
    table = open_table(page, server)
    show_hand(table, 1)
    hand = table.locator(HAND).count()
    table.locator(".cardgames-hint").click()
    explanation = table.locator(EXPLANATION)
    expect(explanation).to_contain_text("Hint from the", timeout=CLICK)
    text = explanation.inner_text()
    hinted = table.locator("[data-hinted]")
    expect(hinted).to_have_count(1)
    action = hinted.get_attribute("data-action")
    words = i18n.translate(cardlib.move_words("ohio", action), "en")
    assert re.search(rf"Hint from the \w+ bot: {re.escape(words)}\.", text), (words, text)
    assert action not in text, "the hint says the move in words, not its notation"
    assert len(text.strip().splitlines()) >= 2 and re.search(r"\d", text.split("\n", 1)[1]), \
        f"the hint gives the bot's reasons with its numbers: {text}"
    assert table.locator(HAND).count() == hand == 11, "a hint plays nothing"
    expect(table.locator(STATUS)).to_contain_text(YOUR_TURN)


def test_a_turn_change_hides_the_hand_until_the_next_player_shows_it(page, server):
    table = open_table(page, server)
    show_hand(table, 1)
    expect(table).to_contain_text("Player 1 (you)")
    table.locator(PLAYABLE).first.click()
    # Player 2 is to move: the panel replaces the table, with no card of any hand.
    expect(table.locator(PANEL)).to_be_visible(timeout=CLICK)
    expect(table.locator(PANEL)).to_contain_text("Pass the screen to Player 2")
    assert table.locator(CARD).count() == 0
    assert table.locator(".cardgames-teacher-toggle").is_disabled(), "no teacher view behind the panel"
    show_hand(table, 2)
    expect(table).to_contain_text("Player 2 (you)")
    assert table.locator(HAND).count() == 11, "Player 2's hand: all eleven cards, Player 2 has not played (O1)"
    expect(table.locator(STATUS)).to_contain_text(YOUR_TURN)
