"""Woo's fast deal (``cardlib.woo.cards``) draws exactly what ``random.Random`` would: a seed deals
the same cards as before, so records and golden playthroughs replay unchanged."""

import random

from cardlib.woo.cards import CARDS, shuffled_deck


def test_shuffled_deck_is_random_shuffle_of_the_same_bits():
    for seed in range(3000):
        expected = list(CARDS)
        reference, fast = random.Random(seed), random.Random(seed)
        reference.shuffle(expected)
        assert shuffled_deck(fast) == expected
        assert fast.getstate() == reference.getstate()      # the same bits were drawn
