"""Hue's table as text (``cardlib.hue.text_table``, the terminal's guided game): the patchwork's grid of letters,
the hand, what a player may not see, and the few moves offered out of a thousand (``choices``).

The grids below are worked out by hand from the rules page (docs/hue.md): the start cards lie E from (0,0),
(1,1) and (2,2) (H5), square j of Dk has the stripes k+j-1, k+j, k+j+1 of the cycle R, Y, G, B, P (H3), a
card lying E shows its stripes top to bottom (H2).
"""

import re

import pytest

import cardlib
from cardlib import guide, learn
from cardlib.hue import text_table
from cardlib.text import i18n

MINE = ["P2", "S1", "S5", "T4", "S7", "T9"]
THEIRS = ["P3", "S2", "S3", "S10", "T6", "T8"]
LEFT_OUT = ["D4", "D5", "P1", "P4", "P5", "S4", "S6", "S8", "S9", "T1", "T2", "T3", "T5", "T7", "T10"]
DECK = ["D1", "D2", "D3", *MINE, *THEIRS, *LEFT_OUT]      # H5's order: start cards, then from the Oya on

START_GRID = [
    "    −1   0   1   2   3   4   5",
    "−1   ·   ·   ·   ·   ·   ·   ·",
    "        RRR YYY GGG",             # D1: RYG | YGB | GBP
    " 0   ·  YYY GGG BBB  ·   ·   ·",
    "        GGG BBB PPP",
    "            YYY GGG BBB",         # D2: YGB | GBP | BPR
    " 1   ·   ·  GGG BBB PPP  ·   ·",
    "            BBB PPP RRR",
    "                GGG BBB PPP",     # D3: GBP | BPR | PRY
    " 2   ·   ·   ·  BBB PPP RRR  ·",
    "                PPP RRR YYY",
    " 3   ·   ·   ·   ·   ·   ·   ·",
]


def new_state():
    return cardlib.new_game("hue", 2, seed=1, first_player=0, deck=DECK)


def names(lang):
    return [i18n.player_name(p, lang) for p in range(2)]


def words_of(lines):
    return set(re.findall(r"\b[SPTD]\d+\b", "\n".join(lines)))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_grid_draws_each_square_as_its_ninths_with_x_and_y_along_its_sides(lang):
    lines = text_table.table_lines(new_state().view(0), lang, names(lang))
    start = lines.index(next(line for line in lines if line.startswith(START_GRID[0])))
    assert lines[start:start + len(START_GRID)] == START_GRID


def test_a_card_is_drawn_lying_east_a_poison_square_in_lower_case():
    assert text_table.card_rows("S1") == ["RRR YYY GGG"] * 3
    assert text_table.card_rows("T1") == ["RRR RRR RRR", "YYY YYY YYY", "GGG GGG GGG"]
    assert text_table.card_rows("P2") == ["BBB yyy PPP"] * 3          # P2: B, poison Y, P


LAID_GRID = [
    "    −1   0   1   2   3   4   5",
    "−2   ·   ·   ·   ·   ·   ·   ·",
    "        BBB yyy PPP RBP",          # P2 over D1, covering nothing; T6's top square
    "−1   ·  BBB yyy PPP RBP  ·   ·",
    "        BBB yyy PPP RBP",
    "        RRR YYY GGG RBP",
    " 0   ·  YYY GGG BBB RBP  ·   ·",
    "        GGG BBB PPP RBP",
    "            YYY GGG RBP",          # T6 covers D2's last square
    " 1   ·   ·  GGG BBB RBP  ·   ·",
    "            BBB PPP RBP",
    "                GGG BBB PPP",
    " 2   ·   ·   ·  BBB PPP RRR  ·",
    "                PPP RRR YYY",
    " 3   ·   ·   ·   ·   ·   ·   ·",
]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_card_laid_shows_turned_and_a_stack_is_named(lang):
    # T6 (stripes R, B, P lying E) pointing N: its first stripe on the left (H2), on cells (3,1), (3,0), (3,-1).
    state = new_state().apply("play P2 0,-1 E").apply("play T6 3,1 N")
    lines = text_table.table_lines(state.view(0), lang, names(lang))
    start = lines.index(LAID_GRID[0])
    assert lines[start:start + len(LAID_GRID)] == LAID_GRID
    stack = i18n.colon(i18n.text("ui.hue.cell", lang, cell=cardlib.hue.cell_words(3, 1)),
                       i18n.plural("ui.hue.cell_stack", 2, lang, cards="D2, T6"), lang)
    assert stack in lines
    legend = next(line for line in lines if line.startswith("R = "))
    assert all(str(i18n.card_name(code, lang)) in legend for code in "RYGBP")


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("viewer", [0, 1])
def test_a_player_sees_their_hand_and_never_the_others(lang, viewer):
    state = new_state().apply("play P2 0,-1 E")
    hidden = state.view(None)["hands"][1 - viewer]
    lines = text_table.table_lines(state.view(viewer), lang, names(lang))
    shown = words_of(lines)
    assert set(state.view(viewer)["hand"]) <= shown
    assert not shown & set(hidden), "a card of the other hand"
    hand = state.view(viewer)["hand"]
    at = lines.index("  " + "".join(f"{card:<14}" for card in hand).rstrip())
    assert lines[at + 1:at + 4] == ["  " + "   ".join(text_table.card_rows(card)[row] for card in hand)
                                    for row in range(3)], "the hand drawn, and only the hand"
    sizes = [i18n.plural("ui.hue.in_hand", n, lang) for n in state.view(viewer)["hand_sizes"]]
    assert all(any(size in line for line in lines) for size in sizes)


def offered_ok(state, suggested):
    offered = text_table.choices(state, suggested)
    legal = {str(action) for action in state.legal_actions()}
    assert suggested in offered
    assert set(offered) <= legal and len(set(offered)) == len(offered)
    assert len(offered) <= learn.MOST_CHOICES
    return offered


def test_the_choices_are_the_suggested_move_turned_another_card_and_another_place():
    state = new_state()
    offered = offered_ok(state, "play S5 0,-1 E")
    assert {"play S5 0,-1 N", "play S5 0,-1 W", "play S5 0,-1 S"} <= set(offered)   # S covers (0,0) only
    assert {f"play {card} 0,-1 E" for card in MINE if card != "S5"} <= set(offered)
    assert any(move.startswith("play S5 ") and " 0,-1 " not in move for move in offered)
    ranks = [[str(action) for action in state.legal_actions()].index(move) for move in offered]
    assert ranks == sorted(ranks), "in the engine's order, the suggested move not always first"


def test_the_choices_hold_the_suggested_move_at_every_step_of_the_guided_game():
    played = guide.Guide(guide.load("hue"))
    while not played.over:
        offered_ok(played.state, played.suggested())
        played.play()
