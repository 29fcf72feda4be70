"""Yoyo's table as text (issue 35, ``cardlib.yoyo.text_table``), the terminal's guided game's picture: it shows the
viewer's hand, the pile and every hand's size in the page's language, never a card the viewer may not see; when
the legal moves are too many, ``choices`` offers a few, the suggested one among them."""

import random
import re

import pytest

from cardlib import guide
from cardlib.text import i18n
from cardlib.yoyo import text_table
from test_yoyo_rules import deal

NAMES = {lang: [i18n.player_name(p, lang) for p in range(4)] for lang in ("fr", "en")}


def guided_states():
    """The guided game's position at each of the student's steps (``cardlib/yoyo/guide.toml``)."""
    played = guide.Guide(guide.load("yoyo"))
    while not played.over:
        yield played.state.clone()          # apply changes a state in place
        played.play()


def hidden_cards(state, viewer):
    """The cards only others may see: the other hands and the stock, less any copy in the viewer's hand or on the
    pile (a doubled card's two copies look the same, Y1)."""
    whole = state.view(None)
    seen = set(whole["hands"][viewer]) | set(whole["pile"])
    others = [card for p, hand in enumerate(whole["hands"]) if p != viewer for card in hand]
    return (set(others) | set(whole["stock"])) - seen


def named(card, text, lang):
    """True when ``text`` names ``card`` ('blue 1' is not named by 'blue 12'; 'Blue 1' starting a line is)."""
    return re.search(re.escape(i18n.card_name(card, lang)) + r"(?!\d)", text, re.IGNORECASE) is not None


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_table_shows_the_hand_the_pile_and_every_hand_size(lang):
    states = list(guided_states())
    state = states[4]                        # step 5: after the steal, the yellow 7 on top (Y8)
    view = state.view(0)
    text = "\n".join(text_table.table_lines(view, lang, NAMES[lang]))
    for card in view["hand"]:
        assert named(card, text, lang), f"the hand's {card} is not shown"
    top = text_table.card_words("Y7", lang)
    assert top[:1].upper() + top[1:] in text, "the pile's top, with its action"
    for card in view["pile"][-7:-1]:
        assert named(card, text, lang), f"{card}, below the top, is not shown"
    assert i18n.text(f"ui.yoyo.arrow.{view['direction']}", lang) in text
    assert i18n.text("ui.yoyo.laid_by", lang, NAMES[lang], player=3) in text
    for p, size in enumerate(view["hand_sizes"]):
        assert i18n.colon(NAMES[lang][p], i18n.plural("ui.yoyo.cards", size, lang), lang) in text
    assert i18n.plural("ui.yoyo.stock", view["stock_size"], lang) in text
    assert "Y7" not in text and "B3" not in text, "cards in words, never in notation"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_table_never_shows_a_card_the_viewer_may_not_see(lang):
    rng = random.Random(5)
    checked = 0
    for state in guided_states():
        for viewer in range(state.players):
            view = state.view(viewer)
            lines = text_table.table_lines(view, lang, NAMES[lang])
            # "a red 12" in the line of what may follow names a value, not a card anyone holds (Y3)
            follows = None if view["direction"] is None else \
                i18n.text(f"ui.yoyo.accepts.{view['direction']}", lang, value=view["value"])
            text = "\n".join(line for line in lines if line.strip() != follows)
            for card in hidden_cards(state, viewer):
                assert not named(card, text, lang), f"{card}, hidden from Player {viewer + 1}, is shown to them"
            # The same view with every hidden card dealt again draws the same table.
            twin = state.redeal_hidden(viewer, rng)
            assert text_table.table_lines(twin.view(viewer), lang, NAMES[lang]) == lines
            checked += 1
    assert checked >= 9 * 4


def test_the_table_of_a_pass_shows_ones_own_choice_only():
    state = list(guided_states())[5]              # step 6: the others have chosen their card to pass (Y8)
    assert state.view(None)["pass_choices"][1:] == ["B1", "B1", "R18"]
    text = "\n".join(text_table.table_lines(state.view(0), "en", NAMES["en"]))
    assert "has chosen" in text and not named("B1", text, "en") and not named("R18", text, "en")
    chosen = state.apply("pass R20")
    text = "\n".join(text_table.table_lines(chosen.view(0), "en", NAMES["en"]))
    assert named("R18", text, "en"), "the card received is in the hand once all have passed"


def test_choices_are_every_legal_move_when_they_are_few():
    for state in guided_states():
        legal = [str(action) for action in state.legal_actions()]
        assert len(legal) <= text_table.MOST_CHOICES
        assert text_table.choices(state, legal[0]) == legal


@pytest.mark.parametrize("suggested", ["play B4 B5", "play B3 B4 B5 B6 B7 B8 B9", "play B9"])
def test_choices_among_many_series_hold_the_suggested_move_and_only_legal_ones(suggested):
    state = deal(["B3", "B4", "B5", "B6", "B7", "B8", "B9"], ["R1"] * 2 + ["R2"] * 2 + ["R3", "R4", "R5"],
                 ["R6", "R7", "R8", "R9", "R10", "R11", "R12"], ["R13", "R14", "R15", "R16", "R17", "R18", "R19"])
    legal = [str(action) for action in state.legal_actions()]
    assert len(legal) > text_table.MOST_CHOICES          # on the empty pile, 21 series and 7 single cards (Y2, Y7)
    offered = text_table.choices(state, suggested)
    assert suggested in offered and set(offered) <= set(legal)
    assert len(offered) <= text_table.MOST_CHOICES
    assert offered == [move for move in legal if move in offered], "in the engine's order"
    assert all(f"play {card}" in offered for card in state.view(0)["hand"]), "every card alone"
    assert "play B3 B4 B5 B6 B7 B8 B9" in offered and "play B8 B9" in offered, "each first card's longest series"
