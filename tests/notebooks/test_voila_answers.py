"""End to end in headless Chromium at a laptop's size (1366x768): a table answers at once (issue 25).

- A refusal is seen where the click was: with the hand at the bottom of the screen, as a student who
  scrolled to their cards has it, clicking a part that cannot be played shows the rule's text in a bubble
  beside it, inside the viewport, while the table's explanation area is below the screen's edge; the
  screen readers' live region reads the same text. In every game.
- The human's move is drawn before any bot thinks: the first redraw after a click on a Woo card shows the
  card gone from the hand and "Player 2 is thinking…" over the picture, the search bot's reply comes in a
  later redraw. (How long each takes is a benchmark's figure: benchmarks/click_redraw.py.)

The pages are small notebooks written for these tests, one full table each, served from a temporary
folder: quicker than the whole apps, and the same widgets.
"""

import nbformat
import pytest
from playwright.sync_api import expect

from conftest import start_voila

pytestmark = pytest.mark.browser

FIRST_LOAD = 120_000      # ms: the page starts a kernel and runs the notebook
CLICK = 30_000            # ms: a click's round trip through the kernel (usually under 0.2 s)
SCREEN = {"width": 1366, "height": 768}
TABLE = ".cardgames-app"
BUBBLE = ".svgcanvas-bubble"
LIVE = ".svgcanvas-live[aria-live='assertive']"
EXPLANATION = ".cardgames-explanation"

# Per game: the table's code (a position where the human has parts that cannot be played), the part to
# click first when a move takes two clicks (Hue: a card, then a cell), and the refused part.
# A part that can be clicked after the refusal (it takes the bubble away).
PLAYABLE = {"ohio": ".card.playable", "woo": ".woo-card.playable", "yoyo": ".yoyo-card.playable",
            "hue": "[data-action^='select ']", "yozu": ".yz-cell.playable"}
PAGES = {
    "ohio": ("from widgets.ohio import OhioTable\n"
             "OhioTable.from_moves(['play 7'], players=3, first_player=2, lang='en')",
             None, ".card.refused[data-action^='play ']"),
    "woo": ("from widgets.woo import WooTable\n"
            "WooTable(seed=0, human=1, first_player=0, bot='random', lang='en', moves=['close', 'play QC'])",
            None, ".woo-card.refused[data-action^='play ']"),
    "yoyo": ("from widgets.yoyo import YoyoTable\n"
             "YoyoTable(players=3, seed=0, first_player=1, bots='greedy', lang='en')",
             None, ".yoyo-card.refused[data-action^='play ']"),
    "hue": ("from widgets.hue import HueTable\n"
            "HueTable(players=3, seed=3, first_player=0, lang='en')",
            "[data-action^='select ']", ".hue-hit.refused rect.hue-hitrect"),
    "yozu": ("from widgets.yozu import YozuTable\n"
             "YozuTable(players=3, seed=0, first_player=1, lang='en')",
             None, ".yz-cell.refused[data-action^='guess ']"),
    "woo_lead": ("from widgets.woo import WooTable\n"
                 "WooTable(seed=0, human=0, first_player=0, bot='search', lang='en')",
                 None, None),
}

# The page has text above the table and goes on below it, as an app's does (its introduction, its rules step by
# step): a student can scroll the hand to the bottom of the screen, whatever the table's height.
SPACER = "from IPython.display import HTML\nHTML('<div style=\"height: 100vh\"></div>')"

# Records each redraw of the last table's picture after the click: when, whether the "thinking" badge
# is over it, and how many cards the human's hand holds.
WATCH = """([table, hand]) => {
  const tables = document.querySelectorAll(table);
  const picture = tables[tables.length - 1].querySelector('.svgcanvas-picture');
  window.__redraws = [];
  window.__clicked = null;
  document.addEventListener('click', () => { if (window.__clicked === null) window.__clicked = performance.now(); }, true);
  new MutationObserver(() => {
    window.__redraws.push({at: performance.now(), thinking: !!picture.querySelector('.cardgames-thinking'),
                           actions: picture.querySelectorAll(hand).length,
                           played: [...picture.querySelectorAll('.woo-played')].map(n => n.dataset.player),
                           text: (picture.querySelector('.cardgames-thinking') || {}).textContent || ''});
  }).observe(picture, {childList: true});
}"""


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """A Voila server for a folder holding one notebook per page of ``PAGES``."""
    folder = tmp_path_factory.mktemp("answers")
    for name, (source, _, _) in PAGES.items():
        nb = nbformat.v4.new_notebook()
        nb.cells += [nbformat.v4.new_code_cell(SPACER), nbformat.v4.new_code_cell(source),
                     nbformat.v4.new_code_cell(SPACER)]
        nbformat.write(nb, folder / f"{name}.ipynb")
    server = start_voila(folder, "answers", tmp_path_factory.mktemp("voila-answers"))
    yield server
    server.stop()


def open_table(page, server, name):
    """Open the page ``name`` at 1366x768 and return its table once drawn."""
    page.set_viewport_size(SCREEN)
    page.goto(server.render_url(f"{name}.ipynb"), wait_until="commit")
    table = page.locator(TABLE).last
    expect(table.locator("[data-action]").first).to_be_visible(timeout=FIRST_LOAD)
    return table


def inside_viewport(box):
    """Whether a bounding box lies wholly inside the 1366x768 viewport."""
    return (box is not None and box["y"] >= 0 and box["y"] + box["height"] <= SCREEN["height"]
            and box["x"] >= 0 and box["x"] + box["width"] <= SCREEN["width"])


@pytest.mark.parametrize("game", ["ohio", "woo", "yoyo", "hue", "yozu"])
def test_a_refusal_is_seen_beside_the_part_clicked_at_1366x768(page, server, game):
    _, first, refused = PAGES[game]
    table = open_table(page, server, game)
    if first is not None:
        table.locator(first).first.click()
        expect(table.locator(refused).first).to_be_attached(timeout=CLICK)
    part = table.locator(refused).first
    expect(part).to_be_attached(timeout=CLICK)
    # The student scrolled to their hand: the part clicked is at the bottom of the screen.
    part.evaluate("node => node.scrollIntoView({block: 'end'})")
    explanation_top = table.locator(EXPLANATION).bounding_box()["y"]
    assert explanation_top > SCREEN["height"] - 40, (
        f"{game}: the explanation area is on screen already ({explanation_top:.0f} px): the page tests nothing")
    part.click()
    bubble = table.locator(BUBBLE)
    expect(bubble).to_be_visible(timeout=CLICK)
    expect(bubble).to_contain_text("Rule ")
    assert inside_viewport(bubble.bounding_box()), f"{game}: the refusal is outside the screen: {bubble.bounding_box()}"
    # The same words are read out by screen readers and written in the explanation area.
    text = bubble.inner_text().strip()
    expect(table.locator(LIVE)).to_have_text(text, timeout=CLICK)
    assert text in table.locator(EXPLANATION).inner_text()
    # The next click (a playable part) takes the bubble away.
    table.locator(PLAYABLE[game]).first.click()
    expect(bubble).to_be_hidden(timeout=CLICK)


def test_a_woo_click_is_drawn_before_the_bot_thinks_and_its_reply_follows(page, server):
    table = open_table(page, server, "woo_lead")
    hand = ".woo-card[data-action^='play ']"
    expect(table.locator(f"{hand}.playable").first).to_be_visible(timeout=CLICK)
    page.evaluate(WATCH, [TABLE, hand])
    table.locator(f"{hand}.playable").first.click()
    page.wait_for_function("() => window.__redraws.some(r => !r.thinking)", timeout=CLICK)
    redraws, clicked = page.evaluate("[window.__redraws, window.__clicked]")
    first = redraws[0]
    # The card is in the trick, nothing can be played, the bot is thinking.
    assert first["thinking"] and first["played"] == ["0"] and first["actions"] == 0, f"first redraw: {first}"
    assert first["text"] == "Player 2 is thinking…"
    reply = next(r for r in redraws if not r["thinking"])
    assert reply["at"] > first["at"], "the bot's reply comes in a later picture"
    print(f"first redraw {first['at'] - clicked:.0f} ms after the click; the bot's reply {reply['at'] - clicked:.0f} ms")
