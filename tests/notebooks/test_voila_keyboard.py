"""Keyboard play and the canvas's live region (issue 12, "Everyone can play").

``SvgCanvas.announce(text)`` sends the text to the front end, which writes it into an ARIA live region
that outlives every redraw of the markup; the same text twice is read twice (the region is emptied,
then written again). The browser tests drive svgcanvas.js with a stand-in model, then play a whole
Ohio game in the Ohio app with the keyboard alone.
"""

import base64
import re

import pytest
from playwright.sync_api import expect

from conftest import ROOT, WHOLE_GAME
from test_voila import APP, CAN_ACT, PASS, PLAYABLE, STATUS   # the Ohio app's table, as test_voila plays it
from widgets.listening import listening_script
from widgets.svgcanvas import SvgCanvas

SCRIPT = listening_script("svgcanvas.js")
SCRIPT_URL = "data:text/javascript;base64," + base64.b64encode(SCRIPT.encode()).decode()

# svgcanvas.js rendered into #root with a stand-in model; window.canvas lets the test change the
# markup (redraw) and deliver custom messages as the kernel would.
STAND_IN = """async ([url, markup]) => {
    const mod = await import(url);
    const handlers = {};
    const model = {markup, sent: [], get(name) { return this.markup; }, send(m) { this.sent.push(m); },
                   on(event, f) { handlers[event] = f; }, off() {}};
    mod.default.render({model, el: document.getElementById('root')});
    window.canvas = {
        model,
        redraw(markup) { model.markup = markup; handlers['change:markup'](); },
        message(content) { handlers['msg:custom'](content, []); },
    };
}"""


def test_announce_sends_each_text_to_the_front_end(monkeypatch):
    canvas = SvgCanvas("<p>x</p>")
    sent = []
    monkeypatch.setattr(canvas, "send", sent.append)
    canvas.announce("Refused: follow suit (O3).")
    canvas.announce("Refused: follow suit (O3).")
    canvas.announce("Your turn.", polite=True)
    canvas.announce("Rule O3: follow suit.", near_click=True)
    assert sent == [{"type": "announce", "text": "Refused: follow suit (O3).", "polite": False, "near": False}] * 2 + [
        {"type": "announce", "text": "Your turn.", "polite": True, "near": False},
        {"type": "announce", "text": "Rule O3: follow suit.", "polite": False, "near": True}]
    assert canvas.announcements == ["Refused: follow suit (O3)."] * 2 + ["Your turn.", "Rule O3: follow suit."]


def test_announce_without_a_front_end_does_nothing_else():
    canvas = SvgCanvas("<p>x</p>")
    canvas.announce("nobody listens")          # no comm open: nothing sent, nothing raised
    assert canvas.announcements == ["nobody listens"]


def live_regions(page):
    """Each live region of the stand-in canvas: its aria-live value and its text now."""
    return page.evaluate("""() => [...document.querySelectorAll('#root [aria-live]')].map(
        r => [r.getAttribute('role'), r.getAttribute('aria-live'), r.textContent])""")


@pytest.mark.browser
def test_the_live_region_outlives_redraws_and_reads_the_same_text_twice(chromium):
    page = chromium.new_page()
    try:
        page.set_content('<div id="root"></div>')
        page.add_style_tag(content=(ROOT / "widgets" / "svgcanvas.css").read_text())
        page.evaluate(STAND_IN, [SCRIPT_URL, '<div data-action="play 1">A</div>'])
        assert live_regions(page) == [["status", "assertive", ""], ["status", "polite", ""]]
        region = page.locator("#root [aria-live=assertive]")
        page.evaluate("() => canvas.message({type: 'announce', text: 'Refused (O3).', polite: false})")
        page.wait_for_function("() => document.querySelector('#root [aria-live=assertive]').textContent === 'Refused (O3).'")
        handle = region.element_handle()
        page.evaluate("() => canvas.redraw('<div data-action=\"play 2\">B</div>')")
        assert page.locator("#root [data-action='play 2']").count() == 1
        assert page.evaluate("r => r.isConnected", handle), "the same region element after a redraw"
        assert region.text_content() == "Refused (O3).", "a redraw keeps the announcement"
        # The same text again: the region is emptied first, so that a screen reader hears a change.
        page.evaluate("""() => {
            window.changes = [];
            const region = document.querySelector('#root [aria-live=assertive]');
            new MutationObserver(() => changes.push(region.textContent)).observe(
                region, {childList: true, characterData: true, subtree: true});
            canvas.message({type: 'announce', text: 'Refused (O3).', polite: false});
        }""")
        page.wait_for_function("() => changes.length >= 2")
        assert page.evaluate("() => changes") == ["", "Refused (O3)."]
        page.evaluate("() => canvas.message({type: 'announce', text: 'Your turn.', polite: true})")
        page.wait_for_function("() => document.querySelector('#root [aria-live=polite]').textContent === 'Your turn.'")
        assert live_regions(page) == [["status", "assertive", ""], ["status", "polite", "Your turn."]]
        hidden = page.evaluate("() => document.querySelector('#root [aria-live]').getBoundingClientRect().width")
        assert hidden <= 1, "the live region is shown on no screen"
    finally:
        page.close()


CANVAS = ".svgcanvas"
REFUSED = ".card.refused[data-action^='play ']"
GAME_OVER = re.compile(r"Game over|Partie finie")
FIRST_LOAD = 120_000      # ms: the first page starts a kernel and runs the whole notebook
CLICK = 30_000            # ms: a move's round trip through the kernel (usually under 0.2 s)
MAX_MOVES = 300           # far more than a human makes in one Ohio round
MAX_TABS = 1000           # Tab presses from the top of the page to the whole game (links, its controls)

# Where the keyboard focus is, seen from the page's whole game: inside its picture (on a part
# with data-action: which one, of which kind, with a visible focus ring) or elsewhere.
FOCUS = """([table, playable, refused, pass]) => {
  const last = document.querySelector(table);
  const node = document.activeElement;
  const picture = last && last.querySelector('.svgcanvas-picture');
  const inside = !!(picture && node && picture.contains(node));
  const parts = inside ? [...picture.querySelectorAll('[data-action]')].filter(n => n.tabIndex >= 0) : [];
  const at = parts.indexOf(node);
  const hand = parts.filter(n => n.getAttribute('data-action').startsWith('play '));
  const after = parts.slice(at + 1);
  return {
    inside, action: inside && node.getAttribute('data-action'), rank: hand.indexOf(node), hand: hand.length,
    ring: inside ? getComputedStyle(node).outlineStyle : null,
    card: inside && node.matches(playable), cardAfter: after.some(n => n.matches(playable)),
    refused: inside && node.matches(refused), refusedAfter: after.some(n => n.matches(refused)),
    pass: inside && node.matches(pass), passAfter: after.some(n => n.matches(pass)),
  };
}"""

def focus(page):
    """Where the keyboard focus is (see FOCUS)."""
    return page.evaluate(FOCUS, [WHOLE_GAME, PLAYABLE, REFUSED, PASS])


def my_turn_or_over(page, table):
    """Wait until the human can act on ``table`` or the game is over; True if the human can act."""
    page.wait_for_function(CAN_ACT, arg=[WHOLE_GAME, PLAYABLE, PASS, STATUS], timeout=CLICK)
    return not GAME_OVER.search(table.locator(STATUS).inner_text())


def tab_into_the_whole_game(page):
    """Press Tab from the top of the page until the focus is on a part of the whole game's picture."""
    for _ in range(MAX_TABS):
        page.keyboard.press("Tab")
        if focus(page)["inside"]:
            return
    pytest.fail(f"{MAX_TABS} Tab presses never reached the whole game")


def tab_to(page, kind):
    """Move the focus with Tab and Shift+Tab to the last part of ``kind`` in the picture: 'card' (a
    legal card), 'refused' (a card that cannot be played now) or 'pass'. The last one, so that the
    card played is seldom the hand's first and the test sees where the focus goes after it."""
    for _ in range(60):
        where = focus(page)
        assert where["inside"], "Tab left the table's picture"
        further = where[kind + "After"]
        if where[kind] and not further:
            return where
        page.keyboard.press("Tab" if further else "Shift+Tab")
    pytest.fail(f"no {kind} part reached with Tab")


def press_enter_and_wait(page):
    """Press Enter on the focused part and wait until the table is redrawn (that part is replaced)."""
    handle = page.evaluate_handle("() => document.activeElement")
    page.keyboard.press("Enter")
    handle.as_element().wait_for_element_state("hidden", timeout=CLICK)


def refusal_read_out(page, table):
    """Enter on a refused card: nothing is played, and the canvas's assertive live region reads the
    reason, with its rule id."""
    hand = table.locator(".card[data-action^='play ']").count()
    tab_to(page, "refused")
    region = table.locator(f"{CANVAS} [aria-live=assertive]").last
    page.keyboard.press("Enter")
    expect(region).to_have_text(re.compile(r"\bO3\b"), timeout=CLICK)
    assert table.locator(".card[data-action^='play ']").count() == hand, "a refused card is not played"
    assert focus(page)["inside"], "the focus stays on the table after a refusal"


@pytest.mark.browser
def test_a_whole_ohio_game_played_with_the_keyboard_alone(page, voila):
    """The Ohio app, keyboard only: Tab from the top of the page to the whole-game table (the page's
    first), then at each turn Tab to a legal card (or pass) and Enter, to the end of the game and its
    scores. After each redraw the focus is back in the hand (a played card is gone: the next one), never
    at the top of the page; the focused card shows a ring; once, Enter on a refused card is read out."""
    page.goto(voila.render_url(APP) + "?lang=en", wait_until="commit")
    expect(page.locator(PLAYABLE).first).to_be_visible(timeout=FIRST_LOAD)
    table = page.locator(WHOLE_GAME).first
    expect(table.locator(STATUS)).to_be_visible(timeout=FIRST_LOAD)
    page.wait_for_function("() => !document.getElementById('loading') || "
                           "getComputedStyle(document.getElementById('loading')).display === 'none'", timeout=FIRST_LOAD)
    assert my_turn_or_over(page, table)
    tab_into_the_whole_game(page)
    refused_once = False
    played_rank = None            # where in the hand the card last played was
    focus_checks = 0
    for moves in range(MAX_MOVES):
        if not my_turn_or_over(page, table):
            break
        where = focus(page)
        assert where["inside"], f"move {moves}: after the redraw the focus left the table"
        if played_rank is not None and where["hand"]:
            # The played card is gone: the focus is on the card that took its place (the next one).
            assert where["rank"] == min(played_rank, where["hand"] - 1), (
                f"move {moves}: focus on card {where['rank']} of {where['hand']} after playing card {played_rank}")
            focus_checks += 1
        if not refused_once and table.locator(REFUSED).count() and table.locator(PLAYABLE).count():
            refusal_read_out(page, table)
            refused_once = True
        where = tab_to(page, "card" if table.locator(PLAYABLE).count() else "pass")
        assert where["ring"] not in (None, "none"), f"no focus ring on {where['action']}"
        played_rank = where["rank"] if where["rank"] >= 0 else None
        press_enter_and_wait(page)
    else:
        pytest.fail(f"no game-over message after {MAX_MOVES} moves")
    expect(table.locator(STATUS)).to_have_text(GAME_OVER)
    expect(table.locator(STATUS)).to_contain_text("Winner")
    seats = table.locator(".ohio-seat .ohio-stats")
    assert seats.count() >= 2
    for k in range(seats.count()):             # the final scores: each seat's O6 score
        expect(seats.nth(k)).to_contain_text(re.compile(r"score\s*[-−]?\d+"))   # − : the English minus
    assert refused_once, "no card was ever refused during the game"
    assert moves > 1, "the human made the moves of a whole round (a round can end with cards in hand: O5)"
    assert focus_checks, "the focus was checked after a card was played"


@pytest.mark.browser
def test_a_hue_move_made_with_the_keyboard(page, voila):
    """Hue by keyboard: Tab to a card of the whole game's hand and Enter (chosen, the focus stays on it), Tab to a
    direction and Enter, Shift+Tab back to the board's last allowed cell and Enter: the card is laid,
    and the focus goes to the first card of the new hand."""
    page.goto(voila.render_url("hue.ipynb") + "?lang=en", wait_until="commit")
    card = page.locator(WHOLE_GAME).first.locator("[data-action^='select ']")
    expect(card.first).to_be_visible(timeout=FIRST_LOAD)
    page.wait_for_function("() => !document.getElementById('loading') || "
                           "getComputedStyle(document.getElementById('loading')).display === 'none'", timeout=FIRST_LOAD)
    active = "() => document.activeElement.getAttribute('data-action')"
    for _ in range(MAX_TABS):                    # from the top of the page to the whole game's hand
        page.keyboard.press("Tab")
        if (page.evaluate(active) or "").startswith("select ") and page.evaluate(
                "table => document.querySelector(table).contains(document.activeElement)", WHOLE_GAME):
            break
    else:
        pytest.fail("Tab never reached the hand of the Hue page's whole game")
    chosen = page.evaluate(active)
    hand = card.count()
    press_enter_and_wait(page)
    assert page.evaluate(active) == chosen, "the focus stays on the chosen card"
    assert page.evaluate("() => document.activeElement.getAttribute('aria-pressed')") == "true"
    for _ in range(20):
        page.keyboard.press("Tab")
        if page.evaluate(active) == "direction S":
            break
    press_enter_and_wait(page)
    assert page.evaluate(active) == "direction S" and page.evaluate(
        "() => document.activeElement.getAttribute('aria-pressed')") == "true"
    for _ in range(60):
        page.keyboard.press("Shift+Tab")
        if (page.evaluate(active) or "").startswith("cell "):
            break
    assert page.evaluate("() => document.activeElement.matches('.hue-hit.legal')"), "an allowed cell is reached"
    press_enter_and_wait(page)
    expect(card).to_have_count(hand - 1, timeout=CLICK)    # laid: the hand holds one card fewer (H5, H7: no draw)
    page.wait_for_function(f"() => (document.activeElement.getAttribute('data-action') || '').startsWith('select ')",
                           timeout=CLICK)
    assert page.evaluate(active) == card.first.get_attribute("data-action"), "the focus is on the hand's first card"
