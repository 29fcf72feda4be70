"""Yoyo rules Y8-Y11 (docs/yoyo.md#rules; leaflet seeds/yoyo.fr.txt): the yellow actions, the stock's
exhaustions, scoring, the match and the variant. Positions as in test_yoyo.py (``deal``)."""

from collections import Counter

from cardlib import yoyo
from rules_helpers import assert_refused, play
from test_yoyo_rules import deal, hand, legal, log

LOW = ("R3", "R4", "R5", "R6", "B3", "B4")      # nothing of these fits on a blue of 15 or more
LOW2 = ("R8", "R9", "R10", "R11", "B5", "B6")   # nor of these


# --- Y8: steal ------------------------------------------------------------------------------------

def test_y8_steal_at_2_players_takes_one_card_from_the_single_opponent_then_plays():
    """« +2 : le joueur suivant tire une carte dans le jeu de 2 joueurs de son choix. A 2 joueurs, on
    ne prend qu'une carte à l'adversaire. Après avoir tiré les 2 cartes, c'est à ce joueur de jouer. »"""
    p0 = ("Y3", "R10", "R11", "R12", "R13", "R14", "R15")
    p1 = ("B5", "B6", "B7", "B8", "B9", "B10", "B11")
    state = play(deal(p0, p1), "play Y3 up")
    assert state.current_player == 1 and state.phase == "play"      # no decision at 2 players
    assert state.view(None)["hand_sizes"] == [5, 8]
    taken = Counter(hand(state, 1)) - Counter(p1)
    assert len(taken) == 1 and next(iter(taken)) in p0[1:]
    assert "Rule Y8: Player 2 takes a card at random from Player 1." in log(state)


def test_y8_steal_at_4_players_the_next_player_chooses_two_victims_and_the_order():
    p = [("Y7", "B3", "B4", "B5", "B6", "B8", "B9"), ("B10", "B11", "B12", "B13", "B14", "B15", "B16"),
         ("R10", "R11", "R12", "R13", "R14", "R15", "R16"), ("R3", "R4", "R5", "R6", "R7", "R8", "R9")]
    state = play(deal(*p), "play Y7 up")
    assert state.current_player == 1 and state.phase == "steal" and state.view(1)["steal_count"] == 2
    assert legal(state) == sorted(f"steal {x} {y}" for x in (0, 2, 3) for y in (0, 2, 3) if x != y)
    assert_refused(state, "steal 1 2", "Y8")
    assert_refused(state, "steal 2", "Y8")
    assert_refused(state, "play B10", "Y8")
    state = play(state, "steal 3 0")
    assert state.view(None)["hand_sizes"] == [5, 9, 7, 6]
    lines = log(state)
    assert lines[-2:] == ["Rule Y8: Player 2 takes a card at random from Player 4.",
                          "Rule Y8: Player 2 takes a card at random from Player 1."]
    assert state.current_player == 1 and state.phase == "play"


def test_y8_a_steal_that_takes_the_last_card_ends_the_round_at_once():
    """« Si on tire la dernière carte d'un adversaire, celui-ci a gagné. » Decision Y8: the taker
    names the order; the round ends as soon as a hand empties, and only that player gets +5."""
    p0 = ("B10", "B11", "B12", "B13", "B14", "Y15", "R3")
    p1 = ("R4", "R5", "R6", "R7", "R8", "R9", "B3")
    p2 = ("R10", "R11", "R12", "R13", "R14", "B4", "B5")
    state = play(deal(p0, p1, p2), "play B10 B11 B12 B13 B14 Y15")    # the series' last yellow steals
    assert state.phase == "steal" and hand(state, 0) == ["R3"]
    first = play(state.clone(), "steal 0 2")
    assert first.is_over and first.scores() == [5, -8, -7] and first.winners() == [0]
    assert "Rule Y9: Player 1 has no card left and wins the round: +5; the others lose 1 point per card in hand." in log(first)
    second = play(state.clone(), "steal 2 0")
    assert second.is_over and second.scores() == [5, -9, -6]


def test_y8_a_yellow_that_empties_its_players_hand_has_no_action():
    """« Si une carte jaune termine la partie, on n'applique pas son action. »"""
    p0 = ("B9", "B10", "B11", "B12", "B13", "B14", "Y15")
    state = play(deal(p0, ("R4", "R5", "R6", "R7", "R8", "R9", "B3")), "play B9 B10 B11 B12 B13 B14 Y15")
    assert state.is_over and state.scores() == [5, -7] and state.winners() == [0]
    assert "Rule Y8: the yellow emptied its player's hand: its action does not apply." in log(state)
    assert not any("takes a card" in line for line in log(state))


# --- Y8: skip, pass, redeal --------------------------------------------------------------------------

def test_y8_skip_the_next_player_loses_the_turn():
    """« 3 têtes sur fond vert : fait passer le tour du joueur suivant. C'est son voisin qui joue. »"""
    state = play(deal(("Y12", "R13", "R14", "R15", "R16", "R17", "R18"), ("B13",) + LOW, ("B14",) + LOW2),
                 "play Y12 up")
    assert state.current_player == 2 and "Rule Y8: Player 2 loses their turn." in log(state)


def test_y8_pass_every_player_chooses_unseen_then_passes_to_the_left():
    """« chaque joueur passe une de ses cartes à son voisin de gauche. C'est ensuite au joueur suivant
    de jouer. » RULES.md Y8: chosen in turn order from the next player, without seeing the others'
    choices: no view and no log line shows a choice before all are made."""
    p0 = ("Y5", "B3", "B4", "B5", "B6", "B7", "B8")
    p1 = ("R3", "R4", "R5", "R6", "R7", "R8", "R9")
    p2 = ("B10", "B11", "B12", "B13", "B14", "B15", "B16")
    state = play(deal(p0, p1, p2), "play Y5 up")
    assert state.phase == "pass" and state.current_player == 1
    assert legal(state) == sorted(f"pass {c}" for c in p1)
    assert_refused(state, "pass B10", "Y8")         # not in player 2's hand
    assert_refused(state, "play R3", "Y8")
    a, b = play(state.clone(), "pass R3"), play(state.clone(), "pass R9")
    for viewer in (0, 2):
        assert a.view(viewer) == b.view(viewer)
    assert log(a) == log(b) and log(a)[-1] == "Rule Y8: Player 2 has chosen a card."
    assert a.view(1)["pass_choice"] == "R3" and a.current_player == 2
    a, b = play(a, "pass B16"), play(b, "pass B10")
    assert a.view(0) == b.view(0) and log(a) == log(b)
    assert a.view(0)["hand"] == list(p0[1:]) and a.current_player == 0
    a = play(a, "pass B8")
    assert hand(a, 0) == ["B3", "B4", "B5", "B6", "B7", "B16"]    # from player 2, their right
    assert hand(a, 1) == ["B8", "R4", "R5", "R6", "R7", "R8", "R9"]
    assert hand(a, 2) == ["B10", "B11", "B12", "B13", "B14", "B15", "R3"]
    assert a.current_player == 1 and a.phase == "play"
    assert "Rule Y8: Every player passes the chosen card to their left neighbour, the next player in turn order." in log(a)
    assert not any("R3" in line or "red 3" in line for line in log(a))


def test_y8_redeal_equal_hands_and_the_leftovers_under_the_stock():
    """« toutes les cartes que les joueurs ont en main sont reprises. On les mélange et on les
    distribue [...] Chaque joueur reçoit le même nombre de cartes, les cartes en trop sont remises
    sous la pioche. C'est ensuite au joueur suivant de jouer. »"""
    p0 = ("Y6", "B3", "B4", "B5", "B6", "B7", "B8")
    p1 = ("R3", "R4", "R5", "R6", "R7", "R8", "R9")
    p2 = ("B10", "B11", "B12", "B13", "B14", "B15", "B16")
    state = deal(p0, p1, p2)
    stock_before = state.view(None)["stock"]
    state = play(state, "play Y6 down")
    full = state.view(None)
    assert full["hand_sizes"] == [6, 6, 6]                  # 20 cards: 6 each, 2 left over
    assert full["stock"][:len(stock_before)] == stock_before and full["stock_size"] == len(stock_before) + 2
    gathered = Counter(p0[1:] + p1 + p2)
    assert Counter(c for h in full["hands"] for c in h) + Counter(full["stock"][-2:]) == gathered
    assert "Rule Y8: The hands are gathered, shuffled and dealt again: 6 cards each, 2 under the stock." in log(state)
    assert ("Règle Y8\u00a0: Les mains sont ramassées, mélangées et redistribuées\u00a0: 6 cartes à chacun, 2 sous la pioche."
            in log(state, "fr"))
    assert state.current_player == 1


# --- Y9: the stock, the end, scoring ----------------------------------------------------------------

def short_stock(state, *cards):
    """The position with a stock of ``cards`` (top first): the deck option always leaves 64 - 7n
    cards, too many to run out in a short test."""
    state.stock = [yoyo.parse_card(c) for c in reversed(cards)]
    return state


def test_y9_first_exhaustion_the_pile_but_its_top_becomes_the_stock_second_ends_the_round():
    """« Quand la pioche est épuisée, on reprend les cartes jouées pour former une nouvelle pioche. [...]
    Le jeu est aussi terminé lorsque la pioche est épuisée pour la 2ème fois. Dans ce cas on ne compte
    que les points négatifs. »"""
    p0 = ("B15", "B17", "B18", "B19", "B20", "R13", "R14")
    p1 = ("B16",) + LOW
    state = play(deal(p0, p1), "play B15", "play B16")
    state = short_stock(state, "R7")
    state = play(state, "play B17")               # player 2 draws R7, the last card: exhaustion
    full = state.view(None)
    assert full["exhaustions"] == 1 and full["pile"] == ["B17"] and sorted(full["stock"]) == ["B15", "B16"]
    assert "Rule Y9: The stock is exhausted: all of the pile except its top card is shuffled into a new stock of 2 cards." in log(state)
    assert full["hand_sizes"] == [5, 7] and state.current_player == 0
    state = play(state, "play B18")               # player 2 draws a card that does not fit
    assert not state.is_over and state.view(None)["stock_size"] == 1
    state = play(state, "play B19")               # ... and the last one: the second exhaustion
    assert state.is_over and state.view(None)["exhaustions"] == 2
    assert state.scores() == [-3, -9] and state.winners() == [0]
    assert "Rule Y9: The stock is exhausted for the second time: the round ends and only the minus points count." in log(state)


def test_y9_an_exhaustion_that_leaves_no_new_stock_counts_as_the_second():
    p0 = ("B15", "B17", "B18", "B19", "B20", "R13", "R14")
    state = play(short_stock(deal(p0, LOW + ("R7",)), "R8"), "play B15")     # player 2 draws R8, the last
    assert state.is_over and state.scores() == [-6, -8]


def test_y9_the_draw_that_exhausts_the_stock_completes_normally_even_the_second_time():
    """Decision Y9: « that draw completes normally »: a card that fits is laid (Y6), then the round ends."""
    p0 = ("B15", "B17", "B18", "B19", "B20", "R13", "R14")
    state = play(short_stock(deal(p0, LOW + ("R7",)), "B16"), "play B15")
    assert state.is_over and state.view(None)["pile"] == ["B15", "B16"] and state.scores() == [-6, -7]
    assert "Rule Y6: Player 2 cannot lay a card, draws the blue 16 and lays it: the pile goes up." in log(state)


def test_y9_scoring_plus_5_to_who_went_out_and_minus_1_per_card_to_the_others():
    """« Ce joueur reçoit 5 points. Les autres joueurs reçoivent –1 point pour chaque carte en main. »"""
    p0 = ("B9", "B10", "B11", "B12", "B13", "B14", "B15")
    state = play(deal(p0, LOW + ("R7",), LOW2 + ("R12",)), "play B9 B10 B11 B12 B13 B14 B15")
    assert state.is_over and state.scores() == [5, -7, -7] and state.winners() == [0]
    assert "Rule Y9: Points of the round: 5, \u22127, \u22127; totals: 5, \u22127, \u22127." in log(state)
    assert "Règle Y9\u00a0: Points de la manche\u00a0: 5, −7, −7\u202f; totaux\u00a0: 5, −7, −7." in log(state, "fr")


# --- Y10: the match -------------------------------------------------------------------------------------

def test_y10_twice_as_many_rounds_as_players_and_the_fewest_points_begin():
    """« on joue 2 fois plus de parties que de joueurs. A partir de la 2ème partie c'est le joueur avec
    le moins de points qui commence. »"""
    p0 = ("B9", "B10", "B11", "B12", "B13", "B14", "B15")
    state = play(deal(p0, LOW + ("R7",), match=True), "play B9 B10 B11 B12 B13 B14 B15")
    assert not state.is_over and state.view(None)["rounds"] == 4 and state.view(None)["round"] == 2
    assert state.scores() == [5, -7] and state.current_player == 1 and state.view(None)["starter"] == 1
    assert state.winners() == []


def test_y10_ties_go_to_the_first_tied_player_clockwise_after_the_previous_first():
    assert yoyo.match_starter([0, 0, 0], 1) == 2
    assert yoyo.match_starter([-3, 5, -3], 0) == 2
    assert yoyo.match_starter([-3, 5, -3], 2) == 0
    assert yoyo.match_starter([4, -1, 2, 0], 3) == 1


# --- Y11: the variant ------------------------------------------------------------------------------------

def test_y11_chained_steals_each_answer_passes_on_one_more_card():
    """VARIANTE: « Si un joueur pose la même carte sur une carte jaune avec l'action tirer des cartes, il
    ne doit pas tirer de cartes mais son voisin de gauche doit prendre 2 cartes à deux autres joueurs.
    Si le joueur de gauche pose encore cette même, c'est à son voisin de gauche de tirer 3 cartes dans
    le jeu de 2 joueurs. »"""
    p0 = ("Y3", "B3", "B4", "B5", "B6", "B7", "B8")
    p1 = ("Y7", "R3", "R4", "R5", "R6", "R7", "R8")
    p2 = ("Y11", "B10", "B11", "B12", "B13", "B14", "B15")
    standard = play(deal(p0, p1, p2), "play Y3 up")
    assert_refused(standard, "play Y7 up", "Y8")                # no answer outside the variant
    state = play(deal(p0, p1, p2, variant=True), "play Y3 up")
    assert {"play Y7 up", "play Y7 down", "steal 0 2"} <= set(legal(state))
    assert_refused(state, "play R3", "Y11")
    state = play(state, "play Y7 down")                         # a yellow on a yellow: Y4 as well
    assert "Rule Y11: Player 2 answers the steal with another steal card and takes nothing." in log(state)
    assert state.current_player == 2 and state.view(2)["steal_count"] == 2
    state = play(state, "play Y11 up")
    assert state.current_player == 0 and state.view(0)["steal_count"] == 3
    assert {"steal 1 1 2", "steal 1 2 1", "steal 2 2 1", "steal 1 2 2"} <= set(legal(state))
    assert_refused(state, "steal 1 2", "Y8")
    assert_refused(state, "steal 1 1 1", "Y8")
    state = play(state, "steal 1 2 2")
    assert state.view(None)["hand_sizes"] == [9, 5, 4] and state.current_player == 0


def test_y11_at_2_players_the_steal_becomes_a_decision_in_the_variant():
    """At 2 players the one steal is automatic, except in the variant, where the player hit may answer."""
    p0 = ("Y3", "B3", "B4", "B5", "B6", "B7", "B8")
    p1 = ("Y7", "R3", "R4", "R5", "R6", "R7", "R8")
    state = play(deal(p0, p1, variant=True), "play Y3 up")
    assert legal(state) == ["play Y7 down", "play Y7 up", "steal 0"]
    state = play(state, "play Y7 up")
    assert state.current_player == 0 and legal(state) == ["steal 1"]


def test_every_log_line_and_refusal_reads_in_french_and_english():
    """User-facing text exists in French and English: random games in both modes, every log entry,
    and the refusals of every kind of move at every step, translated without a missing key."""
    import random

    import cardlib
    from cardlib.text import i18n

    rng = random.Random(3)
    tried = ["play B5", "play Y15", "play Y15 up", "play B5 B7", "play B5 R6", "play B6 B5", "up", "steal 0 1",
             "steal 0", "pass B5", "play R20 R19"]
    for seed, variant, players in ((1, False, 2), (2, True, 4), (3, False, 6)):
        state = cardlib.new_game("yoyo", players=players, seed=seed, variant=variant)
        while not state.is_over:
            for move in tried:
                reason = state.explain(move)
                if reason is not None:
                    assert i18n.translate(reason, "fr") and reason.rule
            state.apply(rng.choice(state.legal_actions()))
        for line in state.log:
            french = i18n.translate(line, "fr")
            assert french and french != str(line)


def test_y10_the_view_keeps_each_finished_rounds_first_player_and_points():
    p0 = ("B9", "B10", "B11", "B12", "B13", "B14", "B15")
    state = play(deal(p0, LOW + ("R7",), match=True), "play B9 B10 B11 B12 B13 B14 B15")
    assert state.view(1)["history"] == [{"starter": 0, "points": [5, -7]}]
