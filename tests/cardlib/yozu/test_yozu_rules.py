"""Yozu rules Z1-Z9 (docs/yozu.md#rules), each tested from the leaflet's own wording (seeds/yozu.fr.txt).

The French quotations are the leaflet's sentences (its typing slips corrected: "don" ->
"donc", "exemplaire" -> "exemplaires"; curly apostrophes written straight). Positions are scripted with an explicit ``deck``
(top first: one display card per player from player 0 upward, then the Oracle's two cards,
then the next Oracle's two, and so on) and a fixed ``first_player``; what should happen is
worked out by hand from the rules in each test, never read back from the engine.
"""

import json
from collections import Counter

import pytest

import cardlib
from cardlib.text import i18n
from cardlib import yozu
from cardlib.yozu import deck_with
from rules_helpers import assert_refused, play

NAMES = [f"{a}:{s}" for a in ("panda", "carp", "dragonfly", "tiger")
         for s in ("spring", "summer", "autumn", "winter")]


def spaces(text):
    """``text`` with French typography's no-break spaces (before « : », inside « », ...) as plain spaces."""
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def game(players, first, *cards, seed=1, **kwargs):
    """A Yozu game whose deck starts with ``cards`` and whose first Oracle is ``first``."""
    return cardlib.new_game("yozu", players=players, seed=seed, deck=deck_with(*cards),
                            first_player=first, **kwargs)


def legal(state):
    return [str(a) for a in state.legal_actions()]


def displays(state):
    return state.view(None)["displays"]


def new_log(state, since):
    """The log entries added since the log had ``since`` entries."""
    return [str(m) for m in state.log[since:]]


# The leaflet's example: « L'Oracle a tiré les cartes « Panda d'Hiver » et « Tigre d'Été ». »
# Four players, the Oracle is player 0, so the guessers are 1, 2, 3, then 1 again.
EXAMPLE = ("carp:spring", "carp:autumn", "dragonfly:winter", "panda:spring",   # displays of 0..3
           "panda:winter", "tiger:summer")                                      # the Oracle's cards


def example():
    return game(4, 0, *EXAMPLE)


# --- Z1 cards -------------------------------------------------------------------------------------

def test_z1_thirty_two_cards_four_animals_four_seasons_two_of_each():
    """Z1. « 32 cartes Yozu composées de 4 animaux dans 4 saisons » ; « Il y a donc 16 cartes
    différentes, chacune en deux exemplaires. »"""
    for players in range(2, 7):
        for seed in range(5):
            full = cardlib.new_game("yozu", players=players, seed=seed).view(None)
            cards = [c for d in full["displays"] for c in d] + full["hand"] + full["deck"]
            assert len(cards) == 32
            assert Counter(cards) == Counter({name: 2 for name in NAMES})


def test_z1_names_and_symbols_of_animals_and_seasons():
    """Z1. « Le Panda représenté par un carreau - La Carpe représentée par un rond - La Libellule
    représentée par une fleur - Le Tigre représenté par une croix » ; « Le Printemps représenté
    par un trèfle. - L'Été représenté par un triangle - L'Automne représenté par un cœur. -
    L'Hiver représenté par une fenêtre »."""
    french = {"panda": "Panda", "carp": "Carpe", "dragonfly": "Libellule", "tiger": "Tigre",
              "spring": "Printemps", "summer": "Été", "autumn": "Automne", "winter": "Hiver"}
    for element, name in french.items():
        assert i18n.card_name(element, "fr") == name
        assert i18n.card_name(element, "en") == element.capitalize()
    assert i18n.card_name("panda:winter", "fr") == "Panda d'Hiver"
    assert i18n.card_name("tiger:summer", "fr") == "Tigre d'Été"
    assert i18n.card_name("dragonfly:autumn", "fr") == "Libellule d'Automne"
    assert i18n.card_name("tiger:spring", "fr") == "Tigre de Printemps"
    assert i18n.card_name("tiger:summer", "en") == "Summer Tiger"
    assert yozu.SYMBOLS == {"panda": "◆", "carp": "●", "dragonfly": "✿", "tiger": "✚",
                            "spring": "♣", "summer": "▲", "autumn": "♥", "winter": "▦"}


@pytest.mark.parametrize("move", ["guess unicorn:summer", "guess tiger:monsoon", "guess tiger",
                                  "reveal unicorn", "swap 1 carp:june"])
def test_z1_cards_and_elements_that_do_not_exist_are_refused(move):
    """Z1. « Les 4 animaux sont [...] Les 4 saisons sont [...] » : nothing else can be named."""
    assert_refused(example(), move, "Z1")


# --- Z2 set-up --------------------------------------------------------------------------------------

def test_z2_one_card_face_up_to_each_player_from_the_top_of_the_deck():
    """Z2. « Mélangez les 32 cartes et faites-en une pioche, face cachée, au milieu de la table.
    Distribuez une carte à chaque joueur qu'il place devant lui, face visible. »"""
    state = example()
    assert displays(state) == [["carp:spring"], ["carp:autumn"], ["dragonfly:winter"], ["panda:spring"]]
    assert state.view(None)["hand"] == ["panda:winter", "tiger:summer"]
    assert state.view(2)["deck_size"] == 32 - 4 - 2
    for players in range(2, 7):
        full = cardlib.new_game("yozu", players=players, seed=3).view(None)
        assert [len(d) for d in full["displays"]] == [1] * players
        assert full["deck_size"] == len(full["deck"]) == 32 - players - 2


def test_z2_the_first_oracle_is_drawn_at_random_or_given():
    """Z2. « Un premier joueur est désigné au hasard. Il sera l'Oracle. »"""
    for first in range(4):
        state = cardlib.new_game("yozu", players=4, seed=5, first_player=first)
        assert state.view(None)["oracle"] == first
    oracles = set()
    for seed in range(40):
        one = cardlib.new_game("yozu", players=4, seed=seed).view(None)["oracle"]
        assert one == cardlib.new_game("yozu", players=4, seed=seed).view(None)["oracle"]
        oracles.add(one)
    assert oracles == {0, 1, 2, 3}
    # The shuffle follows the seed too.
    assert cardlib.new_game("yozu", players=4, seed=9).view(None)["deck"] == \
        cardlib.new_game("yozu", players=4, seed=9).view(None)["deck"]


@pytest.mark.parametrize("players", [0, 1, 7])
def test_player_counts_outside_two_to_six_are_refused(players):
    """docs/yozu.md (its heading): 3 to 6 players, 2 allowed as a learning mode."""
    with pytest.raises(ValueError, match="2 to 6"):
        cardlib.new_game("yozu", players=players)


def test_deck_validation_names_the_faulty_cards():
    """Z1/Z2: a ``deck`` must be the 32 cards, each of the 16 twice; the error names the fault."""
    good = deck_with()
    cardlib.new_game("yozu", players=3, deck=good)
    with pytest.raises(ValueError, match="unicorn:summer"):
        cardlib.new_game("yozu", players=3, deck=good[:-1] + ["unicorn:summer"])
    # A third tiger:summer in place of a carp:autumn: both are named.
    bad = good.copy()
    bad[bad.index("carp:autumn")] = "tiger:summer"
    with pytest.raises(ValueError) as error:
        cardlib.new_game("yozu", players=3, deck=bad)
    assert "more than 2 of tiger:summer" in str(error.value)
    assert "fewer than 2 of carp:autumn" in str(error.value)
    # A card missing (31 cards), or one too many (33).
    short = good.copy()
    short.remove("dragonfly:winter")
    with pytest.raises(ValueError, match="fewer than 2 of dragonfly:winter"):
        cardlib.new_game("yozu", players=3, deck=short)
    with pytest.raises(ValueError, match="more than 2 of panda:spring"):
        cardlib.new_game("yozu", players=3, deck=good + ["panda:spring"])
    with pytest.raises(ValueError, match="deck"):
        cardlib.new_game("yozu", players=3, deck="tiger:summer")
    with pytest.raises(ValueError, match="unknown yozu options"):
        cardlib.new_game("yozu", players=3, rounds=3)


# --- Z3 the Oracle's draw; identical pairs; the deck running out -----------------------------------

def test_z3_the_oracle_draws_the_top_two_cards_secretly():
    """Z3. « L'Oracle tire les deux premières cartes de la pioche, qu'il doit consulter
    secrètement. »"""
    state = example()
    assert state.view(0)["hand"] == ["panda:winter", "tiger:summer"]
    for p in (1, 2, 3):
        view = state.view(p)
        assert "hand" not in view and view["oracle_cards"] == 2
        view.pop("legal_actions", None)                    # every guess is open to player 1
        assert "panda:winter" not in json.dumps(view) and "tiger:summer" not in json.dumps(view)
    assert "Player 1, the Oracle, secretly draws two cards (26 cards left in the deck)." in state.log


def test_z3_two_identical_cards_are_shown_shuffled_back_and_two_new_ones_drawn():
    """Z3. « S'il tire deux cartes rigoureusement identiques (même animal et même saison), il le
    fait constater, mélange à nouveau la pioche et en tire deux nouvelles. »"""
    cards = ("carp:spring", "carp:autumn", "dragonfly:winter", "tiger:summer", "tiger:summer")
    state = game(3, 0, *cards, seed=4)
    first_rest = deck_with(*cards)[5:]
    full = state.view(None)
    # Public and logged: every player sees the pair, and the log says so citing Z3.
    entries = [str(m) for m in state.log if str(m).startswith("Rule Z3:")]
    assert entries[0] == ("Rule Z3: the Oracle drew two identical cards, Summer Tiger: the Oracle shows them to all, "
                          "shuffles them back into the deck and draws two new cards.")
    for p in range(3):
        assert state.view(p)["shown_pairs"][0] == "tiger:summer"
        assert state.view(p)["deck_size"] == 32 - 3 - 2
    # Two new cards, different, drawn from the deck with the pair shuffled back into it.
    hand = full["hand"]
    assert len(hand) == 2 and hand[0] != hand[1]
    assert Counter(hand + full["deck"]) == Counter(first_rest + ["tiger:summer"] * 2)
    assert full["deck"] != first_rest[2:]                  # shuffled, not merely put back
    # The shuffle follows the seed.
    again = game(3, 0, *cards, seed=4).view(None)
    assert again["hand"] == hand and again["deck"] == full["deck"]
    assert state.current_player == 1 and state.view(None)["oracle"] == 0


def test_z3_identical_pairs_are_redrawn_as_often_as_needed():
    """Z3. « il le fait constater, mélange à nouveau la pioche et en tire deux nouvelles » : if
    the new two are identical again, the same happens again."""
    cards = ("carp:spring", "carp:autumn", "dragonfly:winter", "tiger:summer", "tiger:summer")
    for seed in range(3000):
        state = game(3, 0, *cards, seed=seed)
        if len(state.view(1)["shown_pairs"]) >= 2:
            break
    else:
        pytest.fail("no seed below 3000 gives two identical pairs in a row")
    pairs = state.view(1)["shown_pairs"]
    assert len([m for m in state.log if m.key == "yozu.identical_pair"]) == len(pairs)
    hand = state.view(0)["hand"]
    assert hand[0] != hand[1]


def checkerboard_deck(leftover):
    """A 2-player deck whose round runs the deck out with no YOZUKA or YOZUMI.

    Think of the cards as a 4 x 4 grid, animals by seasons: player 0 only ever receives cards of
    the "even" squares (animal index + season index even) and player 1 only "odd" ones, two
    squares of each in every row and column, so no display completes a row (YOZUKA) or a
    column (YOZUMI). With first_player=0, in turn t the guesser is player 1 - t % 2 and the
    Oracle player t % 2; the guesser finds the first of the two cards and keeps it, the Oracle
    places the second. ``leftover``: 0 (fifteen turns empty the deck) or 2 (fourteen turns,
    then only two identical cards are left: an even kind, so player 0 starts with an odd card).
    """
    even = [n for n in NAMES if (NAMES.index(n) // 4 + NAMES.index(n) % 4) % 2 == 0] * 2
    odd = [n for n in NAMES if (NAMES.index(n) // 4 + NAMES.index(n) % 4) % 2 == 1] * 2
    if leftover == 2:
        pair = ["panda:spring", "panda:spring"]
        for card in pair:
            even.remove(card)
        start = [odd.pop(0), odd.pop(0)]
    else:
        pair = []
        start = [even.pop(0), odd.pop(0)]
    turns = []
    for t in range((30 - leftover) // 2):
        turns.append((odd.pop(0), even.pop(0)) if t % 2 == 0 else (even.pop(0), odd.pop(0)))
    assert not even and not odd
    deck = start + [c for pair_ in turns for c in pair_] + pair
    return deck, turns


@pytest.mark.parametrize("leftover", [0, 2])
def test_z3_decision_the_deck_running_out_ends_the_round_with_no_winner(leftover):
    """Z3 (decision). The leaflet never says what happens when the deck cannot give the Oracle
    two different cards; « Les tours s'enchaînent jusqu'à ce qu'un joueur ait posé devant lui un
    YOZUKA ou un YOZUMI » cannot happen any more, so the round ends with no winner: ``winners()``
    is ``[]``, everyone at 0; and the moves refused afterwards cite Z3, the rule that ended it."""
    deck, turns = checkerboard_deck(leftover)
    state = cardlib.new_game("yozu", players=2, seed=1, deck=deck, first_player=0)
    for t, (found, _) in enumerate(turns):
        assert state.current_player == 1 - t % 2
        assert state.winners() == []
        state = play(state, f"guess {found}", "keep")
    assert state.is_over and state.current_player is None and legal(state) == []
    assert str(state.log[-2]) == (f"Rule Z3: the deck cannot give two different cards ({leftover} cards left): "
                                  "the round ends with no winner.")
    assert str(state.log[-1]) == "Game over: nobody won a round, a draw."
    assert state.view(None)["round_result"] == {"draw": True}
    assert state.scores() == [0, 0]
    assert state.winners() == []
    assert [len(d) for d in displays(state)] == [1 + len(turns)] * 2
    reason = assert_refused(state, "guess tiger:summer", "Z3")
    assert reason == ("Rule Z3: the round ended with no winner (the deck could not give two different cards); "
                      "no more moves can be played.")
    assert_refused(state, "nothing", "Z3")


# --- Z4 guessers, and the element just revealed ------------------------------------------------------

def test_z4_guessers_start_at_the_oracles_left_and_go_round_again_and_again():
    """Z4. « Le joueur assis à la gauche de l'Oracle fait une première proposition » ; « Tant
    qu'une des deux cartes de l'Oracle n'a pas été devinée, les autres joueurs continuent à faire
    des propositions à tour de rôle. » The Oracle never guesses."""
    state = game(4, 2, "carp:spring", "carp:autumn", "dragonfly:winter", "panda:spring",
                 "panda:winter", "tiger:summer")
    order = []
    for _ in range(7):
        order.append(state.current_player)
        state = state.apply("guess dragonfly:autumn")        # « Rien » every time
        assert state.current_player == 2                      # the Oracle answers (Z5)
        state = state.apply("nothing")
    assert order == [3, 0, 1, 3, 0, 1, 3]
    # After the Oracle answers, the turn goes on from the guesser, not the Oracle.
    assert state.current_player == 0
    state = state.apply("guess panda:summer")
    assert state.current_player == 2                          # the Oracle chooses
    state = state.apply("reveal summer")
    assert state.current_player == 1
    state = play(state, "guess tiger:spring", "reveal tiger")   # tiger, the only answer
    assert state.current_player == 3


def test_z4_two_players_the_single_guesser_guesses_again_and_again():
    """Z4 with two players (learning mode): the other player is the only guesser."""
    state = game(2, 0, "carp:spring", "carp:autumn", "panda:winter", "tiger:summer")
    for _ in range(3):
        assert state.current_player == 1
        state = play(state, "guess dragonfly:autumn", "nothing")
    assert state.current_player == 1


def test_z4_the_element_just_revealed_may_not_be_named():
    """Z4. « C'est alors au joueur suivant de faire une nouvelle proposition avec une
    restriction : il ne peut pas citer l'élément qui vient d'être révélé par l'Oracle. »"""
    state = play(example(), "guess tiger:spring", "reveal tiger")     # Tiger is revealed
    assert state.view(2)["restriction"] == "tiger"
    assert legal(state) == [f"guess {n}" for n in NAMES if not n.startswith("tiger")]
    for card in ("tiger:spring", "tiger:summer", "tiger:winter"):
        reason = assert_refused(state, f"guess {card}", "Z4")
        assert reason == "Rule Z4: Tiger was just revealed; name another animal."
    # Only the answer just given restricts: Tiger again is allowed after the next answer.
    state = play(state, "guess carp:winter", "reveal winter")  # Winter is revealed
    assert "guess tiger:autumn" in legal(state)
    assert "Rule Z4: Winter was just revealed" in assert_refused(state, "guess tiger:winter", "Z4")


def test_z4_the_french_refusal_agrees_with_the_elements_gender():
    """Z4 in French: « Carpe vient d'être révélée », « Libellule ... révélée » (feminine); « Panda »,
    « Tigre » and the four seasons are masculine: « révélé »."""
    feminine = {"carp", "dragonfly"}
    # Hand panda:winter and tiger:summer are not used: each guess names one element of a fresh hand.
    for animal, guess in (("panda", "panda:spring"), ("carp", "carp:spring"),
                          ("dragonfly", "dragonfly:spring"), ("tiger", "tiger:spring")):
        state = game(3, 0, "carp:summer", "carp:autumn", "dragonfly:winter", f"{animal}:winter", "panda:summer"
                     if animal != "panda" else "carp:autumn")
        state = play(state, f"guess {guess}", f"reveal {animal}")
        reason = assert_refused(state, f"guess {animal}:autumn", "Z4")
        ending = "e" if animal in feminine else ""
        name = {"panda": "Panda", "carp": "Carpe", "dragonfly": "Libellule", "tiger": "Tigre"}[animal]
        assert spaces(i18n.translate(reason, "fr")) == f"Règle Z4 : {name} vient d'être révélé{ending} ; proposez un autre animal."
    for season, french in (("spring", "Printemps"), ("summer", "Été"), ("autumn", "Automne"), ("winter", "Hiver")):
        state = game(3, 0, "carp:summer", "carp:autumn", "dragonfly:winter", f"tiger:{season}", "dragonfly:spring"
                     if season != "spring" else "dragonfly:summer")
        state = play(state, f"guess panda:{season}", f"reveal {season}")
        reason = assert_refused(state, f"guess carp:{season}", "Z4")
        assert spaces(i18n.translate(reason, "fr")) == f"Règle Z4 : {french} vient d'être révélé ; proposez une autre saison."


def test_z4_after_nothing_there_is_no_restriction():
    """Z4. « Si sa proposition ne comporte aucun élément présent sur les cartes, l'Oracle
    l'annonce à tous et le joueur suivant peut faire une proposition sans aucune restriction. »"""
    state = play(example(), "guess tiger:spring", "reveal tiger", "guess dragonfly:autumn", "nothing")
    assert state.view(3)["restriction"] is None
    assert legal(state) == [f"guess {n}" for n in NAMES]


def test_z4_a_guess_may_repeat_an_earlier_one_unless_it_names_the_element_just_revealed():
    """Z4. « Tant qu'une des deux cartes de l'Oracle n'a pas été devinée, les autres joueurs continuent à faire
    des propositions à tour de rôle » ; the one restriction is « il ne peut pas citer l'élément qui vient d'être
    révélé par l'Oracle ». Nothing bars a guess made before: it is answered afresh (issue 25: readers asked)."""
    state = play(example(), "guess panda:summer", "reveal summer")
    assert_refused(state, "guess panda:summer", "Z4")          # Summer was just revealed
    state = play(state, "guess tiger:spring", "reveal tiger", "guess dragonfly:autumn", "nothing")
    assert state.current_player == 1                           # the first guesser again, with no restriction
    state = play(state, "guess panda:summer")                  # the turn's first guess, word for word
    assert state.current_player == 0 and legal(state) == ["reveal panda", "reveal summer"]
    state = play(state, "reveal panda")                        # the Oracle may answer otherwise this time
    assert [g["guess"] for g in state.view(2)["guesses"]].count("panda:summer") == 2
    assert state.view(2)["restriction"] == "panda"
    state = play(state, "guess dragonfly:autumn")              # a guess answered « Rien » may come back too
    assert legal(state) == ["nothing"]


def test_z4_a_new_turn_starts_with_no_restriction():
    """Z4. « on passe au tour suivant, le joueur assis à la gauche de l'Oracle devient le nouvel
    Oracle, il tire deux nouvelles cartes » : the restriction belonged to the previous turn."""
    state = play(example(), "guess panda:summer", "reveal panda", "guess tiger:summer", "keep")
    assert state.view(None)["oracle"] == 1 and state.current_player == 2
    assert state.view(2)["restriction"] is None and state.view(2)["guesses"] == []
    assert len(legal(state)) == 16


# --- Z5 the Oracle's answer ---------------------------------------------------------------------------

HAND = ("panda:winter", "tiger:summer")


@pytest.mark.parametrize("guess, answer", [
    ("panda:winter", "found"),            # both named elements on one card: the card itself
    ("tiger:summer", "found"),
    ("panda:summer", "choice"),           # Panda on one card, Summer on the other
    ("tiger:winter", "choice"),
    ("panda:spring", "panda"),            # one element present: the only answer
    ("carp:winter", "winter"),
    ("tiger:autumn", "tiger"),
    ("dragonfly:summer", "summer"),
    ("carp:autumn", "nothing"),           # neither
    ("dragonfly:spring", "nothing"),
])
def test_z5_the_answer_to_each_kind_of_guess(guess, answer):
    """Z5. « Si sa proposition correspond exactement à l'une des deux cartes, l'Oracle lui remet
    la carte. » « Si sa proposition ne correspond pas exactement à l'une des deux cartes, mais
    qu'un élément (animal ou saison) est néanmoins présent, l'Oracle doit indiquer à tous
    l'élément présent. » « Si les deux éléments proposés sont présents (un sur chacune des
    cartes), l'Oracle ne doit en révéler qu'un seul, au choix. » « Si sa proposition ne comporte
    aucun élément présent sur les cartes, l'Oracle l'annonce à tous ». Decision Z5: every answer,
    forced or chosen, is the Oracle's own move, and the guess waits for it the same way."""
    state = game(3, 0, "carp:spring", "carp:autumn", "dragonfly:winter", *HAND)
    start = len(state.log)
    state = state.apply(f"guess {guess}")
    view = state.view(None)
    if answer == "found":
        assert state.current_player == 1 and view["phase"] == "place" and view["found"] == guess
        assert view["hand"] == [c for c in HAND if c != guess]
        assert new_log(state, start)[-1].startswith("Rule Z5:")
        assert state.moves == [f"guess {guess}"]
        return
    # The Oracle answers, as its own move; the guessers see the same whatever the answer will be.
    assert state.current_player == 0 and view["phase"] == "answer"
    assert view["pending_guess"] == guess and view["pending_guesser"] == 1
    assert len(new_log(state, start)) == 1                 # nothing answered yet
    animal, season = guess.split(":")
    if answer == "choice":                                  # a decision: either named element
        assert legal(state) == [f"reveal {animal}", f"reveal {season}"]
        state = state.apply(f"reveal {season}")
        answer = season
    elif answer == "nothing":
        assert legal(state) == ["nothing"]
        state = state.apply("nothing")
    else:
        assert legal(state) == [f"reveal {answer}"]         # forced: the only legal action
        state = state.apply(f"reveal {answer}")
    view = state.view(None)
    assert state.current_player == 2 and view["phase"] == "guess" and view["pending_guess"] is None
    if answer == "nothing":
        assert new_log(state, start)[-1] == "The Oracle answers “Nothing”."
        assert view["guesses"][-1] == {"player": 1, "guess": guess, "answer": "nothing", "revealed": None}
        assert view["restriction"] is None
    else:
        assert new_log(state, start)[-1] == f"The Oracle reveals {answer.capitalize()}."
        assert view["guesses"][-1] == {"player": 1, "guess": guess, "answer": "reveal", "revealed": answer}
        assert view["restriction"] == answer
    assert len(state.moves) == 2


def test_z5_two_cards_of_one_animal_reveal_the_animal_at_once():
    """Z5. « qu'un élément (animal ou saison) est néanmoins présent » : an animal on both cards
    is still one element; with the season absent there is no choice."""
    state = game(3, 0, "carp:spring", "carp:autumn", "dragonfly:winter", "tiger:winter", "tiger:summer")
    state = state.apply("guess tiger:spring")
    assert legal(state) == ["reveal tiger"]
    state = state.apply("reveal tiger")
    assert state.current_player == 2 and state.view(2)["restriction"] == "tiger"
    state = state.apply("guess panda:winter")
    assert legal(state) == ["reveal winter"]
    state = state.apply("reveal winter")
    assert state.current_player == 1 and state.view(1)["restriction"] == "winter"


def test_z5_the_oracle_chooses_only_between_the_two_named_elements():
    """Z5. « l'Oracle ne doit en révéler qu'un seul, au choix »."""
    state = game(3, 0, "carp:spring", "carp:autumn", "dragonfly:winter", *HAND)
    state = state.apply("guess panda:summer")
    reason = assert_refused(state, "reveal tiger", "Z5")
    assert "Panda or Summer" in reason
    assert_refused(state, "reveal winter", "Z5")
    assert_refused(state, "guess carp:autumn", "Z5")           # the Oracle answers first
    assert_refused(state, "keep", "Z6")
    for choice in ("panda", "summer"):
        after = play(state.clone(), f"reveal {choice}")
        assert after.current_player == 2
        assert after.view(2)["restriction"] == choice
        assert str(after.log[-1]) == f"The Oracle reveals {choice.capitalize()}."


def test_z5_a_forced_answer_is_the_only_legal_answer():
    """Z5. « qu'un élément (animal ou saison) est néanmoins présent, l'Oracle doit indiquer à tous
    l'élément présent » ; « Si sa proposition ne comporte aucun élément présent sur les cartes,
    l'Oracle l'annonce à tous ». The Oracle answers only right after a guess that found no card;
    it may not reveal an element absent from its cards, nor say nothing when one is there."""
    state = game(3, 0, "carp:spring", "carp:autumn", "dragonfly:winter", *HAND)
    assert_refused(state, "reveal panda", "Z5")
    assert_refused(state, "nothing", "Z5")
    state = state.apply("guess panda:spring")                  # Panda only: forced
    assert legal(state) == ["reveal panda"]
    assert assert_refused(state, "reveal spring", "Z5") == \
        "Rule Z5: Spring is not on the Oracle's cards; the Oracle reveals a named element that is there."
    assert assert_refused(state, "nothing", "Z5") == \
        "Rule Z5: Panda is on the Oracle's cards, so the Oracle must reveal it, not answer nothing."
    assert_refused(state, "reveal summer", "Z5")               # not named
    state = play(state, "reveal panda", "guess carp:autumn")    # neither: forced nothing
    assert legal(state) == ["nothing"]
    assert_refused(state, "reveal carp", "Z5")
    state = state.apply("nothing")
    assert_refused(state, "nothing", "Z5")


# --- the leaflet's example turn, move by move -------------------------------------------------------

def test_the_leaflets_example_turn_move_by_move():
    """« L'Oracle a tiré les cartes « Panda d'Hiver » et « Tigre d'Été ». »"""
    state = example()
    assert state.view(0)["hand"] == ["panda:winter", "tiger:summer"]

    # « Le premier joueur propose « Panda d'Été ». L'Oracle a le choix d'annoncer « Panda » ou
    # « Été », tous deux présents sur ses cartes. Il annonce « Été ». »
    assert state.current_player == 1
    state = state.apply("guess panda:summer")
    assert state.current_player == 0 and legal(state) == ["reveal panda", "reveal summer"]
    state = state.apply("reveal summer")
    assert str(state.log[-1]) == "The Oracle reveals Summer."

    # « Le joueur suivant ne peut donc pas proposer « Été », il propose « Tigre de Printemps ».
    # L'Oracle annonce « Tigre ». »
    assert state.current_player == 2
    reason = assert_refused(state, "guess tiger:summer", "Z4")
    assert "Summer" in reason and reason == "Rule Z4: Summer was just revealed; name another season."
    assert spaces(i18n.translate(reason, "fr")) == "Règle Z4 : Été vient d'être révélé ; proposez une autre saison."
    assert not any(":summer" in move for move in legal(state))
    state = state.apply("guess tiger:spring")
    assert state.current_player == 0 and legal(state) == ["reveal tiger"]   # no choice: the only answer
    state = state.apply("reveal tiger")
    assert state.current_player == 3
    assert str(state.log[-1]) == "The Oracle reveals Tiger."

    # « Le joueur suivant ne peut pas proposer « Tigre », il tente « Libellule d'Automne ».
    # L'Oracle répond « Rien ». »
    assert "Tiger" in assert_refused(state, "guess tiger:autumn", "Z4")
    state = state.apply("guess dragonfly:autumn")
    assert legal(state) == ["nothing"]
    state = state.apply("nothing")
    assert str(state.log[-1]) == "The Oracle answers “Nothing”."

    # « Le joueur suivant annonce « Tigre d'Été ». L'Oracle lui remet cette carte qu'il peut
    # garder ou échanger contre n'importe quelle carte posée devant n'importe quel joueur. »
    assert state.current_player == 1                           # round the table again
    state = state.apply("guess tiger:summer")
    assert state.current_player == 1 and state.view(1)["found"] == "tiger:summer"
    assert legal(state) == ["keep", "swap 0 carp:spring", "swap 2 dragonfly:winter", "swap 3 panda:spring"]
    assert state.view(None)["guesses"] == [
        {"player": 1, "guess": "panda:summer", "answer": "reveal", "revealed": "summer"},
        {"player": 2, "guess": "tiger:spring", "answer": "reveal", "revealed": "tiger"},
        {"player": 3, "guess": "dragonfly:autumn", "answer": "nothing", "revealed": None},
        {"player": 1, "guess": "tiger:summer", "answer": "match", "revealed": None},
    ]

    # « garder » : the card goes in front of the finder; the Oracle places the other one.
    kept = play(state.clone(), "keep")
    assert displays(kept) == [["carp:spring", "panda:winter"], ["carp:autumn", "tiger:summer"],
                              ["dragonfly:winter"], ["panda:spring"]]
    # « échanger » : with a card of any other player, the Oracle's included.
    swapped = play(state.clone(), "swap 0 carp:spring")
    assert displays(swapped) == [["tiger:summer", "panda:winter"], ["carp:autumn", "carp:spring"],
                                 ["dragonfly:winter"], ["panda:spring"]]
    for after in (kept, swapped):
        # « le joueur assis à la gauche de l'Oracle devient le nouvel Oracle, il tire deux
        # nouvelles cartes de la pioche »
        assert after.view(None)["oracle"] == 1
        assert after.current_player == 2
        assert after.view(1)["hand"] == deck_with(*EXAMPLE)[6:8]
        assert after.view(2)["deck_size"] == 32 - 4 - 4


# --- Z6 keep or swap; the Oracle places the other card ---------------------------------------------

def test_z6_swap_puts_the_found_card_in_the_others_place():
    """Z6. « Le gagnant peut alors la poser devant lui ou l'échanger avec une carte posée devant
    un autre joueur. Ensuite, l'Oracle conserve la seconde carte qu'il pose devant lui, sans
    possibilité d'échange. »"""
    state = play(example(), "guess tiger:summer", "swap 3 panda:spring")
    assert displays(state) == [["carp:spring", "panda:winter"], ["carp:autumn", "panda:spring"],
                               ["dragonfly:winter"], ["tiger:summer"]]
    assert [str(m) for m in state.log[-4:-1]] == [
        "Rule Z5: Summer Tiger is one of the Oracle's cards: Player 2 gets it.",
        "Player 2 swaps Summer Tiger for Player 4's Spring Panda.",
        "Rule Z6: the Oracle, Player 1, places the other card, Winter Panda.",
    ]


def test_z6_keep_and_swap_refusals():
    """Z6. « l'échanger avec une carte posée devant un autre joueur »: not one's own, not a
    card that is not there; and nothing to keep before a card is found."""
    state = example()
    assert_refused(state, "keep", "Z6")
    assert_refused(state, "swap 2 dragonfly:winter", "Z6")
    state = state.apply("guess tiger:summer")
    own = assert_refused(state, "swap 1 carp:autumn", "Z6")
    assert own == "Rule Z6: a swap takes a card from another player's display, not your own."
    assert "0" not in i18n.translate(own, "fr")            # no player counted from 0 in what people read
    assert_refused(state, "swap 4 carp:autumn", "Z6")
    assert_refused(state, "swap x carp:autumn", "Z6")
    reason = assert_refused(state, "swap 2 carp:autumn", "Z6")
    assert reason == "Rule Z6: Player 3 has no Autumn Carp in their display."
    assert_refused(state, "guess panda:winter", "Z6")
    assert_refused(state, "reveal tiger", "Z5")


# --- Z7 YOZUKA, YOZUMI ---------------------------------------------------------------------------

def test_z7_a_yozuka_kept_by_the_guesser_wins_at_once():
    """Z7. « Soyez le premier à constituer devant vous un YOZUKA, c'est à dire les 4 animaux
    différents dans la même saison. » « Les tours s'enchaînent jusqu'à ce qu'un joueur ait posé
    devant lui un YOZUKA ou un YOZUMI, il emporte alors immédiatement la partie. »"""
    state = game(3, 2,
                 "panda:summer", "carp:winter", "panda:autumn",   # displays
                 "carp:summer", "tiger:autumn",                   # Oracle 2: 0 finds carp:summer
                 "dragonfly:spring", "dragonfly:summer",          # Oracle 0: 1 finds, 0 places
                 "tiger:summer", "panda:spring")                  # Oracle 1: 2 misses, 0 finds
    state = play(state, "guess carp:summer", "keep")
    state = play(state, "guess dragonfly:spring", "keep")
    assert displays(state)[0] == ["panda:summer", "carp:summer", "dragonfly:summer"]
    assert not state.is_over and state.winners() == []
    state = play(state, "guess carp:autumn", "nothing")          # player 2: nothing
    assert state.current_player == 0
    state = play(state, "guess tiger:summer", "keep")
    assert state.is_over and state.current_player is None
    assert str(state.log[-2]) == "Rule Z7: YOZUKA! Player 1 has the four animals in Summer and wins the round."
    assert state.winners() == [0] and state.scores() == [1, 0, 0]
    assert state.view(1)["round_result"] == {"draw": False, "how": "yozuka", "element": "summer", "winner": 0}
    # At once: the Oracle (player 1) does not place the other card.
    assert displays(state)[1] == ["carp:winter", "dragonfly:spring"]
    assert_refused(state, "keep", "Z7")


def test_z7_the_oracle_placing_the_other_card_can_win_with_it():
    """Z7. « Ensuite, l'Oracle conserve la seconde carte qu'il pose devant lui » : a YOZUMI, « un
    animal identique dans les 4 différentes saisons », completed by the Oracle's own card wins."""
    state = game(2, 1,
                 "tiger:spring", "carp:autumn",              # displays
                 "tiger:summer", "carp:spring",              # Oracle 1: 0 finds tiger:summer
                 "dragonfly:autumn", "tiger:autumn",         # Oracle 0 places tiger:autumn
                 "panda:winter", "panda:summer",             # Oracle 1: 0 finds panda:winter
                 "dragonfly:winter", "tiger:winter")         # Oracle 0 places tiger:winter
    state = play(state, "guess tiger:summer", "keep", "guess dragonfly:autumn", "keep",
                 "guess panda:winter", "keep")
    assert displays(state)[0] == ["tiger:spring", "tiger:summer", "tiger:autumn", "panda:winter"]
    assert state.view(None)["oracle"] == 0 and not state.is_over
    state = play(state, "guess dragonfly:winter", "keep")
    assert state.is_over
    assert [str(m) for m in state.log[-3:-1]] == [
        "Rule Z6: the Oracle, Player 1, places the other card, Winter Tiger.",
        "Rule Z7: YOZUMI! Player 1 has the Tiger in all four seasons and wins the round.",
    ]
    assert state.winners() == [0] and state.scores() == [1, 0]


# Three players, first Oracle 0. Player 1 gathers three tigers and a carp:spring; in turn 4
# player 2 finds tiger:winter and swaps it for that carp:spring, completing player 1's YOZUMI.
# ``third``: the card the Oracle (player 2) places in turn 3.
def swap_game(third):
    return game(3, 0,
                "panda:autumn", "tiger:spring", "panda:spring",   # displays
                "tiger:summer", "dragonfly:autumn",               # Oracle 0: 1 finds tiger:summer
                "dragonfly:spring", "tiger:autumn",               # Oracle 1: 2 finds, 1 places
                "carp:spring", third,                             # Oracle 2: 0 misses, 1 finds
                "tiger:winter", "panda:winter")                   # Oracle 0: 1 misses, 2 finds


def play_swap_game(third):
    state = swap_game(third)
    state = play(state, "guess tiger:summer", "keep", "guess dragonfly:spring", "keep",
                 "guess panda:summer", "nothing", "guess carp:spring", "keep",
                 "guess dragonfly:autumn", "nothing")
    assert displays(state)[1] == ["tiger:spring", "tiger:summer", "tiger:autumn", "carp:spring"]
    assert state.current_player == 2 and not state.is_over
    return play(state, "guess tiger:winter", "swap 1 carp:spring")


def test_z7_decision_a_swap_that_completes_another_players_yozumi_makes_them_win():
    """Z7 (decision). « jusqu'à ce qu'un joueur ait posé devant lui un YOZUKA ou un YOZUMI, il
    emporte alors immédiatement la partie » : the cards in front of a player count however they
    got there, so a swap that completes someone else's display makes that player win, at once."""
    state = play_swap_game("carp:winter")
    assert displays(state)[1] == ["tiger:spring", "tiger:summer", "tiger:autumn", "tiger:winter"]
    assert displays(state)[2] == ["panda:spring", "dragonfly:spring", "carp:winter", "carp:spring"]
    assert state.is_over and state.winners() == [1] and state.scores() == [0, 1, 0]
    assert str(state.log[-2]) == "Rule Z7: YOZUMI! Player 2 has the Tiger in all four seasons and wins the round."
    assert i18n.translate(state.log[-2], "fr").endswith("YOZUMI\u202f! Joueur 2 a le Tigre dans les quatre saisons et "
                                                        "gagne la manche."), "the animal with its article"
    assert displays(state)[0] == ["panda:autumn", "dragonfly:autumn"]     # the Oracle placed nothing


def test_z7_decision_when_both_displays_complete_the_guesser_wins():
    """Z7 (decision). When a swap completes both the guesser's display and the other one at
    once, the guesser, who made the move, wins."""
    state = play_swap_game("tiger:spring")
    assert yozu.completed([yozu.KIND_OF[c] for c in displays(state)[1]]) == ("yozumi", "tiger")
    assert displays(state)[2] == ["panda:spring", "dragonfly:spring", "tiger:spring", "carp:spring"]
    assert state.is_over and state.winners() == [2] and state.scores() == [0, 0, 1]
    assert str(state.log[-2]) == "Rule Z7: YOZUKA! Player 3 has the four animals in Spring and wins the round."
    assert not any("YOZUMI" in str(m) for m in state.log)


@pytest.mark.parametrize("cards, expected", [
    (["panda:summer", "carp:summer", "dragonfly:summer", "tiger:summer"], ("yozuka", "summer")),
    (["tiger:winter", "carp:winter", "panda:winter", "carp:spring", "dragonfly:winter"], ("yozuka", "winter")),
    (["carp:spring", "carp:summer", "carp:autumn", "carp:winter"], ("yozumi", "carp")),
    (["panda:summer", "carp:summer", "dragonfly:summer", "dragonfly:summer"], None),
    (["carp:spring", "carp:summer", "carp:autumn", "tiger:winter"], None),
    (["panda:spring", "carp:summer", "dragonfly:autumn", "tiger:winter"], None),
])
def test_z7_what_counts_as_yozuka_and_yozumi(cards, expected):
    """Z7. « un YOZUKA, c'est à dire les 4 animaux différents dans la même saison. Ou un YOZUMI
    c'est-à-dire un animal identique dans les 4 différentes saisons. »"""
    assert yozu.completed([yozu.KIND_OF[c] for c in cards]) == expected


# --- Z8 match -------------------------------------------------------------------------------------

YOZUKA_ROUND = ("panda:summer", "carp:winter", "panda:autumn", "carp:summer", "tiger:autumn",
                "dragonfly:spring", "dragonfly:summer", "tiger:summer", "panda:spring")
YOZUKA_MOVES = ("guess carp:summer", "keep", "guess dragonfly:spring", "keep", "guess carp:autumn", "nothing",
                "guess tiger:summer", "keep")


def finder(state):
    """A test policy that reads the full view: a guesser names one of the Oracle's cards
    (the first the restriction allows) and keeps it; the Oracle gives its first possible answer
    (with a choice, the animal)."""
    full = state.view(None)
    if full["phase"] == "guess":
        allowed = [c for c in full["hand"] if full["restriction"] not in c.split(":")]
        return f"guess {allowed[0]}" if allowed else legal(state)[0]
    if full["phase"] == "answer":
        return legal(state)[0]
    return "keep"


def test_z8_match_the_first_to_win_two_rounds_is_master_of_yozu():
    """Z8. « La tradition veut que l'on joue plusieurs manches. Un même joueur devant gagner deux
    fois pour devenir « Maître du Yozu ». » One round is not enough; a new round is dealt, and
    its first Oracle is the left neighbour of the previous round's first Oracle (decision)."""
    state = game(3, 2, *YOZUKA_ROUND, match=True, seed=11)
    state = play(state, *YOZUKA_MOVES)
    assert not state.is_over and state.winners() == []
    assert state.scores() == [1, 0, 0] and state.view(0)["rounds_won"] == [1, 0, 0]
    assert str(state.log[-1]).startswith("Player 1, the Oracle, secretly draws")
    assert "Round 2 begins; Player 1 is the Oracle." in state.log
    view = state.view(None)
    assert view["round"] == 2 and view["oracle"] == 0
    assert [len(d) for d in view["displays"]] == [1, 1, 1]               # dealt afresh
    cards = [c for d in view["displays"] for c in d] + view["hand"] + view["deck"]
    assert Counter(cards) == Counter({name: 2 for name in NAMES})
    # Play on: the match ends exactly when someone has won twice.
    rounds = 2
    while not state.is_over:
        state = state.apply(finder(state))
        if not state.is_over and state.view(None)["round"] > rounds:
            rounds += 1
            assert max(state.scores()) < 2
            assert f"Round {rounds} begins; Player {(2 + rounds - 1) % 3 + 1} is the Oracle." in state.log
    assert max(state.scores()) == 2 and sum(state.scores()) <= rounds
    assert state.winners() == [state.scores().index(2)]
    assert str(state.log[-1]).startswith("Game over. Winner: Player ")
    assert_refused(state, "keep", "Z8")                        # the match, not the round, is over


def test_z8_without_match_one_round_is_the_game():
    """Z7. « il emporte alors immédiatement la partie » : without ``match=True`` one round is
    the whole game."""
    state = play(game(3, 2, *YOZUKA_ROUND), *YOZUKA_MOVES)
    assert state.is_over and state.winners() == [0]
    assert str(state.log[-1]) == "Game over. Winner: Player 1."


def test_z8_decision_a_drawn_round_counts_for_nobody_and_the_match_goes_on():
    """Z8 with Z3 (decision): a round that runs the deck out is won by nobody; the match goes on."""
    deck, turns = checkerboard_deck(0)
    state = cardlib.new_game("yozu", players=2, seed=1, deck=deck, first_player=0, match=True)
    for found, _ in turns:
        state = play(state, f"guess {found}", "keep")
    assert not state.is_over
    assert state.scores() == [0, 0] and state.view(0)["round"] == 2
    assert "Round 2 begins; Player 2 is the Oracle." in state.log


def test_z8_decision_a_match_stops_after_the_round_limit(monkeypatch):
    """Z8 (decision): a match of drawn rounds must end; after ``MATCH_ROUND_LIMIT`` rounds the most
    round wins win (here, with the limit lowered to 1, a drawn round: everyone). A match always
    names its winners, unlike a single round nobody won (Z3); moves after it cite Z8."""
    monkeypatch.setattr(yozu.rules, "MATCH_ROUND_LIMIT", 1)
    deck, turns = checkerboard_deck(0)
    state = cardlib.new_game("yozu", players=2, seed=1, deck=deck, first_player=0, match=True)
    for found, _ in turns:
        state = play(state, f"guess {found}", "keep")
    assert state.is_over and state.winners() == [0, 1]
    assert_refused(state, "guess tiger:summer", "Z8")


# --- Z9 what each player sees ----------------------------------------------------------------------

def test_z9_guessers_views_do_not_depend_on_the_oracles_hidden_cards():
    """Z9. « L'Oracle tire les deux premières cartes de la pioche, qu'il doit consulter
    secrètement. » Two games whose decks differ only in the Oracle's two cards (which trade
    places with the two bottom cards, so displays, deck size and the rest of the deck are the
    same) look the same to every guesser, at every step, as long as no answer differs, even
    through a choice of the Oracle in both games. The Oracle sees their own cards."""
    shown = ("carp:spring", "carp:autumn", "dragonfly:winter")
    hand_a = ["panda:winter", "tiger:summer"]
    hand_b = ["panda:autumn", "carp:summer"]
    middle = deck_with(*shown, *hand_a, *hand_b)[len(shown) + 4:]
    game_a = cardlib.new_game("yozu", players=3, seed=2, first_player=0,
                              deck=[*shown, *hand_a, *middle, *hand_b])
    game_b = cardlib.new_game("yozu", players=3, seed=2, first_player=0,
                              deck=[*shown, *hand_b, *middle, *hand_a])

    def same_for_guessers():
        for p in (1, 2):
            assert game_a.view(p) == game_b.view(p)
        assert game_a.view(0)["hand"] == hand_a and game_b.view(0)["hand"] == hand_b
        assert "hand" not in game_a.view(1) and "hand" not in game_a.view(2)

    same_for_guessers()
    # Panda:summer: Panda on one card and Summer on the other in both hands: the Oracle chooses.
    # Then answers that agree: nothing, Summer, Panda.
    for move in ("guess panda:summer", "reveal panda", "guess dragonfly:spring", "nothing",
                 "guess dragonfly:summer", "reveal summer", "guess panda:spring", "reveal panda"):
        game_a.apply(move)
        game_b.apply(move)
        same_for_guessers()
    assert [g["answer"] for g in game_a.view(1)["guesses"]] == ["reveal", "nothing", "reveal", "reveal"]
    # A guess whose answers differ (Tiger in one game, Autumn in the other) does show.
    game_a.apply("guess tiger:autumn")
    game_b.apply("guess tiger:autumn")
    same_for_guessers()                                         # the question, not yet the answer
    game_a.apply("reveal tiger")
    game_b.apply("reveal autumn")
    assert game_a.view(1)["restriction"] == "tiger" and game_b.view(1)["restriction"] == "autumn"


def test_z9_nothing_public_says_whether_the_oracle_had_a_choice():
    """Z9. « l'Oracle doit indiquer à tous l'élément présent » : only the element is told. Decision
    Z5: the Oracle answers every guess that finds no card as its own move, so the Oracle revealing
    Panda by choice (Panda and Summer both present) and by necessity (only Panda present) gives the
    same log, the same moves and the same views to the guessers at every step, the moment the
    Oracle answers included; only the Oracle's own view lists one answer or two."""
    cards = ("carp:spring", "carp:autumn", "dragonfly:winter")
    chose = game(3, 0, *cards, "panda:winter", "tiger:summer")
    forced = game(3, 0, *cards, "panda:winter", "tiger:autumn")
    for move in ("guess panda:summer", "reveal panda"):
        chose, forced = chose.apply(move), forced.apply(move)
        assert [str(m) for m in chose.log] == [str(m) for m in forced.log]
        assert chose.current_player == forced.current_player and chose.moves == forced.moves
        for p in (1, 2):
            assert chose.view(p) == forced.view(p)
        if move.startswith("guess"):
            assert "legal_actions" not in chose.view(1) and "legal_actions" not in chose.view(2)
            assert chose.view(0)["legal_actions"] == ["reveal panda", "reveal summer"]
            assert forced.view(0)["legal_actions"] == ["reveal panda"]
    assert chose.log[-1] == "The Oracle reveals Panda."


def test_z9_everyone_sees_displays_answers_pairs_and_deck_size():
    """Z9. « Distribuez une carte à chaque joueur qu'il place devant lui, face visible » ;
    « l'Oracle doit indiquer à tous » ; « il le fait constater »."""
    state = game(3, 0, "carp:spring", "carp:autumn", "dragonfly:winter", "tiger:summer", "tiger:summer",
                 seed=4)
    state = state.apply("guess dragonfly:autumn")
    state = state.apply(legal(state)[0])                       # the Oracle's answer
    views = [state.view(p) for p in range(3)]
    for key in ("displays", "guesses", "shown_pairs", "deck_size", "restriction"):
        assert views[0][key] == views[1][key] == views[2][key], key
    assert views[1]["shown_pairs"] == ["tiger:summer"]
    assert "legal_actions" in views[2] and "legal_actions" not in views[1]
    for view in views:
        json.dumps(view)


# --- text in French and English; notation ------------------------------------------------------------

def test_refusals_and_log_in_french_and_english():
    """Every refusal starts with its rule id in both languages; the log reads in French with the
    leaflet's card names (« Panda d'Hiver », « Tigre d'Été »)."""
    state = play(example(), "guess panda:summer", "reveal summer", "guess tiger:spring", "reveal tiger",
                 "guess dragonfly:autumn", "nothing", "guess tiger:summer", "keep")
    french = [spaces(i18n.translate(m, "fr")) for m in state.log]
    assert french[2:] == [
        "Joueur 2 propose Panda d'Été.",
        "L'Oracle révèle Été.",
        "Joueur 3 propose Tigre de Printemps.",
        "L'Oracle révèle Tigre.",
        "Joueur 4 propose Libellule d'Automne.",
        "L'Oracle répond « Rien ».",
        "Joueur 2 propose Tigre d'Été.",
        "Règle Z5 : Tigre d'Été est une des cartes de l'Oracle : Joueur 2 la reçoit.",
        "Joueur 2 garde Tigre d'Été.",
        "Règle Z6 : l'Oracle, Joueur 1, pose l'autre carte, Panda d'Hiver.",
        "Joueur 2, l'Oracle, tire secrètement deux cartes (24 cartes restent dans la pioche).",
    ]
    assert [str(m) for m in state.log][2:4] == ["Player 2 guesses Summer Panda.", "The Oracle reveals Summer."]
    cases = [
        (example(), "reveal panda", "Z5"),
        (play(example(), "guess tiger:spring", "reveal tiger"), "guess tiger:autumn", "Z4"),
        (example(), "keep", "Z6"),
        (example(), "guess unicorn:spring", "Z1"),
        (play(game(3, 2, *YOZUKA_ROUND), *YOZUKA_MOVES), "keep", "Z7"),
    ]
    for state, move, rule in cases:
        reason = assert_refused(state, move, rule)
        fr = i18n.translate(reason, "fr")
        assert fr.startswith(f"Règle {rule}\u00a0:") and fr != reason
    win = play(game(3, 2, *YOZUKA_ROUND), *YOZUKA_MOVES)
    assert spaces(i18n.translate(win.log[-2], "fr")) == \
        "Règle Z7 : YOZUKA ! Joueur 1 a les quatre animaux de l'Été et gagne la manche."


MOVES_IN_WORDS = [
    ("guess dragonfly:spring", "proposer Libellule de Printemps", "guess Spring Dragonfly"),
    ("reveal summer", "révéler Été", "reveal Summer"),
    ("nothing", "répondre « Rien »", "answer “Nothing”"),
    ("keep", "la garder", "keep it"),
    ("swap 2 carp:autumn", "l'échanger contre Carpe d'Automne de Joueur 3", "swap it for Player 3's Autumn Carp"),
]


@pytest.mark.parametrize("notation, french, english", MOVES_IN_WORDS)
def test_every_move_said_in_words_in_french_and_english(notation, french, english):
    """A move reads in the leaflet's words and those of the table's buttons (« proposer », « Révéler »,
    « Répondre « Rien » », « La garder », « Échanger … contre … »), players counted from 1; from its
    notation or the engine's action, through ``cardlib.move_words``."""
    state = example()
    for move in (notation, state.parse_action(notation)):
        words = cardlib.move_words("yozu", move)
        assert isinstance(words, i18n.Message)
        assert spaces(i18n.translate(words, "fr")) == french and str(words) == english
    with pytest.raises(ValueError):
        yozu.move_words("jump 3")


def test_the_buttons_say_what_move_words_says():
    """The Hint's words are the table's: the guess cell's label, the reveal and « Rien » buttons, La garder."""
    state = example()
    assert i18n.text("ui.yozu.cell_allowed", "fr", card="dragonfly:spring") == \
        i18n.translate(yozu.move_words("guess dragonfly:spring"), "fr")
    for key, move, params in (("ui.yozu.reveal_button", "reveal summer", {"element": "summer"}),
                              ("ui.yozu.nothing_button", "nothing", {}), ("ui.yozu.keep", "keep", {})):
        for lang in ("fr", "en"):
            button = i18n.text(key, lang, **params)
            assert button[0].lower() + button[1:] == i18n.translate(yozu.move_words(move), lang)
    assert state.parse_action("swap 2 carp:autumn") == yozu.parse_notation("swap 2 carp:autumn")
    assert yozu.parse_notation("jump 3") is None


@pytest.mark.parametrize("cards, french, english", [
    (0, "(0 carte reste dans la pioche)", "(0 cards left in the deck)"),
    (1, "(1 carte reste dans la pioche)", "(1 card left in the deck)"),
    (2, "(2 cartes restent dans la pioche)", "(2 cards left in the deck)"),
])
def test_the_log_counts_cards_with_plural_forms(cards, french, english):
    """« 1 carte reste », « 2 cartes restent » (French: 0 and 1 singular), "1 card", "2 cards"."""
    message = i18n.Message("yozu.oracle_draws", player=0, cards=cards)
    assert french in spaces(i18n.translate(message, "fr")) and english in str(message)
    out = i18n.Message("yozu.deck_out", cards=cards)
    assert ("carte restante" if cards < 2 else "cartes restantes") in i18n.translate(out, "fr")
    assert ("card left" if cards == 1 else "cards left") in str(out)


def test_french_texts_keep_their_punctuation_with_the_word_before():
    """French puts a no-break space before « : », « ; », « ! », « ? », « % » and inside « »: no Yozu text
    may break a line before its colon (« sur une carte / : 12 % »)."""
    import re
    from cardlib.text.po import parse_po
    french = parse_po((i18n.LOCALE_DIR / "fr.po").read_text(encoding="utf-8"), "fr")
    texts = {key: entry.forms for key, entry in french.entries.items()
             if key.startswith(("yozu.", "ui.yozu.", "bot.yozu.", "bot.search.yozu", "lesson.yozu", "lesson.monty",
                                "move.yozu."))}
    assert len(texts) > 100
    for key, forms in texts.items():
        for text in forms:
            assert not re.search(r" [:;!?»%]|« ", text), (key, text)
    assert "\u00a0:" in i18n.text("ui.yozu.c_element", "fr")


def test_unknown_notation_is_refused_with_examples():
    state = example()
    reason = state.explain("jump 3")
    assert reason is not None and "guess tiger:summer" in reason and "swap 2 carp:autumn" in reason
    with pytest.raises(cardlib.IllegalAction):
        state.apply("jump 3")


def test_notation_round_trips_and_ignores_case():
    state = play(example(), "guess tiger:summer")
    for action in state.legal_actions():
        assert state.parse_action(str(action)) == action
    assert str(state.parse_action("  SWAP 3 Panda:Spring ")) == "swap 3 panda:spring"
    assert str(example().parse_action("Guess TIGER:summer")) == "guess tiger:summer"
    assert str(example().parse_action("reveal Summer")) == "reveal summer"


def test_a_scripted_game_replays_from_its_record():
    """The ``deck`` is part of the record, so a scripted game replays move for move."""
    state = play_swap_game("tiger:spring")
    again = cardlib.replay(json.loads(json.dumps(state.to_record())))
    assert again.view(None) == state.view(None)


def test_deck_with_puts_the_chosen_cards_on_top_and_completes_the_32():
    deck = deck_with("Tiger:Summer", "tiger:summer", "panda:winter")
    assert deck[:3] == ["tiger:summer", "tiger:summer", "panda:winter"]
    assert sorted(deck) == sorted(n for n in yozu.NAMES for _ in range(2))
    assert all(a != b for a, b in zip(deck[3:], deck[4:])), "the rest never puts two identical cards together"
    game = cardlib.new_game("yozu", players=2, seed=1, deck=deck_with("carp:spring", "carp:summer", "panda:winter", "tiger:summer"),
                            first_player=0)
    assert game.view(None)["hand"] == ["panda:winter", "tiger:summer"]
    with pytest.raises(ValueError, match="more than 2 of tiger:summer"):
        deck_with("tiger:summer", "tiger:summer", "tiger:summer")
    with pytest.raises(ValueError, match="unicorn"):
        deck_with("unicorn:summer")


def test_closest_says_how_near_a_display_is_to_a_yozuka_or_a_yozumi():
    # Z7: four animals of one season (YOZUKA) or one animal in four seasons (YOZUMI).
    display = ["tiger:spring", "tiger:summer", "carp:summer", "panda:summer", "tiger:winter"]
    assert yozu.closest(display) == ("summer", 3, "tiger", 3)
    assert yozu.closest(["carp:autumn"]) == ("autumn", 1, "carp", 1)
    assert yozu.closest([]) == ("spring", 0, "panda", 0)


def test_the_view_names_who_made_the_guess_the_oracle_answers():
    state = cardlib.new_game("yozu", players=4, seed=1, first_player=2,
                             deck=deck_with("carp:spring", "carp:autumn", "dragonfly:winter", "panda:spring",
                                            "panda:winter", "tiger:summer"))
    assert state.view(0)["pending_guesser"] is None
    state = state.apply("guess panda:summer")              # Player 4 (index 3), at the Oracle's left
    assert state.phase == "answer" and state.view(0)["pending_guesser"] == 3
    state = state.apply("reveal summer")
    assert state.view(0)["pending_guesser"] is None


def test_z1_malformed_action_objects_are_refused_as_such():
    """Issue 7: Action objects that are no Yozu move (a card kind outside 0-15, an unknown element or
    kind, fields of the wrong type) are refused as not well-formed, citing Z1, never with a KeyError."""
    from cardlib.yozu import Action
    state = example()
    for bad in (Action("guess", card=99), Action("guess", card="tiger:summer"), Action("reveal", element="monsoon"),
                Action("fly"), Action("swap", card=3, player="1"), Action("keep", card=3),
                Action("guess", card=3, element="tiger")):
        reason = assert_refused(state, bad, "Z1")
        assert reason.startswith(f"Rule Z1: {bad!r} is not a well-formed Yozu move")
    assert state.explain(Action("guess", card=yozu.KIND_OF["tiger:summer"])) is None
