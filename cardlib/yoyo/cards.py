"""Yoyo's cards as small ints (Y1) and the pile's rules on single cards (Y3, Y4): pure functions.

A card id is its face: blue ``B1``..``B20`` are 0..19, red ``R1``..``R20`` are 20..39, yellow
``Y3``..``Y18`` are 40..55. The two copies of a doubled card (1, 2, 19 and 20 in blue and red, Y1)
are the same int: they cannot be told apart, so ``DECK`` (the 64 cards) holds those ids twice and
``parse_card`` has only one id to give. Tables ``COLOUR``, ``VALUE``, ``NOTATION`` and ``ACTION``
are indexed by card id.

Directions: ``UP = 1`` (after a blue card: values go up) and ``DOWN = -1`` (after a red card), so a
direction is also the step of a series; None is the empty pile's (no direction yet, Y2).
"""

from ..decks import read_deck
from ..state import shuffle

BLUE, RED, YELLOW = 0, 1, 2
COLOURS = ("B", "R", "Y")
UP, DOWN = 1, -1
DIRECTION_NAMES = {UP: "up", DOWN: "down"}

# Y1: the yellow actions, by (value - 3) mod 4 (decision).
STEAL, SKIP, PASS, REDEAL = "steal", "skip", "pass", "redeal"
YELLOW_ACTIONS = (STEAL, SKIP, PASS, REDEAL)

HAND_SIZE = 7                                   # Y2
DOUBLED = (1, 2, 19, 20)                        # Y1: twice in blue and in red
WIN_POINTS = 5                                  # Y9

FACES = tuple(range(56))
COLOUR = tuple(BLUE if c < 20 else RED if c < 40 else YELLOW for c in FACES)
VALUE = tuple(c + 1 if c < 20 else c - 19 if c < 40 else c - 37 for c in FACES)
NOTATION = tuple(COLOURS[COLOUR[c]] + str(VALUE[c]) for c in FACES)
ACTION = tuple(YELLOW_ACTIONS[(VALUE[c] - 3) % 4] if COLOUR[c] == YELLOW else None for c in FACES)
IS_YELLOW = tuple(COLOUR[c] == YELLOW for c in FACES)
_PARSE = {name: c for c, name in enumerate(NOTATION)}


def card(colour, value):
    """The card of ``colour`` (BLUE, RED or YELLOW) and ``value``; None when Y1 has no such card."""
    return _PARSE.get(COLOURS[colour] + str(value))


DECK = tuple(sorted(list(FACES) + [card(colour, v) for colour in (BLUE, RED) for v in DOUBLED]))
DOUBLED_IDS = frozenset(card(colour, v) for colour in (BLUE, RED) for v in DOUBLED)    # twice in DECK


def notation(c):
    """A card's notation, e.g. 'B5', 'R20', 'Y15'."""
    return NOTATION[c]


def parse_card(text):
    """The card written ``text`` (case-insensitive, e.g. 'b5'), or None. Both copies of a doubled
    card are the same id, so 'B1' has exactly one answer."""
    if type(text) is str and text in _PARSE:       # already a notation: the bots' and playouts' case
        return _PARSE[text]
    return _PARSE.get(str(text).strip().upper())


def can_lay(c, value, direction):
    """Y3: True when card ``c`` alone may be laid on a pile of ``value`` going ``direction`` (UP or
    DOWN) outside free play (Y5). Up: a blue of equal or higher value, or a red of the same value;
    down: a red of equal or lower value, or a blue of the same value; a yellow always. On the empty
    pile (``value`` None, Y2) every card may be laid."""
    if value is None:
        return True
    colour = COLOUR[c]
    if colour == YELLOW:
        return True
    v = VALUE[c]
    if v == value:
        return True
    if direction == UP:
        return colour == BLUE and v > value
    return colour == RED and v < value


def chooses_direction(c, top):
    """Y4 (and Y2's decision): True when laying card ``c`` alone on ``top`` (the pile's top card,
    None for the empty pile) lets its player choose the direction: ``c`` is yellow and ``top`` is
    absent, a yellow, or of the same value."""
    return COLOUR[c] == YELLOW and (top is None or COLOUR[top] == YELLOW or VALUE[top] == VALUE[c])


def direction_after(c, direction):
    """Y3: the pile's direction after card ``c`` is laid on a pile going ``direction``: UP after a
    blue, DOWN after a red; a yellow keeps it (where Y4 applies its player chooses instead)."""
    colour = COLOUR[c]
    if colour == BLUE:
        return UP
    if colour == RED:
        return DOWN
    return direction


def shuffled_deck(rng):
    """The 64 cards in the order ``rng.shuffle(list(DECK))`` leaves them (see ``shuffle``)."""
    deck = list(DECK)
    shuffle(rng, deck)
    return deck


def check_deck(deck):
    """The 64 cards of ``deck`` (notation, in Y2's order) as ints; ValueError naming any fault."""
    return read_deck(deck, parse_card, DECK, NOTATION.__getitem__, "yoyo", "Y1", "B5, R20, Y15")
