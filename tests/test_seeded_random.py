"""``cardlib.state.seeded_random`` is ``random.Random(seed)``: the same state for every int seed a
game accepts, so seeds deal and play as before."""

import random

from cardlib.state import seeded_random


def test_seeded_random_is_random_random():
    for seed in [*range(-50, 500), 2**31 - 1, 2**32, 2**32 + 5, 10**40]:
        fast, reference = seeded_random(seed), random.Random(seed)
        assert type(fast) is random.Random
        assert fast.getstate() == reference.getstate()
        assert [fast.random() for _ in range(3)] == [reference.random() for _ in range(3)]
        assert fast.gauss(0, 1) == reference.gauss(0, 1)
