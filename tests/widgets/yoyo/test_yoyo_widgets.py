"""The Yoyo widgets driven from Python (no browser): laying a card by the handler a click calls, a
refused card's rule, series ticked card by card and judged by the engine, the yellows' choices
(a direction, Y4; a steal's victims and a card to pass, Y8), the Hint, the language switch, undo,
new games, the slider, the bot choice, and the renderer's pile going up and down. Assertions read
the real outputs: the table's markup, the record, the engine's state and the explanation area.

Positions are dealt with ``deck`` in Y2's order (7 cards for each player from the first player on,
then the stock top first), as in tests/cardlib/yoyo/test_yoyo_rules.py."""

import json
import re
from collections import Counter
from html import unescape

import pytest

import cardlib
import cardlib.yoyo
from cardlib import bots as cardbots
from cardlib.text import i18n
from cardlib.yoyo.cards import DECK, NOTATION
from widgets.yoyo import render
from widgets.yoyo.table import YoyoTable, cards_picture, picture
from layout_helpers import pressed

ALL = [NOTATION[c] for c in DECK]
HAND_CARD = re.compile(r'<div class="(yoyo-card [^"]*)" data-card="([^"]+)" data-action="([^"]+)"')
ACTIONS = re.compile(r'data-action="([^"]+)"')
CHOICE = re.compile(r'<div class="yoyo-choice-button [^"]*"[^>]*? data-action="([^"]+)"')
CARD = re.compile(r'data-card="([^"]+)"')

# Seat 1 begins with the red 12 (the pile goes down); the human (seat 0) holds a series R10 R9 R8,
# the blue 12 (same value), the yellow 12 (Y4: a yellow on its own value chooses the direction),
# and the blue 5 and red 15 that Y3 refuses.
BOT = ("R12", "B1", "B3", "B6", "R3", "R4", "R5")
ME = ("R10", "R9", "R8", "B5", "B12", "Y12", "R15")


def deck(*hands, stock=()):
    """The 64 cards in Y2's order: ``hands`` from the first player on, then ``stock`` top first,
    then the rest in Y1's order."""
    named = [c for hand in hands for c in hand] + list(stock)
    assert not Counter(named) - Counter(ALL), "a card named more often than Y1 has it"
    return named + list((Counter(ALL) - Counter(named)).elements())


def down_table(**kwargs):
    """Two players: seat 1 has laid the red 12, the human (seat 0) is to play."""
    kwargs.setdefault("lang", "en")
    return YoyoTable.from_deck(deck(BOT, ME), ["play R12"], players=2, first_player=1, bots="random", **kwargs)


def hand_cards(markup):
    """{card: (classes, action)} of the hand's cards."""
    return {card: (classes, action) for classes, card, action in HAND_CARD.findall(zone(markup, "yoyo-hand"))}


def zone(markup, name):
    """The HTML of one zone of the table ('yoyo-pile-zone', 'yoyo-choice', 'yoyo-hand')."""
    start = markup.index(f'<div class="yoyo-zone {name}')
    rest = markup[start + 1:]
    end = rest.find('<div class="yoyo-zone')
    return markup[start:start + 1 + end] if end >= 0 else markup[start:]


def text_of(markup):
    """The words of ``markup``: inline tags (a link, a bold word) dropped, the others a space."""
    markup = re.sub(r"</?(?:a|span|b|i)\b[^>]*>", "", re.sub(r"<style>.*?</style>", "", markup, flags=re.S))
    return unescape(re.sub(r"<[^>]+>", " ", markup))


def words(markup):
    return " ".join(text_of(markup).split())


def series_panel(markup):
    """The series panel: the end of the hand's zone, the last of the table."""
    return markup[markup.index('<div class="yoyo-series"'):]


# --- building the table --------------------------------------------------------------------------
@pytest.mark.parametrize("lang, hand, pile, hint", [
    ("en", "Your hand", "Pile", "click one to see the rule"),
    ("fr", "Votre main", "Pile", "cliquez sur l'une d'elles pour voir la règle"),
])
def test_the_table_is_built_in_both_languages(lang, hand, pile, hint):
    table = down_table(lang=lang)
    markup = table.canvas.markup
    assert f'lang="{lang}"' in markup and hand in markup and pile in markup and hint in text_of(markup)
    view = table.state.view(0)
    seats = re.findall(r'<div class="yoyo-seat[^"]*" data-seat="(\d)" data-hand-size="(\d+)"', markup)
    assert [(int(p), int(n)) for p, n in seats] == list(enumerate(view["hand_sizes"])) == [(0, 7), (1, 6)]
    pile_zone = zone(markup, "yoyo-pile-zone")
    assert 'data-direction="down" data-value="12" data-top="R12"' in pile_zone
    assert 'class="yoyo-arrow down"' in pile_zone
    assert list(hand_cards(markup)) == view["hand"] == sorted(ME, key=ALL.index), "sorted by colour, then value"
    assert table.undo_button.description == ("Annuler" if lang == "fr" else "Undo")
    assert table.hint_button.description == ("Indice" if lang == "fr" else "Hint")


def test_every_card_is_greyed_or_playable_as_the_engine_says():
    table = down_table()
    cards = hand_cards(table.canvas.markup)
    legal = table.state.view(0)["legal_actions"]
    assert cards["R10"] == ("yoyo-card red playable", "play R10")
    assert cards["B12"] == ("yoyo-card blue playable", "play B12")
    assert cards["Y12"] == ("yoyo-card yellow orient", "orient Y12"), "Y4: its direction is chosen"
    assert cards["B5"] == ("yoyo-card blue refused", "play B5")
    assert cards["R15"] == ("yoyo-card red refused", "play R15")
    for card, (classes, _action) in cards.items():
        allowed = f"play {card}" in legal or f"play {card} up" in legal
        assert classes.endswith("refused") != allowed, card


# --- laying cards --------------------------------------------------------------------------------
def test_clicking_a_playable_card_lays_it_and_the_bot_plays():
    table = down_table()
    before = len(table.state.log)
    table.canvas.click("play R10")
    assert table.moves[:2] == ["play R12", "play R10"]
    state = table.state
    assert "R10" in state.view(0)["pile"] and "R10" not in state.view(0)["hand"]
    assert state.is_over or state.current_player == 0
    assert any(e.params.get("player") == 1 for e in state.log[before + 1:]), "the bot played its turn"
    # The cards the bot laid since are outlined and counted "new"; the human's own card is not.
    pile = state.view(0)["pile"]
    laid = pile[pile.index("R10") + 1:]
    pile_zone = zone(table.canvas.markup, "yoyo-pile-zone")
    recent = re.findall(r'class="yoyo-card [^"]*recent[^"]*" data-card="([^"]+)"', pile_zone)
    assert recent == laid[::-1][:len(recent)] and len(recent) == min(len(laid), 7)
    if recent:
        assert f"● {'new' if len(laid) == 1 else f'{len(laid)} new'}</span>" in table.canvas.markup
    assert table.explanation_text == ""
    assert table.record["moves"] == table.moves


def test_a_refused_card_explains_its_rule_and_links_it():
    table = down_table()
    before_markup, before_record = table.canvas.markup, table.record
    table.canvas.click("play B5")
    assert table.explanation_text == ("⚠ Rule Y3: the pile goes down after the red 12: lay a red of 12 or less, "
                                      "a blue 12, or a yellow.")
    assert 'href="rules/yoyo.en.html#y3"' in table.explanation.value
    assert table.record == before_record and table.canvas.markup == before_markup
    table.set_language("fr")
    assert table.explanation_text.startswith("⚠ Règle Y3\u00a0: la pile descend après la carte rouge 12\u00a0: posez une carte "
                                             "rouge de 12 ou moins")


# --- series --------------------------------------------------------------------------------------
def test_ticking_cards_makes_a_series_the_engine_accepts_and_laying_it():
    table = down_table()
    for card in ("R8", "R10", "R9"):
        table.canvas.click(f"select {card}")
    assert table.selection == ("R8", "R10", "R9") and len(table.moves) == 1, "ticking plays nothing"
    assert table.series() == ("play R10 R9 R8", None)
    panel = series_panel(table.canvas.markup)
    assert 'data-verdict="legal"' in panel and "This series may be laid now." in text_of(panel)
    assert CARD.findall(panel) == ["R10", "R9", "R8"]
    assert re.search(r'class="yoyo-lay-series legal"[^>]*data-action="play R10 R9 R8"', panel)
    assert hand_cards(table.canvas.markup)["R9"][0] == "yoyo-card red playable selected"
    table.canvas.click("play R10 R9 R8")
    assert table.moves[1] == "play R10 R9 R8" and table.selection == ()
    assert not {"R10", "R9", "R8"} & set(table.state.view(0)["hand"])


def test_of_a_doubled_cards_two_copies_one_is_ticked_and_the_other_has_no_toggle():
    # Y1: the red 2 is twice in the deck; a series never holds both copies (Y7: values follow by 1)
    table = YoyoTable.from_deck(deck(("R2", "R2", "R1", "B5", "B12", "Y12", "R15"), BOT), [], players=2,
                                first_player=0, bots="random", lang="en")
    toggles = re.findall(r'<div [^>]*class="yoyo-select[^"]*"[^>]*data-action="select R2"', table.canvas.markup)
    assert len(toggles) == 2, "each copy can be ticked while neither is"
    table.canvas.click("select R2")
    hand = zone(table.canvas.markup, "yoyo-hand")
    copies = [classes for classes, card, action in HAND_CARD.findall(hand) if card == "R2"]
    assert copies == ["yoyo-card red playable selected", "yoyo-card red playable"], "both shown, one ticked"
    assert len(re.findall(r'data-action="select R2"', hand)) == 1
    assert re.search(r'class="yoyo-select on"[^>]*data-action="select R2"[^>]*aria-pressed="true"', hand)
    table.canvas.click("select R1")
    assert table.series() == ("play R2 R1", None)


def test_a_series_the_engine_refuses_says_why_in_its_words():
    table = down_table()
    table.canvas.click("select R10")
    assert 'data-verdict="short"' in series_panel(table.canvas.markup)
    table.canvas.click("select R8")
    move, reason = table.series()
    assert move == "play R10 R8" and reason == table.state.explain("play R10 R8")
    assert reason.rule == "Y7"
    panel = series_panel(table.canvas.markup)
    assert 'data-verdict="refused"' in panel
    assert ("This series may not be laid now: Rule Y7: the values of a series follow by exactly 1: the red 8 does not "
            "follow the red 10.") in words(panel)
    assert 'href="rules/yoyo.en.html#y7"' in panel
    table.canvas.click("play R10 R8")              # the button laid anyway: the engine's refusal, nothing played
    assert table.explanation_text == ("⚠ Rule Y7: the values of a series follow by exactly 1: the red 8 does not "
                                      "follow the red 10.") and len(table.moves) == 1
    table.set_language("fr")
    assert table.explanation_text == ("⚠ Règle Y7\u00a0: dans une série, les valeurs se suivent exactement de 1 en 1\u00a0: "
                                      "la carte rouge 8 ne suit pas la carte rouge 10.")
    assert ("les valeurs se suivent exactement de 1 en 1 : la carte rouge 8 ne suit pas la carte rouge 10"
            in words(series_panel(table.canvas.markup)))
    table.canvas.click("select R8")                 # untick
    assert table.selection == ("R10",)
    table.canvas.click("select B5")
    table.canvas.click("select B12")                # blue cards on a red pile: the colour and the pile refuse
    assert table.series()[1] == table.state.explain(table.series()[0]) is not None
    table.canvas.click("select clear")
    assert table.selection == () and 'data-verdict="none"' in series_panel(table.canvas.markup)


# --- the yellows' choices ------------------------------------------------------------------------
def test_a_yellow_on_its_own_value_asks_for_the_direction_with_buttons():
    table = down_table()
    table.canvas.click("orient Y12")
    markup = table.canvas.markup
    assert table.pending == "Y12" and len(table.moves) == 1
    choice = zone(markup, "yoyo-choice")
    assert 'data-choice="orient"' in choice and "Lay the yellow 12 and choose the direction (rule Y4):" in words(choice)
    assert CHOICE.findall(choice) == ["play Y12 up", "play Y12 down", "orient cancel"]
    table.canvas.click("orient cancel")
    assert table.pending is None and "yoyo-zone yoyo-choice" not in table.canvas.markup
    table.canvas.click("orient Y12")
    table.canvas.click("play Y12 up")
    assert table.moves[1] == "play Y12 up"
    view = table.state.view(0)
    # Y12 skips the bot (Y8): the human plays again, on their own card (free play, Y5).
    assert view["direction"] == "up" and view["top"] == "Y12" and view["current_player"] == 0
    markup = table.canvas.markup
    assert 'data-direction="up"' in zone(markup, "yoyo-pile-zone")
    assert "free play, rule Y5" in text_of(markup)
    assert all(not classes.endswith("refused") for classes, _ in hand_cards(markup).values())
    # The pile's next-move line says so too (issue 34: it said "a blue of 12 or more" under "any card").
    pile = words(zone(markup, "yoyo-pile-zone"))
    assert "Next: any card, as nobody covered the top card (free play, rule Y5)." in pile
    assert "a blue of 12 or more" not in pile


def test_a_drawn_yellow_asks_for_the_direction():
    # Seat 1 lays the blue 12; the human has nothing for it, draws the yellow 12 and lays it (Y6): Y4.
    stuck = ("R1", "R2", "R7", "B7", "B4", "B5", "R6")
    table = YoyoTable.from_deck(deck(("B12", "B1", "B3", "B6", "R3", "R4", "R5"), stuck, stock=("Y12",)),
                                ["play B12"], players=2, first_player=1, bots="random", lang="en")
    assert table.state.view(0)["phase"] == "direction"
    markup = table.canvas.markup
    assert "You drew the yellow 12 and laid it" in text_of(markup)
    pile = zone(markup, "yoyo-pile-zone")
    assert 'class="yoyo-arrow up pending"' in pile and "Player 1 (you) chooses the direction now (rule Y4)" in words(pile)
    assert CHOICE.findall(zone(markup, "yoyo-choice")) == ["up", "down"]
    table.canvas.click("down")
    assert table.moves == ["play B12", "down"]
    view = table.state.view(0)
    assert view["direction"] == "down" and view["current_player"] == 0        # the skip came back to the human
    assert 'class="yoyo-arrow down"' in zone(table.canvas.markup, "yoyo-pile-zone")


def test_the_steal_victims_are_chosen_by_buttons():
    # Three players: seat 2 lays the yellow 7 (a steal, Y8); the human (seat 0) takes one card from each of two.
    dealt = deck(("Y7", "B1", "B3", "B6", "R3", "R4", "R5"), ("R1", "R2", "R7", "B7", "B4", "B5", "R6"))
    table = YoyoTable.from_deck(dealt, ["play Y7 up"], players=3, first_player=2, bots="random", lang="en")
    markup = table.canvas.markup
    choice = zone(markup, "yoyo-choice")
    assert "Take 2 cards at random: choose from whom, in the order of the takes (rule Y8)." in words(choice)
    # Issue 25: one card from each of two players, not one in all (« à chacun de deux autres joueurs »).
    assert ("A steal card: take 2 cards at random, at least one from each of two other players of your choice "
            "(rule Y8).") in text_of(markup)
    assert ("Une carte de vol\u00a0: prenez 2 cartes au hasard, au moins une à chacun de deux autres joueurs de votre "
            "choix (règle Y8).") in text_of(render.render(table.state.view(0), "fr"))
    assert CHOICE.findall(choice) == ["steal 1 2", "steal 2 1"]
    assert "Player 2 then Player 3" in words(choice)
    assert all(classes.endswith("refused") for classes, _ in hand_cards(markup).values())
    table.canvas.click("play B7")             # a card before the steal: the engine says to take first
    assert table.explanation_text == "⚠ Rule Y8: take your 2 cards first, e.g. take from Player 2, then Player 3."
    table.set_language("fr")
    assert table.explanation_text == "⚠ Règle Y8\u00a0: tirez d'abord 2 cartes, par exemple\u00a0: voler chez Joueur 2 puis Joueur 3."
    table.set_language("en")
    table.canvas.click("steal 1 2")
    assert table.moves[:2] == ["play Y7 up", "steal 1 2"]
    taken = [e for e in table.state.log if e.key == "yoyo.take"]
    assert [e.params["other"] for e in taken] == [1, 2]
    table.set_language("fr")
    assert "tire une carte au hasard chez Joueur 2" in table.log_box.value


def test_in_the_variant_a_steal_is_answered_with_a_steal_card_and_its_direction():
    # Y11: the human holds the yellow 11, another steal card; laid on the yellow 7 it asks for a direction (Y4).
    mine = ("R1", "R2", "R7", "B7", "Y11", "B5", "R6")
    table = YoyoTable.from_deck(deck(("Y7", "B1", "B3", "B6", "R3", "R4", "R5"), mine), ["play Y7 up"], players=3,
                                first_player=2, bots="random", lang="en", variant=True)
    markup = table.canvas.markup
    assert hand_cards(markup)["Y11"] == ("yoyo-card yellow orient", "orient Y11")
    answer = "Or answer with a steal card from your hand: you then take nothing (rule Y11)."
    assert answer in words(zone(markup, "yoyo-choice"))
    table.canvas.click("orient B7")                 # not a steal card: the engine says so, nothing played
    assert table.explanation_text == "⚠ Rule Y11: only a steal card answers a steal: the blue 7 is not one."
    assert table.pending is None and len(table.moves) == 1
    table.canvas.click("orient Y11")
    assert CHOICE.findall(zone(table.canvas.markup, "yoyo-choice")) == ["play Y11 up", "play Y11 down", "orient cancel"]
    table.canvas.click("play Y11 down")
    assert table.moves[1] == "play Y11 down"
    assert "yoyo.answer" in [e.key for e in table.state.log]


def test_the_card_to_pass_is_chosen_by_a_click_and_the_bots_never_see_it():
    # Seat 2 lays the yellow 9 (pass, Y8): the human (seat 0) chooses first, then seats 1 and 2.
    mine = ("R1", "R2", "R13", "B7", "B4", "B5", "R14")
    dealt = deck(("Y9", "B1", "B3", "B6", "R3", "R4", "R5"), mine)
    table = YoyoTable.from_deck(dealt, ["play Y9 up"], players=3, first_player=2, bots="random", lang="en")
    markup = table.canvas.markup
    assert "click the card you give to Player 2, your left neighbour, the next player in turn order (rule Y8)" in text_of(markup)
    assert ("cliquez sur la carte que vous donnez à Joueur 2, votre voisin de gauche, le joueur suivant dans l'ordre du "
            "jeu (règle Y8)") in text_of(render.render(table.state.view(0), "fr"))
    assert 'data-choice="pass"' in markup
    cards = hand_cards(markup)
    assert cards["R14"] == ("yoyo-card red passable", "pass R14")
    assert {action for _, action in cards.values()} == {f"pass {c}" for c in mine}
    table.canvas.click("pass R14")
    assert table.moves[:2] == ["play Y9 up", "pass R14"]
    passed = [e.key for e in table.state.log]
    assert "yoyo.pass_done" in passed
    record = table.record
    # What the bots decide from: seat 1's view when it chooses, and seat 2's, are the same whichever
    # card the human chose (the engine hides it; the bots read only their views).
    for other in ("pass R13", "pass B4"):
        moves = record["moves"][:1] + [other] + record["moves"][2:]
        for seat, upto in ((1, 2), (2, 3)):
            here = cardlib.replay(record, upto=upto)
            twin = cardlib.replay({**record, "moves": moves}, upto=upto)
            assert here.current_player == seat
            assert json.dumps(twin.view(seat), sort_keys=True) == json.dumps(here.view(seat), sort_keys=True)


def clicks_for(move):
    """The clicks that make ``move`` on the table: a card, a yellow then its direction, a button,
    or ticks then the series' button."""
    words = move.split()
    if words[0] == "play" and words[-1] in ("up", "down"):
        return [f"orient {words[1]}", move]
    if words[0] == "play" and len(words) > 2:
        return [f"select {card}" for card in words[1:]] + [move]
    return [move]


def test_whole_games_by_clicks_offer_exactly_the_legal_moves():
    """Whole games at 2 to 6 players against random bots, the human clicking random legal moves the
    way a reader would: at every decision the clickable cards and buttons that are not refused are
    exactly the legal moves (a series through its ticks), and each move is played by its clicks."""
    import random
    kinds = Counter()
    for players in range(2, 7):
        rng = random.Random(players)
        table = YoyoTable(players=players, seed=players, bots="random", lang="en", variant=players == 3)
        table.play_pending()         # the bots may begin: as when the front end has drawn the table
        while not table.state.is_over:
            markup = table.canvas.markup
            legal = table.state.view(0)["legal_actions"]
            offered = {a for a in ACTIONS.findall(markup) if not a.startswith(("select", "orient"))}
            refused = {action for classes, action in hand_cards(markup).values() if classes.endswith("refused")}
            direct = {m for m in legal if not (m.startswith("play ") and len(m.split()) > 2)}
            oriented = {m.split()[1] for m in legal if m.startswith("play ") and m.split()[-1] in ("up", "down")}
            assert offered - refused == direct
            assert {a.split()[1] for a in ACTIONS.findall(markup) if a.startswith("orient ")} == oriented
            series = [m for m in legal
                      if m.startswith("play ") and len(m.split()) > 2 and m.split()[-1] not in ("up", "down")]
            move = rng.choice(series if series and rng.random() < 0.5 else legal)
            k = len(table.moves)
            for click in clicks_for(move):
                table.canvas.click(click)
            assert table.explanation_text == "", (move, table.explanation_text)
            assert table.moves[k] == move
            words = move.split()
            kinds["series" if words[0] == "play" and len(words) > 2 and words[-1] not in ("up", "down")
                  else "orient" if words[-1] in ("up", "down") else words[0]] += 1
    assert set(kinds) >= {"play", "series", "orient", "pass", "steal"}, kinds


# --- the controls --------------------------------------------------------------------------------
def test_undo_new_game_and_the_slider():
    table = down_table()
    assert table.undo_button.disabled, "undo stops at the scripted start"
    table.canvas.click("select R10")
    table.canvas.click("play R10")
    after = list(table.moves)
    assert len(after) >= 2 and not table.undo_button.disabled
    table.undo_button.click()
    assert table.moves == ["play R12"] and table.selection == ()
    assert "Back to your previous decision." == table.explanation_text
    assert hand_cards(table.canvas.markup)["R10"][0] == "yoyo-card red playable"

    table.canvas.click("play R10")
    end = len(table.moves)
    table.show_move(0)
    assert table.viewing_past and "data-action" not in table.canvas.markup
    assert f"position after move 0 of {end}" in table.explanation_text
    assert 'data-top=""' in table.canvas.markup, "before the first move the pile is empty"
    table.canvas.click("select R9")                  # a click on the past goes back to the live position
    assert not table.viewing_past and table.selection == ()

    fresh = YoyoTable(players=3, seed=11, bots="random", lang="en")
    fresh.seed_box.value = 42
    fresh.players_box.value = 5
    fresh.new_button.click()
    assert fresh.state.seed == 42 and fresh.players == 5 and "New game, seed 42." == fresh.explanation_text
    assert len(re.findall(r'<div class="yoyo-seat[ "]', fresh.canvas.markup)) == 5
    again = YoyoTable(players=5, seed=42, bots="random", lang="en")
    assert again.moves == fresh.moves and again.state.view(0) == fresh.state.view(0)


def test_the_hint_says_what_the_best_bot_would_play_and_why():
    table = down_table()
    state = table.state
    table.hint_button.click()
    assert table.state is state and len(table.moves) == 1, "a hint plays nothing"
    bot = cardbots.get(table.hint_bot_name(), "yoyo", seed=table._bot_seed(table.move_number))
    said = bot.explain(state)
    said = list(said) if isinstance(said, (list, tuple)) else [said]
    move = str(bot.choose(state))
    text = table.explanation_text
    words = cardlib.move_words("yoyo", move)
    assert text.startswith(f"Hint from the {table.hint_bot_name()} bot: {words}.") and move in state.view(0)["legal_actions"]
    for message in said:
        assert i18n.translate(message, "en", table.names("en")) in text
    table.set_language("fr")
    french = i18n.translate(words, "fr")
    assert table.explanation_text.startswith(f"Indice du robot {table.hint_bot_name()}\u00a0: {french}.")
    assert not re.search(r"\b(play|steal|pass|up|down)\b|\b[BRY]\d", table.explanation_text), table.explanation_text


def test_the_bots_the_match_and_the_variant_can_be_chosen():
    table = YoyoTable(players=4, seed=3, bots="random", lang="en")
    assert list(table.bot_box.options) == cardbots.names("yoyo") and table.bot_box.value == "random"
    other = [name for name in cardbots.names("yoyo") if name != "random"]
    if other:
        table.bot_box.value = other[0]
        assert table.bot_names == [None] + [other[0]] * 3 and other[0] in table.explanation_text
    with pytest.raises(ValueError, match="unknown bot"):
        table.set_bot("nobody")
    table.match_box.value = True
    table.variant_box.value = True
    table.new_game(8)
    assert table.state.match and table.state.variant and table.state.rounds == 8
    assert "Round 1 of 8" in text_of(table.canvas.markup)
    assert table.variant_box.description == "Variant: chained steals (rule Y11)"


@pytest.mark.parametrize("match", [False, True])
def test_going_out_with_a_series_ends_the_round_and_shows_the_points(match):
    seven = ("B1", "B2", "B3", "B4", "B5", "B6", "B7")
    other = ("R12", "R13", "B13", "B16", "R3", "R4", "R5")
    table = YoyoTable.from_deck(deck(seven, other), players=2, first_player=0, bots="random", lang="en", match=match)
    table.canvas.click("play B1 B2 B3 B4 B5 B6 B7")
    markup = table.canvas.markup
    assert table.state.scores()[0] == 5
    if not match:
        assert table.state.is_over
        assert "■ The round is over: Player 1 (you) has no card left and wins it (rule Y9)." in text_of(markup)
        assert re.search(r'data-seat="0" data-hand-size="0">.*?yoyo-tag win', markup)
    else:
        assert not table.state.is_over and table.state.view(0)["round"] == 2
        assert "Round 2 of 4 · " in text_of(markup)
    assert "points 5 · total 5" in text_of(markup)


def test_the_picture_never_shows_a_hidden_card():
    for seed in range(4):
        table = YoyoTable(players=4, seed=seed, bots="random", lang="en")
        view = table.state.view(0)
        shown = Counter(CARD.findall(table.canvas.markup))
        allowed = Counter(view["hand"]) + Counter(view["pile"]) + Counter(table.selection)
        assert not {c for c in shown if c not in allowed}, seed


# --- the renderer --------------------------------------------------------------------------------
def test_the_pile_going_up_and_down_is_drawn_with_its_arrow():
    state = cardlib.new_game("yoyo", players=2, seed=0, first_player=0, deck=deck(ME, BOT))
    empty = render.render(state.view(0), "en")
    assert 'data-top=""' in empty and "<svg" not in empty and "any card" in text_of(empty)
    up = state.apply(state.parse_action("play B12"))
    html = render.render(up.view(1), "en", interactive=False)
    pile = zone(html, "yoyo-pile-zone")
    assert 'data-direction="up" data-value="12" data-top="B12"' in pile
    arrow = re.search(r'<svg class="yoyo-arrow up" data-direction="up"[^>]*aria-label="The pile goes up">.*?</svg>',
                      pile)
    assert arrow and "rotate" not in arrow.group(0)
    assert "Next: a blue of 12 or more, a red 12, or a yellow (rule Y3)." in words(pile)
    assert "data-action" not in html
    down = up.apply(up.parse_action("play R12"))
    pile = zone(render.render(down.view(0), "fr"), "yoyo-pile-zone")
    arrow = re.search(r'<svg class="yoyo-arrow down" data-direction="down"[^>]*aria-label="La pile descend">.*?</svg>',
                      pile)
    assert arrow and 'transform="rotate(180 40 60)"' in arrow.group(0)
    assert "descend" in words(pile) and "posée par Joueur 2" in words(pile)
    assert "Ensuite : une carte rouge de 12 ou moins, une carte bleue 12 ou une carte jaune (règle Y3)." in words(pile)
    assert CARD.findall(pile)[:2] == ["R12", "B12"], "the top card, then the one below it"


def test_rule_ids_link_but_cards_written_like_them_do_not():
    """Rules are cited after the word rule ("Règle Y3 : ...", "(rule Y2)"): those ids are linked; the cards
    that notation writes the same (the refusal of a card typed in notation lists "Y3 to Y18") are not."""
    assert render.link_rules("Rule Y7: a series must follow by exactly 1.", "en") == (
        'Rule <a href="rules/yoyo.en.html#y7" target="_blank">Y7</a>: a series must follow by exactly 1.')
    assert render.link_rules("any card (rule Y2) <b>", "en") == (
        'any card (rule <a href="rules/yoyo.en.html#y2" target="_blank">Y2</a>) &lt;b&gt;')
    assert 'href="rules/yoyo.fr.html#y3"' in render.link_rules("Règle Y3 : la pile", "fr")
    assert render.link_rules("(règles Y6, Y7)", "fr").count('href="rules/yoyo.fr.html#') == 2
    typed = cardlib.yoyo.State.new(2, 1, False, None, 0, {}).explain("play Y19")
    assert "Y3 to Y18" in typed and "<a " not in render.link_rules(typed.split(": ", 1)[1], "en")


def test_still_pictures_and_cards():
    state = cardlib.new_game("yoyo", players=3, seed=5, first_player=0)
    html = picture(state, 0, lang="fr").data
    assert "Votre main" in html and "data-action" not in html
    teacher = picture(state, None, lang="en").data
    assert Counter(CARD.findall(teacher)) == Counter(c for h in state.view(None)["hands"] for c in h)
    cards = cards_picture(lang="en").data
    assert CARD.findall(cards) == list(NOTATION)
    assert 'aria-label="yellow 15 (steal)"' in cards and 'aria-label="blue 5"' in cards


def test_still_pictures_and_compact_tables_are_laid_wide_the_full_table_keeps_its_layout():
    """Issue 25, shorter pages: a still picture is wrapped in ``.cardgames-still`` and an example's compact
    table carries ``.cardgames-compact``; yoyo.css lays the pile beside the players and the hand on a wide
    page, under those classes only, so the whole game's full table keeps its stacked layout."""
    state = cardlib.new_game("yoyo", players=3, seed=5, first_player=0)
    for player in (0, None):
        html = picture(state, player, lang="en").data
        assert html.startswith('<div class="cardgames-still"><div class="yoyo-table"') and html.endswith("</div></div>")
    full = down_table()
    assert "cardgames-compact" not in full.widget._dom_classes and 'class="cardgames-still"' not in full.canvas.markup
    assert "cardgames-compact" in down_table().compact().widget._dom_classes
    css = render.style()
    wide = css[css.index("@container"):]
    selectors = [s.strip() for rule in re.findall(r"([^{}]+)\{[^{}]*\}", wide.split("{", 1)[1]) for s in rule.split(",")]
    assert selectors and all(s.startswith((".cardgames-still ", ".cardgames-compact ")) for s in selectors)


def test_a_yellow_cards_corner_letter_is_the_pages_language():
    """A French page shows « J » (jaune) in a yellow card's corner, an English one "Y": no English letter
    on a French card."""
    assert '<span class="corner" aria-hidden="true">J15</span>' in render.card_html("Y15", "fr")
    assert '<span class="corner" aria-hidden="true">Y15</span>' in render.card_html("Y15", "en")


def test_a_ticked_yoyo_card_is_a_pressed_button():
    """Screen readers hear which card is ticked for a series: aria-pressed."""
    yoyo = down_table()
    assert pressed(yoyo.canvas.markup, "select R8") == "false"
    yoyo.canvas.click("select R8")
    assert pressed(yoyo.canvas.markup, "select R8") == "true" and pressed(yoyo.canvas.markup, "select R10") == "false"
