"""The parts that make the person's decisions (tests/decisions.py), on positions holding each kind of decision.

Browser tests deal at random and click the first part of ``decisions.decision(game)``; a kind of decision the
selectors miss left such a test waiting for a part that never came (a Yozu page whose person was the Oracle,
asked which element to reveal, waited 120 s for a guess cell). Here each kind of decision of each game is
reached from seeded deals, told from the engine's legal moves (not from the picture), and the table's picture
is drawn in Chromium: the first part the selectors find there is visible, and clicking it (its ``data-action``
given to the table, as svgcanvas.js does) is no refusal and changes the picture. benchmarks/classroom.py's
lists, tried in its order, are checked the same way, and must equal ``DECISIONS``.
"""

import ast
import random

import pytest
from playwright.sync_api import expect

from conftest import ROOT
from decisions import DECISIONS, decision

# The classroom benchmark's last resort after its games' selectors (benchmarks/classroom.py's GENERIC).
GENERIC = "[data-action].playable"
SEEDS = 200                 # deals tried for each kind of decision
PERSON_MOVES = 40           # moves of the person per deal, drawn at random among the legal ones

# Every kind of decision the person can face, per game: those a fresh deal gives as the person's first decision
# (seeds 0-199 give each), then those that come later in a round.
FIRST_KINDS = {
    "ohio": ["play"],                   # Ohio is always lower than the last number (O1, O3)
    "yozu": ["guess", "reveal"],        # the person is the Oracle, both elements of a guess on their cards
    "hue": ["choose a card"],
    "woo": ["lead", "follow"],
    "yoyo": ["play", "orient only", "steal", "pass"],
}
LATER_KINDS = {
    "ohio": ["pass only"],
    "yozu": ["place"],
    "hue": ["place it"],
    "woo": ["draw or close", "victory or end"],
    "yoyo": ["direction"],
}


def new_table(game, seed):
    """A table as the game's app deals it (its player count, the person at seat 0), with quick bots."""
    from widgets.hue import HueTable
    from widgets.ohio import OhioTable
    from widgets.woo import WooTable
    from widgets.yoyo.table import YoyoTable
    from widgets.yozu import YozuTable

    make = {"ohio": lambda: OhioTable(players=3, seed=seed, lang="fr"),
            "yozu": lambda: YozuTable(players=4, seed=seed, bots="greedy", lang="fr"),
            "hue": lambda: HueTable(players=3, seed=seed, lang="fr"),
            "woo": lambda: WooTable(seed=seed, bot="random", lang="fr"),
            "yoyo": lambda: YoyoTable(players=4, seed=seed, bots="greedy", lang="fr")}
    table = make[game]()
    table.play_pending()            # what the front end has the bots do once the table is drawn
    return table


def kind_of(game, table):
    """The kind of decision the person faces on ``table``, from the engine's legal moves; None when the person
    is not to move."""
    state = table.state
    if state.is_over or state.current_player not in table.humans:
        return None
    legal = [str(action) for action in state.legal_actions()]
    plays = [a for a in legal if a.startswith("play ")]
    if game == "ohio":
        return "play" if plays else "pass only"
    if game == "yozu":
        return {"guess": "guess", "answer": "reveal", "place": "place"}[state.phase]
    if game == "hue":
        return "place it" if table.selected is not None else "choose a card"
    if game == "woo":
        if plays:
            return "lead" if state.phase == "lead" else "follow"
        return "draw or close" if "draw" in legal else "victory or end"
    if state.phase == "play":           # yoyo
        return "play" if any(len(a.split()) == 2 for a in plays) else "orient only"
    return {"steal": "steal", "pass": "pass", "direction": "direction"}[state.phase]


def position_with(game, kind):
    """A table whose person faces a decision of ``kind``: the first deal (seed 0, 1...) whose first decision is one,
    for a kind of ``FIRST_KINDS``; else the first deal that reaches one, the person playing at random."""
    first = kind in FIRST_KINDS[game]
    for seed in range(SEEDS):
        table = new_table(game, seed)
        rng = random.Random(seed)
        for _ in range(1 if first else PERSON_MOVES):
            if kind_of(game, table) == kind:
                return table
            if kind_of(game, table) is None:
                break
            if game == "hue" and kind == "place it":
                table.click(f"select {table.state.view(table.human)['hand'][0]}")
                continue
            table.act(rng.choice([str(action) for action in table.state.legal_actions()]))
            table.play_pending()
    when = "first" if first else "any"
    raise AssertionError(f"no {game} deal of seeds 0-{SEEDS - 1} gives the person a decision '{kind}' "
                         f"as their {when} one")


def classroom_moves():
    """benchmarks/classroom.py's selectors per game ({app: tuple}), read from its source (a benchmark module
    changes sys.path when it is imported)."""
    tree = ast.parse((ROOT / "benchmarks" / "classroom.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(target, "id", None) == "APPS" for target in node.targets):
            return {ast.literal_eval(key): ast.literal_eval(call.args[-1])
                    for key, call in zip(node.value.keys, node.value.values)}
    raise AssertionError("benchmarks/classroom.py has no APPS")


def first_part(page, selectors):
    """The first part of the page found by ``selectors`` tried in turn (a locator), as classroom.py's
    ``legal_move`` finds it, or None."""
    for selector in selectors:
        if page.locator(selector).count():
            return page.locator(selector).first
    return None


def click_makes_a_decision(table, part):
    """Give the table the click on ``part`` (a visible part of its picture), as svgcanvas.js does, and check that
    it is no refusal and changes the picture: it plays a move, or is the first click of one (a Hue card chosen, a
    Yoyo yellow whose direction buttons it shows). The action clicked."""
    expect(part).to_be_visible()
    action = part.evaluate("node => node.closest('[data-action]').getAttribute('data-action')")
    before, moves = table.canvas.markup, table.move_number
    table.canvas.click(action)
    assert not table.refusal, f"{action!r} was refused: {table.explanation.value}"
    assert table.canvas.markup != before, f"{action!r} changed nothing"
    assert table.move_number > moves or action.split()[0] in ("select", "orient"), f"{action!r} played nothing"
    return action


def test_the_classroom_benchmark_clicks_the_same_parts():
    assert classroom_moves() == DECISIONS


@pytest.mark.browser
@pytest.mark.parametrize("game, kind", [(game, kind) for kinds in (FIRST_KINDS, LATER_KINDS)
                                        for game in kinds for kind in kinds[game]])
def test_the_first_decision_part_is_on_the_table_and_makes_a_move(chromium, game, kind):
    """The first part ``decision(game)`` finds (as the static site's tests click it), and the first that
    classroom.py's selectors find in their order, on a table whose person faces a decision of ``kind``."""
    page = chromium.new_page()
    try:
        for selectors in ([decision(game)], [*classroom_moves()[game], GENERIC]):
            table = position_with(game, kind)
            page.set_content(table.canvas.markup)
            part = first_part(page, selectors)
            assert part is not None, f"{game}, {kind}: none of {selectors} is on the table"
            click_makes_a_decision(table, part)
    finally:
        page.close()
