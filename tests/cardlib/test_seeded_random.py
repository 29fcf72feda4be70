"""``cardlib.state.seeded_random`` is ``random.Random(seed)``: the same state for every int seed a
game accepts, so seeds deal and play as before; ``random_below`` and the protocol's default
``random_action`` draw what ``randrange`` and ``choice`` would, and ``shuffle`` (Yoyo's and Hue's
deals) what ``random.shuffle`` would."""

import random

import cardlib
from cardlib.state import random_below, seeded_random, shuffle


def test_seeded_random_is_random_random():
    for seed in [*range(-50, 500), 2**31 - 1, 2**32, 2**32 + 5, 10**40]:
        fast, reference = seeded_random(seed), random.Random(seed)
        assert type(fast) is random.Random
        assert fast.getstate() == reference.getstate()
        assert [fast.random() for _ in range(3)] == [reference.random() for _ in range(3)]
        assert fast.gauss(0, 1) == reference.gauss(0, 1)


def test_random_below_is_randrange():
    reference, fast = random.Random(11), random.Random(11)
    for n in (1, 2, 3, 5, 6, 7, 8, 24, 1000):
        for _ in range(200):
            assert random_below(fast, n) == reference.randrange(n)
    assert fast.getstate() == reference.getstate()


def test_default_random_action_is_choice_of_the_legal_actions():
    state, twin = cardlib.new_game("ohio", players=3, seed=4), cardlib.new_game("ohio", players=3, seed=4)
    fast, reference = random.Random(2), random.Random(2)
    while not state.is_over:
        action = state.random_action(fast)
        assert action == reference.choice(twin.legal_actions())
        state, twin = state.apply(action), twin.apply(action)
    assert state.random_action(fast) is None
    assert fast.getstate() == reference.getstate()


def test_shuffle_is_random_shuffle_of_the_same_bits():
    from cardlib.yoyo.cards import DECK
    for seed in range(300):
        for length in (0, 1, 2, 3, 14, 50, 63, 64):
            fast, reference = random.Random(seed), random.Random(seed)
            mine, expected = list(DECK[:length]), list(DECK[:length])
            shuffle(fast, mine)
            reference.shuffle(expected)
            assert mine == expected
            assert fast.getstate() == reference.getstate()
