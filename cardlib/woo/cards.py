"""Woo's cards as small ints (W1): ``card = suit * 6 + rank``, so that within a suit the higher
int is the stronger card, and notation at the edges (``QS``, ``10D``, ``0H``).

Suits in the order of W1: hearts, diamonds, clubs, spades. Ranks low to high: the zero, J, Q, K,
10, A, worth 0, 2, 3, 4, 10, 11 (**decision** W1: Sixty-Six's values; change them here only).
"""

from ..decks import read_deck

SUITS = ("H", "D", "C", "S")
RANKS = ("0", "J", "Q", "K", "10", "A")
RANK_VALUES = (0, 2, 3, 4, 10, 11)        # W1 decision
ZERO, QUEEN, KING = 0, 2, 3               # rank indices
CARDS = tuple(range(24))
VALUES = tuple(RANK_VALUES[c % 6] for c in CARDS)
SUIT_OF = tuple(c // 6 for c in CARDS)
NOTATION = tuple(RANKS[c % 6] + SUITS[c // 6] for c in CARDS)
_PARSE = {name: c for c, name in enumerate(NOTATION)}
HAND_SIZE = 6
MARRIAGE_POINTS, TRUMP_MARRIAGE_POINTS = 20, 40    # W8
VICTORY_POINTS = 66                                 # W9, W12
SCHNEIDER_POINTS = 33                               # W12: "moins de 33 points"
LAST_TRICK_BONUS = 10                               # W10
MATCH_TARGET = 7                                    # W15


def card(suit, rank):
    """The card of ``suit`` (0..3) and ``rank`` (0..5)."""
    return suit * 6 + rank


def notation(c):
    """A card's notation, e.g. 'QS', '10D', '0H'."""
    return NOTATION[c]


def parse_card(text):
    """The card written ``text`` (case-insensitive), or None."""
    return _PARSE.get(str(text).strip().upper())


def parse_suit(text):
    """The suit index written ``text`` ('H', 'D', 'C' or 'S', case-insensitive), or None."""
    text = str(text).strip().upper()
    return SUITS.index(text) if text in SUITS else None


# random.Random.shuffle on 24 items draws, for i from 23 down to 1, j below i + 1 from getrandbits
# of (i + 1).bit_length() bits, drawing again while j > i; these are its (i, bits) steps.
_SHUFFLE_STEPS = tuple((i, (i + 1).bit_length()) for i in range(len(CARDS) - 1, 0, -1))


def shuffled_deck(rng):
    """The 24 cards in the order ``rng.shuffle(list(CARDS))`` leaves them, from the same random
    bits (so a seed deals as before), at under half its cost: the deal is most of a random
    playout. ``rng``: a ``random.Random`` (its ``shuffle`` draws through ``getrandbits``)."""
    deck = list(CARDS)
    getrandbits = rng.getrandbits
    for i, bits in _SHUFFLE_STEPS:
        j = getrandbits(bits)
        while j > i:
            j = getrandbits(bits)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def check_deck(deck):
    """The 24 cards of ``deck`` (notation, in the order W2 gives) as ints; ValueError naming any fault."""
    return read_deck(deck, parse_card, CARDS, NOTATION.__getitem__, "woo", "W1", "['QS', '10D', ...]")
