"""Yoyo rules Y1-Y7 (docs/yoyo.md#rules; leaflet seeds/yoyo.fr.txt), each tested from the leaflet's
wording; the yellow actions, the stock, scoring, the match and the variant are in test_yoyo_actions.py.

Positions are dealt with the ``deck`` option in Y2's order (7 cards for each player from the first
player on, then the stock top first) and ``first_player=0``. Expected hands and points are worked
out by hand in each test, never read back from the engine.
"""

from collections import Counter

import pytest

from cardlib.text import i18n
from cardlib import yoyo
from cardlib.yoyo.cards import (ACTION, BLUE, COLOUR, DECK, DOWN, NOTATION, RED, UP, VALUE, YELLOW, can_lay, card,
                                chooses_direction, direction_after, parse_card)
from rules_helpers import assert_refused, play

# Fillers nobody can lay on the positions below unless a test says so.
FILL = ("B1", "B2", "R19", "R20")


def deal(*hands, stock=(), first=0, variant=False, match=False, seed=1):
    """A round dealt as given: ``hands`` from the first player on (each padded to 7 cards with
    ``pad``), then ``stock`` top first, then the rest of the deck in Y1 order."""
    named = [c for h in hands for c in h] + list(stock)
    rest = Counter(NOTATION[c] for c in DECK) - Counter(named)
    assert all(len(h) == 7 for h in hands), "7 cards each (Y2)"
    order = sorted(rest.elements(), key=parse_card)
    options = {"variant": True} if variant else {}
    return yoyo.State.new(len(hands), seed, match, named + order, first, options)


def legal(state):
    return sorted(str(a) for a in state.legal_actions())


def hand(state, player):
    return state.view(None)["hands"][player]


def log(state, lang="en"):
    return [i18n.translate(m, lang) for m in state.log]


# --- Y1, Y2: the cards and the deal -----------------------------------------------------------

def test_y1_64_cards_blue_and_red_1_to_20_with_doubles_and_16_yellows():
    """« 64 cartes bleues, rouges ou jaunes »: B1..B20 and R1..R20 with 1, 2, 19, 20 twice, Y3..Y18 (Y1)."""
    counts = Counter(NOTATION[c] for c in DECK)
    assert len(DECK) == 64 and sum(counts.values()) == 64
    for colour in "BR":
        for v in range(1, 21):
            assert counts[f"{colour}{v}"] == (2 if v in (1, 2, 19, 20) else 1)
    assert [n for n in counts if n.startswith("Y")] == [f"Y{v}" for v in range(3, 19)]
    assert COLOUR[parse_card("b5")] == BLUE and VALUE[parse_card("R20")] == 20 and parse_card("Y2") is None


def test_y1_yellow_actions_by_value_fit_the_leaflets_example():
    """Decision Y1: (value - 3) mod 4 -> steal, skip, pass, redeal; so Y15 steals and Y6 redeals."""
    assert [ACTION[card(YELLOW, v)] for v in (3, 4, 5, 6)] == ["steal", "skip", "pass", "redeal"]
    assert ACTION[parse_card("Y15")] == "steal" and ACTION[parse_card("Y6")] == "redeal"
    assert ACTION[parse_card("B15")] is None


def test_y2_seven_cards_each_from_the_first_player_and_the_stock_top_first():
    """« on en distribue 7 à chacun. Les autres cartes forment une pioche »; deck in Y2's order."""
    a = ("B3", "B4", "B5", "B6", "B7", "B8", "B9")
    b = ("R3", "R4", "R5", "R6", "R7", "R8", "R9")
    c = ("Y3", "Y4", "Y5", "Y6", "Y7", "Y8", "Y9")
    state = deal(a, b, c, stock=("B10", "R10"), first=1)
    full = state.view(None)
    assert full["hands"] == [list(c), list(a), list(b)]        # dealt from player 1 on
    assert full["stock"][:2] == ["B10", "R10"] and full["stock_size"] == 64 - 21
    assert full["pile"] == [] and full["top"] is None and full["direction"] is None
    assert state.current_player == 1


def test_y2_the_first_player_may_lay_any_card_on_the_empty_pile():
    """« Le joueur à la gauche du donneur commence »: decision Y2, any card on the empty pile; a
    yellow there lets its player choose the direction, as in Y4."""
    state = deal(("R3", "B20", "Y5", "B9", "B10", "R11", "R12"), ("R4",) + FILL + ("B13", "B14"))
    assert "play R3" in legal(state) and "play B20" in legal(state)
    assert {"play Y5 up", "play Y5 down"} <= set(legal(state)) and "play Y5" not in legal(state)
    reason = assert_refused(state, "play Y5", "Y4")
    assert "empty pile" in reason


# --- Y3: the pile's direction ---------------------------------------------------------------

def test_y3_pure_functions_follow_the_leaflet():
    """« Sur une carte bleue, on peut poser une carte bleue de valeur supérieure ou égale. On peut poser
    une carte rouge sur une carte bleue, uniquement si elle a la même valeur. On peut toujours jouer
    une carte jaune » and the same downwards after a red card."""
    b, r, y = (lambda v: card(BLUE, v)), (lambda v: card(RED, v)), (lambda v: card(YELLOW, v))
    assert can_lay(b(12), 12, UP) and can_lay(b(13), 12, UP) and not can_lay(b(11), 12, UP)
    assert can_lay(r(12), 12, UP) and not can_lay(r(13), 12, UP) and not can_lay(r(11), 12, UP)
    assert can_lay(r(12), 12, DOWN) and can_lay(r(3), 12, DOWN) and not can_lay(r(13), 12, DOWN)
    assert can_lay(b(12), 12, DOWN) and not can_lay(b(13), 12, DOWN) and not can_lay(b(3), 12, DOWN)
    assert all(can_lay(y(v), 12, d) for v in range(3, 19) for d in (UP, DOWN))
    assert direction_after(r(12), UP) == DOWN and direction_after(b(12), DOWN) == UP
    assert direction_after(y(7), UP) == UP and direction_after(y(7), DOWN) == DOWN
    assert chooses_direction(y(15), r(15)) and chooses_direction(y(6), y(15)) and chooses_direction(y(6), None)
    assert not chooses_direction(y(6), r(15)) and not chooses_direction(b(15), r(15))


def test_y3_up_after_blue_and_equal_values_across_colours_turn_the_pile():
    """Up after blue: a higher or equal blue, or a red of the same value (the pile then goes down);
    down after red: a lower or equal red, or a blue of the same value (it goes up again)."""
    p0 = ("B5", "B12", "R3", "B9", "R10", "B14", "R20")
    p1 = ("R5", "R12", "R4", "B6", "B13", "R19", "B1")
    state = play(deal(p0, p1), "play B5")
    view = state.view(1)
    assert view["top"] == "B5" and view["value"] == 5 and view["direction"] == "up"
    assert legal(state) == ["play B13", "play B6", "play R5", "play R5 R4"]
    reason = assert_refused(state, "play R4", "Y3")
    assert reason == "Rule Y3: the pile goes up after the blue 5: lay a blue of 5 or more, a red 5, or a yellow."
    state = play(state, "play R5")
    assert state.view(0)["direction"] == "down" and state.view(0)["value"] == 5
    assert legal(state) == ["play R3"]
    state = play(state, "play R3")
    assert state.view(None)["direction"] == "down" and state.view(None)["value"] == 3


def test_y3_refusal_names_the_pile_and_what_it_accepts():
    """The refusal says the rule and the fact: the brief's example of a red 12."""
    p0 = ("R12", "B3", "B4", "B5", "B6", "B7", "B8")
    p1 = ("B13", "R13", "B12", "R11", "Y7", "B1", "B2")
    state = play(deal(p0, p1), "play R12")
    reason = assert_refused(state, "play R13", "Y3")
    assert reason == "Rule Y3: the pile goes down after the red 12: lay a red of 12 or less, a blue 12, or a yellow."
    assert i18n.translate(reason, "fr") == ("Règle Y3\u00a0: la pile descend après la carte rouge 12\u00a0: posez une carte rouge "
                                            "de 12 ou moins, une carte bleue 12 ou une carte jaune.")
    assert_refused(state, "play B13", "Y3")
    assert legal(state) == ["play B12", "play B12 B13", "play R11", "play Y7"]


def test_y3_a_yellow_gives_its_value_but_not_its_colour():
    """« Elles indiquent une nouvelle valeur mais pas une nouvelle couleur »: the direction stays."""
    p0 = ("R12", "B3", "B4", "B5", "B6", "B7", "B8")
    p1 = ("Y9", "R13", "B13", "R14", "B14", "B1", "B2")
    state = play(deal(p0, p1), "play R12", "play Y9")      # Y9: pass, played on a red 12
    view = state.view(None)
    assert view["top"] == "Y9" and view["value"] == 9 and view["direction"] == "down"


# --- Y4: choosing the direction ----------------------------------------------------------------

def test_y4_the_leaflets_example_y15_on_r15_then_y6_on_the_yellow():
    """« si on pose une carte jaune 15 sur une carte rouge 15. Il peut donc décider de la direction du
    jeu, il décide supérieur. Le joueur suivant joue une carte jaune 6, comme il a joué une carte jaune
    sur une jaune, il peut changer le sens de jeu. » The actions apply as well: Y15 steals, Y6 redeals."""
    p0 = ("R15", "B3", "B4", "B5", "B6", "B7", "B8")
    p1 = ("Y15", "B9", "B10", "B11", "B12", "B13", "B14")
    p2 = ("Y6", "R3", "R4", "R5", "R6", "R7", "R8")
    state = play(deal(p0, p1, p2), "play R15")
    assert {"play Y15 up", "play Y15 down"} <= set(legal(state))
    reason = assert_refused(state, "play Y15", "Y4")
    assert reason.endswith("lay the yellow 15 going up or going down.")
    assert i18n.translate(reason, "fr").endswith("posez la carte jaune 15 vers le haut ou vers le bas.")
    state = play(state, "play Y15 up")
    assert state.view(None)["direction"] == "up" and state.view(None)["value"] == 15
    # The steal (Y8): player 2 takes one card from each of players 0 and 1, then plays.
    assert state.current_player == 2 and state.phase == "steal"
    state = play(state, "steal 0 1")
    assert state.view(None)["hand_sizes"] == [5, 5, 9]
    assert {"play Y6 up", "play Y6 down"} <= set(legal(state))
    state = play(state, "play Y6 down")
    assert state.view(None)["direction"] == "down" and state.view(None)["value"] == 6
    assert any("shuffled and dealt again" in line for line in log(state))      # Y6's redeal


def test_y4_no_choice_for_a_yellow_on_another_value_and_no_choice_for_other_cards():
    p0 = ("R15", "B3", "B4", "B5", "B6", "B7", "B8")
    p1 = ("Y7", "B15", "B9", "B10", "B11", "B12", "B13")
    state = play(deal(p0, p1), "play R15")
    assert "play Y7" in legal(state) and "play Y7 up" not in legal(state)
    assert_refused(state, "play Y7 up", "Y4")
    assert_refused(state, "play B15 up", "Y4")
    assert_refused(state, "up", "Y4")


# --- Y5: free play ----------------------------------------------------------------------------

def test_y5_free_play_after_a_full_turn_round():
    """« Lorsqu'un joueur joue et que la carte sur la pile est la carte qu'il a posée au tour précédent,
    il peut poser une carte de son choix. » Nobody could lay on B20 (each drew a card that did not fit)."""
    p0 = ("B20", "R3", "B4", "R5", "B6", "R7", "B8")
    p1 = ("B3", "R4", "B5", "R6", "B7", "R8", "B9")
    p2 = ("B10", "R10", "B11", "R11", "B12", "R12", "B13")
    state = deal(p0, p1, p2, stock=("R13", "B14"))
    state = play(state, "play B20")
    assert state.current_player == 0
    assert state.view(None)["hand_sizes"] == [6, 8, 8] and state.view(None)["top_owner"] == 0
    assert legal(state) == sorted(["play R3", "play B4", "play R5", "play B6", "play R7", "play B8"])
    state = play(state, "play R3")
    assert state.view(None)["direction"] == "down"


def test_y5_free_play_after_a_skip_that_came_back():
    """RULES.md Y5: « including the turn just before a skip that came back to them »: at 2 players a
    skip (Y4 card, value 4) makes its player play again, freely."""
    p0 = ("B10", "Y4", "R3", "B5", "R19", "B18", "R7")
    p1 = ("B11", "B12", "R12", "B13", "R13", "B14", "R14")
    state = play(deal(p0, p1), "play B10", "play B11", "play Y4")
    assert state.current_player == 0 and any("loses their turn" in line for line in log(state))
    assert "play R3" in legal(state) and "play R7" in legal(state)      # any card: free play


# --- Y6: drawing when unable ------------------------------------------------------------------

def test_y6_a_player_who_cannot_lay_draws_and_lays_the_drawn_card_at_once():
    """« Lorsque l'on ne peut pas jouer, on tire une carte de la pioche. Si cette carte peut être jouée,
    on la pose aussitôt sur la pile. » Not a decision: it happens inside apply."""
    p0 = ("B15", "B3", "B4", "B5", "B6", "B7", "B17")
    p1 = ("B9", "B10", "R11", "R12", "B13", "B14", "R3")
    state = deal(p0, p1, stock=("B16", "R4"))
    state = play(state, "play B15")
    full = state.view(None)
    assert full["top"] == "B16" and full["top_owner"] == 1 and full["hand_sizes"] == [6, 7]
    assert "Rule Y6: Player 2 cannot lay a card, draws the blue 16 and lays it: the pile goes up." in log(state)
    assert state.current_player == 0 and state.view(None)["stock"][0] == "R4"


def test_y6_a_drawn_card_that_does_not_fit_stays_in_hand_and_the_turn_ends():
    p0 = ("B15", "B16", "B4", "B5", "B6", "B7", "B8")
    p1 = ("B9", "B10", "R11", "R12", "B13", "B14", "R3")
    state = play(deal(p0, p1, stock=("R4", "B3")), "play B15")
    assert hand(state, 1) == ["B9", "B10", "B13", "B14", "R3", "R4", "R11", "R12"]
    assert state.current_player == 0 and "Player 2 cannot lay a card and draws one (" in "".join(log(state))


def test_y6_a_drawn_yellow_on_its_value_lets_its_player_choose_as_the_next_decision():
    p0 = ("B8", "B3", "B4", "B5", "B6", "B7", "B1")
    p1 = ("B2", "R2", "R5", "R6", "R7", "B1", "R3")
    state = play(deal(p0, p1, stock=("Y8",)), "play B8")
    assert state.current_player == 1 and state.phase == "direction"
    assert legal(state) == ["down", "up"]
    assert_refused(state, "play R7", "Y4")
    state = play(state, "down")
    assert state.view(None)["direction"] == "down"
    # Y8 skips: player 0 loses the turn, which comes back to player 1, freely (Y5).
    assert state.view(None)["top"] == "Y8" and state.current_player == 1 and "play B1" in legal(state)


def test_y6_who_can_lay_must_lay():
    """« A son tour de jeu, un joueur essaie de poser une carte »: no move draws while a card fits."""
    state = deal(("B5",) + FILL + ("B6", "B7"), ("B9", "R9", "B10", "R10", "B11", "R11", "B12"))
    state = play(state, "play B5")
    assert all(a.startswith("play") for a in legal(state))


# --- Y7: series --------------------------------------------------------------------------------

def test_y7_a_series_of_one_colour_following_by_exactly_one():
    """« Une série est une suite d'un nombre de cartes de son choix dont les chiffres se suivent
    exactement les uns les autres vers le haut ou vers le bas dans une seule couleur. »"""
    p0 = ("B5", "B6", "B7", "B9", "R3", "R4", "B1")
    p1 = ("B10", "R10", "B11", "R11", "B12", "R12", "B13")
    state = deal(p0, p1)
    assert {"play B5 B6", "play B5 B6 B7", "play B6 B7", "play R4 R3"} <= set(legal(state))
    assert "play R3 R4" not in legal(state)           # decision Y7: a red series goes down
    reason = assert_refused(state, "play B5 B7", "Y7")
    assert reason == "Rule Y7: the values of a series follow by exactly 1: the blue 7 does not follow the blue 5."
    assert i18n.translate(reason, "fr") == ("Règle Y7\u00a0: dans une série, les valeurs se suivent exactement de 1 en 1\u00a0: "
                                            "la carte bleue 7 ne suit pas la carte bleue 5.")
    assert_refused(state, "play B7 B6 B5", "Y7")
    assert_refused(state, "play B5 B6 B7 up", "Y7")
    state = play(state, "play B5 B6 B7")
    full = state.view(None)
    assert full["top"] == "B7" and full["value"] == 7 and full["direction"] == "up" and full["hand_sizes"] == [4, 7]
    assert "Rule Y7: Player 1 lays the blue 5, the blue 6 and the blue 7 as a series: the pile goes up." in log(state)
    assert ("Règle Y7\u00a0: Joueur 1 pose en série la carte bleue 5, la carte bleue 6 et la carte bleue 7\u00a0: la pile va "
            "vers le haut.") in log(state, "fr")


def test_y7_the_first_card_must_be_legal_and_colours_do_not_mix():
    p0 = ("B10", "B3", "B4", "B5", "B6", "R7", "B1")
    p1 = ("B9", "R10", "R9", "R8", "B11", "B12", "Y13")
    state = play(deal(p0, p1), "play B10")
    assert_refused(state, "play R9 R8", "Y3")               # R9 cannot go on a blue 10
    assert "play R10 R9 R8" in legal(state) and "play B11 B12 Y13" in legal(state)
    state2 = deal(("B4", "R5", "B6", "B3", "B1", "B2", "R3"), p1)
    assert_refused(state2, "play B4 R5", "Y7")
    assert "one colour" in state2.explain("play B4 R5")


def test_y7_yellows_inside_count_for_their_value_only_and_a_yellow_last_acts():
    """« Une carte jaune utilisée ainsi ne compte que pour sa valeur, son action n'est pas utilisée. Si
    une carte jaune est utilisée comme dernière carte d'une série, à ce moment on effectue en plus
    son action. » Y4 never applies inside a series (decision Y7)."""
    p0 = ("B3", "Y4", "B5", "Y8", "B7", "R7", "B1")
    p1 = ("B9", "B10", "B11", "B12", "B13", "B14", "R19")
    state = deal(p0, p1)
    state = play(state, "play B3 Y4 B5")          # Y4 (skip) inside: no skip
    assert state.current_player == 1 and not any("loses their turn" in line for line in log(state))
    p0 = ("B6", "B7", "Y8", "B3", "R7", "R6", "B1")
    state = deal(p0, p1)
    state = play(state, "play B6 B7 Y8")          # Y8 (skip) last: its action applies
    assert state.current_player == 0 and any("loses their turn" in line for line in log(state))
    assert state.view(None)["direction"] == "up" and state.view(None)["value"] == 8


def test_y7_a_series_of_yellows_follows_the_piles_direction():
    p0 = ("R12", "B3", "B4", "B5", "B6", "B7", "B8")
    p1 = ("Y10", "Y9", "R11", "B11", "B13", "B14", "R19")
    state = play(deal(p0, p1), "play R12")
    assert "play Y10 Y9" in legal(state) and "play Y9 Y10" not in legal(state)
    assert_refused(state, "play Y9 Y10", "Y7")
    assert "play R11 Y10 Y9" in legal(state)


def test_y7_a_series_of_yellows_on_the_empty_pile_goes_either_way_and_gives_the_pile_its_own():
    """RULES.md Y7 (issue 25): a series of yellows « on the empty pile goes either way and gives the pile its own way
    (`Y11 Y12`: up; `Y12 Y11`: down) »; the last yellow's action applies (Y12 skips, Y11 steals)."""
    p0 = ("Y11", "Y12", "B3", "R9", "B14", "R13", "R2")
    p1 = ("Y5", "B6", "B7", "B8", "R12", "R3", "B1")
    state = deal(p0, p1)
    assert {"play Y11 Y12", "play Y12 Y11"} <= set(legal(state))
    up = play(state.clone(), "play Y11 Y12")
    assert up.view(None)["direction"] == "up" and up.view(None)["value"] == 12 and up.current_player == 0
    assert "Rule Y7: Player 1 lays the yellow 11 and the yellow 12 as a series: the pile goes up." in log(up)
    down = play(state.clone(), "play Y12 Y11")
    assert down.view(None)["direction"] == "down" and down.view(None)["value"] == 11
    assert down.view(None)["hand_sizes"] == [4, 8] and down.current_player == 1          # Y11 stole (Y8)


def test_y7_a_series_begins_with_a_yellow_on_a_high_pile_and_goes_the_way_of_its_colour():
    """RULES.md Y7: « a series may start with a yellow »; « Yellows in a series count only for their value »;
    « Afterwards the direction is the series' colour ». On a blue 18 going up the yellow 5 starts a blue series
    from 5; the yellow keeps the pile's direction, so on a red 18 going down the blue series is refused."""
    p1 = ("Y5", "B6", "B7", "B8", "R12", "R3", "B1")
    high = play(deal(("B18", "B3", "R9", "B12", "R13", "B14", "R2"), p1), "play B18")
    assert legal(high) == ["play Y5", "play Y5 B6", "play Y5 B6 B7", "play Y5 B6 B7 B8"]
    high = play(high, "play Y5 B6 B7 B8")
    full = high.view(None)
    assert full["direction"] == "up" and full["value"] == 8 and full["top"] == "B8" and full["hand_sizes"] == [6, 3]
    assert high.current_player == 0 and high.phase == "play"          # the yellow 5 (pass) inside: no action
    falling = play(deal(("R18", "B3", "R9", "B12", "R13", "B14", "R2"), p1), "play R18")
    reason = assert_refused(falling, "play Y5 B6 B7 B8", "Y7")
    assert reason == "Rule Y7: this series goes down (from its first card and the pile), but it goes up from the yellow 5 to the blue 6."
    assert "play Y5" in legal(falling) and "play R12" in legal(falling)      # the yellow alone fits


def test_y1_a_deck_option_must_hold_exactly_the_64_cards():
    good = [NOTATION[c] for c in DECK]
    assert yoyo.State.new(2, 1, False, good, 0, {}).view(None)["stock_size"] == 50
    with pytest.raises(ValueError, match="B3 2 times"):
        yoyo.State.new(2, 1, False, good[:-1] + ["B3"], 0, {})
    with pytest.raises(ValueError, match="not yoyo cards"):
        yoyo.State.new(2, 1, False, good[:-1] + ["Y2"], 0, {})
    with pytest.raises(ValueError, match="variant"):
        yoyo.State.new(2, 1, False, None, 0, {"variant": "yes"})
