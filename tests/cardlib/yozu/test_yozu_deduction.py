"""cardlib.yozu.deduction: the exact posterior over the Oracle's two cards.

It is checked three ways: by hand on the leaflet's example turn, against a brute-force
enumeration that replays the engine itself for every possible hand, and against a seeded
simulation (rejection sampling of whole deals) with a statistical bound.
"""

import math
import random
from fractions import Fraction

import pytest

import cardlib
from cardlib import yozu
from cardlib.yozu import deduction
from cardlib.yozu import deck_with

EXAMPLE_DISPLAYS = ["carp:spring", "carp:summer", "dragonfly:winter"]
EXAMPLE_HAND = ["panda:winter", "tiger:summer"]          # the leaflet's example: « Panda d'Hiver » et « Tigre d'Été »
EXAMPLE_TURN = ["guess panda:summer", "reveal summer", "guess tiger:spring", "reveal tiger",
                "guess dragonfly:autumn", "nothing"]


def example_game(hand=EXAMPLE_HAND, moves=EXAMPLE_TURN):
    state = cardlib.new_game("yozu", players=3, seed=1, deck=deck_with(*EXAMPLE_DISPLAYS, *hand), first_player=0)
    for move in moves:
        state = state.apply(move)
    return state


def replay_answers(game, observed, choose):
    """Play the observed guesses on ``game``, the Oracle answering each that finds no card; where the
    engine gives the Oracle a choice, ``choose(element)`` gives the probability of the element observed.
    Returns (game, probability of the observed answers)."""
    weight = Fraction(1)
    for entry in observed:
        if game.phase != "guess":           # an earlier guess found a card in this hand: not the game seen
            return game, 0
        game = game.apply(f"guess {entry['guess']}")
        if game.phase == "answer":
            answer = "nothing" if entry["answer"] == "nothing" else f"reveal {entry['revealed']}"
            possible = [str(a) for a in game.legal_actions()]
            if answer not in possible:
                return game, 0
            if len(possible) > 1:
                weight *= choose(entry["revealed"])
            game = game.apply(answer)
    return game, (weight if game.view(None)["guesses"] == observed else 0)


def brute_force(state, p_animal=Fraction(1, 2)):
    """{unordered pair of notations: probability} by replaying the answers on every possible hand.

    Every ordered draw of two physical card copies from the unseen cards is tried (identical
    pairs are redrawn, so they are skipped); the engine answers the same guesses; a hand whose
    answers differ from the ones seen is impossible; where the engine asks the Oracle to choose,
    the observed choice has probability ``p_animal`` (animal) or its complement.
    """
    view = state.view(None)
    displays = [card for display in view["displays"] for card in display]
    unseen = [name for name in yozu.NAMES for _ in range(yozu.COPIES)]
    for card in displays:
        unseen.remove(card)
    weights = {}
    for i, first in enumerate(unseen):
        for j, second in enumerate(unseen):
            if i == j or first == second:
                continue
            game = cardlib.new_game("yozu", players=state.players, seed=1,
                                    deck=deck_with(*displays, first, second), first_player=view["oracle"])
            _, weight = replay_answers(game, view["guesses"],
                                       lambda element: p_animal if element in yozu.ANIMALS else 1 - p_animal)
            if weight:
                key = tuple(sorted((first, second), key=yozu.KIND_OF.get))
                weights[key] = weights.get(key, 0) + weight
    total = sum(weights.values())
    return {pair: w / total for pair, w in weights.items()}


def test_the_posterior_sums_to_one_and_names_only_possible_pairs():
    for k in range(len(EXAMPLE_TURN) + 1):
        state = example_game(moves=EXAMPLE_TURN[:k])
        for model in deduction.MODELS:
            d = deduction.posterior(state.view(1), model)
            assert sum(d.pairs.values()) == 1
            assert all(p > 0 for p in d.pairs.values())
            assert sum(d.cards().values()) == 2, "two cards in the hand"


def test_the_prior_weighs_each_pair_by_the_copies_left():
    # Three cards are face up: carp:spring, carp:summer, dragonfly:winter (one copy of each left).
    d = deduction.posterior(example_game(moves=[]).view(1))
    assert len(d.pairs) == 120
    # Pairs of two fully unseen kinds weigh 2*2 = 4, a pair with one half-seen kind 2*1 = 2.
    total = 4 * (13 * 12 // 2) + 2 * (3 * 13) + 1 * 3
    assert d.pairs[("panda:spring", "panda:summer")] == Fraction(4, total)
    assert d.pairs[("panda:spring", "carp:spring")] == Fraction(2, total)      # pairs are in notation order
    assert d.pairs[("carp:spring", "carp:summer")] == Fraction(1, total)


def test_the_leaflets_example_turn_narrows_down_to_tiger_summer():
    # « Le premier joueur propose Panda d'Été ... Il annonce Été » ; « Tigre de Printemps » : « Tigre » ;
    # « Libellule d'Automne » : « Rien ». After this, tiger:summer is the most likely card by far.
    state = example_game()
    d = deduction.posterior(state.view(1), "random")
    assert d.restriction is None and d.revealed == ["summer", "tiger"]
    cards = d.cards()
    assert max(cards, key=cards.get) == "tiger:summer"
    assert d.best_guess("hit")[0] == "tiger:summer"
    # Every surviving pair holds summer and tiger, and neither dragonfly nor autumn.
    for a, b in d.pairs:
        assert "summer" in a + b and "tiger" in a + b
        assert "dragonfly" not in a + b and "autumn" not in a + b
    # Panda was named with summer: under "random" the Oracle could have revealed panda, so panda stays possible.
    assert d.element("panda") > 0


def test_it_equals_a_brute_force_enumeration_through_the_engine():
    for k in range(len(EXAMPLE_TURN) + 1):     # after every move, waiting for an answer or not
        state = example_game(moves=EXAMPLE_TURN[:k])
        exact = deduction.posterior(state.view(2), "random").pairs
        assert exact == brute_force(state), f"after {k} moves"


def test_a_callers_model_is_used_and_matches_brute_force():
    def always_animal(pair, guess, possible):
        return 1
    # The Oracle revealed summer: an Oracle that always names the animal when it may would have said
    # panda had it held a panda, so no panda is left; the random Oracle leaves pandas possible.
    state = example_game(moves=EXAMPLE_TURN[:2])
    d = deduction.posterior(state.view(1), always_animal)
    assert d.model == "always_animal"
    assert d.element("panda") == 0 < deduction.posterior(state.view(1), "random").element("panda")
    assert d.pairs == brute_force(state, p_animal=Fraction(1))
    state = example_game(moves=["guess panda:summer", "reveal panda"])
    assert deduction.posterior(state.view(1), always_animal).pairs == brute_force(state, p_animal=Fraction(1))

    def never_sure(pair, guess, possible):
        return 2
    with pytest.raises(ValueError, match="as a probability"):
        deduction.posterior(state.view(1), never_sure)


def test_the_oracles_way_of_choosing_changes_the_answer():
    state = example_game(moves=EXAMPLE_TURN[:4])
    at_random = deduction.posterior(state.view(1), "random")
    hiding = deduction.posterior(state.view(1), "hide")
    assert at_random.card("tiger:summer") == Fraction(3, 4)
    assert hiding.card("tiger:summer") != at_random.card("tiger:summer")
    assert set(hiding.pairs) <= set(at_random.pairs)


def test_no_hidden_information_is_used():
    # Two games that differ only in the Oracle's hidden cards, with the same answers so far.
    one = example_game(hand=["panda:winter", "tiger:summer"], moves=["guess dragonfly:autumn"])
    two = example_game(hand=["panda:spring", "tiger:summer"], moves=["guess dragonfly:autumn"])
    assert one.view(None)["hand"] != two.view(None)["hand"]
    for model in deduction.MODELS:
        assert deduction.posterior(one.view(1), model).pairs == deduction.posterior(two.view(1), model).pairs
        # The Oracle's own view holds its cards: they must not be used either.
        assert deduction.posterior(one.view(0), model).pairs == deduction.posterior(one.view(1), model).pairs
        assert deduction.posterior(one.view(None), model).pairs == deduction.posterior(one.view(2), model).pairs


def test_derived_quantities_agree_with_the_pairs():
    d = deduction.posterior(example_game(moves=EXAMPLE_TURN[:4]).view(1), "random")
    cards = d.cards()
    for name in yozu.NAMES:
        assert cards[name] == sum((p for pair, p in d.pairs.items() if name in pair), Fraction(0))
        assert d.hit(name) == cards[name]
    for element in yozu.ELEMENTS:
        expected = sum((p for pair, p in d.pairs.items() if any(element in card.split(":") for card in pair)), Fraction(0))
        assert d.element(element) == expected
    assert d.restriction == "tiger"
    assert all("tiger" not in guess for guess in d.allowed()) and len(d.allowed()) == 12
    guess, chance = d.best_guess("hit")
    assert guess in d.allowed() and chance == max(cards[g] for g in d.allowed())
    entropy = d.entropy()
    assert entropy == pytest.approx(-sum(float(p) * math.log2(float(p)) for p in d.pairs.values()))
    for name in d.allowed():
        answers = d.answers(name)
        assert sum(answers.values()) == 1
        assert answers.get("match", 0) == cards[name]
        assert set(answers) <= {"match", "nothing", *name.split(":")}
        assert 0 <= d.information(name) <= entropy + 1e-9
    best, bits = d.best_guess("information")
    assert best in d.allowed() and bits == max(d.information(g) for g in d.allowed())


def test_a_found_card_is_certain_while_it_is_placed():
    state = example_game(moves=EXAMPLE_TURN + ["guess tiger:summer"])
    assert state.phase == "place"
    d = deduction.posterior(state.view(1))
    assert d.card("tiger:summer") == 1
    assert d.card("panda:winter") > 0


def test_bad_requests_are_refused_clearly():
    state = example_game(moves=[])
    with pytest.raises(ValueError, match="unknown Oracle model"):
        deduction.posterior(state.view(1), "clairvoyant")
    with pytest.raises(ValueError, match="yozu"):
        deduction.posterior(cardlib.new_game("ohio", 3, seed=1).view(0))
    d = deduction.posterior(state.view(1))
    with pytest.raises(ValueError, match="animal:season"):
        d.card("unicorn:summer")
    with pytest.raises(ValueError, match="'hit' or 'information'"):
        d.best_guess("luck")


def simulated_card_frequencies(displays, observed, players, samples, seed):
    """Rejection sampling: shuffle the unseen cards, replay the guesses with a coin-flipping Oracle,
    keep the deals whose answers are the ones observed; how often is each card in the Oracle's hand?"""
    rng = random.Random(seed)
    unseen = [name for name in yozu.NAMES for _ in range(yozu.COPIES)]
    for card in displays:
        unseen.remove(card)
    counts = {name: 0 for name in yozu.NAMES}
    kept = 0
    while kept < samples:
        rng.shuffle(unseen)
        game = cardlib.new_game("yozu", players=players, seed=rng.randrange(2**31),
                                deck=list(displays) + unseen, first_player=0)
        hand = game.view(None)["hand"]
        # Each choice: the Oracle names one of the two elements at random; keep the game if it is the one seen.
        _, weight = replay_answers(game, observed, lambda element: int(rng.random() < 0.5))
        if weight:
            kept += 1
            for card in set(hand):
                counts[card] += 1
    return {name: c / samples for name, c in counts.items()}


def test_it_agrees_with_a_seeded_simulation():
    moves = EXAMPLE_TURN[:4]
    observed = example_game(moves=moves)
    exact = deduction.posterior(observed.view(1), "random").cards()
    samples = 3000
    measured = simulated_card_frequencies(EXAMPLE_DISPLAYS, observed.view(None)["guesses"], 3, samples, seed=5)
    for name, p in exact.items():
        # Each card's frequency is a binomial proportion: within 4.5 standard errors (a false alarm
        # somewhere among the 16 cards has probability under 1e-4), and exactly 0 where p is 0.
        if p == 0:
            assert measured[name] == 0, name
        else:
            bound = 4.5 * math.sqrt(float(p) * (1 - float(p)) / samples)
            assert abs(measured[name] - float(p)) <= bound, (name, float(p), measured[name])


def test_reveal_chances_follow_the_model_while_the_oracle_chooses():
    state = example_game(moves=["guess panda:summer"])
    assert state.phase == "answer"
    assert deduction.reveal_chances(state.view(0), "random") == {"panda": Fraction(1, 2), "summer": Fraction(1, 2)}
    hiding = deduction.reveal_chances(state.view(0), "hide")
    assert sorted(hiding.values()) in ([0, 1], [Fraction(1, 2), Fraction(1, 2)])
    # With five pandas face up, fewer pairs hold a panda: the hiding Oracle says "summer".
    displays = ["panda:spring", "panda:spring", "panda:autumn", "panda:autumn", "panda:summer", "carp:winter"]
    crowded = cardlib.new_game("yozu", players=6, seed=1, first_player=0,
                               deck=deck_with(*displays, *EXAMPLE_HAND)).apply("guess panda:summer")
    assert deduction.reveal_chances(crowded.view(0), "hide") == {"panda": 0, "summer": 1}
    assert deduction.reveal_chances(crowded.view(0), lambda pair, guess, possible: Fraction(1, 3))["panda"] == Fraction(1, 3)
    with pytest.raises(ValueError, match="no guess to answer"):
        deduction.reveal_chances(example_game(moves=[]).view(0))


def test_reveal_chances_are_certain_for_a_forced_answer_seen_by_the_oracle():
    """Z5 (decision): a forced answer is still the Oracle's move; with the cards in view it is certain,
    and a guesser's view, which cannot tell, gets the model's chances as if the Oracle chose."""
    for guess, forced in (("panda:spring", "panda"), ("carp:summer", "summer"), ("carp:autumn", "nothing")):
        state = example_game(moves=[f"guess {guess}"])
        assert state.phase == "answer" and state.current_player == 0
        for model in ("random", "hide"):
            assert deduction.reveal_chances(state.view(0), model) == {forced: 1}
            assert deduction.reveal_chances(state.view(None), model) == {forced: 1}
        animal, season = guess.split(":")
        assert deduction.reveal_chances(state.view(1), "random") == {animal: Fraction(1, 2), season: Fraction(1, 2)}
