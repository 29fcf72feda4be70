"""Ohio rules O1-O8 (docs/ohio.md#rules), each tested from the leaflet's own wording (seeds/ohio.fr.txt).

The French quotations are the leaflet's sentences with its scanning errors corrected
(e.g. "regoit" -> "reçoit"). Positions are built by scripted moves with ``first_player``
fixed; expected scores are worked out by hand from O6 in each test, never by the engine.
"""

import json
import random

import pytest

import cardlib
from cardlib.text import i18n
from cardlib import ohio
from rules_helpers import assert_refused, play

NUMBERS = [str(n) for n in range(1, 11)]
FULL_HAND = sorted(NUMBERS + ["ohio"])


def game(players=3, first=0, **options):
    """A fresh Ohio game with a fixed first leader."""
    return cardlib.new_game("ohio", players=players, seed=1, first_player=first, **options)


def legal(state):
    return sorted(str(a) for a in state.legal_actions())


def sweep(state, leader, cards):
    """``leader`` leads each of ``cards`` in turn and every other player passes at once."""
    for card in cards:
        assert state.current_player == leader
        state = state.apply(f"play {card}")
        for _ in range(state.players - 1):
            if state.is_over or state.current_player == leader:
                break
            state = state.apply("pass")
    return state


# --- O1 cards -------------------------------------------------------------------------------

def test_o1_every_player_holds_1_to_10_and_ohio():
    """O1. « Chaque joueur reçoit une série complète de cartes dans une couleur, c'est-à-dire
    des cartes allant de 1 à 10 plus la carte spéciale Ohio. »"""
    for players in range(2, 6):
        view = game(players).view(None)
        assert [sorted(h) for h in view["cards_left"]] == [FULL_HAND] * players


def test_o1_ohio_is_worth_minus_ten():
    """O1. « La valeur du pli est égale au total des valeurs de toutes les cartes qui en font
    partie. La carte spéciale Ohio vaut moins 10 ! »"""
    state = play(game(), "play 7")
    assert state.view(None)["trick_value"] == 7
    state = play(state, "play ohio")
    assert state.view(None)["trick_value"] == 7 - 10
    state = play(state, "play 2")
    assert state.view(None)["trick_value"] == 7 - 10 + 2


def test_o1_a_card_is_played_only_once():
    """O1. « Chaque joueur reçoit une série complète de cartes » : one card of each value, so a
    card already played cannot be played again."""
    state = play(game(), "play 5", "pass", "pass")       # player 0 wins and leads again
    assert state.current_player == 0
    assert "play 5" not in legal(state)
    assert_refused(state, "play 5", "O1")


@pytest.mark.parametrize("notation", ["play 0", "play 11", "play joker", "play -3"])
def test_o1_cards_that_do_not_exist_are_refused(notation):
    """O1. « des cartes allant de 1 à 10 plus la carte spéciale Ohio »."""
    assert_refused(game(), notation, "O1")


# --- O2 the first leader; the leader must play ------------------------------------------------

def test_o2_first_player_leads():
    """O2. « On tire au sort pour savoir qui joue la première carte. » With first_player the
    draw is fixed."""
    for players in range(2, 6):
        for first in range(players):
            state = game(players, first)
            assert state.current_player == first
            assert state.view(None)["leader"] == first


def test_o2_the_draw_for_the_first_leader_follows_the_seed():
    """O2. « On tire au sort pour savoir qui joue la première carte. » Without first_player
    the seed draws the leader: the same seed gives the same leader, and seeds vary it."""
    leaders = {}
    for seed in range(40):
        first = cardlib.new_game("ohio", players=4, seed=seed).current_player
        assert first == cardlib.new_game("ohio", players=4, seed=seed).current_player
        leaders[seed] = first
    assert set(leaders.values()) == {0, 1, 2, 3}


def test_o2_the_leader_cannot_pass():
    """O2. « Celui-ci [...] joue la première carte du pli suivant. » The leader plays a card;
    passing is only for the followers."""
    state = game()
    assert "pass" not in legal(state)
    assert_refused(state, "pass", "O2")
    # The winner of a trick leads the next one, and cannot pass either.
    state = play(state, "play 6", "play 2", "pass", "pass")
    assert state.current_player == 1
    assert "pass" not in legal(state)
    assert_refused(state, "pass", "O2")


def test_o2_the_leader_may_play_any_card():
    """O2. « A tour de rôle, chacun joue une carte » : the first card of a trick is free."""
    assert legal(game()) == sorted(f"play {c}" for c in FULL_HAND)


# --- O3 following: lower, Ohio, or pass; clockwise --------------------------------------------

def test_o3_turn_goes_clockwise():
    """O3. « Ensuite, on joue dans le sens des aiguilles d'une montre. »"""
    state = game(4, first=2)
    seen = [state.current_player]
    for card in (10, 9, 8, 7):
        state = state.apply(f"play {card}")
        seen.append(state.current_player)
    assert seen == [2, 3, 0, 1, 2]


def test_o3_a_follower_plays_strictly_lower_or_ohio_or_passes():
    """O3. « Lorsque c'est son tour, on peut soit jouer une carte dont la valeur est inférieure
    à celle de la carte précédente, soit passer son tour. »"""
    state = play(game(), "play 7")
    assert legal(state) == sorted([f"play {n}" for n in range(1, 7)] + ["play ohio", "pass"])
    reason = assert_refused(state, "play 7", "O3")
    assert "7" in reason
    assert_refused(state, "play 8", "O3")
    assert_refused(state, "play 10", "O3")


def test_o3_the_leaflet_nine_then_eight_two_or_one():
    """O3. « Si un joueur joue un 9, le suivant peut jouer un 8, ou tout de suite un 2 ou même
    un 1. » « Les cartes n'ont pas besoin de se suivre les unes les autres »."""
    for answer in ("8", "2", "1"):
        state = play(game(), "play 9", f"play {answer}")
        assert state.view(None)["trick"] == [{"player": 0, "card": "9"}, {"player": 1, "card": answer}]
        assert state.view(None)["last_number"] == int(answer)


def test_o3_the_leaflet_example_four_ohio_ohio_three():
    """O3. « Par exemple : on peut jouer un 4, ensuite une carte Ohio, ensuite encore une carte
    Ohio et ensuite un 3. »"""
    state = play(game(), "play 4", "play ohio", "play ohio", "play 3")
    view = state.view(None)
    assert [t["card"] for t in view["trick"]] == ["4", "ohio", "ohio", "3"]
    assert view["trick_value"] == 4 - 10 - 10 + 3
    # The Ohio cards did not lower the bar: after them, the last number was still 4.
    state = play(game(), "play 4", "play ohio", "play ohio")
    assert "play 3" in legal(state) and "play 5" not in legal(state)
    assert "4" in assert_refused(state, "play 5", "O3")


def test_o3_ohio_may_follow_any_card_even_ohio():
    """O3. « La carte Ohio a le droit d'être jouée après n'importe quelle carte, même après une
    autre carte Ohio. Elle a toujours une valeur inférieure à celle de la carte précédente. »"""
    for lead in ["1", "5", "10"]:
        state = play(game(), f"play {lead}")
        assert "play ohio" in legal(state)
        state = play(state, "play ohio")
        assert "play ohio" in legal(state)
        state = play(state, "play ohio")
        assert [t["card"] for t in state.view(None)["trick"]] == [lead, "ohio", "ohio"]


def test_o3_after_a_one_only_ohio_or_pass():
    """O3. « il faut juste que la valeur de chaque carte jouée soit inférieure à celle de la
    carte précédente » : nothing is lower than 1 but Ohio."""
    state = play(game(), "play 1")
    assert legal(state) == ["pass", "play ohio"]


def test_o3_a_trick_opened_with_ohio_admits_any_card():
    """O3. « Si un pli débute avec une carte Ohio, n'importe quelle carte peut être jouée
    ensuite. »"""
    state = play(game(), "play ohio")
    assert legal(state) == sorted([f"play {c}" for c in FULL_HAND] + ["pass"])
    for card in NUMBERS:
        after = play(game(), "play ohio", f"play {card}")
        assert after.view(None)["last_number"] == int(card)
    # Still true while the trick holds only Ohio cards.
    state = play(game(), "play ohio", "play ohio")
    assert "play 10" in legal(state)
    state = play(state, "play 10")
    assert state.view(None)["trick_value"] == -10 - 10 + 10


def test_o3_passing_while_able_to_play():
    """O3. « On a bien sûr le droit de passer son tour pour des raisons stratégiques, même si
    on avait pu jouer une carte. »"""
    state = play(game(), "play 10")
    assert len(legal(state)) > 1
    state = play(state, "pass")
    assert state.current_player == 2
    assert state.view(None)["in_trick"] == [0, 2]


def test_o3_passing_leaves_the_trick_for_good():
    """O3. « Une fois que l'on a passé, on ne peut plus participer à ce pli. »"""
    state = play(game(), "play 10", "pass")
    turns = []
    for card in (9, 8, 7, 6, 5, 4):
        turns.append(state.current_player)
        state = state.apply(f"play {card}")
    assert turns == [2, 0, 2, 0, 2, 0]                  # player 1 is skipped every time
    assert state.view(None)["in_trick"] == [0, 2]
    # Back in the next trick: 2 passes, 0 (last card, the 4) wins and leads, 1 may follow.
    state = play(state, "pass")
    assert state.view(None)["trick"] == []
    assert state.current_player == 0
    state = play(state, "play 3")
    assert state.current_player == 1


def test_o3_a_player_may_play_several_times_in_one_trick():
    """O3. « Il est tout à fait possible que lors d'un même pli certains joueurs jouent
    plusieurs fois. »"""
    state = play(game(2), "play 10", "play 9", "play 8", "play 7", "play 6")
    assert [t["player"] for t in state.view(None)["trick"]] == [0, 1, 0, 1, 0]
    assert state.current_player == 1


# --- O4 winning a trick ------------------------------------------------------------------------

def test_o4_the_last_card_wins_only_when_all_others_passed():
    """O4. « C'est seulement lorsque tous les autres joueurs ont passé que le joueur qui a joué
    la dernière carte remporte le pli. Celui-ci place les cartes rapportées par ce pli devant
    lui, face cachée, et joue la première carte du pli suivant. »"""
    state = play(game(), "play 5", "play 3", "pass")
    assert state.view(None)["trick_value"] == 8          # one pass is not enough
    state = play(state, "pass")
    view = state.view(None)
    assert view["trick"] == []
    assert view["won_points"] == [0, 5 + 3, 0]
    assert sorted(view["won_cards"][1]) == ["3", "5"]
    assert view["tricks_won"] == [0, 1, 0]
    assert state.current_player == 1 and view["leader"] == 1
    assert view["in_trick"] == [0, 1, 2]


def test_o4_an_ohio_can_win_the_trick():
    """O4 with O3. « Elle a toujours une valeur inférieure à celle de la carte précédente » :
    the player of the last card wins, even when it is an Ohio."""
    state = play(game(), "play 2", "play ohio", "pass", "pass")
    assert state.view(None)["won_points"] == [0, 2 - 10, 0]
    assert state.current_player == 1


def test_o4_the_leader_wins_when_everyone_passes():
    """O4. « lorsque tous les autres joueurs ont passé » : a lone lead wins its own trick."""
    state = play(game(4, first=3), "play 9", "pass", "pass", "pass")
    assert state.view(None)["won_points"] == [0, 0, 0, 9]
    assert state.current_player == 3


# --- O5 end of the round ------------------------------------------------------------------------

def test_o5_last_card_played_then_the_trick_is_finished_then_the_round_ends():
    """O5. « Lorsqu'un joueur joue sa dernière carte, le pli en cours est encore entièrement
    joué. Et ensuite la partie est terminée. »"""
    # Player 0 leads Ohio, then 1 to 9, and the others always pass: 0 wins all ten tricks.
    state = sweep(game(), 0, ["ohio"] + list(range(1, 10)))
    assert state.view(None)["cards_left"][0] == ["10"]
    state = play(state, "play 10")                       # 0's last card: the round is ending
    assert not state.is_over and state.view(None)["ending"]
    assert state.current_player == 1
    state = play(state, "play 9", "play 8")               # the trick goes on
    assert state.current_player == 0
    assert state.legal_actions() == [state.parse_action("pass")]   # no card: only pass
    assert_refused(state, "play 10", "O3")
    state = play(state, "pass", "play 7", "pass")          # 2 passes: 1 (the 7) wins
    assert state.is_over and state.current_player is None
    assert state.legal_actions() == []
    # O6 by hand: 0 won Ohio (-10) and 1..9, and holds nothing.
    score0 = -10 + (1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9)
    # 1 won the last trick 10+9+8+7 and holds 1..6, 8, 10 and Ohio (-10 in hand).
    score1 = (10 + 9 + 8 + 7) - (1 + 2 + 3 + 4 + 5 + 6 + 8 + 10) - 10
    # 2 won nothing and holds 1..7, 9, 10 and Ohio.
    score2 = -(1 + 2 + 3 + 4 + 5 + 6 + 7 + 9 + 10) - 10
    assert state.scores() == [score0, score1, score2] == [35, -15, -57]
    assert state.winners() == [0]
    assert_refused(state, "pass", "O5")


def test_o5_the_round_ends_at_once_when_the_last_card_wins_the_trick():
    """O5. « Et ensuite la partie est terminée. » Nobody answers the last card: the trick is
    over as soon as the others pass, and so is the round."""
    state = sweep(game(2), 0, ["ohio"] + list(range(1, 11)))
    assert state.is_over
    # 0 won every trick: 1..10 minus Ohio; 1 holds all eleven cards.
    assert state.scores() == [55 - 10, -(55 + 10)]


def test_o5_several_players_may_run_out_in_the_last_trick():
    """O5. « le pli en cours est encore entièrement joué » : others may empty their hands too."""
    # Two players: 0 and 1 alternate leads so that each has only Ohio left at the end.
    state = game(2)
    for high, low in [(10, 9), (8, 7), (6, 5), (4, 3), (2, 1)]:
        leader = state.current_player
        state = play(state, f"play {high}")
        state = play(state, f"play {low}", "pass")         # the follower wins with the low card
        assert state.current_player == 1 - leader
        state = play(state, f"play {high}", f"play {low}", "pass")
        assert state.current_player == leader
    state = play(state, "play ohio", "play ohio")           # both hands now empty
    assert not state.is_over
    assert state.legal_actions() == [state.parse_action("pass")]
    state = play(state, "pass")
    assert state.is_over
    # Each player won (10+9) + (8+7) + ... + (2+1) = 55; player 1 also won the Ohio trick.
    assert state.scores() == [55, 55 - 20]
    assert state.winners() == [0]


# --- O6 scoring ---------------------------------------------------------------------------------

def test_o6_ohio_counts_minus_ten_in_tricks_and_in_hand():
    """O6. « Chaque joueur additionne les valeurs des plis qu'il a gagnés et soustrait du total
    la valeur des cartes qu'il a encore en mains. Chaque carte Ohio vaut -10 points, qu'elle
    provienne d'un pli ou de sa main. »"""
    state = game()
    # A trick with two Ohio cards, won by player 2.
    state = play(state, "play 5", "play ohio", "play ohio", "pass", "pass")
    assert state.view(None)["won_points"] == [0, 0, 5 - 10 - 10]
    # Player 2 then leads 1..10; the others pass each time.
    state = sweep(state, 2, range(1, 11))
    assert state.is_over
    # O6 by hand.
    score0 = 0 - (1 + 2 + 3 + 4 + 6 + 7 + 8 + 9 + 10) - 10   # played only the 5; Ohio in hand
    score1 = 0 - 55                                            # played Ohio; holds 1..10
    score2 = (5 - 10 - 10) + 55                                # both Ohios in a won trick
    assert state.scores() == [score0, score1, score2] == [-60, -55, 40]
    assert state.winners() == [2]
    entries = [str(m) for m in state.log if str(m).startswith("Rule O6:")]
    assert len(entries) == 3 and all(str(s).replace("-", "\u2212") in e for s, e in zip([score0, score1, score2], entries))


def test_o6_ties_all_win():
    """O6. « Le joueur qui totalise le plus de valeurs, gagne la partie. » Equal highest all win."""
    state = game(2)
    for high, low in [(10, 9), (8, 7), (6, 5), (4, 3), (2, 1)]:
        state = play(state, f"play {high}", f"play {low}", "pass")
        state = play(state, f"play {high}", f"play {low}", "pass")
    assert state.current_player == 0
    state = play(state, "play ohio", "pass")                # 0 plays their last card and wins it
    assert state.is_over
    # Both won 19 + 15 + 11 + 7 + 3 = 55; 0 won the Ohio (-10), 1 holds it (-10).
    assert state.scores() == [55 - 10, 55 - 10]
    assert state.winners() == [0, 1]


def test_o6_scores_during_the_round_are_the_tricks_won_so_far():
    """O6. « Chaque joueur doit annoncer la valeur du pli » : won points grow trick by trick,
    and nobody has won before the end."""
    state = play(game(), "play 6", "play 4", "pass", "pass")
    assert state.scores() == [0, 10, 0]
    assert state.winners() == []


# --- O7 match -----------------------------------------------------------------------------------

def test_o7_match_rounds_add_up_and_the_leader_moves_clockwise():
    """O7. « La façon la plus sympathique de pratiquer ce jeu est de faire plusieurs parties à
    la suite. A la fin de chaque partie on note les valeurs que les joueurs ont obtenues. Celui
    qui après un certain nombre de parties totalise le plus de valeurs, remporte la victoire. »"""
    state = game(3, first=0, match=True, rounds=2)
    state = sweep(state, 0, ["ohio"] + list(range(1, 11)))
    assert not state.is_over
    view = state.view(None)
    assert view["round"] == 2 and view["rounds"] == 2
    assert state.current_player == 1                     # the first leader moved clockwise
    assert [sorted(h) for h in view["cards_left"]] == [FULL_HAND] * 3    # new hands
    sweeper, others = 55 - 10, -(55 + 10)
    assert view["match_points"] == [sweeper, others, others]
    assert state.winners() == []
    state = sweep(state, 1, ["ohio"] + list(range(1, 11)))
    assert state.is_over
    assert state.scores() == [sweeper + others, others + sweeper, others + others]
    assert state.winners() == [0, 1]


def test_o7_default_is_one_round_per_player_and_the_lead_wraps_around():
    """O7 (decision). « Celui qui après un certain nombre de parties totalise le plus de valeurs,
    remporte la victoire. » The number is one round per player by default, and the first leader
    moves one seat clockwise each round."""
    state = game(3, first=2, match=True)
    leaders = []
    while not state.is_over:
        leaders.append(state.current_player)
        state = sweep(state, state.current_player, ["ohio"] + list(range(1, 11)))
    assert leaders == [2, 0, 1]
    assert state.scores() == [45 - 65 - 65] * 3
    assert state.winners() == [0, 1, 2]


def test_o7_one_round_without_match():
    """O7. « Lorsqu'un joueur joue sa dernière carte, [...] ensuite la partie est terminée. »
    Without match=True, one round is the whole game."""
    state = sweep(game(3, first=1), 1, ["ohio"] + list(range(1, 11)))
    assert state.is_over and state.view(None)["rounds"] == 1


# --- O8 visibility ------------------------------------------------------------------------------

def test_o8_views_show_every_hand_points_and_the_trick_value():
    """O8. « Tous les joueurs doivent pouvoir bien voir les cartes du pli en cours. » « Chaque
    joueur doit annoncer la valeur du pli après avoir joué sa carte. »"""
    state = play(game(), "play 8", "play 3", "pass", "pass", "play 9")
    full = state.view(None)
    for p in range(3):
        view = state.view(p)
        json.dumps(view)
        assert view["hand"] == full["cards_left"][p]
        assert view["cards_left"] == full["cards_left"]
        assert view["won_points"] == [0, 11, 0]
        assert view["trick"] == [{"player": 1, "card": "9"}]
        assert view["trick_value"] == 9
        assert ("legal_actions" in view) == (p == state.current_player)
    assert any("worth 9" in str(m) for m in state.log)


# --- refusals, translations, arguments ----------------------------------------------------------

def test_every_refusal_names_its_rule_and_has_a_french_translation():
    """Every refusal starts with its rule id, in English and in French, and differs by language."""
    cases = [
        (game(), "pass", "O2"),
        (play(game(), "play 7"), "play 9", "O3"),
        (play(game(), "play 5", "pass", "pass"), "play 5", "O1"),
        (game(), "play 12", "O1"),
    ]
    finished = sweep(game(2), 0, ["ohio"] + list(range(1, 11)))
    cases.append((finished, "play 3", "O5"))
    for state, move, rule in cases:
        reason = assert_refused(state, move, rule)
        french = i18n.translate(reason, "fr")
        assert french.startswith(f"Règle {rule}\u00a0:"), french
        assert french != reason


def test_moves_are_said_in_words_in_french_and_english():
    """Issue 24: what people read says « jouer le 3 », « jouer la carte Ohio », « passer », never the
    notation ('play 3', 'play ohio', 'pass')."""
    words = {move: cardlib.move_words("ohio", move) for move in ("play 3", "play ohio", "pass", "play 10")}
    assert [i18n.translate(w, "fr") for w in words.values()] == [
        "jouer le 3", "jouer la carte Ohio", "passer", "jouer le 10"]
    assert [i18n.translate(w, "en") for w in words.values()] == [
        "play the 3", "play the Ohio card", "pass", "play the 10"]
    assert i18n.translate(cardlib.move_words("ohio", ohio.PLAY[ohio.OHIO]), "fr") == "jouer la carte Ohio"
    with pytest.raises(ValueError):
        cardlib.move_words("ohio", "play 11")


def test_the_french_log_and_refusals_say_cards_in_words_with_a_real_minus_sign():
    """Issue 24: « Joueur 2 joue la carte Ohio ; le pli vaut −3. », not « joue Ohio … -3 »; a refusal
    names « le 9 », not « 9 » or « play 9 »."""
    state = play(game(), "play 7", "play ohio")
    french = [i18n.translate(m, "fr") for m in state.log]
    assert french[1:] == ["Joueur 1 joue le 7\u202f; le pli vaut 7.", "Joueur 2 joue la carte Ohio\u202f; le pli vaut −3."]
    assert [str(m) for m in state.log[1:]] == ["Player 1 plays the 7; the trick is worth 7.",
                                                "Player 2 plays the Ohio card; the trick is worth \u22123."]
    reason = i18n.translate(state.explain("play 9"), "fr")
    assert reason == ("Règle O3\u00a0: une carte doit être inférieure au dernier nombre joué, 7\u202f; le 9 ne l'est pas "
                      "(la carte Ohio peut toujours être jouée, ou vous pouvez passer).")
    assert "play" not in reason and "-" not in reason


def test_unknown_notation_is_refused_with_examples():
    """Bad notation is an IllegalAction whose text shows how moves are written."""
    state = game()
    reason = state.explain("jump 3")
    assert reason is not None and "play 7" in reason
    with pytest.raises(cardlib.IllegalAction):
        state.apply("jump 3")


def test_notation_round_trips():
    """Every action's notation parses back to an equal, hashable action."""
    state = play(game(), "play ohio")
    for action in state.legal_actions():
        assert state.parse_action(str(action)) == action
        assert hash(state.parse_action(str(action))) == hash(action)


@pytest.mark.parametrize("players", [0, 1, 6, 10])
def test_bad_player_counts_name_the_range(players):
    """« Nombre de joueurs : 2 à 5 »."""
    with pytest.raises(ValueError, match="2 to 5"):
        cardlib.new_game("ohio", players=players)


@pytest.mark.parametrize("players", ["3", 2.0, True])
def test_player_count_must_be_a_whole_number(players):
    """A player count is a whole number."""
    with pytest.raises(ValueError, match="players must be a whole number"):
        cardlib.new_game("ohio", players=players)


def test_bad_arguments_raise_clear_value_errors():
    """A deck, unknown options, bad rounds and bad first_player are refused with a reason."""
    with pytest.raises(ValueError, match="deck"):
        cardlib.new_game("ohio", players=3, deck=["1", "2"])
    with pytest.raises(ValueError, match="match=True"):
        cardlib.new_game("ohio", players=3, rounds=2)
    for rounds in (0, -1, "2", 1.5, True):
        with pytest.raises(ValueError, match="rounds"):
            cardlib.new_game("ohio", players=3, match=True, rounds=rounds)
    with pytest.raises(ValueError, match="unknown ohio options"):
        cardlib.new_game("ohio", players=3, variant=True)
    for first in (3, -1, "0", True, 1.0):
        with pytest.raises(ValueError, match="first_player"):
            cardlib.new_game("ohio", players=3, first_player=first)
    with pytest.raises(ValueError, match="seed"):
        cardlib.new_game("ohio", players=3, seed="seven")


def test_notation_ignores_case_and_spaces():
    """docs/ohio.md: parsing ignores case and surrounding spaces; str() is the lower-case form."""
    state = game()
    assert str(state.parse_action("  PLAY Ohio ")) == "play ohio"
    assert state.apply(" Play 7 ").moves == ["play 7"]


@pytest.mark.parametrize("players", range(2, 6))
def test_a_round_has_at_most_eleven_times_players_squared_moves(players):
    """O3-O5: each player plays at most 11 cards and passes at most once per trick, so a
    round has at most 11 * players**2 moves (docs/ohio.md, Termination)."""
    for seed in range(20):
        rng = random.Random(seed)
        state = cardlib.new_game("ohio", players=players, seed=seed)
        moves = 0
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
            moves += 1
        assert moves <= 11 * players ** 2


def test_o6_the_game_over_line_says_winners_when_several_tie():
    """O6. « Le joueur ayant le plus de points gagne » ; equal highest all win, and the last log line
    says "Winners" / « Gagnants » for several (issue 7), "Winner" / « Gagnant » for one."""
    rng = random.Random(28)
    state = cardlib.new_game("ohio", players=3, seed=28)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    assert state.scores() == [-27, 46, 46] and state.winners() == [1, 2]
    assert str(state.log[-1]) == ("Game over. Scores: \u221227 for Player 1, 46 for Player 2, 46 for Player 3. "
                                  "Winners: Player 2 and Player 3.")
    assert i18n.translate(state.log[-1], "fr") == (
        "Fin de la partie. Scores\u00a0: −27 pour Joueur 1, 46 pour Joueur 2, 46 pour Joueur 3. "
        "Gagnants\u00a0: Joueur 2 et Joueur 3.")
    rng = random.Random(1)
    single = cardlib.new_game("ohio", players=3, seed=1)
    while not single.is_over:
        single = single.apply(rng.choice(single.legal_actions()))
    assert len(single.winners()) == 1
    assert " Winner: Player " in str(single.log[-1]) and " Gagnant\u00a0: Joueur " in i18n.translate(single.log[-1], "fr")


def test_o1_malformed_action_objects_are_refused_as_such():
    """Issue 7: explain(Action("play", 42)) said "O1: you have already played your 42", and
    Action("fly") "... your None". Objects that are no Ohio move are refused as not well-formed."""
    from cardlib.ohio import Action
    state = game()
    for bad in (Action("play", 42), Action("fly"), Action("pass", 3), Action("play", "7"), Action("play", None)):
        reason = assert_refused(state, bad, "O1")
        assert reason == (f"Rule O1: {bad!r} is not a well-formed Ohio move: the moves are to pass and to play a card, "
                          "1 to 10 or Ohio.")
    assert state.explain(Action("play", 7)) is None              # built by hand, but well-formed


def test_the_greedy_bot_says_its_moves_in_words():
    """Issue 24: « play ohio : se débarrasse … » became « jouer la carte Ohio : s'en débarrasse (−10) … »;
    every reason of the greedy bot names its move in words, and negative values with a real minus sign."""
    import cardlib.bots as bots

    seen = set()
    for seed in range(6):
        state = cardlib.new_game("ohio", players=3, seed=seed, first_player=0)
        bot = bots.get("greedy", "ohio", seed=seed)
        while not state.is_over:
            reason = bot.explain(state)
            move = bot._last[1]
            french, english = i18n.translate(reason, "fr"), i18n.translate(reason, "en")
            assert french.startswith(i18n.translate(cardlib.move_words("ohio", move), "fr") + "\u00a0: "), french
            assert english.startswith(str(cardlib.move_words("ohio", move)) + ": "), english
            assert "play" not in french and "pass " not in french and "-" not in french
            assert not english.startswith(("play ohio", "play 1"))
            seen.add(reason.key)
            state = state.apply(move)
    assert {"bot.ohio.dump", "bot.ohio.pass", "bot.ohio.win"} <= seen
    dump = i18n.Message("bot.ohio.dump", move=cardlib.move_words("ohio", "play ohio"), value=4)
    assert i18n.translate(dump, "fr") == "jouer la carte Ohio\u00a0: s'en débarrasse (−10) dans un pli qui vaut 4."
