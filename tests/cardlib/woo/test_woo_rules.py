"""Woo rules W1-W16 (docs/woo.md#rules; leaflet seeds/woo.fr.txt), each tested from the leaflet's wording.

Positions are dealt with the ``deck`` option in W2's order (the Oya's 6 cards, the other's 6, the
trump card, then the stock top first) and ``first_player=0``. Expected points and Woo are worked
out by hand in each test, never read back from the engine.
"""

import copy
import json
import pickle
import random

import pytest

from cardlib.text import i18n
from cardlib import woo
from cardlib.woo.cards import NOTATION, VALUES
from rules_helpers import assert_refused, play


def deal(oya, other, trump, stock=(), match=False, seed=1):
    """A round dealt as given (W2 order); the stock's unnamed cards follow ``stock`` in W1 order."""
    named = [*oya, *other, trump, *stock]
    rest = [c for c in NOTATION if c not in named]
    return woo.State.new(2, seed, match, named + rest, 0, {})


def legal(state):
    return sorted(str(a) for a in state.legal_actions())


def plays(state):
    return sorted(a for a in legal(state) if a.startswith("play"))


# Oya (player 0) and the other (player 1); trumps are spades (the trump card is the J of spades).
OYA = ("AH", "KH", "QH", "10C", "0S", "QD")
OTHER = ("10H", "JH", "AC", "KS", "KC", "JD")


def standard(**kw):
    return deal(OYA, OTHER, "JS", ("AD", "10D"), **kw)


# --- W1, W2: the cards and the deal ---------------------------------------------------------

def test_w1_24_cards_worth_120_points():
    """W1: 6 ranks in 4 suits, 0 J Q K 10 A worth 0 2 3 4 10 11: 120 card points in all."""
    assert len(NOTATION) == 24 and sum(VALUES) == 120
    assert [VALUES[NOTATION.index(f"{r}H")] for r in ("0", "J", "Q", "K", "10", "A")] == [0, 2, 3, 4, 10, 11]


def test_w2_deal_in_the_deck_order_with_the_trump_card_under_the_stock():
    """« on en distribue 6 à chaque joueur. La carte suivante de la pile est exposée ... C'est la carte
    de l'atout »; the rest is the stock (W2)."""
    state = standard()
    full = state.view(None)
    assert full["hands"] == [list(OYA), list(OTHER)]
    assert full["trump_card"] == "JS" and full["trump"] == "S"
    assert full["stock"][:2] == ["AD", "10D"] and full["stock_size"] == 11
    assert state.current_player == 0 and full["oya"] == 0


def test_w2_first_player_and_seed_choose_the_first_oya():
    assert woo.State.new(2, 5, False, None, 1, {}).current_player == 1
    oyas = {woo.State.new(2, s, False, None, None, {}).current_player for s in range(20)}
    assert oyas == {0, 1}


def test_w2_bad_decks_are_refused():
    with pytest.raises(ValueError, match="W1"):
        woo.State.new(2, 1, False, list(NOTATION[:23]) + ["AH"], 0, {})
    with pytest.raises(ValueError, match="W1"):
        woo.State.new(2, 1, False, ["XX"] * 24, 0, {})


# --- W3: tricks --------------------------------------------------------------------------------

def test_w3_the_higher_card_of_the_suit_led_wins_without_trumps():
    """« Si personne n'a joué d'atout, la carte de plus grande valeur de la couleur jouée par l'Oya
    fait gagner le pli. »"""
    state = play(standard(), "play AH", "play 10H")
    assert state.current_player == 0 and state.view(None)["points"] == [21, 0]
    state = play(standard(), "play QD", "play AC")       # another non-trump suit never wins
    assert state.view(None)["tricks_won"] == [1, 0] and state.view(None)["points"] == [14, 0]


def test_w3_a_trump_beats_any_non_trump_and_the_winner_becomes_oya():
    """« Si de l'atout a été joué, la carte d'atout de plus grande valeur fait gagner le pli. »"""
    state = play(standard(), "play AH", "play KS")
    view = state.view(None)
    assert view["points"] == [0, 15] and view["oya"] == 1 and state.current_player == 1


# --- W4: drawing -------------------------------------------------------------------------------

def test_w4_the_winner_draws_the_top_card_then_the_other():
    state = play(standard(), "play AH", "play KS")
    assert legal(state) == ["close", "draw", "victory"]
    assert_refused(state, "play 10H", "W4")
    state = play(state, "draw")
    full = state.view(None)
    assert "AD" in full["hands"][1] and "10D" in full["hands"][0] and full["stock_size"] == 9


def test_w4_the_last_draw_gives_the_trump_card_to_the_other_and_closes_the_phase():
    state = standard()
    for _ in range(6):
        assert not state.closed
        leader = state.current_player
        state = play(state, f"play {NOTATION[state.hands[leader][0]]}")
        state = play(state, f"play {NOTATION[state.hands[1 - leader][0]]}")
        winner = state.current_player
        state = play(state, "draw")
    view = state.view(None)
    assert view["stock_size"] == 0 and view["trump_card"] is None and view["closed"]
    assert "JS" in view["hands"][1 - winner] and view["hand_sizes"] == [6, 6]
    assert view["closer"] is None
    assert_refused(state, "close", "W6")
    assert_refused(state, "exchange", "W7")


def test_w4_draw_only_right_after_winning_an_open_phase_trick():
    state = standard()
    assert_refused(state, "draw", "W4")
    assert_refused(play(state, "play AH"), "draw", "W4")


# --- W5: following -------------------------------------------------------------------------------

def test_w5_open_phase_the_follower_may_play_any_card():
    """« Durant la phase ouverte, l'adversaire de l'Oya peut jouer n'importe quelle carte de sa main. »"""
    state = play(standard(), "play QH")
    assert plays(state) == sorted(f"play {c}" for c in OTHER)


def test_w5_closed_phase_follow_and_win_if_able():
    """« il doit jouer une carte de la couleur jouée par l'Oya s'il en a une en main et si possible une plus forte »"""
    state = play(standard(), "close", "play QH")
    assert plays(state) == ["play 10H"]
    reason = assert_refused(state, "play JH", "W5")
    assert reason == "Rule W5: in the closed phase you must follow hearts and win the trick: you hold the 10 of hearts."
    assert i18n.translate(reason, "fr") == ("Règle W5\u00a0: en phase fermée vous devez suivre à la couleur (jouer du cœur) "
                                            "et gagner le pli\u00a0: vous avez le 10 de cœur.")
    assert_refused(state, "play KS", "W5")


def test_w5_closed_phase_follow_without_winning():
    state = play(standard(), "close", "play AH")
    assert plays(state) == ["play 10H", "play JH"]
    reason = assert_refused(state, "play KS", "W5")
    assert reason == "Rule W5: in the closed phase you must follow hearts: you hold the 10 of hearts."


def test_w5_closed_phase_without_the_suit_trump():
    """« S'il n'en a pas, il doit jouer de l'atout s'il en a en main. »"""
    state = deal(("10C", "JC", "AH", "KH", "QH", "QD"), ("10H", "JH", "KS", "AD", "10D", "JD"), "JS")
    state = play(state, "close", "play 10C")
    assert plays(state) == ["play KS"]
    reason = assert_refused(state, "play AD", "W5")
    assert reason == ("Rule W5: in the closed phase, without the suit led, you must play a trump (spades): "
                      "you hold the king of spades.")


def test_w5_closed_phase_without_the_suit_nor_trumps_any_card():
    other = ("10H", "JH", "KD", "AD", "10D", "JD")
    state = deal(("10C", "JC", "AH", "KH", "QH", "QD"), other, "JS")
    state = play(state, "close", "play 10C")
    assert plays(state) == sorted(f"play {c}" for c in other)


# --- W6: closing --------------------------------------------------------------------------------

def test_w6_close_before_the_first_trick():
    """« Il peut aussi le faire avant d'ouvrir le premier pli de la manche. »"""
    state = play(standard(), "close")
    view = state.view(0)
    assert view["closed"] and view["closer"] == 0 and view["closer_opponent_had_trick"] is False
    assert view["hand_sizes"] == [6, 6] and view["stock_size"] == 11
    assert_refused(state, "close", "W6")


def test_w6_close_after_a_trick_before_drawing_with_hands_of_5():
    """« Il peut le faire avant ou après que les joueurs aient pioché des cartes. Cette phase commence donc
    avec 5 ou 6 cartes en main. »"""
    state = play(standard(), "play AH", "play KS", "close")
    view = state.view(None)
    assert view["hand_sizes"] == [5, 5] and view["closer"] == 1 and view["closer_opponent_had_trick"] is False
    assert_refused(state, "draw", "W4")
    assert state.current_player == 1 and "play AC" in legal(state)


def test_w6_close_after_drawing_with_hands_of_6():
    state = play(standard(), "play AH", "play KS", "draw", "close")
    view = state.view(None)
    assert view["hand_sizes"] == [6, 6] and view["stock_size"] == 9 and view["closer"] == 1


def test_w6_only_the_oya_closes():
    state = play(standard(), "play AH")
    reason = assert_refused(state, "close", "W6")
    assert "only the Oya" in reason


def test_w6_records_whether_the_opponent_had_won_a_trick():
    # player 1 wins, draws; player 1 leads, player 0 wins and closes: player 1 had a trick.
    state = play(standard(), "play AH", "play KS", "draw", "play JD", "play QD", "close")
    assert state.view(1)["closer"] == 0 and state.view(1)["closer_opponent_had_trick"] is True


# --- W6b, W7: exchanging the trump zero --------------------------------------------------------

def test_w7_exchange_only_after_winning_a_trick():
    """« si l'Oya a déjà gagné au moins un pli et a le zéro d'atout en main, il peut l'échanger »"""
    state = standard()
    reason = assert_refused(state, "exchange", "W7")
    assert reason == "Rule W7: you may exchange the trump zero only after winning a trick."
    state = play(state, "play AH", "play JH", "draw")
    assert "exchange" in legal(state)
    state = play(state, "exchange")
    view = state.view(0)
    assert view["trump_card"] == "0S" and "JS" in view["hand"] and "0S" not in view["hand"]
    assert_refused(state, "exchange", "W7")          # no trump zero in hand any more


def test_w7_exchange_refused_while_following_and_in_the_closed_phase():
    state = play(standard(), "play AH", "play JH", "draw", "play QH")
    assert_refused(state, "exchange", "W7")
    state = play(standard(), "play AH", "play JH", "close")
    assert_refused(state, "exchange", "W7")


def test_w6b_before_leading_exchange_marry_and_close_in_any_order():
    state = play(standard(), "play AH", "play JH", "draw", "marry H", "exchange", "close")
    view = state.view(None)
    assert view["closed"] and view["trump_card"] == "0S" and view["marriage_announced"] == "H"
    assert plays(state) == ["play KH", "play QH"]


# --- W8: marriages ------------------------------------------------------------------------------

def test_w8_marriage_after_a_trick_scores_20_and_forces_the_lead():
    """« il peut annoncer leur mariage en montrant ces 2 cartes ... L'Oya doit ensuite ouvrir le pli
    avec le marié ou la mariée. »"""
    state = play(standard(), "play 10C", "play JH", "draw", "marry H")   # 10C + JH: 12 points
    assert state.view(1)["points"] == [32, 0]
    assert state.view(1)["marriages"] == [{"player": 0, "suit": "H", "points": 20}]
    assert plays(state) == ["play KH", "play QH"]
    reason = assert_refused(state, "play AH", "W8")
    assert reason == ("Rule W8: after announcing the marriage of hearts you must lead its king or queen, "
                      "not the ace of hearts.")
    assert_refused(state, "marry H", "W8")       # one marriage per trick


def test_w8_trump_marriage_scores_40():
    state = deal(("AS", "KS", "QS", "AH", "10H", "KH"), ("10S", "JH", "QH", "0H", "JD", "QD"), "JS")
    state = play(state, "play AH", "play JH", "draw", "marry S")
    assert state.view(None)["points"] == [13 + 40, 0]


def test_w8_marriage_without_a_trick_gives_no_points_but_forces_the_lead():
    """« Si l'Oya annonce par erreur un mariage (il n'a pas encore gagné de pli ...), il ne gagne pas de
    carte Mariage mais doit tout de même ouvrir le pli avec le marié ou la mariée. »"""
    state = play(standard(), "marry H")
    assert state.view(1)["points"] == [0, 0] and state.view(1)["marriages"][0]["points"] == 0
    assert plays(state) == ["play KH", "play QH"]


def test_w8_marriage_in_the_closed_phase_gives_no_points():
    state = play(standard(), "play 10C", "play JH", "close", "marry H")
    assert state.view(None)["points"] == [12, 0]


def test_w8_a_marriage_needs_king_and_queen():
    reason = assert_refused(standard(), "marry D", "W8")
    assert reason.startswith("Rule W8: a marriage needs the king and queen of one suit")
    assert_refused(play(standard(), "play AH"), "marry H", "W8")       # only the Oya, before leading


# --- W9, W10: victory and the end --------------------------------------------------------------

def test_w9_victory_at_66_wins_3_woo_when_the_opponent_has_no_trick():
    """« Un joueur a crié « Victoire » et a au moins 66 points ... Si son adversaire n'a pas de pli 3 Woo »"""
    state = deal(("AS", "KS", "QS", "AH", "10H", "KH"), ("10S", "JH", "QH", "0H", "JD", "QD"), "JS", ("0D", "JC"))
    state = play(state, "play AS", "play 10S", "draw", "marry S", "play KS", "play JH")
    assert state.view(None)["points"] == [21 + 40 + 6, 0]
    state = play(state, "victory")
    assert state.is_over and state.scores() == [3, 0] and state.winners() == [0]


def test_w9_victory_under_66_gives_the_opponent_2_woo():
    """« Un joueur a crié « Victoire » mais n'a pas 66 points, Son adversaire gagne 2 Woo »"""
    state = play(standard(), "play AH", "victory")       # the follower may call it too
    assert state.scores() == [2, 0] and state.winners() == [0]


def test_w10_last_trick_bonus_when_nobody_closed_or_called_victory():
    state = standard()
    while state.phase != woo.LAST:
        actions = state.legal_actions()
        state = play(state, woo.DRAW if woo.DRAW in actions else actions[0])
    assert legal(state) == ["end", "victory"]
    winner = state.current_player
    before = state.view(None)["points"]
    assert sum(before) == 120
    state = play(state, "end")
    after = state.view(None)["points"]
    assert after[winner] == before[winner] + 10 and after[1 - winner] == before[1 - winner]
    assert state.is_over


def test_w10_no_bonus_after_closing():
    state = play(standard(), "close")
    while state.phase != woo.LAST:
        state = play(state, state.legal_actions()[0])
    points = state.view(None)["points"]
    state = play(state, "end")
    dealt = sum(VALUES[NOTATION.index(c)] for c in OYA + OTHER)      # only the 12 dealt cards are played
    assert state.view(None)["points"] == points and sum(points) == dealt


# --- W12, W13: the Woo of a round, every row worked by hand ------------------------------------

@pytest.mark.parametrize("points, tricks, caller, expected", [
    ([66, 0], [3, 0], 0, (0, 3)),        # victory at 66, the opponent has no trick: 3
    ([70, 20], [3, 1], 0, (0, 2)),       # ... the opponent has under 33 points: 2
    ([66, 33], [3, 2], 0, (0, 1)),       # ... the opponent has at least 33 points: 1
    ([65, 10], [3, 1], 0, (1, 2)),       # victory under 66: the opponent wins 2
    ([40, 0], [2, 0], 1, (0, 2)),        # victory under 66 with no trick at all: still 2
    ([90, 40], [4, 2], None, (0, 1)),    # the end: more points, opponent 33 or more: 1
    ([31, 99], [1, 5], None, (1, 2)),    # the end: opponent under 33: 2
    ([120, 10], [6, 0], None, (0, 3)),   # the end: opponent without a trick (10: last trick bonus is points only)
])
def test_w12_woo_when_nobody_closed(points, tricks, caller, expected):
    assert woo.round_woo(points, tricks, caller, None, 0)[:2] == expected


def test_w14_equal_points_give_no_woo():
    assert woo.round_woo([65, 65], [3, 3], None, None, 0)[:2] == (None, 0)


@pytest.mark.parametrize("points, tricks, caller, closer, had, expected", [
    ([66, 0], [3, 0], 0, 0, 0, (0, 3)),      # the closer calls victory at 66: 3 / 2 / 1
    ([70, 30], [3, 1], 0, 0, 0, (0, 2)),
    ([66, 40], [3, 2], 0, 0, 1, (0, 1)),
    ([60, 20], [3, 1], 0, 0, 0, (1, 3)),     # the closer calls under 66, the opponent had no trick at closing: 3
    ([60, 20], [3, 1], 0, 0, 1, (1, 2)),     # ... had a trick at closing: 2
    ([90, 20], [5, 1], None, 0, 0, (1, 3)),  # the closer never calls victory: as above, even with 90 points
    ([50, 20], [3, 1], None, 0, 1, (1, 2)),
    ([30, 66], [1, 3], 1, 0, 0, (1, 2)),     # the non-closer calls at 66 or more: 2
    ([30, 60], [1, 3], 1, 0, 1, (0, 2)),     # the non-closer calls under 66: the closer wins 2 ...
    ([30, 60], [1, 3], 1, 0, 0, (0, 3)),     # ... or 3 if the non-closer had no trick at closing
])
def test_w13_woo_when_a_player_closed(points, tricks, caller, closer, had, expected):
    assert woo.round_woo(points, tricks, caller, closer, had)[:2] == expected


def test_w13_closing_then_calling_victory_under_66_played():
    """« Son adversaire, s'il n'avait pas de pli au moment de la fermeture, gagne 3 Woo »"""
    state = play(standard(), "close", "victory")
    assert state.scores() == [0, 3]
    state = play(standard(), "close", "play QH", "victory")     # the non-closer calls under 66
    assert state.scores() == [3, 0]
    log = [i18n.translate(m, "fr") for m in state.log]
    assert log[-1] == ("Règle W13\u00a0: Joueur 2 n'a pas fermé et a crié «\u00a0Victoire\u202f!\u00a0» sans avoir 66 points\u202f; "
                       "Joueur 1 avait fermé\u00a0: Joueur 1 gagne 3 Woo (0 point contre 0).")


# --- W14, W15: the match -------------------------------------------------------------------------

def test_w15_match_first_to_7_woo():
    """« le premier joueur à atteindre ou dépasser 7 Woo est le gagnant de la partie. »"""
    state = woo.State.new(2, 3, True, None, 0, {})
    rounds = 0
    while not state.is_over:
        # player 0 calls victory with no points whenever it is their turn: player 1 wins 2 Woo a round
        while state.current_player != 0:
            state = play(state, state.legal_actions()[0])
        state = play(state, "victory")
        rounds += 1
    assert rounds == 4 and state.scores() == [0, 8] and state.winners() == [1]
    assert_refused(state, "victory", "W9")


def _tied_match():
    """A match whose first round (played with draws and first legal cards, no victory) is a tie."""
    for seed in range(2000):
        state = woo.State.new(2, seed, True, None, 0, {})
        while state.round == 0:
            actions = state.legal_actions()
            choice = woo.DRAW if woo.DRAW in actions else woo.END if woo.END in actions else actions[0]
            state = state.apply(choice)
        if state.rounds[0][0] == [0, 0]:
            return state
    raise AssertionError("no tied round in 2000 seeds")


def test_w14_tie_keeps_the_oya_and_gives_a_bonus_woo_to_the_next_winner():
    """« Si personne n'a gagné de Woo durant cette manche (égalité en points en fin de manche), l'Oya ne
    change pas et un bonus d'un Woo sera donné au gagnant de la manche suivante. »"""
    state = _tied_match()
    points = state.rounds[0][1]
    assert points[0] == points[1] and state.scores() == [0, 0]
    assert state.current_player == 0 and state.view(0)["bonus_pending"] == 1
    state = play(state, "victory")                 # player 0 calls under 66: player 1 wins 2 + 1 bonus
    assert state.scores() == [0, 3] and state.view(0)["bonus_pending"] == 0
    assert state.current_player == 1               # the winner is the next Oya (W2)
    assert state.log[-2] == ("Rule W12: Player 1 called “Victoire!” under 66: Player 2 wins 2 Woo (0 points to 0), "
                             "plus 1 bonus Woo for the tied round before (rule W14).")
    assert i18n.translate(state.log[-2], "fr") == (
        "Règle W12\u00a0: Joueur 1 a crié «\u00a0Victoire\u202f!\u00a0» sans avoir 66 points\u00a0: Joueur 2 gagne 2 Woo (0 point contre 0), "
        "plus 1 Woo de bonus pour la manche précédente, à égalité (règle W14).")


def _play_round(state, rng):
    """``state`` after its round is played out: draws, ``end``, else a random card (no close, no victory)."""
    number = state.round
    while state.round == number and not state.is_over:
        actions = state.legal_actions()
        state = state.apply(woo.DRAW if woo.DRAW in actions else woo.END if woo.END in actions
                            else rng.choice([a for a in actions if a.kind == "play"]))
    return state


def _two_ties_in_a_row():
    """A match whose first two rounds, played out, are ties; in the first, the last trick's winner is not
    the player who led the first trick (so "the Oya" cannot be read as the last Oya)."""
    for seed in range(3000):
        first = _play_round(woo.State.new(2, seed, True, None, 0, {}), random.Random(seed))
        last_winner = [m for m in first.log if m.key == "woo.trick_won"][-1].params["winner"]
        if first.rounds[0][0] != [0, 0] or last_winner == first.start_oya:
            continue
        for k in range(500):
            both = _play_round(first.clone(), random.Random(k))
            if both.rounds[1][0] == [0, 0]:
                return both
    raise AssertionError("no two tied rounds in a row")


def test_w14_the_tie_names_who_leads_next_and_the_bonus_that_adds_up():
    """« l'Oya ne change pas et un bonus d'un Woo sera donné au gagnant de la manche suivante » (W14, decision:
    the round's Oya, who led its first trick, leads the next round; ties in a row add up their bonus): the
    tie's log line names that player, as the next round's first line does, and the bonus waiting."""
    state = _two_ties_in_a_row()
    log = state.log
    starts = [m for m in log if m.key == "woo.round_start"]
    ties = [m for m in log if m.key == "woo.result.tie"]
    assert len(ties) == 2 and len(starts) == 3
    for n, tie in enumerate(ties):
        round_log = log[log.index(starts[n]):log.index(tie)]
        first_lead = next(m for m in round_log if m.key == "woo.lead")
        assert tie.params["player"] == first_lead.params["player"] == starts[n].params["leader"]
        assert tie.params["player"] == starts[n + 1].params["leader"], "the next round's leader is the one named"
        assert tie.params["bonus"] == n + 1
    last_winner = [m for m in log[:log.index(ties[0])] if m.key == "woo.trick_won"][-1].params["winner"]
    assert last_winner != ties[0].params["player"], "the last trick's winner, the last Oya, does not lead next"
    leader = ties[0].params["player"]
    french = i18n.translate(ties[0], "fr").replace("\u00a0", " ").replace("\u202f", " ")
    assert french.startswith("Règle W14 : égalité, ") and ("L'Oya de la manche, Joueur {0}, qui en a ouvert le premier "
                                                          "pli, ouvre aussi la manche suivante, dont le gagnant "
                                                          "recevra 1 Woo de bonus.").format(leader + 1) in french
    assert "ne change pas" not in french, "no word that the per-trick Oya (W3) contradicts"
    assert ("The round's Oya, Player {0}, who led its first trick, also leads the next round, whose winner will "
            "receive 2 bonus Woo, one for each of the 2 tied rounds in a row.").format(
                ties[1].params["player"] + 1) in ties[1]
    assert i18n.translate(starts[2], "fr").startswith(f"La manche 3 commence\u202f; Joueur {ties[1].params['player'] + 1} est l'Oya")
    assert state.view(0)["bonus_pending"] == 2
    caller = state.current_player
    state = play(state, "victory")                 # called under 66: the other wins 2 + 2 bonus Woo
    assert state.round_woo[1 - caller] == 4 and state.view(0)["bonus_pending"] == 0
    assert "plus 2 bonus Woo for the 2 tied rounds before (rule W14)" in state.log[-2]


def test_the_log_says_who_draws_and_mentions_a_bonus_only_when_there_is_one():
    """W4: « le gagnant du pli pioche la première carte de la pioche, puis l'autre joueur »."""
    state = play(standard(), "play 10C", "play JH", "draw")
    assert state.log[-1] == "Rule W4: Player 1 draws from the stock, then Player 2; 9 cards are left in the stock."
    assert i18n.translate(state.log[-1], "fr") == (
        "Règle W4\u00a0: Joueur 1 pioche, puis Joueur 2\u202f; il reste 9 cartes dans la pioche.")
    state = play(state, "victory")                 # 12 points, under 66: the other wins 2 Woo
    assert state.log[-1] == "Rule W12: Player 1 called “Victoire!” under 66: Player 2 wins 2 Woo (0 points to 12)."


def test_w14_a_single_round_tie_has_no_winner():
    state = _tied_match()
    assert woo.INFO.no_winner_rule == "W14"
    # the same deal and moves as a single round end over with no winners
    single = play(woo.State.new(2, state.seed, False, None, 0, {}), *state.moves)
    assert single.is_over and single.winners() == [] and single.scores() == [0, 0]


# --- W16: the view ---------------------------------------------------------------------------

def test_w16_the_view_never_shows_the_opponents_hand_or_the_stock():
    """« son trésor (une pile face cachée de cartes gagnées que personne ne peut consulter) »; hands are
    « visibles de lui seul »."""
    rng = random.Random(4)
    state = woo.State.new(2, 9, False, None, 0, {})
    while not state.is_over:
        for p in (0, 1):
            view = state.view(p)
            assert "hands" not in view and "stock" not in view
            for key in ("hand", "trump_card", "stock_size", "tricks_won", "marriages", "trick", "points"):
                assert key in view
            twin = state.redeal_hidden(p, rng)
            assert twin.view(p) == view
            text = json.dumps(view)
            shown = {NOTATION[c] for c in state.known[1 - p]}     # marriages shown, cards taken face up
            unseen = set(state.view(None)["hands"][1 - p]) - shown
            assert not any(f'"{c}"' in text for c in unseen if c != view["trump_card"])
        actions = [a for a in state.legal_actions() if a != woo.VICTORY] or state.legal_actions()
        state = state.apply(rng.choice(actions))


def test_w16_a_player_who_counts_knows_the_opponents_hand_once_the_stock_is_exhausted():
    """Both players saw every trick (W16's decision): ``played`` and ``opponent_shown`` are what a
    player who counts remembers, and once the stock is empty the cards never seen are exactly the
    opponent's hand."""
    state = play(standard(), "play 10C", "play JH", "draw", "marry H")
    assert state.view(1)["played"] == ["10C", "JH"]
    assert state.view(1)["opponent_shown"] == ["QH", "KH"] and state.view(0)["opponent_shown"] == []
    state = play(state, "play QH")
    assert state.view(1)["opponent_shown"] == ["KH"]          # the Q left the hand, face up
    rng = random.Random(3)
    while state.view(None)["stock_size"] or state.phase != woo.LEAD:
        state = state.apply(rng.choice([a for a in state.legal_actions() if a not in (woo.VICTORY, woo.CLOSE)]))
    for p in (0, 1):
        view = state.view(p)
        seen = set(view["hand"]) | set(view["played"])
        unseen = {c for c in NOTATION if c not in seen}
        assert unseen == set(state.view(None)["hands"][1 - p])
        assert set(view["opponent_shown"]) <= unseen


def test_notation_round_trips_and_garbage_is_refused():
    state = standard()
    for text in ("play QS", "play 10D", "play 0H", "close", "draw", "exchange", "marry H", "victory", "end"):
        assert str(state.parse_action(text)) == text
    assert str(state.parse_action(" PLAY 10d ")) == "play 10D"
    for bad in ("play 1H", "marry X", "xyzzy", ""):
        assert state.explain(bad) is not None


def test_the_random_bot_serves_woo_from_its_view():
    """``cardlib.bots`` gives Woo its ``random`` bot (the game's own bots come with issue 8's bot part)."""
    import cardlib
    from cardlib import bots
    assert "woo" in cardlib.GAMES and "random" in bots.names("woo")
    seats = [bots.get("random", "woo", seed=s) for s in (1, 2)]
    state = bots.play_out(cardlib.new_game("woo", seed=11, match=True), seats)
    assert state.is_over and max(state.scores()) >= 7 and len(state.winners()) == 1


def test_the_log_reads_in_french_with_the_cards_articles():
    state = play(standard(), "play AH", "play KS")
    assert [i18n.translate(m, "fr") for m in state.log] == [
        "La manche 1 commence\u202f; Joueur 1 est l'Oya\u202f; la carte d'atout est le valet de pique.",
        "Joueur 1 ouvre avec l'as de cœur.",
        "Joueur 2 joue le roi de pique.",
        "Règle W3\u00a0: Joueur 2 gagne le pli (15 points) et devient l'Oya.",
    ]


# --- texts a person reads: moves in words, counts, card names, results naming the players (issue 24) ---

@pytest.mark.parametrize("move, french, english", [
    ("play QS", "jouer la reine de pique", "play the queen of spades"),
    ("play 10C", "jouer le 10 de trèfle", "play the 10 of clubs"),
    ("play AD", "jouer l'as de carreau", "play the ace of diamonds"),
    ("draw", "piocher", "draw"),
    ("close", "fermer la pioche («\u00a0On ferme\u202f!\u00a0»)", "close the stock"),
    ("exchange", "échanger le zéro d'atout", "exchange the trump zero"),
    ("marry H", "annoncer le mariage à cœur", "announce the marriage of hearts"),
    ("victory", "crier «\u00a0Victoire\u202f!\u00a0»", "call “Victoire!”"),
    ("end", "terminer la manche", "end the round"),
])
def test_every_move_is_said_in_words_in_each_language(move, french, english):
    import cardlib
    words = cardlib.move_words("woo", move)
    assert i18n.translate(words, "fr") == french and i18n.translate(words, "en") == english
    assert woo.move_words(standard().parse_action(move)) == words       # an action or its notation
    with pytest.raises(ValueError):
        woo.move_words("xyzzy")


def test_the_moves_words_are_the_words_of_the_tables_buttons():
    """The Hint says what the button says: « Piocher », « Terminer la manche », « Échanger le zéro d'atout »."""
    for kind in ("draw", "end", "exchange"):
        button = i18n.text(f"ui.woo.action.{kind}", "fr")
        assert i18n.translate(woo.move_words(kind), "fr") == button[0].lower() + button[1:]
    assert "«\u00a0On ferme\u202f!\u00a0»" in i18n.translate(woo.move_words("close"), "fr")


def test_the_last_draw_but_one_leaves_one_card_in_the_singular():
    """« il reste 1 cartes dans la pioche » was written at every round that reached the end of the stock."""
    state = play(standard(), "play 10C", "play JH")
    state.stock = state.stock[-3:]                 # three cards left: the winner and the other draw two
    state = play(state, "draw")
    assert i18n.translate(state.log[-1], "fr").endswith("il reste 1 carte dans la pioche.")
    assert state.log[-1].endswith("1 card is left in the stock.")


def test_closing_counts_the_cards_in_hand():
    state = play(standard(), "close")
    assert i18n.translate(state.log[-1], "fr").startswith("Règle W6\u00a0: Joueur 1 crie «\u00a0On ferme\u202f!\u00a0» avec 6 cartes en main")
    assert i18n.text("woo.close", "fr", player=0, cards=1).startswith("Règle W6\u00a0: Joueur 1 crie «\u00a0On ferme\u202f!\u00a0» avec 1 carte ")
    assert i18n.text("woo.close", "en", player=0, cards=1).startswith("Rule W6: Player 1 closes the stock with 1 card ")


def test_the_result_names_both_players_and_their_points():
    """« l'adversaire a au moins 33 points (84, 46 points) » named nobody: the loser and the winner are named."""
    state = play(standard(), "play 10C", "play JH", "draw")
    state.points = [84, 46]
    state.tricks_won = [4, 2]
    state = play(state, "victory")
    assert state.log[-1] == "Rule W12: Player 2 has 33 points or more: Player 1 wins 1 Woo (84 points to 46)."
    assert i18n.translate(state.log[-1], "fr") == (
        "Règle W12\u00a0: Joueur 2 a au moins 33 points\u00a0: Joueur 1 gagne 1 Woo (84 points contre 46).")


def test_english_card_names_are_words_and_french_ones_carry_their_article():
    for card, english, french in (("AD", "ace of diamonds", "l'as de carreau"), ("KC", "king of clubs", "le roi de trèfle"),
                                  ("QS", "queen of spades", "la reine de pique"), ("JH", "jack of hearts", "le valet de cœur"),
                                  ("0S", "zero of spades", "le zéro de pique"), ("10D", "10 of diamonds", "le 10 de carreau")):
        assert i18n.card_name(card, "en") == english and i18n.card_name(card, "fr") == french
    state = play(standard(), "play AH")
    assert state.log[-1] == "Player 1 leads the ace of hearts."


def test_copies_and_pickles_keep_every_field_of_the_state():
    """The state keeps its own fields in slots (and the shared ones in its dict): clone, copy, deepcopy and
    pickle give the same position, and a clone's containers are its own."""
    state = woo.State.new(2, 5, True, None, None, {})
    rng = random.Random(2)
    for _ in range(9):
        state = state.apply(state.random_action(rng))
    caches = {"_rng", "_rng_shared", "_drawn", "_log"}     # the generator, shared until a draw; memos
    fields = [name for name in (*woo.State.__slots__, *vars(state)) if name not in caches]
    for twin in (state.clone(), copy.copy(state), copy.deepcopy(state), pickle.loads(pickle.dumps(state))):
        assert [getattr(twin, name) for name in fields] == [getattr(state, name) for name in fields]
        assert twin.view(None) == state.view(None) and twin.log == state.log
    twin = state.clone()
    twin.apply(twin.legal_actions()[0])
    assert twin.hands != state.hands and len(twin.moves) == len(state.moves) + 1
