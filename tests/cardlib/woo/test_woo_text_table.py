"""Woo's table as text (``cardlib.woo.text_table``, the terminal's guided game): from a player's view, in the
page's language, it shows the hand, the trump card, the trick and the last trick, the cards the opponent showed,
all in words, and never a card that player may not see: the opponent's other cards, the stock."""

import re

import pytest

import cardlib
from cardlib import guide, learn
from cardlib.text import i18n
from cardlib.woo.text_table import table_lines

NOTATION = re.compile(r"\b(?:0|J|Q|K|10|A)[HDCS]\b")


def names(lang, viewer):
    said = [i18n.player_name(p, lang) for p in range(2)]
    said[viewer] = i18n.text("ui.you_name", lang, name=said[viewer])
    return said


def guided_states():
    """Every position of the guided game, the end included: the trump zero exchanged, marriages shown, the stock
    closed."""
    script = guide.load("woo")
    state = script.new_state()
    found = [state.clone()]
    for move in script.moves():
        state = state.apply(move)
        found.append(state.clone())
    return found


def drawn_out_states():
    """A round where every open-phase trick is followed by a draw, to the exhausted stock (the trump card taken with
    the last draw, shown to the other player) and the last trick's end."""
    state = cardlib.new_game("woo", 2, seed=5, first_player=0)
    found = [state.clone()]
    while not state.is_over:
        legal = [str(action) for action in state.legal_actions()]
        move = next(m for m in ("draw", "end") if m in legal) if {"draw", "end"} & set(legal) else \
            next(m for m in legal if m.startswith("play "))
        state = state.apply(move)
        found.append(state.clone())
    return found


POSITIONS = guided_states() + drawn_out_states()


def hidden_from(state, viewer):
    """The cards ``viewer`` may not see now: the opponent's hand but the cards they showed, and the stock."""
    full = state.view(None)
    shown = set(full["shown"][1 - viewer])
    return [card for card in full["hands"][1 - viewer] if card not in shown] + full["stock"]


def test_the_positions_cover_what_the_table_draws():
    views = [state.view(viewer) for state in POSITIONS for viewer in (0, 1)]
    assert any(view["opponent_shown"] for view in views), "a card the opponent showed"
    assert any(view["closer"] is not None for view in views) and any(view["trump_card"] is None for view in views)
    assert any(view["marriage_announced"] for view in views) and any(view["is_over"] for view in views)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_text_table_shows_what_its_viewer_sees_in_words(lang):
    for state in POSITIONS:
        for viewer in (0, 1):
            view = state.view(viewer)
            text = "\n".join(table_lines(view, lang, names(lang, viewer)))
            seen = view["hand"] + view["opponent_shown"] + [entry["card"] for entry in view["trick"]]
            seen += view["last_trick"]["cards"] if view["last_trick"] else []
            seen += [view["trump_card"]] if view["trump_card"] else []
            for card in seen:
                assert i18n.card_name(card, lang) in text, f"{card} missing from:\n{text}"
            assert i18n.colon(i18n.text("ui.woo.your_hand", lang), "", lang).rstrip() in text
            assert not NOTATION.search(text), f"notation in:\n{text}"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_text_table_never_shows_a_card_its_viewer_may_not_see(lang):
    for state in POSITIONS:
        for viewer in (0, 1):
            text = "\n".join(table_lines(state.view(viewer), lang, names(lang, viewer)))
            for card in hidden_from(state, viewer):
                assert i18n.card_name(card, lang) not in text, f"{card} is hidden from Player {viewer + 1}:\n{text}"


def test_the_text_table_is_in_one_language_with_french_punctuation():
    view = POSITIONS[1].view(0)                       # the student answers the first lead
    french = "\n".join(table_lines(view, "fr", names("fr", 0)))
    english = "\n".join(table_lines(view, "en", names("en", 0)))
    assert "Votre main\u00a0: le 10 de cœur" in french and "Atout\u00a0: ♠ pique" in french
    assert "Your hand: 10 of hearts" in english and "Trumps: ♠ spades" in english
    assert "zéro de pique (atout)" in french and "zero of spades (trump)" in english
    assert " of " not in french and " de " not in english


def test_the_terminal_offers_every_legal_move_woo_never_has_too_many():
    """No ``choices`` of Woo's own: the terminal lists every legal move, never more than ``learn.MOST_CHOICES``."""
    for state in POSITIONS:
        if not state.is_over:
            legal = [str(action) for action in state.legal_actions()]
            assert learn.choices("woo", state, legal[0]) == legal
            assert len(legal) <= learn.MOST_CHOICES
