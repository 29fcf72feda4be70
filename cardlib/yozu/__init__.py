"""Yozu (Arnaud Ladagnous): the game's package. ``rules`` is the game (Z1-Z9, its ``State``), re-exported
here; ``deduction`` the exact deduction of the Oracle's cards; ``bots`` its greedy and search bots,
``search`` the search bot's evaluation; ``questions`` its lesson's exact answers; ``deal`` its part in
teachers' set-ups."""

from .deal import DEALING  # noqa: F401  (cardlib.deals)
from .rules import *  # noqa: F401,F403  (the protocol: State, INFO, move_words, ...)
from .rules import NAMES

SAMPLE_CARDS = tuple(sorted(NAMES))                # the language check's example cards
