"""A French class at a game's table, for tests/notebooks/test_voila_pages.py: each game's app opened in French
(``?lang=fr``), its whole game played a few moves through the Hint (ask it, then click the part it marks), with a
refused card clicked on the way (``french_class_plays``). Every text the table shows (status, hands, log, the Hint
and its reasons, the refusal) and every label a screen reader says (``aria-label``, ``title``) must be French a
class can read: no engine notation, no "(s)", no decimal point, no English word (``cardlib.text.language_check``'s
patterns for French).

The tables are the apps' whole games, against the bots, Player 1 being the person.
"""

import re

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from cardlib.text import language_check
from conftest import WHOLE_GAME

CLICK = 30_000            # ms: a click's round trip, the bots' replies drawn one by one
EXPLANATION = ".cardgames-explanation"
HINT = ".cardgames-hint"
HINTED = "[data-hinted]"
REFUSED = ".refused[data-action]"
STATUS = "[role=status]"
YOUR_TURN = re.compile(r"^▶")              # the status of the one to move ("▶ À vous", "▶ À Joueur 2 de jouer")
THINKING = ".cardgames-thinking"            # the badge over a table while bots' moves are due
MOVES = 4                       # moves played through the Hint in each game, more until a refusal was seen
MOST_MOVES = 20
OVER = re.compile(r"^■")                   # the status once the round is over
# Every text of the table and every label of its parts, as a person or a screen reader meets them. The
# card faces' printed indices (a corner's "B15", a Woo "Q ♣", aria-hidden pictures beside the card's spoken
# name) are pictures of the cards, not sentences: they are left out, their labels are read.
TEXTS = """table => {
  const copy = table.cloneNode(true);
  copy.querySelectorAll('[aria-hidden=true], style, script').forEach(node => node.remove());
  document.body.appendChild(copy);
  const said = copy.innerText;
  copy.remove();
  return [said, ...[...table.querySelectorAll('[aria-label], [title]')].flatMap(
      node => [node.getAttribute('aria-label'), node.getAttribute('title')]).filter(Boolean)];
}"""


def texts(table):
    """What the table says now: its text, then its parts' labels."""
    return table.evaluate(TEXTS)


def position(table):
    """The move number the table shows (its picture's ``data-move``)."""
    return table.locator(".cardgames-position").first.get_attribute("data-move")


# A part to click when the Hint's move takes a second click: Hue's place for the chosen card, a Yoyo
# yellow's direction or a steal's victims.
NEXT_CLICK = {"hue": ".hue-hit.legal rect.hue-hitrect", "yoyo": ".yoyo-choice-button"}


def settled_status(table):
    """The table's status once the bots have made every move due (no "thinking" badge: the table draws each
    bot's move as it comes, and "▶" begins a bot's turn too): the person's turn ("▶") or the round over ("■")."""
    expect(table.locator(THINKING)).to_have_count(0, timeout=CLICK)
    status = table.locator(STATUS).first
    expect(status).to_contain_text(re.compile(f"{YOUR_TURN.pattern}|{OVER.pattern}"), timeout=CLICK)
    return status.inner_text()


def play_the_hint(table, game):
    """Ask for the Hint, keep what it says, then play the move it marks (clicking again where the move
    takes more than one click, until the table shows the next move); returns the Hint's text."""
    assert YOUR_TURN.search(settled_status(table))
    table.locator(HINT).click()
    explanation = table.locator(EXPLANATION)
    expect(explanation).to_contain_text("Indice", timeout=CLICK)
    said = explanation.inner_text()
    before = position(table)
    marked = [part.get_attribute("data-action").split() for part in table.locator(HINTED).all()]
    # a Yoyo series marks its cards' ticks; both copies of a doubled card (Y1) are marked when the Hint lays it
    cards = list(dict.fromkeys(words[1] for words in marked if words[:1] in (["play"], ["select"]) and len(words) == 2))
    if game == "yoyo" and len(cards) > 1:         # a series: tick its cards, then lay them (Y7)
        for card in cards:
            table.locator(f".yoyo-select[data-action='select {card}']").first.click(timeout=CLICK)
            expect(table.locator(".yoyo-series")).to_have_attribute("data-selection", re.compile(rf"\b{card}\b"),
                                                                     timeout=CLICK)
        table.locator(".yoyo-lay-series.legal").click(timeout=CLICK)
        expect(table.locator(".cardgames-position").first).not_to_have_attribute("data-move", before, timeout=CLICK)
        return said
    for attempt in range(4):
        hinted = table.locator(HINTED)
        if hinted.count() and (attempt == 0 or game not in NEXT_CLICK):
            part = hinted.first
        else:
            part = table.locator(NEXT_CLICK.get(game, HINTED)).first
        try:
            part.click(timeout=CLICK)
            expect(table.locator(".cardgames-position").first).not_to_have_attribute(
                "data-move", before, timeout=5_000)
            return said
        except (AssertionError, PlaywrightError):
            continue                # a second click is due, or the picture was redrawn under the click
    raise AssertionError(f"{game}: the move the Hint marks was not played: {said}")


def click_a_refused_part(table, game):
    """Click a part the rules refuse now, if the table shows one; the refusal's text, or None."""
    if game == "hue":               # a refused place shows once a card is chosen
        table.locator("[data-action^='select ']").first.click()
        refused = table.locator(".hue-hit.refused rect.hue-hitrect")
        expect(refused.first).to_be_attached(timeout=CLICK)
    else:
        refused = table.locator(REFUSED)
    if not refused.count():
        return None
    refused.first.click()
    explanation = table.locator(EXPLANATION)
    expect(explanation).to_contain_text(re.compile(r"Règle|règle"), timeout=CLICK)
    return explanation.inner_text()


def french_class_plays(table, game):
    """Play ``game``'s whole game ``table`` (its page in French) through the Hint, a refused part clicked on the
    way: everything it said and labelled is French a class can read."""
    seen, hints, refusals = list(texts(table)), [], []
    for played in range(MOST_MOVES):
        if played >= MOVES and refusals:
            break
        if OVER.search(settled_status(table)):
            seen += texts(table)             # the end of the round, then a new game
            table.locator(".cardgames-new-seed").click()
            continue
        hints.append(play_the_hint(table, game))
        seen += texts(table)
        if not refusals and not OVER.search(settled_status(table)):
            refusal = click_a_refused_part(table, game)
            if refusal:
                refusals.append(refusal)
                seen += texts(table)
    assert all("Indice du robot" in hint for hint in hints), hints
    assert refusals, f"{game}: no refused part was offered to click in {MOST_MOVES} moves"
    faults = [f"{fault.kind} ({fault.pattern}): {fault.text!r}" for text in seen + hints + refusals
              for fault in language_check.text_faults(text, "fr", game)]
    assert faults == [], f"{game} in French shows:\n" + "\n".join(dict.fromkeys(faults))
