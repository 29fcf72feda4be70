"""A student's guided first game in a browser (issue 35, widgets.guide), for the Voila apps' tests
(tests/notebooks/test_voila_pages.py) and the static site's Ohio and Woo pages (tests/staticsite/test_static_site.py).

``guided_to_the_end(page, game, lang, url)``: at 1366x768, the guided choice is on the first screen; clicking it
opens the guided game in the whole game's place; clicking the parts the guide marks takes it to its end, step by
step (the page's address keeps the step); a refused click is explained with its rule beside it, once; at the end
« play a real game » brings the whole game back.
"""

import re

from playwright.sync_api import Error, expect

FIRST_LOAD = 120_000      # ms: the first page starts a kernel and runs the whole notebook
CLICK = 30_000            # ms: a click's round trip, with the replies drawn one by one
SCREEN = {"width": 1366, "height": 768}
GUIDED = ".cardgames-guided-game"
AREA_TABLE = ".cardgames-play-area .cardgames-share-button"     # the whole game's table in its place (its share button)
PANEL = ".cardgames-guide-box"
HINTED = ".cardgames-guided [data-hinted='true']"
# A part of the guided table that cannot be played now, per game (the table draws it so; test_voila_answers).
REFUSED = {"ohio": ".card.refused[data-action^='play ']", "woo": ".woo-card.refused[data-action^='play ']",
           "yoyo": ".yoyo-card.refused[data-action^='play ']", "hue": ".hue-hit.refused rect.hue-hitrect",
           "yozu": ".yz-cell.refused[data-action^='guess ']"}
STEP = {"fr": re.compile(r"Étape (\d+) sur (\d+)"), "en": re.compile(r"Step (\d+) of (\d+)")}
STEP_WORDS = {"fr": "Étape {} sur {}", "en": "Step {} of {}"}
REAL = {"fr": "Jouer une vraie partie", "en": "Play a real game"}
GUIDED_CHOICE = {"fr": "Une première partie guidée", "en": "A guided first game"}


def step_shown(page, lang):
    """(k, n) of the step the guide's panel says, or None when it says none (the end)."""
    found = STEP[lang].search(page.locator(PANEL).inner_text())
    return (int(found.group(1)), int(found.group(2))) if found else None


def wait_for_step(page, lang, k, n):
    """Wait until the panel says step ``k`` of ``n`` and its suggested parts are marked, or the end (k > n)."""
    if k > n:
        expect(page.get_by_role("button", name=re.compile(REAL[lang]))).to_be_visible(timeout=CLICK)
        return
    expect(page.locator(PANEL)).to_contain_text(STEP_WORDS[lang].format(k, n), timeout=CLICK)
    expect(page.locator(HINTED).first).to_be_attached(timeout=CLICK)


def refusal_explained(page, game, lang):
    """Click a part that cannot be played: the rule's explanation is shown beside it; nothing is played."""
    panel_before = page.locator(PANEL).inner_text()
    page.locator(f".cardgames-guided {REFUSED[game]}").first.click()
    bubble = page.locator(".cardgames-guided .svgcanvas-bubble")
    expect(bubble).to_be_visible(timeout=CLICK)
    expect(bubble).to_contain_text("Règle " if lang == "fr" else "Rule ")
    assert page.locator(PANEL).inner_text() == panel_before, "the same step goes on"


# After a click: "next" once the panel says the next step, "end" once « play a real game » shows, "part" when the
# same position (the table's data-move) marks another part (a move of several clicks: Hue's card, direction, cell;
# Yoyo's ticks); "" meanwhile.
NEXT = """([panel, hinted, action, next, before]) => {
  const text = (document.querySelector(panel) || {}).innerText || "";
  if (text.includes(next)) return "next";
  const real = document.querySelector(".cardgames-guide-real");
  if (real && real.offsetParent !== null) return "end";
  const position = document.querySelector(".cardgames-guided .cardgames-position");
  const part = document.querySelector(hinted);
  if (position && position.getAttribute("data-move") === before && part
      && part.getAttribute("data-action") !== action) return "part";
  return "";
}"""
MOVE = "() => (document.querySelector('.cardgames-guided .cardgames-position') || {getAttribute: () => null}).getAttribute('data-move')"
# Hue refuses a cell only once a card is chosen (before, the table asks for a card): the refused click is tried then.
REFUSE_WHEN = {"hue": "cell "}


FIRST_PARTS = ("select ", "orient ", "direction ")      # a card chosen, then pointed, before the cell or the button


PICK = """([selector, prefixes]) => {
  const parts = [...document.querySelectorAll(selector)];
  for (const prefix of prefixes) {
    const found = parts.find((part) => (part.getAttribute("data-action") || "").startsWith(prefix));
    if (found) return found;
  }
  return parts[0] || null;
}"""


MARKED = f"(args) => {{ const part = ({PICK})(args); return part ? part.getAttribute('data-action') : ''; }}"


def click_next_part(page):
    """Click the marked part to click first (a card to choose or tick, then a direction, then the rest; a Hue
    cell on its own square, as its card's ghost spans others); its data-action. Tried again when a redraw
    replaced it meanwhile."""
    for _ in range(5):
        part = page.evaluate_handle(PICK, [HINTED, list(FIRST_PARTS)]).as_element()
        if part is None:
            page.wait_for_timeout(200)
            continue
        action = part.get_attribute("data-action")
        target = part.query_selector("rect.hue-hitrect") or part
        try:
            target.click(timeout=5_000)
            return action
        except Error:               # replaced by a redraw between finding and clicking it
            page.wait_for_timeout(200)
    raise AssertionError("no marked part could be clicked")


def guided_to_the_end(page, game, lang, url=None):
    """Open ``url`` (the game's app in ``lang``; None: the page is open at it already), start the guided game from
    the first screen, follow the marked parts to the end (a refused click explained once on the way), then « play a
    real game ». Returns the number of steps."""
    page.set_viewport_size(SCREEN)
    if url is not None:
        page.goto(url, wait_until="commit")
    choice = page.get_by_role("button", name=re.compile(GUIDED_CHOICE[lang]))
    expect(choice).to_be_visible(timeout=FIRST_LOAD)
    page.evaluate("() => window.scrollTo(0, 0)")
    box = choice.bounding_box()
    assert box["y"] + box["height"] <= SCREEN["height"], "the guided choice is on the first screen"
    choice.click()
    # The page may still be running the notebook's later cells (its lessons): the click is answered once done.
    expect(page.locator(GUIDED)).to_be_visible(timeout=FIRST_LOAD)
    expect(page.locator(AREA_TABLE)).to_have_count(0)          # the guided game is in the whole game's place
    expect(page.locator(PANEL)).to_contain_text(STEP_WORDS[lang].format(1, ""), timeout=CLICK)
    k, n = step_shown(page, lang)
    wait_for_step(page, lang, k, n)
    refused = False
    while True:
        marked = page.evaluate(MARKED, [HINTED, list(FIRST_PARTS)])
        if (not refused and page.locator(f".cardgames-guided {REFUSED[game]}").count()
                and marked.startswith(REFUSE_WHEN.get(game, ""))):
            refusal_explained(page, game, lang)
            refused = True
        before = page.evaluate(MOVE)
        action = click_next_part(page)
        handle = page.wait_for_function(NEXT, arg=[PANEL, HINTED, action, STEP_WORDS[lang].format(k + 1, n), before],
                                        timeout=CLICK)
        if handle.json_value() == "part":            # a move of several clicks (Hue: card, direction, cell)
            continue
        if k == n:
            break
        k += 1
        wait_for_step(page, lang, k, n)
        assert re.search(r"[?&]guided=\d+", page.url), "the page's address keeps the step"
    wait_for_step(page, lang, n + 1, n)
    assert refused, "no part was ever refused along the guided game"
    summary = page.locator(PANEL).inner_text()
    assert ("Votre score" if lang == "fr" else "Your score") in summary
    page.get_by_role("button", name=re.compile(REAL[lang])).click()
    expect(page.locator(AREA_TABLE)).to_be_visible(timeout=CLICK)
    expect(page.locator(GUIDED)).to_have_count(0)
    assert "guided=" not in page.url
    return n


