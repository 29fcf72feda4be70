"""Yozu's table as text (``cardlib.yozu.text_table``, the terminal's guided game): what a player sees is there, in
the page's language, and no card the player may not see (Z9: the Oracle's two cards, for anyone but the Oracle)."""

import pytest

import cardlib
from cardlib import guide, learn
from cardlib.text import i18n
from cardlib.yozu import deck_with
from cardlib.yozu.text_table import table_lines

LANGS = ["fr", "en"]


def names(lang, viewer=0, players=3):
    """The players as the terminal names them, the viewer marked as « vous » / "you"."""
    said = [i18n.player_name(p, lang) for p in range(players)]
    said[viewer] = i18n.text("ui.you_name", lang, name=said[viewer])
    return said


def lines_of(state, viewer, lang):
    return table_lines(state.view(viewer), lang, names(lang, viewer, state.players))


def card(notation, lang):
    return i18n.card_name(notation, lang)


def plain(text):
    """``text`` with the French no-break spaces as plain ones."""
    return text.replace("\xa0", " ").replace("\u202f", " ")


def started():
    """Three players; Player 3 (index 2) is the Oracle and secretly holds Summer Dragonfly and Autumn Dragonfly;
    the displays are Summer Tiger, Winter Carp and Summer Panda; Player 1 guessed Summer Carp and the Oracle
    revealed Summer."""
    deck = deck_with("tiger:summer", "carp:winter", "panda:summer", "dragonfly:summer", "dragonfly:autumn")
    state = cardlib.new_game("yozu", 3, seed=1, first_player=2, deck=deck)
    return state.apply("guess carp:summer").apply("reveal summer")


@pytest.mark.parametrize("lang", LANGS)
def test_a_guesser_sees_every_display_the_answers_and_the_barred_element_never_the_oracles_cards(lang):
    state = started()
    hidden = state.view(None)["hand"]
    assert sorted(hidden) == ["dragonfly:autumn", "dragonfly:summer"]
    for viewer in (0, 1):
        text = "\n".join(lines_of(state, viewer, lang))
        for shown in ("tiger:summer", "carp:winter", "panda:summer", "carp:summer"):
            assert card(shown, lang) in text
        for secret in hidden:
            assert card(secret, lang) not in text, f"Player {viewer + 1} sees the Oracle's {secret}"
        assert i18n.plural("ui.yozu.hidden_cards", 2, lang, player=2) in text
        assert i18n.plural("ui.yozu.deck", 27, lang) in text
        assert i18n.text("ui.yozu.answer_reveal", lang, sym="▲", element="summer") in text
        assert i18n.text("ui.yozu.barred", lang, sym="▲", element="summer") in text
    assert lines_of(state, 1, lang)[0] == i18n.text("ui.yozu.your_guess", lang), "Player 2 guesses next (Z4)"
    assert lines_of(state, 0, lang)[0] == i18n.text("ui.yozu.guessing", lang, names(lang), player=1)


@pytest.mark.parametrize("lang", LANGS)
def test_the_oracle_sees_its_own_two_cards_and_its_choice(lang):
    state = started().apply("guess dragonfly:winter")       # Dragonfly on both cards, no Winter: forced
    oracle = "\n".join(lines_of(state, 2, lang))
    assert f"{card('dragonfly:summer', lang)}, {card('dragonfly:autumn', lang)}" in oracle
    assert i18n.text("ui.yozu.your_cards", lang) in oracle
    assert i18n.text("ui.yozu.your_answer", lang, names(lang, 2), player=1, card="dragonfly:winter") in oracle
    assert i18n.text("ui.yozu.answer_pending", lang) in oracle
    guesser = "\n".join(lines_of(state, 0, lang))
    assert card("dragonfly:autumn", lang) not in guesser
    assert i18n.text("ui.yozu.revealing", lang, names(lang), player=1, card="dragonfly:winter", other=2) in guesser


@pytest.mark.parametrize("lang", LANGS)
def test_a_found_card_an_identical_pair_and_the_end_are_said(lang):
    script = guide.load("yozu")
    played = guide.Guide(script)
    while played.step.move != "swap 2 panda:summer":       # the student has found Spring Panda
        played.play()
    text = plain("\n".join(lines_of(played.state, 0, lang)))
    assert plain(i18n.text("ui.yozu.your_place", lang, card="panda:spring")) in text
    assert plain(i18n.text("ui.yozu.answer_match", lang)) in text
    played.play()                                            # the next Oracle drew two Winter Tigers (Z3)
    text = plain("\n".join(lines_of(played.state, 0, lang)))
    assert plain(i18n.text("ui.yozu.shown_pairs", lang)) in text and card("tiger:winter", lang) in text
    while not played.over:
        played.play()
    text = "\n".join(lines_of(played.state, 0, lang))
    assert text.splitlines()[0] == i18n.text("ui.yozu.over_yozuka", lang, names(lang), winner=0,
                                             of_season=i18n.Message("yozu.of_season.summer"))
    assert i18n.text("ui.yozu.oracle_cards", lang) not in text, "no Oracle's cards once the round is over"


@pytest.mark.parametrize("lang", LANGS)
def test_along_the_guided_game_no_player_sees_the_oracles_hidden_cards(lang):
    """At every step, for every player but the Oracle: no hidden card of the Oracle's is named, unless the same
    card is public too (in a display, a guess or a shown pair)."""
    script = guide.load("yozu")
    played = guide.Guide(script)
    while not played.over:
        state = played.state
        full = state.view(None)
        public = {c for display in full["displays"] for c in display} | set(full["shown_pairs"])
        public |= {g["guess"] for g in full["guesses"]} | {full["pending_guess"], full["found"]}
        for viewer in range(state.players):
            text = "\n".join(lines_of(state, viewer, lang))
            for secret in set(full["hand"]) - public:
                assert (card(secret, lang) in text) == (viewer == full["oracle"]), (played.step_index, viewer)
        played.play()


def test_every_choice_of_the_guided_game_is_listed():
    """Yozu needs no ``choices``: at most 16 guesses, or a keep and one swap per card of the other displays."""
    script = guide.load("yozu")
    played = guide.Guide(script)
    while not played.over:
        legal = [str(action) for action in played.state.legal_actions()]
        assert len(legal) <= learn.MOST_CHOICES
        assert learn.choices("yozu", played.state, played.suggested()) == legal
        played.play()
